package org.terrainexplorer.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A search on this machine's cores: a fixed pool of worker threads (made for the run, ended with it), each taking
 * the next unfinished work unit in order and searching it whole with its own {@link UnitSearch}; finished units go
 * to the ledger (if any) and their matches to the results. The results depend only on (specification, seed): the
 * same matches, in seed order, on any number of threads.
 *
 * <p>"First N" ({@code limit}) is the N lowest matching seeds of the range: the run ends once it holds N matches
 * below the lowest seed not yet searched. Pause holds the workers between batches of seeds; stop ends the units in
 * progress at their next seed (a ledger keeps those finished, and the part done of those begun, which a resumed run
 * carries on from). Progress (seeds done, seeds per second, ETA, the seed below which every seed is searched) can
 * be read from any thread at any time.
 */
public final class LocalSearch {

    /** A snapshot of a run's progress. */
    public record Progress(long seedsDone, long seeds, double seedsPerSecond, double etaSeconds, long doneBelow,
                           boolean allDone, int matches, long unitsDone, long units, boolean paused,
                           boolean finished) {

        /** The time left as a person reads it ("45 s", "3 min 20 s", "2 h 5 min", "4 days"); "" when not known. */
        public String timeLeft() {
            return Double.isNaN(etaSeconds) ? "" : duration(etaSeconds);
        }

        /**
         * What the matches listed so far stand for, for a progress line: "" once every unit is done; else that
         * they are matches so far, which come a whole unit at a time (so "0 found" early on does not read as
         * "nothing matches"), and, once it is past the range's first seed, the seed below which every seed is
         * searched. The window and the command line both say it this way.
         *
         * @param first     the range's first seed
         * @param unitSeeds the seeds of a work unit
         */
        public String coverage(long first, long unitSeeds) {
            if (allDone) {
                return "";
            }
            String below = doneBelow > first ? String.format(Locale.ROOT, "every seed below %,d searched; ", doneBelow)
                : "";
            return String.format(Locale.ROOT, " so far (%smatches come as each block of %,d seeds completes)", below,
                unitSeeds);
        }

        /** A duration as a person reads it: seconds, minutes and seconds, hours and minutes, or days. */
        public static String duration(double seconds) {
            long s = Math.round(seconds);
            if (s < 60) {
                return s + " s";
            }
            if (s < 3600) {
                return s / 60 + " min " + s % 60 + " s";
            }
            if (s < 86400 * 3) {
                return s / 3600 + " h " + s % 3600 / 60 + " min";
            }
            return s / 86400 + " days";
        }
    }

    /** The end of a run. */
    public record Result(List<Match> matches, boolean complete, long seedsSearched, double seconds) {
    }

    /** Told of each unit's matches as it finishes (any thread; units out of order). */
    @FunctionalInterface
    public interface Listener {
        void unitDone(long unit, List<Match> matches);
    }

    private final SearchWorld world;
    private final WorkUnits units;
    private final int threads;
    private final long limit;
    private final Ledger ledger;
    private final Listener listener;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition unpaused = lock.newCondition();
    private volatile boolean paused;
    private volatile boolean stopped;
    private volatile boolean finished;

    /** Guarded by {@link #lock}. */
    private final TreeMap<Long, Match> matches = new TreeMap<>();
    private final Set<Long> done = new HashSet<>();
    /**
     * The parts of units earlier runs began, as the ledger read them when it was opened (it never changes them: this
     * run's parts are appended to its file only), so the workers read them without the lock.
     */
    private final Map<Long, Ledger.Part> begun;
    private long seedsKept;
    private long lowestUnfinished;
    private long doneBelow;
    private final AtomicLong seedsDone = new AtomicLong();
    private final AtomicLong nextIndex = new AtomicLong();
    private long seedsBefore;
    private volatile long startNanos;
    private final AtomicLong pausedNanos = new AtomicLong();
    private volatile long pausedSince;

    /**
     * @param world    the bound search
     * @param threads  worker threads, 1 or more
     * @param limit    the lowest matches wanted (0 or less: all)
     * @param ledger   where finished units are recorded and earlier ones read from, or null
     * @param listener told of each finished unit, or null
     */
    public LocalSearch(SearchWorld world, int threads, long limit, Ledger ledger, Listener listener) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.world = world;
        this.units = WorkUnits.of(world.spec());
        this.threads = threads;
        this.limit = limit <= 0 ? Long.MAX_VALUE : limit;
        this.ledger = ledger;
        this.listener = listener;
        if (ledger != null) {
            for (Map.Entry<Long, List<Match>> e : ledger.finished().entrySet()) {
                done.add(e.getKey());
                for (Match m : e.getValue()) {
                    matches.put(m.seed(), m);
                }
            }
            for (long n : ledger.finishedSeeds().values()) {
                seedsBefore += n;
            }
            for (Ledger.Part part : ledger.parts().values()) {
                seedsBefore += part.seeds();
                for (Match m : part.matches()) {
                    matches.put(m.seed(), m);
                }
            }
        }
        begun = ledger == null ? Map.of() : ledger.parts();
        seedsKept = seedsBefore;
        seedsDone.set(seedsBefore);
        advance();
        nextIndex.set(lowestUnfinished);
    }

    /** The work units. */
    public WorkUnits units() {
        return units;
    }

    /** Runs the search to its end (or its stop) on this thread's behalf; the workers are the pool's. */
    public Result run() {
        startNanos = System.nanoTime();
        AtomicInteger number = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "search-" + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        ExecutorService pool = Executors.newFixedThreadPool(threads, factory);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                workers.add(pool.submit(this::work));
            }
            for (Future<?> f : workers) {
                try {
                    f.get();
                } catch (InterruptedException e) {
                    stopped = true;
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException e) {
                    stopped = true;
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException r) {
                        throw r;
                    }
                    if (cause instanceof Error err) {
                        throw err;
                    }
                    throw new IllegalStateException(cause);
                }
            }
        } finally {
            pool.shutdownNow();
            finished = true;
        }
        lock.lock();
        try {
            boolean complete = !stopped && (allDone() || limitReached());
            List<Match> out = new ArrayList<>();
            for (Match m : matches.values()) {
                if (out.size() >= limit) {
                    break;
                }
                if (complete && m.seed() >= doneBelow && !allDone()) {
                    break;
                }
                out.add(m);
            }
            return new Result(Collections.unmodifiableList(out), complete, seedsDone.get() - seedsBefore,
                (System.nanoTime() - startNanos - pausedNanos.get()) / 1e9);
        } finally {
            lock.unlock();
        }
    }

    private void work() {
        UnitSearch search = new UnitSearch(world, () -> stopped);
        while (!stopped) {
            waitWhilePaused();
            if (stopped) {
                return;
            }
            long i = next();
            if (i < 0) {
                return;
            }
            Ledger.Part before = begun.get(i);
            UnitSearch.Part part = search.run(i, before == null ? 0 : before.done(), n -> {
                seedsDone.addAndGet(n);
                if (paused) {
                    waitWhilePaused();
                }
            });
            List<Match> found = part.matches();
            if (before != null) {
                found = new ArrayList<>(before.matches());
                found.addAll(part.matches());
                found.sort(java.util.Comparator.comparingLong(Match::seed));
            }
            if (!part.whole()) {
                if (part.done() > (before == null ? 0 : before.done())) {
                    keep(i, part.done(), found, before);
                }
                return;
            }
            finish(i, found, before);
        }
    }

    /** The next unit to search, or −1 when none is left (or the limit is reached). */
    private long next() {
        while (true) {
            long i = nextIndex.getAndIncrement();
            if (i >= units.count()) {
                return -1;
            }
            lock.lock();
            try {
                if (limitReached()) {
                    return -1;
                }
                if (i < lowestUnfinished || done.contains(i)) {
                    continue;
                }
                if (matches.size() >= limit && units.firstSeed(i) > nthMatch()) {
                    // Every seed of it is above the N lowest matches known: it cannot change them.
                    continue;
                }
                return i;
            } finally {
                lock.unlock();
            }
        }
    }

    private long nthMatch() {
        long n = 0;
        for (long s : matches.keySet()) {
            if (++n == limit) {
                return s;
            }
        }
        return Long.MAX_VALUE;
    }

    /** Records the part of unit {@code i} a stop left done: its first {@code upTo} positions and their matches. */
    private void keep(long i, long upTo, List<Match> found, Ledger.Part before) {
        boolean written = false;
        if (ledger != null) {
            try {
                written = ledger.appendPart(i, upTo, units.seeds(i, upTo), found);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the ledger " + ledger.file() + ": " + e.getMessage(), e);
            }
        }
        lock.lock();
        try {
            for (Match m : found) {
                matches.put(m.seed(), m);
            }
            if (written) {
                seedsKept += units.seeds(i, upTo) - (before == null ? 0 : before.seeds());
            }
        } finally {
            lock.unlock();
        }
    }

    private void finish(long i, List<Match> found, Ledger.Part before) {
        if (ledger != null) {
            try {
                ledger.append(i, units.seeds(i), found);
            } catch (IOException e) {
                stopped = true;
                throw new UncheckedIOException("cannot write the ledger " + ledger.file() + ": " + e.getMessage(), e);
            }
        }
        lock.lock();
        try {
            seedsKept += units.seeds(i) - (before == null ? 0 : before.seeds());
            done.add(i);
            for (Match m : found) {
                matches.put(m.seed(), m);
            }
            advance();
        } finally {
            lock.unlock();
        }
        if (listener != null) {
            listener.unitDone(i, found);
        }
    }

    /** Moves the lowest unfinished unit past finished ones and works out everything-below (under the lock). */
    private void advance() {
        while (lowestUnfinished < units.count() && done.contains(lowestUnfinished)) {
            done.remove(lowestUnfinished);
            lowestUnfinished++;
        }
        doneBelow = units.doneBelow(lowestUnfinished, k -> k < lowestUnfinished || done.contains(k));
    }

    private boolean allDone() {
        return doneBelow == Long.MAX_VALUE;
    }

    /** Whether the N lowest matches are known: N of them lie below everything-below (under the lock). */
    private boolean limitReached() {
        if (limit == Long.MAX_VALUE || matches.size() < limit) {
            return false;
        }
        return allDone() || nthMatch() < doneBelow;
    }

    private void waitWhilePaused() {
        if (!paused) {
            return;
        }
        lock.lock();
        try {
            while (paused && !stopped) {
                unpaused.awaitUninterruptibly();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Holds the workers at their next batch of seeds. */
    public void pause() {
        lock.lock();
        try {
            if (!paused) {
                paused = true;
                pausedSince = System.nanoTime();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Lets paused workers go on. */
    public void resume() {
        lock.lock();
        try {
            if (paused) {
                paused = false;
                pausedNanos.addAndGet(System.nanoTime() - pausedSince);
                unpaused.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Stops the run: each worker stops before its next seed and keeps the part of its unit done (in the ledger, and
     * its matches in {@link #matchesSoFar}); {@link #run} then returns.
     */
    public void stop() {
        lock.lock();
        try {
            stopped = true;
            unpaused.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Whether {@link #stop} was called. */
    public boolean stopped() {
        return stopped;
    }

    /** The run's progress now. */
    public Progress progress() {
        lock.lock();
        try {
            long seeds = units.totalSeeds();
            long now = seedsDone.get();
            long elapsed = startNanos == 0 ? 0 : System.nanoTime() - startNanos - pausedNanos.get()
                - (paused ? System.nanoTime() - pausedSince : 0);
            double rate = elapsed <= 0 ? 0 : (now - seedsBefore) / (elapsed / 1e9);
            double eta = rate <= 0 ? Double.NaN : Math.max(0, (seeds - now) / rate);
            long unitsDone = lowestUnfinished + done.size();
            return new Progress(now, seeds, rate, eta, doneBelow, allDone(), matches.size(), unitsDone,
                units.count(), paused, finished);
        } finally {
            lock.unlock();
        }
    }

    /**
     * The seeds whose search the ledger holds: of the units finished and the parts of units begun (earlier runs'
     * included), so that a resumed run searches none of them again. 0 without a ledger.
     */
    public long seedsKept() {
        lock.lock();
        try {
            return ledger == null ? 0 : seedsKept;
        } finally {
            lock.unlock();
        }
    }

    /** The matches found so far, in seed order (a copy). */
    public List<Match> matchesSoFar() {
        lock.lock();
        try {
            return new ArrayList<>(matches.values());
        } finally {
            lock.unlock();
        }
    }
}
