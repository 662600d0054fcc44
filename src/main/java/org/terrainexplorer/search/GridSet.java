package org.terrainexplorer.search;

import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.placement.PlacementState;
import org.terrainexplorer.world.structure.placement.RandomSpread;
import org.terrainexplorer.world.structure.placement.StructurePlacement;

/**
 * A {@code random_spread} structure set's placement for seed search: the candidate chunk of a grid cell, its
 * frequency and exclusion zone, computed from the seed's lower 48 bits alone (every draw is {@code java.util.Random}'s,
 * whose state holds 48 bits), with the generator inlined, without allocating. The same chunks as
 * {@code StructureWorld.structureChunks} (a test compares them).
 */
final class GridSet {

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long INCREMENT = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    final StructureSet set;
    final RandomSpread spread;
    final int spacing;
    private final int range;
    private final int salt;
    private final boolean triangular;
    private final boolean rangePowerOfTwo;
    /** ⌈2^64 / range⌉, for the remainder by a multiplication (Lemire's fastmod) instead of a division. */
    private final long rangeInverse;
    private final boolean frequency;
    final int offsetX;
    final int offsetZ;
    /** The exclusion zone's other set when it is a grid too (its own checks inlined), else null. */
    private final GridSet excludedBy;
    private final int exclusionChunks;

    GridSet(StructureSet set, PlacementState placements) {
        this(set, (RandomSpread) set.placement(), placements, 0);
    }

    private GridSet(StructureSet set, RandomSpread spread, PlacementState placements, int depth) {
        this.set = set;
        this.spread = spread;
        this.spacing = spread.spacing();
        this.range = spread.spacing() - spread.separation();
        this.salt = spread.common().salt();
        this.triangular = spread.triangular();
        this.rangePowerOfTwo = (range & range - 1) == 0;
        this.rangeInverse = Long.divideUnsigned(-1L, range) + 1;
        this.frequency = spread.common().frequency() < 1.0F;
        this.offsetX = spread.common().locateOffset().x();
        this.offsetZ = spread.common().locateOffset().z();
        StructurePlacement.ExclusionZone zone = spread.common().exclusionZone();
        GridSet other = null;
        int chunks = 0;
        if (zone != null) {
            StructurePlacement p = placements.placementOf(zone.otherSet());
            if (p instanceof RandomSpread && depth < 4) {
                other = new GridSet(null, (RandomSpread) p, placements, depth + 1);
                chunks = zone.chunkCount();
            } else if (p != null) {
                throw new IllegalArgumentException("exclusion zone against a set that is not a grid: " + zone);
            }
        }
        this.excludedBy = other;
        this.exclusionChunks = chunks;
    }

    /** Whether this class decides the set's placement: a grid whose exclusion zone, if any, is against a grid. */
    static boolean supported(StructureSet set, PlacementState placements) {
        if (!(set.placement() instanceof RandomSpread spread)) {
            return false;
        }
        StructurePlacement.ExclusionZone zone = spread.common().exclusionZone();
        StructurePlacement other = zone == null ? null : placements.placementOf(zone.otherSet());
        return other == null || other instanceof RandomSpread;
    }

    /** The candidate chunk of grid cell (rx, rz) packed as {@code x << 32 | z & 0xffffffff}. */
    long candidate(long seed, int rx, int rz) {
        long s = ((long) rx * 341873128712L + (long) rz * 132897987541L + seed + salt ^ MULTIPLIER) & MASK;
        int ox;
        int oz;
        if (triangular) {
            s = s * MULTIPLIER + INCREMENT & MASK;
            int a = draw(s);
            if (a < 0) {
                return slow(seed, rx, rz);
            }
            s = s * MULTIPLIER + INCREMENT & MASK;
            int b = draw(s);
            if (b < 0) {
                return slow(seed, rx, rz);
            }
            ox = (a + b) / 2;
            s = s * MULTIPLIER + INCREMENT & MASK;
            a = draw(s);
            if (a < 0) {
                return slow(seed, rx, rz);
            }
            s = s * MULTIPLIER + INCREMENT & MASK;
            b = draw(s);
            if (b < 0) {
                return slow(seed, rx, rz);
            }
            oz = (a + b) / 2;
        } else {
            s = s * MULTIPLIER + INCREMENT & MASK;
            ox = draw(s);
            if (ox < 0) {
                return slow(seed, rx, rz);
            }
            s = s * MULTIPLIER + INCREMENT & MASK;
            oz = draw(s);
            if (oz < 0) {
                return slow(seed, rx, rz);
            }
        }
        return (long) (rx * spacing + ox) << 32 | (rz * spacing + oz) & 0xFFFFFFFFL;
    }

    /** {@code nextInt(range)} from the state just stepped, or −1 where Random would draw again (rare). */
    private int draw(long state) {
        int bits = (int) (state >> 17);
        if (rangePowerOfTwo) {
            return (int) ((long) range * bits >> 31);
        }
        // bits % range, exactly, for bits below 2^31: the high 64 bits of (⌈2^64/range⌉ · bits mod 2^64) · range.
        long low = rangeInverse * bits;
        int value = (int) (Math.multiplyHigh(low, range) + (low >> 63 & range));
        return bits - value + (range - 1) < 0 ? -1 : value;
    }

    /** The candidate through the generator itself (the rare redraw). */
    private long slow(long seed, int rx, int rz) {
        org.terrainexplorer.world.random.WorldgenRandom r = new org.terrainexplorer.world.random.WorldgenRandom();
        int[] c = new int[2];
        spread.candidate(seed, rx, rz, r, c);
        return (long) c[0] << 32 | c[1] & 0xFFFFFFFFL;
    }

    /** Whether the candidate chunk (cx, cz) keeps its structure: the frequency and the exclusion zone. */
    boolean kept(long seed, int cx, int cz) {
        if (frequency && !spread.passesFrequency(seed, cx, cz)) {
            return false;
        }
        return excludedBy == null || !excludedBy.anyIn(seed, cx - exclusionChunks, cz - exclusionChunks,
            cx + exclusionChunks, cz + exclusionChunks);
    }

    /** Whether any chunk in the square is one of this set's structure chunks. */
    boolean anyIn(long seed, int minCx, int minCz, int maxCx, int maxCz) {
        for (int rz = Math.floorDiv(minCz, spacing); rz <= Math.floorDiv(maxCz, spacing); rz++) {
            for (int rx = Math.floorDiv(minCx, spacing); rx <= Math.floorDiv(maxCx, spacing); rx++) {
                long c = candidate(seed, rx, rz);
                int cx = (int) (c >> 32);
                int cz = (int) c;
                if (cx >= minCx && cx <= maxCx && cz >= minCz && cz <= maxCz && kept(seed, cx, cz)) {
                    return true;
                }
            }
        }
        return false;
    }
}
