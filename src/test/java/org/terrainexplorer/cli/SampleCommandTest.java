package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.noise.Simplex;
import org.terrainexplorer.noise.ValueNoise;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.terrain.TerrainSampler;

@DisplayName("The sample command")
class SampleCommandTest {

    @Test
    @DisplayName("prints Ken Perlin's reference values, one per input line, in full precision")
    void printsReferenceValues() {
        CliRun run = CliRun.run("3.14 42 7\n-0.1 -0.2 -0.3\n  0.5\t0.5   0.5  \n",
            "sample", "--noise", "perlin-reference", "--dims", "3");
        assertEquals(0, run.exitCode(), run.err());
        assertArrayEquals(new String[] {
            Double.toString(Perlin.reference3(3.14, 42, 7)),
            Double.toString(Perlin.reference3(-0.1, -0.2, -0.3)),
            "-0.25"}, run.lines());
        assertEquals(0.13691995878400012, Double.parseDouble(run.lines()[0]), 1e-12);
    }

    @Test
    @DisplayName("samples each seeded kernel and dimension exactly as the library does")
    void matchesLibrary() {
        // One octave is the kernel with the first octave's seed, summed from +0.0 (so lattice points print 0.0).
        Fractal single = Fractal.single();
        NoiseType.Noise1 perlinCubic = NoiseType.PERLIN.in1d(Fade.CUBIC);
        assertArrayEquals(new String[] {
            Double.toString(single.fbm1(perlinCubic, 7, 0.3)),
            Double.toString(single.fbm1(perlinCubic, 7, -7.25)),
            "0.0"},
            CliRun.run("0.3\n-7.25\n1e3\n", "sample", "--noise", "perlin", "--dims", "1", "--seed", "7",
                "--fade", "cubic").lines());
        assertEquals(Perlin.noise1(Fractal.octaveSeed(7, 0), 0.3, Fade.CUBIC), single.fbm1(perlinCubic, 7, 0.3));
        assertEquals(Double.toString(Simplex.noise2(Fractal.octaveSeed(-3, 0), 1.5, 2.5)),
            CliRun.run("1.5 2.5\n", "sample", "--noise", "simplex", "--seed", "-3").lines()[0]);
        assertEquals(Double.toString(ValueNoise.noise3(Fractal.octaveSeed(0, 0), 1, 2, 3.5)),
            CliRun.run("1 2 3.5\n", "sample", "--noise", "value", "--dims", "3").lines()[0]);
    }

    @Test
    @DisplayName("sums octaves with the given amplitudes and lacunarity")
    void octaves() {
        CliRun run = CliRun.run("10.5 -3.25\n", "sample", "--noise", "perlin", "--seed", "11",
            "--octaves", "1,0.5,0.25", "--lacunarity", "2.5");
        Fractal fractal = Fractal.of(new double[] {1, 0.5, 0.25}, 2.5);
        assertEquals(Double.toString(fractal.fbm2(Perlin::noise2, 11, 10.5, -3.25)), run.lines()[0]);
        assertNotEquals(CliRun.run("10.5 -3.25\n", "sample", "--seed", "11").out(), run.out());
    }

    @Test
    @DisplayName("stops at a bad coordinate, naming the line and the value, with a non-zero exit")
    void badCoordinate() {
        CliRun run = CliRun.run("1 2\n3 x4\n5 6\n", "sample");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.exitCode());
        assertEquals(1, run.lines().length, "the good line before the error is printed");
        assertTrue(run.err().contains("line 2: coordinate 2 'x4' is not a decimal number"), run.err());
    }

    @Test
    @DisplayName("stops at a line with the wrong number of coordinates, saying how many it expected")
    void wrongCount() {
        CliRun run = CliRun.run("1 2\n3\n", "sample", "--dims", "2");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.exitCode());
        assertTrue(run.err().contains("line 2: expected 2 coordinates, found 1 in '3'"), run.err());
        run = CliRun.run("1 2 3\n", "sample", "--dims", "1");
        assertTrue(run.err().contains("line 1: expected 1 coordinate, found 3"), run.err());
    }

    @Test
    @DisplayName("skips blank lines and # comments, printing nothing for them, and counts them in line numbers")
    void blankLinesAndComments() {
        String input = "# x y\n\n0.5 0.5\n   \t \n  # indented comment\n1.5 2.5\n\n";
        CliRun run = CliRun.run(input, "sample", "--seed", "3");
        assertEquals(0, run.exitCode(), run.err());
        assertArrayEquals(CliRun.run("0.5 0.5\n1.5 2.5\n", "sample", "--seed", "3").lines(), run.lines());
        assertEquals(2, run.lines().length);

        CliRun bad = CliRun.run("# header\n\n1 2\n# note\n3 oops\n", "sample");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, bad.exitCode());
        assertEquals(1, bad.lines().length);
        assertTrue(bad.err().contains("line 5: coordinate 2 'oops' is not a decimal number"), bad.err());

        CliRun trailing = CliRun.run("1 2 # not a comment\n", "sample");
        assertTrue(trailing.err().contains("line 1: expected 2 coordinates, found 6"), "only whole lines are comments: "
            + trailing.err());
        assertEquals(0, CliRun.run("", "sample").lines().length, "no input, no output");
    }

    @Test
    @DisplayName("refuses NaN, infinities and hex coordinates")
    void nonFinite() {
        for (String bad : List.of("NaN", "Infinity", "0x1p3", "1e400", "1.5d")) {
            CliRun run = CliRun.run(bad + "\n", "sample", "--dims", "1");
            assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.exitCode(), bad);
            assertTrue(run.err().contains("line 1: coordinate 1"), bad + ": " + run.err());
        }
    }

    @Test
    @DisplayName("refuses bad options with a message naming the option and what is allowed")
    void badOptions() {
        CliRun dims = CliRun.run("", "sample", "--dims", "4");
        assertEquals(TerrainCli.EXIT_USAGE_ERROR, dims.exitCode());
        assertTrue(dims.err().contains("sample: --dims 4: allowed 1, 2 or 3"), dims.err());
        CliRun octaves = CliRun.run("", "sample", "--octaves", "1,-1");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, octaves.exitCode());
        assertEquals("sample: --octaves 1,-1: amplitude 2 is -1; allowed a finite number ≥ 0\n", octaves.err());
        CliRun noise = CliRun.run("", "sample", "--noise", "worley");
        assertEquals(TerrainCli.EXIT_USAGE_ERROR, noise.exitCode());
        assertTrue(noise.err().contains("--noise worley: allowed perlin, perlin-reference, simplex, value"),
            noise.err());
        CliRun fade = CliRun.run("", "sample", "--noise", "perlin-reference", "--fade", "cubic");
        assertEquals(TerrainCli.EXIT_USAGE_ERROR, fade.exitCode());
        assertTrue(fade.err().contains("--fade cubic: perlin-reference is Ken Perlin's noise, which fades with the "
            + "quintic curve only"), fade.err());
    }

    @Test
    @DisplayName("checks --octaves and --lacunarity before sampling, naming them as typed, without '.0'")
    void fractalOptions() {
        assertRefused(TerrainCli.EXIT_INPUT_ERROR, "sample: --lacunarity 5: out of range; allowed 1 to 4",
            "--lacunarity", "5");
        assertRefused(TerrainCli.EXIT_INPUT_ERROR, "sample: --lacunarity 0.5: out of range; allowed 1 to 4",
            "--lacunarity", "0.5");
        assertRefused(TerrainCli.EXIT_USAGE_ERROR, "sample: --lacunarity NaN: not a number; allowed 1 to 4",
            "--lacunarity", "NaN");
        assertRefused(TerrainCli.EXIT_INPUT_ERROR, "sample: --octaves 1,1,1,1,1,1,1,1,1: 9 amplitudes; allowed 1 to 8",
            "--octaves", "1,1,1,1,1,1,1,1,1");
        assertRefused(TerrainCli.EXIT_INPUT_ERROR, "sample: --octaves 0,0: all amplitudes are 0; at least one must be "
            + "above 0", "--octaves", "0,0");
        assertRefused(TerrainCli.EXIT_USAGE_ERROR, "sample: --octaves 1,NaN: amplitude 2 'NaN' is not a number; "
            + "expected A1,A2,…, such as 1,0.5,0.25", "--octaves", "1,NaN");
        assertRefused(TerrainCli.EXIT_USAGE_ERROR, "sample: --octaves '': expected A1,A2,…, such as 1,0.5,0.25",
            "--octaves", "");
        assertRefused(TerrainCli.EXIT_INPUT_ERROR, "sample: --octaves 1,1e999: amplitude 2 is infinity; allowed a "
            + "finite number ≥ 0", "--octaves", "1,1e999");
    }

    @Test
    @DisplayName("refuses the options a mode ignores: --seed with --field and with perlin-reference")
    void ignoredOptions() {
        assertRefused(TerrainCli.EXIT_USAGE_ERROR, "sample: --seed: not used here; --field samples the terrain of "
            + "--preset and --set, with its own noise settings", "--field", "elevation", "--seed", "5");
        assertRefused(TerrainCli.EXIT_USAGE_ERROR, "sample: --seed: not used here; perlin-reference is Ken Perlin's "
            + "noise over his own permutation: it has no seed", "--noise", "perlin-reference", "--seed", "5");
        assertRefused(TerrainCli.EXIT_USAGE_ERROR, "sample: --dims, --octaves: not used here; --field samples the "
            + "terrain", "--field", "biome", "--dims", "3", "--octaves", "1,0.5");
    }

    /** Runs sample on one point and checks the exit code, that nothing is printed, and the error's start. */
    private static void assertRefused(int exitCode, String message, String... options) {
        String[] args = new String[options.length + 1];
        args[0] = "sample";
        System.arraycopy(options, 0, args, 1, options.length);
        CliRun run = CliRun.run("0 0\n", args);
        assertEquals(exitCode, run.exitCode(), run.err());
        assertEquals("", run.out(), "nothing is sampled");
        assertTrue(run.err().startsWith(message), "'" + message + "' in: " + run.err());
        assertEquals(exitCode == TerrainCli.EXIT_USAGE_ERROR ? 2 : 1, run.err().split("\n").length,
            "the message, and for a malformed command line the pointer to --help: " + run.err());
    }

    @Test
    @DisplayName("samples terrain fields: --field elevation, moisture and biome equal the point sampler")
    void fields() {
        TerrainParams params = TerrainParams.defaults().with(Param.WATER_LEVEL, 0.3).with(Param.RIDGES, 0.5);
        TerrainSampler sampler = new TerrainSampler(new TerrainGenerator(params));
        String points = "0 0\n0.25 -0.5\n1e7 -1e7\n";
        String[] elevation = CliRun.run(points, "sample", "--field", "elevation", "--set", "waterLevel=0.3",
            "--set", "ridges=0.5").lines();
        String[] biome = CliRun.run(points, "sample", "--field", "biome", "--set", "waterLevel=0.3",
            "--set", "ridges=0.5").lines();
        String[] moisture = CliRun.run(points, "sample", "--field", "moisture", "--set", "waterLevel=0.3",
            "--set", "ridges=0.5").lines();
        double[][] xy = {{0, 0}, {0.25, -0.5}, {1e7, -1e7}};
        for (int i = 0; i < xy.length; i++) {
            sampler.sample(xy[i][0], xy[i][1]);
            assertEquals(Float.toString(sampler.elevation()), elevation[i]);
            assertEquals(Float.toString(sampler.moisture()), moisture[i]);
            assertEquals(sampler.biome().id(), biome[i]);
        }
    }

    @Test
    @DisplayName("refuses coordinates too far out for their precision: 10⁹ for fields, 2⁴⁰ for kernels")
    void farCoordinates() {
        CliRun field = CliRun.run("1e9 0\n0 -1.5e9\n", "sample", "--field", "elevation");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, field.exitCode());
        assertEquals(1, field.lines().length, "the point at the limit is sampled");
        assertTrue(field.err().contains("line 2: coordinate 2 '-1.5e9' is out of range; allowed -1e9 to 1e9"),
            field.err());
        CliRun kernel = CliRun.run("1e12\n2e12\n", "sample", "--dims", "1");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, kernel.exitCode());
        assertEquals(1, kernel.lines().length);
        assertTrue(kernel.err().contains("line 2: coordinate 1 '2e12' is out of range; allowed -2^40 to 2^40"),
            kernel.err());
    }

    @Test
    @DisplayName("refuses --field with --noise, an unknown field, and --set without --field")
    void fieldMisuse() {
        assertTrue(CliRun.run("0 0\n", "sample", "--field", "elevation", "--noise", "perlin").err()
            .contains("--field and --noise: choose one"));
        assertTrue(CliRun.run("0 0\n", "sample", "--field", "height").err()
            .contains("--field height: allowed elevation, moisture, biome"));
        assertTrue(CliRun.run("0 0\n", "sample", "--set", "seed=3").err().contains("use them with --field"));
        CliRun bad = CliRun.run("0 0\n", "sample", "--field", "biome", "--set", "waterLevel=2");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, bad.exitCode());
        assertTrue(bad.err().contains("waterLevel: 2 is out of range; allowed 0 to 0.95"), bad.err());
    }

    @Test
    @DisplayName("works as a real process: stdin in, values out, exit status set")
    void runsAsProcess() throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
            "org.terrainexplorer.Launcher", "sample", "--noise", "perlin-reference", "--dims", "3").start();
        try (OutputStream in = process.getOutputStream()) {
            in.write("0.5 0.5 0.5\n1 2 oops\n".getBytes(StandardCharsets.UTF_8));
        }
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals("-0.25\n", out);
        assertTrue(err.contains("line 2: coordinate 3 'oops'"), err);
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, process.exitValue());
    }
}
