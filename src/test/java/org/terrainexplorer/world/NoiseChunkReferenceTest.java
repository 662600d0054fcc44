package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * Whole chunks of the noise stage (cell interpolation, fluids at sea level, lava below y −54) against deepslate's
 * fill, block for block, with aquifers and ore veins off (deepslate has neither).
 */
class NoiseChunkReferenceTest {

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("the noise stage of whole chunks equals deepslate's, block for block")
    void noiseChunksMatchDeepslate(BuiltinWorld world) {
        WorldDefinition base = TestWorlds.load(world);
        WorldDefinition definition = base.withSettings(base.settings().withAquifers(false).withOreVeins(false));
        List<String> lines = ReferenceVectors.lines("noise-chunks-" + world.id() + ".txt");
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
                int x = Integer.parseInt(column[0]);
                int z = Integer.parseInt(column[1]);
                String actual = rle(chunk, x, z);
                if (!actual.equals(column[2])) {
                    failures.add("seed " + seed + " chunk " + pos + " column " + x + "," + z + ": expected "
                        + column[2] + ", got " + actual);
                }
            }
        }
        assertTrue(chunks >= 2, "the vector file holds chunks");
        assertTrue(failures.isEmpty(), failures.size() + " columns differ, first: "
            + failures.subList(0, Math.min(5, failures.size())));
    }

    /** The column from the top of the world down as runs: a air, s stone, w water, l lava. */
    static String rle(ChunkData chunk, int x, int z) {
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
