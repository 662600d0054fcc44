package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.gen.ClimateSampler;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * The overworld of releases other than 1.21.1, from the game's own data in {@code ../shared/mcdata}, against
 * deepslate's vectors ({@code tools/reference/make-vectors.mjs}): every router slot at 720 points of six seeds, the
 * biome at 1800 quarts with the release's own biome list, and (for 1.21.9 and 26.2, whose terrain differs from
 * 1.21.1's) whole chunks of the noise stage.
 */
class ReleaseReferenceTest {

    private static final double TOLERANCE = 1e-6;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.21.5", "1.21.9", "26.2"})
    @DisplayName("every router slot of the release matches deepslate within 1e-6 at 720 points of six seeds")
    void routerSlots(String version) {
        String file = "router-overworld-" + version + ".tsv";
        String[] header = ReferenceVectors.header(file);
        WorldDefinition definition = GameReleases.overworld(version);
        Map<Long, RandomState> states = new HashMap<>();
        int exact = 0;
        int total = 0;
        List<String> failures = new ArrayList<>();
        for (String[] row : ReferenceVectors.rows(file)) {
            long seed = Long.parseLong(row[0]);
            RandomState state = states.computeIfAbsent(seed, s -> new RandomState(definition, s));
            FunctionContext at = FunctionContext.of(Integer.parseInt(row[1]), Integer.parseInt(row[2]),
                Integer.parseInt(row[3]));
            for (int c = 4; c < header.length; c++) {
                DensityFunction slot = state.router().slot(header[c]);
                double expected = Double.parseDouble(row[c]);
                double actual = slot.compute(at);
                total++;
                if (Double.compare(expected, actual) == 0) {
                    exact++;
                } else if (!(Math.abs(expected - actual) <= TOLERANCE)) {
                    failures.add(header[c] + " seed " + seed + " at " + row[1] + " " + row[2] + " " + row[3]
                        + ": expected " + expected + ", got " + actual);
                }
            }
        }
        assertEquals(10800, total);
        assertTrue(failures.isEmpty(), failures.size() + " of " + total + " values differ, first: "
            + failures.subList(0, Math.min(10, failures.size())));
        assertEquals(total, exact, "values within 1e-6 but not bit-identical");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.21.5", "1.21.9", "26.2"})
    @DisplayName("the biome at 1800 quarts, from the release's own biome list, is deepslate's")
    void biomes(String version) {
        String file = "biomes-overworld-" + version + ".tsv";
        WorldDefinition definition = GameReleases.overworld(version);
        Map<Long, ClimateSampler> samplers = new HashMap<>();
        List<String> failures = new ArrayList<>();
        List<String[]> rows = ReferenceVectors.rows(file);
        for (String[] row : rows) {
            long seed = Long.parseLong(row[0]);
            ClimateSampler sampler = samplers.computeIfAbsent(seed,
                s -> new ClimateSampler(new RandomState(definition, s).router()));
            String actual = definition.biomeSource().biome(sampler.sample(Integer.parseInt(row[1]),
                Integer.parseInt(row[2]), Integer.parseInt(row[3])));
            if (!actual.equals(row[4])) {
                failures.add("seed " + seed + " quart " + row[1] + " " + row[2] + " " + row[3] + ": expected "
                    + row[4] + ", got " + actual);
            }
        }
        assertEquals(1800, rows.size());
        assertTrue(failures.isEmpty(), failures.size() + " of " + rows.size() + " biomes differ: "
            + failures.subList(0, Math.min(10, failures.size())));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.21.9", "26.2"})
    @DisplayName("a chunk's preliminary surface level is the slot at the quart corner and y 0, rounded down")
    void preliminarySurfaceLevel(String version) {
        RandomState state = new RandomState(GameReleases.overworld(version), 42L);
        WorldGenerator generator = new WorldGenerator(state);
        java.util.SplittableRandom random = new java.util.SplittableRandom(9);
        for (int i = 0; i < 400; i++) {
            int x = random.nextInt(-20_000, 20_000);
            int z = random.nextInt(-20_000, 20_000);
            // NoiseChunk.computePreliminarySurfaceLevel (1.21.9): Mth.floor(slot at the quart corner, y 0); the
            // compiled find_top_surface skips levels by range bounds, which must not change the answer.
            int expected = org.terrainexplorer.world.noise.Mth.floor(state.router().surface()
                .compute(FunctionContext.of(x >> 2 << 2, 0, z >> 2 << 2)));
            assertEquals(expected, generator.preliminarySurfaceLevel(x, z), "column " + x + " " + z);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.21.9", "26.2"})
    @DisplayName("the noise stage of whole chunks equals deepslate's fill, block for block")
    void noiseChunks(String version) {
        WorldDefinition base = GameReleases.overworld(version);
        WorldDefinition definition = base.withSettings(base.settings().withAquifers(false).withOreVeins(false));
        List<String> lines = ReferenceVectors.lines("noise-chunks-overworld-" + version + ".txt");
        List<String> failures = new ArrayList<>();
        int chunks = 0;
        for (int i = 0; i < lines.size(); i++) {
            String[] head = lines.get(i).split("\t");
            if (!head[0].equals("chunk")) {
                continue;
            }
            chunks++;
            long seed = Long.parseLong(head[2]);
            ChunkPos pos = new ChunkPos(Integer.parseInt(head[3]), Integer.parseInt(head[4]));
            WorldGenerator generator = new WorldGenerator(new RandomState(definition, seed), WorldGenerator.Stage.NOISE);
            ChunkData chunk = generator.generate(pos, () -> false);
            for (int c = 0; c < 256; c++) {
                String[] column = lines.get(i + 1 + c).split("\t");
                String actual = rle(chunk, Integer.parseInt(column[0]), Integer.parseInt(column[1]));
                if (!actual.equals(column[2])) {
                    failures.add("seed " + seed + " chunk " + pos + " column " + column[0] + "," + column[1]
                        + ": expected " + column[2] + ", got " + actual);
                }
            }
        }
        assertEquals(3, chunks);
        assertTrue(failures.isEmpty(), failures.size() + " columns differ, first: "
            + failures.subList(0, Math.min(5, failures.size())));
    }

    /** The column from the top of the world down as runs: a air, s stone, w water, l lava. */
    private static String rle(ChunkData chunk, int x, int z) {
        StringBuilder sb = new StringBuilder();
        char run = 0;
        int count = 0;
        for (int y = chunk.minY() + chunk.height() - 1; y >= chunk.minY(); y--) {
            BlockState s = chunk.blockState(x, y, z);
            char c = s.isAir() ? 'a' : s.name().equals("minecraft:water") ? 'w' : s.name().equals("minecraft:lava") ? 'l'
                : s.name().equals("minecraft:stone") ? 's' : '?';
            if (c == run) {
                count++;
            } else {
                if (count > 0) {
                    sb.append(run).append(count);
                }
                run = c;
                count = 1;
            }
        }
        sb.append(run).append(count);
        return sb.toString();
    }
}
