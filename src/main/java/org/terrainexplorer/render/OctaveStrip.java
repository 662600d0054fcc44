package org.terrainexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The elevation octaves taken apart over the middle of the view: one image per octave of non-zero
 * amplitude, and the running sum after each, which ends as the map's fBm.
 *
 * <p>Each octave alone is drawn at the contrast the map would give it if it were the only octave
 * ({@code 0.5 + contrast · n}), not scaled by its amplitude: at its amplitude octave 6 of the default
 * halving series is a flat gray in which no pattern shows. Its amplitude and share are carried alongside, for
 * the caption to say; the running sums are at the map's own contrast, so they show what the amplitudes do.
 *
 * <p>The images cover the largest area of their aspect that fits in the view, centred on it. Built off the
 * FX thread; immutable once built.
 */
public final class OctaveStrip {

    /**
     * One octave: its index (0-based), amplitude and share of the sum, frequency multiplier
     * ({@code lacunarity^index}) and lattice cells per world unit, and the two images.
     */
    public record Octave(int index, double amplitude, double share, double multiplier, double frequency, int[] alone,
                         int[] runningSum) {
    }

    private final int width;
    private final int height;
    private final List<Octave> octaves;

    private OctaveStrip(int width, int height, List<Octave> octaves) {
        this.width = width;
        this.height = height;
        this.octaves = octaves;
    }

    /** The strip over the middle of the view at {@code width × height} pixels per image (each at least 1). */
    public static OctaveStrip of(TerrainParams params, Viewport view, int width, int height) {
        int w = Math.max(1, width);
        int h = Math.max(1, height);
        Fractal fractal = params.elevationFractal();
        NoiseType.Noise2 noise = params.noise().in2d(params.fade());
        double f = params.number(Param.FREQUENCY);
        float contrast = TerrainGenerator.contrast(params.noise());
        // World units per image pixel: the largest area of this aspect inside the view.
        double step = Math.min(view.worldWidth() / w, view.worldHeight() / h);
        double x0 = view.centerX() - step * w / 2;
        double y0 = view.centerY() - step * h / 2;
        double[] sum = new double[w * h];
        List<Octave> result = new ArrayList<>();
        for (int k = 0; k < fractal.octaves(); k++) {
            double a = fractal.amplitude(k);
            if (a == 0) {
                continue;
            }
            long seed = Fractal.octaveSeed(params.seed(), k);
            double scale = f * fractal.frequency(k);
            double share = fractal.share(k);
            int[] alone = new int[w * h];
            int[] running = new int[w * h];
            for (int row = 0; row < h; row++) {
                double y = (y0 + (row + 0.5) * step) * scale;
                for (int col = 0; col < w; col++) {
                    double x = (x0 + (col + 0.5) * step) * scale;
                    int i = row * w + col;
                    double n = noise.sample(seed, x, y);
                    alone[i] = Palettes.gray(0.5f + contrast * (float) n);
                    sum[i] += share * n;
                    running[i] = Palettes.gray(0.5f + contrast * (float) sum[i]);
                }
            }
            result.add(new Octave(k, a, share, fractal.frequency(k), scale, alone, running));
        }
        return new OctaveStrip(w, h, List.copyOf(result));
    }

    /** Each image's width in pixels. */
    public int width() {
        return width;
    }

    /** Each image's height in pixels. */
    public int height() {
        return height;
    }

    /** The octaves of non-zero amplitude, lowest first. */
    public List<Octave> octaves() {
        return octaves;
    }
}
