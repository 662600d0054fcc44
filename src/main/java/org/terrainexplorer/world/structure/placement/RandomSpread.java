package org.terrainexplorer.world.structure.placement;

import org.terrainexplorer.world.random.WorldgenRandom;

/**
 * The game's {@code random_spread}: the world cut into squares of {@code spacing} chunks, each with one candidate
 * chunk drawn at a random offset below {@code spacing − separation} (linear, or the mean of two draws for
 * triangular).
 */
public record RandomSpread(Common common, int spacing, int separation, boolean triangular)
    implements StructurePlacement {

    public RandomSpread {
        if (spacing <= separation) {
            throw new IllegalArgumentException("Spacing has to be larger than separation");
        }
    }

    /** The candidate chunk of the square holding chunk (chunkX, chunkZ), as {x, z}. */
    public int[] potentialChunk(long seed, int chunkX, int chunkZ) {
        int rx = Math.floorDiv(chunkX, spacing);
        int rz = Math.floorDiv(chunkZ, spacing);
        WorldgenRandom r = new WorldgenRandom();
        r.setLargeFeatureWithSalt(seed, rx, rz, common.salt());
        int range = spacing - separation;
        int ox = evaluate(r, range);
        int oz = evaluate(r, range);
        return new int[] {rx * spacing + ox, rz * spacing + oz};
    }

    /** The candidate chunk of square (regionX, regionZ) into {@code out} ({x, z}), drawing with {@code r}. */
    public void candidate(long seed, int regionX, int regionZ, WorldgenRandom r, int[] out) {
        r.setLargeFeatureWithSalt(seed, regionX, regionZ, common.salt());
        int range = spacing - separation;
        out[0] = regionX * spacing + evaluate(r, range);
        out[1] = regionZ * spacing + evaluate(r, range);
    }

    private int evaluate(WorldgenRandom r, int range) {
        return triangular ? (r.nextInt(range) + r.nextInt(range)) / 2 : r.nextInt(range);
    }

    @Override
    public boolean isPlacementChunk(PlacementState state, int chunkX, int chunkZ) {
        int[] p = potentialChunk(state.seed(), chunkX, chunkZ);
        return p[0] == chunkX && p[1] == chunkZ;
    }
}
