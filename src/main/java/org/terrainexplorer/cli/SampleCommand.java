package org.terrainexplorer.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.noise.Perlin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code sample}: reads points on standard input, one per line, and prints one value per line in full
 * precision ({@link Double#toString}).
 */
@Command(name = "sample",
    mixinStandardHelpOptions = true,
    description = {
        "Reads points on standard input, one per line (coordinates separated by spaces),",
        "and prints the value at each, one per line, in full precision: a noise kernel's (--noise),",
        "or a terrain field's for the parameters of --preset and --set (--field)."})
final class SampleCommand implements Callable<Integer> {

    /** The kernels {@code --noise} accepts: the seeded ones and Ken Perlin's reference. */
    enum NoiseChoice {
        perlin, simplex, value, perlin_reference;

        static NoiseChoice parse(String text) {
            return switch (text.trim().toLowerCase(java.util.Locale.ROOT)) {
                case "perlin" -> perlin;
                case "simplex" -> simplex;
                case "value" -> value;
                case "perlin-reference" -> perlin_reference;
                default -> throw new IllegalArgumentException(
                    "'" + text + "' (allowed: perlin, perlin-reference, simplex, value)");
            };
        }
    }

    @Option(names = "--noise", paramLabel = "KERNEL", converter = NoiseConverter.class,
        description = "perlin, perlin-reference (Ken Perlin's permutation, 3D; 1D and 2D are the slices "
            + "y = z = 0 and z = 0), simplex or value. Default: perlin.")
    private NoiseChoice noise;

    @Option(names = "--field", paramLabel = "FIELD",
        description = "elevation, moisture or biome: the terrain's value at world points (x y), exactly as "
            + "the maps show it; biomes print by name. Takes --preset and --set, not the noise options.")
    private String field;

    @picocli.CommandLine.Mixin
    TerrainOptions terrain;

    @Option(names = "--dims", paramLabel = "N", defaultValue = "2",
        description = "Dimensions of each point: 1, 2 or 3. Default: ${DEFAULT-VALUE}.")
    private int dims;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "0",
        description = "Seed (any 64-bit integer). Default: ${DEFAULT-VALUE}.")
    private long seed;

    @Option(names = "--fade", paramLabel = "CURVE", defaultValue = "quintic", converter = FadeConverter.class,
        description = "Fade curve for perlin and value: linear, cubic or quintic. Default: quintic.")
    private Fade fade;

    @Option(names = "--octaves", paramLabel = "A1,A2,...", defaultValue = "1", split = ",",
        description = "Per-octave amplitudes (1 to 8, each ≥ 0); octave k has frequency lacunarity^k. "
            + "Default: 1 (a single octave).")
    private double[] octaves;

    @Option(names = "--lacunarity", paramLabel = "L", defaultValue = "2",
        description = "Frequency ratio between octaves, 1 to 4. Default: ${DEFAULT-VALUE}.")
    private double lacunarity;

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
            throw new InputException("--preset and --set choose terrain parameters; use them with --field");
        }
        if (noise == null) {
            noise = NoiseChoice.perlin;
        }
        if (dims < 1 || dims > 3) {
            throw new InputException("--dims " + dims + ": allowed 1, 2 or 3");
        }
        Fractal fractal;
        try {
            fractal = Fractal.of(octaves, lacunarity);
        } catch (IllegalArgumentException e) {
            throw new InputException("--octaves/--lacunarity: " + e.getMessage());
        }
        Sampler sampler = sampler(fractal);
        Writer out = new BufferedWriter(new OutputStreamWriter(streams.out(), StandardCharsets.UTF_8), 1 << 16);
        try {
            new PointReader(dims).readAll(streams.in(), point -> {
                try {
                    out.write(Double.toString(sampler.sample(point)));
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
        return 0;
    }

    private Integer sampleField() {
        if (noise != null) {
            throw new InputException("--field and --noise: choose one");
        }
        String wanted = field.strip().toLowerCase(java.util.Locale.ROOT);
        if (!wanted.equals("elevation") && !wanted.equals("moisture") && !wanted.equals("biome")) {
            throw new InputException("--field " + field + ": allowed elevation, moisture or biome");
        }
        org.terrainexplorer.terrain.TerrainSampler sampler = new org.terrainexplorer.terrain.TerrainSampler(
            new org.terrainexplorer.terrain.TerrainGenerator(terrain.params()));
        terrain.warnings().forEach(w -> streams.err().println("warning: " + w));
        Writer out = new BufferedWriter(new OutputStreamWriter(streams.out(), StandardCharsets.UTF_8), 1 << 16);
        try {
            new PointReader(2).readAll(streams.in(), point -> {
                sampler.sample(point[0], point[1]);
                String value = switch (wanted) {
                    case "elevation" -> Float.toString(sampler.elevation());
                    case "moisture" -> Float.toString(sampler.moisture());
                    default -> sampler.biome().id();
                };
                try {
                    out.write(value);
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
        return 0;
    }

    @FunctionalInterface
    private interface Sampler {
        double sample(double[] p);
    }

    private Sampler sampler(Fractal fractal) {
        if (noise == NoiseChoice.perlin_reference) {
            if (fade != Fade.QUINTIC) {
                throw new InputException("--fade " + fade.id() + ": perlin-reference is Ken Perlin's noise, "
                    + "which fades with the quintic curve only");
            }
            // The reference has no seed: every octave samples the same permutation at its own frequency.
            return switch (dims) {
                case 1 -> p -> fractal.fbm1((s, x) -> Perlin.reference3(x, 0, 0), seed, p[0]);
                case 2 -> p -> fractal.fbm2((s, x, y) -> Perlin.reference3(x, y, 0), seed, p[0], p[1]);
                default -> p -> fractal.fbm3((s, x, y, z) -> Perlin.reference3(x, y, z), seed, p[0], p[1], p[2]);
            };
        }
        NoiseType type = NoiseType.valueOf(noise.name().toUpperCase(java.util.Locale.ROOT));
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

    static final class NoiseConverter implements picocli.CommandLine.ITypeConverter<NoiseChoice> {
        @Override
        public NoiseChoice convert(String value) {
            return NoiseChoice.parse(value);
        }
    }

    static final class FadeConverter implements picocli.CommandLine.ITypeConverter<Fade> {
        @Override
        public Fade convert(String value) {
            return Fade.byId(value);
        }
    }
}
