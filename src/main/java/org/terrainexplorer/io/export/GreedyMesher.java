package org.terrainexplorer.io.export;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The visible surface of a box as few quads as greedy meshing finds: a face of a solid block (neither air nor
 * fluid) is visible where its neighbour is not solid (outside the box counts as open, so the box is closed);
 * visible faces in one slice with the same colour merge into rectangles, widest first then tallest. Every
 * visible unit face lies in exactly one quad, so the quads' areas add up to the number of visible faces.
 */
public final class GreedyMesher {

    private GreedyMesher() {
    }

    /**
     * Quads: per quad the axis of its normal (0 x, 1 y, 2 z), its sign (+1 or −1), the plane's coordinate along
     * the axis, the lowest corner (a, b) on the two other axes in cyclic order (axis + 1, axis + 2), the extents
     * along them, and the colour {@code 0xRRGGBB}. Box coordinates: x, y, z from 0.
     */
    public static final class Quads {
        static final int FIELDS = 8;
        private int[] data = new int[FIELDS * 1024];
        private int count;

        void add(int axis, int sign, int plane, int a, int b, int w, int h, int rgb) {
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
            data[o + 7] = rgb;
        }

        /** The number of quads. */
        public int count() {
            return count;
        }

        /** Field {@code f} (0 axis … 7 colour) of quad {@code q}. */
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

    /** Meshes a box. */
    public static Quads mesh(VoxelBox box, BooleanSupplier cancelled) {
        int[] size = {box.sizeX(), box.sizeY(), box.sizeZ()};
        int[] colour = colours(box);
        Quads quads = new Quads();
        int[] mask = new int[Math.max(size[0] * size[1], Math.max(size[1] * size[2], size[0] * size[2]))];
        int[] p = new int[3];
        for (int d = 0; d < 3; d++) {
            int u = (d + 1) % 3;
            int v = (d + 2) % 3;
            int[] stride = {1, size[0] * size[2], size[0]};
            for (int sign = -1; sign <= 1; sign += 2) {
                for (int i = 0; i < size[d]; i++) {
                    if (cancelled.getAsBoolean()) {
                        throw new CancellationException();
                    }
                    boolean neighbourInside = i + sign >= 0 && i + sign < size[d];
                    int n = 0;
                    for (int b = 0; b < size[v]; b++) {
                        for (int a = 0; a < size[u]; a++, n++) {
                            p[d] = i;
                            p[u] = a;
                            p[v] = b;
                            int index = p[0] * stride[0] + p[1] * stride[1] + p[2] * stride[2];
                            int c = colour[index];
                            if (c != 0 && neighbourInside && colour[index + sign * stride[d]] != 0) {
                                c = 0;
                            }
                            mask[n] = c;
                        }
                    }
                    merge(mask, size[u], size[v], d, sign, sign > 0 ? i + 1 : i, quads);
                }
            }
        }
        return quads;
    }

    /** Greedy rectangles of equal non-zero values in a w × h mask (cleared as it goes). */
    private static void merge(int[] mask, int width, int height, int axis, int sign, int plane, Quads quads) {
        for (int b = 0; b < height; b++) {
            for (int a = 0; a < width;) {
                int c = mask[b * width + a];
                if (c == 0) {
                    a++;
                    continue;
                }
                int w = 1;
                while (a + w < width && mask[b * width + a + w] == c) {
                    w++;
                }
                int h = 1;
                grow:
                while (b + h < height) {
                    for (int k = 0; k < w; k++) {
                        if (mask[(b + h) * width + a + k] != c) {
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

    /** Per block ({@code (y · sizeZ + z) · sizeX + x}): its colour plus one if solid, else 0. */
    private static int[] colours(VoxelBox box) {
        BlockTable table = new BlockTable(box.palette());
        int sx = box.sizeX();
        int sz = box.sizeZ();
        int[] out = new int[sx * box.sizeY() * sz];
        int i = 0;
        for (int y = 0; y < box.sizeY(); y++) {
            for (int z = 0; z < sz; z++) {
                for (int x = 0; x < sx; x++, i++) {
                    int id = box.block(x, y, z);
                    out[i] = table.solid[id] ? table.rgb[id] + 1 : 0;
                }
            }
        }
        return out;
    }
}
