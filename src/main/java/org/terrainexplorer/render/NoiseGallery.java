package org.terrainexplorer.render;

import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.LatticeHash;
import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.noise.Simplex;
import org.terrainexplorer.noise.ValueNoise;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The noise types side by side, at the maps' first-octave frequency and seed over the view's area: white
 * noise (an independent random value per pixel), value noise, Perlin noise and simplex noise, each as a
 * small gray image and as a 1D curve across the view. Built off the FX thread; immutable once built.
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

    private final int size;
    private final int[][] images;
    private final float[][] curves;

    private NoiseGallery(int size, int[][] images, float[][] curves) {
        this.size = size;
        this.images = images;
        this.curves = curves;
    }

    /** The gallery for the view's area, as {@code size}² images and curves of {@code samples} points. */
    public static NoiseGallery of(TerrainParams params, Viewport view, int size, int samples) {
        long seed = Fractal.octaveSeed(params.seed(), 0);
        int white = LatticeHash.seed(seed);
        double f = params.number(Param.FREQUENCY);
        Fade fade = params.fade();
        double span = Math.min(view.worldWidth(), view.worldHeight());
        double x0 = view.centerX() - span / 2;
        double y0 = view.centerY() - span / 2;
        int[][] images = new int[Kind.values().length][size * size];
        for (int row = 0; row < size; row++) {
            double y = (y0 + (row + 0.5) * span / size) * f;
            for (int col = 0; col < size; col++) {
                double x = (x0 + (col + 0.5) * span / size) * f;
                int i = row * size + col;
                images[0][i] = Palettes.gray((float) (0.5 + 0.5 * LatticeHash.toSigned(LatticeHash.hash(white, col, row))));
                images[1][i] = Palettes.gray((float) (0.5 + 0.5 * ValueNoise.noise2(seed, x, y, fade)));
                images[2][i] = Palettes.gray((float) (0.5 + 0.5 * Perlin.noise2(seed, x, y, fade)));
                images[3][i] = Palettes.gray((float) (0.5 + 0.5 * Simplex.noise2(seed, x, y)));
            }
        }
        float[][] curves = new float[Kind.values().length][samples];
        double cx0 = view.worldX(0);
        double cx1 = view.worldX(view.width() - 1);
        for (int i = 0; i < samples; i++) {
            double x = (cx0 + (cx1 - cx0) * i / (samples - 1)) * f;
            curves[0][i] = (float) LatticeHash.toSigned(LatticeHash.hash(white, i));
            curves[1][i] = (float) ValueNoise.noise1(seed, x, fade);
            // Perlin 1D lies within ±0.5; doubled, it spans the same range as the others.
            curves[2][i] = (float) (2 * Perlin.noise1(seed, x, fade));
            curves[3][i] = (float) Simplex.noise1(seed, x);
        }
        return new NoiseGallery(size, images, curves);
    }

    public int size() {
        return size;
    }

    /** A kind's image, ARGB row by row. */
    public int[] image(Kind kind) {
        return images[kind.ordinal()];
    }

    /** A kind's 1D curve, in [-1, 1]. */
    public float[] curve(Kind kind) {
        return curves[kind.ordinal()];
    }
}
