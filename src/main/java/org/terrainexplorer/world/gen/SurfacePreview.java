package org.terrainexplorer.world.gen;

import org.terrainexplorer.world.chunk.BlockPalette;

/**
 * The top block of a column a map's preview knows only roughly: its ground's height (the smooth surface estimate),
 * its biome and its neighbours' heights. The world's own surface rule is applied to that ground's top block, as
 * the surface walk does to a chunk's first solid block, so the preview shows what the game would put there —
 * grass, sand, snow, the badlands' terracotta bands, packed ice, stone — and the map does not change style
 * between the exact scales and the preview.
 *
 * <p>What the preview cannot know is taken as the usual case: the ground runs deep (stone depth below is its height
 * above the world's bottom), the top block is above the preliminary surface (rules under it are the
 * underground's), and the biome is the one given, not zoomed. Thread-safe: each call has a worker of its own
 * ({@link Workers}).
 */
public final class SurfacePreview {

    private final SurfaceSystem system;
    private final WorldGenerator generator;
    /** The generator without structures' terrain adaptation, kept: its workers keep their corner columns. */
    private final WorldGenerator terrain;
    private final int fluid;
    private final int seaLevel;
    private final int minY;
    private final Workers<Column> workers;

    /** The preview of a generator's world (its surface rule, palette and sea level). */
    public SurfacePreview(WorldGenerator generator) {
        this.system = generator.surfaceSystem();
        this.generator = generator;
        this.terrain = generator.withoutBeards();
        WorldDefinition world = generator.state().world();
        BlockPalette palette = world.palette();
        this.fluid = palette.id(world.settings().defaultFluid());
        this.seaLevel = world.settings().seaLevel();
        this.minY = world.minY();
        this.workers = new Workers<>(() -> new Column(system));
    }

    /**
     * The ground's exact top down many columns (the noise stage's highest solid block, see
     * {@link WorldGenerator#solidTops}) and what the aquifer puts on it, for a preview that cannot trust the world's
     * surface estimate.
     */
    public void groundTops(int[] xs, int[] zs, int n, int[] out, int[] onTop,
                           java.util.function.BooleanSupplier cancelled) {
        generator.solidTops(xs, zs, n, out, onTop, cancelled);
    }

    /**
     * {@link #groundTops} of the world's terrain without its structures' terrain adaptation: for questions about the
     * terrain's shape, where assembling the structures near each column (villages' jigsaw pieces) would cost far more
     * than the columns.
     */
    public void terrainTops(int[] xs, int[] zs, int n, int[] out, int[] onTop,
                            java.util.function.BooleanSupplier cancelled) {
        terrain.solidTops(xs, zs, n, out, onTop, cancelled);
    }

    /** The cell width of the world's noise: columns on its multiples cost least in {@link #groundTops}. */
    public int cellWidth() {
        return generator.state().world().settings().cellWidth();
    }

    /** The palette id of the fluid that fills the world below its sea level (water in the overworld). */
    public int fluid() {
        return fluid;
    }

    /**
     * The top block of column (x, z) whose ground ends at {@code y}, in biome {@code biome} (an index into the
     * generator's biome ids), with the neighbours' ground at the heights given (one block north, south, west and
     * east; the surface rule's {@code steep} reads them), packed as {@code topY << 16 | paletteId} (read with
     * {@link #y} and {@link #block}): air where the ground is at the world's bottom (no ground: the end's void,
     * under floating islands), as a chunk's empty column; under the sea level the world's fluid at the sea's
     * surface, or a frozen ocean's iceberg where one rises there; else the block the surface rule places on the
     * ground (the default block where it places none).
     */
    public int top(int x, int y, int z, int biome, int north, int south, int west, int east) {
        return top(x, y, z, biome, north, south, west, east, false);
    }

    /**
     * {@link #top(int, int, int, int, int, int, int, int)}, with {@code dry}: ground under the sea level that the
     * aquifer leaves dry (its own fluid level lower) takes the surface rule's block as on land.
     */
    public int top(int x, int y, int z, int biome, int north, int south, int west, int east, boolean dry) {
        if (y <= minY) {
            return packed(minY, BlockPalette.AIR);
        }
        Column c = workers.take();
        try {
            if (y < seaLevel - 1 && !dry) {
                int ice = system.extensions().icebergTop(c, x, z, biome);
                return ice >= 0 ? packed(c.blockY, ice) : packed(seaLevel - 1, fluid);
            }
            c.columnBiome = biome;
            c.north = north;
            c.south = south;
            c.west = west;
            c.east = east;
            c.own = y;
            return packed(y, system.topBlock(c, x, y, z, Integer.MIN_VALUE));
        } finally {
            workers.give(c);
        }
    }

    private static int packed(int y, int block) {
        return y << 16 | block;
    }

    /** The top block's y of a packed {@link #top}. */
    public static int y(int packed) {
        return packed >> 16;
    }

    /** The top block's palette id of a packed {@link #top}. */
    public static int block(int packed) {
        return packed & 0xFFFF;
    }

    /** A surface worker whose biome, preliminary surface and neighbours are the preview's. */
    private static final class Column extends SurfaceSystem.Worker {
        int columnBiome;
        int own;
        int north;
        int south;
        int west;
        int east;

        Column(SurfaceSystem system) {
            // A worker is an inner class of its surface system: it reads that system's noises and random.
            system.super(null, null);
        }

        @Override
        int zoomedBiome(int x, int y, int z) {
            return columnBiome;
        }

        @Override
        boolean biomeIn(SurfaceRuleCompiler.BiomeSet set) {
            return set.contains(columnBiome);
        }

        // Not reached today (a preview column has no preliminary surface, so its walk never passes under it), but
        // answered as biomeIn answers, from the column's biome: this worker has no chunk biomes to ask.
        @Override
        boolean surelyOutside(int y, SurfaceRuleCompiler.BiomeSet set) {
            return !set.contains(columnBiome);
        }

        @Override
        int minSurfaceLevel() {
            return Integer.MIN_VALUE;
        }

        @Override
        int height(int x, int z) {
            int dx = x - (blockX & 15);
            int dz = z - (blockZ & 15);
            if (dz < 0) {
                return north;
            }
            if (dz > 0) {
                return south;
            }
            if (dx < 0) {
                return west;
            }
            return dx > 0 ? east : own;
        }
    }
}
