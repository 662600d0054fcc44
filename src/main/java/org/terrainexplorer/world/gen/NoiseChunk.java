package org.terrainexplorer.world.gen;

import java.util.Arrays;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.random.PositionalRandomFactory;
import org.terrainexplorer.world.random.RandomSource;

/**
 * One thread's worker for the noise stage of chunks, after the game's {@code NoiseChunk}: the frames of the
 * compiled programs, the corner values of every interpolator, the preliminary-surface cache and the aquifer.
 * {@link #begin} moves it to a chunk and clears everything chunk-specific, so nothing of one chunk reaches
 * another. Never shared between threads.
 */
final class NoiseChunk {

    private static final double PRELIMINARY_SURFACE_DENSITY = 0.390625;

    private final ChunkPrograms programs;
    private final NoiseSettings settings;
    private final int cellWidth;
    private final int cellHeight;
    private final int cellsXZ;
    private final int minCellY;
    private final int cellCountY;
    private final Frame fill;
    private final Frame veins;
    private final Frame barrierFrame;
    private final Frame points;
    private final Frame corners;
    /** Corner values: [interpolator][corner column (cx · (cellsXZ + 1) + cz)][cell y]. */
    private final double[][][] cornerValues;
    private final int[] cornerYs;
    private final LongIntMap preliminarySurface = new LongIntMap(1024);
    private final Aquifer aquifer;
    private final PositionalRandomFactory oreRandom;
    private final RandomSource oreScratch;
    private final int defaultBlock;
    private final int[] veinBlocks;
    private final double[] density;
    private final double[] toggle;
    private final int[] selection;
    private final int[] preliminaryYs;
    private int minX;
    private int minZ;

    NoiseChunk(RandomState state, ChunkPrograms programs, NoiseSettings settings, int dimensionMinY,
               int dimensionHeight, BlockPalette palette) {
        this.programs = programs;
        this.settings = settings;
        cellWidth = settings.cellWidth();
        cellHeight = settings.cellHeight();
        cellsXZ = 16 / cellWidth;
        int minY = Math.max(settings.minY(), dimensionMinY);
        int maxY = Math.min(settings.minY() + settings.height(), dimensionMinY + dimensionHeight);
        minCellY = Math.floorDiv(minY, cellHeight);
        cellCountY = Math.max(0, Math.floorDiv(maxY - minY, cellHeight));
        int cellBlocks = cellWidth * cellWidth * cellHeight;
        fill = programs.fill.newFrame(cellBlocks);
        veins = programs.veins.newFrame(cellBlocks);
        barrierFrame = programs.barrier.newFrame(1);
        points = programs.points.newFrame(Math.max(64, settings.height() / cellHeight + 1));
        corners = programs.corners.newFrame(cellCountY + 1);
        int columns = (cellsXZ + 1) * (cellsXZ + 1);
        cornerValues = new double[programs.interpolators()][columns][cellCountY + 1];
        cornerYs = new int[cellCountY + 1];
        for (int i = 0; i <= cellCountY; i++) {
            cornerYs[i] = (minCellY + i) * cellHeight;
        }
        defaultBlock = palette.id(settings.defaultBlock());
        aquifer = new Aquifer(this, settings.aquifersEnabled(), settings.seaLevel(),
            palette.id(settings.defaultFluid()), palette.id(BlockState.WATER), palette.id(BlockState.LAVA),
            state.aquiferRandom());
        oreRandom = state.oreRandom();
        oreScratch = oreRandom.at(0, 0, 0);
        veinBlocks = new int[OreVeins.BLOCKS.size()];
        for (int i = 0; i < veinBlocks.length; i++) {
            veinBlocks[i] = palette.id(OreVeins.BLOCKS.get(i));
        }
        density = new double[cellBlocks];
        toggle = new double[cellBlocks];
        selection = new int[cellBlocks];
        preliminaryYs = new int[points.capacity];
    }

    /** Moves to the chunk whose first block is (minX, minZ). */
    void begin(int chunkMinX, int chunkMinZ) {
        minX = chunkMinX;
        minZ = chunkMinZ;
        for (Frame f : new Frame[] {fill, veins, barrierFrame, points, corners}) {
            f.enterChunk(chunkMinX, chunkMinZ, 16);
        }
        preliminarySurface.clear();
        aquifer.reset(chunkMinX, chunkMinZ, minCellY * cellHeight, cellCountY * cellHeight);
    }

    /** The lowest y the noise fills. */
    int noiseMinY() {
        return minCellY * cellHeight;
    }

    /** The number of blocks the noise fills upward from {@link #noiseMinY}. */
    int noiseHeight() {
        return cellCountY * cellHeight;
    }

    /** A point sample of a {@link ChunkPrograms#points} root at a block, with this chunk's flat caches. */
    double point(int root, int x, int y, int z) {
        return points.at(root, x, y, z);
    }

    /** The points frame, for column samples (biomes). */
    Frame points() {
        return points;
    }

    /**
     * The game's preliminary surface of the column holding (x, z), sampled at its quart corner: the highest y,
     * stepping down a cell at a time from the top of the noise, where the density without jaggedness exceeds
     * 0.390625; {@code Integer.MAX_VALUE} when there is none.
     */
    int preliminarySurfaceLevel(int x, int z) {
        int qx = x >> 2 << 2;
        int qz = z >> 2 << 2;
        long key = (long) qx & 0xFFFFFFFFL | (long) qz << 32;
        int known = preliminarySurface.get(key, Integer.MIN_VALUE);
        if (known != Integer.MIN_VALUE) {
            return known;
        }
        int level = computePreliminarySurfaceLevel(qx, qz);
        preliminarySurface.put(key, level);
        return level;
    }

    private int computePreliminarySurfaceLevel(int x, int z) {
        int bottom = settings.minY();
        int top = bottom + settings.height();
        // Sample a batch of levels at a time from the top; the first above the threshold wins.
        int capacity = points.capacity;
        int[] batch = preliminaryYs;
        for (int y = top; y >= bottom; ) {
            int n = 0;
            for (int yy = y; yy >= bottom && n < capacity; yy -= cellHeight) {
                batch[n++] = yy;
            }
            points.column(x, z, batch, n);
            points.run(ChunkPrograms.INITIAL_DENSITY);
            double[] values = points.values(ChunkPrograms.INITIAL_DENSITY);
            for (int i = 0; i < n; i++) {
                if (values[i] > PRELIMINARY_SURFACE_DENSITY) {
                    return batch[i];
                }
            }
            y -= n * cellHeight;
        }
        return Integer.MAX_VALUE;
    }

    /** The aquifer barrier at the current block (the cell's corners are set in the barrier frame). */
    double barrier(int x, int y, int z) {
        barrierFrame.point(x, y, z);
        barrierFrame.run(0);
        return barrierFrame.values(0)[0];
    }

    /** Computes every interpolator at every cell corner of the chunk. */
    private void computeCorners() {
        int n = cellCountY + 1;
        int interpolators = cornerValues.length;
        for (int cx = 0; cx <= cellsXZ; cx++) {
            for (int cz = 0; cz <= cellsXZ; cz++) {
                int column = cx * (cellsXZ + 1) + cz;
                corners.column(minX + cx * cellWidth, minZ + cz * cellWidth, cornerYs, n);
                for (int k = 0; k < interpolators; k++) {
                    corners.run(k);
                    System.arraycopy(corners.values(k), 0, cornerValues[k][column], 0, n);
                }
            }
        }
    }

    private void setCell(Frame frame, int cx, int cz, int cy) {
        int c00 = cx * (cellsXZ + 1) + cz;
        int c10 = (cx + 1) * (cellsXZ + 1) + cz;
        int c01 = cx * (cellsXZ + 1) + cz + 1;
        int c11 = (cx + 1) * (cellsXZ + 1) + cz + 1;
        // Interpolators are numbered alike in every program; a program reads the first few.
        for (int k = 0; k < frame.corners.length; k++) {
            double[][] v = cornerValues[k];
            double[] c = frame.corners[k];
            c[0] = v[c00][cy];
            c[1] = v[c10][cy];
            c[2] = v[c00][cy + 1];
            c[3] = v[c10][cy + 1];
            c[4] = v[c01][cy];
            c[5] = v[c11][cy];
            c[6] = v[c01][cy + 1];
            c[7] = v[c11][cy + 1];
        }
        frame.cell(minX + cx * cellWidth, (minCellY + cy) * cellHeight, minZ + cz * cellWidth, cellWidth, cellHeight);
    }

    /**
     * The noise stage: fills {@code blocks} (index {@code ((y − minY) · 16 + z) · 16 + x}, palette ids, air
     * already 0) from the density, the aquifer and the ore veins.
     */
    void fillBlocks(short[] blocks, int dimensionMinY, java.util.function.BooleanSupplier cancelled) {
        if (cellCountY == 0) {
            return;
        }
        computeCorners();
        boolean oreVeins = settings.oreVeinsEnabled();
        int cellBlocks = cellWidth * cellWidth * cellHeight;
        for (int cx = 0; cx < cellsXZ; cx++) {
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            for (int cz = 0; cz < cellsXZ; cz++) {
                for (int cy = cellCountY - 1; cy >= 0; cy--) {
                    setCell(fill, cx, cz, cy);
                    setCell(barrierFrame, cx, cz, cy);
                    fill.fillCell();
                    fill.run(0);
                    System.arraycopy(fill.values(0), 0, density, 0, cellBlocks);
                    // Decide each block: the aquifer's fluid or air where open, else solid.
                    int solid = 0;
                    for (int p = 0; p < cellBlocks; p++) {
                        int x = fill.x[p];
                        int y = fill.y[p];
                        int z = fill.z[p];
                        int state = aquifer.computeSubstance(x, y, z, density[p]);
                        int index = ((y - dimensionMinY) << 8) | ((z - minZ) << 4) | (x - minX);
                        if (state == Aquifer.SOLID) {
                            blocks[index] = (short) defaultBlock;
                            if (oreVeins && y >= OreVeins.IRON_MIN_Y && y <= OreVeins.COPPER_MAX_Y) {
                                selection[solid++] = p;
                            }
                        } else {
                            blocks[index] = (short) state;
                        }
                    }
                    if (solid > 0) {
                        placeVeins(blocks, solid, dimensionMinY, cx, cz, cy);
                    }
                }
            }
        }
    }

    /** The game's ore veins for the solid blocks in {@link #selection} of the current cell. */
    private void placeVeins(short[] blocks, int count, int dimensionMinY, int cx, int cz, int cy) {
        setCell(veins, cx, cz, cy);
        veins.begin(count, false);
        for (int i = 0; i < count; i++) {
            int p = selection[i];
            veins.x[i] = fill.x[p];
            veins.y[i] = fill.y[p];
            veins.z[i] = fill.z[p];
        }
        veins.run(ChunkPrograms.VEIN_TOGGLE);
        System.arraycopy(veins.values(ChunkPrograms.VEIN_TOGGLE), 0, toggle, 0, count);
        for (int i = 0; i < count; i++) {
            int p = selection[i];
            int x = fill.x[p];
            int y = fill.y[p];
            int z = fill.z[p];
            double t = toggle[i];
            boolean copper = t > 0.0;
            int maxY = copper ? OreVeins.COPPER_MAX_Y : OreVeins.IRON_MAX_Y;
            int minY = copper ? OreVeins.COPPER_MIN_Y : OreVeins.IRON_MIN_Y;
            double strength = Math.abs(t);
            int toTop = maxY - y;
            int toBottom = y - minY;
            if (toBottom < 0 || toTop < 0) {
                continue;
            }
            int edge = Math.min(toTop, toBottom);
            double roundoff = Mth.clampedMap(edge, 0.0, OreVeins.EDGE_ROUNDOFF_BEGIN, -OreVeins.MAX_EDGE_ROUNDOFF, 0.0);
            if (strength + roundoff < OreVeins.VEININESS_THRESHOLD) {
                continue;
            }
            RandomSource random = oreRandom.at(x, y, z, oreScratch);
            if (random.nextFloat() > OreVeins.VEIN_SOLIDNESS) {
                continue;
            }
            int index = ((y - dimensionMinY) << 8) | ((z - minZ) << 4) | (x - minX);
            if (veinValue(ChunkPrograms.VEIN_RIDGED, cx, cz, cy, x, y, z) >= 0.0) {
                continue;
            }
            double richness = Mth.clampedMap(strength, OreVeins.VEININESS_THRESHOLD, OreVeins.MAX_RICHNESS_THRESHOLD,
                OreVeins.MIN_RICHNESS, OreVeins.MAX_RICHNESS);
            int block;
            if (random.nextFloat() < richness
                && veinValue(ChunkPrograms.VEIN_GAP, cx, cz, cy, x, y, z) > OreVeins.SKIP_ORE_IF_GAP_NOISE_IS_BELOW) {
                boolean raw = random.nextFloat() < OreVeins.CHANCE_OF_RAW_ORE_BLOCK;
                block = copper ? (raw ? veinBlocks[1] : veinBlocks[0]) : (raw ? veinBlocks[4] : veinBlocks[3]);
            } else {
                block = copper ? veinBlocks[2] : veinBlocks[5];
            }
            blocks[index] = (short) block;
        }
    }

    private double veinValue(int root, int cx, int cz, int cy, int x, int y, int z) {
        veins.point(x, y, z);
        veins.run(root);
        return veins.values(root)[0];
    }

    /** Unused cells above or below the noise stay air; the caller clears the block array. */
    static void clear(short[] blocks) {
        Arrays.fill(blocks, (short) 0);
    }

    /**
     * The final density of every block of the column (x, z) as the chunk computes it (cell interpolation
     * included), index y − {@code dimensionMinY}; NaN outside the noise's height. For the section's density
     * layer: it computes the corners of the column's cells only. Call after {@link #begin} for the chunk.
     */
    double[] columnDensity(int x, int z, int dimensionMinY, int dimensionHeight) {
        double[] out = new double[dimensionHeight];
        java.util.Arrays.fill(out, Double.NaN);
        if (cellCountY == 0) {
            return out;
        }
        int cx = (x - minX) / cellWidth;
        int cz = (z - minZ) / cellWidth;
        int n = cellCountY + 1;
        for (int dx = 0; dx <= 1; dx++) {
            for (int dz = 0; dz <= 1; dz++) {
                int column = (cx + dx) * (cellsXZ + 1) + cz + dz;
                corners.column(minX + (cx + dx) * cellWidth, minZ + (cz + dz) * cellWidth, cornerYs, n);
                for (int k = 0; k < cornerValues.length; k++) {
                    corners.run(k);
                    System.arraycopy(corners.values(k), 0, cornerValues[k][column], 0, n);
                }
            }
        }
        for (int cy = 0; cy < cellCountY; cy++) {
            setCell(fill, cx, cz, cy);
            fill.fillCell();
            fill.run(0);
            double[] values = fill.values(0);
            int lx = x - (minX + cx * cellWidth);
            int lz = z - (minZ + cz * cellWidth);
            for (int dy = 0; dy < cellHeight; dy++) {
                int y = (minCellY + cy) * cellHeight + dy;
                if (y >= dimensionMinY && y < dimensionMinY + dimensionHeight) {
                    out[y - dimensionMinY] = values[(dy * cellWidth + lx) * cellWidth + lz];
                }
            }
        }
        return out;
    }

    /**
     * The final density of columns {@code (xs[i], zs[i])} for i in [from, to), all in this chunk, as
     * {@link #columnDensity} gives it, into {@code out[i]} (index y − {@code dimensionMinY}): corner columns and
     * cells shared by several columns are computed once. For the section's quick preview of a line.
     */
    void columnDensities(int[] xs, int[] zs, int from, int to, double[][] out, int dimensionMinY,
                         int dimensionHeight, java.util.function.BooleanSupplier cancelled) {
        for (int i = from; i < to; i++) {
            java.util.Arrays.fill(out[i], Double.NaN);
        }
        if (cellCountY == 0) {
            return;
        }
        int n = cellCountY + 1;
        int interpolators = fill.corners.length;
        boolean[] known = new boolean[(cellsXZ + 1) * (cellsXZ + 1)];
        boolean[] cellColumns = new boolean[cellsXZ * cellsXZ];
        for (int i = from; i < to; i++) {
            int cx = (xs[i] - minX) / cellWidth;
            int cz = (zs[i] - minZ) / cellWidth;
            cellColumns[cx * cellsXZ + cz] = true;
            for (int dx = 0; dx <= 1; dx++) {
                for (int dz = 0; dz <= 1; dz++) {
                    int column = (cx + dx) * (cellsXZ + 1) + cz + dz;
                    if (known[column]) {
                        continue;
                    }
                    known[column] = true;
                    corners.column(minX + (cx + dx) * cellWidth, minZ + (cz + dz) * cellWidth, cornerYs, n);
                    for (int k = 0; k < interpolators; k++) {
                        corners.run(k);
                        System.arraycopy(corners.values(k), 0, cornerValues[k][column], 0, n);
                    }
                }
            }
        }
        for (int cell = 0; cell < cellColumns.length; cell++) {
            if (!cellColumns[cell]) {
                continue;
            }
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            int cx = cell / cellsXZ;
            int cz = cell % cellsXZ;
            for (int cy = 0; cy < cellCountY; cy++) {
                setCell(fill, cx, cz, cy);
                fill.fillCell();
                fill.run(0);
                double[] values = fill.values(0);
                for (int i = from; i < to; i++) {
                    int lx = xs[i] - (minX + cx * cellWidth);
                    int lz = zs[i] - (minZ + cz * cellWidth);
                    if (lx < 0 || lx >= cellWidth || lz < 0 || lz >= cellWidth) {
                        continue;
                    }
                    for (int dy = 0; dy < cellHeight; dy++) {
                        int y = (minCellY + cy) * cellHeight + dy;
                        if (y >= dimensionMinY && y < dimensionMinY + dimensionHeight) {
                            out[i][y - dimensionMinY] = values[(dy * cellWidth + lx) * cellWidth + lz];
                        }
                    }
                }
            }
        }
    }
}
