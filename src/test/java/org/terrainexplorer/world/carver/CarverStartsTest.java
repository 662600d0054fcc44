package org.terrainexplorer.world.carver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.McData;

/** What starts in a chunk: the game's start test and walks, depending on the starting chunk alone. */
class CarverStartsTest {

    private static final List<String> BIOMES = List.of("minecraft:plains");
    private static final GenRange RANGE = new GenRange(-64, 384);

    private static CarverStarts starts(CarverTrig trig) {
        WorldCarvers c = McData.carvers("1.21.1", BIOMES).withTrig(trig);
        return new CarverStarts(c, Set.copyOf(BIOMES), 42L, RANGE);
    }

    @Test
    @DisplayName("about the configured share of chunks start each carver, and a start's walk is the same each time")
    void startsAndWalks() {
        CarverStarts s = starts(CarverTrig.LEGACY);
        int[] started = new int[3];
        int n = 0;
        for (int x = 0; x < 60; x++) {
            for (int z = 0; z < 60; z++, n++) {
                for (Started st : s.compute(x, z, null)) {
                    started[st.index()]++;
                    assertEquals(x, st.chunkX());
                    for (TunnelStart t : st.tunnels()) {
                        assertTrue(t.origin.x() >= x << 4 && t.origin.x() < (x << 4) + 16
                            && t.origin.z() >= z << 4 && t.origin.z() < (z << 4) + 16, "starts in its chunk");
                    }
                }
            }
        }
        assertEquals(0.15, started[0] / (double) n, 0.02, "cave");
        assertEquals(0.07, started[1] / (double) n, 0.015, "cave_extra_underground");
        assertEquals(0.01, started[2] / (double) n, 0.005, "canyon");
        for (Started a : s.compute(3, 7, null)) {
            Started b = s.compute(3, 7, null).get(s.compute(3, 7, null).indexOf(a));
            assertEquals(a.ellipsoids(), b.ellipsoids());
        }
    }

    @Test
    @DisplayName("the release's sine table moves some ellipsoids (a little: one table step)")
    void tableMovesEllipsoids() {
        CarverStarts legacy = starts(CarverTrig.LEGACY);
        CarverStarts modern = starts(CarverTrig.MODERN);
        int moved = 0;
        int compared = 0;
        for (int x = 0; x < 40; x++) {
            List<Started> a = legacy.compute(x, 5, null);
            List<Started> b = modern.compute(x, 5, null);
            assertEquals(a.size(), b.size(), "the start test draws no sine");
            for (int i = 0; i < a.size(); i++) {
                List<double[]> ea = ellipsoids(a.get(i));
                List<double[]> eb = ellipsoids(b.get(i));
                assertEquals(ea.size(), eb.size(), "the same steps");
                for (int k = 0; k < ea.size(); k++) {
                    compared++;
                    for (int c = 0; c < 5; c++) {
                        assertEquals(ea.get(k)[c], eb.get(k)[c], 0.01);
                    }
                    moved += java.util.Arrays.equals(ea.get(k), eb.get(k)) ? 0 : 1;
                }
            }
        }
        assertTrue(moved > 0 && moved < compared, moved + " of " + compared + " moved");
    }

    private static List<double[]> ellipsoids(Started s) {
        List<double[]> out = new java.util.ArrayList<>();
        for (TunnelStart t : s.tunnels()) {
            collect(t.whole(), out);
        }
        return out;
    }

    private static void collect(Tunnel t, List<double[]> out) {
        for (int i = 0; i < t.count; i++) {
            out.add(java.util.Arrays.copyOfRange(t.ellipsoids, 5 * i, 5 * i + 5));
        }
        if (t.left != null) {
            collect(t.left.whole(), out);
            collect(t.right.whole(), out);
        }
    }
}
