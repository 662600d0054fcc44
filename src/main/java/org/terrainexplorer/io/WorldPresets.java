package org.terrainexplorer.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonErrors;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * Presets of the voxel world: a JSON object with {@code "format": 1} and {@code "model": "world"}, the world
 * (a built-in one, or a datapack path, relative to the preset's folder or absolute), the seed as typed, aquifers,
 * the sea level, edits of the router's noises, and where the map, the section and the 3D view were.
 *
 * <pre>
 * { "format": 1, "model": "world", "name": "Caves under the plains",
 *   "version": "1.21.1", "dimension": "overworld",
 *   "world": "overworld", "seed": "42", "aquifers": true, "carvers": true, "structures": true, "seaLevel": 63,
 *   "noises": { "minecraft:cave_cheese": { "firstOctave": -8, "amplitudes": [0.5, 1, 2] } },
 *   "splines": { "minecraft:overworld/offset#0": { "coordinate": "minecraft:overworld/continents", "points": [ … ] } },
 *   "map": { "x": 0, "z": 0, "blocksPerPixel": 1, "layer": "surface" },
 *   "section": { "from": [-256, 0], "to": [255, 0], "layer": "blocks" },
 *   "view3d": { "x": 0, "z": 0, "chunks": 4, "rotation": 0, "scale": 4, "cutY": 319, "cutAlongSection": false } }
 * </pre>
 *
 * <p>Every field but the format and the model is optional. A preset without a {@code version} was made before
 * presets named one and opens as {@link #LEGACY_VERSION}, the release it was made with; without {@code aquifers} the
 * world's own setting applies. Spline edits are kept as the game's JSON and read against the world they edit
 * (by the session, which has it). Loading is all or nothing: a bad value is refused with its JSON path and what is
 * allowed. Saving is atomic.
 */
public final class WorldPresets {

    /** The model field's value that marks a world preset. */
    public static final String MODEL = "world";
    /** The release of a preset that names none: presets were made with 1.21.1 before they recorded a release. */
    public static final String LEGACY_VERSION = "1.21.1";

    private static final ObjectMapper MAPPER = JsonMapper.builder(
            JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build())
        .enable(SerializationFeature.INDENT_OUTPUT)
        .build();

    /** The dimensions a preset may name. */
    public static final List<String> DIMENSIONS = List.of("overworld", "the_nether", "the_end");

    private WorldPresets() {
    }

    /** Where the map looked. */
    public record MapView(double x, double z, int blocksPerPixel, String layer) {
    }

    /** The section's line and layer. */
    public record Section(int ax, int az, int bx, int bz, String layer) {
    }

    /** The 3D view's settings. */
    public record View3d(int x, int z, int chunks, int rotation, int scale, int cutY, boolean cutAlongSection) {
    }

    /**
     * A world preset.
     *
     * @param version   the game release (never null: {@link #LEGACY_VERSION} for a preset that names none)
     * @param dimension the dimension ({@code overworld}, {@code the_nether}, {@code the_end})
     * @param world     the built-in world (when {@code datapack} is null)
     * @param datapack  the datapack, resolved against the preset's folder, or null
     * @param aquifers  aquifers on or off, or null for the world's own setting
     * @param splines   spline edits by key, as the game's JSON of each replacement spline
     */
    public record WorldPreset(String name, String description, String version, String dimension, BuiltinWorld world,
                              Path datapack, String seed, Boolean aquifers, boolean carvers, boolean structures,
                              Integer seaLevel,
                              Map<String, NoiseParameters> noises, Map<String, JsonNode> splines,
                              Optional<MapView> map, Optional<Section> section, Optional<View3d> view3d) {
        public WorldPreset {
            noises = Map.copyOf(new TreeMap<>(noises));
            splines = Map.copyOf(new TreeMap<>(splines));
        }
    }

    /** Whether a file is a world preset (a JSON object whose {@code model} is "world"); false if unreadable. */
    public static boolean isWorldPreset(Path file) {
        try {
            if (Files.size(file) > Presets.MAX_BYTES) {
                return false;
            }
            JsonNode root = MAPPER.readTree(Files.readAllBytes(file));
            return root != null && root.isObject() && MODEL.equals(root.path("model").asText(null));
        } catch (IOException e) {
            return false;
        }
    }

    /** Loads a world preset. */
    public static WorldPreset load(Path file) throws Presets.PresetException {
        byte[] bytes;
        try {
            if (Files.size(file) > Presets.MAX_BYTES) {
                throw new Presets.PresetException(file + ": larger than 1 MB; not a preset");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new Presets.PresetException(file + ": no such file");
        } catch (IOException e) {
            throw new Presets.PresetException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
        Path folder = file.toAbsolutePath().getParent();
        return parse(bytes, file.toString(), folder);
    }

    /** Parses a world preset; a relative datapack path is resolved against {@code folder}. */
    public static WorldPreset parse(byte[] json, String source, Path folder) throws Presets.PresetException {
        JsonNode node;
        try {
            node = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new Presets.PresetException(source + ": " + JsonErrors.notValid(e), e);
        } catch (IOException e) {
            throw new Presets.PresetException(source + ": cannot read (" + e.getMessage() + ")", e);
        }
        if (node == null || !node.isObject()) {
            throw new Presets.PresetException(source + ": a preset is a JSON object { … }");
        }
        try {
            return fromJson(JsonValue.root(node, source), folder);
        } catch (DataException e) {
            throw new Presets.PresetException(e.getMessage(), e);
        }
    }

    private static WorldPreset fromJson(JsonValue root, Path folder) {
        int format = root.field("format").asInt(1, Integer.MAX_VALUE);
        if (format > Presets.FORMAT) {
            throw root.field("format").error("format " + format + " is newer than this version reads; allowed 1");
        }
        if (!root.has("model")) {
            throw root.error("not a world preset: it has no \"model\": \"world\" (a noise preset, for render, sample "
                + "and the window's noise mode, has none)");
        }
        String model = root.field("model").asString();
        if (!MODEL.equals(model)) {
            throw root.field("model").error("expected \"world\", found \"" + model + "\"");
        }
        String name = root.optionalField("name").map(JsonValue::asString).orElse("Untitled world");
        String description = root.optionalField("description").map(JsonValue::asString).orElse("");
        BuiltinWorld world = BuiltinWorld.OVERWORLD;
        Path datapack = null;
        if (root.has("world") && root.has("datapack")) {
            throw root.field("datapack").error("give \"world\" or \"datapack\", not both");
        }
        if (root.has("world")) {
            JsonValue w = root.field("world");
            try {
                world = BuiltinWorld.byId(w.asString());
            } catch (IllegalArgumentException e) {
                throw w.error(e.getMessage());
            }
        }
        if (root.has("datapack")) {
            JsonValue d = root.field("datapack");
            Path p = Path.of(d.asString());
            datapack = p.isAbsolute() || folder == null ? p : folder.resolve(p).normalize();
        }
        String seed = "42";
        if (root.has("seed")) {
            JsonValue s = root.field("seed");
            seed = s.isNumber() ? s.node().asText() : s.asString();
            if (seed.isBlank()) {
                throw s.error("a seed needs a number or some text");
            }
        }
        String version = root.optionalField("version").map(JsonValue::asString).orElse(LEGACY_VERSION);
        if (version.isBlank()) {
            throw root.field("version").error("a release such as \"1.21.1\", found an empty text");
        }
        String dimension = root.optionalField("dimension").map(v -> {
            String d = v.asString();
            String id = Ids.shortName(d);
            if (!DIMENSIONS.contains(id)) {
                throw v.error("expected one of " + String.join(", ", DIMENSIONS) + ", found \"" + d + "\"");
            }
            return id;
        }).orElse("overworld");
        Boolean aquifers = root.optionalField("aquifers").map(JsonValue::asBoolean).orElse(null);
        boolean carvers = root.optionalField("carvers").map(JsonValue::asBoolean).orElse(true);
        boolean structures = root.optionalField("structures").map(JsonValue::asBoolean).orElse(true);
        Integer seaLevel = root.optionalField("seaLevel").map(v -> v.asInt(-2032, 2031)).orElse(null);
        Map<String, NoiseParameters> noises = new TreeMap<>();
        root.optionalField("noises").ifPresent(n -> {
            for (Map.Entry<String, JsonValue> e : n.fields()) {
                String id = e.getKey();
                JsonValue p = e.getValue();
                int first = p.field("firstOctave").asInt(-64, 64);
                List<JsonValue> list = p.field("amplitudes").elements();
                if (list.isEmpty()) {
                    throw p.field("amplitudes").error("a noise needs at least one amplitude");
                }
                double[] a = new double[list.size()];
                for (int i = 0; i < a.length; i++) {
                    a[i] = list.get(i).asDouble(0, 1000);
                }
                String normalised = org.terrainexplorer.world.json.Ids.normalise(id);
                if (normalised == null) {
                    throw p.error("'" + id + "' is not a noise id");
                }
                noises.put(normalised, new NoiseParameters(first, a));
            }
        });
        Map<String, JsonNode> splines = new TreeMap<>();
        root.optionalField("splines").ifPresent(n -> {
            for (Map.Entry<String, JsonValue> e : n.fields()) {
                JsonValue v = e.getValue();
                if (!v.isObject() && !v.isNumber()) {
                    throw v.error("expected a spline (an object with a coordinate and points, or a number), found "
                        + v.describe());
                }
                splines.put(e.getKey(), v.node());
            }
        });
        Optional<MapView> map = root.optionalField("map").map(m -> new MapView(
            m.optionalField("x").map(v -> v.asDouble(-3e7, 3e7)).orElse(0.0),
            m.optionalField("z").map(v -> v.asDouble(-3e7, 3e7)).orElse(0.0),
            m.optionalField("blocksPerPixel").map(v -> v.asInt(1, 64)).orElse(1),
            m.optionalField("layer").map(JsonValue::asString).orElse("surface")));
        Optional<Section> section = root.optionalField("section").map(s -> {
            int[] from = pair(s.field("from"));
            int[] to = pair(s.field("to"));
            return new Section(from[0], from[1], to[0], to[1],
                s.optionalField("layer").map(JsonValue::asString).orElse("blocks"));
        });
        Optional<View3d> view3d = root.optionalField("view3d").map(v -> new View3d(
            v.optionalField("x").map(x -> x.asInt(-30_000_000, 30_000_000)).orElse(0),
            v.optionalField("z").map(x -> x.asInt(-30_000_000, 30_000_000)).orElse(0),
            v.optionalField("chunks").map(x -> x.asInt(2, 16)).orElse(4),
            v.optionalField("rotation").map(x -> x.asInt(0, 3)).orElse(0),
            v.optionalField("scale").map(x -> x.asInt(2, 16)).orElse(4),
            v.optionalField("cutY").map(x -> x.asInt(-2032, 2031)).orElse(319),
            v.optionalField("cutAlongSection").map(JsonValue::asBoolean).orElse(false)));
        return new WorldPreset(name, description, version, dimension, world, datapack, seed, aquifers, carvers,
            structures, seaLevel, noises, splines, map, section, view3d);
    }

    private static int[] pair(JsonValue v) {
        List<JsonValue> e = v.elements();
        if (e.size() != 2) {
            throw v.error("expected [x, z], found a list of " + e.size());
        }
        return new int[] {e.get(0).asInt(-30_000_000, 30_000_000), e.get(1).asInt(-30_000_000, 30_000_000)};
    }

    /** The preset as JSON; a datapack inside {@code folder} is written relative to it. */
    public static String toJson(WorldPreset p, Path folder) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", Presets.FORMAT);
        root.put("model", MODEL);
        root.put("name", p.name());
        if (!p.description().isEmpty()) {
            root.put("description", p.description());
        }
        root.put("version", p.version());
        root.put("dimension", p.dimension());
        if (p.datapack() != null) {
            Path pack = p.datapack().toAbsolutePath();
            String text = folder != null && pack.startsWith(folder.toAbsolutePath())
                ? folder.toAbsolutePath().relativize(pack).toString().replace('\\', '/') : pack.toString();
            root.put("datapack", text);
        } else {
            root.put("world", p.world().id());
        }
        root.put("seed", p.seed());
        if (p.aquifers() != null) {
            root.put("aquifers", p.aquifers());
        }
        root.put("carvers", p.carvers());
        root.put("structures", p.structures());
        if (p.seaLevel() != null) {
            root.put("seaLevel", p.seaLevel());
        }
        if (!p.noises().isEmpty()) {
            ObjectNode noises = root.putObject("noises");
            p.noises().forEach((id, n) -> {
                ObjectNode o = noises.putObject(id);
                o.put("firstOctave", n.firstOctave());
                ArrayNode a = o.putArray("amplitudes");
                for (double d : n.amplitudes()) {
                    a.add(d);
                }
            });
        }
        if (!p.splines().isEmpty()) {
            ObjectNode splines = root.putObject("splines");
            p.splines().forEach(splines::set);
        }
        p.map().ifPresent(m -> {
            ObjectNode o = root.putObject("map");
            o.put("x", m.x());
            o.put("z", m.z());
            o.put("blocksPerPixel", m.blocksPerPixel());
            o.put("layer", m.layer());
        });
        p.section().ifPresent(s -> {
            ObjectNode o = root.putObject("section");
            o.putArray("from").add(s.ax()).add(s.az());
            o.putArray("to").add(s.bx()).add(s.bz());
            o.put("layer", s.layer());
        });
        p.view3d().ifPresent(v -> {
            ObjectNode o = root.putObject("view3d");
            o.put("x", v.x());
            o.put("z", v.z());
            o.put("chunks", v.chunks());
            o.put("rotation", v.rotation());
            o.put("scale", v.scale());
            o.put("cutY", v.cutY());
            o.put("cutAlongSection", v.cutAlongSection());
        });
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write preset JSON", e);
        }
    }

    /** Saves atomically. */
    public static void save(WorldPreset preset, Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        byte[] json = toJson(preset, folder).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(file, out -> out.write(json));
    }
}
