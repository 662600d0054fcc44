package org.terrainexplorer.render.world;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.data.Dimension;

/**
 * Draws a vertical section: column i of the slice at pixel x = i, the world's top at the top, one pixel per block.
 * The blocks layer colours blocks as the game's textures, and air as sky or as cave darkness: a block of air is a
 * cave only when something lies above it in its column and no path through air in the section's plane leads from
 * it to the open sky (so the sky under an overhang, or under a floating island, is sky); the density
 * layer shows the final density as a diverging ramp (positive, solid: red; negative, open: blue) with its zero
 * contour in black, so the surface
 * and the caves are the 0 level of one field. The sea level is a dashed line. A column not yet generated is a
 * neutral checker; one whose chunk the world does not have (a saved world's) is {@linkplain
 * WorldColors#notGenerated not generated}.
 */
public final class SectionRenderer {

    /** What a section shows. */
    public enum Layer {
        BLOCKS, DENSITY;

        /** The command-line name. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * The colour of open air, by dimension: the overworld's day sky, pale at the horizon; the nether's dark red haze
     * (its fog colour) under and above its roof; the end's dark void.
     */
    public enum Sky {
        DAY(0xA8CBF0, 0xD9E8F7), NETHER(0x2A0604, 0x4A1410), END(0x0E0A14, 0x241C30);

        private final int top;
        private final int horizon;

        Sky(int top, int horizon) {
            this.top = top;
            this.horizon = horizon;
        }

        /** The sky of a dimension. */
        public static Sky of(Dimension dimension) {
            return switch (dimension) {
                case THE_NETHER -> NETHER;
                case THE_END -> END;
                default -> DAY;
            };
        }

        /** The colour at {@code row} of a section {@code height} rows high: the top's, fading to the horizon's. */
        int at(int row, int height) {
            float towardsTop = (float) row / Math.max(1, height) < 0.5f ? 1f - 2f * row / height : 0f;
            return WorldColors.mix(horizon, top, towardsTop);
        }
    }

    /** Cave darkness: air under something, closed off from the sky in the section. */
    static final int CAVE = 0xFF2A2420;
    private static final int SEA_LINE = 0xFF1E50C8;
    /** The density at the ramp's ends: the overworld's squeezed final density stays within about ±0.48. */
    public static final double DENSITY_RANGE = 0.5;

    private SectionRenderer() {
    }

    /**
     * Draws the section into {@code argb} ({@code data.width() × data.height()}, row 0 = the top).
     *
     * @param seaLevel the sea level to mark, or {@code Integer.MIN_VALUE} for none
     */
    public static void render(SectionData data, Layer layer, int seaLevel, int[] argb, BooleanSupplier cancelled) {
        render(data, layer, seaLevel, Sky.DAY, argb, cancelled);
    }

    /** {@link #render} with the dimension's {@code sky} for open air. */
    public static void render(SectionData data, Layer layer, int seaLevel, Sky sky, int[] argb,
                              BooleanSupplier cancelled) {
        int w = data.width();
        int h = data.height();
        int top = data.minY() + h - 1;
        int[] colours = new int[data.palette().size()];
        for (int i = 0; i < colours.length; i++) {
            colours[i] = colour(data.palette().state(i));
        }
        boolean[] open = layer == Layer.BLOCKS ? sky(data, colours, cancelled) : null;
        for (int i = 0; i < w; i++) {
            if ((i & 63) == 0 && cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            boolean available = data.available(i);
            boolean absent = !available && data.notGenerated(i);
            for (int row = 0; row < h; row++) {
                int y = top - row;
                int p = row * w + i;
                if (absent) {
                    argb[p] = WorldColors.notGenerated(i, row);
                    continue;
                }
                if (!available) {
                    argb[p] = ((i >> 3) + (row >> 3) & 1) == 0 ? 0xFF9A9A9A : 0xFF8A8A8A;
                    continue;
                }
                if (layer == Layer.DENSITY) {
                    double d = data.density(i, y);
                    boolean zero = isZeroCrossing(data, i, y, d);
                    argb[p] = zero ? 0xFF000000 : WorldColors.diverging(d, -DENSITY_RANGE, DENSITY_RANGE);
                    continue;
                }
                int id = data.block(i, y);
                // A growing palette (a saved world's) may have met this block after the table was made.
                int c = id < colours.length ? colours[id] : colour(data.palette().state(id));
                if (c == 0) {
                    c = open[p] ? sky.at(row, h) : CAVE;
                }
                argb[p] = c;
            }
            if (seaLevel != Integer.MIN_VALUE && seaLevel >= data.minY() && seaLevel <= top) {
                int row = top - seaLevel;
                if ((i >> 2 & 1) == 0) {
                    argb[row * w + i] = SEA_LINE;
                }
            }
        }
    }

    /**
     * Which pixels (row · width + column) are open sky: air with nothing above it in its column, and every air
     * pixel joined to such a pixel through air in the section's plane (left, right, up or down). Columns not
     * available are walls.
     */
    private static boolean[] sky(SectionData data, int[] colours, BooleanSupplier cancelled) {
        int w = data.width();
        int h = data.height();
        int top = data.minY() + h - 1;
        boolean[] open = new boolean[w * h];
        for (int i = 0; i < w; i++) {
            if (!data.available(i)) {
                continue;
            }
            for (int row = 0; row < h; row++) {
                int id = data.block(i, top - row);
                open[row * w + i] = (id < colours.length ? colours[id] : colour(data.palette().state(id))) == 0;
            }
        }
        boolean[] sky = new boolean[w * h];
        int[] queue = new int[w * h];
        int tail = 0;
        for (int i = 0; i < w; i++) {
            if (!data.available(i)) {
                continue;
            }
            int surface = data.surface(i);
            for (int row = 0; row < h && top - row >= surface; row++) {
                int p = row * w + i;
                if (open[p] && !sky[p]) {
                    sky[p] = true;
                    queue[tail++] = p;
                }
            }
        }
        for (int head = 0; head < tail; head++) {
            if ((head & 0xFFFF) == 0 && cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            int p = queue[head];
            int i = p % w;
            int row = p / w;
            if (i > 0 && open[p - 1] && !sky[p - 1]) {
                sky[p - 1] = true;
                queue[tail++] = p - 1;
            }
            if (i + 1 < w && open[p + 1] && !sky[p + 1]) {
                sky[p + 1] = true;
                queue[tail++] = p + 1;
            }
            if (row > 0 && open[p - w] && !sky[p - w]) {
                sky[p - w] = true;
                queue[tail++] = p - w;
            }
            if (row + 1 < h && open[p + w] && !sky[p + w]) {
                sky[p + w] = true;
                queue[tail++] = p + w;
            }
        }
        return sky;
    }

    /** A block's opaque colour, or 0 for air. */
    private static int colour(BlockState s) {
        return s.isAir() ? 0 : WorldColors.opaque(WorldColors.block(s));
    }

    /** Whether the density changes sign between this block and the one above or to the right. */
    private static boolean isZeroCrossing(SectionData data, int i, int y, double d) {
        if (Double.isNaN(d)) {
            return false;
        }
        if (y + 1 < data.minY() + data.height()) {
            double above = data.density(i, y + 1);
            if (!Double.isNaN(above) && (above > 0) != (d > 0)) {
                return true;
            }
        }
        if (i + 1 < data.width() && data.available(i + 1)) {
            double right = data.density(i + 1, y);
            return !Double.isNaN(right) && (right > 0) != (d > 0);
        }
        return false;
    }
}
