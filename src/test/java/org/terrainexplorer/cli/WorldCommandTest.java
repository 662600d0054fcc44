package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.json.Suggestions;

@DisplayName("The world command")
class WorldCommandTest {

    @TempDir
    Path folder;

    @Test
    @DisplayName("sample prints the chosen fields tab-separated in full precision, one line per point")
    void samplePrintsFields() {
        CliRun run = CliRun.run("# a comment\n0 64 0\n\n-3000 10 777\n", "world", "sample", "--seed", "7",
            "--fields", "continents,final_density,biome,block,world_surface,ocean_floor");
        assertEquals(0, run.exitCode(), run.err());
        String[] lines = run.lines();
        assertEquals(2, lines.length);
        RandomState state = new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 7L);
        String[] first = lines[0].split("\t");
        assertEquals(6, first.length);
        assertEquals(Double.toString(state.router().continents().compute(FunctionContext.of(0, 64, 0))), first[0]);
        assertEquals(Double.toString(state.router().finalDensity().compute(FunctionContext.of(0, 64, 0))), first[1]);
        assertTrue(first[2].startsWith("minecraft:"), first[2]);
        assertTrue(first[3].startsWith("minecraft:"), first[3]);
        int surface = Integer.parseInt(first[4]);
        int floor = Integer.parseInt(first[5]);
        assertTrue(floor <= surface && surface > -64 && surface <= 320, surface + " " + floor);
    }

    @Test
    @DisplayName("sample knows weirdness and peaks_valleys by the names the map's layers give them")
    void sampleTakesTheMapsLayerNames() {
        CliRun run = CliRun.run("-3000 10 777\n", "world", "sample", "--seed", "7",
            "--fields", "weirdness,peaks_valleys,ridges");
        assertEquals(0, run.exitCode(), run.err());
        String[] values = run.lines()[0].split("\t");
        WorldSampler map = new WorldSampler(new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 7L));
        assertEquals(Double.toString(map.value(WorldSampler.WEIRDNESS, -3000, 10, 777)), values[0]);
        assertEquals(Double.toString(map.value(WorldSampler.PEAKS_VALLEYS, -3000, 10, 777)), values[1]);
        assertEquals(values[2], values[0], "weirdness is the ridges slot");
    }

    @Test
    @DisplayName("a release typed without its patch (1.20) names the releases of that line there is data for")
    void releaseLineWithoutPatch() {
        CliRun line = CliRun.run("0 64 0\n", "world", "sample", "--game-version", "1.20", "--fields", "depth");
        assertEquals(1, line.exitCode());
        assertTrue(line.err().contains("--game-version 1.20: no game data for it"), line.err());
        assertTrue(line.err().contains("; of 1.20 there is data for 1.20.1, 1.20.6"), line.err());
        CliRun typo = CliRun.run("0 64 0\n", "world", "sample", "--game-version", "1.21.l", "--fields", "depth");
        assertTrue(typo.err().contains("did you mean '1.21.1'?"), typo.err());
    }

    @Test
    @DisplayName("a mistyped release as near to two suggests the newer: 26.3 finds 26.2, not 26.1")
    void releaseTiesGoToTheNewest() {
        CliRun run = CliRun.run("0 64 0\n", "world", "sample", "--game-version", "26.3", "--fields", "depth");
        assertEquals(1, run.exitCode());
        assertTrue(run.err().contains("did you mean '26.2'?"), run.err());
        assertEquals("; did you mean '1.21.11'? (the nearest release there is data for)",
            WorldOptions.releasesOfLine("1.21.12", java.util.List.of("1.21.9", "1.21.10", "1.21.11", "26.1")),
            "by release order, not as text");
        assertEquals("; did you mean 'frequency'?", Suggestions.didYouMean("frequncy",
            java.util.List.of("frequency", "frequencz")), "other names still go to the first on a tie");
    }

    @Test
    @DisplayName("a release the game had but there is no data for suggests the one with its terrain data, else the "
        + "nearest by release order")
    void releaseSuggestionsFollowTheData() {
        java.util.List<String> shipped = java.util.List.of("1.19.3", "1.20.1", "1.20.6", "1.21.1", "1.21.4", "1.21.5",
            "1.21.8", "1.21.9", "1.21.11", "26.1", "26.2");
        for (String[] c : new String[][] {{"1.21.2", "1.21.1"}, {"1.21.3", "1.21.1"}, {"1.21.6", "1.21.8"},
            {"1.20.4", "1.20.1"}, {"1.19.4", "1.19.3"}, {"1.21.10", "1.21.9"}, {"26.1.2", "26.1"}}) {
            assertEquals("; did you mean '" + c[1] + "'? (its terrain data is " + c[0] + "'s)",
                WorldOptions.releasesOfLine(c[0], shipped), c[0]);
        }
        assertEquals("; did you mean '1.19.3'? (the nearest release there is data for)",
            WorldOptions.releasesOfLine("1.18.2", shipped), "older than every release: the oldest");
        assertEquals("; did you mean '26.2'? (the nearest release there is data for)",
            WorldOptions.releasesOfLine("27.1", shipped));
        for (String far : new String[] {"1.99", "2.0", "1.22", "30.0"}) {
            assertEquals("", WorldOptions.releasesOfLine(far, shipped), far + " is no typo of a release: the list says "
                + "the rest");
        }
        CliRun run = CliRun.run("0 64 0\n", "world", "sample", "--game-version", "1.21.6", "--fields", "depth");
        assertEquals(1, run.exitCode());
        assertTrue(run.err().contains("did you mean '1.21.8'?"), run.err());
        CliRun far = CliRun.run("0 64 0\n", "world", "sample", "--game-version", "1.99", "--fields", "depth");
        assertEquals(1, far.exitCode());
        assertTrue(far.err().contains("available: 1.19.3, 1.20.1") && !far.err().contains("did you mean"), far.err());
    }

    @Test
    @DisplayName("sample treats a text seed as the game does: its hash code")
    void textSeeds() {
        CliRun text = CliRun.run("12 70 -5\n", "world", "sample", "--seed", "Terrain Explorer", "--fields", "erosion");
        CliRun number = CliRun.run("12 70 -5\n", "world", "sample", "--seed", "1336252682", "--fields", "erosion");
        assertEquals(0, text.exitCode(), text.err());
        assertEquals(number.out(), text.out());
    }

    @Test
    @DisplayName("sample stops at a bad line, naming its number, with exit 1")
    void sampleRefusesBadLines() {
        CliRun count = CliRun.run("0 64 0\n1 2\n", "world", "sample", "--fields", "depth");
        assertEquals(1, count.exitCode());
        assertTrue(count.err().contains("line 2") && count.err().contains("expected 3 whole numbers"), count.err());
        assertEquals(1, count.lines().length, "the good line before it was printed");
        CliRun decimal = CliRun.run("0.5 64 0\n", "world", "sample", "--fields", "depth");
        assertEquals(1, decimal.exitCode());
        assertTrue(decimal.err().contains("line 1: '0.5' is not a whole number"), decimal.err());
        CliRun far = CliRun.run("30000001 64 0\n", "world", "sample", "--fields", "depth");
        assertEquals(1, far.exitCode());
        assertTrue(far.err().contains("beyond the world's limit"), far.err());
    }

    @Test
    @DisplayName("an unknown field or world is a usage error that suggests the nearest")
    void unknownNames() {
        CliRun field = CliRun.run("", "world", "sample", "--fields", "contnents");
        assertEquals(2, field.exitCode());
        assertTrue(field.err().contains("did you mean 'continents'"), field.err());
        CliRun world = CliRun.run("", "world", "sample", "--world", "amplifyed", "--fields", "depth");
        assertEquals(2, world.exitCode());
        assertTrue(world.err().contains("amplified"), world.err());
    }

    @Test
    @DisplayName("a bad datapack fails before anything is generated, naming the file and the JSON path")
    void badDatapack() throws IOException {
        Path pack = folder.resolve("pack");
        Path file = pack.resolve("data/minecraft/worldgen/density_function/overworld/erosion.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "{\"type\": \"minecraft:noise\", \"noise\": \"minecraft:erosion\", \"xz_scale\": 1}");
        CliRun run = CliRun.run("0 0 0\n", "world", "sample", "--datapack", pack.toString(), "--fields", "erosion");
        assertEquals(1, run.exitCode());
        assertTrue(run.err().contains("density_function/overworld/erosion.json"), run.err());
        assertTrue(run.err().contains("missing field 'y_scale'"), run.err());
        assertEquals("", run.out());
        CliRun missing = CliRun.run("", "world", "sample", "--datapack", folder.resolve("nope").toString(),
            "--fields", "erosion");
        assertEquals(1, missing.exitCode());
        assertTrue(missing.err().contains("no such file or folder"), missing.err());
    }

    @Test
    @DisplayName("map writes a PNG of the asked size; bad input writes nothing")
    void map() throws IOException {
        Path png = folder.resolve("map.png");
        CliRun run = CliRun.run("", "world", "map", "--size", "64x48", "--layer", "biome", "--blocks-per-pixel", "2",
            "--out", png.toString());
        assertEquals(0, run.exitCode(), run.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(64, image.getWidth());
        assertEquals(48, image.getHeight());
        Path none = folder.resolve("none.png");
        CliRun scale = CliRun.run("", "world", "map", "--blocks-per-pixel", "65", "--out", none.toString());
        assertEquals(1, scale.exitCode());
        assertTrue(scale.err().contains("allowed 1 to 64"), scale.err());
        CliRun nan = CliRun.run("", "world", "map", "--size", "NaNxNaN", "--out", none.toString());
        assertTrue(nan.err().contains("--size NaNxNaN: 'NaN' is not a whole number"), "as typed: " + nan.err());
        CliRun name = CliRun.run("", "world", "map", "--out", folder.resolve("map.jpg").toString());
        assertEquals(2, name.exitCode(), "a value --out does not take: " + name.err());
        assertFalse(Files.exists(none) || Files.exists(folder.resolve("map.jpg")));
    }

    @Test
    @DisplayName("the nether's surface map at 1 block per pixel shows the floor under the bedrock roof (netherrack, "
        + "the lava sea), not the roof as one flat grey")
    void netherMapBelowTheRoof() throws IOException {
        Path png = folder.resolve("nether.png");
        CliRun run = CliRun.run("", "world", "map", "--dimension", "the_nether", "--size", "32x32", "--out",
            png.toString());
        assertEquals(0, run.exitCode(), run.err());
        BufferedImage image = ImageIO.read(png.toFile());
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        int reddish = 0;
        for (int y = 0; y < 32; y++) {
            for (int x = 0; x < 32; x++) {
                int argb = image.getRGB(x, y);
                colours.add(argb);
                if (((argb >> 16) & 0xFF) > ((argb >> 8) & 0xFF) + 30) {
                    reddish++;
                }
            }
        }
        assertTrue(colours.size() > 8, colours.size() + " colours");
        assertTrue(reddish > 32 * 32 / 2, reddish + " of 1024 pixels netherrack or lava");
    }

    @Test
    @DisplayName("a coordinate beyond the world's limit is bad input (exit 1), a malformed one a usage error (exit 2)")
    void coordinatesBeyondTheLimit() {
        Path none = folder.resolve("none.png");
        CliRun far = CliRun.run("", "world", "map", "--center", "30000001,0", "--out", none.toString());
        assertEquals(1, far.exitCode(), far.err());
        assertTrue(far.err().contains("--center 30000001,0: 30000001 is beyond the world's limit"), far.err());
        CliRun chunks = CliRun.run("", "world", "chunks", "--from", "0,0", "--to", "1875001,0");
        assertEquals(1, chunks.exitCode(), chunks.err());
        assertTrue(chunks.err().contains("beyond the world's limit of ±1875000 chunks"), chunks.err());
        CliRun malformed = CliRun.run("", "world", "map", "--center", "NaN,0", "--out", none.toString());
        assertEquals(2, malformed.exitCode(), malformed.err());
        assertFalse(Files.exists(none));
    }

    @Test
    @DisplayName("section writes one pixel per block over the world's height")
    void section() throws IOException {
        Path png = folder.resolve("section.png");
        CliRun run = CliRun.run("", "world", "section", "--z", "5", "--from", "-10", "--to", "29", "--layer", "density",
            "--out", png.toString());
        assertEquals(0, run.exitCode(), run.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(40, image.getWidth());
        assertEquals(384, image.getHeight());
        CliRun both = CliRun.run("", "world", "section", "--x", "1", "--z", "1", "--from", "0", "--to", "1", "--out",
            folder.resolve("x.png").toString());
        assertEquals(2, both.exitCode(), "--x and --z together are refused");
    }

    @Test
    @DisplayName("section with no line draws the window's first line, along x at z 0 from -256 to 255")
    void sectionDefaultsToTheWindowsLine() throws IOException {
        Path bare = folder.resolve("bare.png");
        Path spelt = folder.resolve("spelt.png");
        CliRun run = CliRun.run("", "world", "section", "--out", bare.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("Wrote " + bare + ": 512x384 blocks section at z 0 of "), run.out());
        CliRun given = CliRun.run("", "world", "section", "--z", "0", "--from", "-256", "--to", "255", "--out",
            spelt.toString());
        assertEquals(0, given.exitCode(), given.err());
        BufferedImage a = ImageIO.read(bare.toFile());
        BufferedImage b = ImageIO.read(spelt.toFile());
        assertEquals(b.getWidth(), a.getWidth());
        assertTrue(java.util.Arrays.equals(a.getRGB(0, 0, a.getWidth(), a.getHeight(), null, 0, a.getWidth()),
            b.getRGB(0, 0, b.getWidth(), b.getHeight(), null, 0, b.getWidth())), "the same pixels");
        String help = CliRun.run("", "world", "section", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("Default, with no --x, --z, --from or --to: --z 0 --from -256 --to 255"), help);
        CliRun half = CliRun.run("", "world", "section", "--from", "0", "--out", folder.resolve("h.png").toString());
        assertEquals(2, half.exitCode(), "--from without the line's --x or --z is still refused");
    }

    @Test
    @DisplayName("chunks reports the threads it used, never more than the chunks, and no warm-up from 64 chunks on")
    void chunksReportsThreadsUsed() {
        CliRun one = CliRun.run("", "world", "chunks", "--threads", "0", "--from", "0,0", "--to", "0,0");
        assertEquals(0, one.exitCode(), one.err());
        assertTrue(one.lines()[0].startsWith("Made 1 chunk on 1 thread in "), one.lines()[0]);
        CliRun two = CliRun.run("", "world", "chunks", "--threads", "8", "--from", "0,0", "--to", "1,0");
        assertTrue(two.lines()[0].startsWith("Made 2 chunks on 2 threads in "), two.lines()[0]);
        CliRun warm = CliRun.run("", "world", "chunks", "--threads", "2", "--from", "0,0", "--to", "7,7");
        assertEquals(0, warm.exitCode(), warm.err());
        assertTrue(warm.lines()[0].startsWith("Made 64 chunks on 2 threads in "), warm.lines()[0]);
        assertTrue(warm.lines()[0].endsWith(" ms per chunk per thread)"), warm.lines()[0]);
    }

    @Test
    @DisplayName("chunks prints the same checksum on one thread and on two")
    void chunks() {
        CliRun one = CliRun.run("", "world", "chunks", "--from", "0,0", "--to", "1,1", "--threads", "1");
        CliRun two = CliRun.run("", "world", "chunks", "--from", "1,1", "--to", "0,0", "--threads", "2");
        assertEquals(0, one.exitCode(), one.err());
        String sum = one.lines()[1];
        assertTrue(sum.startsWith("checksum "), sum);
        assertEquals(sum, two.lines()[1]);
        assertTrue(one.lines()[0].startsWith("Made 4 chunks on 1 thread in "), one.lines()[0]);
        assertTrue(one.lines()[0].endsWith(" ms per chunk per thread, includes JIT warm-up)"), one.lines()[0]);
        CliRun many = CliRun.run("", "world", "chunks", "--from", "0,0", "--to", "200,200");
        assertEquals(1, many.exitCode());
        assertTrue(many.err().contains("at most 16384"), many.err());
    }
}
