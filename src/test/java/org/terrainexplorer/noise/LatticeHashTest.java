package org.terrainexplorer.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("LatticeHash")
class LatticeHashTest {

    @Test
    @DisplayName("avalanches: flipping any input bit flips each output bit with probability ½ ± 0.05")
    void avalanche() {
        SplittableRandom random = new SplittableRandom(1);
        int trials = 4000;
        // flips[input bit][output bit], inputs: seed (32 bits), x (32), y (32)
        int[][] flips = new int[96][32];
        for (int t = 0; t < trials; t++) {
            int seed = random.nextInt();
            int x = random.nextInt();
            int y = random.nextInt();
            int base = LatticeHash.hash(seed, x, y);
            for (int bit = 0; bit < 96; bit++) {
                int flipped = switch (bit / 32) {
                    case 0 -> LatticeHash.hash(seed ^ (1 << bit), x, y);
                    case 1 -> LatticeHash.hash(seed, x ^ (1 << (bit - 32)), y);
                    default -> LatticeHash.hash(seed, x, y ^ (1 << (bit - 64)));
                };
                int diff = base ^ flipped;
                for (int out = 0; out < 32; out++) {
                    flips[bit][out] += (diff >>> out) & 1;
                }
            }
        }
        double total = 0;
        for (int bit = 0; bit < 96; bit++) {
            for (int out = 0; out < 32; out++) {
                double p = (double) flips[bit][out] / trials;
                assertTrue(Math.abs(p - 0.5) < 0.05, "input bit " + bit + " flips output bit " + out + " with p=" + p);
                total += p;
            }
        }
        assertEquals(0.5, total / (96 * 32), 0.005, "mean flip probability");
    }

    @Test
    @DisplayName("neighbouring user seeds fold to unrelated hash seeds")
    void seedFoldingAvalanches() {
        int totalBits = 0;
        for (long seed = 0; seed < 1000; seed++) {
            totalBits += Integer.bitCount(LatticeHash.seed(seed) ^ LatticeHash.seed(seed + 1));
        }
        assertEquals(16.0, totalBits / 1000.0, 0.5, "mean bits differing between seed s and s+1");
    }

    @Test
    @DisplayName("toSigned maps hashes uniformly onto [-1, 1)")
    void toSignedRange() {
        assertEquals(-1.0, LatticeHash.toSigned(Integer.MIN_VALUE));
        assertEquals(1.0 - 0x1p-23, LatticeHash.toSigned(Integer.MAX_VALUE));
        assertEquals(0.0, LatticeHash.toSigned(0));
    }

    @Test
    @DisplayName("floor equals Math.floor, negative and large values included")
    void floorMatchesMathFloor() {
        double[] values = {0, -0.0, 0.5, -0.5, 1, -1, 2.999, -2.999, 1e7 + 0.25, -1e7 - 0.25, 1e15 + 0.5, -1e15 - 0.5};
        for (double v : values) {
            assertEquals((long) Math.floor(v), LatticeHash.floor(v), "floor(" + v + ")");
        }
    }
}
