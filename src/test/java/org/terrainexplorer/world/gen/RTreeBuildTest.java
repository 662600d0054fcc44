package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;

/**
 * The biome tree is built as the game builds it: the same nesting, so the same order of leaves (which breaks ties
 * between equally near entries) and the same subtrees. The reference below is the game's {@code RTree.build} written
 * out plainly, with object nodes and chained comparators at every level; the tree's own build ranks each leaf once
 * per dimension and sorts primitives (see {@code RTree.Builder}). Compared on every shipped release's
 * overworld and nether lists, and on random lists drawn from a few values, where most middles tie.
 */
class RTreeBuildTest {

    private static final int P = Climate.PARAMETERS;

    @Test
    void everyReleasesListsNestAsTheGamesBuild() {
        GameData data = GameData.shipped();
        Set<List<BiomeSource.Entry>> lists = new LinkedHashSet<>();
        for (var version : data.versions()) {
            for (Dimension d : List.of(Dimension.OVERWORLD, Dimension.THE_NETHER)) {
                BiomeSource source = data.open(version.name()).world(d, BuiltinWorld.OVERWORLD).biomeSource();
                lists.add(((BiomeSource.MultiNoise) source).entries());
            }
        }
        assertTrue(lists.size() >= 3, "distinct lists: " + lists.size());
        for (List<BiomeSource.Entry> entries : lists) {
            List<Climate.ParameterPoint> points = entries.stream().map(BiomeSource.Entry::point).toList();
            assertSameShape(reference(points), tree(points).shape(), entries.size() + " entries");
        }
    }

    @Test
    void listsWithManyTiesNestAsTheGamesBuild() {
        long[] values = {-10000, -4500, -1500, 0, 1500, 3000, 10000};
        for (int seed = 1; seed <= 6; seed++) {
            Random random = new Random(seed);
            int n = 1 + random.nextInt(seed < 4 ? 60 : 2500);
            List<Climate.ParameterPoint> points = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Climate.Parameter[] p = new Climate.Parameter[6];
                for (int d = 0; d < 6; d++) {
                    long a = values[random.nextInt(values.length)];
                    long b = values[random.nextInt(values.length)];
                    p[d] = new Climate.Parameter(Math.min(a, b), Math.max(a, b));
                }
                points.add(new Climate.ParameterPoint(p[0], p[1], p[2], p[3], p[4], p[5], random.nextInt(3) * 1000L));
            }
            assertSameShape(reference(points), tree(points).shape(), "seed " + seed + ", " + n + " entries");
        }
    }

    /** Equal nestings, or a message showing where they part (a whole tree is thousands of characters). */
    private static void assertSameShape(String expected, String actual, String what) {
        int at = 0;
        while (at < Math.min(expected.length(), actual.length()) && expected.charAt(at) == actual.charAt(at)) {
            at++;
        }
        int from = Math.max(0, at - 40);
        assertEquals(expected.length(), at, what + ": the game's nesting ..."
            + expected.substring(from, Math.min(expected.length(), at + 40)) + "... but ..."
            + actual.substring(from, Math.min(actual.length(), at + 40)) + "...");
        assertEquals(expected, actual, what);
    }

    private static RTree<Integer> tree(List<Climate.ParameterPoint> points) {
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            values.add(i);
        }
        return RTree.create(points, values);
    }

    // ------------------------------------------------------------------ the game's build, plainly

    /** A node: its entry (a leaf) or children, and its box. */
    private record Node(int entry, List<Node> children, long[] min, long[] max) {
        long mid(int d) {
            return (min[d] + max[d]) / 2L;
        }
    }

    private static String reference(List<Climate.ParameterPoint> points) {
        List<Node> leaves = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            Climate.Parameter[] space = points.get(i).space();
            long[] min = new long[P];
            long[] max = new long[P];
            for (int d = 0; d < P; d++) {
                min[d] = space[d].min();
                max[d] = space[d].max();
            }
            leaves.add(new Node(i, null, min, max));
        }
        StringBuilder out = new StringBuilder();
        shape(build(leaves), out);
        return out.toString();
    }

    private static Node build(List<Node> nodes) {
        if (nodes.size() == 1) {
            return nodes.get(0);
        }
        if (nodes.size() <= 6) {
            List<Node> sorted = new ArrayList<>(nodes);
            sorted.sort(Comparator.comparingLong(n -> {
                long sum = 0L;
                for (int d = 0; d < P; d++) {
                    sum += Math.abs(n.mid(d));
                }
                return sum;
            }));
            return subTree(sorted);
        }
        long bestCost = Long.MAX_VALUE;
        int bestDimension = -1;
        List<Node> bestBuckets = null;
        List<Node> work = new ArrayList<>(nodes);
        for (int d = 0; d < P; d++) {
            work.sort(comparator(d, false));
            List<Node> buckets = bucketize(work);
            long cost = 0L;
            for (Node b : buckets) {
                for (int k = 0; k < P; k++) {
                    cost += Math.abs(b.max[k] - b.min[k]);
                }
            }
            if (bestCost > cost) {
                bestCost = cost;
                bestDimension = d;
                bestBuckets = buckets;
            }
        }
        List<Node> buckets = new ArrayList<>(bestBuckets);
        buckets.sort(comparator(bestDimension, true));
        List<Node> children = new ArrayList<>();
        for (Node b : buckets) {
            children.add(build(b.children()));
        }
        return subTree(children);
    }

    private static Comparator<Node> comparator(int dimension, boolean absolute) {
        Comparator<Node> c = null;
        for (int k = 0; k < P; k++) {
            int d = (dimension + k) % P;
            Comparator<Node> next = Comparator.comparingLong(n -> absolute ? Math.abs(n.mid(d)) : n.mid(d));
            c = c == null ? next : c.thenComparing(next);
        }
        return c;
    }

    private static List<Node> bucketize(List<Node> nodes) {
        List<Node> buckets = new ArrayList<>();
        List<Node> bucket = new ArrayList<>();
        int size = (int) Math.pow(6.0, Math.floor(Math.log(nodes.size() - 0.01) / Math.log(6.0)));
        for (Node n : nodes) {
            bucket.add(n);
            if (bucket.size() >= size) {
                buckets.add(subTree(bucket));
                bucket = new ArrayList<>();
            }
        }
        if (!bucket.isEmpty()) {
            buckets.add(subTree(bucket));
        }
        return buckets;
    }

    private static Node subTree(List<Node> children) {
        long[] min = new long[P];
        long[] max = new long[P];
        Arrays.fill(min, Long.MAX_VALUE);
        Arrays.fill(max, Long.MIN_VALUE);
        for (Node c : children) {
            for (int d = 0; d < P; d++) {
                min[d] = Math.min(min[d], c.min[d]);
                max[d] = Math.max(max[d], c.max[d]);
            }
        }
        return new Node(-1, List.copyOf(children), min, max);
    }

    private static void shape(Node node, StringBuilder out) {
        if (node.children() == null) {
            out.append(node.entry());
            return;
        }
        out.append('[');
        for (int i = 0; i < node.children().size(); i++) {
            out.append(i == 0 ? "" : ", ");
            shape(node.children().get(i), out);
        }
        out.append(']');
    }
}
