package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;

/**
 * The column search answers as the R-tree does — the nearest entry, ties to the first in the tree's order — both
 * for the column it has just prepared and from a column's depth-group bests kept while other columns were
 * prepared (as a chunk keeps them per quart column). Targets sit mostly on the list's interval ends and one
 * off them (depth also halfway between two groups' ends, where two groups are equally far), where distances tie
 * and the buckets' "at least this far" must not skip an entry that ties.
 */
class ColumnSearchTest {

    @ParameterizedTest
    @ValueSource(strings = {"1.21.1", "26.2"})
    void answersAsTheTree(String version) {
        BiomeSource.MultiNoise source = (BiomeSource.MultiNoise) GameData.shipped().open(version)
            .world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD).biomeSource();
        List<List<Long>> ends = intervalEnds(source);
        BiomeSource.ColumnSearch search = source.columnSearch();
        RTree<String>.Cursor tree = source.cursor();
        Random random = new Random(7);
        int groups = search.groups();
        long[][] keptBase = new long[8][groups];
        int[][] keptBest = new int[8][groups];
        long[][] keptColumn = new long[8][];
        int compared = 0;
        for (int column = 0; column < 400; column++) {
            long[] target = new long[Climate.PARAMETERS];
            for (int d = 0; d < 6; d++) {
                target[d] = pick(ends.get(d), random);
            }
            search.prepare(target);
            int k = column % keptBase.length;
            search.keep(keptBase[k], keptBest[k]);
            keptColumn[k] = target.clone();
            for (int quart = 0; quart < 24; quart++) {
                target[4] = pick(ends.get(4), random);
                String expected = tree.search(target);
                int entry = tree.lastEntry();
                assertEquals(expected, search.biome(target),
                    () -> "prepared column at " + java.util.Arrays.toString(target));
                assertEquals(entry, search.lastEntry());
                compared++;
            }
            // A column prepared earlier, from its kept bests.
            int earlier = random.nextInt(Math.min(column + 1, keptBase.length));
            long[] old = keptColumn[earlier].clone();
            for (int quart = 0; quart < 8; quart++) {
                old[4] = pick(ends.get(4), random);
                tree.search(old);
                assertEquals(tree.lastEntry(), search.entry(old[4], keptBase[earlier], keptBest[earlier]),
                    () -> "kept column at " + java.util.Arrays.toString(old));
                compared++;
            }
        }
        assertTrue(compared > 10_000);
    }

    /**
     * Each dimension's interval ends in the list, with the values one either side; for depth also the values
     * halfway between two ends.
     */
    private static List<List<Long>> intervalEnds(BiomeSource.MultiNoise source) {
        List<List<Long>> ends = new ArrayList<>();
        for (int d = 0; d < 6; d++) {
            TreeSet<Long> values = new TreeSet<>();
            for (BiomeSource.Entry e : source.entries()) {
                Climate.Parameter p = e.point().space()[d];
                for (long v : new long[] {p.min(), p.max()}) {
                    values.add(v - 1);
                    values.add(v);
                    values.add(v + 1);
                }
            }
            if (d == 4) {
                // Depths halfway between two groups' ends, where two groups are equally far and may tie.
                TreeSet<Long> depthEnds = new TreeSet<>();
                for (BiomeSource.Entry e : source.entries()) {
                    depthEnds.add(e.point().space()[4].min());
                    depthEnds.add(e.point().space()[4].max());
                }
                for (long a : depthEnds) {
                    for (long b : depthEnds) {
                        if (a < b && (a + b) % 2 == 0) {
                            values.add((a + b) / 2);
                        }
                    }
                }
            }
            ends.add(new ArrayList<>(values));
        }
        return ends;
    }

    /** An interval end (three times in four) or any value between the lowest and highest. */
    private static long pick(List<Long> ends, Random random) {
        if (random.nextInt(4) > 0) {
            return ends.get(random.nextInt(ends.size()));
        }
        long lo = ends.get(0);
        long hi = ends.get(ends.size() - 1);
        return lo + (long) (random.nextDouble() * (hi - lo));
    }
}
