package org.terrainexplorer.world.gen;

import org.terrainexplorer.world.carver.CarveTarget;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * A worker's chunk as the carvers see it ({@link CarveTarget}): its block array and heightmaps (kept up as the
 * game's {@code ProtoChunk} keeps them, block by block), its aquifer at a single point, the surface rule's top
 * material and the biome source at a chunk's corner.
 */
final class ChunkCarving implements CarveTarget {

    private final NoiseChunk noise;
    private final ChunkBiomes biomes;
    private final SurfaceSystem surface;
    private final SurfaceSystem.Worker surfaceWorker;
    private final java.util.List<String> biomeIds;
    private final int minY;
    private final boolean[] notAir;
    private final boolean[] solid;
    private short[] blocks;
    private int[] worldSurface;
    private int[] oceanFloor;
    private int[] limits;
    private int minX;
    private int minZ;
    /** Set when a heightmap update needed a block under a partial chunk's limit. */
    boolean unsure;

    ChunkCarving(NoiseChunk noise, ChunkBiomes biomes, SurfaceSystem surface, SurfaceSystem.Worker surfaceWorker,
                 java.util.List<String> biomeIds, int minY, Heightmaps.Kinds kinds) {
        this.noise = noise;
        this.biomes = biomes;
        this.surface = surface;
        this.surfaceWorker = surfaceWorker;
        this.biomeIds = biomeIds;
        this.minY = minY;
        notAir = new boolean[kinds.air().length];
        solid = new boolean[kinds.air().length];
        for (int i = 0; i < notAir.length; i++) {
            notAir[i] = !kinds.air()[i];
            solid[i] = !kinds.air()[i] && !kinds.fluid()[i];
        }
    }

    /** Moves to a chunk's arrays; {@code limits} gives a partial chunk's lowest known block per column (or null). */
    void begin(ChunkPos pos, short[] blocks, int[] worldSurface, int[] oceanFloor, int[] limits) {
        this.blocks = blocks;
        this.worldSurface = worldSurface;
        this.oceanFloor = oceanFloor;
        this.limits = limits;
        minX = pos.minBlockX();
        minZ = pos.minBlockZ();
        unsure = false;
    }

    @Override
    public int block(int x, int y, int z) {
        return blocks[(y - minY) << 8 | (z - minZ) << 4 | (x - minX)];
    }

    @Override
    public void set(int x, int y, int z, int id) {
        int column = (z - minZ) << 4 | (x - minX);
        blocks[(y - minY) << 8 | column] = (short) id;
        int limit = limits == null ? minY : limits[column];
        unsure |= !Heightmaps.update(worldSurface, column, y, notAir[id], blocks, minY, notAir, limit);
        unsure |= !Heightmaps.update(oceanFloor, column, y, solid[id], blocks, minY, solid, limit);
    }

    @Override
    public int substance(int x, int y, int z) {
        return noise.carveSubstance(x, y, z);
    }

    @Override
    public int topMaterial(int x, int y, int z, boolean fluidAbove) {
        return surface.topMaterial(surfaceWorker, x, y, z, fluidAbove);
    }

    @Override
    public String startBiome(int chunkX, int chunkZ) {
        return biomeIds.get(biomes.storedAnywhere(chunkX << 2, 0, chunkZ << 2));
    }
}
