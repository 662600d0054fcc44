package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import org.terrainexplorer.io.MapExport;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.RenderPool;
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
    @DisplayName("renders a preset's saved view, and the heightmap formats write elevation")
    void presetAndHeightmap() throws Exception {
        Path preset = Files.writeString(folder.resolve("p.json"), "{\"format\": 1, \"seed\": 9, "
            + "\"view\": {\"centerX\": 3, \"centerY\": 4, \"unitsPerPixel\": 0.01}}");
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

    /** Refused command lines: the options, and fragments the error message must contain. */
    static Stream<Arguments> refusals() {
        return Stream.of(
            Arguments.of(List.of("--size", "20000x10"), List.of("--size 20000x10", "20000", "allowed 1 to 16384")),
            Arguments.of(List.of("--size", "0x10"), List.of("--size 0x10", "allowed 1 to 16384")),
            Arguments.of(List.of("--size", "640"), List.of("--size 640", "WIDTHxHEIGHT")),
            Arguments.of(List.of("--size", "ax4"), List.of("--size ax4", "'a' is not a whole number")),
            Arguments.of(List.of("--set", "frequncy=3"), List.of("--set frequncy=3", "unknown parameter 'frequncy'",
                "frequency")),
            Arguments.of(List.of("--set", "frequency"), List.of("--set frequency", "NAME=VALUE")),
            Arguments.of(List.of("--set", "frequency=100"), List.of("--set", "frequency", "100", "out of range",
                "0.1 to 64")),
            Arguments.of(List.of("--set", "noise=worley"), List.of("--set", "noise", "'worley'",
                "perlin, simplex, value")),
            Arguments.of(List.of("--set", "seed=1.5"), List.of("--set", "seed", "'1.5'", "whole number")),
            Arguments.of(List.of("--center", "1"), List.of("--center 1", "X,Y")),
            Arguments.of(List.of("--center", "1,north"), List.of("--center", "'north'", "finite number")),
            Arguments.of(List.of("--center", "NaN,0"), List.of("--center", "'NaN'", "finite number")),
            Arguments.of(List.of("--center", "1e999,0"), List.of("--center", "'1e999'", "finite number")),
            Arguments.of(List.of("--units-per-pixel", "0"), List.of("--units-per-pixel", "0", "1.0E-7 to 1000.0")),
            Arguments.of(List.of("--units-per-pixel", "1e9"), List.of("--units-per-pixel", "1.0E9", "out of range")),
            Arguments.of(List.of("--layer", "height"), List.of("--layer", "'height'",
                "elevation, hypsometric, shaded, terrain, moisture, biome")),
            Arguments.of(List.of("--format", "jpg"), List.of("--format", "'jpg'", "png, png16, r16")),
            Arguments.of(List.of("--preset", "no-such-preset.json"), List.of("--preset", "no-such-preset.json",
                "no such file")));
    }

    @ParameterizedTest(name = "refuses {0}")
    @MethodSource("refusals")
    @DisplayName("refuses a bad option, naming it and what is allowed, with a non-zero exit and no file")
    void refuses(List<String> options, List<String> fragments) throws IOException {
        Path out = folder.resolve("refused.png");
        String[] args = Stream.concat(Stream.of("render", "--out", out.toString()), options.stream())
            .toArray(String[]::new);
        CliRun run = CliRun.run("", args);
        assertNotEquals(0, run.exitCode(), "exit code");
        assertEquals("", run.out());
        for (String fragment : fragments) {
            assertTrue(run.err().contains(fragment), "'" + fragment + "' in: " + run.err());
        }
        assertEquals(List.of(), files(), "no file is written");
    }

    @Test
    @DisplayName("an output folder that does not exist is refused with the file's name and no stack trace")
    void unwritableOut() throws IOException {
        Path out = folder.resolve("missing").resolve("map.png");
        CliRun run = CliRun.run("", "render", "--size", "8x8", "--out", out.toString());
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.exitCode());
        assertTrue(run.err().startsWith("render: cannot write " + out), run.err());
        assertTrue(!run.err().contains("\tat "), "no stack trace: " + run.err());
        assertEquals(List.of(), files());
    }

    @Test
    @DisplayName("a missing --out is a usage error")
    void outRequired() {
        CliRun run = CliRun.run("", "render", "--size", "8x8");
        assertNotEquals(0, run.exitCode());
        assertTrue(run.err().contains("--out"), run.err());
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.toList();
        }
    }
}
