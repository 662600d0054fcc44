package org.terrainexplorer.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainSampler;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code sample}: reads points on standard input, one per line, and prints one value per line in full
 * precision ({@link Double#toString}): a noise kernel's value ({@code --noise}), or a terrain field's for
 * the parameters of {@code --preset} and {@code --set} ({@code --field}). Options that the chosen mode
 * would ignore are refused rather than silently dropped.
 */
@Command(name = "sample", sortSynopsis = false,
    mixinStandardHelpOptions = true,
    footer = {"", "Examples:",
        "  printf '0 0\\n0.25 -0.1\\n' | terrain-explorer sample --field biome \\",
        "      --preset islands",
        "  printf '3.14 42 7\\n' | terrain-explorer sample --noise perlin-reference \\",
        "      --dims 3"},
    description = {
        "Prints the value of a noise kernel or a terrain field at each point read on standard input.",
        "Points come one per line, coordinates separated by spaces; blank lines and lines starting with # are "
            + "skipped. Values print one per line, in full precision: a noise kernel's (--noise), or a terrain "
            + "field's for the parameters of --preset and --set (--field)."})
final class SampleCommand implements Callable<Integer> {

    /**
     * The largest kernel coordinate: with octaves up to 4^7 times finer, the lattice coordinate stays below
     * 2^54, where a double still holds whole numbers; beyond, the fraction is rounding noise.
     */
    static final double KERNEL_LIMIT = 0x1p40;

    /** The kernels {@code --noise} accepts: the seeded ones and Ken Perlin's reference. */
    enum NoiseChoice {
        PERLIN("perlin"), PERLIN_REFERENCE("perlin-reference"), SIMPLEX("simplex"), VALUE("value");

        private final String id;

        NoiseChoice(String id) {
            this.id = id;
        }

        String id() {
            return id;
        }
    }

    /** The terrain fields {@code --field} accepts. */
    enum FieldChoice {
        ELEVATION, MOISTURE, BIOME;

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Option(names = "--noise", paramLabel = "KERNEL", converter = NoiseConverter.class,
        description = "perlin, perlin-reference (Ken Perlin's permutation, 3D; 1D and 2D are the slices "
            + "y = z = 0 and z = 0), simplex or value. Default: perlin.")
    private NoiseChoice noise;

    @Option(names = "--field", paramLabel = "FIELD", converter = FieldConverter.class,
        description = "elevation, moisture or biome: the terrain's value at world points (x y), exactly as "
            + "the maps show it; biomes print by name. Takes --preset and --set, not the noise options.")
    private FieldChoice field;

    @Option(names = "--dims", paramLabel = "N", converter = DimsConverter.class,
        description = "Dimensions of each point: 1, 2 or 3. Default: 2.")
    private Integer dims;

    @Option(names = "--seed", paramLabel = "N", converter = Converters.WholeNumber.class,
        description = "Seed (any 64-bit integer). Default: 0.")
    private Long seed;

    @Option(names = "--fade", paramLabel = "CURVE", converter = FadeConverter.class,
        description = "Fade curve for perlin and value: linear, cubic or quintic. Default: quintic.")
    private Fade fade;

    @Option(names = "--octaves", paramLabel = "A1,A2,…",
        description = "Per-octave amplitudes, 1 to 8 of them, each ≥ 0; octave k has frequency lacunarity^k. "
            + "Default: 1 (a single octave).")
    private String octaves;

    @Option(names = "--lacunarity", paramLabel = "L", converter = LacunarityConverter.class,
        description = "Frequency ratio between octaves, 1 to 4. Default: 2.")
    private Double lacunarity;

    @Mixin
    TerrainOptions terrain;

    private final TerrainCli.Streams streams;

    SampleCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (field != null) {
            return sampleField();
        }
        if (terrain.preset != null || !terrain.sets.isEmpty()) {
            throw new UsageException("--preset and --set choose terrain parameters; use them with --field");
        }
        NoiseChoice kernel = noise == null ? NoiseChoice.PERLIN : noise;
        int d = dims == null ? 2 : dims;
        if (kernel == NoiseChoice.PERLIN_REFERENCE) {
            refuse("perlin-reference is Ken Perlin's noise over his own permutation: it has no seed",
                options("--seed", seed));
            if (fade != null && fade != Fade.QUINTIC) {
                throw new UsageException("--fade " + fade.id() + ": perlin-reference is Ken Perlin's noise, "
                    + "which fades with the quintic curve only");
            }
        }
        double[] amplitudes = octaves == null ? new double[] {1} : parseOctaves(octaves);
        Fractal fractal = fractal(amplitudes, lacunarity == null ? 2 : lacunarity);
        Sampler sampler = sampler(kernel, d, fractal, seed == null ? 0 : seed, fade == null ? Fade.QUINTIC : fade);
        printEach(new PointReader(d, KERNEL_LIMIT, "-2^40 to 2^40"), p -> Double.toString(sampler.sample(p)));
        return 0;
    }

    private Integer sampleField() {
        if (noise != null) {
            throw new UsageException("--field and --noise: choose one");
        }
        refuse("--field samples the terrain of --preset and --set, with its own noise settings",
            options("--dims", dims, "--seed", seed, "--fade", fade, "--octaves", octaves, "--lacunarity", lacunarity));
        TerrainSampler sampler = new TerrainSampler(new TerrainGenerator(terrain.params()));
        terrain.warnings().forEach(w -> streams.err().println("warning: " + w));
        Function<double[], String> value = switch (field) {
            case ELEVATION -> point -> {
                sampler.sample(point[0], point[1]);
                return Float.toString(sampler.elevation());
            };
            case MOISTURE -> point -> {
                sampler.sample(point[0], point[1]);
                return Float.toString(sampler.moisture());
            };
            case BIOME -> point -> {
                sampler.sample(point[0], point[1]);
                return sampler.biome().id();
            };
        };
        printEach(new PointReader(2, Viewport.MAX_COORDINATE, "-1e9 to 1e9"), value);
        return 0;
    }

    /** The amplitudes of --octaves: numbers separated by commas; {@link #fractal} checks their ranges. */
    private static double[] parseOctaves(String text) {
        if (text.isBlank()) {
            throw new UsageException("--octaves '" + text + "': expected A1,A2,…, such as 1,0.5,0.25");
        }
        String[] parts = text.split(",", -1);
        double[] amplitudes = new double[parts.length];
        for (int k = 0; k < parts.length; k++) {
            String part = parts[k].strip();
            if (!Param.isDecimal(part)) {
                throw new UsageException("--octaves " + text + ": amplitude " + (k + 1) + " '" + parts[k]
                    + "' is not a number; expected A1,A2,…, such as 1,0.5,0.25");
            }
            amplitudes[k] = Double.parseDouble(part);
        }
        return amplitudes;
    }

    /**
     * The fractal settings, checked here so the messages name the options as typed; {@link Fractal#of}
     * checks the same and names its own arguments.
     */
    private Fractal fractal(double[] amplitudes, double lacunarityValue) {
        if (amplitudes.length > Fractal.MAX_OCTAVES) {
            throw new InputException("--octaves " + octaves + ": " + amplitudes.length + " amplitudes; allowed 1 to "
                + Fractal.MAX_OCTAVES);
        }
        double sum = 0;
        for (int k = 0; k < amplitudes.length; k++) {
            if (!(amplitudes[k] >= 0 && amplitudes[k] < Double.POSITIVE_INFINITY)) {
                throw new InputException("--octaves " + octaves + ": amplitude " + (k + 1) + " is "
                    + Numbers.plain(amplitudes[k]) + "; allowed a finite number ≥ 0");
            }
            sum += amplitudes[k];
        }
        if (sum == 0) {
            throw new InputException("--octaves " + octaves + ": all amplitudes are 0; at least one must be above 0");
        }
        if (!(lacunarityValue >= Fractal.MIN_LACUNARITY && lacunarityValue <= Fractal.MAX_LACUNARITY)) {
            throw new InputException("--lacunarity " + Numbers.plain(lacunarityValue) + ": out of range; allowed "
                + Numbers.range(Fractal.MIN_LACUNARITY, Fractal.MAX_LACUNARITY));
        }
        try {
            return Fractal.of(amplitudes, lacunarityValue);
        } catch (IllegalArgumentException e) {
            throw new InputException("--octaves " + octaves + ": " + e.getMessage());
        }
    }

    /** Options by name, in order: name, value, name, value, … (a value is null when not given). */
    private static Map<String, Object> options(Object... namesAndValues) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            options.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return options;
    }

    /** Refuses the options given (not null) that the chosen mode does not use, naming them and why. */
    private static void refuse(String why, Map<String, Object> options) {
        List<String> given = new ArrayList<>();
        options.forEach((name, value) -> {
            if (value != null) {
                given.add(name);
            }
        });
        if (!given.isEmpty()) {
            throw new UsageException(String.join(", ", given) + ": not used here; " + why);
        }
    }

    /** Reads every point and prints one line for each, flushing what was printed even when a line is bad. */
    private void printEach(PointReader reader, Function<double[], String> value) {
        Writer out = new BufferedWriter(new OutputStreamWriter(streams.out(), StandardCharsets.UTF_8), 1 << 16);
        try {
            reader.readAll(streams.in(), point -> {
                try {
                    out.write(value.apply(point));
                    out.write('\n');
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } finally {
            try {
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("could not write standard output: " + e.getMessage(), e);
            }
        }
    }

    @FunctionalInterface
    private interface Sampler {
        double sample(double[] p);
    }

    private static Sampler sampler(NoiseChoice kernel, int dims, Fractal fractal, long seed, Fade fade) {
        if (kernel == NoiseChoice.PERLIN_REFERENCE) {
            // The reference has no seed: every octave samples the same permutation at its own frequency.
            return switch (dims) {
                case 1 -> p -> fractal.fbm1((s, x) -> Perlin.reference3(x, 0, 0), 0, p[0]);
                case 2 -> p -> fractal.fbm2((s, x, y) -> Perlin.reference3(x, y, 0), 0, p[0], p[1]);
                default -> p -> fractal.fbm3((s, x, y, z) -> Perlin.reference3(x, y, z), 0, p[0], p[1], p[2]);
            };
        }
        NoiseType type = NoiseType.valueOf(kernel.name());
        return switch (dims) {
            case 1 -> {
                NoiseType.Noise1 n = type.in1d(fade);
                yield p -> fractal.fbm1(n, seed, p[0]);
            }
            case 2 -> {
                NoiseType.Noise2 n = type.in2d(fade);
                yield p -> fractal.fbm2(n, seed, p[0], p[1]);
            }
            default -> {
                NoiseType.Noise3 n = type.in3d(fade);
                yield p -> fractal.fbm3(n, seed, p[0], p[1], p[2]);
            }
        };
    }

    static final class NoiseConverter implements ITypeConverter<NoiseChoice> {
        @Override
        public NoiseChoice convert(String value) {
            return Converters.choose(value, List.of(NoiseChoice.values()), NoiseChoice::id);
        }
    }

    static final class FieldConverter implements ITypeConverter<FieldChoice> {
        @Override
        public FieldChoice convert(String value) {
            return Converters.choose(value, List.of(FieldChoice.values()), FieldChoice::id);
        }
    }

    static final class FadeConverter implements ITypeConverter<Fade> {
        @Override
        public Fade convert(String value) {
            return Converters.choose(value, List.of(Fade.values()), Fade::id);
        }
    }

    /** 1, 2 or 3: a choice more than a number, so anything else is refused as one. */
    static final class DimsConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return switch (value.strip()) {
                case "1" -> 1;
                case "2" -> 2;
                case "3" -> 3;
                default -> throw new TypeConversionException("allowed 1, 2 or 3");
            };
        }
    }

    static final class LacunarityConverter extends Converters.Decimal {
        LacunarityConverter() {
            super(Numbers.range(Fractal.MIN_LACUNARITY, Fractal.MAX_LACUNARITY));
        }
    }
}
