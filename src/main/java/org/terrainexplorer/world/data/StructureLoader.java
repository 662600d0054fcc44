package org.terrainexplorer.world.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.OptionalFields;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructureFiles;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureTypes;
import org.terrainexplorer.world.structure.TemplateSource;
import org.terrainexplorer.world.structure.Templates;
import org.terrainexplorer.world.structure.placement.ConcentricRings;
import org.terrainexplorer.world.structure.placement.FrequencyReduction;
import org.terrainexplorer.world.structure.placement.RandomSpread;
import org.terrainexplorer.world.structure.placement.StructurePlacement;

/**
 * Reads the structures of layered packs: every structure set of every pack (a datapack's file replacing the
 * release's of the same id), the structures they name and what those read (template pools, processor lists,
 * templates), checked as the game's codecs check them. A refusal names the file and the JSON path.
 */
final class StructureLoader implements StructureFiles {

    private static final String SETS = "worldgen/structure_set";

    private final WorldLoader files;
    private final StructureCode code;
    private final Templates templates;
    private final Map<String, Structure> structures = new HashMap<>();
    private final Map<String, Object> shared = new HashMap<>();
    private final List<String> warnings = new ArrayList<>();

    StructureLoader(WorldLoader files, StructureCode code) {
        this.files = files;
        this.code = code;
        this.templates = new Templates(templateSource(files.packs(), code));
    }

    /** Where templates are: {@code data/<ns>/structure/<path>.nbt} (before 1.21, {@code structures/}). */
    static TemplateSource templateSource(List<Pack> packs, StructureCode code) {
        String folder = code.atLeast("1.21") ? "structure" : "structures";
        return id -> {
            String path = "data/" + Ids.namespace(id) + "/" + folder + "/" + Ids.path(id) + ".nbt";
            for (Pack pack : packs) {
                Optional<byte[]> bytes = pack.readBytes(path);
                if (bytes.isPresent()) {
                    return Optional.of(new TemplateSource.Found(bytes.get(), pack.name() + "/" + path));
                }
            }
            return Optional.empty();
        };
    }

    /** Every structure set of the packs, by id. */
    StructureData load() {
        List<StructureSet> sets = new ArrayList<>();
        for (String id : setIds()) {
            sets.add(set(id, files.find(SETS, id).orElseThrow()));
        }
        return new StructureData(sets, templates, code);
    }

    /** The ids of the structure sets of every pack, sorted (the game's registry order). */
    private Set<String> setIds() {
        return ids(SETS);
    }

    private StructureSet set(String id, JsonValue json) {
        StructurePlacement placement = placement(json.field("placement"));
        List<StructureSet.Entry> entries = new ArrayList<>();
        JsonValue list = json.field("structures");
        for (JsonValue e : list.elements()) {
            JsonValue s = e.field("structure");
            Structure structure = s.isString() ? structure(s.asId(), s)
                : StructureTypes.read(id + " (inline structure)", s, this);
            int weight = e.has("weight") ? e.field("weight").asInt(1, Integer.MAX_VALUE) : 1;
            entries.add(new StructureSet.Entry(structure, weight));
        }
        if (entries.isEmpty()) {
            throw list.error("a structure set needs at least one structure");
        }
        return new StructureSet(id, placement, entries);
    }

    /** A structure by id, read once. */
    private Structure structure(String id, JsonValue at) {
        Structure done = structures.get(id);
        if (done == null) {
            JsonValue file = files.require("worldgen/structure", id, at, "structure");
            done = StructureTypes.read(id, file, this);
            structures.put(id, done);
        }
        return done;
    }

    private StructurePlacement placement(JsonValue v) {
        String type = v.field("type").asId();
        BlockPos offset = OptionalFields.read(v, "locate_offset", this, o -> {
            List<JsonValue> e = o.elements();
            if (e.size() != 3) {
                throw o.error("locate_offset is three whole numbers from -16 to 16");
            }
            return new BlockPos(e.get(0).asInt(-16, 16), e.get(1).asInt(-16, 16), e.get(2).asInt(-16, 16));
        });
        FrequencyReduction reduction = OptionalFields.read(v, "frequency_reduction_method", this, m -> {
            try {
                return FrequencyReduction.byId(m.asString());
            } catch (IllegalArgumentException e) {
                throw m.error(e.getMessage() + " (default, legacy_type_1, legacy_type_2, legacy_type_3)");
            }
        });
        Double frequency = OptionalFields.read(v, "frequency", this, f -> f.asDouble(0.0, 1.0));
        int salt = v.field("salt").asInt(0, Integer.MAX_VALUE);
        StructurePlacement.ExclusionZone zone = exclusionZone(v);
        StructurePlacement.Common common = new StructurePlacement.Common(offset != null ? offset : BlockPos.ZERO,
            reduction != null ? reduction : FrequencyReduction.DEFAULT,
            frequency != null ? (float) frequency.doubleValue() : 1.0F, salt, zone);
        switch (type) {
            case "minecraft:random_spread" -> {
                int spacing = v.field("spacing").asInt(0, 4096);
                int separation = v.field("separation").asInt(0, 4096);
                if (spacing <= separation) {
                    throw v.field("spacing").error("spacing has to be larger than separation (" + spacing + " <= "
                        + separation + ")");
                }
                Boolean triangular = OptionalFields.read(v, "spread_type", this, t -> {
                    String s = t.asString();
                    if (!s.equals("linear") && !s.equals("triangular")) {
                        throw t.error("spread_type must be linear or triangular, found '" + s + "'");
                    }
                    return s.equals("triangular");
                });
                return new RandomSpread(common, spacing, separation, Boolean.TRUE.equals(triangular));
            }
            case "minecraft:concentric_rings" -> {
                return new ConcentricRings(common, v.field("distance").asInt(0, 1023), v.field("spread").asInt(0, 1023),
                    v.field("count").asInt(1, 4095), biomes(v.field("preferred_biomes")));
            }
            default -> throw v.field("type").error("unknown placement type '" + type
                + "' (minecraft:random_spread, minecraft:concentric_rings)");
        }
    }

    /**
     * An {@code exclusion_zone}. Its set must exist whatever the release: the game binds a well-formed id while it
     * parses, and an id bound to no file refuses the packs even where the zone itself is read as absent.
     */
    private StructurePlacement.ExclusionZone exclusionZone(JsonValue placement) {
        if (placement.has("exclusion_zone") && placement.field("exclusion_zone").isObject()
            && placement.field("exclusion_zone").has("other_set")) {
            JsonValue set = placement.field("exclusion_zone").field("other_set");
            String id = set.isString() ? Ids.normalise(set.asString()) : null;
            if (id != null && files.find(SETS, id).isEmpty()) {
                throw set.error("structure set '" + id + "' not found");
            }
        }
        return OptionalFields.read(placement, "exclusion_zone", this, z -> new StructurePlacement.ExclusionZone(
            z.field("other_set").asId(), z.field("chunk_count").asInt(1, 16)));
    }

    // ------------------------------------------------------------------ StructureFiles

    @Override
    public Optional<JsonValue> find(String kind, String id) {
        return files.find(kind, id);
    }

    /** The ids of the files of a kind ({@code worldgen/template_pool}) in every pack, sorted. */
    @Override
    public Set<String> ids(String kind) {
        String[] want = kind.split("/");
        Set<String> ids = new TreeSet<>();
        for (Pack pack : files.packs()) {
            for (String path : pack.list("data")) {
                String[] parts = path.split("/", 3 + want.length);
                if (parts.length != 3 + want.length || !parts[parts.length - 1].endsWith(".json")) {
                    continue;
                }
                boolean match = true;
                for (int i = 0; i < want.length; i++) {
                    match &= parts[2 + i].equals(want[i]);
                }
                if (match) {
                    String file = parts[parts.length - 1];
                    String id = parts[1] + ":" + file.substring(0, file.length() - ".json".length());
                    if (Ids.normalise(id) != null) {
                        ids.add(id);
                    }
                }
            }
        }
        return ids;
    }

    /**
     * Whether the file of an id comes from a datapack: the highest pack that has it is a datapack, and its JSON is
     * not the release's own file of that id (a datapack that copies the release's file, as a pack made of the
     * game's own data does, brings nothing of its own).
     */
    @Override
    public boolean fromDatapack(String kind, String id) {
        String path = WorldLoader.path(kind, id);
        Pack release = files.versionPack();
        for (Pack pack : files.packs()) {
            Optional<JsonValue> mine = WorldLoader.read(pack, path);
            if (mine.isPresent()) {
                if (pack == release) {
                    return false;
                }
                Optional<JsonValue> own = WorldLoader.read(release, path);
                return own.isEmpty() || !own.get().node().equals(mine.get().node());
            }
        }
        return false;
    }

    @Override
    public JsonValue require(String kind, String id, JsonValue at, String what) {
        return files.require(kind, id, at, what);
    }

    @Override
    public Set<String> biomes(JsonValue holderSet) {
        return new LinkedHashSet<>(files.biomeHolderSet(holderSet));
    }

    @Override
    public Templates templates() {
        return templates;
    }

    @Override
    public StructureCode code() {
        return code;
    }

    @Override
    public void warn(JsonValue at, String reason) {
        warnings.add(at.file() + ": at " + at.path() + ": " + reason);
    }

    /** The warnings reading the structures gave, one line each, in the order met. */
    List<String> warnings() {
        return List.copyOf(warnings);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T shared(String key, Supplier<T> make) {
        Object v = shared.get(key);
        if (v == null) {
            v = make.get();
            shared.put(key, v);
        }
        return (T) v;
    }
}
