package org.terrainexplorer.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A node of a condition tree in one thread's {@link SeedEvaluator}: its value memoised per stage for the base or
 * seed being evaluated, and where it matched.
 */
abstract class Node {
    static final long MASK48 = (1L << 48) - 1;

    final SeedEvaluator ev;
    final Condition condition;
    private final int[] epochs = {-1, -1, -1};
    private final byte[] values = new byte[3];
    /** Where it matched, when it holds (set by the stage that decided it). */
    final List<Match.Place> places = new ArrayList<>();
    private int placesEpoch = -1;

    Node(SeedEvaluator ev, Condition condition) {
        this.ev = ev;
        this.condition = condition;
    }

    void link() {
    }

    /** The value at a stage (memoised; a stage reuses a decided earlier one). */
    final byte eval(int stage) {
        int epoch = stage == SeedEvaluator.PLACEMENT ? ev.baseEpoch : ev.seedEpoch;
        if (epochs[stage] == epoch) {
            return values[stage];
        }
        byte v;
        if (stage > SeedEvaluator.PLACEMENT) {
            byte before = eval(stage - 1);
            v = before != SeedEvaluator.MAYBE && !(stage == SeedEvaluator.EXACT && before == SeedEvaluator.TRUE && placesLater()) ? before : compute(stage);
        } else {
            v = compute(stage);
        }
        if (stage == SeedEvaluator.EXACT && v == SeedEvaluator.MAYBE) {
            throw new IllegalStateException(condition.path() + " undecided at the exact stage");
        }
        epochs[stage] = epoch;
        values[stage] = v;
        return v;
    }

    /** Starts this ev.seed's places (called by a stage that finds them). */
    final List<Match.Place> places() {
        if (placesEpoch != ev.seedEpoch) {
            places.clear();
            placesEpoch = ev.seedEpoch;
        }
        return places;
    }

    abstract byte compute(int stage);

    /** Whether a value decided before the exact stage leaves the places to be found by it (structures). */
    boolean placesLater() {
        return false;
    }

    /** Adds where it matched, and where the children that hold matched. */
    void collect(Map<String, List<Match.Place>> where) {
        if (placesEpoch == ev.seedEpoch && !places.isEmpty()) {
            where.put(condition.id(), List.copyOf(places));
        }
    }
}

