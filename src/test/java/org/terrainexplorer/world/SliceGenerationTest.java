package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.ChunkSlice;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/** {@link WorldGenerator#slice} gives a section exactly the whole chunk's row and the fill's densities. */
class SliceGenerationTest {

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("generateSlice equals the whole chunk in its row (blocks, heights, biomes), both ways")
    void sliceEqualsRow(BuiltinWorld builtin) {
        WorldDefinition world = TestWorlds.load(builtin);
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 1336252682L));
        Random random = new Random(builtin.ordinal());
        for (ChunkPos pos : SurfaceGenerationTest.scattered(random, 4)) {
            ChunkData full = generator.generate(pos, () -> false);
            for (int k = 0; k < 3; k++) {
                boolean alongX = random.nextBoolean();
                int local = random.nextInt(16);
                ChunkSlice slice = generator.slice(pos, alongX, local, () -> false);
                WholeChunks.assertRowMatches(full, slice.chunk(), alongX, local);
                for (int i = 0; i < 16; i++) {
                    int x = alongX ? i : local;
                    int z = alongX ? local : i;
                    for (int y = full.minY(); y < full.minY() + full.height(); y += 4) {
                        assertEquals(full.biomeIndex(x, y, z), slice.chunk().biomeIndex(x, y, z), "biome");
                    }
                }
            }
        }
    }

    @Test
    @DisplayName("slice densities are the per-block final densities of the fill, bit for bit (pinned before the work)")
    void sliceDensitiesPinned() {
        // A hash of every block's final density of two overworld chunks (seed 42): equal to the block-by-block
        // fill's before any cell was skipped (which matched for eight chunks, these two among them, when pinned).
        WorldDefinition world = TestWorlds.load(BuiltinWorld.OVERWORLD);
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        java.security.MessageDigest digest = sha256();
        java.nio.ByteBuffer bytes = java.nio.ByteBuffer.allocate(8);
        for (int c = 0; c < 2; c++) {
            ChunkPos pos = new ChunkPos(-384 + 109 * c, -352 + 101 * (7 - c));
            ChunkSlice[] rows = new ChunkSlice[16];
            for (int z = 0; z < 16; z++) {
                rows[z] = generator.slice(pos, true, z, () -> false);
            }
            for (int y = -64; y < 320; y++) {
                for (int z = 0; z < 16; z++) {
                    for (int x = 0; x < 16; x++) {
                        bytes.clear();
                        bytes.putDouble(rows[z].density(x, y));
                        digest.update(bytes.array());
                    }
                }
            }
        }
        assertEquals("d1b6ccdfe0d5fed21fc5f8373b1cefa9c8a6eb313e4957b178c353e28a15e1cd",
            java.util.HexFormat.of().formatHex(digest.digest()));
    }

    @Test
    @DisplayName("slice densities along z equal those along x where the rows cross")
    void densitiesAgreeAcrossDirections() {
        WorldGenerator generator = new WorldGenerator(new RandomState(TestWorlds.load(BuiltinWorld.AMPLIFIED), 7L));
        ChunkPos pos = new ChunkPos(-3, 11);
        for (int k = 0; k < 4; k++) {
            int x = 4 * k + 1;
            int z = 15 - 4 * k;
            ChunkSlice alongX = generator.slice(pos, true, z, () -> false);
            ChunkSlice alongZ = generator.slice(pos, false, x, () -> false);
            for (int y = -64; y < 320; y++) {
                assertEquals(Double.doubleToRawLongBits(alongX.density(x, y)),
                    Double.doubleToRawLongBits(alongZ.density(z, y)), "density at " + x + "," + y + "," + z);
            }
        }
    }

    private static java.security.MessageDigest sha256() {
        try {
            return java.security.MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
