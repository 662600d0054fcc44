package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.export.MapExport;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.TerrainRenderer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

@DisplayName("The render command")
class RenderCommandTest {

    @TempDir
    Path folder;

    @Test
    @DisplayName("writes a decodable PNG of the asked size, with the pixels of the asked view and parameters")
    void writesPng() throws Exception {
        Path out = folder.resolve("map.png");
        CliRun run = CliRun.run("", "render", "--size", "96x40", "--layer", "terrain", "--set", "seed=5",
            "--set", "ridges=0.5", "--center", "0.25,-1.5", "--units-per-pixel", "0.004", "--out", out.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        assertTrue(run.out().startsWith("Wrote " + out + ": 96x40 terrain, "), run.out());

        BufferedImage png = ImageIO.read(out.toFile());
        assertEquals(96, png.getWidth());
        assertEquals(40, png.getHeight());
        TerrainParams params = TerrainParams.defaults().with(Param.SEED, 5L).with(Param.RIDGES, 0.5);
        Viewport view = new Viewport(0.25, -1.5, 0.004, 96, 40);
        try (RenderPool pool = new RenderPool(1)) {
            TerrainRenderer renderer = new TerrainRenderer(pool);
            renderer.render(params, view, EnumSet.of(Layer.TERRAIN));
            int[] expected = renderer.image(Layer.TERRAIN).clone();
            for (int i = 0; i < expected.length; i++) {
                expected[i] |= 0xFF000000;
            }
            assertArrayEquals(expected, png.getRGB(0, 0, 96, 40, null, 0, 96));
        }
    }

    @Test
    @DisplayName("renders a preset's saved view (its span across the shorter side), and heightmaps write elevation")
    void presetAndHeightmap() throws Exception {
        Path preset = Files.writeString(folder.resolve("p.json"), "{\"format\": 1, \"seed\": 9, "
            + "\"view\": {\"centerX\": 3, \"centerY\": 4, \"span\": 0.1}}");
        Path out = folder.resolve("h.r16");
        CliRun run = CliRun.run("", "render", "--preset", preset.toString(), "--size", "20x10", "--format", "r16",
            "--out", out.toString());
        assertEquals(0, run.exitCode(), run.err());

        byte[] bytes = Files.readAllBytes(out);
        assertEquals(20 * 10 * 2, bytes.length);
        try (RenderPool pool = new RenderPool(1)) {
            TerrainRenderer renderer = new TerrainRenderer(pool);
            renderer.render(TerrainParams.defaults().with(Param.SEED, 9L), new Viewport(3, 4, 0.01, 20, 10),
                EnumSet.noneOf(Layer.class));
            ByteBuffer samples = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
            for (int row = 0; row < 10; row++) {
                for (int col = 0; col < 20; col++) {
                    assertEquals(MapExport.toSixteenBits(renderer.elevationAt(col, row)),
                        Short.toUnsignedInt(samples.getShort()), "sample " + col + "," + row);
                }
            }
        }
    }

    @Test
    @DisplayName("prints a preset's warnings on standard error and still renders")
    void presetWarnings() throws Exception {
        Path preset = Files.writeString(folder.resolve("typo.json"), "{\"format\": 1, \"sed\": 9}");
        Path out = folder.resolve("m.png");
        CliRun run = CliRun.run("", "render", "--preset", preset.toString(), "--size", "8x8", "--out", out.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().contains("warning: unknown field 'sed' ignored"), run.err());
        assertTrue(Files.exists(out));
    }

    /** Refused command lines: the options, the exit code, and fragments the error message must contain. */
    static Stream<Arguments> refusals() {
        int input = TerrainCli.EXIT_INPUT_ERROR;
        int usage = TerrainCli.EXIT_USAGE_ERROR;
        return Stream.of(
            Arguments.of(List.of("--size", "20000x10"), input, List.of("--size 20000x10: 20000 is out of range; "
                + "allowed 1 to 16384")),
            Arguments.of(List.of("--size", "0x10"), input, List.of("--size 0x10", "allowed 1 to 16384")),
            Arguments.of(List.of("--size", "640"), usage, List.of("--size 640: expected WIDTHxHEIGHT")),
            Arguments.of(List.of("--size", "12"), usage, List.of("--size 12: expected WIDTHxHEIGHT")),
            Arguments.of(List.of("--size", "ax4"), usage, List.of("--size ax4: 'a' is not a whole number")),
            Arguments.of(List.of("--size", "NaNxNaN"), usage, List.of("--size NaNxNaN: 'NaN' is not a whole number")),
            Arguments.of(List.of("--set", "frequncy=3"), input, List.of("--set frequncy=3: unknown parameter "
                + "'frequncy'; did you mean 'frequency'?")),
            Arguments.of(List.of("--set", "frequency"), usage, List.of("--set frequency: expected NAME=VALUE")),
            Arguments.of(List.of("--set", "frequency=100"), input, List.of("--set frequency: 100 is out of range; "
                + "allowed 0.1 to 64")),
            Arguments.of(List.of("--set", "noise=worley"), input, List.of("--set", "noise", "'worley'",
                "perlin, simplex, value")),
            Arguments.of(List.of("--set", "seed=1.5"), input, List.of("--set", "seed", "'1.5'", "whole number")),
            Arguments.of(List.of("--center", "1"), usage, List.of("--center 1: expected X,Y")),
            Arguments.of(List.of("--center", "1,north"), usage, List.of("--center 1,north: y 'north' is not a "
                + "number")),
            Arguments.of(List.of("--center", "NaN,0"), usage, List.of("--center NaN,0: x 'NaN' is not a number")),
            Arguments.of(List.of("--center", "1e999,0"), input, List.of("--center 1e999,0: out of range; allowed "
                + "-1e9 to 1e9 on each axis")),
            Arguments.of(List.of("--center", "1e300,0"), input, List.of("--center 1e300,0: out of range; allowed "
                + "-1e9 to 1e9 on each axis")),
            Arguments.of(List.of("--center", "0,-1000000001"), input, List.of("--center 0,-1000000001: out of "
                + "range")),
            Arguments.of(List.of("--units-per-pixel", "0"), input, List.of("--units-per-pixel 0: out of range; "
                + "allowed 1e-7 to 1000")),
            Arguments.of(List.of("--units-per-pixel", "1e9"), input, List.of("--units-per-pixel 1e9: out of range")),
            Arguments.of(List.of("--units-per-pixel", "NaN"), usage, List.of("--units-per-pixel NaN: not a number; "
                + "allowed 1e-7 to 1000")),
            Arguments.of(List.of("--layer", "height"), usage, List.of("--layer height: allowed elevation, "
                + "hypsometric, shaded, terrain, moisture, biome")),
            Arguments.of(List.of("--format", "jpg"), usage, List.of("--format jpg: allowed png, png16, r16")),
            Arguments.of(List.of("--format", "png16", "--layer", "moisture"), usage, List.of("--layer moisture: "
                + "--format png16 holds elevation only")),
            Arguments.of(List.of("--format", "r16", "--layer", "biome"), usage, List.of("--layer biome: --format "
                + "r16 holds elevation only")),
            Arguments.of(List.of("--preset", "no-such-preset.json"), input, List.of("--preset", "no-such-preset.json",
                "no such file")));
    }

    @ParameterizedTest(name = "refuses {0}")
    @MethodSource("refusals")
    @DisplayName("refuses a bad option, naming it and what is allowed, with its exit code and no file")
    void refuses(List<String> options, int exitCode, List<String> fragments) throws IOException {
        // A format's own extension, so only the option under test is wrong.
        Path out = folder.resolve(options.contains("r16") ? "refused.r16" : "refused.png");
        String[] args = Stream.concat(Stream.of("render", "--out", out.toString()), options.stream())
            .toArray(String[]::new);
        CliRun run = CliRun.run("", args);
        assertEquals(exitCode, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("render: "), run.err());
        for (String fragment : fragments) {
            assertTrue(run.err().contains(fragment), "'" + fragment + "' in: " + run.err());
        }
        assertEquals(exitCode == TerrainCli.EXIT_USAGE_ERROR, run.err().contains("Run 'terrain-explorer render "
            + "--help' for the options."), "a malformed command line, and only that, points at --help: " + run.err());
        assertEquals(List.of(), files(), "no file is written");
    }

    /** File names that do not match the format, and the endings the message must ask for. */
    static Stream<Arguments> wrongExtensions() {
        return Stream.of(
            Arguments.of("y.jpg", "png", "--out %s: expected a name ending in .png for --format png"),
            Arguments.of("map", "png", "--out %s: expected a name ending in .png for --format png"),
            Arguments.of("h.r16", "png16", "--out %s: expected a name ending in .png for --format png16; for this "
                + "name, use --format r16"),
            Arguments.of("h.png", "r16", "--out %s: expected a name ending in .r16 or .raw for --format r16; for "
                + "this name, use --format png or png16"),
            Arguments.of("h.r16.tmp", "r16", "--out %s: expected a name ending in .r16 or .raw for --format r16"));
    }

    @ParameterizedTest(name = "refuses {0} for {1}")
    @MethodSource("wrongExtensions")
    @DisplayName("refuses a file name whose ending promises another format, naming the expected ending")
    void wrongExtension(String name, String format, String message) throws IOException {
        Path out = folder.resolve(name);
        CliRun run = CliRun.run("", "render", "--size", "8x8", "--format", format, "--out", out.toString());
        assertEquals(TerrainCli.EXIT_USAGE_ERROR, run.exitCode());
        assertEquals("render: " + String.format(message, out) + "\nRun 'terrain-explorer render --help' for the "
            + "options.\n", run.err());
        assertEquals(List.of(), files(), "no file is written");
    }

    @Test
    @DisplayName("accepts any case of a format's ending, .raw for r16, and elevation as the heightmaps' layer")
    void acceptedNames() throws IOException {
        for (String[] args : List.of(new String[] {"--out", "A.PNG"}, new String[] {"--format", "r16", "--out", "h.raw"},
                new String[] {"--format", "png16", "--layer", "elevation", "--out", "h.png"})) {
            String[] command = Stream.concat(Stream.of("render", "--size", "4x4"), Stream.of(args))
                .map(a -> a.contains(".") ? folder.resolve(a).toString() : a).toArray(String[]::new);
            CliRun run = CliRun.run("", command);
            assertEquals(0, run.exitCode(), List.of(args) + ": " + run.err());
        }
        assertEquals(3, files().size());
    }

    @Test
    @DisplayName("says on standard output what it wrote: file, size, layer or format, and time")
    void reportsWhatItWrote() throws IOException {
        Path map = folder.resolve("map.png");
        CliRun run = CliRun.run("", "render", "--size", "24x12", "--layer", "moisture", "--out", map.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err(), "standard error stays for errors");
        assertTrue(run.out().matches("Wrote \\Q" + map + "\\E: 24x12 moisture, \\d+\\.\\d\\d s\n"), run.out());

        Path height = folder.resolve("height.r16");
        run = CliRun.run("", "render", "--size", "8x4", "--format", "r16", "--out", height.toString());
        assertTrue(run.out().matches("Wrote \\Q" + height + "\\E: 8x4 r16 elevation, \\d+\\.\\d\\d s\n"),
            run.out());
    }

    @Test
    @DisplayName("an output folder that does not exist is refused with the file's name and no stack trace")
    void unwritableOut() throws IOException {
        Path out = folder.resolve("missing").resolve("map.png");
        CliRun run = CliRun.run("", "render", "--size", "8x8", "--out", out.toString());
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.exitCode());
        assertTrue(run.err().startsWith("render: --out " + out + ": folder ") && run.err().contains("does not exist"),
            run.err());
        assertTrue(!run.err().contains("\tat "), "no stack trace: " + run.err());
        assertEquals(List.of(), files());
    }

    @Test
    @DisplayName("a folder whose permission bits allow writing but where no file can be made (/proc, as root) is "
        + "refused before a long world map starts")
    void folderThatTakesNoFiles() {
        Path proc = Path.of("/proc");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc), "a Linux /proc");
        CliRun run = CliRun.run("", "world", "map", "--size", "4096x4096", "--out", "/proc/map.png");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.exitCode(), run.err());
        assertEquals("world map: --out /proc/map.png: folder /proc is not writable", run.err().lines().findFirst()
            .orElse(""), run.err());
        assertFalse(Files.exists(proc.resolve("map.png")));
    }

    @Test
    @DisplayName("a missing --out is a usage error, named in one line without the whole usage")
    void outRequired() {
        CliRun run = CliRun.run("", "render", "--size", "8x8");
        assertEquals(TerrainCli.EXIT_USAGE_ERROR, run.exitCode());
        assertEquals("render: missing --out FILE (required)\nRun 'terrain-explorer render --help' for the options.\n",
            run.err());
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.toList();
        }
    }
}
