package org.terrainexplorer.world.density;

import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.noise.SimplexNoise;
import org.terrainexplorer.world.random.LegacyRandom;

/**
 * {@code end_islands}: the End's central island and the rings of islands beyond it, from a simplex noise seeded
 * by the world seed alone. Parsed with seed 0; binding a seed redraws it.
 */
public record EndIslands(SimplexNoise islandNoise) implements DensityFunction.Leaf {

    /**
     * The type {@code end_islands}: no fields; compiled programs evaluate it through the tree, once per column (it
     * reads x and z alone).
     */
    public static final DensityType<EndIslands> TYPE = DensityType.of("end_islands", EndIslands.class,
        (v, r) -> forSeed(0L), (f, o, w) -> { }, s -> forSeed(0L))
        .compiledBy((f, lowering) -> lowering.treeOfColumn(f));

    /** The function for a world seed, as the game builds it. */
    public static EndIslands forSeed(long seed) {
        LegacyRandom random = new LegacyRandom(seed);
        random.consumeCount(17292);
        return new EndIslands(new SimplexNoise(random));
    }

    private static float heightValue(SimplexNoise noise, int x, int z) {
        int cx = x / 2;
        int cz = z / 2;
        int ox = x % 2;
        int oz = z % 2;
        float height = 100.0F - (float) Math.sqrt((float) (x * x + z * z)) * 8.0F;
        height = Mth.clamp(height, -100.0F, 80.0F);
        for (int i = -12; i <= 12; i++) {
            for (int j = -12; j <= 12; j++) {
                long ix = cx + i;
                long iz = cz + j;
                if (ix * ix + iz * iz > 4096L && noise.getValue(ix, iz) < -0.9F) {
                    float size = (Math.abs((float) ix) * 3439.0F + Math.abs((float) iz) * 147.0F) % 13.0F + 9.0F;
                    float dx = ox - i * 2;
                    float dz = oz - j * 2;
                    float island = 100.0F - (float) Math.sqrt(dx * dx + dz * dz) * size;
                    island = Mth.clamp(island, -100.0F, 80.0F);
                    height = Math.max(height, island);
                }
            }
        }
        return height;
    }

    @Override
    public double compute(FunctionContext context) {
        return ((double) heightValue(islandNoise, context.blockX() / 8, context.blockZ() / 8) - 8.0) / 128.0;
    }

    @Override
    public double minValue() {
        return -0.84375;
    }

    @Override
    public double maxValue() {
        return 0.5625;
    }

    @Override
    public String type() {
        return "end_islands";
    }
}
