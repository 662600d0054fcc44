package org.terrainexplorer.world.gen;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The noise stage of part of a chunk, for maps and sections: each cell column from the top of the noise down to
 * one cell under the cell holding its lowest column's highest solid block (what the surface stage of its columns
 * needs, unless it says otherwise), or, for chosen cell columns, to the bottom. The sky above the terrain is
 * filled from interpolator ranges without computing corners (see {@link CellCorners#openSky}). Every cell filled
 * is filled exactly as in the whole chunk.
 */
final class PartialFill {

    /** How far a cell column is filled: not at all, its top, or whole. */
    static final byte SKIP = 0;
    static final byte TOP = 1;
    static final byte WHOLE = 2;

    private final NoiseChunk noise;
    private final Heightmaps.Kinds kinds;
    private final int dimensionMinY;
    private final int cellWidth;
    private final int cellHeight;
    private final int cellsXZ;
    private final boolean[] floorFound;

    PartialFill(NoiseChunk noise, Heightmaps.Kinds kinds, int dimensionMinY) {
        this.noise = noise;
        this.kinds = kinds;
        this.dimensionMinY = dimensionMinY;
        cellWidth = noise.cellWidth();
        cellHeight = noise.cellHeight();
        cellsXZ = 16 / cellWidth;
        floorFound = new boolean[cellWidth * cellWidth];
    }

    /**
     * Fills the chunk {@link NoiseChunk#begin} moved to into {@code blocks} (all air on entry), each cell column as
     * {@code modes[cx · cellsXZ + cz]} says (all {@link #TOP} when null); sets {@code limits[z · 16 + x]} to the
     * lowest y whose block is known (the world's bottom where the cell column reached the noise's; the largest
     * int for skipped ones).
     */
    void fill(short[] blocks, byte[] modes, int[] limits, BooleanSupplier cancelled) {
        int cells = noise.cellsUp();
        for (int cx = 0; cx < cellsXZ; cx++) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            for (int cz = 0; cz < cellsXZ; cz++) {
                byte mode = modes == null ? TOP : modes[cx * cellsXZ + cz];
                if (mode == SKIP) {
                    setLimits(limits, cx, cz, Integer.MAX_VALUE);
                    continue;
                }
                boolean all = mode == WHOLE;
                java.util.Arrays.fill(floorFound, false);
                int missing = cellWidth * cellWidth;
                int last = 0;
                for (int cy = cells - 1; cy >= 0; cy--) {
                    noise.fillCell(blocks, dimensionMinY, cx, cz, cy, true);
                    if (all) {
                        continue;
                    }
                    if (missing > 0) {
                        int solids = noise.cellSolids();
                        if (solids == noise.cellBlocks()) {
                            // Every column has its highest solid block in this cell or above.
                            missing = 0;
                        } else if (solids > 0) {
                            missing -= findFloors(blocks, cx, cz, cy);
                        }
                    } else {
                        // One cell under the one where the last column found its floor.
                        last = cy;
                        break;
                    }
                }
                setLimits(limits, cx, cz, last == 0 ? dimensionMinY : (noise.minCellY() + last) * cellHeight);
            }
        }
    }

    /**
     * Fills cell column (cx, cz) again from the top of the noise down to the cell holding {@code downTo} (or the
     * noise's bottom), its blocks cleared first and the rest of the chunk left as it is; sets its columns' limits.
     * For the columns a carver cuts through the surface: their blocks, as the noise stage leaves them, down to
     * under what the carvers reach.
     */
    void refill(short[] blocks, int cx, int cz, int downTo, int[] limits) {
        for (int ly = 0; ly < blocks.length >> 8; ly++) {
            for (int dz = 0; dz < cellWidth; dz++) {
                int row = ly << 8 | (cz * cellWidth + dz) << 4 | cx * cellWidth;
                java.util.Arrays.fill(blocks, row, row + cellWidth, (short) 0);
            }
        }
        int last = Math.max(0, Math.floorDiv(downTo, cellHeight) - noise.minCellY());
        for (int cy = noise.cellsUp() - 1; cy >= last; cy--) {
            noise.fillCell(blocks, dimensionMinY, cx, cz, cy, true);
        }
        setLimits(limits, cx, cz, last == 0 ? dimensionMinY : (noise.minCellY() + last) * cellHeight);
    }

    private void setLimits(int[] limits, int cx, int cz, int limit) {
        for (int dx = 0; dx < cellWidth; dx++) {
            for (int dz = 0; dz < cellWidth; dz++) {
                limits[(cz * cellWidth + dz) << 4 | (cx * cellWidth + dx)] = limit;
            }
        }
    }

    /** Marks the columns of cell (cx, cz, cy) that have a solid block in it; returns how many were new. */
    private int findFloors(short[] blocks, int cx, int cz, int cy) {
        int y0 = (noise.minCellY() + cy) * cellHeight;
        int found = 0;
        for (int dx = 0; dx < cellWidth; dx++) {
            for (int dz = 0; dz < cellWidth; dz++) {
                int k = dx * cellWidth + dz;
                if (floorFound[k]) {
                    continue;
                }
                int column = (cz * cellWidth + dz) << 4 | (cx * cellWidth + dx);
                for (int dy = cellHeight - 1; dy >= 0; dy--) {
                    int id = blocks[(y0 + dy - dimensionMinY) << 8 | column];
                    if (!kinds.air()[id] && !kinds.fluid()[id]) {
                        floorFound[k] = true;
                        found++;
                        break;
                    }
                }
            }
        }
        return found;
    }
}
