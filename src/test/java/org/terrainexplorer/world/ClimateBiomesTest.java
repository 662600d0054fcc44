package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.gen.Climate;
import org.terrainexplorer.world.gen.ClimateBiomes;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * The biomes at 1:4 from the climate alone: at a height they are what the game stores for the quart (the chunks'
 * own biomes), in every dimension; at the surface they are the source's answer with the depth parameter 0, and
 * mostly the biomes the chunks store at their tops.
 */
class ClimateBiomesTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"1.21.1, overworld", "26.2, overworld", "1.21.1, the_nether", "26.2, the_nether",
        "1.21.1, the_end", "26.2, the_end"})
    @DisplayName("the biomes at a height are those whole chunks store for their quarts")
    void biomesAtHeightAreTheStoredBiomes(String release, String dimension) {
        WorldDefinition world = TestWorlds.load(release, Dimension.byId(dimension), BuiltinWorld.OVERWORLD);
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        ClimateBiomes biomes = new ClimateBiomes(generator.state(), generator.biomeIds());
        Random random = new Random(release.hashCode() ^ dimension.hashCode());
        int compared = 0;
        for (int c = 0; c < 6; c++) {
            // The end's biomes change beyond its main island, 64 chunks out.
            ChunkPos pos = new ChunkPos(random.nextInt(400) - 200, random.nextInt(400) - 200);
            ChunkData chunk = generator.generate(pos, () -> false);
            int[] qxs = new int[4];
            int[] qzs = new int[4];
            for (int i = 0; i < 4; i++) {
                qxs[i] = (pos.x() << 2) + i;
                qzs[i] = (pos.z() << 2) + i;
            }
            for (int y = world.minY(); y < world.minY() + world.height(); y += 28) {
                short[] out = new short[16];
                biomes.rows(qxs, 4, qzs, 0, 4, y, out);
                for (int k = 0; k < 16; k++) {
                    int x = (k & 3) << 2;
                    int z = (k >> 2) << 2;
                    assertEquals(generator.biomeIds().get(chunk.biomeIndex(x, y, z)), generator.biomeIds().get(out[k]),
                        "quart " + (qxs[k & 3]) + "," + (y >> 2) + "," + qzs[k >> 2]);
                    compared++;
                }
            }
        }
        assertTrue(compared > 500);
    }

    @Test
    @DisplayName("the surface's biomes are the source's answer at depth 0, and mostly those the chunks store on top")
    void surfaceBiomesAreDepthZero() {
        WorldDefinition world = TestWorlds.load("26.2", Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 7L));
        WorldSampler sampler = new WorldSampler(generator.state());
        ClimateBiomes biomes = new ClimateBiomes(generator.state(), generator.biomeIds());
        BiomeSource source = world.biomeSource();
        List<String> ids = generator.biomeIds();
        Random random = new Random(3);
        int agree = 0;
        int total = 0;
        for (int c = 0; c < 24; c++) {
            ChunkPos pos = new ChunkPos(random.nextInt(4000) - 2000, random.nextInt(4000) - 2000);
            var surface = generator.generateSurface(pos, () -> false);
            for (int k = 0; k < 16; k++) {
                int qx = (pos.x() << 2) + (k & 3);
                int qz = (pos.z() << 2) + (k >> 2);
                long[] t = new long[Climate.PARAMETERS];
                double[] v = new double[WorldSampler.VALUES];
                sampler.values(qx << 2, 0, qz << 2, v);
                t[0] = Climate.quantize((float) v[WorldSampler.TEMPERATURE]);
                t[1] = Climate.quantize((float) v[WorldSampler.HUMIDITY]);
                t[2] = Climate.quantize((float) v[WorldSampler.CONTINENTS]);
                t[3] = Climate.quantize((float) v[WorldSampler.EROSION]);
                t[5] = Climate.quantize((float) v[WorldSampler.WEIRDNESS]);
                int b = biomes.biome(qx, qz, ClimateBiomes.SURFACE);
                assertEquals(source.biome(t), ids.get(b), "quart " + qx + "," + qz);
                int column = ((k >> 2) << 2) << 4 | (k & 3) << 2;
                agree += surface.biome()[column] == b ? 1 : 0;
                total++;
            }
        }
        assertTrue(agree > total * 3 / 4, "the surface biomes agree with the chunks' tops: " + agree + " of " + total);
    }
}
