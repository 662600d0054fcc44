package org.terrainexplorer.world.carver;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.terrainexplorer.world.height.HeightProvider;
import org.terrainexplorer.world.height.VerticalAnchor;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonValue;

/**
 * Reads a world's carvers from its packs: each biome's {@code carvers} (before 1.21.2 an object of an {@code air}
 * and a {@code liquid} list, since then one list; a list, one id or a {@code #tag}, entries by id or inline), the
 * configured carvers they name and the block tags those name (in {@code tags/block}, before 1.21 {@code
 * tags/blocks}; a tag adds up over the packs unless one says {@code replace}). Anything wrong is a {@link
 * DataException} naming the file and the JSON path.
 */
public final class CarverLoader {

    private static final String CARVER = "worldgen/configured_carver";

    private final CarverFiles files;
    private final Map<String, CarverConfig> carvers = new HashMap<>();
    private final Map<String, Set<String>> blockTags = new HashMap<>();
    private final Set<String> resolving = new LinkedHashSet<>();

    private CarverLoader(CarverFiles files) {
        this.files = files;
    }

    /**
     * The carvers of the biomes a world can have, switched on, with the sine table of the world's release. A biome
     * file without {@code carvers} has none (the game requires the field; trimmed data leaves it out).
     */
    public static WorldCarvers load(CarverFiles files, Collection<String> biomes, CarverTrig trig) {
        CarverLoader loader = new CarverLoader(files);
        Map<String, List<CarverConfig>> air = new LinkedHashMap<>();
        Map<String, List<CarverConfig>> liquid = new LinkedHashMap<>();
        for (String biome : biomes) {
            Optional<JsonValue> file = files.find("worldgen/biome", biome);
            if (file.isEmpty() || !file.get().has("carvers")) {
                continue;
            }
            JsonValue list = file.get().field("carvers");
            if (list.isObject()) {
                // Before 1.21.2: one list per carving step.
                for (var step : list.fields()) {
                    switch (step.getKey()) {
                        case "air" -> air.put(biome, loader.carverList(step.getValue()));
                        case "liquid" -> liquid.put(biome, loader.carverList(step.getValue()));
                        default -> throw step.getValue().error("unknown carving step '" + step.getKey()
                            + "' (expected air or liquid)");
                    }
                }
            } else {
                air.put(biome, loader.carverList(list));
            }
        }
        return new WorldCarvers(air, liquid, trig, true);
    }

    // ------------------------------------------------------------------ carvers

    /** A list of configured carvers: one id, a {@code #tag}, or a list of ids and inline carvers. */
    private List<CarverConfig> carverList(JsonValue v) {
        List<CarverConfig> out = new ArrayList<>();
        if (v.isString()) {
            String s = v.asString();
            if (s.startsWith("#")) {
                for (String id : tag("worldgen/configured_carver", id(v, s.substring(1)), v)) {
                    out.add(carver(id, v));
                }
            } else {
                out.add(carver(v.asId(), v));
            }
            return List.copyOf(out);
        }
        if (!v.isArray()) {
            throw v.error("expected a carver id, a #tag or a list of carvers, found " + v.describe());
        }
        for (JsonValue e : v.elements()) {
            out.add(e.isString() ? carver(e.asId(), e) : read("an inline carver in " + e.file(), e));
        }
        return List.copyOf(out);
    }

    private CarverConfig carver(String id, JsonValue at) {
        CarverConfig done = carvers.get(id);
        if (done != null) {
            return done;
        }
        JsonValue file = files.find(CARVER, id).orElseThrow(() -> at.error("configured carver '" + id
            + "' not found (looked for " + path(CARVER, id) + " in " + files.packNames() + ")"));
        CarverConfig c = read(id, file);
        carvers.put(id, c);
        return c;
    }

    private CarverConfig read(String id, JsonValue v) {
        String type = v.field("type").asId();
        JsonValue config = v.field("config");
        CarverConfig.Common common = new CarverConfig.Common(
            (float) config.field("probability").asDouble(0.0, 1.0),
            HeightProvider.read(config.field("y")),
            FloatProvider.read(config.field("yScale")),
            VerticalAnchor.read(config.field("lava_level")),
            blocks(config.field("replaceable")),
            config.has("debug_settings") ? DebugSettings.read(config.field("debug_settings")) : DebugSettings.OFF);
        return switch (type) {
            case "minecraft:cave", "minecraft:nether_cave" -> new CarverConfig.Cave(id,
                type.equals("minecraft:nether_cave"), common,
                FloatProvider.read(config.field("horizontal_radius_multiplier")),
                FloatProvider.read(config.field("vertical_radius_multiplier")),
                FloatProvider.read(config.field("floor_level"), -1.0F, 1.0F));
            case "minecraft:canyon" -> {
                JsonValue shape = config.field("shape");
                int smoothness = shape.field("width_smoothness").asInt(0, Integer.MAX_VALUE);
                if (smoothness == 0) {
                    throw shape.field("width_smoothness").error("width_smoothness 0 makes the game fail as it "
                        + "carves (it draws a random number below 0); use 1 or more");
                }
                yield new CarverConfig.Canyon(id, common, FloatProvider.read(config.field("vertical_rotation")),
                    new CarverConfig.Shape(FloatProvider.read(shape.field("distance_factor")),
                        FloatProvider.read(shape.field("thickness")), smoothness,
                        FloatProvider.read(shape.field("horizontal_radius_factor")),
                        (float) shape.field("vertical_radius_default_factor").asDouble(),
                        (float) shape.field("vertical_radius_center_factor").asDouble()));
            }
            default -> throw v.field("type").error("unknown carver type '" + type
                + "' (expected minecraft:cave, minecraft:nether_cave or minecraft:canyon)");
        };
    }

    // ------------------------------------------------------------------ blocks and tags

    /** A set of blocks: one id, a {@code #tag}, or a list of ids. */
    private BlockSet blocks(JsonValue v) {
        if (v.isString()) {
            String s = v.asString();
            if (s.startsWith("#")) {
                String tag = id(v, s.substring(1));
                return new BlockSet("#" + tag, blockTag(tag, v));
            }
            return new BlockSet(v.asId(), Set.of(v.asId()));
        }
        if (!v.isArray()) {
            throw v.error("expected a block id, a #tag or a list of blocks, found " + v.describe());
        }
        Set<String> ids = new LinkedHashSet<>();
        for (JsonValue e : v.elements()) {
            ids.add(e.asId());
        }
        return new BlockSet(String.join(", ", ids), ids);
    }

    private Set<String> blockTag(String tag, JsonValue at) {
        Set<String> done = blockTags.get(tag);
        if (done == null) {
            // Before 1.21 the game's folder was tags/blocks.
            String kind = !files.findAll("tags/block", tag).isEmpty() || files.findAll("tags/blocks", tag).isEmpty()
                ? "tags/block" : "tags/blocks";
            done = tag(kind, tag, at);
            blockTags.put(tag, done);
        }
        return done;
    }

    /** The ids a tag holds, nested tags expanded, the packs' files added up from the lowest. */
    private Set<String> tag(String kind, String tag, JsonValue at) {
        String key = kind + " " + tag;
        if (resolving.contains(key)) {
            throw at.error("tag #" + tag + " includes itself: " + String.join(" -> ", resolving) + " -> " + key);
        }
        List<JsonValue> layers = files.findAll(kind, tag);
        if (layers.isEmpty()) {
            throw at.error("tag #" + tag + " not found (looked for " + path(kind, tag) + " in " + files.packNames() + ")");
        }
        resolving.add(key);
        try {
            Set<String> ids = new LinkedHashSet<>();
            for (JsonValue file : layers) {
                if (file.has("replace") && file.field("replace").asBoolean()) {
                    ids.clear();
                }
                for (JsonValue e : file.field("values").elements()) {
                    JsonValue entry = e.isObject() ? e.field("id") : e;
                    String s = entry.asString();
                    if (s.startsWith("#")) {
                        String inner = id(entry, s.substring(1));
                        boolean required = !e.isObject() || !e.has("required") || e.field("required").asBoolean();
                        if (!required && files.findAll(kind, inner).isEmpty()) {
                            continue;
                        }
                        ids.addAll(kind.startsWith("tags/block") ? blockTag(inner, entry) : tag(kind, inner, entry));
                    } else {
                        ids.add(entry.asId());
                    }
                }
            }
            return ids;
        } finally {
            resolving.remove(key);
        }
    }

    private static String id(JsonValue at, String s) {
        String id = Ids.normalise(s);
        if (id == null) {
            throw at.error("'" + s + "' is not a valid id (namespace:path, lower case)");
        }
        return id;
    }

    private static String path(String kind, String id) {
        return "data/" + Ids.namespace(id) + "/" + kind + "/" + Ids.path(id) + ".json";
    }
}
