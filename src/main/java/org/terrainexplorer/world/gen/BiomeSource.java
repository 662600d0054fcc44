package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where biomes come from: a multi-noise list searched by climate, or one fixed biome. The list keeps its file
 * order, which decides ties as in the game.
 */
public sealed interface BiomeSource permits BiomeSource.MultiNoise, BiomeSource.Fixed, BiomeSource.ByPosition {

    /** The biome for a climate target. */
    String biome(Climate.TargetPoint target);

    /** The biome for a quantised target {@code {t, h, c, e, d, w, 0}}, without allocating. */
    String biome(long[] target);

    /** Every biome this source can give. */
    List<String> possibleBiomes();

    /** One biome everywhere ({@code minecraft:fixed}). */
    record Fixed(String biome) implements BiomeSource {

        @Override
        public String biome(Climate.TargetPoint target) {
            return biome;
        }

        @Override
        public String biome(long[] target) {
            return biome;
        }

        @Override
        public List<String> possibleBiomes() {
            return List.of(biome);
        }
    }

    /**
     * A source whose biome depends on where a quart is rather than on its climate: the end's and the checkerboard.
     * Its {@link #biome(long[])} is never asked; callers ask {@link #biome(int, int, int, Erosion)}.
     */
    sealed interface ByPosition extends BiomeSource permits TheEnd, Checkerboard {

        /** The biome stored for a quart, with the world's erosion slot at any block if the source needs it. */
        String biome(int quartX, int quartY, int quartZ, Erosion erosion);

        @Override
        default String biome(Climate.TargetPoint target) {
            throw new UnsupportedOperationException("biomes of " + getClass().getSimpleName() + " depend on position");
        }

        @Override
        default String biome(long[] target) {
            throw new UnsupportedOperationException("biomes of " + getClass().getSimpleName() + " depend on position");
        }
    }

    /** The router's erosion slot at a block, evaluated directly (the game's climate sampler, markers removed). */
    @FunctionalInterface
    interface Erosion {
        double at(int x, int y, int z);
    }

    /**
     * {@code minecraft:the_end}, the game's {@code TheEndBiomeSource}: {@code the_end} within 64 chunks of the
     * origin ({@code chunkX² + chunkZ² <= 4096}); beyond, by the erosion slot ({@code end_islands}) sampled at the
     * centre of the quart's chunk: highlands above 0.25, midlands from −0.0625, small end islands below −0.21875,
     * barrens between. The comparisons are on the unquantised value, as in the game.
     */
    record TheEnd(String end, String highlands, String midlands, String islands, String barrens) implements ByPosition {

        /** The game's five end biomes. */
        public static final TheEnd GAME = new TheEnd("minecraft:the_end", "minecraft:end_highlands",
            "minecraft:end_midlands", "minecraft:small_end_islands", "minecraft:end_barrens");

        @Override
        public String biome(int quartX, int quartY, int quartZ, Erosion erosion) {
            int chunkX = quartX >> 2;
            int chunkZ = quartZ >> 2;
            if ((long) chunkX * chunkX + (long) chunkZ * chunkZ <= 4096L) {
                return end;
            }
            return byHeight(erosion.at((chunkX * 2 + 1) * 8, quartY << 2, (chunkZ * 2 + 1) * 8));
        }

        /** The biome for the erosion value at a chunk's centre, outside the main island. */
        public String byHeight(double height) {
            if (height > 0.25) {
                return highlands;
            }
            if (height >= -0.0625) {
                return midlands;
            }
            return height < -0.21875 ? islands : barrens;
        }

        @Override
        public List<String> possibleBiomes() {
            return List.of(end, highlands, midlands, islands, barrens);
        }
    }

    /**
     * {@code minecraft:checkerboard}: squares of {@code 2^(scale + 2)} quarts taking the biomes in turn, the game's
     * {@code CheckerboardColumnBiomeSource}: {@code biomes[floorMod((qx >> (scale + 2)) + (qz >> (scale + 2)), n)]},
     * on quart coordinates (with Java's shift, as the game's).
     */
    record Checkerboard(List<String> biomes, int scale) implements ByPosition {

        /** A checkerboard of a non-empty list with a scale of 0 to 62. */
        public Checkerboard {
            biomes = List.copyOf(biomes);
        }

        @Override
        public String biome(int quartX, int quartY, int quartZ, Erosion erosion) {
            int shift = scale + 2;
            return biomes.get(Math.floorMod((quartX >> shift) + (quartZ >> shift), biomes.size()));
        }

        @Override
        public List<String> possibleBiomes() {
            return biomes.stream().distinct().toList();
        }
    }

    /** An entry of a multi-noise list. */
    record Entry(String biome, Climate.ParameterPoint point) {
    }

    /** An entry with its fitness for some target (smaller is nearer). */
    record Ranked(Entry entry, long fitness) {
    }

    /** {@code minecraft:multi_noise}: the nearest entry by the game's fitness. */
    final class MultiNoise implements BiomeSource {

        private final List<Entry> entries;
        private final RTree<String> tree;
        /** The entries' biomes, each once, in the list's order (every seed's world asks). */
        private final List<String> possible;
        /** Each entry's biome as its index in {@link #possible} (every seed's world asks; never written). */
        private final int[] entryBiomes;

        /** A source over a non-empty list, in the list's order. */
        public MultiNoise(List<Entry> entries) {
            this(entries, null);
        }

        /**
         * A source over a non-empty list whose tree was built before, given by its {@link #treeLayout} (null:
         * build it).
         */
        public MultiNoise(List<Entry> entries, int[] layout) {
            this.entries = List.copyOf(entries);
            List<Climate.ParameterPoint> points = new ArrayList<>(entries.size());
            List<String> biomes = new ArrayList<>(entries.size());
            for (Entry e : entries) {
                points.add(e.point());
                biomes.add(e.biome());
            }
            tree = layout == null ? RTree.create(points, biomes)
                : RTree.fromLayout(points, biomes, layout);
            possible = biomes.stream().distinct().toList();
            entryBiomes = indices(possible);
        }

        /**
         * Each entry's biome as its index in {@code biomeIds} (which holds every biome of the list): the array the
         * source keeps, made once, when {@code biomeIds} is {@link #possibleBiomes} (as a generator's biome ids
         * are), which the caller must not write; else a new one.
         */
        public int[] entryBiomes(List<String> biomeIds) {
            return biomeIds.equals(possible) ? entryBiomes : indices(biomeIds);
        }

        private int[] indices(List<String> biomeIds) {
            java.util.Map<String, Integer> index = new java.util.HashMap<>();
            for (int i = 0; i < biomeIds.size(); i++) {
                index.put(biomeIds.get(i), i);
            }
            int[] out = new int[entries.size()];
            for (int i = 0; i < out.length; i++) {
                Integer b = index.get(entries.get(i).biome());
                if (b == null) {
                    throw new IllegalStateException("the biome source gave " + entries.get(i).biome()
                        + ", not among the world's biomes");
                }
                out[i] = b;
            }
            return out;
        }

        @Override
        public String biome(Climate.TargetPoint target) {
            return tree.search(target);
        }

        @Override
        public String biome(long[] target) {
            return tree.search(target);
        }

        /** A warm-started search for one thread (see {@link RTree.Cursor}). */
        public RTree<String>.Cursor cursor() {
            return tree.cursor();
        }

        /** A search for one thread that is fast down a column of quarts (see {@link ColumnSearch}). */
        public ColumnSearch columnSearch() {
            return new ColumnSearch(this);
        }

        private volatile ColumnLayout columnLayout;

        /** The list's {@link ColumnLayout}, made on first use (by whichever thread asks first). */
        ColumnLayout columnLayout() {
            ColumnLayout layout = columnLayout;
            if (layout == null) {
                synchronized (this) {
                    layout = columnLayout;
                    if (layout == null) {
                        layout = new ColumnLayout(this);
                        columnLayout = layout;
                    }
                }
            }
            return layout;
        }

        /** The entries. */
        public List<Entry> entries() {
            return entries;
        }

        /** The search tree's {@link RTree#layout}. */
        public int[] treeLayout() {
            return tree.layout();
        }

        /** The {@code count} entries nearest to a target, nearest first (by a scan, for explanations). */
        public List<Ranked> nearest(Climate.TargetPoint target, int count) {
            return entries.stream().map(e -> new Ranked(e, e.point().fitness(target)))
                .sorted(Comparator.comparingLong(Ranked::fitness)).limit(count).toList();
        }

        @Override
        public List<String> possibleBiomes() {
            return possible;
        }
    }

    /**
     * What every {@link ColumnSearch} of a list reads and none changes, made once per list (7,594 entries' bounds,
     * groups and buckets are some milliseconds, and each generating thread has a search): each entry's bounds, its
     * position in the tree's order, its depth group, and the buckets of {@link ColumnSearch#prepare}.
     */
    final class ColumnLayout {
        final int entries;
        /** Bounds by entry, flattened: entry i's dimension d at i · 7 + d. */
        final long[] min;
        final long[] max;
        final int[] order;
        final int[] group;
        final long[] groupMin;
        final long[] groupMax;
        /**
         * The entries in buckets of equal depth group and equal continentalness, erosion and temperature
         * intervals ({@link ColumnSearch#BUCKETED}): bucket b holds {@code bucketEntries[bucketStart[b] ..
         * bucketStart[b + 1])}, and its intervals are its first entry's. The buckets are sorted by group and then
         * by those intervals, so that the buckets of one group and continentalness interval are a run, ending
         * before {@code sameContinentalness[b]}, and those of one group, continentalness and erosion interval a
         * run ending before {@code sameErosion[b]}.
         */
        final int[] bucketStart;
        final int[] bucketEntries;
        final int[] bucketGroup;
        final int[] sameContinentalness;
        final int[] sameErosion;

        private ColumnLayout(MultiNoise source) {
            entries = source.entries.size();
            min = new long[entries * Climate.PARAMETERS];
            max = new long[entries * Climate.PARAMETERS];
            order = source.tree.treeOrder();
            group = new int[entries];
            List<long[]> depths = new ArrayList<>();
            for (int i = 0; i < entries; i++) {
                Climate.Parameter[] space = source.entries.get(i).point().space();
                for (int d = 0; d < Climate.PARAMETERS; d++) {
                    min[i * Climate.PARAMETERS + d] = space[d].min();
                    max[i * Climate.PARAMETERS + d] = space[d].max();
                }
                long depthMin = space[4].min();
                long depthMax = space[4].max();
                int g = 0;
                while (g < depths.size() && (depths.get(g)[0] != depthMin || depths.get(g)[1] != depthMax)) {
                    g++;
                }
                if (g == depths.size()) {
                    depths.add(new long[] {depthMin, depthMax});
                }
                group[i] = g;
            }
            groupMin = new long[depths.size()];
            groupMax = new long[depths.size()];
            for (int g = 0; g < depths.size(); g++) {
                groupMin[g] = depths.get(g)[0];
                groupMax[g] = depths.get(g)[1];
            }
            java.util.Map<List<Long>, List<Integer>> buckets = new java.util.LinkedHashMap<>();
            for (int i = 0; i < entries; i++) {
                List<Long> key = new ArrayList<>();
                key.add((long) group[i]);
                for (int d : ColumnSearch.BUCKETED) {
                    key.add(min[i * Climate.PARAMETERS + d]);
                    key.add(max[i * Climate.PARAMETERS + d]);
                }
                buckets.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
            }
            List<List<Long>> keys = new ArrayList<>(buckets.keySet());
            keys.sort((p, q) -> {
                for (int k = 0; k < p.size(); k++) {
                    int c = Long.compare(p.get(k), q.get(k));
                    if (c != 0) {
                        return c;
                    }
                }
                return 0;
            });
            int count = keys.size();
            bucketStart = new int[count + 1];
            bucketEntries = new int[entries];
            bucketGroup = new int[count];
            int next = 0;
            for (int b = 0; b < count; b++) {
                List<Integer> bucket = buckets.get(keys.get(b));
                bucketStart[b] = next;
                bucketGroup[b] = group[bucket.get(0)];
                for (int i : bucket) {
                    bucketEntries[next++] = i;
                }
            }
            bucketStart[count] = next;
            // The key is the group, then each bucketed dimension's min and max: the first 3 and 5 of it.
            sameContinentalness = runEnds(keys, 3);
            sameErosion = runEnds(keys, 5);
        }

        /** For each of the sorted keys, the index of the first later key whose first {@code length} values differ. */
        private static int[] runEnds(List<List<Long>> keys, int length) {
            int[] ends = new int[keys.size()];
            int end = keys.size();
            for (int b = keys.size() - 1; b >= 0; b--) {
                if (b + 1 < keys.size() && !keys.get(b).subList(0, length).equals(keys.get(b + 1).subList(0, length))) {
                    end = b + 1;
                }
                ends[b] = end;
            }
            return ends;
        }
    }

    /**
     * The multi-noise search for a column of quarts, where only depth changes: the other five climate distances
     * (and the offset) of every entry are summed once per column, entries with the same depth interval form a
     * group whose best is known, and each quart compares only the groups. The answer is the R-tree's: the
     * nearest entry, ties to the first in the tree's order. A quart whose other values differ from the column's
     * (a datapack's y-dependent climate) falls back to the tree.
     */
    final class ColumnSearch {
        private final MultiNoise source;
        private final RTree<String>.Cursor cursor;
        // The list's layout, shared by every search of the list (see ColumnLayout).
        private final int entries;
        private final long[] min;
        private final long[] max;
        private final int[] order;
        private final int[] group;
        private final long[] groupMin;
        private final long[] groupMax;
        private final int[] bucketStart;
        private final int[] bucketEntries;
        private final int[] bucketGroup;
        private final int[] sameContinentalness;
        private final int[] sameErosion;
        // This search's own: the prepared column's values and each depth group's best distance and entry.
        private final long[] groupBase;
        private final int[] groupBest;
        private final long[] column = new long[Climate.PARAMETERS];
        private boolean prepared;

        ColumnSearch(MultiNoise source) {
            this.source = source;
            cursor = source.tree.cursor();
            ColumnLayout layout = source.columnLayout();
            entries = layout.entries;
            min = layout.min;
            max = layout.max;
            order = layout.order;
            group = layout.group;
            groupMin = layout.groupMin;
            groupMax = layout.groupMax;
            bucketStart = layout.bucketStart;
            bucketEntries = layout.bucketEntries;
            bucketGroup = layout.bucketGroup;
            sameContinentalness = layout.sameContinentalness;
            sameErosion = layout.sameErosion;
            groupBase = new long[groupMin.length];
            groupBest = new int[groupMin.length];
            java.util.Arrays.fill(groupBest, -1);
        }

        /** The dimensions entries are bucketed by: continentalness, erosion, temperature. */
        static final int[] BUCKETED = {2, 3, 0};

        /**
         * Starts a column: the target's values other than depth are the column's. Each group's best is found by
         * a scan that drops an entry as soon as its partial sum exceeds the group's best so far, and a whole
         * bucket of entries (one depth group, one continentalness, erosion and temperature interval: 7,594 of
         * the overworld's entries fall in 374) when those three dimensions alone put it beyond; the scan starts
         * from the previous column's bests (re-measured for this column), which are usually near, so most
         * buckets drop at once. The result is the exact minimum, ties to the first in tree order, either way: a
         * bucket is dropped only when every entry in it is farther than the best, never when one may tie.
         */
        public void prepare(long[] target) {
            System.arraycopy(target, 0, column, 0, Climate.PARAMETERS);
            for (int g = 0; g < groupBase.length; g++) {
                int previous = groupBest[g];
                groupBase[g] = previous < 0 ? Long.MAX_VALUE : distanceWithoutDepth(previous, target, Long.MAX_VALUE);
            }
            for (int b = 0; b < bucketGroup.length; b++) {
                int g = bucketGroup[b];
                int from = bucketStart[b];
                // Every entry of the bucket is at least this far: skipped when that is beyond the group's best. A
                // group's best only falls, so when continentalness alone (or with erosion) is beyond it, so is every
                // bucket of the run that shares those intervals.
                int base = bucketEntries[from] * Climate.PARAMETERS;
                long least = axisDistance(base, 2, target);
                if (least > groupBase[g]) {
                    b = sameContinentalness[b] - 1;
                    continue;
                }
                least += axisDistance(base, 3, target);
                if (least > groupBase[g]) {
                    b = sameErosion[b] - 1;
                    continue;
                }
                least += axisDistance(base, 0, target);
                if (least > groupBase[g]) {
                    continue;
                }
                for (int k = from; k < bucketStart[b + 1]; k++) {
                    int i = bucketEntries[k];
                    long bound = groupBase[g];
                    long sum = distanceWithoutDepth(i, target, bound);
                    if (sum < bound || sum == bound && order[i] < order[groupBest[g]]) {
                        groupBase[g] = sum;
                        groupBest[g] = i;
                    }
                }
            }
            prepared = true;
        }

        /** The dimensions but depth, most telling first (continentalness and erosion split the list most). */
        private static final int[] DIMENSIONS = {2, 3, 0, 1, 5, 6};

        /**
         * Entry i's squared distance to the target over every dimension but depth, or a partial sum above
         * {@code bound} once it exceeds it.
         */
        private long distanceWithoutDepth(int i, long[] target, long bound) {
            int base = i * Climate.PARAMETERS;
            long sum = 0L;
            for (int k = 0; k < DIMENSIONS.length && sum <= bound; k++) {
                sum += axisDistance(base, DIMENSIONS[k], target);
            }
            return sum;
        }

        /** The squared distance along dimension d from a target to the interval at {@code base}: 0 inside it. */
        private long axisDistance(int base, int d, long[] target) {
            long v = target[d];
            long above = v - max[base + d];
            long below = min[base + d] - v;
            long dist = above > 0L ? above : Math.max(below, 0L);
            return dist * dist;
        }

        /** The biome for a quart's quantised target. */
        public String biome(long[] target) {
            if (!prepared || target[0] != column[0] || target[1] != column[1] || target[2] != column[2]
                || target[3] != column[3] || target[5] != column[5] || target[6] != column[6]) {
                String biome = cursor.search(target);
                lastEntry = cursor.lastEntry();
                return biome;
            }
            lastEntry = entry(target[4], groupBase, groupBest);
            return source.entries.get(lastEntry).biome();
        }

        /**
         * Whether the biome of some depth group's nearest entry in the prepared column passes {@code test}: when
         * none does, no quart whose values but depth are the column's has a biome that passes (its entry is one of
         * those).
         */
        public boolean anyNearest(java.util.function.Predicate<String> test) {
            for (int entry : groupBest) {
                if (entry >= 0 && test.test(source.entries.get(entry).biome())) {
                    return true;
                }
            }
            return false;
        }

        /** The number of depth groups: the length of the arrays {@link #keep} fills. */
        int groups() {
            return groupBase.length;
        }

        /** Copies the prepared column's best distance and entry of each depth group, for {@link #entry}. */
        void keep(long[] base, int[] best) {
            System.arraycopy(groupBase, 0, base, 0, groupBase.length);
            System.arraycopy(groupBest, 0, best, 0, groupBest.length);
        }

        /**
         * The entry nearest to a quart at {@code depth} of a column whose group bests {@link #keep} gave (the
         * quart's other values the column's): what {@link #biome} answers for it.
         */
        int entry(long depth, long[] base, int[] bests) {
            long best = Long.MAX_VALUE;
            int bestEntry = -1;
            for (int g = 0; g < base.length; g++) {
                long above = depth - groupMax[g];
                long below = groupMin[g] - depth;
                long dist = above > 0L ? above : Math.max(below, 0L);
                long total = base[g] + dist * dist;
                int entry = bests[g];
                if (total < best || total == best && order[entry] < order[bestEntry]) {
                    best = total;
                    bestEntry = entry;
                }
            }
            return bestEntry;
        }

        private int lastEntry = -1;

        /** The index of the entry {@link #biome} last answered with. */
        int lastEntry() {
            return lastEntry;
        }

        /** The numbers of the entries that pass {@code test} (given an entry's number). */
        int[] entriesWhere(java.util.function.IntPredicate test) {
            int[] out = new int[entries];
            int n = 0;
            for (int i = 0; i < entries; i++) {
                if (test.test(i)) {
                    out[n++] = i;
                }
            }
            return java.util.Arrays.copyOf(out, n);
        }

        /**
         * The game's distance (over all seven dimensions) from a target to the nearest of {@code some} entries,
         * or a value at least {@code bound} when none is nearer than that.
         */
        long nearest(int[] some, long[] target, long bound) {
            long best = bound;
            for (int i : some) {
                best = Math.min(best, distance(i, target, best));
            }
            return best;
        }

        /** Entry i's distance to a target, or a partial sum at least {@code bound} once it reaches it. */
        long distance(int i, long[] target, long bound) {
            int base = i * Climate.PARAMETERS;
            long sum = 0L;
            for (int d = 0; d < Climate.PARAMETERS && sum < bound; d++) {
                sum += axisDistance(base, d, target);
            }
            return sum;
        }
    }
}
