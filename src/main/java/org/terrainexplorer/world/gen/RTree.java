package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.terrainexplorer.world.gen.Climate.Parameter;
import org.terrainexplorer.world.gen.Climate.ParameterPoint;
import org.terrainexplorer.world.gen.Climate.TargetPoint;

/**
 * The game's R-tree over a biome list, built as the game builds it (so that ties resolve in the same
 * order): nodes of at most six children, split on the dimension that gives the smallest total extent.
 *
 * @param <T> the value of a leaf (a biome)
 */
public final class RTree<T> {

    private static final int CHILDREN_PER_NODE = 6;
    /**
     * The deepest nesting {@link #fromLayout} reads: a built tree is nested about log6 of its entries deep, so a
     * layout nested deeper is damaged, and is refused before it overflows the stack.
     */
    private static final int MAX_DEPTH = 64;

    private final Node<T> root;

    private RTree(Node<T> root) {
        this.root = root;
        root.number(0);
    }

    /** The tree of a non-empty list of (point, value) entries, in the list's order. */
    public static <T> RTree<T> create(List<ParameterPoint> points, List<T> values) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("a biome list needs at least one biome");
        }
        List<Leaf<T>> leaves = new ArrayList<>(points.size());
        for (int i = 0; i < points.size(); i++) {
            leaves.add(new Leaf<>(points.get(i), values.get(i), i));
        }
        RTree<T> tree = new RTree<>(new Builder<>(leaves).build());
        tree.order = new int[leaves.size()];
        for (int i = 0; i < leaves.size(); i++) {
            tree.order[i] = leaves.get(i).firstLeaf;
        }
        return tree;
    }

    /**
     * The tree of a list whose tree was built before, from its {@link #layout}: the same nodes, without the
     * build's sorts (a fresh JVM's shipped biome lists, {@code BiomeListCodec}).
     *
     * @throws IllegalArgumentException if the layout is not a tree of every entry, each once
     */
    public static <T> RTree<T> fromLayout(List<ParameterPoint> points, List<T> values, int[] layout) {
        List<Leaf<T>> leaves = new ArrayList<>(points.size());
        for (int i = 0; i < points.size(); i++) {
            leaves.add(new Leaf<>(points.get(i), values.get(i), i));
        }
        boolean[] used = new boolean[leaves.size()];
        int[] next = {0};
        Node<T> root = fromLayout(leaves, layout, next, used, 0);
        if (next[0] != layout.length || leaves.isEmpty()) {
            throw new IllegalArgumentException("a tree layout of " + layout.length + " numbers, "
                + (layout.length - next[0]) + " of them after the tree");
        }
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                throw new IllegalArgumentException("a tree layout without entry " + i);
            }
        }
        RTree<T> tree = new RTree<>(root);
        tree.order = new int[leaves.size()];
        for (int i = 0; i < leaves.size(); i++) {
            tree.order[i] = leaves.get(i).firstLeaf;
        }
        return tree;
    }

    private static <T> Node<T> fromLayout(List<Leaf<T>> leaves, int[] layout, int[] next, boolean[] used,
                                          int depth) {
        if (depth > MAX_DEPTH) {
            throw new IllegalArgumentException("a tree layout nested deeper than " + MAX_DEPTH + " levels");
        }
        if (next[0] >= layout.length) {
            throw new IllegalArgumentException("a tree layout cut short");
        }
        int k = layout[next[0]++];
        if (k >= 0) {
            if (k >= leaves.size() || used[k]) {
                throw new IllegalArgumentException("a tree layout with entry " + k + (k >= leaves.size()
                    ? " of " + leaves.size() : " twice"));
            }
            used[k] = true;
            return leaves.get(k);
        }
        if (k < -CHILDREN_PER_NODE) { // -k would overflow for Integer.MIN_VALUE
            throw new IllegalArgumentException("a tree layout with a node of " + -(long) k + " children");
        }
        List<Node<T>> children = new ArrayList<>(-k);
        for (int c = 0; c < -k; c++) {
            children.add(fromLayout(leaves, layout, next, used, depth + 1));
        }
        return new SubTree<>(children);
    }

    /**
     * The tree's nodes in pre-order, as {@link #fromLayout} reads them: a leaf as its entry's index, a node of
     * {@code n} children as −n followed by its children.
     */
    public int[] layout() {
        List<Integer> out = new ArrayList<>();
        root.layout(out);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Each entry's position in the tree's order (the order that breaks ties), by entry index. */
    private int[] order;

    /** The position in the tree's order of each entry of the list it was built from: ties go to the lowest. */
    public int[] treeOrder() {
        return order.clone();
    }

    /** The tree's nesting as entry indices, {@code [[0, 1], [2]]} for a root of two nodes: for tests. */
    String shape() {
        StringBuilder out = new StringBuilder();
        root.shape(out);
        return out.toString();
    }

    /**
     * The game's build (its {@code RTree.build}): a node of more than six children splits its nodes into buckets
     * of the largest power of six below their count, along the dimension whose buckets span least, sorted by the
     * middles of their intervals in that dimension (ties by the next dimensions in turn); a node of six or fewer
     * sorts them by the sum of their middles' magnitudes. Every one of those sorts but the last few is of leaves,
     * and it is stable, so leaves whose middles are equal in every dimension (which no sort ever tells apart)
     * keep the list's order in every list the build sorts: their entries' order. A subset's order in a dimension
     * is therefore its leaves' order in the whole list sorted once by that dimension (ties by entry), and each
     * bucket's is its share of its parent's, kept in order: seven sorts in all, then only partitions, as a k-d
     * tree is built. Made for a cold start, which builds the overworld's tree of 7,593 entries before the JIT
     * has compiled anything: sorting through the chain of comparisons at every level was a quarter of making the
     * overworld's definition in a fresh JVM (JFR).
     */
    private static final class Builder<T> {
        private final List<Leaf<T>> leaves;
        /** Each leaf's interval ends, [leaf · Climate.PARAMETERS + d]. */
        private final long[] min;
        private final long[] max;
        /** Per leaf, the bucket it goes to in the node being split. */
        private final int[] bucketOf;

        Builder(List<Leaf<T>> leaves) {
            this.leaves = leaves;
            int n = leaves.size();
            min = new long[n * Climate.PARAMETERS];
            max = new long[n * Climate.PARAMETERS];
            for (int i = 0; i < n; i++) {
                System.arraycopy(leaves.get(i).min, 0, min, i * Climate.PARAMETERS, Climate.PARAMETERS);
                System.arraycopy(leaves.get(i).max, 0, max, i * Climate.PARAMETERS, Climate.PARAMETERS);
            }
            bucketOf = new int[n];
        }

        /** The tree of every leaf. */
        Node<T> build() {
            int n = leaves.size();
            int[][] orders = new int[Climate.PARAMETERS][];
            for (int d = 0; d < Climate.PARAMETERS; d++) {
                List<Leaf<T>> sorted = new ArrayList<>(leaves);
                sort(sorted, d, false);
                orders[d] = new int[n];
                for (int k = 0; k < n; k++) {
                    orders[d][k] = sorted.get(k).entry;
                }
            }
            int[] listOrder = new int[n];
            for (int i = 0; i < n; i++) {
                listOrder[i] = i;
            }
            return build(orders, listOrder);
        }

        /**
         * The node of a subset of leaves given in each dimension's order ({@code orders[d]}) and in the order the
         * game's list of them has ({@code current}).
         */
        private Node<T> build(int[][] orders, int[] current) {
            int n = current.length;
            if (n == 1) {
                return leaves.get(current[0]);
            }
            if (n <= CHILDREN_PER_NODE) {
                List<Node<T>> sorted = new ArrayList<>(n);
                for (int i : current) {
                    sorted.add(leaves.get(i));
                }
                sorted.sort(Comparator.comparingLong(node -> {
                    long sum = 0L;
                    for (int d = 0; d < Climate.PARAMETERS; d++) {
                        sum += Math.abs(node.mid[d]);
                    }
                    return sum;
                }));
                return new SubTree<>(sorted);
            }
            int size = (int) Math.pow(6.0, Math.floor(Math.log(n - 0.01) / Math.log(6.0)));
            int buckets = (n + size - 1) / size;
            long bestCost = Long.MAX_VALUE;
            int best = -1;
            for (int d = 0; d < Climate.PARAMETERS; d++) {
                long cost = 0L;
                for (int from = 0; from < n; from += size) {
                    cost += cost(orders[d], from, Math.min(from + size, n));
                }
                if (bestCost > cost) {
                    bestCost = cost;
                    best = d;
                }
            }
            // Each bucket's leaves in every dimension's order: its share of this node's, in order.
            int[][][] parts = new int[buckets][Climate.PARAMETERS][];
            for (int b = 0; b < buckets; b++) {
                int count = Math.min(size, n - b * size);
                for (int d = 0; d < Climate.PARAMETERS; d++) {
                    parts[b][d] = new int[count];
                }
                for (int k = b * size; k < b * size + count; k++) {
                    bucketOf[orders[best][k]] = b;
                }
            }
            int[] filled = new int[buckets];
            for (int d = 0; d < Climate.PARAMETERS; d++) {
                java.util.Arrays.fill(filled, 0);
                for (int leaf : orders[d]) {
                    int b = bucketOf[leaf];
                    parts[b][d][filled[b]++] = leaf;
                }
            }
            // The buckets, themselves sorted by their middles' magnitudes in the best dimension.
            List<SubTree<T>> spans = new ArrayList<>(buckets);
            for (int b = 0; b < buckets; b++) {
                List<Node<T>> members = new ArrayList<>();
                for (int leaf : parts[b][best]) {
                    members.add(leaves.get(leaf));
                }
                spans.add(new SubTree<>(members));
            }
            Integer[] bucketOrder = new Integer[buckets];
            for (int b = 0; b < buckets; b++) {
                bucketOrder[b] = b;
            }
            int dimension = best;
            Arrays.sort(bucketOrder, (x, y) -> compare(spans.get(x), spans.get(y), dimension, true));
            List<Node<T>> children = new ArrayList<>(buckets);
            for (int b : bucketOrder) {
                children.add(build(parts[b], parts[b][best]));
            }
            return new SubTree<>(children);
        }

        /** The summed widths of the span of leaves order[from, to). */
        private long cost(int[] order, int from, int to) {
            long sum = 0L;
            for (int d = 0; d < Climate.PARAMETERS; d++) {
                long lo = Long.MAX_VALUE;
                long hi = Long.MIN_VALUE;
                for (int k = from; k < to; k++) {
                    int base = order[k] * Climate.PARAMETERS + d;
                    lo = Math.min(lo, min[base]);
                    hi = Math.max(hi, max[base]);
                }
                sum += Math.abs(hi - lo);
            }
            return sum;
        }
    }

    /**
     * Sorts by the middles of the nodes' intervals in {@code dimension}, ties by the next dimensions in turn
     * (the game's chain of comparators, as one).
     */
    private static <T> void sort(List<? extends Node<T>> nodes, int dimension, boolean absolute) {
        nodes.sort((a, b) -> compare(a, b, dimension, absolute));
    }

    private static <T> int compare(Node<T> a, Node<T> b, int dimension, boolean absolute) {
        for (int k = 0; k < Climate.PARAMETERS; k++) {
            int d = (dimension + k) % Climate.PARAMETERS;
            long x = absolute ? Math.abs(a.mid[d]) : a.mid[d];
            long y = absolute ? Math.abs(b.mid[d]) : b.mid[d];
            if (x != y) {
                return x < y ? -1 : 1;
            }
        }
        return 0;
    }

    /** The value of the nearest leaf. */
    public T search(TargetPoint target) {
        return searchLeaf(target.toArray()).value;
    }

    /**
     * The value of the nearest leaf to a target given as {@code {temperature, humidity, continentalness,
     * erosion, depth, weirdness, 0}} (quantised): no allocation, for per-quart loops.
     */
    public T search(long[] target) {
        return searchLeaf(target).value;
    }

    /** The nearest leaf's point. */
    public ParameterPoint searchPoint(TargetPoint target) {
        return searchLeaf(target.toArray()).point;
    }

    private Leaf<T> searchLeaf(long[] target) {
        return root.search(target, null);
    }

    /**
     * A search that starts from the caller's previous answer, as the game's does, yet gives the fresh search's
     * answer: the nearest leaf, ties to the first in the tree's order. Hold one cursor per thread.
     */
    public final class Cursor {
        private Leaf<T> last;

        /** The value of the nearest leaf to a quantised target {@code {t, h, c, e, d, w, 0}}. */
        public T search(long[] target) {
            Leaf<T> start = last;
            Leaf<T> found = start == null ? root.search(target, null)
                : root.searchOrdered(target, start, start.distance(target, Long.MAX_VALUE));
            last = found;
            return found.value;
        }

        /** The index in the list the tree was built from of the last search's answer, or −1 before one. */
        public int lastEntry() {
            return last == null ? -1 : last.entry;
        }
    }

    /** A cursor for warm-started searches. */
    public Cursor cursor() {
        return new Cursor();
    }

    private abstract static class Node<T> {
        final Parameter[] space;
        final long[] min = new long[Climate.PARAMETERS];
        final long[] max = new long[Climate.PARAMETERS];
        /** The middle of each interval, (min + max) / 2 rounded toward zero: the key the tree is sorted by. */
        final long[] mid = new long[Climate.PARAMETERS];

        Node(Parameter[] space) {
            this.space = space;
            for (int d = 0; d < Climate.PARAMETERS; d++) {
                min[d] = space[d].min();
                max[d] = space[d].max();
                mid[d] = (min[d] + max[d]) / 2L;
            }
        }

        /** The position of this node's first leaf in the tree's order. */
        int firstLeaf;

        abstract Leaf<T> search(long[] target, Leaf<T> best);

        /**
         * The nearest leaf, ties to the lowest position, given a leaf {@code best} at {@code bestDistance}:
         * a subtree is skipped only when it cannot hold a leaf that is nearer, or as near and earlier.
         */
        abstract Leaf<T> searchOrdered(long[] target, Leaf<T> best, long bestDistance);

        /** Numbers the leaves in the tree's order from {@code next}; returns the next free number. */
        abstract int number(int next);

        /** Appends the nesting of the entries under this node (see {@link RTree#shape}). */
        abstract void shape(StringBuilder out);

        /** Appends this node's {@link RTree#layout}. */
        abstract void layout(List<Integer> out);

        /**
         * The game's distance (sum of squared per-dimension distances), or any value ≥ {@code bound} once it
         * reaches it.
         */
        final long distance(long[] target, long bound) {
            long sum = 0L;
            for (int d = 0; d < Climate.PARAMETERS; d++) {
                long v = target[d];
                long above = v - max[d];
                long below = min[d] - v;
                long dist = above > 0L ? above : Math.max(below, 0L);
                sum += dist * dist;
                if (sum >= bound) {
                    return sum;
                }
            }
            return sum;
        }
    }

    private static final class Leaf<T> extends Node<T> {
        final ParameterPoint point;
        final T value;
        final int entry;

        Leaf(ParameterPoint point, T value, int entry) {
            super(point.space());
            this.point = point;
            this.value = value;
            this.entry = entry;
        }

        @Override
        Leaf<T> search(long[] target, Leaf<T> best) {
            return this;
        }

        @Override
        Leaf<T> searchOrdered(long[] target, Leaf<T> best, long bestDistance) {
            return this;
        }

        @Override
        int number(int next) {
            firstLeaf = next;
            return next + 1;
        }

        @Override
        void shape(StringBuilder out) {
            out.append(entry);
        }

        @Override
        void layout(List<Integer> out) {
            out.add(entry);
        }
    }

    private static final class SubTree<T> extends Node<T> {
        final Node<T>[] children;

        @SuppressWarnings("unchecked")
        SubTree(List<? extends Node<T>> children) {
            super(span(children));
            this.children = children.toArray(new Node[0]);
        }

        private static <T> Parameter[] span(List<? extends Node<T>> children) {
            Parameter[] space = new Parameter[Climate.PARAMETERS];
            for (int d = 0; d < Climate.PARAMETERS; d++) {
                long lo = Long.MAX_VALUE;
                long hi = Long.MIN_VALUE;
                for (Node<T> child : children) {
                    lo = Math.min(lo, child.min[d]);
                    hi = Math.max(hi, child.max[d]);
                }
                space[d] = new Parameter(lo, hi);
            }
            return space;
        }

        @Override
        Leaf<T> search(long[] target, Leaf<T> best) {
            long bestDistance = best == null ? Long.MAX_VALUE : best.distance(target, Long.MAX_VALUE);
            Leaf<T> result = best;
            for (Node<T> child : children) {
                // A distance cut short at the bound is still at least the bound, so every comparison below
                // decides as the game's full distance would.
                long childDistance = child.distance(target, bestDistance);
                if (bestDistance <= childDistance) {
                    continue;
                }
                Leaf<T> leaf = child.search(target, result);
                long leafDistance = child == leaf ? childDistance : leaf.distance(target, bestDistance);
                if (bestDistance <= leafDistance) {
                    continue;
                }
                bestDistance = leafDistance;
                result = leaf;
            }
            return result;
        }

        @Override
        Leaf<T> searchOrdered(long[] target, Leaf<T> best, long bestDistance) {
            for (Node<T> child : children) {
                long childDistance = child.distance(target, bestDistance + 1);
                if (childDistance > bestDistance || childDistance == bestDistance && child.firstLeaf > best.firstLeaf) {
                    continue;
                }
                Leaf<T> leaf;
                long leafDistance;
                if (child instanceof Leaf<T> l) {
                    leaf = l;
                    leafDistance = childDistance;
                } else {
                    leaf = child.searchOrdered(target, best, bestDistance);
                    leafDistance = leaf == best ? bestDistance : leaf.distance(target, Long.MAX_VALUE);
                }
                if (leafDistance < bestDistance || leafDistance == bestDistance && leaf.firstLeaf < best.firstLeaf) {
                    best = leaf;
                    bestDistance = leafDistance;
                }
            }
            return best;
        }

        @Override
        int number(int next) {
            firstLeaf = next;
            for (Node<T> child : children) {
                next = child.number(next);
            }
            return next;
        }

        @Override
        void layout(List<Integer> out) {
            out.add(-children.length);
            for (Node<T> child : children) {
                child.layout(out);
            }
        }

        @Override
        void shape(StringBuilder out) {
            out.append('[');
            for (int i = 0; i < children.length; i++) {
                out.append(i == 0 ? "" : ", ");
                children[i].shape(out);
            }
            out.append(']');
        }
    }
}
