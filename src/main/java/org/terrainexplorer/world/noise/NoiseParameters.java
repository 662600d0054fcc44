package org.terrainexplorer.world.noise;

import java.util.Arrays;

/**
 * A noise as the game's {@code worldgen/noise} JSON defines it: the first octave's exponent (octave k has
 * frequency 2^(firstOctave + k)) and one amplitude per octave, 0 for an octave that is left out.
 *
 * @param firstOctave the exponent of the lowest frequency, usually negative
 * @param amplitudes  one amplitude per octave; at least one, all finite
 */
public record NoiseParameters(int firstOctave, double[] amplitudes) {

    /** Checks the amplitudes: at least one, all finite. */
    public NoiseParameters {
        if (amplitudes.length == 0) {
            throw new IllegalArgumentException("a noise needs at least one amplitude");
        }
        for (double a : amplitudes) {
            if (!Double.isFinite(a)) {
                throw new IllegalArgumentException("amplitude " + a + " is not a finite number");
            }
        }
        amplitudes = amplitudes.clone();
    }

    /** A copy of the amplitudes. */
    @Override
    public double[] amplitudes() {
        return amplitudes.clone();
    }

    /** The amplitude of octave {@code k} (0-based). */
    public double amplitude(int k) {
        return amplitudes[k];
    }

    /** The number of octaves, including those with amplitude 0. */
    public int octaves() {
        return amplitudes.length;
    }

    /** These parameters with octave {@code k}'s amplitude replaced. */
    public NoiseParameters withAmplitude(int k, double amplitude) {
        double[] a = amplitudes.clone();
        a[k] = amplitude;
        return new NoiseParameters(firstOctave, a);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NoiseParameters other && other.firstOctave == firstOctave
            && Arrays.equals(other.amplitudes, amplitudes);
    }

    @Override
    public int hashCode() {
        return 31 * firstOctave + Arrays.hashCode(amplitudes);
    }

    @Override
    public String toString() {
        return "NoiseParameters[firstOctave=" + firstOctave + ", amplitudes=" + Arrays.toString(amplitudes) + "]";
    }
}
