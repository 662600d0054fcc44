package org.terrainexplorer.world.density.compile;

import org.terrainexplorer.world.noise.Mth;

/**
 * The operations that exist only because of where a program runs: a type without a compiled form evaluated
 * through its tree, and the caching markers inside a chunk ({@code flat_cache}, {@code interpolated}).
 */
final class ChunkOps {

    private static final Op[] NONE = ArithmeticOps.NONE;

    private ChunkOps() {
    }

    /** Anything evaluated through the tree, point by point: end_islands and other rare types. */
    static final class Tree extends Op {
        final org.terrainexplorer.world.density.DensityFunction function;

        Tree(org.terrainexplorer.world.density.DensityFunction function, boolean yIndependent) {
            this.function = function;
            this.yIndependent = yIndependent;
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = function.compute(org.terrainexplorer.world.density.FunctionContext.of(f.x[p], f.y[p], f.z[p]));
            }
        }
    }

    /**
     * flat_cache inside a chunk: within the chunk's quarts, the inner value at the quart's corner and y 0; elsewhere
     * the inner value at the point. Both are values of the position alone (the second when the inner function does
     * not read y), kept in the frame's {@link FlatStore} by x and z, for every chunk and every frame sharing it.
     */
    static final class FlatCache extends Op {
        final Op inner;
        /** The wrapped function's number in the program's {@link FlatStore.Numbering}. */
        final int function;

        FlatCache(Op inner, int function) {
            this.inner = inner;
            this.function = function;
            yIndependent = true;
            needsScratch = true;
        }

        @Override
        Op[] children() {
            return new Op[] {inner};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            if (!f.inChunk) {
                inner.run(f, sel, n);
                double[] in = f.out[inner.id];
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    o[p] = in[p];
                }
                return;
            }
            int[] outside = f.scratchA[id];
            int m = 0;
            int span = f.quartSpan + 1;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                int qx = f.x[p] >> 2;
                int qz = f.z[p] >> 2;
                int dx = qx - f.firstQuartX;
                int dz = qz - f.firstQuartZ;
                if (dx >= 0 && dz >= 0 && dx < span && dz < span) {
                    o[p] = stored(f, qx << 2, qz << 2);
                } else if (inner.yIndependent) {
                    // Outside the quarts, the inner value at the point: of x and z alone, as a corner's is.
                    o[p] = stored(f, f.x[p], f.z[p]);
                } else {
                    outside[m++] = p;
                }
            }
            if (m > 0) {
                inner.run(f, outside, m);
                double[] in = f.out[inner.id];
                for (int i = 0; i < m; i++) {
                    int p = outside[i];
                    o[p] = in[p];
                }
            }
        }

        /** The inner value at (x, 0, z) from the frame's store, computed there first if not known. */
        private double stored(Frame f, int x, int z) {
            FlatStore store = f.flats;
            long key = FlatStore.key(function, x, z);
            int slot = store.slot(key);
            if (!store.has(slot, key)) {
                Frame aux = f.aux();
                aux.point(x, 0, z);
                inner.run(aux, aux.all, 1);
                store.put(slot, key, aux.out[inner.id][0]);
            }
            return store.value(slot);
        }
    }

    /**
     * {@code interpolated} inside a chunk: the blend of the current cell's eight corner values at each block. While
     * a cell is filled ({@link Mode#FILL}) the game blends along x, then y, then z ({@code Mth.lerp3}); block by
     * block ({@link Mode#UPDATE}) its interpolators blend along y, then x, then z. The two orders round differently,
     * so each is kept; everything else is shared.
     */
    static final class Interpolate extends Op {
        final int index;
        /** Whether this is the cell fill's order (x, y, z); else the block loop's (y, x, z). */
        final boolean fillOrder;

        Interpolate(int index, boolean fillOrder) {
            this.index = index;
            this.fillOrder = fillOrder;
        }

        @Override
        void bounds(Frame f) {
            Bounds.corners(f, id, f.corners[index]);
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] c = f.corners[index];
            double[] o = f.out[id];
            if (fillOrder && f.wholeCell && n == f.size) {
                evalCell(f, c, o);
                return;
            }
            if (fillOrder && f.cellRow && n == f.size) {
                evalRow(f, c, o);
                return;
            }
            double w = f.cellWidth;
            double h = f.cellHeight;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double tx = (f.x[p] - f.cellX) / w;
                double ty = (f.y[p] - f.cellY) / h;
                double tz = (f.z[p] - f.cellZ) / w;
                o[p] = fillOrder ? Mth.lerp3(tx, ty, tz, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7])
                    : lerpYxz(tx, ty, tz, c);
            }
        }

        /** The game's interpolator update: along y, then x, then z. */
        private static double lerpYxz(double tx, double ty, double tz, double[] c) {
            double xz00 = Mth.lerp(ty, c[0], c[2]);
            double xz10 = Mth.lerp(ty, c[1], c[3]);
            double xz01 = Mth.lerp(ty, c[4], c[6]);
            double xz11 = Mth.lerp(ty, c[5], c[7]);
            double z0 = Mth.lerp(tx, xz00, xz10);
            double z1 = Mth.lerp(tx, xz01, xz11);
            return Mth.lerp(tz, z0, z1);
        }

        /**
         * The whole cell in the frame's cell order (y, then x, then z): the same lerps as {@link Mth#lerp3}, with
         * those shared by a row computed once.
         */
        private static void evalCell(Frame f, double[] c, double[] o) {
            evalBox(f, c, o, 0, f.cellWidth - 1, 0, f.cellWidth - 1);
        }

        /**
         * {@link #evalCell} for the blocks of one row of the cell ({@link Frame#cellRow}): along x every x at the
         * row's z, along z every z at the row's x; the same lerps in the same order for each block.
         */
        private static void evalRow(Frame f, double[] c, double[] o) {
            int last = f.cellWidth - 1;
            if (f.rowAlongX) {
                evalBox(f, c, o, 0, last, f.rowOffset, f.rowOffset);
            } else {
                evalBox(f, c, o, f.rowOffset, f.rowOffset, 0, last);
            }
        }

        /** The blocks of the cell from x {@code fromX} to {@code toX} and z {@code fromZ} to {@code toZ}, by y. */
        private static void evalBox(Frame f, double[] c, double[] o, int fromX, int toX, int fromZ, int toZ) {
            int w = f.cellWidth;
            int h = f.cellHeight;
            double[] lowX0 = f.lerpScratch[0];
            double[] highX0 = f.lerpScratch[1];
            double[] lowX1 = f.lerpScratch[2];
            double[] highX1 = f.lerpScratch[3];
            for (int dx = fromX; dx <= toX; dx++) {
                double tx = dx / (double) w;
                lowX0[dx] = Mth.lerp(tx, c[0], c[1]);
                highX0[dx] = Mth.lerp(tx, c[2], c[3]);
                lowX1[dx] = Mth.lerp(tx, c[4], c[5]);
                highX1[dx] = Mth.lerp(tx, c[6], c[7]);
            }
            int p = 0;
            for (int dy = 0; dy < h; dy++) {
                double ty = dy / (double) h;
                for (int dx = fromX; dx <= toX; dx++) {
                    double z0 = Mth.lerp(ty, lowX0[dx], highX0[dx]);
                    double z1 = Mth.lerp(ty, lowX1[dx], highX1[dx]);
                    for (int dz = fromZ; dz <= toZ; dz++) {
                        o[p++] = Mth.lerp(dz / (double) w, z0, z1);
                    }
                }
            }
        }
    }
}
