package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A beard's values over a cell, kept from its bounds or computed for the cell, and its range have the same bits as
 * the game's sum over every piece and junction at each block, and cells out of every term's reach get exactly 0.
 */
class BeardTermsTest {

    /** A crowded beard: pieces of every kind and junctions scattered over 96 × 64 × 96 blocks around the origin. */
    private static Beard crowded(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Beard.Kind[] kinds = Beard.Kind.values();
        List<Beard.Rigid> rigids = new ArrayList<>();
        for (int i = 0; i < 80; i++) {
            int x = r.nextInt(-48, 48);
            int y = r.nextInt(40, 100);
            int z = r.nextInt(-48, 48);
            rigids.add(new Beard.Rigid(x, y, z, x + r.nextInt(0, 14), y + r.nextInt(0, 10), z + r.nextInt(0, 14),
                kinds[r.nextInt(kinds.length)], r.nextInt(0, 3)));
        }
        List<Beard.Junction> junctions = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            junctions.add(new Beard.Junction(r.nextInt(-48, 48), r.nextInt(40, 100), r.nextInt(-48, 48)));
        }
        return new Beard(rigids, junctions);
    }

    @Test
    @DisplayName("cells near and among a crowd of pieces get the same bits as the sum over every term, at every block")
    void cellsGetTheSumOverEveryTerm() {
        double[] range = new double[2];
        int touched = 0;
        for (long seed = 1; seed <= 3; seed++) {
            Beard beard = crowded(seed);
            for (int x0 = -64; x0 < 64; x0 += 4) {
                for (int z0 = -64; z0 < 64; z0 += 4) {
                    for (int y0 = 24; y0 < 128; y0 += 8) {
                        double[] expected = blockValues(beard, x0, y0, z0, 8);
                        double lo = Arrays.stream(expected).min().orElseThrow();
                        double hi = Arrays.stream(expected).max().orElseThrow();
                        // Computed for the cell (no bounds asked for it before).
                        double[] added = new double[expected.length];
                        beard.addToCell(added, x0, y0, z0, 4, 8);
                        same(expected, added, x0, y0, z0);
                        // Its range, then the values kept from it.
                        beard.bounds(x0, y0, z0, 4, 4, 8, range);
                        boolean reached = beard.touches(x0, y0, z0, x0 + 3, y0 + 7, z0 + 3);
                        assertEquals(reached ? lo : 0.0, range[0], "least at " + x0 + " " + y0 + " " + z0);
                        assertEquals(reached ? hi : 0.0, range[1], "most at " + x0 + " " + y0 + " " + z0);
                        double[] kept = new double[expected.length];
                        beard.addToCell(kept, x0, y0, z0, 4, 8);
                        same(expected, kept, x0, y0, z0);
                        if (reached && hi != 0.0) {
                            touched++;
                        }
                    }
                }
            }
        }
        assertTrue(touched > 1000, "the crowd reaches many cells: " + touched);
    }

    @Test
    @DisplayName("the rough range, made without a block, holds the term at every block of cells and of tall boxes")
    void roughRangeHoldsEveryBlock() {
        double[] rough = new double[2];
        int narrow = 0;
        int reached = 0;
        for (long seed = 1; seed <= 3; seed++) {
            Beard beard = crowded(seed);
            for (int x0 = -64; x0 < 64; x0 += 4) {
                for (int z0 = -64; z0 < 64; z0 += 4) {
                    for (int y0 = 16; y0 < 136; y0 += 8) {
                        // A cell, and (for one cell column in 16) the column of cells from it up: the sky's boxes.
                        boolean tall = (x0 & 15) == 0 && (z0 & 15) == 0;
                        for (int height : tall ? new int[] {8, 136 - y0} : new int[] {8}) {
                            beard.roughBounds(x0, y0, z0, 4, 4, height, rough);
                            double[] values = blockValues(beard, x0, y0, z0, height);
                            double lo = Arrays.stream(values).min().orElseThrow();
                            double hi = Arrays.stream(values).max().orElseThrow();
                            String where = x0 + " " + y0 + " " + z0 + " up " + height;
                            assertTrue(rough[0] <= lo && hi <= rough[1], where + ": [" + lo + ", " + hi
                                + "] outside the rough [" + rough[0] + ", " + rough[1] + "]");
                            if (height == 8 && (lo != 0.0 || hi != 0.0)) {
                                reached++;
                                if (rough[1] - rough[0] < 0.05) {
                                    narrow++;
                                }
                            }
                        }
                    }
                }
            }
        }
        // Of no use if it were always wide: cells a piece reaches only faintly get a range within 0.05.
        assertTrue(narrow > reached / 10, narrow + " narrow of " + reached);
    }

    /**
     * The game's sum at every block of the 4 × 4 box {@code height} blocks high from (x0, y0, z0), in cell order:
     * every piece's term, then every junction's, none skipped; a block's own value ({@link Beard#at}, which skips
     * the terms out of reach) must have the same bits.
     */
    private static double[] blockValues(Beard beard, int x0, int y0, int z0, int height) {
        int terms = beard.rigids().size() + beard.junctions().size();
        double[] values = new double[4 * 4 * height];
        int p = 0;
        for (int y = y0; y < y0 + height; y++) {
            for (int x = x0; x < x0 + 4; x++) {
                for (int z = z0; z < z0 + 4; z++, p++) {
                    double sum = 0.0;
                    for (int i = 0; i < terms; i++) {
                        sum += beard.term(i, x, y, z);
                    }
                    values[p] = sum;
                    double at = beard.at(x, y, z);
                    if (Double.doubleToRawLongBits(at) != Double.doubleToRawLongBits(sum)) {
                        throw new AssertionError("block " + x + " " + y + " " + z + ": " + sum + " summed over every "
                            + "term, " + at + " at the block");
                    }
                }
            }
        }
        return values;
    }

    private static void same(double[] expected, double[] actual, int x0, int y0, int z0) {
        for (int i = 0; i < expected.length; i++) {
            if (Double.doubleToRawLongBits(expected[i]) != Double.doubleToRawLongBits(actual[i])) {
                throw new AssertionError("cell " + x0 + " " + y0 + " " + z0 + ", block " + i + ": " + expected[i]
                    + " expected, " + actual[i] + " summed");
            }
        }
    }
}
