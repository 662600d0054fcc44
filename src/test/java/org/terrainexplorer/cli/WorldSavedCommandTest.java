package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.render.world.StoredChunksRenderer;
import org.terrainexplorer.render.world.WorldColors;

@DisplayName("The world map and section commands with --saved-world")
class WorldSavedCommandTest {

    /** Chunks 0..1 by 0..1 of the overworld, seed 42, saved by {@code world save}. */
    @TempDir
    static Path shared;
    private static Path world;

    @TempDir
    Path folder;

    @BeforeAll
    static void save() {
        world = shared.resolve("world");
        CliRun run = CliRun.run("", "world", "save", "--seed", "42", "--from", "0,0", "--to", "1,1", "--out",
            world.toString());
        assertEquals(0, run.exitCode(), run.err());
    }

    private static boolean notGenerated(int rgb) {
        int argb = 0xFF000000 | rgb;
        return argb == WorldColors.NOT_GENERATED || argb == WorldColors.NOT_GENERATED_HATCH;
    }

    private BufferedImage draw(String name, String... args) throws IOException {
        Path png = folder.resolve(name);
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--out";
        all[args.length + 1] = png.toString();
        CliRun run = CliRun.run("", all);
        assertEquals(0, run.exitCode(), run.err());
        assertFalse(run.err().contains("warning"), "no problems reading the world: " + run.err());
        return ImageIO.read(png.toFile());
    }

    @Test
    @DisplayName("map draws the saved chunks pixel for pixel as the generated world's, the others as not generated")
    void mapEqualsTheGenerated() throws IOException {
        for (String layer : new String[] {"surface", "biome", "height"}) {
            BufferedImage saved = draw("saved-" + layer + ".png", "world", "map", "--saved-world", world.toString(),
                "--center", "16,16", "--size", "64x64", "--layer", layer);
            BufferedImage generated = draw("generated-" + layer + ".png", "world", "map", "--seed", "42", "--center",
                "16,16", "--size", "64x64", "--layer", layer);
            int compared = 0;
            for (int j = 0; j < 64; j++) {
                for (int i = 0; i < 64; i++) {
                    // Pixel (i, j) is block (i − 16, j − 16); the saved chunks are blocks 0 to 31.
                    int x = i - 16;
                    int z = j - 16;
                    boolean inside = x >= 0 && x < 32 && z >= 0 && z < 32;
                    // (The edge rows and columns look at neighbours the saved world lacks: hill shading north,
                    // contours east and south.)
                    boolean edge = z == 0 || x == 31 || z == 31;
                    if (inside && !edge) {
                        assertEquals(generated.getRGB(i, j), saved.getRGB(i, j), layer + " at " + x + "," + z);
                        compared++;
                    } else if (!inside) {
                        assertTrue(notGenerated(saved.getRGB(i, j)), layer + " at " + x + "," + z);
                    }
                }
            }
            assertEquals(31 * 30, compared);
        }
    }

    @Test
    @DisplayName("section draws the saved blocks as the generated world's, and a missing chunk as not generated")
    void sectionEqualsTheGenerated() throws IOException {
        BufferedImage saved = draw("saved.png", "world", "section", "--saved-world", world.toString(), "--z", "20",
            "--from", "-8", "--to", "39");
        BufferedImage generated = draw("generated.png", "world", "section", "--seed", "42", "--z", "20", "--from",
            "-8", "--to", "39");
        assertEquals(48, saved.getWidth());
        assertEquals(384, saved.getHeight());
        int seaRow = 319 - 63;
        for (int i = 0; i < 48; i++) {
            int x = i - 8;
            for (int row = 0; row < 384; row++) {
                if (x >= 0 && x < 32) {
                    assertEquals(generated.getRGB(i, row), saved.getRGB(i, row), "x " + x + " row " + row);
                } else if (row != seaRow) {
                    assertTrue(notGenerated(saved.getRGB(i, row)), "x " + x + " row " + row);
                }
            }
        }
    }

    @Test
    @DisplayName("map beyond 2 blocks per pixel draws the saved chunks' own columns, not boxes of which are stored")
    void farMapDrawsColumns() throws IOException {
        BufferedImage far = draw("far.png", "world", "map", "--saved-world", world.toString(), "--blocks-per-pixel",
            "4", "--center", "0,0", "--size", "32x32", "--layer", "biome");
        BufferedImage near = draw("near.png", "world", "map", "--saved-world", world.toString(), "--center", "16,16",
            "--size", "64x64", "--layer", "biome");
        // Far pixel (i, j) is block (4 (i − 16), 4 (j − 16)); near pixel (i, j) is block (i − 16, j − 16).
        int compared = 0;
        for (int j = 16; j < 24; j++) {
            for (int i = 16; i < 24; i++) {
                int x = 4 * (i - 16);
                int z = 4 * (j - 16);
                assertEquals(near.getRGB(x + 16, z + 16), far.getRGB(i, j), "block " + x + "," + z);
                assertTrue(far.getRGB(i, j) != StoredChunksRenderer.STORED);
                compared++;
            }
        }
        assertEquals(64, compared);
        assertTrue(notGenerated(far.getRGB(4, 4)));
        assertTrue(notGenerated(far.getRGB(28, 18)));
    }

    @Test
    @DisplayName("without --center and --size the map is centred on the saved chunks and shows them all, not the "
        + "spawn's surroundings")
    void mapWithoutCentreShowsTheSavedChunks() throws IOException {
        // Given chunks -4..1 by -1..0 of seed 42, whose spawn (-32, 0) lies in them but west of their middle (-16, 0)
        Path offCentre = folder.resolve("off-centre");
        CliRun save = CliRun.run("", "world", "save", "--seed", "42", "--from", "-4,-1", "--to", "1,0", "--out",
            offCentre.toString());
        assertEquals(0, save.exitCode(), save.err());
        // When it is mapped without --center, --size or --blocks-per-pixel
        Path png = folder.resolve("fit.png");
        CliRun map = CliRun.run("", "world", "map", "--saved-world", offCentre.toString(), "--out", png.toString());
        // Then the image is the 96 x 32 blocks of the 12 chunks, every pixel one of them
        assertEquals(0, map.exitCode(), map.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(96, image.getWidth(), map.out());
        assertEquals(32, image.getHeight(), map.out());
        for (int j = 0; j < 32; j++) {
            for (int i = 0; i < 96; i++) {
                assertFalse(notGenerated(image.getRGB(i, j)), "pixel " + i + "," + j);
            }
        }
        assertTrue(map.out().contains("12 chunks read, centred on the saved chunks -4,-1 to 1,0 (all in view)"),
            map.out());
        assertTrue(map.err().contains("centre -16,0 (the middle of the saved chunks -4,-1 to 1,0)"), map.err());
        // And with --size the middle is kept: 64 px show blocks -48..15, chunks -3..0, the rest cut off
        CliRun sized = CliRun.run("", "world", "map", "--saved-world", offCentre.toString(), "--size", "64x32",
            "--out", folder.resolve("sized.png").toString());
        assertEquals(0, sized.exitCode(), sized.err());
        assertTrue(sized.out().contains("8 chunks read, centred on the saved chunks -4,-1 to 1,0 (their middle; "
            + "a larger --size shows them all)"), sized.out());
    }

    @Test
    @DisplayName("a folder that is not a world, a climate layer or the density are refused with exit 1 and no file; "
        + "a seed beside --saved-world is a usage error")
    void badInput() throws IOException {
        Path png = folder.resolve("none.png");
        List<Path> before;
        try (var files = Files.walk(world)) {
            before = files.sorted().toList();
        }
        CliRun notAWorld = CliRun.run("", "world", "map", "--saved-world", folder.toString(), "--out", png.toString());
        assertEquals(1, notAWorld.exitCode());
        assertTrue(notAWorld.err().contains("is not a Minecraft world: it has no level.dat"), notAWorld.err());
        CliRun missing = CliRun.run("", "world", "section", "--saved-world", folder.resolve("nope").toString(), "--z",
            "0", "--from", "0", "--to", "9", "--out", png.toString());
        assertEquals(1, missing.exitCode());
        assertTrue(missing.err().contains("does not exist"), missing.err());
        CliRun climate = CliRun.run("", "world", "map", "--saved-world", world.toString(), "--layer", "erosion",
            "--out", png.toString());
        assertEquals(1, climate.exitCode());
        assertTrue(climate.err().contains("a saved world has only its blocks"), climate.err());
        CliRun density = CliRun.run("", "world", "section", "--saved-world", world.toString(), "--z", "0", "--from",
            "0", "--to", "9", "--layer", "density", "--out", png.toString());
        assertEquals(1, density.exitCode());
        assertTrue(density.err().contains("choose blocks"), density.err());
        CliRun seed = CliRun.run("", "world", "map", "--saved-world", world.toString(), "--seed", "7", "--out",
            png.toString());
        assertEquals(2, seed.exitCode());
        assertTrue(seed.err().contains("--seed does not go with it"), seed.err());
        CliRun structures = CliRun.run("", "world", "map", "--saved-world", world.toString(), "--structures", "off",
            "--carvers", "off", "--out", png.toString());
        assertEquals(2, structures.exitCode());
        assertTrue(structures.err().contains("--carvers and --structures do not go with it"), structures.err());
        assertFalse(Files.exists(png));
        try (var after = Files.walk(world)) {
            assertEquals(before, after.sorted().toList(), "reading never writes");
        }
    }
}
