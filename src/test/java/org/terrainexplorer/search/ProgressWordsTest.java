package org.terrainexplorer.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The words a search's progress is told in, shared by the window and the command line. */
class ProgressWordsTest {

    private static LocalSearch.Progress progress(long doneBelow, boolean allDone, double eta) {
        return new LocalSearch.Progress(5_000, 100_000, 1_234.5, eta, doneBelow, allDone, 2, 1, 7, false, false);
    }

    @Test
    @DisplayName("the matches so far come a block at a time; the seed below which all is searched only past the first")
    void coverage() {
        assertEquals(" so far (matches come as each block of 16,384 seeds completes)",
            progress(1_000, false, 3).coverage(1_000, 16_384));
        assertEquals(" so far (every seed below 17,384 searched; matches come as each block of 16,384 seeds completes)",
            progress(17_384, false, 3).coverage(1_000, 16_384));
        assertEquals("", progress(101_000, true, 0).coverage(1_000, 16_384));
    }

    @Test
    @DisplayName("the time left in seconds, minutes, hours or days; nothing when not known")
    void timeLeft() {
        assertEquals("", progress(0, false, Double.NaN).timeLeft());
        assertEquals("45 s", progress(0, false, 44.6).timeLeft());
        assertEquals("3 min 20 s", progress(0, false, 200).timeLeft());
        assertEquals("2 h 5 min", progress(0, false, 7_500).timeLeft());
        assertEquals("4 days", progress(0, false, 4 * 86_400 + 5).timeLeft());
    }
}
