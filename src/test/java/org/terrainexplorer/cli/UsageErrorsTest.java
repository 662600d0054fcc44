package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

@DisplayName("A malformed command line")
class UsageErrorsTest {

    private static final String SAMPLE_HELP = "Run 'terrain-explorer sample --help' for the options.";
    private static final String RENDER_HELP = "Run 'terrain-explorer render --help' for the options.";
    private static final String TOP_HELP = "Run 'terrain-explorer --help' for the commands.";

    /** Command lines picocli or a command refuses as malformed, the one-line message, and the help pointer. */
    static Stream<Arguments> malformed() {
        return Stream.of(
            Arguments.of(List.of("sample", "--noise", "perlinn"),
                "sample: --noise perlinn: allowed perlin, perlin-reference, simplex, value; did you mean 'perlin'?",
                SAMPLE_HELP),
            Arguments.of(List.of("sample", "--fade", "smooth"), "sample: --fade smooth: allowed linear, cubic, quintic",
                SAMPLE_HELP),
            Arguments.of(List.of("sample", "--seed", "abc"), "sample: --seed abc: not a whole number; allowed "
                + "-9223372036854775808 to 9223372036854775807", SAMPLE_HELP),
            Arguments.of(List.of("sample", "--dims", "two"), "sample: --dims two: allowed 1, 2 or 3", SAMPLE_HELP),
            Arguments.of(List.of("sample", "--lacunarity", "0x1p1"), "sample: --lacunarity 0x1p1: not a number; "
                + "allowed 1 to 4", SAMPLE_HELP),
            Arguments.of(List.of("sample", "--field", "height"), "sample: --field height: allowed elevation, "
                + "moisture, biome", SAMPLE_HELP),
            Arguments.of(List.of("sample", "--sed", "4"), "sample: --sed: unknown option; did you mean '--seed'?",
                SAMPLE_HELP),
            Arguments.of(List.of("sample", "--seed"), "sample: --seed: no value; expected --seed N", SAMPLE_HELP),
            Arguments.of(List.of("sample", "--seed", "1", "--seed", "2"),
                "sample: --seed: given more than once; give it once", SAMPLE_HELP),
            Arguments.of(List.of("sample", "points.txt"), "sample: points.txt: unexpected argument; sample takes "
                + "options only", SAMPLE_HELP),
            Arguments.of(List.of("sample", "--set", "seed=3"), "sample: --preset and --set choose terrain "
                + "parameters; use them with --field", SAMPLE_HELP),
            Arguments.of(List.of("sample", "--field", "biome", "--noise", "value"), "sample: --field and --noise: "
                + "choose one", SAMPLE_HELP),
            Arguments.of(List.of("render", "--size", "12", "--out", "x.png"), "render: --size 12: expected "
                + "WIDTHxHEIGHT, such as 1024x768", RENDER_HELP),
            Arguments.of(List.of("render", "--layer", "Biomes", "--out", "x.png"), "render: --layer Biomes: allowed "
                + "elevation, hypsometric, shaded, terrain, moisture, biome; did you mean 'biome'?", RENDER_HELP),
            Arguments.of(List.of("render", "--units-per-pixel", "Infinity", "--out", "x.png"), "render: "
                + "--units-per-pixel Infinity: not a number; allowed 1e-7 to 1000", RENDER_HELP),
            Arguments.of(List.of("render", "--set", "ridges", "--out", "x.png"), "render: --set ridges: expected "
                + "NAME=VALUE, such as frequency=4", RENDER_HELP),
            Arguments.of(List.of("rendr"), "terrain-explorer: rendr: unknown command; allowed render, sample, preset, "
                + "params, world, help; did you mean 'render'?", TOP_HELP),
            Arguments.of(List.of("--", "x"), "terrain-explorer: x: unknown command; allowed render, sample, "
                + "preset, params, world, help", TOP_HELP),
            Arguments.of(List.of("help", "smaple"), "terrain-explorer: smaple: unknown command; allowed render, "
                + "sample, preset, params, world, help; did you mean 'sample'?", TOP_HELP),
            Arguments.of(List.of("--verbose"), "terrain-explorer: --verbose: unknown option", TOP_HELP),
            Arguments.of(List.of("preset"), "preset: expected a command: validate",
                "Run 'terrain-explorer preset --help' for the commands."),
            Arguments.of(List.of("preset", "validate"), "preset validate: missing FILE|NAME... (at least one)",
                "Run 'terrain-explorer preset validate --help' for the options."),
            Arguments.of(List.of("params", "--all"), "params: --all: unknown option",
                "Run 'terrain-explorer params --help' for the options."),
            Arguments.of(List.of("world", "locate", "ancient", "city"), "world locate: city: unexpected argument; "
                + "world locate takes TYPE and options: put a TYPE with spaces in quotes",
                "Run 'terrain-explorer world locate --help' for the options."));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    @DisplayName("is one plain sentence and a pointer to --help, with exit status 2: no class names, no usage")
    void reportedPlainly(List<String> args, String message, String pointer) {
        CliRun run = CliRun.run("0 0\n", args.toArray(String[]::new));
        assertEquals(TerrainCli.EXIT_USAGE_ERROR, run.exitCode(), run.err());
        assertEquals(message + "\n" + pointer + "\n", run.err());
        assertEquals("", run.out(), "nothing is sampled, nothing is written");
    }

    @Test
    @DisplayName("no picocli error, whatever the option, names a Java type or prints the usage")
    void noJavaNames() {
        for (String[] args : List.of(new String[] {"sample", "--dims", "1.5"}, new String[] {"sample", "--octaves"},
                new String[] {"sample", "--lacunarity", "x"}, new String[] {"render", "--format"},
                new String[] {"render", "--center", "a,b", "--out", "x.png"}, new String[] {"render", "--size=",
                    "--out", "x.png"}, new String[] {"render", "--preset"}, new String[] {"sample", "--noise", ""})) {
            CliRun run = CliRun.run("", args);
            assertEquals(TerrainCli.EXIT_USAGE_ERROR, run.exitCode(), List.of(args) + ": " + run.err());
            for (String leak : List.of("java.", "Exception", "Usage:", "cannot convert", "Invalid value",
                    "NoiseChoice", "is not a double", "is not an int", "is not a long")) {
                assertFalse(run.err().contains(leak), "'" + leak + "' in: " + run.err());
            }
            assertEquals(2, run.err().split("\n").length, run.err());
        }
    }
}
