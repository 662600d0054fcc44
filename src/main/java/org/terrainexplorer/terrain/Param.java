package org.terrainexplorer.terrain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Choices.ElevationPalette;
import org.terrainexplorer.terrain.Choices.IslandDistance;
import org.terrainexplorer.terrain.Choices.IslandMode;
import org.terrainexplorer.terrain.Choices.MoisturePalette;

/**
 * The parameter table: every parameter's name, kind, default, range, step, stage, unit and one-sentence
 * description, in the order the window shows them. The sliders, the preset validator and the command
 * line's {@code --set} are all generated from it, and {@link #validate} is the one place a value is checked.
 *
 * <p>World units: the home view is one unit across, so a frequency of 3 puts three lattice cells of the
 * first octave across it.
 */
public enum Param {

    SEED(Kind.SEED, "seed", "Seed", Group.NOISE, Stage.NOISE, 20_26L, 0, 0, 1, "",
        "Picks the random world: the same seed always makes the same map."),
    NOISE(Kind.CHOICE, "noise", "Noise kernel", Group.NOISE, Stage.NOISE, NoiseType.PERLIN, 0, 0, 0, "",
        "The noise function every octave samples: Perlin, simplex or value noise.", NoiseType.class),
    FADE(Kind.CHOICE, "fade", "Fade curve", Group.NOISE, Stage.NOISE, Fade.QUINTIC, 0, 0, 0, "",
        "How Perlin and value noise blend across a lattice cell; linear shows creases.", Fade.class),

    FREQUENCY(Kind.NUMBER, "frequency", "Frequency", Group.ELEVATION, Stage.ELEVATION, 3.0, 0.1, 64, 0.1,
        "cells/unit", "Lattice cells of the first octave per world unit: higher makes smaller features."),
    OCTAVES(Kind.OCTAVES, "octaves", "Octave", Group.ELEVATION, Stage.ELEVATION,
        List.of(1.0, 0.5, 0.25, 0.125, 0.0625, 0.03125), 0, 1, 0.01, "",
        "The amplitude of each octave; octave k has lacunarity^k times the frequency."),
    LACUNARITY(Kind.NUMBER, "lacunarity", "Lacunarity", Group.ELEVATION, Stage.ELEVATION, 2.0, 1, 4, 0.05, "×",
        "The frequency ratio between successive octaves."),

    FUDGE(Kind.NUMBER, "fudge", "Fudge factor", Group.REDISTRIBUTION, Stage.SHAPE, 1.1, 0.5, 2, 0.01, "×",
        "Multiplies elevation before the exponent: above 1 raises the land."),
    EXPONENT(Kind.NUMBER, "exponent", "Exponent", Group.REDISTRIBUTION, Stage.SHAPE, 1.6, 0.25, 5, 0.05, "",
        "Redistribution e ← e^exponent: above 1 flattens valleys and sharpens peaks."),

    WATER_LEVEL(Kind.NUMBER, "waterLevel", "Water level", Group.WATER, Stage.COLOUR, 0.42, 0, 0.95, 0.01, "",
        "Elevation below which the world is ocean; a thin beach lies just above it."),

    ISLAND(Kind.CHOICE, "island", "Island", Group.ISLAND, Stage.SHAPE, IslandMode.OFF, 0, 0, 0, "",
        "Shapes the land into an island: additive e + a − b·d^c or multiplicative (e + a)(1 − b·d^c).",
        IslandMode.class),
    ISLAND_DISTANCE(Kind.CHOICE, "islandDistance", "Distance", Group.ISLAND, Stage.SHAPE, IslandDistance.EUCLIDEAN,
        0, 0, 0, "", "How distance d from the centre is measured: round, diamond or rounded square.",
        IslandDistance.class),
    ISLAND_A(Kind.NUMBER, "islandA", "a (lift)", Group.ISLAND, Stage.SHAPE, 0.2, -0.5, 0.5, 0.01, "",
        "Raises the whole island. Amit Patel suggests 0.05 to 0.1 for his noise; these maps' noise sits lower "
            + "against the default water level, so 0.2 gives one island rather than a few islets."),
    ISLAND_B(Kind.NUMBER, "islandB", "b (drop)", Group.ISLAND, Stage.SHAPE, 1.0, 0, 2, 0.01, "",
        "How far the edge is pushed down (suggested 0.3 additive, 1.0 multiplicative)."),
    ISLAND_C(Kind.NUMBER, "islandC", "c (shape)", Group.ISLAND, Stage.SHAPE, 1.5, 0.1, 4, 0.05, "",
        "The falloff's exponent: low keeps the coast near the centre, high pushes it to the edge."),
    ISLAND_RADIUS(Kind.NUMBER, "islandRadius", "Radius", Group.ISLAND, Stage.SHAPE, 0.45, 0.05, 20, 0.05, "units",
        "The island's radius; beyond one and a half radii the world is ocean."),
    ISLAND_CENTER_X(Kind.NUMBER, "islandCenterX", "Centre x", Group.ISLAND, Stage.SHAPE, 0.0, -10_000, 10_000, 0.01,
        "units", "The island centre's world x."),
    ISLAND_CENTER_Y(Kind.NUMBER, "islandCenterY", "Centre y", Group.ISLAND, Stage.SHAPE, 0.0, -10_000, 10_000, 0.01,
        "units", "The island centre's world y (y grows southward)."),

    RIDGES(Kind.NUMBER, "ridges", "Ridges", Group.RIDGES, Stage.SHAPE, 0.0, 0, 1, 0.01, "",
        "Mixes plain fBm (0) with ridged noise (1), whose sharp crests read as mountain ranges."),

    TERRACES(Kind.INTEGER, "terraces", "Levels", Group.TERRACES, Stage.SHAPE, 0, 0, 32, 1, "",
        "Rounds elevation to this many steps, e ← round(e·n)/n; 0 leaves it smooth."),
    TERRACE_SMOOTHING(Kind.NUMBER, "terraceSmoothing", "Smoothing", Group.TERRACES, Stage.SHAPE, 0.3, 0, 1, 0.01, "",
        "Rounds the terraces' edges: 0 is a hard step, 1 a smooth slope between levels."),

    MOISTURE_SEED_OFFSET(Kind.INTEGER, "moistureSeedOffset", "Seed offset", Group.MOISTURE, Stage.MOISTURE, 1,
        1, 1_000_000, 1, "", "Moisture uses the seed plus this offset, so it never repeats the elevation."),
    MOISTURE_FREQUENCY(Kind.NUMBER, "moistureFrequency", "Frequency", Group.MOISTURE, Stage.MOISTURE, 2.0, 0.1, 64,
        0.1, "cells/unit", "Lattice cells of moisture's first octave per world unit."),
    MOISTURE_OCTAVES(Kind.OCTAVES, "moistureOctaves", "Octave", Group.MOISTURE, Stage.MOISTURE,
        List.of(1.0, 0.5, 0.25, 0.125), 0, 1, 0.01, "", "The amplitude of each moisture octave."),

    BIOMES(Kind.CHOICE, "biomes", "Biome rule", Group.CLIMATE, Stage.COLOUR, BiomeMode.ELEVATION_MOISTURE, 0, 0, 0,
        "", "Elevation bands alone, or Amit Patel's table of elevation × moisture.", BiomeMode.class),
    CLIMATE(Kind.BOOLEAN, "climate", "Climate", Group.CLIMATE, Stage.COLOUR, false, 0, 0, 0, "",
        "Makes it colder toward the island's north and south, as well as on peaks."),
    POLAR_COOLING(Kind.NUMBER, "polarCooling", "Polar cooling", Group.CLIMATE, Stage.COLOUR, 0.5, 0, 1, 0.01, "",
        "How much colder the island's northern and southern edges are, in units of elevation."),

    TREES(Kind.BOOLEAN, "trees", "Trees", Group.TREES, Stage.COLOUR, true, 0, 0, 0, "",
        "Draws trees, spaced by blue noise, densest in rain forests and absent from deserts and snow."),
    TREE_SPACING(Kind.NUMBER, "treeSpacing", "Spacing", Group.TREES, Stage.COLOUR, 0.01, 0.002, 0.1, 0.001, "units",
        "The grid on which trees may stand; each biome keeps a radius of cells clear around a tree."),

    ELEVATION_PALETTE(Kind.CHOICE, "elevationPalette", "Elevation colours", Group.COLOURS, Stage.COLOUR,
        ElevationPalette.HYPSOMETRIC, 0, 0, 0, "", "Grayscale height, or a hypsometric tint from sea to snow.",
        ElevationPalette.class),
    MOISTURE_PALETTE(Kind.CHOICE, "moisturePalette", "Moisture colours", Group.COLOURS, Stage.COLOUR,
        MoisturePalette.BLUES, 0, 0, 0, "", "Grayscale moisture, or dry tan to wet blue.", MoisturePalette.class),
    HILLSHADE(Kind.NUMBER, "hillshade", "Hillshade", Group.COLOURS, Stage.COLOUR, 0.6, 0, 1, 0.05, "",
        "Shades slopes lit from the north-west on the elevation and biome maps; 0 turns it off.");

    /** What kind of value a parameter holds. */
    public enum Kind {
        /** A real number in [min, max]. */
        NUMBER,
        /** A whole number in [min, max]. */
        INTEGER,
        /** Any 64-bit whole number. */
        SEED,
        /** true or false. */
        BOOLEAN,
        /** One of an enum's constants, by id. */
        CHOICE,
        /** A list of 1 to 8 octave amplitudes, each in [min, max], not all 0. */
        OCTAVES
    }

    private final Kind kind;
    private final String id;
    private final String label;
    private final Group group;
    private final Stage stage;
    private final Object defaultValue;
    private final double min;
    private final double max;
    private final double step;
    private final String unit;
    private final String description;
    private final Class<? extends Enum<?>> choiceType;

    Param(Kind kind, String id, String label, Group group, Stage stage, Object defaultValue, double min, double max,
          double step, String unit, String description) {
        this(kind, id, label, group, stage, defaultValue, min, max, step, unit, description, null);
    }

    Param(Kind kind, String id, String label, Group group, Stage stage, Object defaultValue, double min, double max,
          double step, String unit, String description, Class<? extends Enum<?>> choiceType) {
        this.kind = kind;
        this.id = id;
        this.label = label;
        this.group = group;
        this.stage = stage;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.step = step;
        this.unit = unit;
        this.description = description;
        this.choiceType = choiceType;
    }

    public Kind kind() {
        return kind;
    }

    /** The name in presets and on the command line. */
    public String id() {
        return id;
    }

    /** The short label beside the control. */
    public String label() {
        return label;
    }

    public Group group() {
        return group;
    }

    public Stage stage() {
        return stage;
    }

    /** The default, of the canonical type for the kind (Double, Integer, Long, Boolean, Enum, List of Double). */
    public Object defaultValue() {
        return defaultValue;
    }

    /** The lower bound (of each element, for octave lists). */
    public double min() {
        return min;
    }

    /** The upper bound (of each element, for octave lists). */
    public double max() {
        return max;
    }

    /** The slider's step. */
    public double step() {
        return step;
    }

    /** The unit shown after the value, or "". */
    public String unit() {
        return unit;
    }

    /** One sentence saying what the parameter does: the control's tooltip. */
    public String description() {
        return description;
    }

    /** The allowed values of a choice, in order. */
    public List<Enum<?>> choices() {
        if (choiceType == null) {
            return List.of();
        }
        return List.of(choiceType.getEnumConstants());
    }

    /** The allowed ids of a choice, in order. */
    public List<String> choiceIds() {
        return choices().stream().map(Choices::id).collect(Collectors.toList());
    }

    /** The parameter with the given id, if any. */
    public static Optional<Param> byId(String id) {
        for (Param p : values()) {
            if (p.id.equals(id)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The allowed values, as a message would say them: "0 to 0.95", "perlin, simplex or value". */
    public String allowed() {
        return switch (kind) {
            case NUMBER, INTEGER -> formatNumber(min) + " to " + formatNumber(max);
            case SEED -> "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE;
            case BOOLEAN -> "true or false";
            case CHOICE -> String.join(", ", choiceIds());
            case OCTAVES -> "1 to " + Fractal.MAX_OCTAVES + " amplitudes, each " + formatNumber(min) + " to "
                + formatNumber(max) + ", not all 0";
        };
    }

    /**
     * Checks a value and returns it in canonical form, or throws {@link IllegalArgumentException} with a
     * message naming this parameter, the value and what is allowed. Accepts any {@link Number} for numeric
     * kinds (whole numbers only for integers and seeds), a {@link Boolean}, an enum constant or its id, and a
     * list (or {@code double[]}) of numbers for octaves.
     */
    public Object validate(Object value) {
        if (value == null) {
            throw invalid("no value", "a value is required; allowed " + allowed());
        }
        return switch (kind) {
            case NUMBER -> {
                double v = finiteNumber(value, id);
                checkRange(v, id);
                yield v;
            }
            case INTEGER -> {
                long v = wholeNumber(value);
                checkRange(v, id);
                yield (int) v;
            }
            case SEED -> wholeNumber(value);
            case BOOLEAN -> {
                if (value instanceof Boolean b) {
                    yield b;
                }
                throw invalid(describe(value), "is not true or false");
            }
            case CHOICE -> choice(value);
            case OCTAVES -> octaves(value);
        };
    }

    /** Parses a command-line or text-field value ("0.5", "true", "perlin", "1,0.5,0.25") and validates it. */
    public Object parse(String text) {
        String t = text.strip();
        return switch (kind) {
            case NUMBER -> {
                double v = parseNumber(t, id);
                if (!(v >= min && v <= max)) {
                    // Said as typed: 1e999 or 99999999999999999999999, not as the double it became.
                    throw new IllegalArgumentException(id + ": " + t + " is out of range; allowed " + allowed());
                }
                yield validate(v);
            }
            case INTEGER, SEED -> {
                try {
                    yield validate(Long.parseLong(t));
                } catch (NumberFormatException e) {
                    // Digits beyond a long are a whole number out of range, said as typed.
                    throw t.matches("[+-]?\\d+") ? invalid(t, "is out of range; allowed " + allowed())
                        : invalid("'" + t + "'", "is not a whole number; allowed " + allowed());
                }
            }
            case BOOLEAN -> {
                if (t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")) {
                    yield Boolean.parseBoolean(t);
                }
                throw invalid("'" + t + "'", "is not true or false");
            }
            case CHOICE -> validate(t);
            case OCTAVES -> {
                List<Double> amplitudes = new ArrayList<>();
                String[] parts = t.isEmpty() ? new String[0] : t.split(",", -1);
                for (int k = 0; k < parts.length; k++) {
                    amplitudes.add(parseNumber(parts[k].strip(), id + "[" + (k + 1) + "]"));
                }
                yield validate(amplitudes);
            }
        };
    }

    /** The value as text, in the form {@link #parse} reads. */
    public String format(Object value) {
        return switch (kind) {
            case NUMBER -> formatNumber((Double) value);
            case CHOICE -> Choices.id((Enum<?>) value);
            case OCTAVES -> ((List<?>) value).stream().map(v -> formatNumber((Double) v))
                .collect(Collectors.joining(","));
            default -> String.valueOf(value);
        };
    }

    private static String formatNumber(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    private Enum<?> choice(Object value) {
        if (choiceType.isInstance(value)) {
            return (Enum<?>) value;
        }
        if (value instanceof String s) {
            String wanted = s.strip().toLowerCase(Locale.ROOT);
            for (Enum<?> c : choices()) {
                if (Choices.id(c).equals(wanted)) {
                    return c;
                }
            }
            throw invalid("'" + s + "'", "is not one of " + allowed());
        }
        throw invalid(describe(value), "is not one of " + allowed());
    }

    private List<Double> octaves(Object value) {
        List<?> list;
        if (value instanceof double[] array) {
            list = Arrays.stream(array).boxed().collect(Collectors.toList());
        } else if (value instanceof List<?> l) {
            list = l;
        } else {
            throw invalid(describe(value), "is not a list; allowed " + allowed());
        }
        if (list.isEmpty() || list.size() > Fractal.MAX_OCTAVES) {
            throw invalid(list.size() + " amplitudes", (list.isEmpty() ? "are too few" : "are too many")
                + "; allowed " + allowed());
        }
        List<Double> amplitudes = new ArrayList<>(list.size());
        double sum = 0;
        for (int k = 0; k < list.size(); k++) {
            String name = id + "[" + (k + 1) + "]";
            double a = finiteNumber(list.get(k), name);
            checkRange(a, name);
            amplitudes.add(a);
            sum += a;
        }
        if (sum <= 0) {
            throw invalid(format(amplitudes), "— all amplitudes are 0; at least one must be above 0");
        }
        return List.copyOf(amplitudes);
    }

    private double finiteNumber(Object value, String name) {
        if (!(value instanceof Number n)) {
            throw new IllegalArgumentException(name + ": " + describe(value) + " is not a number; allowed " + allowed());
        }
        double v = n.doubleValue();
        if (Double.isNaN(v)) {
            throw new IllegalArgumentException(name + ": NaN is not a number; allowed " + allowed());
        }
        if (Double.isInfinite(v)) {
            throw new IllegalArgumentException(name + ": " + v + " is not a finite number; allowed " + allowed());
        }
        return v;
    }

    private long wholeNumber(Object value) {
        if (value instanceof Integer || value instanceof Long || value instanceof Short) {
            return ((Number) value).longValue();
        }
        if (value instanceof Number n) {
            double v = n.doubleValue();
            if (Double.isFinite(v) && v == Math.rint(v) && Math.abs(v) <= 0x1p53) {
                return (long) v;
            }
            throw invalid(describe(value), "is not a whole number; allowed " + allowed());
        }
        throw invalid(describe(value), "is not a whole number; allowed " + allowed());
    }

    private void checkRange(double v, String name) {
        if (v < min || v > max) {
            throw new IllegalArgumentException(name + ": " + formatNumber(v) + " is out of range; allowed "
                + (kind == Kind.OCTAVES ? allowedEach() : allowed()));
        }
    }

    /** What one value may be ("0 to 1"): for a list of octave amplitudes, each amplitude's range. */
    public String allowedEach() {
        return formatNumber(min) + " to " + formatNumber(max);
    }

    private double parseNumber(String text, String name) {
        if (!isDecimal(text)) {
            throw new IllegalArgumentException(name + ": '" + text + "' is not a number; allowed " + allowed());
        }
        return Double.parseDouble(text);
    }

    /** A plain decimal number, optionally with an exponent: no hex, no NaN, no Infinity, no type suffix. */
    private static final Pattern DECIMAL =
        Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    /**
     * Whether this parameter has any effect with these settings: the island's shape needs an island, terrace
     * smoothing needs terraces, polar cooling needs the climate, tree spacing needs trees. The window
     * disables a control that has none.
     */
    public boolean activeIn(TerrainParams params) {
        return switch (this) {
            case ISLAND_DISTANCE, ISLAND_A, ISLAND_B, ISLAND_C, ISLAND_RADIUS, ISLAND_CENTER_X, ISLAND_CENTER_Y ->
                params.islandMode() != IslandMode.OFF;
            case TERRACE_SMOOTHING -> params.integer(TERRACES) > 0;
            case POLAR_COOLING -> params.flag(CLIMATE);
            case TREE_SPACING -> params.flag(TREES);
            default -> true;
        };
    }

    /** Whether text is a plain decimal number, the only form typed values, presets' text and points take. */
    public static boolean isDecimal(String text) {
        return DECIMAL.matcher(text).matches();
    }

    private IllegalArgumentException invalid(String value, String reason) {
        return new IllegalArgumentException(id + ": " + value + " " + reason);
    }

    /** A value as the user wrote it: text quoted, numbers without a needless ".0" or a Java type name. */
    private static String describe(Object value) {
        if (value instanceof String s) {
            return "'" + s + "'";
        }
        if (value instanceof Double || value instanceof Float) {
            return formatNumber(((Number) value).doubleValue());
        }
        return String.valueOf(value);
    }
}
