package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Where biomes come from: a multi-noise list searched by climate, or one fixed biome. The list keeps its file
 * order, which decides ties as in the game.
 */
public sealed interface BiomeSource permits BiomeSource.MultiNoise, BiomeSource.Fixed {

    /** The biome for a climate target. */
    String biome(Climate.TargetPoint target);

    /** Every biome this source can give. */
    List<String> possibleBiomes();

    /** One biome everywhere ({@code minecraft:fixed}). */
    record Fixed(String biome) implements BiomeSource {

        @Override
        public String biome(Climate.TargetPoint target) {
            return biome;
        }

        @Override
        public List<String> possibleBiomes() {
            return List.of(biome);
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
        private final Climate.RTree<String> tree;

        /** A source over a non-empty list, in the list's order. */
        public MultiNoise(List<Entry> entries) {
            this.entries = List.copyOf(entries);
            List<Climate.ParameterPoint> points = new ArrayList<>(entries.size());
            List<String> biomes = new ArrayList<>(entries.size());
            for (Entry e : entries) {
                points.add(e.point());
                biomes.add(e.biome());
            }
            tree = Climate.RTree.create(points, biomes);
        }

        @Override
        public String biome(Climate.TargetPoint target) {
            return tree.search(target);
        }

        /** The entries. */
        public List<Entry> entries() {
            return entries;
        }

        /** The {@code count} entries nearest to a target, nearest first (by a scan, for explanations). */
        public List<Ranked> nearest(Climate.TargetPoint target, int count) {
            return entries.stream().map(e -> new Ranked(e, e.point().fitness(target)))
                .sorted(Comparator.comparingLong(Ranked::fitness)).limit(count).toList();
        }

        @Override
        public List<String> possibleBiomes() {
            return entries.stream().map(Entry::biome).distinct().collect(Collectors.toList());
        }
    }
}
