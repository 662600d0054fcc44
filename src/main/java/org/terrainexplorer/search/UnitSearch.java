package org.terrainexplorer.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * One thread's search of whole work units: every seed of a unit through its {@link SeedEvaluator}, the placement
 * stage once per lower 48 bits. What the local runner's workers and a Spark job's tasks run, so both give the same
 * matches for a unit. Not thread-safe: one per thread.
 */
public final class UnitSearch {

    /** How many seeds between looks at the stop flag and reports of progress. */
    static final int CHECK_EVERY = 256;

    private final WorkUnits units;
    private final SeedEvaluator evaluator;
    private final BooleanSupplier stop;

    /** A searcher of {@code world}'s units; {@code stop} abandons a unit (checked every few hundred seeds). */
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
        List<Match> found = new ArrayList<>();
        long[] pending = {0};
        boolean placement = evaluator.placementMatters();
        int uppers = units.uppers();
        boolean complete = units.visit(i, placement, new WorkUnits.Visitor() {
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
                Match m = evaluator.evaluate(seed);
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
        if (!complete || stop.getAsBoolean()) {
            return null;
        }
        found.sort(Comparator.comparingLong(Match::seed));
        return found;
    }
}
