package org.terrainexplorer.render.world;

import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.SurfaceData;

/**
 * A saved chunk's surface as a map shows it: the top block that is not see-through (a plant stands on the ground
 * the map shows; {@link BlockColors#seeThrough}), and in a dimension with a ceiling (the nether) the first floor
 * under the roof. Generated chunks have no plants, so {@link SurfaceData#of} is theirs.
 */
public final class MapSurface {

    private MapSurface() {
    }

    /** The surface of a saved chunk; {@code ceiling}: read below the roof. */
    public static SurfaceData of(ChunkData chunk, boolean ceiling) {
        int minY = chunk.minY();
        int maxY = minY + chunk.height() - 1;
        BlockPalette palette = chunk.palette();
        short[] surface = new short[256];
        short[] top = new short[256];
        short[] floor = new short[256];
        short[] floorBlock = new short[256];
        short[] biome = new short[256];
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int i = z << 4 | x;
                int y = ceiling ? belowRoof(chunk, x, z, maxY) : Math.min(maxY, chunk.worldSurface(x, z) - 1);
                while (y >= minY && skipped(palette.state(chunk.block(x, y, z)))) {
                    y--;
                }
                int f = y;
                while (f >= minY && (palette.state(chunk.block(x, f, z)).isFluid()
                    || palette.state(chunk.block(x, f, z)).holdsWater() || skipped(palette.state(chunk.block(x, f, z))))) {
                    f--;
                }
                surface[i] = (short) (y + 1);
                top[i] = (short) (y < minY ? BlockPalette.AIR : chunk.block(x, y, z));
                floor[i] = (short) (f + 1);
                floorBlock[i] = (short) (f < minY ? BlockPalette.AIR : chunk.block(x, f, z));
                biome[i] = (short) chunk.biomeIndex(x, Math.max(minY, y), z);
            }
        }
        return new SurfaceData(chunk.pos(), surface, top, floor, floorBlock, biome);
    }

    /** Looked through: air, and see-through blocks that do not hold water (those show as the water they hold). */
    private static boolean skipped(BlockState s) {
        return s.isAir() || BlockColors.seeThrough(s.name()) && !s.holdsWater();
    }

    /** The y to start from under a roof: past the sky above it and the roof itself; the roof if nothing is under. */
    private static int belowRoof(ChunkData chunk, int x, int z, int maxY) {
        BlockPalette palette = chunk.palette();
        int minY = chunk.minY();
        int y = maxY;
        while (y >= minY && palette.state(chunk.block(x, y, z)).isAir()) {
            y--;
        }
        int roof = y;
        while (y >= minY && !palette.state(chunk.block(x, y, z)).isAir()) {
            y--;
        }
        return y < minY ? roof : y;
    }
}
