package org.terrainexplorer.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.export.MapExport.Format;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.TerrainRenderer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

@DisplayName("Map export")
class MapExportTest {

    /** Spans three strips (128 + 128 + 44 rows) and is not a multiple of anything the renderer uses. */
    private static final int WIDTH = 300;
    private static final int HEIGHT = 300;

    /**
     * The defaults with ridges and terraces on, so elevation has sharp features at strip edges, and the home
     * view, where trees are drawn (their spacing is 3 pixels) and straddle strip boundaries.
     */
    private static final TerrainParams PARAMS = TerrainParams.defaults().with(Param.RIDGES, 0.4)
        .with(Param.TERRACES, 12);
    private static final Viewport VIEW = Viewport.home(WIDTH, HEIGHT);

    private static RenderPool pool;

    @TempDir
    Path folder;

    @BeforeAll
    static void startPool() {
        pool = new RenderPool(2);
    }

    @AfterAll
    static void stopPool() {
        pool.close();
    }

    // ------------------------------------------------------------------ pixels

    @ParameterizedTest(name = "{0}")
    @EnumSource(Layer.class)
    @DisplayName("an exported PNG has exactly the renderer's pixels for the whole view, across strips")
    void pngEqualsRenderer(Layer layer) throws Exception {
        Path file = folder.resolve(layer.id() + ".png");
        MapExport.export(pool, PARAMS, VIEW, layer, Format.PNG, file, MapExport.Progress.NONE);

        TerrainRenderer renderer = new TerrainRenderer(pool);
        renderer.render(PARAMS, VIEW, EnumSet.of(layer));
        int[] expected = renderer.image(layer);

        BufferedImage png = ImageIO.read(file.toFile());
        assertEquals(WIDTH, png.getWidth());
        assertEquals(HEIGHT, png.getHeight());
        assertEquals(8, png.getColorModel().getComponentSize(0), "8 bits per channel");
        assertFalse(png.getColorModel().hasAlpha(), "RGB without alpha");
        int[] actual = png.getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH);
        for (int i = 0; i < actual.length; i++) {
            if (actual[i] != (expected[i] | 0xFF000000)) {
                throw new AssertionError("pixel (" + i % WIDTH + ", " + i / WIDTH + "): expected "
                    + Integer.toHexString(expected[i]) + ", was " + Integer.toHexString(actual[i]));
            }
        }
        if (layer == Layer.BIOME) {
            assertTrue(renderer.stats().trees() > 100, "the view has trees to cut across strips");
        }
    }

    @ParameterizedTest(name = "{0}×{1}")
    @CsvSource({"1, 1", "1, 130", "257, 1", "5, 129"})
    @DisplayName("thin and odd sizes export exactly, in every format")
    void oddSizes(int width, int height) throws Exception {
        Viewport view = new Viewport(0.3, -0.2, 0.004, width, height);
        TerrainRenderer renderer = new TerrainRenderer(pool);
        renderer.render(PARAMS, view, EnumSet.of(Layer.BIOME));
        Path png = folder.resolve("odd.png");
        MapExport.export(pool, PARAMS, view, Layer.BIOME, Format.PNG, png, MapExport.Progress.NONE);
        BufferedImage image = ImageIO.read(png.toFile());
        int[] expected = renderer.image(Layer.BIOME).clone();
        for (int i = 0; i < expected.length; i++) {
            expected[i] |= 0xFF000000;
        }
        assertArrayEquals(expected, image.getRGB(0, 0, width, height, null, 0, width));

        Path png16 = folder.resolve("odd16.png");
        MapExport.export(pool, PARAMS, view, Layer.BIOME, Format.PNG16, png16, MapExport.Progress.NONE);
        int[] samples = ImageIO.read(png16.toFile()).getRaster().getSamples(0, 0, width, height, 0, (int[]) null);
        Path r16 = folder.resolve("odd.r16");
        MapExport.export(pool, PARAMS, view, Layer.BIOME, Format.R16, r16, MapExport.Progress.NONE);
        ByteBuffer raw = ByteBuffer.wrap(Files.readAllBytes(r16)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(width * height * 2, raw.capacity());
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                int sample = MapExport.toSixteenBits(renderer.elevationAt(col, row));
                assertEquals(sample, samples[row * width + col], "PNG16 at " + col + "," + row);
                assertEquals(sample, Short.toUnsignedInt(raw.getShort()), "R16 at " + col + "," + row);
            }
        }
    }

    @Test
    @DisplayName("a PNG16 heightmap is 16-bit grayscale with one elevation sample per pixel")
    void png16Samples() throws Exception {
        Path file = folder.resolve("height.png");
        MapExport.export(pool, PARAMS, VIEW, Layer.BIOME, Format.PNG16, file, MapExport.Progress.NONE);

        // The header, read by hand: IHDR's width, height, bit depth 16 and colour type 0 (grayscale).
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(file)))) {
            assertEquals(0x89504E470D0A1A0AL, in.readLong(), "PNG signature");
            assertEquals(13, in.readInt());
            assertEquals(0x49484452, in.readInt(), "IHDR");
            assertEquals(WIDTH, in.readInt());
            assertEquals(HEIGHT, in.readInt());
            assertEquals(16, in.readUnsignedByte(), "bit depth");
            assertEquals(0, in.readUnsignedByte(), "colour type: grayscale");
        }
        BufferedImage png = ImageIO.read(file.toFile());
        assertEquals(BufferedImage.TYPE_USHORT_GRAY, png.getType());
        int[] expected = expectedSamples();
        int[] actual = png.getRaster().getSamples(0, 0, WIDTH, HEIGHT, 0, (int[]) null);
        assertArrayEquals(expected, actual);
        assertTrue(distinct(actual) > 1000, "real 16-bit detail, not 256 levels");
    }

    @Test
    @DisplayName("an R16 heightmap is width × height little-endian 16-bit samples, row by row")
    void r16Samples() throws Exception {
        Path file = folder.resolve("height.r16");
        MapExport.export(pool, PARAMS, VIEW, Layer.BIOME, Format.R16, file, MapExport.Progress.NONE);

        byte[] bytes = Files.readAllBytes(file);
        assertEquals(WIDTH * HEIGHT * 2, bytes.length);
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int[] actual = new int[WIDTH * HEIGHT];
        for (int i = 0; i < actual.length; i++) {
            actual[i] = Short.toUnsignedInt(buffer.getShort());
        }
        assertArrayEquals(expectedSamples(), actual);
    }

    /** The renderer's elevation over the whole view, as 16-bit samples. */
    private static int[] expectedSamples() {
        TerrainRenderer renderer = new TerrainRenderer(pool);
        renderer.render(PARAMS, VIEW, EnumSet.noneOf(Layer.class));
        int[] samples = new int[WIDTH * HEIGHT];
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                samples[row * WIDTH + col] = MapExport.toSixteenBits(renderer.elevationAt(col, row));
            }
        }
        return samples;
    }

    private static long distinct(int[] samples) {
        return Arrays.stream(samples).distinct().count();
    }

    @Test
    @DisplayName("elevation 0 to 1 maps onto 0 to 65535, rounded, and outside values are clamped")
    void sixteenBits() {
        assertEquals(0, MapExport.toSixteenBits(0f));
        assertEquals(65535, MapExport.toSixteenBits(1f));
        assertEquals(32768, MapExport.toSixteenBits(0.5f), "32767.5 rounds up");
        assertEquals(1, MapExport.toSixteenBits(1f / 65535));
        assertEquals(0, MapExport.toSixteenBits(0.4f / 65535), "below half a step rounds down");
        assertEquals(0, MapExport.toSixteenBits(-0.25f));
        assertEquals(65535, MapExport.toSixteenBits(1.5f));
    }

    // ------------------------------------------------------------------ progress and cancelling

    @ParameterizedTest(name = "{0}")
    @EnumSource(Format.class)
    @DisplayName("progress rises strip by strip to the total")
    void progressRises(Format format) throws Exception {
        List<Integer> done = new ArrayList<>();
        List<Integer> totals = new ArrayList<>();
        MapExport.Progress progress = new MapExport.Progress() {
            @Override
            public void rows(int rows, int total) {
                done.add(rows);
                totals.add(total);
            }

            @Override
            public boolean cancelled() {
                return false;
            }
        };
        MapExport.export(pool, PARAMS, VIEW, Layer.BIOME, format, folder.resolve("p." + format.extension()),
            progress);
        assertEquals(List.of(0, 128, 256, 300), done);
        assertTrue(totals.stream().allMatch(t -> t == HEIGHT), totals.toString());
    }

    /** Cancels once the first strip is done: when progress reports rows beyond the first strip. */
    private static final class CancelAfterFirstStrip implements MapExport.Progress {
        int reports;
        boolean cancelled;

        @Override
        public void rows(int done, int total) {
            reports++;
            if (done >= MapExport.STRIP_ROWS) {
                cancelled = true;
            }
        }

        @Override
        public boolean cancelled() {
            return cancelled;
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Format.class)
    @DisplayName("cancelling after the first strip throws and leaves neither the file nor a .part file")
    void cancelLeavesNothing(Format format) throws Exception {
        Path file = folder.resolve("cancelled." + format.extension());
        CancelAfterFirstStrip progress = new CancelAfterFirstStrip();
        assertThrows(CancellationException.class,
            () -> MapExport.export(pool, PARAMS, VIEW, Layer.BIOME, format, file, progress));
        assertEquals(2, progress.reports, "stopped at the second strip, not the end");
        assertEquals(List.of(), files(), "no file and no temporary file");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Format.class)
    @DisplayName("cancelling leaves an existing file of the same name untouched")
    void cancelKeepsExisting(Format format) throws Exception {
        Path file = folder.resolve("existing." + format.extension());
        byte[] old = {1, 2, 3, 4, 5};
        Files.write(file, old);
        assertThrows(CancellationException.class, () -> MapExport.export(pool, PARAMS, VIEW, Layer.BIOME, format,
            file, new CancelAfterFirstStrip()));
        assertArrayEquals(old, Files.readAllBytes(file));
        assertEquals(List.of(file), files());
    }

    @Test
    @DisplayName("an export cancelled before it starts writes nothing")
    void cancelledAtOnce() throws Exception {
        MapExport.Progress never = new MapExport.Progress() {
            @Override
            public void rows(int done, int total) {
                throw new AssertionError("no progress is reported for a cancelled export");
            }

            @Override
            public boolean cancelled() {
                return true;
            }
        };
        assertThrows(CancellationException.class, () -> MapExport.export(pool, PARAMS, VIEW, Layer.BIOME,
            Format.PNG, folder.resolve("never.png"), never));
        assertEquals(List.of(), files());
    }

    @Test
    @DisplayName("exporting over an existing file replaces it")
    void replacesExisting() throws Exception {
        Path file = folder.resolve("map.png");
        Files.writeString(file, "old");
        MapExport.export(pool, PARAMS, Viewport.home(40, 30), Layer.MOISTURE, Format.PNG, file,
            MapExport.Progress.NONE);
        BufferedImage png = ImageIO.read(file.toFile());
        assertEquals(40, png.getWidth());
        assertEquals(30, png.getHeight());
        assertEquals(List.of(file), files());
    }

    // ------------------------------------------------------------------ failures

    @ParameterizedTest(name = "{0}")
    @EnumSource(Format.class)
    @DisplayName("a target in a missing folder fails with an IOException naming the file")
    void missingFolder(Format format) {
        Path file = folder.resolve("missing").resolve("map." + format.extension());
        IOException e = assertThrows(IOException.class, () -> MapExport.export(pool, PARAMS, VIEW, Layer.BIOME,
            format, file, MapExport.Progress.NONE));
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Format.class)
    @DisplayName("a target that is a folder fails with an IOException naming it, and the folder is untouched")
    void targetIsFolder(Format format) throws Exception {
        Path dir = Files.createDirectory(folder.resolve("map." + format.extension()));
        IOException e = assertThrows(IOException.class, () -> MapExport.export(pool, PARAMS, VIEW, Layer.BIOME,
            format, dir, MapExport.Progress.NONE));
        assertTrue(e.getMessage().contains(dir.toString()) && e.getMessage().contains("is a folder"),
            e.getMessage());
        assertTrue(Files.isDirectory(dir));
        assertEquals(List.of(dir), files());
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.sorted().toList();
        }
    }
}
