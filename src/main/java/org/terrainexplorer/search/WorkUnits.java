package org.terrainexplorer.search;

/**
 * A search's range cut into fixed work units, a pure function of (range, unit size), so that every runner (the
 * local one, a Spark job) and every resumed run cut it the same way and a ledger's unit numbers mean the same seeds.
 *
 * <p>Two layouts. A range that holds no whole block of 2^48 seeds (every seed's lower 48 bits differ but for at most
 * two) is cut into runs of consecutive seeds ({@code unitSize} each). A range that holds a whole block is cut by the
 * seeds' lower 48 bits: a unit is a run of lower 48 bits taken with every upper 16 bits of the range, so the
 * placement stage, which reads only the lower 48 bits, is evaluated once for the 65,536 (or fewer) seeds sharing
 * them. Units are numbered from the lowest seed up; each unit's first seed grows with its number.
 */
public final class WorkUnits {

    private static final long BLOCK = 1L << 48;
    private static final long LOW_MASK = BLOCK - 1;
    /** A columns unit's fewest lower-48-bit values, so the placement stage's skip pays. */
    private static final long MIN_COLUMN = 64;

    private final long from;
    private final long to;
    private final boolean columns;
    private final long step;
    private final long count;
    private final int hiMin;
    private final int hiMax;

    /** The units of a specification's range. */
    public static WorkUnits of(SearchSpec spec) {
        return new WorkUnits(spec.from(), spec.to(), spec.unitSize());
    }

    WorkUnits(long from, long to, int unitSize) {
        this.from = from;
        this.to = to;
        this.hiMin = (int) (from >> 48);
        this.hiMax = (int) (to >> 48);
        // A whole block lies inside when the first block starting at or after 'from' ends at or before 'to'.
        long firstWhole = (from & LOW_MASK) == 0 ? from >> 48 : (from >> 48) + 1;
        boolean whole = firstWhole <= Short.MAX_VALUE && (firstWhole << 48 | LOW_MASK) <= to;
        this.columns = whole;
        if (columns) {
            int his = hiMax - hiMin + 1;
            step = Math.max(MIN_COLUMN, Long.highestOneBit(Math.max(1, unitSize / his)));
            count = (BLOCK + step - 1) / step;
        } else {
            step = unitSize;
            long span = to - from;
            count = span / unitSize + 1;
        }
    }

    /** How many units. */
    public long count() {
        return count;
    }

    /** Whether units are runs of lower 48 bits across the upper 16 (see the class comment). */
    public boolean columns() {
        return columns;
    }

    /** The layout's name in a ledger. */
    public String layout() {
        return columns ? "columns" : "linear";
    }

    /** The lowest seed of unit {@code i}. */
    public long firstSeed(long i) {
        if (!columns) {
            return from + i * step;
        }
        long lo = i * step;
        long seed = (long) hiMin << 48 | lo;
        if (seed < from) {
            // The first block starts inside this unit's lower bits or above: its lowest seed is in the next block.
            long inBlock = Math.max(lo, from & LOW_MASK);
            seed = inBlock < lo + step ? (long) hiMin << 48 | inBlock : (long) (hiMin + 1) << 48 | lo;
        }
        return seed;
    }

    /**
     * The lowest seed not yet searched when the units below {@code lowest} (in number) are all finished and
     * {@code finished} says which others are: everything below it is done. {@link Long#MAX_VALUE} with a marker
     * {@code done} when all are.
     */
    public long doneBelow(long lowest, java.util.function.LongPredicate finished) {
        long k = lowest;
        if (columns && (from & LOW_MASK) != 0) {
            // Units below the one holding 'from''s lower bits have their lowest seed in the next block, above
            // every seed of the units from it on.
            k = Math.max(k, (from & LOW_MASK) / step);
        }
        while (k < count && finished.test(k)) {
            k++;
        }
        if (k >= count) {
            // Only units below 'from''s lower bits may be left (columns): their lowest seeds are in the next block.
            for (long j = lowest; j < count; j++) {
                if (!finished.test(j)) {
                    return firstSeed(j);
                }
            }
            return Long.MAX_VALUE;
        }
        return firstSeed(k);
    }

    /** How many seeds unit {@code i} holds. */
    public long seeds(long i) {
        return seeds(i, positions(i));
    }

    /**
     * How many positions unit {@code i} has, in the order they are visited: its seeds (linear layout) or its lower 48
     * bits, each with every upper 16 (columns). A unit stopped part-way is done up to a position.
     */
    public long positions(long i) {
        if (!columns) {
            long a = from + i * step;
            return Math.min(to - a, step - 1) + 1;
        }
        long lo = i * step;
        return Math.min(BLOCK - 1, lo + step - 1) - lo + 1;
    }

    /** How many seeds the first {@code done} positions of unit {@code i} hold. */
    public long seeds(long i, long done) {
        if (!columns) {
            return Math.min(done, positions(i));
        }
        if (done <= 0) {
            return 0;
        }
        long lo = i * step;
        long hiLo = Math.min(BLOCK - 1, lo + done - 1);
        long n = 0;
        for (int hi = hiMin; hi <= hiMax; hi++) {
            long a = Math.max((long) hi << 48 | lo, from);
            long b = Math.min((long) hi << 48 | hiLo, to);
            if (a <= b) {
                n += b - a + 1;
            }
        }
        return n;
    }

    /** Whether {@code seed}, one of unit {@code i}'s, lies in its first {@code done} positions. */
    public boolean within(long i, long done, long seed) {
        return columns ? (seed & LOW_MASK) - i * step < done : seed - (from + i * step) < done;
    }

    /** The seeds of every unit. */
    public long totalSeeds() {
        long n = to - from + 1;
        return n <= 0 ? Long.MAX_VALUE : n;
    }

    /** What a unit's seeds are visited with. */
    interface Visitor {
        /** The placement stage for lower 48 bits; false skips every seed sharing them. */
        boolean base(long lower48);

        /** A seed; false stops the unit before it (stopped: that seed is not done). */
        boolean seed(long seed);

        /** Whether to stop (asked every few hundred bases skipped). */
        boolean stopped();
    }

    /** How many upper values the units' seeds take (1 in the linear layout). */
    int uppers() {
        return columns ? hiMax - hiMin + 1 : 1;
    }

    /**
     * Visits unit {@code i}'s seeds: each seed after its lower 48 bits' placement stage (once per base in the columns
     * layout, before each seed in the linear one, where {@code placement} false skips no other seed).
     *
     * @return false when the visitor stopped it
     */
    boolean visit(long i, boolean placement, Visitor visitor) {
        return visit(i, 0, placement, visitor) == positions(i);
    }

    /**
     * Visits unit {@code i}'s seeds from position {@code start} on (see {@link #positions}), as {@link
     * #visit(long, boolean, Visitor)} does.
     *
     * @return the positions done: {@link #positions} when the unit is done, fewer when the visitor stopped it (the
     *     seeds of the position it stopped in are not done)
     */
    long visit(long i, long start, boolean placement, Visitor visitor) {
        long n = positions(i);
        if (!columns) {
            long a = from + i * step;
            for (long k = start; k < n; k++) {
                long s = a + k;
                if ((k & 255) == 255 && visitor.stopped()) {
                    return k;
                }
                if ((!placement || visitor.base(s & LOW_MASK)) && !visitor.seed(s)) {
                    return k;
                }
            }
            return n;
        }
        long lo0 = i * step;
        for (long k = start; k < n; k++) {
            long lo = lo0 + k;
            if ((k & 255) == 255 && visitor.stopped()) {
                return k;
            }
            if (placement && !visitor.base(lo)) {
                continue;
            }
            for (int hi = hiMin; hi <= hiMax; hi++) {
                long s = (long) hi << 48 | lo;
                if (s >= from && s <= to && !visitor.seed(s)) {
                    return k;
                }
            }
        }
        return n;
    }
}
