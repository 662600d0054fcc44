package org.terrainexplorer.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Work units cut a range the same way every time, covering each seed once")
class WorkUnitsTest {

    private static List<Long> seeds(WorkUnits u, long i) {
        List<Long> out = new ArrayList<>();
        u.visit(i, false, new WorkUnits.Visitor() {
            @Override
            public boolean base(long lower48) {
                return true;
            }

            @Override
            public boolean seed(long seed) {
                out.add(seed);
                return true;
            }

            @Override
            public boolean stopped() {
                return false;
            }
        });
        return out;
    }

    @Test
    @DisplayName("a range inside one block is cut into runs of consecutive seeds, the last one short")
    void linear() {
        WorkUnits u = new WorkUnits(-5, 24, 8);
        assertFalse(u.columns());
        assertEquals(4, u.count());
        List<Long> all = new ArrayList<>();
        long total = 0;
        for (long i = 0; i < u.count(); i++) {
            List<Long> s = seeds(u, i);
            assertEquals(u.seeds(i), s.size());
            assertEquals(u.firstSeed(i), s.get(0));
            all.addAll(s);
            total += u.seeds(i);
        }
        assertEquals(30, total);
        for (int k = 0; k < all.size(); k++) {
            assertEquals(-5 + k, all.get(k));
        }
        assertEquals(Long.MAX_VALUE, u.doneBelow(4, k -> true));
        assertEquals(3L, u.doneBelow(1, k -> k == 2 || k < 1));
    }

    @Test
    @DisplayName("a range holding whole 2^48 blocks is cut by lower 48 bits, each unit across the upper values")
    void columns() {
        long from = (3L << 48) + 1000;
        long to = (6L << 48) + 20;
        WorkUnits u = new WorkUnits(from, to, 1 << 20);
        assertTrue(u.columns());
        // 4 upper values: 2^20 / 4 lower values a unit.
        assertEquals(1L << 30, u.count());
        long total = 0;
        // Units' seeds add up to the range (checked on the count formula, and by visiting the first and last units).
        long step = (1L << 48) / u.count();
        for (long i : new long[] {0, 1, u.count() - 1}) {
            List<Long> s = seeds(u, i);
            assertEquals(u.seeds(i), s.size());
            for (long seed : s) {
                assertTrue(seed >= from && seed <= to);
                assertTrue((seed & (1L << 48) - 1) / step == i);
            }
            assertEquals(u.firstSeed(i), s.stream().mapToLong(Long::longValue).min().getAsLong());
        }
        total = u.seeds(0) + u.seeds(1) + u.seeds(u.count() - 1);
        assertTrue(total > 0);
        assertEquals(to - from + 1, u.totalSeeds());
    }

    @Test
    @DisplayName("the whole 64-bit space is one layout of 2^48-bit columns")
    void wholeSpace() {
        WorkUnits u = new WorkUnits(Long.MIN_VALUE, Long.MAX_VALUE, 1 << 14);
        assertTrue(u.columns());
        assertEquals(Long.MAX_VALUE, u.totalSeeds());
        assertEquals(Long.MIN_VALUE, u.firstSeed(0));
        assertEquals(65536L * 64, u.seeds(0));
    }
}
