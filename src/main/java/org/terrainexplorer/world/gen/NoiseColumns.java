package org.terrainexplorer.world.gen;

import java.util.Arrays;
import org.terrainexplorer.world.chunk.BlockPalette;

/**
 * The noise stage down single columns of the chunk a {@link NoiseChunk} is at (after its {@code begin}), for the
 * section's density layer and the map's preview: the final density down columns, the top of the ground, and what
 * the aquifer puts over it. The cells are computed as the whole chunk computes them, the addend included.
 */
final class NoiseColumns {

    private final NoiseChunk n;
    private final int[] topSelection;
    /** The density of the block above the top {@link #solidTop} last found; NaN where a skipped cell held it. */
    private double aboveTop = Double.NaN;

    NoiseColumns(NoiseChunk n) {
        this.n = n;
        this.topSelection = new int[n.cellHeight];
    }

    /**
     * The y of the highest block of column (x, z) (in the chunk {@link #begin} moved to) whose final density is
     * above 0, as the n.fill computes it (the n.addend included), or {@code Integer.MIN_VALUE} where there is none: the
     * top of the ground before aquifers, surface and carvers, for a map's preview. From the top down, the cells the
     * sky ranges or the cell's range show open skipped; a column on a cell corner reads its own corner column
     * alone, others the cell's four.
     */
    int solidTop(int x, int z) {
        if (n.cellCountY == 0) {
            return Integer.MIN_VALUE;
        }
        int cx = (x - n.minX) / n.cellWidth;
        int cz = (z - n.minZ) / n.cellWidth;
        int lx = x - n.minX - cx * n.cellWidth;
        int lz = z - n.minZ - cz * n.cellWidth;
        boolean onCorner = lx == 0 && lz == 0;
        int layer = n.cellWidth * n.cellWidth;
        for (int dy = 0; dy < n.cellHeight; dy++) {
            topSelection[dy] = dy * layer + lx * n.cellWidth + lz;
        }
        aboveTop = Double.NaN;
        for (int cy = n.cellCountY - 1; cy >= 0; cy--) {
            int y0 = (n.minCellY + cy) * n.cellHeight;
            if (onCorner) {
                if (n.corners.openSkyColumn(n.fill, n.addend, cx, cz, cy)) {
                    aboveTop = Double.NaN;
                    continue;
                }
                n.corners.ensureColumn(cx, cz, cy);
                n.corners.setColumnCell(n.fill, cx, cz, cy);
                n.fill.bounds(0);
                double upper = n.fill.upper(0);
                boolean open = n.addend != DensityAddend.NONE
                    ? n.addend.keepsOpen(upper, x, y0, z, 1, 1, n.cellHeight, n.addendRange) : upper <= 0.0;
                if (open) {
                    aboveTop = Double.NaN;
                    continue;
                }
            } else {
                if (n.openSky(cx, cz, cy)) {
                    aboveTop = Double.NaN;
                    continue;
                }
                n.cellRange(cx, cz, cy);
                if (n.cellUpper <= 0.0) {
                    aboveTop = Double.NaN;
                    continue;
                }
            }
            n.fill.fillCell();
            n.fill.run(0, topSelection, n.cellHeight);
            double[] values = n.fill.values(0);
            for (int dy = n.cellHeight - 1; dy >= 0; dy--) {
                double d = values[topSelection[dy]];
                if (n.addend != DensityAddend.NONE) {
                    d += n.addend.at(x, y0 + dy, z);
                }
                if (d > 0.0) {
                    return y0 + dy;
                }
                aboveTop = d;
            }
        }
        return Integer.MIN_VALUE;
    }

    /**
     * What the n.aquifer puts over the ground {@link #solidTop} last found at (x, top, z), up to the sea level: the
     * highest block it does not leave air, from the sea's surface down (a fluid, or the default block where a
     * barrier closes it), or air where it leaves the whole column dry (its own fluid levels lower there), as the
     * chunk's heightmaps would see it. The block just above the ground takes its density where the search evaluated
     * its cell; the others' densities (at most 0, in cells known open) are not at hand and are taken as 0 where the
     * n.aquifer reads them (a barrier there is then slightly more likely than in the chunk).
     */
    int overGround(int x, int top, int z) {
        int highest = Math.max(top + 1, n.seaLevel - 1);
        for (int y = highest; y > top + 1; y--) {
            int s = substance(x, y, z, Double.NaN);
            if (s != BlockPalette.AIR) {
                return s;
            }
        }
        return substance(x, top + 1, z, aboveTop);
    }

    private int substance(int x, int y, int z, double density) {
        int s = Double.isNaN(density) ? n.aquifer.openSubstance(x, y, z) : n.aquifer.computeSubstance(x, y, z, density);
        if (s == Aquifer.NEEDS_DENSITY) {
            s = n.aquifer.computeSubstance(x, y, z, 0.0);
        }
        return s == Aquifer.SOLID ? n.defaultBlock : s;
    }

    /**
     * The final density of every block of the column (x, z) as the chunk computes it (cell interpolation
     * included), index y − {@code dimensionMinY}; NaN outside the noise's height. For the section's density
     * layer: it computes the n.corners of the column's cells only. Call after {@link #begin} for the chunk.
     */
    double[] columnDensity(int x, int z, int dimensionMinY, int dimensionHeight) {
        double[][] out = {new double[dimensionHeight]};
        columnDensities(new int[] {x}, new int[] {z}, 0, 1, out, dimensionMinY, dimensionHeight, false, () -> false);
        return out[0];
    }

    /**
     * The final density of columns {@code (xs[i], zs[i])} for i in [from, to), all in this chunk, as
     * {@link #columnDensity} gives it, into {@code out[i]} (index y − {@code dimensionMinY}): corner columns and
     * cells shared by several columns are computed once. For the section's quick preview of a line. With
     * {@code skySkipped} the cells of the open sky above the terrain (see {@link CellCorners#openSky}) are left NaN
     * without computing their n.corners: their density is known to be at most 0, not its value.
     */
    void columnDensities(int[] xs, int[] zs, int from, int to, double[][] out, int dimensionMinY,
                         int dimensionHeight, boolean skySkipped, java.util.function.BooleanSupplier cancelled) {
        for (int i = from; i < to; i++) {
            Arrays.fill(out[i], Double.NaN);
        }
        if (n.cellCountY == 0) {
            return;
        }
        boolean[] cellColumns = new boolean[n.cellsXZ * n.cellsXZ];
        for (int i = from; i < to; i++) {
            cellColumns[(xs[i] - n.minX) / n.cellWidth * n.cellsXZ + (zs[i] - n.minZ) / n.cellWidth] = true;
        }
        // Only the blocks of the cell that lie in the asked columns are evaluated (the same bits as the whole
        // cell's: interpolation of a selection uses the game's own lerps).
        int[] selection = new int[n.cellWidth * n.cellWidth * n.cellHeight];
        boolean[] wanted = new boolean[n.cellWidth * n.cellWidth];
        for (int cell = 0; cell < cellColumns.length; cell++) {
            if (!cellColumns[cell]) {
                continue;
            }
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            int cx = cell / n.cellsXZ;
            int cz = cell % n.cellsXZ;
            Arrays.fill(wanted, false);
            for (int i = from; i < to; i++) {
                int lx = xs[i] - (n.minX + cx * n.cellWidth);
                int lz = zs[i] - (n.minZ + cz * n.cellWidth);
                if (lx >= 0 && lx < n.cellWidth && lz >= 0 && lz < n.cellWidth) {
                    wanted[lx * n.cellWidth + lz] = true;
                }
            }
            int selected = 0;
            for (int dy = 0; dy < n.cellHeight; dy++) {
                for (int column = 0; column < wanted.length; column++) {
                    if (wanted[column]) {
                        selection[selected++] = dy * n.cellWidth * n.cellWidth + column;
                    }
                }
            }
            for (int cy = n.cellCountY - 1; cy >= 0; cy--) {
                if (skySkipped && n.openSky(cx, cz, cy)) {
                    continue;
                }
                n.corners.ensure(cx, cz, cy);
                n.corners.setCell(n.fill, cx, cz, cy);
                n.fill.fillCell();
                n.fill.run(0, selection, selected);
                double[] values = n.fill.values(0);
                for (int i = from; i < to; i++) {
                    int lx = xs[i] - (n.minX + cx * n.cellWidth);
                    int lz = zs[i] - (n.minZ + cz * n.cellWidth);
                    if (lx < 0 || lx >= n.cellWidth || lz < 0 || lz >= n.cellWidth) {
                        continue;
                    }
                    for (int dy = 0; dy < n.cellHeight; dy++) {
                        int y = (n.minCellY + cy) * n.cellHeight + dy;
                        if (y >= dimensionMinY && y < dimensionMinY + dimensionHeight) {
                            out[i][y - dimensionMinY] = values[(dy * n.cellWidth + lx) * n.cellWidth + lz]
                                + (n.addend == DensityAddend.NONE ? 0.0 : n.addend.at(xs[i], y, zs[i]));
                        }
                    }
                }
            }
        }
    }
}
