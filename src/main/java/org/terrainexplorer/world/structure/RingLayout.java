package org.terrainexplorer.world.structure;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.random.LegacyRandom;
import org.terrainexplorer.world.structure.placement.ConcentricRings;

/**
 * The chunks of a concentric-rings placement, as the game's {@code ChunkGeneratorStructureState} lays them out:
 * ring by ring from a legacy source seeded with the world seed, each position then moved to a preferred biome
 * found within 112 blocks (a random one of those found, drawn with a source forked for it). The rings' first
 * positions are cheap and made at once; the biome search, 57 × 57 biome samples, is made for a position when it is
 * first needed. Thread-safe.
 */
public final class RingLayout {

    /** How far, in chunks, the biome search can move a position (112 blocks, rounded up). */
    public static final int MAX_SHIFT = 8;

    private final ConcentricRings rings;
    private final StructureTerrain terrain;
    private final int[] startX;
    private final int[] startZ;
    private final long[] searchSeeds;
    private final AtomicReferenceArray<ChunkPos> moved;

    RingLayout(ConcentricRings rings, long seed, StructureTerrain terrain) {
        this.rings = rings;
        this.terrain = terrain;
        int count = rings.count();
        startX = new int[count];
        startZ = new int[count];
        searchSeeds = new long[count];
        moved = new AtomicReferenceArray<>(count);
        int distance = rings.distance();
        int spread = rings.spread();
        LegacyRandom random = new LegacyRandom(seed);
        double angle = random.nextDouble() * Math.PI * 2.0;
        int positionInCircle = 0;
        int circle = 0;
        for (int i = 0; i < count; i++) {
            double dist = (double) (4 * distance + distance * circle * 6)
                + (random.nextDouble() - 0.5) * (double) distance * 2.5;
            startX[i] = (int) Math.round(Math.cos(angle) * dist);
            startZ[i] = (int) Math.round(Math.sin(angle) * dist);
            searchSeeds[i] = random.nextLong();
            angle += Math.PI * 2 / (double) spread;
            if (++positionInCircle == spread) {
                circle++;
                positionInCircle = 0;
                spread += 2 * spread / (circle + 1);
                spread = Math.min(spread, count - i);
                angle += random.nextDouble() * Math.PI * 2.0;
            }
        }
    }

    /** How many positions. */
    public int count() {
        return startX.length;
    }

    /** The position before the biome search. */
    public ChunkPos initial(int i) {
        return new ChunkPos(startX[i], startZ[i]);
    }

    /** Which ring (0 first) position {@code i} is on. */
    public int ringOf(int i) {
        int spread = rings.spread();
        int circle = 0;
        int inCircle = 0;
        for (int k = 0; k < i; k++) {
            if (++inCircle == spread) {
                circle++;
                inCircle = 0;
                spread += 2 * spread / (circle + 1);
                spread = Math.min(spread, startX.length - k);
            }
        }
        return circle;
    }

    /** The chunk of position {@code i}: moved to a preferred biome if one is within 112 blocks. */
    public ChunkPos position(int i) {
        ChunkPos p = moved.get(i);
        if (p == null) {
            p = search(i);
            moved.compareAndSet(i, null, p);
        }
        return p;
    }

    /** How many positions' biome searches have run so far. */
    public int searched() {
        int n = 0;
        for (int i = 0; i < moved.length(); i++) {
            n += moved.get(i) != null ? 1 : 0;
        }
        return n;
    }

    /** Every position, in order. */
    public List<ChunkPos> all() {
        List<ChunkPos> out = new ArrayList<>(startX.length);
        for (int i = 0; i < startX.length; i++) {
            out.add(position(i));
        }
        return out;
    }

    /** Whether a chunk is one of the positions, searching only those that could end there. */
    public boolean contains(int chunkX, int chunkZ) {
        for (int i = 0; i < startX.length; i++) {
            if (mayEndIn(i, chunkX, chunkZ, chunkX, chunkZ) && position(i).equals(new ChunkPos(chunkX, chunkZ))) {
                return true;
            }
        }
        return false;
    }

    /** The positions in a rectangle of chunks (inclusive), searching only those that could end there. */
    public List<ChunkPos> within(int minX, int minZ, int maxX, int maxZ) {
        List<ChunkPos> out = new ArrayList<>();
        for (int i = 0; i < startX.length; i++) {
            if (mayEndIn(i, minX, minZ, maxX, maxZ)) {
                ChunkPos p = position(i);
                if (p.x() >= minX && p.x() <= maxX && p.z() >= minZ && p.z() <= maxZ) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    /** Whether position {@code i}'s biome search could move it into a rectangle of chunks (inclusive). */
    private boolean mayEndIn(int i, int minX, int minZ, int maxX, int maxZ) {
        return startX[i] >= minX - MAX_SHIFT && startX[i] <= maxX + MAX_SHIFT && startZ[i] >= minZ - MAX_SHIFT
            && startZ[i] <= maxZ + MAX_SHIFT;
    }

    /** The game's {@code findBiomeHorizontal} around (chunk's block 8, y 0), radius 112, every quart. */
    private ChunkPos search(int i) {
        int x = (startX[i] << 4) + 8;
        int z = (startZ[i] << 4) + 8;
        LegacyRandom random = new LegacyRandom(searchSeeds[i]);
        int qx = x >> 2;
        int qz = z >> 2;
        int radius = 112 >> 2;
        int foundX = 0;
        int foundZ = 0;
        boolean any = false;
        int found = 0;
        for (int dz = -radius; dz <= radius; dz++) {
            for (int dx = -radius; dx <= radius; dx++) {
                String biome = terrain.biome(qx + dx, 0, qz + dz);
                if (rings.preferredBiomes().contains(biome)) {
                    if (!any || random.nextInt(found + 1) == 0) {
                        foundX = (qx + dx) << 2;
                        foundZ = (qz + dz) << 2;
                        any = true;
                    }
                    found++;
                }
            }
        }
        return any ? new ChunkPos(foundX >> 4, foundZ >> 4) : new ChunkPos(startX[i], startZ[i]);
    }
}
