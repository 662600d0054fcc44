package org.terrainexplorer.world.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.random.LegacyRandom;
import org.terrainexplorer.world.random.XoroshiroRandom;

/**
 * Octaves drawn when first sampled are the octaves drawn at once: an octave drawn from a Xoroshiro source in locals
 * equals one drawn through the source, and a modern octave sum sampled first by many threads at the same moment
 * gives every thread the values a sum sampled by one thread gives.
 */
class OctaveDrawTest {

    @Test
    void anOctaveDrawnInLocalsIsTheOctaveDrawnThroughItsSource() {
        Random random = new Random(3);
        List<long[]> states = new ArrayList<>(List.of(new long[] {0L, 0L}, new long[] {1L, 0L}, new long[] {-1L, -1L}));
        for (int i = 0; i < 40; i++) {
            states.add(new long[] {random.nextLong(), random.nextLong()});
        }
        for (long[] s : states) {
            ImprovedNoise through = new ImprovedNoise(new XoroshiroRandom(s[0], s[1]));
            ImprovedNoise local = ImprovedNoise.drawnFrom(new XoroshiroRandom(s[0], s[1]));
            assertEquals(through.xo(), local.xo());
            for (int p = 0; p < 50; p++) {
                double x = random.nextDouble() * 600 - 300;
                double y = random.nextDouble() * 600 - 300;
                double z = random.nextDouble() * 600 - 300;
                assertEquals(through.noise(x, y, z), local.noise(x, y, z), () -> "state " + s[0] + ", " + s[1]);
            }
        }
        // A source that is not Xoroshiro is drawn through.
        ImprovedNoise legacy = ImprovedNoise.drawnFrom(new LegacyRandom(5L));
        assertEquals(new ImprovedNoise(new LegacyRandom(5L)).noise(1.5, 2.5, 3.5), legacy.noise(1.5, 2.5, 3.5));
    }

    @Test
    void aSumFirstSampledByManyThreadsAtOnceGivesEachTheSameValues() throws Exception {
        NoiseParameters parameters = new NoiseParameters(-9, new double[] {1.0, 0.0, 1.0, 0.5, 2.0, 1.0});
        double[] expected = sample(NormalNoise.create(new XoroshiroRandom(42L), parameters));
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int round = 0; round < 20; round++) {
                NormalNoise fresh = NormalNoise.create(new XoroshiroRandom(42L), parameters);
                CountDownLatch start = new CountDownLatch(1);
                List<Future<double[]>> results = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    results.add(pool.submit(() -> {
                        start.await();
                        return sample(fresh);
                    }));
                }
                start.countDown();
                for (Future<double[]> r : results) {
                    assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(r.get()));
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static double[] sample(NormalNoise noise) {
        double[] out = new double[16];
        for (int i = 0; i < out.length; i++) {
            out[i] = noise.getValue(i * 37.25, i * -3.5, i * 11.0);
        }
        return out;
    }
}
