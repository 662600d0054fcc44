package org.terrainexplorer.world.noise;

import java.util.Arrays;
import java.util.SortedSet;
import java.util.TreeSet;
import org.terrainexplorer.world.random.RandomSource;

/**
 * The game's {@code PerlinSimplexNoise}: octaves of {@link SimplexNoise}, drawn legacy-style from one random
 * source. The biomes' temperature adjustments (frozen oceans, height) use three of these with fixed seeds.
 */
public final class PerlinSimplexNoise {

    private final SimplexNoise[] levels;
    private final double highestFreqInputFactor;
    private final double highestFreqValueFactor;

    /** Octaves at the given exponents (all ≤ 0), drawn from {@code random} as the game draws them. */
    public PerlinSimplexNoise(RandomSource random, int... octaves) {
        SortedSet<Integer> set = new TreeSet<>();
        for (int o : octaves) {
            set.add(o);
        }
        int lowest = -set.first();
        int highest = set.last();
        if (highest > 0) {
            // The game seeds positive octaves from a 3D sample; nothing here uses them.
            throw new IllegalArgumentException("positive octaves are not supported: " + highest);
        }
        int count = lowest + highest + 1;
        SimplexNoise zero = new SimplexNoise(random);
        levels = new SimplexNoise[count];
        if (highest >= 0 && highest < count && set.contains(0)) {
            levels[highest] = zero;
        }
        for (int m = highest + 1; m < count; m++) {
            if (set.contains(highest - m)) {
                levels[m] = new SimplexNoise(random);
            } else {
                random.consumeCount(262);
            }
        }
        highestFreqInputFactor = Math.pow(2.0, highest);
        highestFreqValueFactor = 1.0 / (Math.pow(2.0, count) - 1.0);
    }

    /** The sum at (x, y); with {@code useOrigin} each octave's origin offset is added, as the game allows. */
    public double getValue(double x, double y, boolean useOrigin) {
        double sum = 0.0;
        double inputFactor = highestFreqInputFactor;
        double valueFactor = highestFreqValueFactor;
        for (SimplexNoise level : levels) {
            if (level != null) {
                sum += level.getValue(x * inputFactor + (useOrigin ? level.xo : 0.0),
                    y * inputFactor + (useOrigin ? level.yo : 0.0)) * valueFactor;
            }
            inputFactor /= 2.0;
            valueFactor *= 2.0;
        }
        return sum;
    }

    @Override
    public String toString() {
        return "PerlinSimplexNoise" + Arrays.toString(levels);
    }
}
