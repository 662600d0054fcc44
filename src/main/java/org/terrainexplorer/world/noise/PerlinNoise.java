package org.terrainexplorer.world.noise;

import org.terrainexplorer.world.random.PositionalRandomFactory;
import org.terrainexplorer.world.random.RandomSource;

/**
 * The game's octave sum ({@code PerlinNoise}): Improved Noise octaves at frequencies 2^(firstOctave + k), each
 * weighted by its amplitude and by 2^−k (normalised so the weights of all octaves sum to about 1).
 *
 * <p>Two ways to draw the octaves, as in the game: the modern one names each octave's random source
 * ({@code "octave_-7"}), the legacy one draws them in sequence from one source, highest frequency first. The
 * modern way's octaves depend on their names alone, so they are drawn when the sum is first sampled: a seed's
 * world binds every noise of its router, and a seed search reads few of them (a world's 40 or so noises and their
 * octaves were a quarter of a search for structures that read no terrain). The values are the same either way.
 */
public final class PerlinNoise {

    /** Coordinates wrap at 2^25 so that the doubles keep their precision far from the origin. */
    private static final double WRAP = 3.3554432E7;
    /** 2^−25: dividing by a power of two and multiplying by its inverse give the same bits, and multiplying is faster. */
    private static final double INVERSE_WRAP = 1.0 / WRAP;
    /** Random values one legacy octave consumes when it is skipped. */
    private static final int LEGACY_SKIP = 262;

    /**
     * The octaves (null where left out), or null until first sampled; published whole, so a thread sees either
     * none or every octave drawn.
     */
    private volatile ImprovedNoise[] levels;
    /** The octave sources' factory (modern sums, whose octaves are drawn when first sampled), else null. */
    private final PositionalRandomFactory octaveSources;
    /** Whether octave k is in the sum (its amplitude is not 0). */
    private final boolean[] present;
    private final double[] amplitudes;
    private final int firstOctave;
    private final double lowestFreqInputFactor;
    private final double lowestFreqValueFactor;
    private final double maxValue;
    /** {@link #bound}, computed once (the noise stage asks for it with every range it takes). */
    private final double bound;

    private PerlinNoise(ImprovedNoise[] levels, PositionalRandomFactory octaveSources, int firstOctave,
                        double[] amplitudes) {
        this.levels = levels;
        this.octaveSources = octaveSources;
        this.firstOctave = firstOctave;
        this.amplitudes = amplitudes.clone();
        present = new boolean[amplitudes.length];
        for (int k = 0; k < amplitudes.length; k++) {
            present[k] = levels != null ? levels[k] != null : amplitudes[k] != 0.0;
        }
        int count = amplitudes.length;
        lowestFreqInputFactor = Math.pow(2.0, firstOctave);
        lowestFreqValueFactor = Math.pow(2.0, count - 1) / (Math.pow(2.0, count) - 1.0);
        maxValue = edgeValue(2.0);
        bound = computeBound();
    }

    /**
     * The modern octave sum: octave k's source is {@code fork.fromHashOf("octave_" + (firstOctave + k))}, where
     * {@code fork} is drawn from {@code random} now; the octaves are drawn when first sampled.
     */
    public static PerlinNoise create(RandomSource random, NoiseParameters parameters) {
        return new PerlinNoise(null, random.forkPositional(), parameters.firstOctave(), parameters.amplitudes());
    }

    /** The octaves, drawn now if they were not. */
    private ImprovedNoise[] levels() {
        ImprovedNoise[] l = levels;
        return l != null ? l : drawOctaves();
    }

    private synchronized ImprovedNoise[] drawOctaves() {
        ImprovedNoise[] l = levels;
        if (l == null) {
            l = new ImprovedNoise[amplitudes.length];
            for (int k = 0; k < l.length; k++) {
                if (present[k]) {
                    l[k] = ImprovedNoise.drawnFrom(octaveSources.fromOctave(firstOctave + k));
                }
            }
            levels = l;
        }
        return l;
    }

    /**
     * The legacy octave sum: octaves drawn in sequence from {@code random}, from octave 0 down to the first,
     * skipping (by consuming {@value #LEGACY_SKIP} values) those with amplitude 0 or out of range.
     */
    public static PerlinNoise createLegacy(RandomSource random, NoiseParameters parameters) {
        int count = parameters.octaves();
        int zeroIndex = -parameters.firstOctave();
        if (zeroIndex < count - 1) {
            throw new IllegalArgumentException("positive octaves are not allowed in a legacy noise");
        }
        ImprovedNoise[] levels = new ImprovedNoise[count];
        ImprovedNoise octaveZero = new ImprovedNoise(random);
        if (zeroIndex >= 0 && zeroIndex < count && parameters.amplitude(zeroIndex) != 0.0) {
            levels[zeroIndex] = octaveZero;
        }
        for (int k = zeroIndex - 1; k >= 0; k--) {
            if (k < count && parameters.amplitude(k) != 0.0) {
                levels[k] = new ImprovedNoise(random);
            } else {
                random.consumeCount(LEGACY_SKIP);
            }
        }
        return new PerlinNoise(levels, null, parameters.firstOctave(), parameters.amplitudes());
    }

    /**
     * {@link #create}'s draws again, in place, from {@code fork} (what {@code random.forkPositional()} gave) with the
     * octaves' name hashes given ({@code octaveHashes[k]}: {@code Seeds.md5("octave_" + (firstOctave + k))}, null for
     * an octave left out), for {@link ReseedableNoise}.
     */
    void redraw(long forkLo, long forkHi, long[][] octaveHashes) {
        ImprovedNoise[] levels = levels();
        for (int k = 0; k < levels.length; k++) {
            if (levels[k] != null) {
                levels[k].redrawXoroshiro(octaveHashes[k][0] ^ forkLo, octaveHashes[k][1] ^ forkHi);
            }
        }
    }

    /** The legacy sum with amplitude 1 for every octave from {@code from} to {@code to} (both ≤ 0), as blended noise uses. */
    public static PerlinNoise createLegacyRange(RandomSource random, int from, int to) {
        double[] amplitudes = new double[to - from + 1];
        java.util.Arrays.fill(amplitudes, 1.0);
        return createLegacy(random, new NoiseParameters(from, amplitudes));
    }

    /** The sum at a point. */
    public double getValue(double x, double y, double z) {
        ImprovedNoise[] levels = levels();
        double sum = 0.0;
        double inputFactor = lowestFreqInputFactor;
        double valueFactor = lowestFreqValueFactor;
        for (int k = 0; k < levels.length; k++) {
            ImprovedNoise level = levels[k];
            if (level != null) {
                double n = level.noise(wrap(x * inputFactor), wrap(y * inputFactor), wrap(z * inputFactor));
                sum += amplitudes[k] * n * valueFactor;
            }
            inputFactor *= 2.0;
            valueFactor /= 2.0;
        }
        return sum;
    }

    /**
     * {@link #getValue} at (x, ys[p], z) for the points {@code p = sel[0..n)} of a column, into {@code out[p]},
     * with the same bits; {@code scratchY} and {@code scratchValue} are work arrays as long as {@code ys}.
     */
    public void column(double x, double[] ys, double z, int[] sel, int n, double[] out, double[] scratchY,
                       double[] scratchValue) {
        ImprovedNoise[] levels = levels();
        for (int i = 0; i < n; i++) {
            out[sel[i]] = 0.0;
        }
        double inputFactor = lowestFreqInputFactor;
        double valueFactor = lowestFreqValueFactor;
        for (int k = 0; k < levels.length; k++) {
            ImprovedNoise level = levels[k];
            if (level != null) {
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    scratchY[p] = wrap(ys[p] * inputFactor);
                }
                level.column(wrap(x * inputFactor), wrap(z * inputFactor), scratchY, sel, n, 0.0, null, scratchValue);
                double amplitude = amplitudes[k];
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    out[p] += amplitude * scratchValue[p] * valueFactor;
                }
            }
            inputFactor *= 2.0;
            valueFactor /= 2.0;
        }
    }

    /**
     * The octave whose frequency is 2^−i relative to the highest (i = 0 is the highest), or null when that
     * octave is left out; as the game's {@code getOctaveNoise}.
     */
    public ImprovedNoise octaveFromHighest(int i) {
        ImprovedNoise[] levels = levels();
        return levels[levels.length - 1 - i];
    }

    /** The number of octaves, including those left out. */
    public int octaves() {
        return present.length;
    }

    /** The exponent of the lowest frequency. */
    public int firstOctave() {
        return firstOctave;
    }

    /** The sum's bound if every octave were at {@code d}: the game's {@code edgeValue}. */
    public double edgeValue(double d) {
        double sum = 0.0;
        double valueFactor = lowestFreqValueFactor;
        for (int k = 0; k < present.length; k++) {
            if (present[k]) {
                sum += amplitudes[k] * d * valueFactor;
            }
            valueFactor /= 2.0;
        }
        return sum;
    }

    /**
     * A true bound on |{@link #getValue}|: every octave's magnitude is at most 2, so the sum is at most
     * Σ |amplitude| · 2 · valueFactor (the game's {@link #maxValue} without its trust in positive amplitudes).
     */
    public double bound() {
        return bound;
    }

    private double computeBound() {
        double sum = 0.0;
        double valueFactor = lowestFreqValueFactor;
        for (int k = 0; k < present.length; k++) {
            if (present[k]) {
                sum += Math.abs(amplitudes[k]) * 2.0 * valueFactor;
            }
            valueFactor /= 2.0;
        }
        return sum;
    }

    /** The bound the game states for this sum: {@code edgeValue(2)}. */
    public double maxValue() {
        return maxValue;
    }

    /** Wraps a coordinate into about ±2^24 so far coordinates keep their fractional precision. */
    public static double wrap(double d) {
        return d - (double) Mth.lfloor(d * INVERSE_WRAP + 0.5) * WRAP;
    }
}
