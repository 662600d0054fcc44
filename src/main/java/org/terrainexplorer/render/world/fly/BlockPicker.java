package org.terrainexplorer.render.world.fly;

import java.util.function.Function;
import org.terrainexplorer.render.world.mesh.Cuts;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The block under the pointer: walks a ray block by block (Amanatides and Woo's traversal) through the chunks at
 * hand and answers the first that is not air and not cut away, fluids included (one clicks the water one sees).
 * Chunks not at hand count as air, as they show nothing.
 */
public final class BlockPicker {

    private BlockPicker() {
    }

    /**
     * The block {x, y, z} the ray from (ox, oy, oz) along the unit vector {@code dir} meets first within
     * {@code maxDistance} blocks, or null.
     */
    public static int[] pick(Function<ChunkPos, ChunkData> chunks, Cuts cuts, double ox, double oy, double oz,
                             double[] dir, double maxDistance) {
        int x = (int) Math.floor(ox);
        int y = (int) Math.floor(oy);
        int z = (int) Math.floor(oz);
        int stepX = dir[0] > 0 ? 1 : dir[0] < 0 ? -1 : 0;
        int stepY = dir[1] > 0 ? 1 : dir[1] < 0 ? -1 : 0;
        int stepZ = dir[2] > 0 ? 1 : dir[2] < 0 ? -1 : 0;
        double deltaX = stepX == 0 ? Double.POSITIVE_INFINITY : Math.abs(1 / dir[0]);
        double deltaY = stepY == 0 ? Double.POSITIVE_INFINITY : Math.abs(1 / dir[1]);
        double deltaZ = stepZ == 0 ? Double.POSITIVE_INFINITY : Math.abs(1 / dir[2]);
        double nextX = stepX == 0 ? Double.POSITIVE_INFINITY : (stepX > 0 ? x + 1 - ox : ox - x) * deltaX;
        double nextY = stepY == 0 ? Double.POSITIVE_INFINITY : (stepY > 0 ? y + 1 - oy : oy - y) * deltaY;
        double nextZ = stepZ == 0 ? Double.POSITIVE_INFINITY : (stepZ > 0 ? z + 1 - oz : oz - z) * deltaZ;
        ChunkPos at = null;
        ChunkData chunk = null;
        double travelled = 0;
        while (travelled <= maxDistance) {
            ChunkPos pos = ChunkPos.ofBlock(x, z);
            if (!pos.equals(at)) {
                at = pos;
                chunk = chunks.apply(pos);
            }
            if (chunk != null && y >= chunk.minY() && y < chunk.minY() + chunk.height() && !cuts.cuts(x, y, z)
                && !chunk.palette().state(chunk.block(x & 15, y, z & 15)).isAir()) {
                return new int[] {x, y, z};
            }
            if (nextX <= nextY && nextX <= nextZ) {
                travelled = nextX;
                nextX += deltaX;
                x += stepX;
            } else if (nextY <= nextZ) {
                travelled = nextY;
                nextY += deltaY;
                y += stepY;
            } else {
                travelled = nextZ;
                nextZ += deltaZ;
                z += stepZ;
            }
        }
        return null;
    }
}
