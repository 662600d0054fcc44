package org.terrainexplorer.world.gen;

import java.util.Arrays;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.compile.FlatStore;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.random.PositionalRandomFactory;
import org.terrainexplorer.world.random.RandomSource;

/**
 * One thread's worker for the noise stage of chunks, after the game's {@code NoiseChunk}: the frames of the
 * compiled programs, the corner values of every interpolator, the preliminary-surface cache and the aquifer.
 * {@link #begin} moves it to a chunk and clears everything chunk-specific, so nothing of one chunk reaches
 * another; what it keeps (corner columns, flat-cache values, preliminary surface levels) depends on position
 * alone. Never shared between threads.
 */
final class NoiseChunk {

    private final ChunkPrograms programs;
    private final NoiseSettings settings;
    final int cellWidth;
    final int cellHeight;
    final int cellsXZ;
    final int minCellY;
    final int cellCountY;
    final Frame fill;
    private final Frame veins;
    private final Frame barrierFrame;
    private final Frame barrierPoint;
    /** While carving, the aquifer's barrier is read at a single point (the carvers' context), not in a cell. */
    private boolean carving;
    private final Frame points;
    final CellCorners corners;
    /** The flat caches' values of every frame of this thread's chunks (its biomes' too). */
    final FlatStore flats;
    private final PreliminarySurface preliminary;
    final Aquifer aquifer;
    private final PositionalRandomFactory oreRandom;
    private final RandomSource oreScratch;
    final int defaultBlock;
    final int seaLevel;
    private final int[] veinBlocks;
    private final double[] density;
    private final double[] toggle;
    private final int[] selection;
    private final int[] rows;
    int minX;
    int minZ;
    /** The term added to the final density at every block of this chunk ({@link DensityAddend#NONE} without one). */
    DensityAddend addend = DensityAddend.NONE;
    final double[] addendRange = new double[2];
    /** Flat-cache slots of a noise chunk for single columns: a column's cells and its aquifers' surface columns. */
    private static final int COLUMN_FLAT_SLOT_BITS = 12;

    /** The range of the final density over the cell {@link #cellRange} last bounded. */
    private double cellLower;
    double cellUpper;
    /** The number of solid blocks (the default block) the last {@link #fillCell} placed. */
    private int cellSolids;
    /** The highest y a block other than air was placed at since {@link #begin} ({@code Integer.MIN_VALUE}: none). */
    private int highestPlaced;

    NoiseChunk(RandomState state, ChunkPrograms programs, NoiseSettings settings, int dimensionMinY,
               int dimensionHeight, BlockPalette palette) {
        this(state, programs, settings, dimensionMinY, dimensionHeight, palette, false);
    }

    /**
     * A noise chunk; {@code columns}: one for single columns (base heights), whose tables kept across chunks (flat
     * caches' values, preliminary surface levels) are small. A seed search makes one for every seed's world, and the
     * tables a map's rows of chunks want (1.2 MB) were there allocated and cleared for a few columns each. The
     * tables are caches: their size changes no value.
     */
    NoiseChunk(RandomState state, ChunkPrograms programs, NoiseSettings settings, int dimensionMinY,
               int dimensionHeight, BlockPalette palette, boolean columns) {
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
        flats = programs.newFlatStore(columns ? COLUMN_FLAT_SLOT_BITS : FlatStore.SHARED_SLOT_BITS);
        fill = programs.fill.newFrame(cellBlocks, flats);
        veins = programs.veins.newFrame(cellBlocks, flats);
        barrierFrame = programs.barrier.newFrame(1, flats);
        barrierPoint = programs.barrierPoint.newFrame(1, flats);
        points = programs.points.newFrame(Math.max(64, settings.height() / cellHeight + 1), flats);
        corners = new CellCorners(programs, flats, cellWidth, cellHeight, minCellY, cellCountY,
            this::likelyFloorLevel);
        NoiseRouter.SurfaceSlot slot = state.router().surfaceSlot();
        preliminary = new PreliminarySurface(points, slot, settings.minY(), settings.minY() + settings.height(),
            cellHeight, columns ? PreliminarySurface.COLUMN_SLOT_BITS : PreliminarySurface.CHUNK_SLOT_BITS);
        defaultBlock = palette.id(settings.defaultBlock());
        seaLevel = settings.seaLevel();
        aquifer = new Aquifer(this, settings.aquifersEnabled(), slot == NoiseRouter.SurfaceSlot.PRELIMINARY_SURFACE_LEVEL,
            seaLevel,
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
        rows = new int[cellHeight];
    }

    /** Moves to the chunk whose first block is (minX, minZ). */
    void begin(int chunkMinX, int chunkMinZ) {
        minX = chunkMinX;
        minZ = chunkMinZ;
        fill.enterChunk(chunkMinX, chunkMinZ, 16);
        veins.enterChunk(chunkMinX, chunkMinZ, 16);
        barrierFrame.enterChunk(chunkMinX, chunkMinZ, 16);
        barrierPoint.enterChunk(chunkMinX, chunkMinZ, 16);
        points.enterChunk(chunkMinX, chunkMinZ, 16);
        corners.begin(chunkMinX, chunkMinZ);
        preliminary.enterChunk(chunkMinX, chunkMinZ);
        highestPlaced = Integer.MIN_VALUE;
        addend = DensityAddend.NONE;
        aquifer.reset(chunkMinX, chunkMinZ, minCellY * cellHeight, cellCountY * cellHeight);
    }

    /**
     * Adds {@code term} to the final density at every block of the chunk {@link #begin} moved to (after
     * interpolation, as the game adds its beardifier): every cell's range, every block's density and the open sky
     * take it in. Until the next {@link #begin}.
     */
    void addend(DensityAddend term) {
        addend = term;
    }

    /**
     * The range of the final density over cell (cx, cz, cy), into {@link #cellLower} and {@link #cellUpper}: the
     * program's range from the interpolators' corners (computed as needed) and the addend's range over the cell
     * (its rough range where that classifies the cell).
     * The fill frame is then at the cell. Every classification of a cell as solid, open or mixed reads this.
     */
    void cellRange(int cx, int cz, int cy) {
        corners.ensure(cx, cz, cy);
        corners.setCell(fill, cx, cz, cy);
        fill.bounds(0);
        cellLower = fill.lower(0);
        cellUpper = fill.upper(0);
        if (addend != DensityAddend.NONE) {
            addend.addRange(cellLower, cellUpper, minX + cx * cellWidth, (minCellY + cy) * cellHeight,
                minZ + cz * cellWidth, cellWidth, cellWidth, cellHeight, addendRange);
            cellLower = addendRange[0];
            cellUpper = addendRange[1];
        }
    }

    /** Whether the sky ranges show cell (cx, cz, cy) open (see {@link CellCorners#openSky}), the addend included. */
    boolean openSky(int cx, int cz, int cy) {
        return corners.openSky(fill, addend, cx, cz, cy);
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
     * The game's preliminary surface of the column holding (x, z), sampled at its quart corner, as the release of
     * the router computes it (see {@link PreliminarySurface}).
     */
    int preliminarySurfaceLevel(int x, int z) {
        return preliminary.at(x, z);
    }

    /**
     * The cell level two under the one holding the preliminary surface of the column holding (x, z): where a partial
     * chunk's filling of that column probably stops ({@link Integer#MAX_VALUE} when there is no such surface).
     */
    private int likelyFloorLevel(int x, int z) {
        int level = preliminary.at(x, z);
        return level == Integer.MAX_VALUE ? Integer.MAX_VALUE : Math.floorDiv(level, cellHeight) - minCellY - 2;
    }

    /** The aquifer barrier at the current block (the cell's corners are set in the barrier frame). */
    double barrier(int x, int y, int z) {
        if (carving) {
            return barrierPoint.at(0, x, y, z);
        }
        barrierFrame.point(x, y, z);
        barrierFrame.run(0);
        return barrierFrame.values(0)[0];
    }

    /**
     * What the aquifer puts in an open block a carver cuts ({@code computeSubstance} at density 0 in a single-point
     * context): a palette id, or {@link Aquifer#SOLID} for a barrier.
     */
    int carveSubstance(int x, int y, int z) {
        carving = true;
        try {
            return aquifer.computeSubstance(x, y, z, 0.0);
        } finally {
            carving = false;
        }
    }

    /**
     * The noise stage: fills {@code blocks} (index {@code ((y − minY) · 16 + z) · 16 + x}, palette ids, air
     * already 0) from the density, the aquifer and the ore veins.
     */
    void fillBlocks(short[] blocks, int dimensionMinY, java.util.function.BooleanSupplier cancelled) {
        if (cellCountY == 0) {
            return;
        }
        corners.computeAll();
        for (int cx = 0; cx < cellsXZ; cx++) {
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            for (int cz = 0; cz < cellsXZ; cz++) {
                for (int cy = cellCountY - 1; cy >= 0; cy--) {
                    fillCell(blocks, dimensionMinY, cx, cz, cy, false);
                }
            }
        }
    }

    /**
     * One cell. The range of its final density (from its interpolators' corners, see {@code Bounds}) decides how:
     * all above 0, every block is solid (the aquifer's first test); all at or below 0, the aquifer alone decides,
     * row by row where its short-cuts allow and reading densities only if a barrier needs one; otherwise block by
     * block. Each way gives each block what the block-by-block loop gives it. With {@code sky}, a cell the sky
     * ranges show open (see {@link CellCorners#openSky}) is filled as open without computing its corners.
     */
    void fillCell(short[] blocks, int dimensionMinY, int cx, int cz, int cy, boolean sky) {
        cellSolids = 0;
        int x0 = minX + cx * cellWidth;
        int y0 = (minCellY + cy) * cellHeight;
        int z0 = minZ + cz * cellWidth;
        int solid;
        if (sky && openSky(cx, cz, cy)) {
            solid = openCell(blocks, dimensionMinY, x0, y0, z0, cx, cz, cy);
            if (solid > 0) {
                placeVeins(blocks, solid, dimensionMinY, cx, cz, cy);
            }
            return;
        }
        cellRange(cx, cz, cy);
        if (cellLower > 0.0) {
            solid = solidCell(blocks, dimensionMinY, x0, y0, z0);
        } else if (cellUpper <= 0.0) {
            solid = openCell(blocks, dimensionMinY, x0, y0, z0, cx, cz, cy);
        } else {
            cellDensities(cx, cz, cy);
            solid = 0;
            int p = 0;
            for (int dy = 0; dy < cellHeight; dy++) {
                for (int dx = 0; dx < cellWidth; dx++) {
                    for (int dz = 0; dz < cellWidth; dz++, p++) {
                        int state = aquifer.computeSubstance(x0 + dx, y0 + dy, z0 + dz, density[p]);
                        solid = place(blocks, dimensionMinY, x0 + dx, y0 + dy, z0 + dz, p, state, solid);
                    }
                }
            }
        }
        if (solid > 0) {
            placeVeins(blocks, solid, dimensionMinY, cx, cz, cy);
        }
    }

    /**
     * What {@link #fillCell} (with the sky ranges) places in one column of cell (cx, cz, cy), the column (dx, dz) of
     * the cell, before the ore veins (which only replace solid blocks with others): per block from the cell's bottom,
     * {@code out[dy]}, a palette id (air or a fluid) or {@link Aquifer#SOLID}. Only the column's blocks are asked of
     * the aquifer, block by block ({@link Aquifer#blockSubstance}); the cell's densities are computed only where a
     * block needs its own. For a single column's heights, as structure placement reads them.
     */
    void columnCell(int cx, int cz, int cy, int dx, int dz, int[] out) {
        boolean open = openSky(cx, cz, cy);
        if (!open) {
            cellRange(cx, cz, cy);
            if (cellLower > 0.0) {
                java.util.Arrays.fill(out, 0, cellHeight, Aquifer.SOLID);
                return;
            }
            open = cellUpper <= 0.0;
        }
        boolean densities = false;
        if (!open) {
            cellDensities(cx, cz, cy);
            densities = true;
        }
        int x = minX + cx * cellWidth + dx;
        int y0 = (minCellY + cy) * cellHeight;
        int z = minZ + cz * cellWidth + dz;
        for (int dy = 0; dy < cellHeight; dy++) {
            int p = (dy * cellWidth + dx) * cellWidth + dz;
            int state = densities ? aquifer.blockSubstance(x, y0 + dy, z, density[p], true)
                : aquifer.blockSubstance(x, y0 + dy, z, 0.0, false);
            if (state == Aquifer.NEEDS_DENSITY) {
                cellDensities(cx, cz, cy);
                densities = true;
                state = aquifer.blockSubstance(x, y0 + dy, z, density[p], true);
            }
            out[dy] = state;
        }
    }

    /**
     * The final density of every block of cell (cx, cz, cy) into {@link #density}, in cell order (y, then x, then
     * z); the fill and barrier frames are then at the cell.
     */
    private void cellDensities(int cx, int cz, int cy) {
        corners.ensure(cx, cz, cy);
        corners.setCell(fill, cx, cz, cy);
        corners.setCell(barrierFrame, cx, cz, cy);
        fill.fillCell();
        fill.run(0);
        System.arraycopy(fill.values(0), 0, density, 0, cellWidth * cellWidth * cellHeight);
        addend.addToCell(density, minX + cx * cellWidth, (minCellY + cy) * cellHeight, minZ + cz * cellWidth, cellWidth,
            cellHeight);
    }

    /**
     * The final density of every block of a cell, in cell order (y, then x, then z), into {@code out}; and the
     * cell's density range into {@code range} ({lower, upper}).
     */
    void cellDensity(int cx, int cz, int cy, double[] out, double[] range) {
        cellRange(cx, cz, cy);
        range[0] = cellLower;
        range[1] = cellUpper;
        fill.fillCell();
        fill.run(0);
        System.arraycopy(fill.values(0), 0, out, 0, cellWidth * cellWidth * cellHeight);
        addend.addToCell(out, minX + cx * cellWidth, (minCellY + cy) * cellHeight, minZ + cz * cellWidth, cellWidth,
            cellHeight);
    }

    /**
     * The final density of the blocks of cell (cx, cz, cy) in one row of the chunk (z = {@code local} when
     * {@code alongX}, else x = {@code local}, which the cell must hold), into {@code out} at {@code (dy · cellWidth
     * + d)}, d the offset along the row: the values the block-by-block fill computes there (a row batch shares
     * the interpolation's lerps as a whole cell does).
     */
    void rowDensity(int cx, int cz, int cy, boolean alongX, int local, double[] out) {
        corners.ensure(cx, cz, cy);
        corners.setCell(fill, cx, cz, cy);
        fill.cellRow(alongX, local - (alongX ? cz : cx) * cellWidth);
        fill.run(0);
        System.arraycopy(fill.values(0), 0, out, 0, cellWidth * cellHeight);
        if (addend != DensityAddend.NONE) {
            for (int i = 0; i < cellWidth * cellHeight; i++) {
                out[i] += addend.at(fill.x[i], fill.y[i], fill.z[i]);
            }
        }
    }

    /**
     * How many blocks of the last cell {@link #fillCell} filled are solid: none (nothing but air and fluids), all of
     * them, or some (the ore veins then replace some of them with other solid blocks).
     */
    int cellSolids() {
        return cellSolids;
    }

    /** The number of blocks in a cell. */
    int cellBlocks() {
        return cellWidth * cellWidth * cellHeight;
    }

    /** The highest y a block other than air was placed at in this chunk, or {@code Integer.MIN_VALUE}. */
    int highestPlaced() {
        return highestPlaced;
    }

    /** Computes every corner of the chunk {@link #begin} moved to. */
    void corners() {
        corners.computeAll();
    }

    /** The cell width and height in blocks. */
    int cellWidth() {
        return cellWidth;
    }

    int cellHeight() {
        return cellHeight;
    }

    /** The lowest cell level's y index ({@code minY / cellHeight}). */
    int minCellY() {
        return minCellY;
    }

    /** The number of cells across a chunk, and up the noise. */
    int cellsAcross() {
        return cellsXZ;
    }

    int cellsUp() {
        return cellCountY;
    }

    /**
     * Writes a block's state (air is already there) and, for a solid block where veins may be, adds it to the
     * vein candidates; returns the new candidate count.
     */
    private int place(short[] blocks, int dimensionMinY, int x, int y, int z, int p, int state, int solid) {
        int index = ((y - dimensionMinY) << 8) | ((z - minZ) << 4) | (x - minX);
        if (state != 0 && y > highestPlaced) {
            highestPlaced = y;
        }
        if (state == Aquifer.SOLID) {
            cellSolids++;
            blocks[index] = (short) defaultBlock;
            if (settings.oreVeinsEnabled() && y >= OreVeins.IRON_MIN_Y && y <= OreVeins.COPPER_MAX_Y) {
                selection[solid++] = p;
            }
        } else if (state != 0) {
            blocks[index] = (short) state;
        }
        return solid;
    }

    /** A cell whose density is above 0 throughout: the default block everywhere. */
    private int solidCell(short[] blocks, int dimensionMinY, int x0, int y0, int z0) {
        int solid = 0;
        int p = 0;
        for (int dy = 0; dy < cellHeight; dy++) {
            for (int dx = 0; dx < cellWidth; dx++) {
                for (int dz = 0; dz < cellWidth; dz++, p++) {
                    solid = place(blocks, dimensionMinY, x0 + dx, y0 + dy, z0 + dz, p, Aquifer.SOLID, solid);
                }
            }
        }
        return solid;
    }

    /**
     * A cell whose density is at or below 0 throughout: the aquifer's answers, by row when they depend on y alone;
     * else by block, with the cell's densities computed only if some block's answer needs its own.
     */
    private int openCell(short[] blocks, int dimensionMinY, int x0, int y0, int z0, int cx, int cz, int cy) {
        int solid = 0;
        if (aquifer.openRows(x0, y0, z0, cellWidth, cellHeight, rows)) {
            int p = 0;
            for (int dy = 0; dy < cellHeight; dy++) {
                int state = rows[dy];
                if (state == 0) {
                    p += cellWidth * cellWidth;
                    continue;
                }
                for (int dx = 0; dx < cellWidth; dx++) {
                    for (int dz = 0; dz < cellWidth; dz++, p++) {
                        solid = place(blocks, dimensionMinY, x0 + dx, y0 + dy, z0 + dz, p, state, solid);
                    }
                }
            }
            return solid;
        }
        boolean densities = false;
        int p = 0;
        for (int dy = 0; dy < cellHeight; dy++) {
            for (int dx = 0; dx < cellWidth; dx++) {
                for (int dz = 0; dz < cellWidth; dz++, p++) {
                    int x = x0 + dx;
                    int y = y0 + dy;
                    int z = z0 + dz;
                    int state = aquifer.openSubstance(x, y, z);
                    if (state == Aquifer.NEEDS_DENSITY) {
                        if (!densities) {
                            cellDensities(cx, cz, cy);
                            densities = true;
                        }
                        state = aquifer.computeSubstance(x, y, z, density[p]);
                    }
                    solid = place(blocks, dimensionMinY, x, y, z, p, state, solid);
                }
            }
        }
        return solid;
    }

    /**
     * The game's ore veins for the solid blocks in {@link #selection} (cell positions, y then x then z) of the
     * current cell. A short-cut that changes nothing: where the vein toggle's range over the cell stays below the
     * veininess threshold, no block passes the first test (the edge roundoff only lowers the strength).
     */
    private void placeVeins(short[] blocks, int count, int dimensionMinY, int cx, int cz, int cy) {
        corners.ensure(cx, cz, cy);
        corners.setCell(veins, cx, cz, cy);
        veins.bounds(ChunkPrograms.VEIN_TOGGLE);
        if (Math.max(-veins.lower(ChunkPrograms.VEIN_TOGGLE), veins.upper(ChunkPrograms.VEIN_TOGGLE))
            < OreVeins.VEININESS_THRESHOLD) {
            return;
        }
        int x0 = minX + cx * cellWidth;
        int y0 = (minCellY + cy) * cellHeight;
        int z0 = minZ + cz * cellWidth;
        int layer = cellWidth * cellWidth;
        veins.begin(count, false);
        for (int i = 0; i < count; i++) {
            int p = selection[i];
            veins.x[i] = x0 + p % layer / cellWidth;
            veins.y[i] = y0 + p / layer;
            veins.z[i] = z0 + p % cellWidth;
        }
        veins.run(ChunkPrograms.VEIN_TOGGLE);
        System.arraycopy(veins.values(ChunkPrograms.VEIN_TOGGLE), 0, toggle, 0, count);
        for (int i = 0; i < count; i++) {
            int p = selection[i];
            int x = x0 + p % layer / cellWidth;
            int y = y0 + p / layer;
            int z = z0 + p % cellWidth;
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

}
