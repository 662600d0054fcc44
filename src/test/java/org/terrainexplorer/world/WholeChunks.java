package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * The checks that what the map and the section generate of a chunk (its surface, one row) is exactly what the
 * whole chunk gives, for the tests of {@link WorldGenerator#generateSurface} and {@link WorldGenerator#slice}.
 */
final class WholeChunks {

    private WholeChunks() {
    }

    /**
     * Asserts that {@code generateSurface} of the whole chunk's position equals the whole chunk's surface: its
     * heights, top and floor blocks and biomes.
     */
    static void assertSurfaceMatches(WorldGenerator generator, ChunkData whole) {
        SurfaceData fast = generator.generateSurface(whole.pos(), () -> false);
        SurfaceData full = SurfaceData.of(whole);
        String at = "chunk " + whole.pos().x() + "," + whole.pos().z();
        assertArrayEquals(full.worldSurface(), fast.worldSurface(), at + " world surface");
        assertArrayEquals(full.topBlock(), fast.topBlock(), at + " top block");
        assertArrayEquals(full.oceanFloor(), fast.oceanFloor(), at + " ocean floor");
        assertArrayEquals(full.floorBlock(), fast.floorBlock(), at + " floor block");
        assertArrayEquals(full.biome(), fast.biome(), at + " biome");
    }

    /**
     * Asserts that a slice's chunk holds the whole chunk's row {@code local} (along x, or along z): its blocks and
     * both heights of every column.
     */
    static void assertRowMatches(ChunkData whole, ChunkData slice, boolean alongX, int local) {
        for (int i = 0; i < 16; i++) {
            int x = alongX ? i : local;
            int z = alongX ? local : i;
            String at = "chunk " + whole.pos().x() + "," + whole.pos().z() + " column " + x + "," + z;
            if (whole.worldSurface(x, z) != slice.worldSurface(x, z)) {
                throw new AssertionError(at + " world surface: " + whole.worldSurface(x, z) + " in the chunk, "
                    + slice.worldSurface(x, z) + " in the slice");
            }
            if (whole.oceanFloor(x, z) != slice.oceanFloor(x, z)) {
                throw new AssertionError(at + " ocean floor: " + whole.oceanFloor(x, z) + " in the chunk, "
                    + slice.oceanFloor(x, z) + " in the slice");
            }
            for (int y = whole.minY(); y < whole.minY() + whole.height(); y++) {
                if (whole.block(x, y, z) != slice.block(x, y, z)) {
                    throw new AssertionError(at + " y " + y + ": " + whole.blockState(x, y, z) + " in the chunk, "
                        + slice.blockState(x, y, z) + " in the slice");
                }
            }
        }
    }
}
