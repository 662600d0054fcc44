package org.terrainexplorer.mesh;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The visible faces of a {@link VoxelGrid} as few quads as greedy meshing finds, for the {@code .glb} export and
 * the 3D view alike. A pass draws the cells of one kind: a face of such a cell is drawn where the neighbouring
 * cell's kind is not in the pass's set of hiding kinds (the opaque pass: solid cells, hidden only by solid ones, so
 * every face between a block and air or fluid is drawn and none between two solids). Drawn faces in one slice with
 * the same key merge into rectangles, widest first then tallest; every drawn unit face lies in exactly one quad, so
 * the quads' areas add up to the number of drawn faces.
 *
 * <p>Allocation: the masks are the grid's; quads grow their own array. Nothing per cell.
 */
public final class GreedyMesher {

    private GreedyMesher() {
    }

    /**
     * Quads: per quad the axis of its normal (0 x, 1 y, 2 z), its sign (+1 or −1), the plane's coordinate along
     * the axis, the lowest corner (a, b) on the two other axes in cyclic order (axis + 1, axis + 2), the extents
     * along them, and the key of its cells ({@link VoxelGrid#key}). Coordinates are the grid's interior
     * coordinates, from 0.
     */
    public static final class Quads {
        static final int FIELDS = 8;
        private int[] data;
        private int count;

        /** Empty quads. */
        public Quads() {
            this(256);
        }

        /** Empty quads with room for {@code capacity} before the array grows. */
        public Quads(int capacity) {
            data = new int[FIELDS * Math.max(16, capacity)];
        }

        void add(int axis, int sign, int plane, int a, int b, int w, int h, int key) {
            if ((count + 1) * FIELDS > data.length) {
                data = Arrays.copyOf(data, data.length * 2);
            }
            int o = count++ * FIELDS;
            data[o] = axis;
            data[o + 1] = sign;
            data[o + 2] = plane;
            data[o + 3] = a;
            data[o + 4] = b;
            data[o + 5] = w;
            data[o + 6] = h;
            data[o + 7] = key;
        }

        /** Forgets every quad, keeping the array. */
        public void clear() {
            count = 0;
        }

        /** The number of quads. */
        public int count() {
            return count;
        }

        /** Field {@code f} (0 axis … 7 key) of quad {@code q}. */
        public int get(int q, int f) {
            return data[q * FIELDS + f];
        }

        /** The summed area of the quads: the number of unit faces they cover. */
        public long area() {
            long a = 0;
            for (int q = 0; q < count; q++) {
                a += (long) get(q, 5) * get(q, 6);
            }
            return a;
        }
    }

    /**
     * Adds to {@code out} the faces of the grid's cells of kind {@code drawKind} whose neighbour's kind is not in
     * {@code hidingKinds} (a bit set: bit k for kind k).
     *
     * @throws CancellationException when {@code cancelled} turns true (checked once per slice)
     */
    public static void mesh(VoxelGrid grid, int drawKind, int hidingKinds, Quads out, BooleanSupplier cancelled) {
        int[] cells = grid.cells();
        if (!grid.contains(drawKind)) {
            return;
        }
        int[] size = {grid.sizeX(), grid.sizeY(), grid.sizeZ()};
        int[] stride = {1, grid.strideY(), grid.strideZ()};
        int[] neg = grid.maskA(size);
        int[] pos = grid.maskB(size);
        for (int d = 0; d < 3; d++) {
            int u = (d + 1) % 3;
            int v = (d + 2) % 3;
            int sd = stride[d];
            int su = stride[u];
            int sv = stride[v];
            int nu = size[u];
            int nv = size[v];
            for (int i = 0; i < size[d]; i++) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException();
                }
                boolean any = false;
                int n = 0;
                int sliceBase = grid.origin() + i * sd;
                for (int b = 0; b < nv; b++) {
                    int index = sliceBase + b * sv;
                    for (int a = 0; a < nu; a++, n++, index += su) {
                        int c = cells[index];
                        if (c >>> VoxelGrid.KIND_SHIFT != drawKind) {
                            neg[n] = 0;
                            pos[n] = 0;
                            continue;
                        }
                        // Masks hold key + 1, so key 0 (black) still marks a face.
                        int key = (c & VoxelGrid.KEY_MASK) + 1;
                        int below = (1 << (cells[index - sd] >>> VoxelGrid.KIND_SHIFT)) & hidingKinds;
                        int above = (1 << (cells[index + sd] >>> VoxelGrid.KIND_SHIFT)) & hidingKinds;
                        neg[n] = below == 0 ? key : 0;
                        pos[n] = above == 0 ? key : 0;
                        any |= below == 0 || above == 0;
                    }
                }
                if (any) {
                    merge(neg, nu, nv, d, -1, i, out);
                    merge(pos, nu, nv, d, 1, i + 1, out);
                }
            }
        }
    }

    /** Greedy rectangles of equal non-zero values in a w × h mask (cleared as it goes). */
    private static void merge(int[] mask, int width, int height, int axis, int sign, int plane, Quads quads) {
        for (int b = 0; b < height; b++) {
            int row = b * width;
            for (int a = 0; a < width;) {
                int c = mask[row + a];
                if (c == 0) {
                    a++;
                    continue;
                }
                int w = 1;
                while (a + w < width && mask[row + a + w] == c) {
                    w++;
                }
                int h = 1;
                grow:
                while (b + h < height) {
                    int next = (b + h) * width + a;
                    for (int k = 0; k < w; k++) {
                        if (mask[next + k] != c) {
                            break grow;
                        }
                    }
                    h++;
                }
                for (int r = 0; r < h; r++) {
                    Arrays.fill(mask, (b + r) * width + a, (b + r) * width + a + w, 0);
                }
                quads.add(axis, sign, plane, a, b, w, h, c - 1);
                a += w;
            }
        }
    }
}
