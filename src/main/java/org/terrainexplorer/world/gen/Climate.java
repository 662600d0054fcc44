package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The game's climate space and biome search. A biome's parameter point is a box in six climate dimensions
 * (temperature, humidity, continentalness, erosion, depth, weirdness) plus an offset; a position's target is
 * a point in the same space, quantised to 1/10000. The biome chosen is the one whose box is nearest, by the
 * game's fitness (the sum of squared distances), found with the game's R-tree.
 *
 * <p>Ties (a target on the shared edge of two boxes) go to the first leaf in the tree's order: the search
 * here always starts fresh, where the game starts from the thread's previous result.
 */
public final class Climate {

    /** The number of parameters of a point: six climate dimensions and the offset. */
    public static final int PARAMETERS = 7;

    private Climate() {
    }

    /** A climate value as the game quantises it: {@code (long) (f · 10000)} in float. */
    public static long quantize(float f) {
        return (long) (f * 10000.0F);
    }

    /** The quantised value back as a float, for display. */
    public static float unquantize(long l) {
        return l / 10000.0F;
    }

    /** A closed interval of quantised values. */
    public record Parameter(long min, long max) {

        /** The interval between two values, quantised. */
        public static Parameter span(float min, float max) {
            if (min > max) {
                throw new IllegalArgumentException("min " + min + " is above max " + max);
            }
            return new Parameter(quantize(min), quantize(max));
        }

        /** The distance from a value to the interval: 0 inside. */
        public long distance(long value) {
            long above = value - max;
            long below = min - value;
            return above > 0L ? above : Math.max(below, 0L);
        }

        /** Reads a number or a [min, max] pair. */
        static Parameter read(JsonValue v) {
            if (v.isNumber()) {
                float f = (float) v.asDouble(-2.0, 2.0);
                return span(f, f);
            }
            List<JsonValue> pair = v.elements();
            if (pair.size() != 2) {
                throw v.error("expected a number or a [min, max] pair, found a list of " + pair.size());
            }
            float min = (float) pair.get(0).asDouble(-2.0, 2.0);
            float max = (float) pair.get(1).asDouble(-2.0, 2.0);
            if (min > max) {
                throw v.error("min " + min + " is above max " + max);
            }
            return span(min, max);
        }
    }

    /** A biome's box in climate space, with its offset. */
    public record ParameterPoint(Parameter temperature, Parameter humidity, Parameter continentalness,
                                 Parameter erosion, Parameter depth, Parameter weirdness, long offset) {

        /** The parameters in the tree's order: the six dimensions, then the offset as a point interval. */
        Parameter[] space() {
            return new Parameter[] {temperature, humidity, continentalness, erosion, depth, weirdness,
                new Parameter(offset, offset)};
        }

        /** The game's fitness of a target: the sum of squared distances (smaller is nearer). */
        public long fitness(TargetPoint t) {
            return square(temperature.distance(t.temperature())) + square(humidity.distance(t.humidity()))
                + square(continentalness.distance(t.continentalness())) + square(erosion.distance(t.erosion()))
                + square(depth.distance(t.depth())) + square(weirdness.distance(t.weirdness())) + square(offset);
        }

        /** Reads a {@code parameters} object of a multi-noise biome list. */
        public static ParameterPoint read(JsonValue v) {
            float offset = (float) v.field("offset").asDouble(0.0, 1.0);
            return new ParameterPoint(Parameter.read(v.field("temperature")), Parameter.read(v.field("humidity")),
                Parameter.read(v.field("continentalness")), Parameter.read(v.field("erosion")),
                Parameter.read(v.field("depth")), Parameter.read(v.field("weirdness")), quantize(offset));
        }
    }

    /** A position's climate, quantised. */
    public record TargetPoint(long temperature, long humidity, long continentalness, long erosion, long depth,
                              long weirdness) {

        /** The target of six float climate values, quantised as the game does. */
        public static TargetPoint of(float temperature, float humidity, float continentalness, float erosion,
                                     float depth, float weirdness) {
            return new TargetPoint(quantize(temperature), quantize(humidity), quantize(continentalness),
                quantize(erosion), quantize(depth), quantize(weirdness));
        }

        long[] toArray() {
            return new long[] {temperature, humidity, continentalness, erosion, depth, weirdness, 0L};
        }
    }

    static long square(long l) {
        return l * l;
    }

    /**
     * The game's R-tree over a biome list, built as the game builds it (so that ties resolve in the same
     * order): nodes of at most six children, split on the dimension that gives the smallest total extent.
     *
     * @param <T> the value of a leaf (a biome)
     */
    public static final class RTree<T> {

        private static final int CHILDREN_PER_NODE = 6;

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
            List<Node<T>> leaves = new ArrayList<>(points.size());
            for (int i = 0; i < points.size(); i++) {
                leaves.add(new Leaf<>(points.get(i), values.get(i), i));
            }
            List<Leaf<T>> byEntry = new ArrayList<>();
            for (Node<T> leaf : leaves) {
                byEntry.add((Leaf<T>) leaf);
            }
            RTree<T> tree = new RTree<>(build(leaves));
            tree.order = new int[byEntry.size()];
            for (int i = 0; i < byEntry.size(); i++) {
                tree.order[i] = byEntry.get(i).firstLeaf;
            }
            return tree;
        }

        /** Each entry's position in the tree's order (the order that breaks ties), by entry index. */
        private int[] order;

        /** The position in the tree's order of each entry of the list it was built from: ties go to the lowest. */
        public int[] treeOrder() {
            return order.clone();
        }

        private static <T> Node<T> build(List<? extends Node<T>> nodes) {
            if (nodes.size() == 1) {
                return nodes.get(0);
            }
            if (nodes.size() <= CHILDREN_PER_NODE) {
                List<Node<T>> sorted = new ArrayList<>(nodes);
                sorted.sort(Comparator.comparingLong(node -> {
                    long sum = 0L;
                    for (int d = 0; d < PARAMETERS; d++) {
                        sum += Math.abs(node.mid[d]);
                    }
                    return sum;
                }));
                return new SubTree<>(sorted);
            }
            long bestCost = Long.MAX_VALUE;
            int bestDimension = -1;
            List<SubTree<T>> bestBuckets = null;
            List<Node<T>> work = new ArrayList<>(nodes);
            for (int d = 0; d < PARAMETERS; d++) {
                sort(work, d, false);
                List<SubTree<T>> buckets = bucketize(work);
                long cost = 0L;
                for (SubTree<T> bucket : buckets) {
                    cost += cost(bucket.space);
                }
                if (bestCost > cost) {
                    bestCost = cost;
                    bestDimension = d;
                    bestBuckets = buckets;
                }
            }
            sort(bestBuckets, bestDimension, true);
            List<Node<T>> children = new ArrayList<>(bestBuckets.size());
            for (SubTree<T> bucket : bestBuckets) {
                children.add(build(Arrays.asList(bucket.children)));
            }
            return new SubTree<>(children);
        }

        /**
         * Sorts by the middles of the nodes' intervals in {@code dimension}, ties by the next dimensions in turn
         * (the game's chain of comparators, as one: a cold start builds the overworld's tree of 7,593 entries).
         */
        private static <T> void sort(List<? extends Node<T>> nodes, int dimension, boolean absolute) {
            nodes.sort((a, b) -> {
                for (int k = 0; k < PARAMETERS; k++) {
                    int d = (dimension + k) % PARAMETERS;
                    long x = absolute ? Math.abs(a.mid[d]) : a.mid[d];
                    long y = absolute ? Math.abs(b.mid[d]) : b.mid[d];
                    if (x != y) {
                        return x < y ? -1 : 1;
                    }
                }
                return 0;
            });
        }

        private static <T> List<SubTree<T>> bucketize(List<? extends Node<T>> nodes) {
            List<SubTree<T>> buckets = new ArrayList<>();
            List<Node<T>> bucket = new ArrayList<>();
            int size = (int) Math.pow(6.0, Math.floor(Math.log(nodes.size() - 0.01) / Math.log(6.0)));
            for (Node<T> node : nodes) {
                bucket.add(node);
                if (bucket.size() >= size) {
                    buckets.add(new SubTree<>(bucket));
                    bucket = new ArrayList<>();
                }
            }
            if (!bucket.isEmpty()) {
                buckets.add(new SubTree<>(bucket));
            }
            return buckets;
        }

        private static long cost(Parameter[] space) {
            long sum = 0L;
            for (Parameter p : space) {
                sum += Math.abs(p.max() - p.min());
            }
            return sum;
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
            final long[] min = new long[PARAMETERS];
            final long[] max = new long[PARAMETERS];
            /** The middle of each interval, (min + max) / 2 rounded toward zero: the key the tree is sorted by. */
            final long[] mid = new long[PARAMETERS];

            Node(Parameter[] space) {
                this.space = space;
                for (int d = 0; d < PARAMETERS; d++) {
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

            /** The game's distance (sum of squared per-dimension distances), or any value ≥ {@code bound} once it reaches it. */
            final long distance(long[] target, long bound) {
                long sum = 0L;
                for (int d = 0; d < PARAMETERS; d++) {
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
        }

        private static final class SubTree<T> extends Node<T> {
            final Node<T>[] children;

            @SuppressWarnings("unchecked")
            SubTree(List<? extends Node<T>> children) {
                super(span(children));
                this.children = children.toArray(new Node[0]);
            }

            private static <T> Parameter[] span(List<? extends Node<T>> children) {
                Parameter[] space = new Parameter[PARAMETERS];
                for (int d = 0; d < PARAMETERS; d++) {
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
        }
    }
}
