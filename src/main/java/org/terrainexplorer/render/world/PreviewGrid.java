package org.terrainexplorer.render.world;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * Direct samples of the world on a grid of cells b blocks wide (one cell per map pixel at b blocks per pixel),
 * each taken at its cell's centre block and kept in tiles of 32 × 32 cells, so a map that pans reuses what it
 * sampled. A tile holds the climate values or the preview of the surface (the smooth surface estimate and the
 * biome there). Thread-safe; bounded to {@link #MAX_TILES} tiles, least recently used out first.
 */
public final class PreviewGrid {

    /** Cells on a tile's side. */
    public static final int TILE = 32;
    /** The most tiles kept. */
    public static final int MAX_TILES = 4096;
    /** The kind of tile holding the surface preview; climate tiles use the sampler's value index. */
    public static final int SURFACE = -1;

    /** A tile: per cell a value (a climate value, or the surface height) and, for the surface, a biome index. */
    private record Tile(float[] values, short[] biomes) {
    }

    private final WorldSampler sampler;
    private final List<String> biomeIds;
    private final int seaLevel;
    private final Map<Long, Tile> tiles = new LinkedHashMap<>(256, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Tile> eldest) {
            return size() > MAX_TILES;
        }
    };

    /** A grid over a sampler whose biomes are indexed into {@code biomeIds}. */
    public PreviewGrid(WorldSampler sampler, List<String> biomeIds) {
        this.sampler = sampler;
        this.biomeIds = biomeIds;
        this.seaLevel = sampler.state().world().settings().seaLevel();
    }

    private static long key(int kind, int cellSize, int tx, int tz) {
        return ((long) (kind + 1) & 0xFF) << 56 | ((long) cellSize & 0xFF) << 48 | ((long) tx & 0xFFFFFFL) << 24
            | (long) tz & 0xFFFFFFL;
    }

    private Tile tile(int kind, int cellSize, int tx, int tz) {
        long key = key(kind, cellSize, tx, tz);
        Tile t;
        synchronized (tiles) {
            t = tiles.get(key);
        }
        if (t != null) {
            return t;
        }
        t = sample(kind, cellSize, tx, tz);
        synchronized (tiles) {
            tiles.put(key, t);
        }
        return t;
    }

    private Tile sample(int kind, int cellSize, int tx, int tz) {
        float[] values = new float[TILE * TILE];
        short[] biomes = kind == SURFACE ? new short[TILE * TILE] : null;
        for (int j = 0; j < TILE; j++) {
            int z = (tz * TILE + j) * cellSize + cellSize / 2;
            for (int i = 0; i < TILE; i++) {
                int x = (tx * TILE + i) * cellSize + cellSize / 2;
                int k = j * TILE + i;
                if (kind == SURFACE) {
                    double surface = sampler.estimatedSurface(x, z);
                    values[k] = (float) surface;
                    int y = Math.max((int) Math.floor(surface), seaLevel - 8);
                    biomes[k] = (short) Math.max(0, biomeIds.indexOf(sampler.biome(x, y, z)));
                } else {
                    int y = kind == WorldSampler.DEPTH ? seaLevel : 0;
                    values[k] = (float) sampler.value(kind, x, y, z);
                }
            }
        }
        return new Tile(values, biomes);
    }

    /** The value of kind {@code kind} for the cell of {@code cellSize} blocks holding block (x, z). */
    public float value(int kind, int cellSize, int x, int z) {
        int cx = Math.floorDiv(x, cellSize);
        int cz = Math.floorDiv(z, cellSize);
        Tile t = tile(kind, cellSize, Math.floorDiv(cx, TILE), Math.floorDiv(cz, TILE));
        return t.values[Math.floorMod(cz, TILE) * TILE + Math.floorMod(cx, TILE)];
    }

    /** The preview biome index for the cell holding block (x, z). */
    public int biome(int cellSize, int x, int z) {
        int cx = Math.floorDiv(x, cellSize);
        int cz = Math.floorDiv(z, cellSize);
        Tile t = tile(SURFACE, cellSize, Math.floorDiv(cx, TILE), Math.floorDiv(cz, TILE));
        return t.biomes[Math.floorMod(cz, TILE) * TILE + Math.floorMod(cx, TILE)];
    }
}
