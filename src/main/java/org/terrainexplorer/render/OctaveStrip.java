package org.terrainexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The elevation octaves taken apart over the view's area: one small image per octave of non-zero
 * amplitude, drawn at its amplitude (faint octaves look faint), and the running sum after each, which ends
 * as the map's fBm. Built off the FX thread; immutable once built.
 */
public final class OctaveStrip {

    /** One octave: its index, amplitude, frequency, and the two images. */
    public record Octave(int index, double amplitude, double frequency, int[] alone, int[] runningSum) {
    }

    private final int size;
    private final List<Octave> octaves;

    private OctaveStrip(int size, List<Octave> octaves) {
        this.size = size;
        this.octaves = octaves;
    }

    /** The strip over the view's area at {@code size}² pixels per image. */
    public static OctaveStrip of(TerrainParams params, Viewport view, int size) {
        Fractal fractal = params.elevationFractal();
        NoiseType.Noise2 noise = params.noise().in2d(params.fade());
        double f = params.number(Param.FREQUENCY);
        float contrast = TerrainGenerator.contrast(params.noise());
        double largest = 0;
        for (int k = 0; k < fractal.octaves(); k++) {
            largest = Math.max(largest, fractal.amplitude(k));
        }
        double span = Math.min(view.worldWidth(), view.worldHeight());
        double x0 = view.centerX() - span / 2;
        double y0 = view.centerY() - span / 2;
        double[] sum = new double[size * size];
        List<Octave> result = new ArrayList<>();
        for (int k = 0; k < fractal.octaves(); k++) {
            double a = fractal.amplitude(k);
            if (a == 0) {
                continue;
            }
            long seed = Fractal.octaveSeed(params.seed(), k);
            double scale = f * fractal.frequency(k);
            int[] alone = new int[size * size];
            int[] running = new int[size * size];
            for (int row = 0; row < size; row++) {
                double y = (y0 + (row + 0.5) * span / size) * scale;
                for (int col = 0; col < size; col++) {
                    double x = (x0 + (col + 0.5) * span / size) * scale;
                    int i = row * size + col;
                    double n = noise.sample(seed, x, y);
                    alone[i] = Palettes.gray((float) (0.5 + 0.5 * n * a / largest));
                    sum[i] += fractal.share(k) * n;
                    running[i] = Palettes.gray(0.5f + contrast * (float) sum[i]);
                }
            }
            result.add(new Octave(k, a, scale, alone, running));
        }
        return new OctaveStrip(size, List.copyOf(result));
    }

    public int size() {
        return size;
    }

    /** The octaves of non-zero amplitude, lowest first. */
    public List<Octave> octaves() {
        return octaves;
    }
}
