package org.terrainexplorer.search;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.JsonErrors;
import org.terrainexplorer.world.json.JsonValue;

/**
 * A seed search's specification: one JSON object with {@code "format": 1}, the world (release, dimension, built-in
 * world or datapack), the seed range, the size of its work units and a tree of conditions.
 *
 * <pre>
 * { "format": 1, "name": "A village and a ruined portal near spawn",
 *   "world": { "version": "1.21.1", "dimension": "overworld", "world": "overworld" },
 *   "seeds": { "from": 0, "to": 9999999 },
 *   "condition": { "all": [
 *     { "id": "village", "structure": "village", "within": 200, "of": "spawn" },
 *     { "structure": "ruined_portal", "within": 64, "of": "village" } ] } }
 * </pre>
 *
 * <p>Reading is all or nothing: a bad value is refused with the file, its JSON path and what is allowed
 * ({@link SpecException}); names of biomes and structures are checked against the world when a search binds it. The
 * {@link #hash} is of the specification's content (its fields sorted, whitespace ignored) with the seed range and
 * unit size in force, so a ledger knows the search it belongs to.
 *
 * @param name        a name for people, may be empty
 * @param description one sentence, may be empty
 * @param version     the release, or null for the newest
 * @param dimension   the dimension's id
 * @param world       the built-in world (ignored with a datapack)
 * @param datapack    a datapack (absolute), or null
 * @param from        the first seed of the range
 * @param to          the last seed of the range (inclusive)
 * @param unitSize    the seeds of a work unit (see {@link WorkUnits})
 * @param unitGiven   whether the file gave the unit size (else it is {@link #defaultUnitSize} of the range)
 * @param condition   the condition tree
 * @param json        the specification as read, the range and unit size in force written in
 */
public record SearchSpec(String name, String description, String version, String dimension, BuiltinWorld world,
                         Path datapack, long from, long to, int unitSize, boolean unitGiven, Condition condition,
                         ObjectNode json) {

    /** The format this reader writes and reads. */
    public static final int FORMAT = 1;
    /** The largest file read. */
    public static final long MAX_BYTES = 1 << 20;
    /** A work unit's seeds unless the file says, for a range of at least {@link #MIN_UNITS} such units. */
    public static final int DEFAULT_UNIT_SIZE = 1 << 14;
    /** The fewest units a range is cut into by default (when its seeds allow), so that every core has work. */
    public static final int MIN_UNITS = 64;
    /** The fewest seeds of a work unit by default. */
    public static final int MIN_DEFAULT_UNIT_SIZE = 64;
    /** The farthest a coordinate may be: the game's world border. */
    public static final int LIMIT = 30_000_000;
    /** The largest radius a condition may search. */
    public static final int MAX_RADIUS = 100_000;
    /** The most samples one condition may take for one seed. */
    public static final long MAX_SAMPLES = 1_000_000;

    private static final ObjectMapper MAPPER = JsonMapper.builder(
            JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build())
        .build();
    private static final ObjectMapper CANONICAL = JsonMapper.builder()
        .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();

    /** A specification refused: the message names the file, the JSON path and what is allowed. */
    public static final class SpecException extends Exception {
        private static final long serialVersionUID = 1L;

        public SpecException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Reads a specification file (relative datapack paths are taken from its folder). */
    public static SearchSpec read(Path file) throws SpecException {
        String text;
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new SpecException(file + ": larger than " + MAX_BYTES + " bytes: not a search specification",
                    null);
            }
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new SpecException(file + ": no such file", e);
        } catch (IOException e) {
            throw new SpecException(file + ": " + e.getMessage(), e);
        }
        Path folder = file.toAbsolutePath().getParent();
        return parse(text, file.toString(), folder);
    }

    /** Reads a specification from its text; {@code source} names it in messages. */
    public static SearchSpec parse(String text, String source, Path folder) throws SpecException {
        JsonNode node;
        try {
            node = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new SpecException(source + ": " + JsonErrors.notValid(e), e);
        }
        if (node == null || !node.isObject()) {
            throw new SpecException(source + ": expected a JSON object with \"format\": " + FORMAT, null);
        }
        try {
            return new Reader(folder).spec(JsonValue.root(node, source));
        } catch (DataException e) {
            throw new SpecException(e.getMessage(), e);
        }
    }

    /**
     * A work unit's seeds when the file does not say: {@link #DEFAULT_UNIT_SIZE}, but for a range of fewer than
     * {@link #MIN_UNITS} such units, the power of two that cuts it into {@link #MIN_UNITS} to 128 units (at least
     * {@link #MIN_DEFAULT_UNIT_SIZE} seeds each), so that a small search runs on every core. A function of the
     * range alone, as units must be (a ledger names them by number).
     */
    public static int defaultUnitSize(long from, long to) {
        long span = to - from;
        if (span < 0 || span >= (long) DEFAULT_UNIT_SIZE * MIN_UNITS - 1) {
            // At least MIN_UNITS default units (span < 0: a range wider than Long.MAX_VALUE seeds).
            return DEFAULT_UNIT_SIZE;
        }
        return (int) Math.max(MIN_DEFAULT_UNIT_SIZE, Long.highestOneBit(Math.max(1, span / MIN_UNITS)));
    }

    /**
     * This search over another range (the command line's --range), its hash changed with it; a unit size the file
     * did not give is the new range's default.
     */
    public SearchSpec withRange(long first, long last) throws SpecException {
        if (first > last) {
            throw new SpecException("range " + first + ":" + last + ": the first seed is above the last", null);
        }
        ObjectNode copy = json.deepCopy();
        ObjectNode seeds = copy.putObject("seeds");
        seeds.put("from", first);
        seeds.put("to", last);
        int unit = unitGiven ? unitSize : defaultUnitSize(first, last);
        copy.put("unitSize", unit);
        return new SearchSpec(name, description, version, dimension, world, datapack, first, last, unit, unitGiven,
            condition, copy);
    }

    /** This search cut into units of another size (as given: a resumed ledger's), its hash changed with it. */
    public SearchSpec withUnitSize(int unit) {
        if (unit < 1) {
            throw new IllegalArgumentException("unit size " + unit);
        }
        ObjectNode copy = json.deepCopy();
        copy.put("unitSize", unit);
        return new SearchSpec(name, description, version, dimension, world, datapack, from, to, unit, true,
            condition, copy);
    }

    /** The number of seeds in the range (saturating at Long.MAX_VALUE for the whole 64-bit space). */
    public long seedCount() {
        long n = to - from + 1;
        return n <= 0 ? Long.MAX_VALUE : n;
    }

    /** The hex SHA-256 of the canonical content: the same search has the same hash, whatever its whitespace. */
    public String hash() {
        try {
            Object tree = CANONICAL.treeToValue(json, Object.class);
            byte[] bytes = CANONICAL.writeValueAsBytes(tree);
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The specification as JSON text (for a Spark job's tasks and the ledger's header). */
    public String toJson() {
        try {
            return MAPPER.writeValueAsString(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The reading, with the ids given so far (each unique) and the references to check once all are read. */
    private static final class Reader {
        private final Path folder;
        private final Set<String> ids = new LinkedHashSet<>();
        private final List<JsonValue> refs = new ArrayList<>();
        private final List<String> refIds = new ArrayList<>();

        Reader(Path folder) {
            this.folder = folder;
        }

        SearchSpec spec(JsonValue root) {
            allowed(root, "format", "name", "description", "world", "seeds", "unitSize", "condition");
            JsonValue format = root.field("format");
            int f = format.asInt(1, Integer.MAX_VALUE);
            if (f > FORMAT) {
                throw format.error("format " + f + " is newer than this program reads (" + FORMAT
                    + "); update Terrain Explorer");
            }
            String name = root.optionalField("name").map(JsonValue::asString).orElse("");
            String description = root.optionalField("description").map(JsonValue::asString).orElse("");
            String version = null;
            String dimension = "overworld";
            BuiltinWorld builtin = BuiltinWorld.OVERWORLD;
            Path datapack = null;
            if (root.has("world")) {
                JsonValue w = root.field("world");
                allowed(w, "version", "dimension", "world", "datapack");
                version = w.optionalField("version").map(JsonValue::asString).orElse(null);
                if (w.has("dimension")) {
                    JsonValue d = w.field("dimension");
                    try {
                        dimension = Dimension.byId(d.asString()).id();
                    } catch (IllegalArgumentException e) {
                        throw d.error("unknown dimension '" + d.asString() + "': allowed overworld, the_nether, "
                            + "the_end");
                    }
                }
                if (w.has("world")) {
                    JsonValue b = w.field("world");
                    try {
                        builtin = BuiltinWorld.byId(b.asString());
                    } catch (IllegalArgumentException e) {
                        throw b.error("unknown world '" + b.asString() + "': allowed overworld, large_biomes, "
                            + "amplified, caves, floating_islands");
                    }
                }
                if (w.has("datapack")) {
                    Path p = Path.of(w.field("datapack").asString());
                    datapack = (p.isAbsolute() || folder == null ? p : folder.resolve(p)).normalize();
                }
            }
            long from = 0;
            long to = (1L << 32) - 1;
            if (root.has("seeds")) {
                JsonValue s = root.field("seeds");
                allowed(s, "from", "to");
                from = seed(s.field("from"));
                to = seed(s.field("to"));
                if (from > to) {
                    throw s.error("from " + from + " is above to " + to);
                }
            }
            boolean unitGiven = root.has("unitSize");
            int unit = unitGiven ? root.field("unitSize").asInt(1, 1 << 30) : defaultUnitSize(from, to);
            Condition condition = condition(root.field("condition"));
            for (int i = 0; i < refs.size(); i++) {
                if (!ids.contains(refIds.get(i))) {
                    throw refs.get(i).error("no condition has the id '" + refIds.get(i) + "'"
                        + (ids.isEmpty() ? "" : " (ids: " + String.join(", ", ids) + ")"));
                }
            }
            ObjectNode json = ((ObjectNode) root.node()).deepCopy();
            if (datapack != null) {
                // Absolute, so a cluster's tasks find the same pack (at the same path on every machine).
                ((ObjectNode) json.get("world")).put("datapack", datapack.toAbsolutePath().toString());
            }
            ObjectNode seeds = json.putObject("seeds");
            seeds.put("from", from);
            seeds.put("to", to);
            json.put("unitSize", unit);
            return new SearchSpec(name, description, version, dimension, builtin, datapack, from, to, unit,
                unitGiven, condition, json);
        }

        private static long seed(JsonValue v) {
            JsonNode n = v.node();
            if (n.isIntegralNumber() && n.canConvertToLong()) {
                return n.asLong();
            }
            if (n.isTextual()) {
                try {
                    return Long.parseLong(n.asText().strip());
                } catch (NumberFormatException e) {
                    // fall through
                }
            }
            throw v.error("expected a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ", found "
                + v.describe());
        }

        /** Refuses fields other than {@code names}. */
        private static void allowed(JsonValue object, String... names) {
            Set<String> ok = Set.of(names);
            for (Map.Entry<String, JsonValue> e : object.fields()) {
                if (!ok.contains(e.getKey())) {
                    throw e.getValue().error("unknown field '" + e.getKey() + "' (allowed: " + String.join(", ", names)
                        + ")");
                }
            }
        }

        private static final List<String> KINDS = List.of("all", "any", "not", "biome", "climate", "height",
            "heightRange", "spawnIn", "spawnBiome", "structure", "set");

        Condition condition(JsonValue v) {
            if (!v.isObject()) {
                throw v.error("expected a condition (an object with one of " + String.join(", ", KINDS) + "), found "
                    + v.describe());
            }
            String kind = null;
            for (String k : KINDS) {
                if (v.has(k)) {
                    if (kind != null && !(kind.equals("structure") && k.equals("set"))) {
                        throw v.error("a condition has one kind: found both '" + kind + "' and '" + k + "'");
                    }
                    if (kind == null) {
                        kind = k;
                    }
                }
            }
            if (kind == null) {
                throw v.error("expected one of " + String.join(", ", KINDS) + " in a condition");
            }
            String id = v.path();
            if (v.has("id")) {
                JsonValue given = v.field("id");
                id = given.asString();
                if (id.isBlank() || !ids.add(id)) {
                    throw given.error(id.isBlank() ? "an id must not be empty" : "the id '" + id + "' is used twice");
                }
            }
            String path = v.path();
            return switch (kind) {
                case "all", "any" -> {
                    allowed(v, "id", kind);
                    List<JsonValue> items = v.field(kind).elements();
                    if (items.isEmpty()) {
                        throw v.field(kind).error("expected at least one condition");
                    }
                    List<Condition> children = new ArrayList<>();
                    for (JsonValue c : items) {
                        children.add(condition(c));
                    }
                    yield kind.equals("all") ? new Condition.All(id, path, children)
                        : new Condition.Any(id, path, children);
                }
                case "not" -> {
                    allowed(v, "id", "not");
                    yield new Condition.Not(id, path, condition(v.field("not")));
                }
                case "biome" -> biome(v, id, path);
                case "climate" -> climate(v, id, path);
                case "height", "heightRange" -> height(v, id, path, kind.equals("heightRange"));
                case "spawnIn" -> {
                    allowed(v, "id", "spawnIn");
                    yield new Condition.SpawnIn(id, path, area(v.field("spawnIn")));
                }
                case "spawnBiome" -> {
                    allowed(v, "id", "spawnBiome");
                    yield new Condition.SpawnBiome(id, path, names(v.field("spawnBiome"), true));
                }
                default -> structure(v, id, path);
            };
        }

        private Condition biome(JsonValue v, String id, String path) {
            List<String> biomes = names(v.field("biome"), true);
            int y = v.optionalField("y").map(n -> n.asInt(-2048, 2048)).orElse(64);
            int step = v.optionalField("step").map(n -> n.asInt(4, 4096)).orElse(16);
            if (v.has("covers")) {
                allowed(v, "id", "biome", "covers", "area", "y", "step");
                double percent = v.field("covers").asDouble(0, 100);
                Condition.Area area = area(v.field("area"));
                samples(v, area, step);
                return new Condition.BiomeCover(id, path, biomes, area, percent, y, step);
            }
            allowed(v, "id", "biome", "within", "of", "y", "step");
            int radius = v.field("within").asInt(0, MAX_RADIUS);
            long n = (long) (Math.PI * ((double) radius / step + 1) * ((double) radius / step + 1));
            if (n > MAX_SAMPLES) {
                throw v.field("within").error("a radius of " + radius + " at a step of " + step + " takes " + n
                    + " samples a seed; allowed " + MAX_SAMPLES + " (take a larger step)");
            }
            Condition.Origin origin = origin(v.field("of"), false);
            return new Condition.BiomeNear(id, path, biomes, origin, radius, y, step);
        }

        private Condition climate(JsonValue v, String id, String path) {
            allowed(v, "id", "climate", "range", "at", "area", "y", "step", "over");
            JsonValue p = v.field("climate");
            Condition.ClimateParameter parameter = Condition.ClimateParameter.byKey(p.asString());
            if (parameter == null) {
                List<String> keys = new ArrayList<>();
                for (Condition.ClimateParameter c : Condition.ClimateParameter.values()) {
                    keys.add(c.key());
                }
                throw p.error("unknown climate parameter '" + p.asString() + "' (allowed: " + String.join(", ", keys)
                    + ")");
            }
            double[] range = range(v.field("range"), -10, 10);
            int y = v.optionalField("y").map(n -> n.asInt(-2048, 2048)).orElse(64);
            int step = v.optionalField("step").map(n -> n.asInt(4, 4096)).orElse(16);
            Condition.Area area = placeOrArea(v);
            samples(v, area, step);
            Condition.Over over = v.optionalField("over").map(Reader::over).orElse(Condition.Over.ALL);
            return new Condition.Climate(id, path, parameter, range[0], range[1], area, y, step, over);
        }

        private Condition height(JsonValue v, String id, String path, boolean range) {
            String key = range ? "heightRange" : "height";
            double[] r = range(v.field(key), -4096, 4096);
            if (r[0] != Math.rint(r[0]) || r[1] != Math.rint(r[1])) {
                throw v.field(key).error("expected whole numbers of blocks");
            }
            if (range) {
                allowed(v, "id", key, "area", "step");
                int step = v.optionalField("step").map(n -> n.asInt(1, 4096)).orElse(8);
                Condition.Area area = area(v.field("area"));
                samples(v, area, step);
                return new Condition.Height(id, path, (int) r[0], (int) r[1], area, step, true);
            }
            allowed(v, "id", key, "at");
            int[] at = pair(v.field("at"));
            return new Condition.Height(id, path, (int) r[0], (int) r[1], new Condition.Area(at[0], at[1], at[0],
                at[1]), 1, false);
        }

        private Condition structure(JsonValue v, String id, String path) {
            allowed(v, "id", "structure", "set", "within", "of", "atLeast", "viable");
            List<String> names = v.has("structure") ? names(v.field("structure"), false) : List.of();
            String set = v.has("set") ? v.field("set").asId() : null;
            if (set != null && !names.isEmpty()) {
                throw v.field("set").error("give either 'structure' (names) or 'set' (a structure set's id), not both");
            }
            int radius = v.field("within").asInt(0, MAX_RADIUS);
            Condition.Origin origin = origin(v.field("of"), true);
            int atLeast = v.optionalField("atLeast").map(n -> n.asInt(1, 1000)).orElse(1);
            boolean viable = v.optionalField("viable").map(JsonValue::asBoolean).orElse(true);
            return new Condition.Structure(id, path, names, set, origin, radius, atLeast, viable);
        }

        private static Condition.Over over(JsonValue v) {
            return switch (v.asString()) {
                case "all" -> Condition.Over.ALL;
                case "any" -> Condition.Over.ANY;
                case "mean" -> Condition.Over.MEAN;
                default -> throw v.error("unknown '" + v.asString() + "' (allowed: all, any, mean)");
            };
        }

        private Condition.Area placeOrArea(JsonValue v) {
            if (v.has("at") == v.has("area")) {
                throw v.error("give either 'at' ([x, z]) or 'area' ({\"from\": [x, z], \"to\": [x, z]})");
            }
            if (v.has("at")) {
                int[] at = pair(v.field("at"));
                return new Condition.Area(at[0], at[1], at[0], at[1]);
            }
            return area(v.field("area"));
        }

        private static void samples(JsonValue v, Condition.Area area, int step) {
            long n = ((long) (area.maxX() - area.minX()) / step + 1) * ((long) (area.maxZ() - area.minZ()) / step + 1);
            if (n > MAX_SAMPLES) {
                throw v.error("the area at a step of " + step + " takes " + n + " samples a seed; allowed "
                    + MAX_SAMPLES + " (take a larger step or a smaller area)");
            }
        }

        private Condition.Origin origin(JsonValue v, boolean refs) {
            if (v.isArray()) {
                int[] p = pair(v);
                return new Condition.Point(p[0], p[1]);
            }
            if (v.isString() && v.asString().equals("spawn")) {
                return new Condition.Spawn();
            }
            if (v.isString() && refs) {
                this.refs.add(v);
                refIds.add(v.asString());
                return new Condition.Ref(v.asString());
            }
            throw v.error("expected [x, z], \"spawn\"" + (refs ? " or another condition's id" : "") + ", found "
                + v.describe());
        }

        private static int[] pair(JsonValue v) {
            List<JsonValue> xz = v.elements();
            if (xz.size() != 2) {
                throw v.error("expected [x, z], found a list of " + xz.size());
            }
            return new int[] {xz.get(0).asInt(-LIMIT, LIMIT), xz.get(1).asInt(-LIMIT, LIMIT)};
        }

        private static Condition.Area area(JsonValue v) {
            allowed(v, "from", "to");
            int[] a = pair(v.field("from"));
            int[] b = pair(v.field("to"));
            if (a[0] > b[0] || a[1] > b[1]) {
                throw v.error("'from' must be the corner with the lower x and z: from [" + a[0] + ", " + a[1]
                    + "], to [" + b[0] + ", " + b[1] + "]");
            }
            return new Condition.Area(a[0], a[1], b[0], b[1]);
        }

        private static double[] range(JsonValue v, double min, double max) {
            List<JsonValue> r = v.elements();
            if (r.size() != 2) {
                throw v.error("expected [min, max], found a list of " + r.size());
            }
            double lo = r.get(0).asDouble(min, max);
            double hi = r.get(1).asDouble(min, max);
            if (lo > hi) {
                throw v.error("min " + lo + " is above max " + hi);
            }
            return new double[] {lo, hi};
        }

        /** A name or a list of names; biomes as ids ("jungle" is minecraft:jungle). */
        private static List<String> names(JsonValue v, boolean ids) {
            List<JsonValue> items = v.isArray() ? v.elements() : List.of(v);
            if (items.isEmpty()) {
                throw v.error("expected at least one name");
            }
            List<String> out = new ArrayList<>();
            for (JsonValue item : items) {
                out.add(ids ? item.asId() : item.asString().strip());
            }
            return out;
        }
    }
}
