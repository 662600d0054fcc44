package org.terrainexplorer.export;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The blocks of a box of the world, read once from the chunks that cover it (generated or loaded on the shared
 * pool) and addressed in box coordinates: x east, y up, z south, from 0. Immutable once read.
 */
public final class VoxelBox {

    /** The largest box an export takes: MagicaVoxel's 256 across, the overworld's 384 high. */
    public static final int MAX_X = 256;
    public static final int MAX_Y = 384;
    public static final int MAX_Z = 256;

    private final int minX;
    private final int minY;
    private final int minZ;
    private final int sizeX;
    private final int sizeY;
    private final int sizeZ;
    private final int chunkX0;
    private final int chunkZ0;
    private final int chunksX;
    private final ChunkData[] chunks;
    private final BlockPalette palette;

    private VoxelBox(int minX, int minY, int minZ, int sizeX, int sizeY, int sizeZ, int chunkX0, int chunkZ0,
                     int chunksX, ChunkData[] chunks) {
        this.minX = minX;
        this.minY = minY;
        this.minZ = minZ;
        this.sizeX = sizeX;
        this.sizeY = sizeY;
        this.sizeZ = sizeZ;
        this.chunkX0 = chunkX0;
        this.chunkZ0 = chunkZ0;
        this.chunksX = chunksX;
        this.chunks = chunks;
        this.palette = chunks[0].palette();
    }

    /** The number of chunks covering a box: progress counts up to this. */
    public static int chunkCount(int minX, int minZ, int sizeX, int sizeZ) {
        return ((minX + sizeX - 1 >> 4) - (minX >> 4) + 1) * ((minZ + sizeZ - 1 >> 4) - (minZ >> 4) + 1);
    }

    /**
     * Reads a box: every chunk that covers it, in parallel.
     *
     * @param progress  told the number of chunks read so far, from the pool's threads
     * @param cancelled polled between chunks
     * @throws IllegalArgumentException for an empty box, one larger than 256 × 384 × 256, or one outside the
     *                                  world's height
     * @throws CancellationException    when cancelled
     */
    public static VoxelBox read(ChunkGenerator generator, int worldMinY, int worldHeight, int minX, int minY,
                                int minZ, int sizeX, int sizeY, int sizeZ, RenderPool pool, IntConsumer progress,
                                BooleanSupplier cancelled) {
        check(worldMinY, worldHeight, minY, sizeX, sizeY, sizeZ);
        int cx0 = minX >> 4;
        int cz0 = minZ >> 4;
        int cxs = (minX + sizeX - 1 >> 4) - cx0 + 1;
        int czs = (minZ + sizeZ - 1 >> 4) - cz0 + 1;
        ChunkData[] chunks = new ChunkData[cxs * czs];
        AtomicInteger done = new AtomicInteger();
        pool.forEach(chunks.length, i -> {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            chunks[i] = generator.generate(new ChunkPos(cx0 + i % cxs, cz0 + i / cxs), cancelled);
            progress.accept(done.incrementAndGet());
        });
        return new VoxelBox(minX, minY, minZ, sizeX, sizeY, sizeZ, cx0, cz0, cxs, chunks);
    }

    /** Checks a box's size and height against the limits and the world. */
    public static void check(int worldMinY, int worldHeight, int minY, int sizeX, int sizeY, int sizeZ) {
        if (sizeX < 1 || sizeY < 1 || sizeZ < 1) {
            throw new IllegalArgumentException("the box is empty");
        }
        if (sizeX > MAX_X || sizeY > MAX_Y || sizeZ > MAX_Z) {
            throw new IllegalArgumentException("the box is " + sizeX + " x " + sizeY + " x " + sizeZ
                + " blocks (x by y by z); at most " + MAX_X + " x " + MAX_Y + " x " + MAX_Z);
        }
        int maxY = minY + sizeY - 1;
        int top = worldMinY + worldHeight - 1;
        if (maxY < worldMinY || minY > top) {
            throw new IllegalArgumentException("y " + minY + " to " + maxY + " is outside the world's " + worldMinY
                + " to " + top);
        }
        if (minY < worldMinY || maxY > top) {
            // Part of the box is inside: say which part, so the user can give it.
            throw new IllegalArgumentException("y " + minY + " to " + maxY + " goes " + (maxY > top
                ? "above the world's top, y " + top : "below the world's bottom, y " + worldMinY) + (minY < worldMinY
                && maxY > top ? " and below its bottom, y " + worldMinY : "") + "; the part inside the world is y "
                + Math.max(minY, worldMinY) + " to " + Math.min(maxY, top));
        }
    }

    /** The palette id of the block at box position (x, y, z). */
    public int block(int x, int y, int z) {
        int wx = minX + x;
        int wz = minZ + z;
        ChunkData c = chunks[((wz >> 4) - chunkZ0) * chunksX + (wx >> 4) - chunkX0];
        return c.block(wx & 15, minY + y, wz & 15);
    }

    /** Whether any block of the box is solid (neither air nor fluid): what a {@code .glb} shows. */
    public boolean anySolid() {
        return any(new BlockTable(palette).solid, false);
    }

    /** Whether any block of the box is other than air: what a {@code .vox} holds. */
    public boolean anyNonAir() {
        return any(new BlockTable(palette).air, true);
    }

    /** Whether any block's entry in {@code byId} differs from {@code unwanted}. */
    private boolean any(boolean[] byId, boolean unwanted) {
        for (int y = 0; y < sizeY; y++) {
            for (int z = 0; z < sizeZ; z++) {
                for (int x = 0; x < sizeX; x++) {
                    if (byId[block(x, y, z)] != unwanted) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The palette the ids index (the chunks' world's). */
    public BlockPalette palette() {
        return palette;
    }

    public int sizeX() {
        return sizeX;
    }

    public int sizeY() {
        return sizeY;
    }

    public int sizeZ() {
        return sizeZ;
    }

    /** The box's lowest corner in world coordinates. */
    public int minX() {
        return minX;
    }

    public int minY() {
        return minY;
    }

    public int minZ() {
        return minZ;
    }
}
