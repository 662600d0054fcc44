package org.terrainexplorer.render;

import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.LatticeHash;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.noise.Simplex;
import org.terrainexplorer.noise.ValueNoise;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The noise types side by side, at the maps' first-octave frequency and seed over the middle of the view:
 * white noise (an independent random value per pixel), value noise, Perlin noise and simplex noise, each as
 * a gray image and as a 1D curve across the view. Built off the FX thread; immutable once built.
 *
 * <p>The kernels' raw ranges differ a lot (2D simplex spreads about twice as wide as Perlin), and drawn raw
 * the difference in contrast is what a viewer sees first, though it says nothing about the shapes. So each
 * image is drawn at the contrast the maps use for its kernel ({@link TerrainGenerator#contrast}, which evens
 * out the spreads), and each curve is scaled by its kernel's 1D spread: brightness and height then compare
 * fairly and the difference left is the shapes. White noise, being the lattice values value noise blends,
 * is drawn at value noise's contrast.
 */
public final class NoiseGallery {

    /** The kinds shown, in order. */
    public enum Kind {
        WHITE("White"),
        VALUE("Value"),
        PERLIN("Perlin"),
        SIMPLEX("Simplex");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * Each kind's standard deviation in 1D at unit amplitude, measured over 10⁶ samples with the quintic
     * fade (white: uniform on [-1, 1), exactly 1/√3); {@code TeachingImagesTest} re-measures them.
     */
    private static final double[] SPREAD_1D = {1 / Math.sqrt(3), 0.511, 0.140, 0.323};
    /** The standard deviation every curve is scaled to, as a fraction of its half-height. */
    public static final double CURVE_SPREAD = 0.3;

    private final int width;
    private final int height;
    private final int[][] images;
    private final float[][] curves;

    private NoiseGallery(int width, int height, int[][] images, float[][] curves) {
        this.width = width;
        this.height = height;
        this.images = images;
        this.curves = curves;
    }

    /**
     * The gallery for the middle of the view: {@code width × height} images covering the largest area of that
     * aspect inside the view, and curves of {@code samples} points across the view's width.
     */
    public static NoiseGallery of(TerrainParams params, Viewport view, int width, int height, int samples) {
        int w = Math.max(1, width);
        int h = Math.max(1, height);
        int n = Math.max(2, samples);
        long seed = Fractal.octaveSeed(params.seed(), 0);
        int white = LatticeHash.seed(seed);
        double f = params.number(Param.FREQUENCY);
        Fade fade = params.fade();
        float whiteContrast = contrast(Kind.WHITE);
        float valueContrast = contrast(Kind.VALUE);
        float perlinContrast = contrast(Kind.PERLIN);
        float simplexContrast = contrast(Kind.SIMPLEX);
        double step = Math.min(view.worldWidth() / w, view.worldHeight() / h);
        double x0 = view.centerX() - step * w / 2;
        double y0 = view.centerY() - step * h / 2;
        int[][] images = new int[Kind.values().length][w * h];
        for (int row = 0; row < h; row++) {
            double y = (y0 + (row + 0.5) * step) * f;
            for (int col = 0; col < w; col++) {
                double x = (x0 + (col + 0.5) * step) * f;
                int i = row * w + col;
                float whiteValue = (float) LatticeHash.toSigned(LatticeHash.hash(white, col, row));
                images[0][i] = Palettes.gray(0.5f + whiteContrast * whiteValue);
                images[1][i] = Palettes.gray(0.5f + valueContrast * (float) ValueNoise.noise2(seed, x, y, fade));
                images[2][i] = Palettes.gray(0.5f + perlinContrast * (float) Perlin.noise2(seed, x, y, fade));
                images[3][i] = Palettes.gray(0.5f + simplexContrast * (float) Simplex.noise2(seed, x, y));
            }
        }
        float[][] curves = new float[Kind.values().length][n];
        double[] scale = new double[SPREAD_1D.length];
        for (int k = 0; k < scale.length; k++) {
            scale[k] = CURVE_SPREAD / SPREAD_1D[k];
        }
        double cx0 = view.worldX(0);
        double cx1 = view.worldX(view.width() - 1);
        for (int i = 0; i < n; i++) {
            double x = (cx0 + (cx1 - cx0) * i / (n - 1)) * f;
            curves[0][i] = (float) (scale[0] * LatticeHash.toSigned(LatticeHash.hash(white, i)));
            curves[1][i] = (float) (scale[1] * ValueNoise.noise1(seed, x, fade));
            curves[2][i] = (float) (scale[2] * Perlin.noise1(seed, x, fade));
            curves[3][i] = (float) (scale[3] * Simplex.noise1(seed, x));
        }
        return new NoiseGallery(w, h, images, curves);
    }

    /** The contrast a kind's image is drawn at: gray = 0.5 + contrast · noise, as the maps draw that kernel. */
    public static float contrast(Kind kind) {
        return switch (kind) {
            case WHITE, VALUE -> TerrainGenerator.contrast(NoiseType.VALUE);
            case PERLIN -> TerrainGenerator.contrast(NoiseType.PERLIN);
            case SIMPLEX -> TerrainGenerator.contrast(NoiseType.SIMPLEX);
        };
    }

    /** A kind's standard deviation in 1D at unit amplitude, which its curve is divided by. */
    public static double spread1d(Kind kind) {
        return SPREAD_1D[kind.ordinal()];
    }

    /** Each image's width in pixels. */
    public int width() {
        return width;
    }

    /** Each image's height in pixels. */
    public int height() {
        return height;
    }

    /** A kind's image, ARGB row by row. */
    public int[] image(Kind kind) {
        return images[kind.ordinal()];
    }

    /**
     * A kind's 1D curve, scaled to a standard deviation of {@link #CURVE_SPREAD}; mostly within [-1, 1], a
     * peak may pass it.
     */
    public float[] curve(Kind kind) {
        return curves[kind.ordinal()];
    }
}
