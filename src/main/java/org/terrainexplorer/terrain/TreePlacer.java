package org.terrainexplorer.terrain;

import java.util.Arrays;
import java.util.Set;
import org.terrainexplorer.noise.EdgeCache;
import org.terrainexplorer.noise.FractalGrid;
import org.terrainexplorer.noise.LatticeHash;

/**
 * Places trees with blue noise, as in Amit Patel's article: trees may stand on a world grid of the given
 * spacing; each grid cell has a random value, and a cell gets a tree when its value is the largest within
 * its biome's radius ({@link Biome#treeRadius()}, in cells). Dense biomes have small radii; deserts, snow and
 * water have none. The biome is taken at the cell's centre; the tree is drawn jittered within the cell.
 *
 * <p>Anchored to the world grid, a tree is where it is whatever the view, zoom or tile: panning never makes
 * trees flicker. The candidate cells' noise is cached, so a colour-stage change (water level, biome rule)
 * re-places trees without sampling noise. The tree spacing is the exception: it moves the cell centres, so
 * changing it samples the noise at the new ones ({@link #sampledNoise()} says so). Reusable buffers; not
 * thread-safe.
 */
public final class TreePlacer {

    /** The most candidate cells one placement considers; callers place large regions strip by strip. */
    public static final int MAX_CANDIDATES = 1 << 21;
    /** The largest tree radius of any biome, rounded up: the margin of random values around the region. */
    private static final int MARGIN = 4;
    /** How far a tree may sit from its cell's centre, in cells. */
    private static final double JITTER = 0.35;

    private FractalGrid elevationGrid = new FractalGrid(1);
    private FractalGrid moistureGrid = new FractalGrid(1);
    private final EdgeCache elevationEdges = new EdgeCache();
    private final EdgeCache moistureEdges = new EdgeCache();
    // One row's buffers.
    private float[] rowFbm = new float[0];
    private float[] rowRidged = new float[0];
    private float[] rowMoisture = new float[0];
    private float[] shaped = new float[0];
    // The region's cached noise, row after row, and its random values.
    private double[] centreXs = new double[0];
    private float[] fbm = new float[0];
    private float[] ridged = new float[0];
    private float[] moistureNoise = new float[0];
    private int[] values = new int[0];

    private double[] treeX = new double[256];
    private double[] treeY = new double[256];
    private byte[] treeBiome = new byte[256];
    private int count;

    // The cached candidate region and the parameters its noise was sampled with.
    private TerrainParams cachedParams;
    private boolean cachedRidged;
    private double cachedSpacing;
    private long cachedCol0;
    private long cachedRow0;
    private int cachedCols;
    private int cachedRows;
    private boolean sampledNoise;

    /**
     * Places the trees whose cells touch the world rectangle [x0, x1] × [y0, y1] (plus one cell around it,
     * so trees jittered across its edge are included), for trees on a grid of {@code spacing} world units.
     *
     * @return the number of trees, or 0 when the region holds more than {@link #MAX_CANDIDATES} cells
     */
    public int place(TerrainGenerator generator, double spacing, double x0, double y0, double x1, double y1) {
        count = 0;
        long col0 = (long) Math.floor(x0 / spacing) - 1;
        long row0 = (long) Math.floor(y0 / spacing) - 1;
        long cols = (long) Math.floor(x1 / spacing) + 1 - col0 + 1;
        long rows = (long) Math.floor(y1 / spacing) + 1 - row0 + 1;
        if (cols * rows > MAX_CANDIDATES) {
            return 0;
        }
        ensureRowCapacity((int) cols);
        sampleNoise(generator, spacing, col0, row0, (int) cols, (int) rows);
        fillValues(generator.params().seed(), col0, row0, (int) cols, (int) rows);
        int treeSeed = LatticeHash.seed(LatticeHash.derive(generator.params().seed(), 101));
        int stride = (int) cols + 2 * MARGIN;
        for (int r = 0; r < rows; r++) {
            double y = (row0 + r + 0.5) * spacing;
            int off = r * (int) cols;
            generator.shapeRow(fbm, ridged, off, (int) cols, centreXs, 0, y, shaped, 0);
            for (int c = 0; c < cols; c++) {
                Biome biome = generator.biome(shaped[c], generator.moisture(moistureNoise[off + c]), y);
                if (biome.hasTrees() && isLocalMaximum(c + MARGIN, r + MARGIN, stride, biome.treeRadius())) {
                    int h = LatticeHash.hash(treeSeed, (int) (col0 + c), (int) (row0 + r));
                    double jx = LatticeHash.toSigned(h) * JITTER;
                    double jy = LatticeHash.toSigned(LatticeHash.mix(h)) * JITTER;
                    add((col0 + c + 0.5 + jx) * spacing, (row0 + r + 0.5 + jy) * spacing, biome);
                }
            }
        }
        return count;
    }

    /** Whether the last {@link #place} sampled noise (rather than reusing the cells' cached noise). */
    public boolean sampledNoise() {
        return sampledNoise;
    }

    private void ensureRowCapacity(int cols) {
        if (rowFbm.length < cols) {
            rowFbm = new float[cols];
            rowRidged = new float[cols];
            rowMoisture = new float[cols];
            shaped = new float[cols];
        }
        if (elevationGrid.capacity() < cols) {
            elevationGrid = new FractalGrid(cols);
            moistureGrid = new FractalGrid(cols);
            cachedParams = null;
        }
    }

    /** Samples (or reuses) the candidate cells' noise. */
    private void sampleNoise(TerrainGenerator generator, double spacing, long col0, long row0, int cols, int rows) {
        TerrainParams params = generator.params();
        boolean sameRegion = cachedParams != null && spacing == cachedSpacing && col0 == cachedCol0
            && row0 == cachedRow0 && cols == cachedCols && rows == cachedRows;
        boolean elevationStale = !sameRegion || cachedRidged != generator.needsRidged();
        boolean moistureStale = !sameRegion;
        if (sameRegion) {
            Set<Param> changed = params.differences(cachedParams);
            for (Param p : changed) {
                elevationStale |= p.stage().resamplesElevation();
                moistureStale |= p.stage().resamplesMoisture();
            }
        }
        int n = cols * rows;
        if (fbm.length < n) {
            fbm = new float[n];
            ridged = new float[n];
            moistureNoise = new float[n];
        }
        if (centreXs.length < cols) {
            centreXs = new double[cols];
        }
        for (int c = 0; c < cols; c++) {
            centreXs[c] = (col0 + c + 0.5) * spacing;
        }
        if (elevationStale) {
            generator.prepareElevation(elevationGrid, centreXs, 0, cols);
        }
        if (moistureStale) {
            generator.prepareMoisture(moistureGrid, centreXs, 0, cols);
        }
        for (int r = 0; r < rows && (elevationStale || moistureStale); r++) {
            double y = (row0 + r + 0.5) * spacing;
            if (elevationStale) {
                elevationGrid.row(y, rowFbm, generator.needsRidged() ? rowRidged : null, elevationEdges);
                System.arraycopy(rowFbm, 0, fbm, r * cols, cols);
                if (generator.needsRidged()) {
                    System.arraycopy(rowRidged, 0, ridged, r * cols, cols);
                }
            }
            if (moistureStale) {
                moistureGrid.row(y, rowMoisture, null, moistureEdges);
                System.arraycopy(rowMoisture, 0, moistureNoise, r * cols, cols);
            }
        }
        sampledNoise = elevationStale || moistureStale;
        cachedParams = params;
        cachedRidged = generator.needsRidged();
        cachedSpacing = spacing;
        cachedCol0 = col0;
        cachedRow0 = row0;
        cachedCols = cols;
        cachedRows = rows;
    }

    /** The random value of every cell in the region and a margin around it. */
    private void fillValues(long seed, long col0, long row0, int cols, int rows) {
        int stride = cols + 2 * MARGIN;
        int height = rows + 2 * MARGIN;
        if (values.length < stride * height) {
            values = new int[stride * height];
        }
        int valueSeed = LatticeHash.seed(LatticeHash.derive(seed, 100));
        for (int r = 0; r < height; r++) {
            int cellY = (int) (row0 + r - MARGIN);
            for (int c = 0; c < stride; c++) {
                // Flip the sign bit so signed comparison orders the hashes as unsigned numbers.
                values[r * stride + c] = LatticeHash.hash(valueSeed, (int) (col0 + c - MARGIN), cellY) ^ Integer.MIN_VALUE;
            }
        }
    }

    /** Whether the cell's value beats every other cell within {@code radius} cells. */
    private boolean isLocalMaximum(int c, int r, int stride, double radius) {
        int v = values[r * stride + c];
        int reach = (int) radius;
        double r2 = radius * radius;
        for (int dr = -reach; dr <= reach; dr++) {
            for (int dc = -reach; dc <= reach; dc++) {
                if ((dc != 0 || dr != 0) && dc * dc + dr * dr <= r2 && values[(r + dr) * stride + c + dc] >= v) {
                    return false;
                }
            }
        }
        return true;
    }

    private void add(double x, double y, Biome biome) {
        if (count == treeX.length) {
            treeX = Arrays.copyOf(treeX, count * 2);
            treeY = Arrays.copyOf(treeY, count * 2);
            treeBiome = Arrays.copyOf(treeBiome, count * 2);
        }
        treeX[count] = x;
        treeY[count] = y;
        treeBiome[count] = (byte) biome.ordinal();
        count++;
    }

    /** The number of trees placed by the last {@link #place}. */
    public int count() {
        return count;
    }

    /** Tree {@code i}'s world x. */
    public double x(int i) {
        return treeX[i];
    }

    /** Tree {@code i}'s world y. */
    public double y(int i) {
        return treeY[i];
    }

    /** Tree {@code i}'s biome. */
    public Biome biome(int i) {
        return Biome.of(treeBiome[i]);
    }
}
