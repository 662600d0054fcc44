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
        return visit(u, i, 0, Integer.MAX_VALUE, new long[1]);
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

    /** The seeds visited from position {@code start}, stopped before the seed after {@code most} of them. */
    private static List<Long> visit(WorkUnits u, long i, long start, int most, long[] done) {
        List<Long> out = new ArrayList<>();
        done[0] = u.visit(i, start, false, new WorkUnits.Visitor() {
            @Override
            public boolean base(long lower48) {
                return true;
            }

            @Override
            public boolean seed(long seed) {
                if (out.size() == most) {
                    return false;
                }
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
    @DisplayName("a unit stopped part-way is done up to a position; visited from there, each seed is visited once")
    void stoppedPartWay() {
        WorkUnits linear = new WorkUnits(-5, 24, 8);
        WorkUnits columns = new WorkUnits((3L << 48) + 1000, (6L << 48) + 20, 1 << 10);
        for (WorkUnits u : List.of(linear, columns)) {
            long i = u.count() - 1;
            List<Long> whole = seeds(u, i);
            for (int most : new int[] {0, 1, 3, 5}) {
                long[] done = new long[1];
                List<Long> first = visit(u, i, 0, most, done);
                assertTrue(done[0] < u.positions(i), u.layout() + ": stopped at " + done[0]);
                // The seeds of the position it stopped in are not done: they are visited again.
                List<Long> kept = first.stream().filter(s -> u.within(i, done[0], s)).toList();
                assertEquals(u.seeds(i, done[0]), kept.size(), u.layout() + ", " + most + " seeds");
                long[] end = new long[1];
                List<Long> rest = visit(u, i, done[0], Integer.MAX_VALUE, end);
                assertEquals(u.positions(i), end[0]);
                List<Long> joined = new ArrayList<>(kept);
                joined.addAll(rest);
                assertEquals(whole, joined, u.layout() + ", stopped after " + most + " seeds");
            }
        }
        long last = columns.count() - 1;
        assertEquals(3 * columns.positions(last), columns.seeds(last), "a columns unit holds 3 seeds a position");
    }

    private static SearchSpec spec(String seeds, String unit) throws SearchSpec.SpecException {
        return SearchSpec.parse("{\"format\": 1, \"seeds\": " + seeds + unit
            + ", \"condition\": {\"spawnBiome\": \"jungle\"}}", "s.json", java.nio.file.Path.of("."));
    }

    @Test
    @DisplayName("a range of fewer than 64 default units is cut finer by default, so a small search runs on every core;"
        + " a unit size the file gives is kept, and a range changed on the command line is cut for itself")
    void smallRangesCutFiner() throws Exception {
        long[][] ranges = {{0, 0}, {0, 99}, {0, 2047}, {0, 9999}, {5_000, 104_999}, {-7, 700_000},
            {0, (1L << 20) - 2}, {0, (1L << 20) - 1}, {0, 50_000_000}, {Long.MIN_VALUE, Long.MAX_VALUE}};
        for (long[] r : ranges) {
            SearchSpec s = spec("{\"from\": " + r[0] + ", \"to\": " + r[1] + "}", "");
            assertFalse(s.unitGiven());
            assertEquals(SearchSpec.defaultUnitSize(r[0], r[1]), s.unitSize());
            assertEquals(s.unitSize(), s.json().get("unitSize").asInt(), "written into the hashed content");
            WorkUnits u = WorkUnits.of(s);
            long seeds = r[1] - r[0] + 1;
            if (seeds > 0 && seeds < (long) SearchSpec.DEFAULT_UNIT_SIZE * SearchSpec.MIN_UNITS) {
                assertTrue(Integer.bitCount(s.unitSize()) == 1 && s.unitSize() < SearchSpec.DEFAULT_UNIT_SIZE);
                assertTrue(u.count() >= Math.min(SearchSpec.MIN_UNITS, (seeds + 63) / 64) && u.count() <= 128,
                    r[0] + ".." + r[1] + ": " + u.count() + " units of " + s.unitSize());
            } else {
                assertEquals(SearchSpec.DEFAULT_UNIT_SIZE, s.unitSize());
            }
        }
        assertEquals(32, WorkUnits.of(spec("{\"from\": 0, \"to\": 2047}", "")).count());
        SearchSpec given = spec("{\"from\": 0, \"to\": 2047}", ", \"unitSize\": 16384");
        assertTrue(given.unitGiven());
        assertEquals(1, WorkUnits.of(given).count());
        assertEquals(16384, given.withRange(0, 99).unitSize());
        SearchSpec wide = spec("{\"from\": 0, \"to\": 99999999}", "");
        SearchSpec narrow = wide.withRange(0, 2047);
        assertEquals(64, narrow.unitSize());
        assertEquals(64, narrow.json().get("unitSize").asInt());
        assertEquals(spec("{\"from\": 0, \"to\": 2047}", "").hash(), narrow.hash());
    }

    @Test
    @DisplayName("a ledger cut with the old default (16,384) resumes with its own units; a new one is refused by it "
        + "as another search")
    void oldLedgerResumes(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        SearchSpec now = spec("{\"from\": 0, \"to\": 2047}", "");
        SearchSpec before = now.withUnitSize(SearchSpec.DEFAULT_UNIT_SIZE);
        try (Ledger ledger = Ledger.open(dir, before, WorkUnits.of(before), false)) {
            ledger.append(0, 2048, List.of());
        }
        assertTrue(assertThrowsLedger(dir, now).contains("belongs to another search"));
        SearchSpec resumed = Ledger.resumable(dir, now);
        assertEquals(SearchSpec.DEFAULT_UNIT_SIZE, resumed.unitSize());
        assertEquals(before.hash(), resumed.hash());
        try (Ledger ledger = Ledger.open(dir, resumed, WorkUnits.of(resumed), true)) {
            assertEquals(java.util.Set.of(0L), ledger.finished().keySet());
        }
        SearchSpec given = spec("{\"from\": 0, \"to\": 2047}", ", \"unitSize\": 64");
        assertEquals(64, Ledger.resumable(dir, given).unitSize(), "a unit size given is never replaced");
        assertEquals(now.unitSize(), Ledger.resumable(dir.resolve("none"), now).unitSize());
    }

    private static String assertThrowsLedger(java.nio.file.Path dir, SearchSpec spec) {
        return org.junit.jupiter.api.Assertions.assertThrows(Ledger.LedgerException.class,
            () -> Ledger.open(dir, spec, WorkUnits.of(spec), true).close()).getMessage();
    }
}
