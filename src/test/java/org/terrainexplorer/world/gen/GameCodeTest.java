package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Release names are ordered as the releases came out, whatever else a name is: compared for every pair of names,
 * plain releases and not, with the order written out plainly (a pattern, a split, the parts as ints).
 */
class GameCodeTest {

    private static final List<String> NAMES = List.of("1.19.3", "1.20", "1.20.1", "1.21", "1.21.1", "1.21.9", "1.21.11",
        "26.1", "26.1.2", "26.2", "26.10", "0.0", "007.1", "1.2.3.4", "2147483647.1", "2147483648.1", "1", "1.", ".1",
        "1..2", "24w14a", "1.21-pre1", "my-server", "", "١.٢", "26.2 ", "26.02");

    @Test
    void releasesOrderAsTheyCameOut() {
        assertTrue(GameCode.compareReleases("1.21.9", "1.21.11") < 0);
        assertTrue(GameCode.compareReleases("1.21.11", "26.1") < 0);
        assertTrue(GameCode.compareReleases("26.1", "26.1.2") < 0);
        assertTrue(GameCode.compareReleases("26.1.2", "26.2") < 0);
        assertTrue(GameCode.compareReleases("26.2", "24w14a") < 0, "a snapshot's name comes after the releases");
        assertEquals(0, GameCode.compareReleases("26.02", "26.2"));
        assertTrue(new GameCode("1.21.4", false, false).atLeast("1.21.2"));
        assertTrue(!new GameCode("1.21.1", false, false).atLeast("1.21.2"));
    }

    @Test
    void everyPairOrdersAsThePlainReading() {
        List<String> differ = new ArrayList<>();
        for (String a : NAMES) {
            for (String b : NAMES) {
                int expected = Integer.signum(reference(a, b));
                int actual = Integer.signum(GameCode.compareReleases(a, b));
                if (expected != actual) {
                    differ.add("'" + a + "' vs '" + b + "': " + actual + ", expected " + expected);
                }
            }
        }
        assertEquals(List.of(), differ);
    }

    private static int reference(String a, String b) {
        int[] pa = parts(a);
        int[] pb = parts(b);
        if (pa == null || pb == null) {
            if (pa != pb) {
                return pa == null ? 1 : -1;
            }
            return a.compareTo(b);
        }
        for (int i = 0; i < Math.max(pa.length, pb.length); i++) {
            int x = i < pa.length ? pa[i] : -1;
            int y = i < pb.length ? pb[i] : -1;
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }

    private static int[] parts(String name) {
        if (!name.matches("\\d+(\\.\\d+)+")) {
            return null;
        }
        String[] s = name.split("\\.");
        int[] p = new int[s.length];
        for (int i = 0; i < s.length; i++) {
            try {
                p[i] = Integer.parseInt(s[i]);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return p;
    }
}
