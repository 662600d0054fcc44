package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * The nether and the end against deepslate 0.26.2 (with the game's corrections), over the game's own data of the
 * releases in {@code dim-releases.txt} (a line each; the vectors of 1.21.9, 26.1 and 26.2 are made and wait for
 * those releases to load): router values bit for bit, the stored biomes of scattered quarts (the nether's
 * multi-noise list from the release's report; the end's {@code TheEndBiomeSource} computed in the script from
 * deepslate's erosion slot) and whole chunks after the noise fill. Made by {@code tools/reference/dimension-vectors.mjs}.
 */
class DimensionReferenceTest {

    /** Every release of {@code dim-releases.txt} in both dimensions. */
    static Stream<Arguments> cases() {
        return ReferenceVectors.lines("dim-releases.txt").stream().map(String::strip).filter(r -> !r.isEmpty())
            .flatMap(r -> Stream.of(Arguments.of(r, Dimension.THE_NETHER), Arguments.of(r, Dimension.THE_END)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    @DisplayName("the router's final density and climate slots equal deepslate's, bit for bit")
    void routerMatchesDeepslate(String release, Dimension dimension) {
        WorldDefinition world = TestWorlds.load(release, dimension, BuiltinWorld.OVERWORLD);
        int[] slots = {WorldSampler.FINAL_DENSITY, WorldSampler.TEMPERATURE, WorldSampler.HUMIDITY, WorldSampler.EROSION};
        List<String> failures = new ArrayList<>();
        long seed = Long.MIN_VALUE;
        WorldSampler sampler = null;
        List<String[]> rows = ReferenceVectors.rows("dim-" + release + "-router-" + dimension.id() + ".tsv");
        for (String[] r : rows) {
            long s = Long.parseLong(r[0]);
            if (sampler == null || s != seed) {
                seed = s;
                sampler = new WorldSampler(new RandomState(world, seed));
            }
            int x = Integer.parseInt(r[1]);
            int y = Integer.parseInt(r[2]);
            int z = Integer.parseInt(r[3]);
            for (int k = 0; k < slots.length; k++) {
                double expected = Double.parseDouble(r[4 + k]);
                double actual = sampler.value(slots[k], x, y, z);
                if (Double.doubleToLongBits(expected) != Double.doubleToLongBits(actual)) {
                    failures.add(String.join(" ", r[0], r[1], r[2], r[3]) + " slot " + k + ": " + expected + " vs " + actual);
                }
            }
        }
        assertEquals(240, rows.size());
        assertTrue(failures.isEmpty(), failures.size() + " values differ, first: "
            + failures.subList(0, Math.min(5, failures.size())));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    @DisplayName("the stored biomes of 700 scattered quarts equal the reference")
    void biomesMatch(String release, Dimension dimension) {
        WorldDefinition world = TestWorlds.load(release, dimension, BuiltinWorld.OVERWORLD);
        List<String> failures = new ArrayList<>();
        long seed = Long.MIN_VALUE;
        WorldGenerator generator = null;
        List<String[]> rows = ReferenceVectors.rows("dim-" + release + "-biomes-" + dimension.id() + ".tsv");
        for (String[] r : rows) {
            long s = Long.parseLong(r[0]);
            if (generator == null || s != seed) {
                seed = s;
                generator = new WorldGenerator(new RandomState(world, seed));
            }
            String actual = generator.biome(Integer.parseInt(r[1]), Integer.parseInt(r[2]), Integer.parseInt(r[3]));
            if (!actual.equals(r[4])) {
                failures.add(String.join(" ", r) + " but " + actual);
            }
        }
        assertEquals(700, rows.size());
        assertTrue(rows.stream().map(r -> r[4]).distinct().count() >= 5, "the vectors cover every biome");
        assertTrue(failures.isEmpty(), failures.size() + " biomes differ, first: "
            + failures.subList(0, Math.min(5, failures.size())));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    @DisplayName("whole chunks after the noise fill equal deepslate's, block for block")
    void noiseChunksMatch(String release, Dimension dimension) {
        WorldDefinition world = TestWorlds.load(release, dimension, BuiltinWorld.OVERWORLD);
        List<String> lines = ReferenceVectors.lines("dim-" + release + "-chunks-" + dimension.id() + ".txt");
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
            ChunkData chunk = new WorldGenerator(new RandomState(world, seed), WorldGenerator.Stage.NOISE)
                .generate(pos, () -> false);
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

    /** A column from the top down as runs: a air, n netherrack, e end stone, l lava. */
    private static String rle(ChunkData chunk, int x, int z) {
        StringBuilder sb = new StringBuilder();
        char run = 0;
        int count = 0;
        for (int y = chunk.minY() + chunk.height() - 1; y >= chunk.minY(); y--) {
            BlockState s = chunk.blockState(x, y, z);
            char c = s.isAir() ? 'a' : switch (s.name()) {
                case "minecraft:netherrack" -> 'n';
                case "minecraft:end_stone" -> 'e';
                case "minecraft:lava" -> 'l';
                default -> '?';
            };
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
        return sb.append(run).append(count).toString();
    }
}
