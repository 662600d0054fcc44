package org.terrainexplorer.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.PlaneLimits;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.world.json.JsonErrors;

/**
 * Reads and writes presets: one JSON object with a {@code "format"} version, the parameters by the
 * table's names (every one optional: a missing parameter takes its default), and optionally a name, a
 * description and a saved view.
 *
 * <pre>
 * { "format": 1, "name": "Islands", "description": "…",
 *   "seed": 7, "noise": "perlin", "octaves": [1, 0.5, 0.25], "island": "multiplicative", …,
 *   "view": { "centerX": 0, "centerY": 0, "span": 1.2 } }
 * </pre>
 *
 * <p>A saved view is a centre and a span: the world units across the view's shorter side. So a preset
 * frames the same area in a wide window, a small one, or a 4096-pixel render. A view with
 * {@code unitsPerPixel} instead of a span (as first written) is read as framed for 512-pixel maps.
 *
 * <p>Loading is all or nothing: a value of the wrong type, NaN or infinite, out of range, an octave list
 * too long, an unknown choice, malformed JSON (with its line and column), a file over 1 MB or a newer
 * format refuses the whole preset with a message naming the field, the value and what is allowed.
 * Unknown fields are reported as warnings and skipped. Saving is atomic ({@link AtomicFiles}).
 */
public final class Presets {

    /** The format this version writes and the newest it reads. */
    public static final int FORMAT = 1;
    /** The format versions this version reads, as messages say them: "1" while there is only one. */
    private static final String FORMATS_READ = FORMAT == 1 ? "1" : "1 to " + FORMAT;
    /** The file name extension of presets. */
    public static final String EXTENSION = ".json";
    /** Presets larger than this are refused unread. */
    public static final long MAX_BYTES = 1 << 20;

    private static final String FORMAT_FIELD = "format";
    private static final String NAME_FIELD = "name";
    private static final String DESCRIPTION_FIELD = "description";
    private static final String VIEW_FIELD = "view";
    private static final Set<String> META_FIELDS = Set.of(FORMAT_FIELD, NAME_FIELD, DESCRIPTION_FIELD, VIEW_FIELD);
    private static final List<String> VIEW_FIELDS = List.of("centerX", "centerY", "span");
    /** A view's older scale field, read as framed for {@link #LEGACY_VIEW_PIXELS}-pixel maps. */
    private static final String LEGACY_SCALE_FIELD = "unitsPerPixel";
    /** The map size views with {@code unitsPerPixel} were framed for: the window's first 512 × 512. */
    static final int LEGACY_VIEW_PIXELS = 512;

    private static final ObjectMapper MAPPER = JsonMapper.builder(
            JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build())
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .enable(SerializationFeature.INDENT_OUTPUT)
        .build();

    private Presets() {
    }

    /**
     * A preset's saved view: its centre, and its span, the world units across the shorter side (the size in
     * pixels is the window's or the render's).
     */
    public record SavedView(double centerX, double centerY, double span) {
        /** The narrowest and widest spans: 10⁻⁶ to 10⁶ world units. */
        public static final double MIN_SPAN = 1e-6;
        public static final double MAX_SPAN = 1e6;

        public SavedView {
            if (!Double.isFinite(centerX) || !Double.isFinite(centerY)) {
                throw new IllegalArgumentException("view: centre (" + centerX + ", " + centerY + ") is not finite");
            }
            if (Math.abs(centerX) > PlaneLimits.MAX_COORDINATE || Math.abs(centerY) > PlaneLimits.MAX_COORDINATE) {
                throw new IllegalArgumentException("view: centre (" + centerX + ", " + centerY + ") is out of range; "
                    + "allowed -1e9 to 1e9 on each axis");
            }
            if (!(span >= MIN_SPAN && span <= MAX_SPAN)) {
                throw new IllegalArgumentException("view.span: " + span + " is out of range; allowed 1e-6 to 1e6");
            }
        }
    }

    /** A loaded or to-be-saved preset. */
    public record Preset(String name, String description, TerrainParams params, Optional<SavedView> view,
                         List<String> warnings) {
        public Preset {
            warnings = List.copyOf(warnings);
        }

        /** A preset of parameters alone. */
        public static Preset of(String name, TerrainParams params) {
            return new Preset(name, "", params, Optional.empty(), List.of());
        }
    }

    /** A refused preset: the message names the file, and the field, value and what is allowed. */
    public static final class PresetException extends Exception {
        private static final long serialVersionUID = 1L;

        public PresetException(String message) {
            super(message);
        }

        public PresetException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Loads a preset file. */
    public static Preset load(Path file) throws PresetException {
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new PresetException(file + ": " + size + " bytes is too large for a preset; allowed at most "
                    + MAX_BYTES + " bytes");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new PresetException(file + ": no such file", e);
        } catch (IOException e) {
            throw new PresetException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
        return parse(bytes, file.toString(), defaultName(file));
    }

    /** Loads a preset from a stream (a resource in the jar), at most {@link #MAX_BYTES}. */
    public static Preset load(InputStream in, String source) throws PresetException {
        try {
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new PresetException(source + ": too large for a preset; allowed at most " + MAX_BYTES + " bytes");
            }
            return parse(bytes, source, defaultName(Path.of(source)));
        } catch (IOException e) {
            throw new PresetException(source + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    private static String defaultName(Path file) {
        String name = file.getFileName() == null ? "preset" : file.getFileName().toString();
        return name.endsWith(EXTENSION) ? name.substring(0, name.length() - EXTENSION.length()) : name;
    }

    /** Parses a preset's JSON; {@code source} names it in messages. */
    public static Preset parse(byte[] json, String source, String defaultName) throws PresetException {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new PresetException(source + ": " + JsonErrors.notValid(e), e);
        } catch (IOException e) {
            throw new PresetException(source + ": cannot read (" + e.getMessage() + ")", e);
        }
        if (root == null || !root.isObject()) {
            throw new PresetException(source + ": a preset is a JSON object { … }, found "
                + (root == null || root.isMissingNode() ? "nothing" : describe(root)));
        }
        try {
            return fromJson((ObjectNode) root, defaultName);
        } catch (IllegalArgumentException e) {
            throw new PresetException(source + ": " + e.getMessage(), e);
        }
    }

    private static Preset fromJson(ObjectNode root, String defaultName) {
        JsonNode model = root.get("model");
        if (model != null && "world".equals(model.asText())) {
            throw new IllegalArgumentException("a world preset (\"model\": \"world\"), for the world commands and the "
                + "window's voxel world; this takes a noise preset, as presets/islands.json is");
        }
        JsonNode format = root.get(FORMAT_FIELD);
        if (format == null) {
            throw new IllegalArgumentException("format: missing; a preset starts with \"format\": " + FORMAT);
        }
        if (!format.isIntegralNumber()) {
            throw new IllegalArgumentException("format: " + describe(format) + " is not a whole number; allowed "
                + FORMATS_READ);
        }
        // Compared as a big integer: asInt() would wrap 4294967297 round to 1.
        BigInteger version = format.bigIntegerValue();
        if (version.compareTo(BigInteger.valueOf(FORMAT)) > 0) {
            throw new IllegalArgumentException("format: " + version + " is newer than this version of Terrain "
                + "Explorer reads; allowed " + FORMATS_READ);
        }
        if (version.signum() < 1) {
            throw new IllegalArgumentException("format: " + version + " is out of range; allowed " + FORMATS_READ);
        }
        String name = text(root, NAME_FIELD, defaultName);
        String description = text(root, DESCRIPTION_FIELD, "");
        TerrainParams params = TerrainParams.defaults();
        List<String> warnings = new ArrayList<>();
        Iterator<Map.Entry<String, JsonNode>> fields = root.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            String key = field.getKey();
            if (META_FIELDS.contains(key)) {
                continue;
            }
            Optional<Param> param = Param.byId(key);
            if (param.isEmpty()) {
                warnings.add("unknown field '" + key + "' ignored");
                continue;
            }
            params = params.with(param.get(), value(param.get(), field.getValue()));
        }
        Optional<SavedView> view = Optional.empty();
        JsonNode viewNode = root.get(VIEW_FIELD);
        if (viewNode != null && !viewNode.isNull()) {
            view = Optional.of(view(viewNode, warnings));
        }
        return new Preset(name, description, params, view, warnings);
    }

    private static String text(ObjectNode root, String field, String fallback) {
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            return fallback;
        }
        if (!node.isTextual()) {
            throw new IllegalArgumentException(field + ": " + describe(node) + " is not text");
        }
        return node.asText();
    }

    /** A JSON value as the Java value the parameter's validator takes (it does the checking). */
    private static Object value(Param param, JsonNode node) {
        return switch (node.getNodeType()) {
            case NUMBER -> {
                if (node.isIntegralNumber() && !node.canConvertToLong()) {
                    throw refusal(param, node.toString() + " (beyond 64 bits)");
                }
                yield node.isIntegralNumber() ? (Object) node.asLong() : (Object) finiteDouble(param, param.id(), node);
            }
            case STRING -> {
                if (param.kind() != Param.Kind.CHOICE) {
                    throw refusal(param, "'" + node.asText() + "' (text)");
                }
                yield node.asText();
            }
            case BOOLEAN -> node.asBoolean();
            case ARRAY -> {
                if (param.kind() != Param.Kind.OCTAVES) {
                    throw refusal(param, "a list");
                }
                List<Object> items = new ArrayList<>();
                for (JsonNode item : node) {
                    String name = param.id() + "[" + (items.size() + 1) + "]";
                    items.add(item.isNumber() ? (Object) finiteDouble(param, name, item)
                        : item.isTextual() ? item.asText() : item.toString());
                }
                yield items;
            }
            default -> throw refusal(param, describe(node));
        };
    }

    /**
     * A JSON number as a double; one beyond the double range (1e999) is refused here, by its text, since as a
     * double it would only read "Infinity".
     */
    private static double finiteDouble(Param param, String name, JsonNode node) {
        double value = node.doubleValue();
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + ": " + node.asText() + " is too large for a number; allowed "
                + param.allowed());
        }
        return value;
    }

    /** The error refusing a value of the wrong JSON type for its parameter. */
    private static IllegalArgumentException refusal(Param param, String found) {
        return new IllegalArgumentException(param.id() + ": " + found + " is not allowed; allowed " + param.allowed());
    }

    private static SavedView view(JsonNode node, List<String> warnings) {
        if (!node.isObject()) {
            throw new IllegalArgumentException("view: " + describe(node) + " is not allowed; allowed an object {"
                + String.join(", ", VIEW_FIELDS) + "}");
        }
        node.fieldNames().forEachRemaining(name -> {
            if (!VIEW_FIELDS.contains(name) && !name.equals(LEGACY_SCALE_FIELD)) {
                warnings.add("unknown field 'view." + name + "' ignored");
            }
        });
        double span;
        if (node.has("span") || !node.has(LEGACY_SCALE_FIELD)) {
            span = viewNumber(node, "span");
        } else {
            double upp = viewNumber(node, LEGACY_SCALE_FIELD);
            if (!(upp >= PlaneLimits.MIN_UNITS_PER_PIXEL && upp <= PlaneLimits.MAX_UNITS_PER_PIXEL)) {
                throw new IllegalArgumentException("view.unitsPerPixel: " + node.get(LEGACY_SCALE_FIELD).asText()
                    + " is out of range; allowed 1e-7 to 1000");
            }
            span = upp * LEGACY_VIEW_PIXELS;
        }
        return new SavedView(viewNumber(node, "centerX"), viewNumber(node, "centerY"), span);
    }

    private static double viewNumber(JsonNode view, String field) {
        JsonNode node = view.get(field);
        if (node == null || !node.isNumber()) {
            throw new IllegalArgumentException("view." + field + ": " + (node == null ? "missing" : describe(node))
                + "; a number is required");
        }
        if (!Double.isFinite(node.doubleValue())) {
            throw new IllegalArgumentException("view." + field + ": " + node.asText() + " is too large; a finite "
                + "number is required");
        }
        return node.doubleValue();
    }

    private static String describe(JsonNode node) {
        if (node.getNodeType() == JsonNodeType.STRING) {
            return "'" + node.asText() + "' (text)";
        }
        return switch (node.getNodeType()) {
            case OBJECT -> "an object";
            case ARRAY -> "a list";
            case NULL -> "null";
            case BOOLEAN -> node.asText() + " (true/false)";
            default -> node.toString();
        };
    }

    // ------------------------------------------------------------------ writing

    /** The preset as JSON: format, name, description, every parameter in table order, then the view. */
    public static String toJson(Preset preset) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put(FORMAT_FIELD, FORMAT);
        root.put(NAME_FIELD, preset.name());
        if (!preset.description().isEmpty()) {
            root.put(DESCRIPTION_FIELD, preset.description());
        }
        TerrainParams params = preset.params();
        for (Param p : Param.values()) {
            Object value = params.get(p);
            switch (p.kind()) {
                case NUMBER -> root.put(p.id(), (Double) value);
                case INTEGER -> root.put(p.id(), (Integer) value);
                case SEED -> root.put(p.id(), (Long) value);
                case BOOLEAN -> root.put(p.id(), (Boolean) value);
                case CHOICE -> root.put(p.id(), p.format(value));
                case OCTAVES -> {
                    ArrayNode list = root.putArray(p.id());
                    for (double a : params.octaves(p)) {
                        list.add(a);
                    }
                }
            }
        }
        preset.view().ifPresent(v -> {
            ObjectNode view = root.putObject(VIEW_FIELD);
            view.put("centerX", v.centerX());
            view.put("centerY", v.centerY());
            view.put("span", v.span());
        });
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write preset JSON", e);
        }
    }

    /** Saves a preset atomically: the old file stays intact if anything fails. */
    public static void save(Preset preset, Path file) throws IOException {
        byte[] json = toJson(preset).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(file, out -> out.write(json));
    }
}
