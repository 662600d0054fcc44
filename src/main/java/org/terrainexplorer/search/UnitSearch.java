package org.terrainexplorer.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * One thread's search of work units: every seed of a unit through its {@link SeedEvaluator}, the placement stage
 * once per lower 48 bits. What the local runner's workers and a Spark job's tasks run, so both give the same matches
 * for a unit. A stop is seen before every seed (and inside a seed's long checks, such as finding its spawn), and
 * leaves the unit done up to a position ({@link WorkUnits#positions}), which a ledger can keep. Not thread-safe: one
 * per thread.
 */
public final class UnitSearch {

    /** How many seeds between reports of progress. */
    static final int CHECK_EVERY = 256;

    /**
     * A unit searched from a position on: its positions {@code done} (from the unit's start), the matches among the
     * searched ones in seed order, and whether that is the whole unit.
     */
    public record Part(long done, List<Match> matches, boolean whole) {
    }

    private final WorkUnits units;
    private final SeedEvaluator evaluator;
    private final BooleanSupplier stop;

    /** A searcher of {@code world}'s units; {@code stop} stops a unit at its next seed. */
    public UnitSearch(SearchWorld world, BooleanSupplier stop) {
        this.units = WorkUnits.of(world.spec());
        this.evaluator = new SeedEvaluator(world, stop);
        this.stop = stop;
    }

    /** The units searched. */
    public WorkUnits units() {
        return units;
    }

    /**
     * Searches unit {@code i}: its matches in seed order, or null when stopped before the end. {@code progress} is
     * told of seeds done as they go (in batches).
     */
    public List<Match> run(long i, LongConsumer progress) {
        Part p = run(i, 0, progress);
        return p.whole() ? p.matches() : null;
    }

    /**
     * Searches unit {@code i} from position {@code start} on (the positions before it done by an earlier run): the
     * part done and its matches (those of the positions from {@code start} on). {@code progress} is told of seeds
     * done as they go (in batches).
     */
    public Part run(long i, long start, LongConsumer progress) {
        List<Match> found = new ArrayList<>();
        long[] pending = {0};
        boolean placement = evaluator.placementMatters();
        int uppers = units.uppers();
        long done = units.visit(i, start, placement, new WorkUnits.Visitor() {
            @Override
            public boolean base(long lower48) {
                boolean ok = evaluator.placement(lower48);
                if (!ok) {
                    count(uppers);
                }
                return ok;
            }

            @Override
            public boolean seed(long seed) {
                if (stop.getAsBoolean()) {
                    return false;
                }
                Match m;
                try {
                    m = evaluator.evaluate(seed);
                } catch (CancellationException e) {
                    // A long check (the spawn's chunks) sees the stop first: the seed is not done.
                    if (stop.getAsBoolean()) {
                        return false;
                    }
                    throw e;
                }
                if (stop.getAsBoolean()) {
                    // Stopped while it was evaluated: a check cut short may have answered early.
                    return false;
                }
                if (m != null) {
                    found.add(m);
                }
                count(1);
                return true;
            }

            @Override
            public boolean stopped() {
                return stop.getAsBoolean();
            }

            private void count(long n) {
                pending[0] += n;
                if (pending[0] >= CHECK_EVERY) {
                    progress.accept(pending[0]);
                    pending[0] = 0;
                }
            }
        });
        progress.accept(pending[0]);
        boolean whole = done == units.positions(i);
        if (!whole) {
            // A columns unit's last position may be half done: its matches are found again when it is.
            found.removeIf(m -> !units.within(i, done, m.seed()));
        }
        found.sort(Comparator.comparingLong(Match::seed));
        return new Part(done, found, whole);
    }
}
