package org.terrainexplorer.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.concurrent.Progress;

/**
 * A long command's progress as lines on standard error, such as {@code map: 37 % (380 of 1024 chunks)}: nothing
 * until the timing's delay has passed without the work finishing, then at most one line per interval. The line is
 * printed by whichever worker adds a unit when one is due (never waiting for another that is printing), so no
 * thread of its own runs and a quick command prints nothing. It never stops the work itself: the work checks
 * {@link #cancelled} (given as its cancel test) and stops there.
 */
final class ProgressReport implements Progress {

    private final BooleanSupplier stopping;
    private final PrintStream err;
    private final String name;
    private final long intervalNanos;
    private final AtomicLong done = new AtomicLong();
    private final ReentrantLock printing = new ReentrantLock();
    private volatile long total = -1;
    private volatile String unit = "units";
    /** When the next line is due, by {@link System#nanoTime}. */
    private volatile long due;
    /** The count last printed, and whether any line was; both guarded by {@link #printing}. */
    private long shown = -1;
    private boolean any;

    ProgressReport(PrintStream err, String name, TerrainCli.ProgressTiming timing) {
        this(err, name, timing, () -> false);
    }

    /** A report whose work is {@link #cancelled} once {@code stopping} is true. */
    ProgressReport(PrintStream err, String name, TerrainCli.ProgressTiming timing, BooleanSupplier stopping) {
        this.stopping = stopping;
        this.err = err;
        this.name = name;
        this.intervalNanos = timing.interval().toNanos();
        this.due = System.nanoTime() + timing.delay().toNanos();
    }

    @Override
    public void start(long total, String unit) {
        printing.lock();
        try {
            this.unit = unit;
            this.total = total;
            done.set(0);
            shown = -1;
        } finally {
            printing.unlock();
        }
    }

    @Override
    public void add(long units) {
        done.addAndGet(units);
        if (System.nanoTime() - due < 0 || !printing.tryLock()) {
            return;
        }
        try {
            long now = System.nanoTime();
            if (now - due >= 0) {
                print(done.get(), false);
                due = now + intervalNanos;
            }
        } finally {
            printing.unlock();
        }
    }

    /** The program is stopping (Ctrl+C, SIGTERM): work that checks between its units stops there. */
    @Override
    public boolean cancelled() {
        return stopping.getAsBoolean();
    }

    /**
     * The work waited {@code nanos} for something outside it (input typed or piped slowly): the next line is due
     * that much later, so only the work's own time counts.
     */
    void waited(long nanos) {
        due += nanos;
    }

    /** The work is done: if any line was printed, one more says the last stage is complete. */
    void finish() {
        printing.lock();
        try {
            if (any) {
                print(total >= 0 ? total : done.get(), true);
            }
        } finally {
            printing.unlock();
        }
    }

    /** Prints the count (under the lock), unless it is the one printed last. */
    private void print(long count, boolean last) {
        if (count == shown && !(last && total < 0)) {
            return;
        }
        long all = total;
        if (all >= 0) {
            long percent = all == 0 ? 100 : Math.min(100, count * 100 / all);
            err.printf(Locale.ROOT, "%s: %d %% (%d of %d %s)%n", name, percent, count, all, units(all));
        } else {
            err.printf(Locale.ROOT, "%s: %d %s%s%n", name, count, units(count), last ? "" : " so far");
        }
        err.flush();
        shown = count;
        any = true;
    }

    /** The unit for {@code n} of it: "1 chunk", "2 chunks" (units are named in the plural, with an s). */
    private String units(long n) {
        return n == 1 && unit.endsWith("s") ? unit.substring(0, unit.length() - 1) : unit;
    }
}
