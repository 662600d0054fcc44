package org.terrainexplorer.render.world;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;

/**
 * Draws a square of chunks isometrically, in painter's order (back to front, bottom to top), into an ARGB
 * image: each block a small sprite of its top and two front faces, shaded by direction (top full, left 80%,
 * right 62%), water translucent over what lies behind it. Only faces open to air, water or the cut are drawn.
 * A cut-away removes every block above a level and, optionally, every block in front of a line, so caves,
 * aquifers and lava lakes show.
 */
public final class IsometricRenderer {

    /** The scene: chunks, the view's rotation and scale, and the cuts. */
    public record Scene(ChunkData[] chunks, int size, int rotation, int scale, int cutY, double[] cutLine) {

        /**
         * @param chunks   size × size chunks, row-major by chunk z then x (null where not generated)
         * @param size     chunks on a side, 1 to 16
         * @param rotation quarter turns clockwise seen from above, 0 to 3
         * @param scale    pixels of a block's half width, an even number from 2 to 16 (odd ones are rounded up, so
         *                 neighbouring faces tile without gaps)
         * @param cutY     the highest y drawn
         * @param cutLine  {ax, az, bx, bz} in block coordinates: blocks on the camera's side of this line are cut
         *                 away; null for none
         */
        public Scene {
            if (size < 1 || size > 16 || chunks.length != size * size) {
                throw new IllegalArgumentException("a scene is 1 to 16 chunks on a side, " + size * size + " chunks");
            }
            rotation = Math.floorMod(rotation, 4);
            scale = Math.max(2, Math.min(16, scale + (scale & 1)));
        }
    }

    private static final float LEFT_SHADE = 0.80f;
    private static final float RIGHT_SHADE = 0.62f;
    private static final float WATER_ALPHA = 0.55f;

    private IsometricRenderer() {
    }

    /** The image width for a scene. */
    public static int width(Scene s) {
        return 2 * s.size() * 16 * s.scale() + 2 * s.scale();
    }

    /** The image height for a scene: the blocks from the world's bottom to the cut, plus the square's diamond. */
    public static int height(Scene s, int minY, int worldHeight) {
        int top = Math.min(s.cutY(), minY + worldHeight - 1);
        return s.size() * 16 * s.scale() + Math.max(1, top - minY + 1) * s.scale() + 2 * s.scale();
    }

    /** Draws the scene into {@code argb} (width × height of {@link #width}/{@link #height}), over {@code background}. */
    public static void render(Scene scene, int[] argb, int width, int height, int background, BooleanSupplier cancelled) {
        java.util.Arrays.fill(argb, background);
        ChunkData any = null;
        for (ChunkData c : scene.chunks()) {
            if (c != null) {
                any = c;
                break;
            }
        }
        if (any == null) {
            return;
        }
        int n = scene.size() * 16;
        int s = scene.scale();
        int minY = any.minY();
        int topY = Math.min(scene.cutY(), minY + any.height() - 1);
        var palette = any.palette();
        // Sized now, after the scene's chunks were made: a chunk only holds ids its palette had before it was
        // built, so even a growing palette's (a saved world's) ids all fit.
        int[] colour = new int[palette.size()];
        boolean[] open = new boolean[palette.size()];
        boolean[] water = new boolean[palette.size()];
        for (int i = 0; i < colour.length; i++) {
            BlockState st = palette.state(i);
            colour[i] = WorldColors.block(st);
            open[i] = st.isAir() || st.isFluid();
            water[i] = st.name().equals("minecraft:water");
        }
        byte[] mask = sprite(s);
        int spriteW = 2 * s;
        int spriteH = 2 * s;
        Lookup lookup = new Lookup(scene, n, minY, any.height());
        // Back to front: in rotated coordinates (u, v) the camera is toward +u and +v.
        for (int d = 0; d <= 2 * (n - 1); d++) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            for (int u = Math.max(0, d - n + 1); u <= Math.min(n - 1, d); u++) {
                int v = d - u;
                int x = lookup.x(u, v);
                int z = lookup.z(u, v);
                ChunkData chunk = lookup.chunk(x, z);
                if (chunk == null || lookup.cut(x, z)) {
                    continue;
                }
                int sx = (u - v) * s + n * s - s + s;
                int baseY = (u + v) * s / 2 + (topY - minY) * s + s;
                for (int y = minY; y <= topY; y++) {
                    int id = chunk.block(x & 15, y, z & 15);
                    if (palette.state(id).isAir()) {
                        continue;
                    }
                    boolean isWater = water[id];
                    boolean top = y == topY || exposed(lookup, palette, open, water, u, v, y + 1, isWater, 0, 0);
                    boolean right = exposed(lookup, palette, open, water, u + 1, v, y, isWater, 1, 0);
                    boolean left = exposed(lookup, palette, open, water, u, v + 1, y, isWater, 0, 1);
                    if (!top && !left && !right) {
                        continue;
                    }
                    int sy = baseY - (y - minY) * s;
                    int rgb = colour[id];
                    paint(argb, width, height, mask, spriteW, spriteH, sx - s, sy - s, rgb, top, left, right, isWater);
                }
            }
        }
    }

    /** Whether the neighbour at (u, v, y) lets the face be seen: outside, cut away, open, or water next to non-water. */
    private static boolean exposed(Lookup lookup, org.terrainexplorer.world.chunk.BlockPalette palette, boolean[] open,
                                   boolean[] water, int u, int v, int y, boolean fromWater, int du, int dv) {
        if (u >= lookup.n || v >= lookup.n || y > lookup.topY()) {
            return true;
        }
        int x = lookup.x(u, v);
        int z = lookup.z(u, v);
        ChunkData chunk = lookup.chunk(x, z);
        if (chunk == null || lookup.cut(x, z)) {
            return true;
        }
        if (y > lookup.cutTop) {
            return true;
        }
        int id = chunk.block(x & 15, y, z & 15);
        if (fromWater) {
            return palette.state(id).isAir();
        }
        return open[id];
    }

    private static void paint(int[] argb, int width, int height, byte[] mask, int spriteW, int spriteH, int x0, int y0,
                              int rgb, boolean top, boolean left, boolean right, boolean translucent) {
        int topColour = 0xFF000000 | rgb;
        int leftColour = WorldColors.shade(rgb, LEFT_SHADE);
        int rightColour = WorldColors.shade(rgb, RIGHT_SHADE);
        for (int py = 0; py < spriteH; py++) {
            int y = y0 + py;
            if (y < 0 || y >= height) {
                continue;
            }
            for (int px = 0; px < spriteW; px++) {
                int x = x0 + px;
                if (x < 0 || x >= width) {
                    continue;
                }
                int face = mask[py * spriteW + px];
                int c;
                if (face == 1 && top) {
                    c = topColour;
                } else if (face == 2 && left) {
                    c = leftColour;
                } else if (face == 3 && right) {
                    c = rightColour;
                } else {
                    continue;
                }
                int p = y * width + x;
                argb[p] = translucent ? WorldColors.mix(argb[p] & 0xFFFFFF, c & 0xFFFFFF, WATER_ALPHA) : c;
            }
        }
    }

    /**
     * The sprite of a block at scale s, 2s × 2s pixels: 1 where the top face is (a diamond over the upper half),
     * 2 for the left face and 3 for the right (parallelograms below the diamond's lower edges), 0 elsewhere.
     */
    static byte[] sprite(int s) {
        int w = 2 * s;
        int h = 2 * s;
        byte[] mask = new byte[w * h];
        for (int py = 0; py < h; py++) {
            for (int px = 0; px < w; px++) {
                double x = px + 0.5;
                double y = py + 0.5;
                double dx = Math.abs(x - s) / s;
                double dy = Math.abs(y - s / 2.0) / (s / 2.0);
                byte face = 0;
                if (dx + dy <= 1.0) {
                    face = 1;
                } else if (x < s) {
                    if (y > s / 2.0 + x / 2.0 && y <= 1.5 * s + x / 2.0) {
                        face = 2;
                    }
                } else if (y > 1.5 * s - x / 2.0 && y <= 2.5 * s - x / 2.0) {
                    face = 3;
                }
                mask[py * w + px] = face;
            }
        }
        return mask;
    }

    /** Maps rotated view coordinates to blocks of the scene, and answers the cuts. */
    private static final class Lookup {
        final Scene scene;
        final int n;
        final int minY;
        final int cutTop;
        final int originX;
        final int originZ;
        final double[] line;
        final double side;

        Lookup(Scene scene, int n, int minY, int height) {
            this.scene = scene;
            this.n = n;
            this.minY = minY;
            this.cutTop = Math.min(scene.cutY(), minY + height - 1);
            ChunkData first = null;
            int firstIndex = -1;
            for (int i = 0; i < scene.chunks().length && first == null; i++) {
                if (scene.chunks()[i] != null) {
                    first = scene.chunks()[i];
                    firstIndex = i;
                }
            }
            int cx = first.pos().x() - firstIndex % scene.size();
            int cz = first.pos().z() - firstIndex / scene.size();
            originX = cx << 4;
            originZ = cz << 4;
            line = scene.cutLine();
            // The camera looks from the +u, +v corner: cut the side of the line that holds the view's nearest corner.
            if (line != null) {
                int nu = n - 1;
                double cxNear = originX + x(nu, nu) - originX;
                double czNear = originZ + z(nu, nu) - originZ;
                side = Math.signum(cross(line, originX + cxNear, originZ + czNear));
            } else {
                side = 0;
            }
        }

        int topY() {
            return cutTop;
        }

        /** Local x (0 .. n−1 across the scene) of rotated (u, v). */
        int x(int u, int v) {
            return switch (scene.rotation()) {
                case 0 -> u;
                case 1 -> n - 1 - v;
                case 2 -> n - 1 - u;
                default -> v;
            };
        }

        int z(int u, int v) {
            return switch (scene.rotation()) {
                case 0 -> v;
                case 1 -> u;
                case 2 -> n - 1 - v;
                default -> n - 1 - u;
            };
        }

        ChunkData chunk(int x, int z) {
            return scene.chunks()[(z >> 4) * scene.size() + (x >> 4)];
        }

        boolean cut(int x, int z) {
            if (line == null) {
                return false;
            }
            double c = cross(line, originX + x + 0.5, originZ + z + 0.5);
            return side != 0 && Math.signum(c) == side;
        }

        private static double cross(double[] l, double px, double pz) {
            return (l[2] - l[0]) * (pz - l[1]) - (l[3] - l[1]) * (px - l[0]);
        }
    }
}
