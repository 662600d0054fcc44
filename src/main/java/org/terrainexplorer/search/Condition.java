package org.terrainexplorer.search;

import java.util.List;

/**
 * One node of a search's condition tree, as read from its specification. Every node has an {@code id}: the one the
 * file gives it, else its JSON path ({@code condition.all[1]}); results say where each node matched under it, and a
 * structure condition may be placed relative to another node's matches by its id. Immutable.
 */
public sealed interface Condition {

    /** The node's id: given in the file, or its JSON path. */
    String id();

    /** The JSON path of the node in its file, for messages. */
    String path();

    /** A box of blocks, corners included. */
    record Area(int minX, int minZ, int maxX, int maxZ) {

        public Area {
            if (minX > maxX || minZ > maxZ) {
                throw new IllegalArgumentException("an area's from must not exceed its to");
            }
        }

        /** Whether (x, z) is inside. */
        public boolean contains(long x, long z) {
            return x >= minX && x <= maxX && z >= minZ && z <= maxZ;
        }

        /** The squared horizontal distance from (x, z) to the nearest block of the box (0 inside). */
        public long distanceSquared(long x, long z) {
            long dx = x < minX ? minX - x : x > maxX ? x - maxX : 0;
            long dz = z < minZ ? minZ - z : z > maxZ ? z - maxZ : 0;
            return dx * dx + dz * dz;
        }
    }

    /** Where a "within R of" condition measures from. */
    sealed interface Origin {
    }

    /** A fixed block column. */
    record Point(int x, int z) implements Origin {
    }

    /** The world spawn. */
    record Spawn() implements Origin {
    }

    /** Each match of another node (a structure condition's structures, a spawn condition's spawn). */
    record Ref(String id) implements Origin {
    }

    /** All of the children hold. */
    record All(String id, String path, List<Condition> children) implements Condition {
        public All {
            children = List.copyOf(children);
        }
    }

    /** At least one child holds. */
    record Any(String id, String path, List<Condition> children) implements Condition {
        public Any {
            children = List.copyOf(children);
        }
    }

    /** The child does not hold. */
    record Not(String id, String path, Condition child) implements Condition {
    }

    /**
     * One of the biomes somewhere within {@code radius} blocks of the origin: sampled on a grid of {@code step}
     * blocks aligned to the origin, at height {@code y}, nearest first.
     */
    record BiomeNear(String id, String path, List<String> biomes, Origin origin, int radius, int y, int step)
        implements Condition {
        public BiomeNear {
            biomes = List.copyOf(biomes);
        }
    }

    /**
     * The biomes cover at least {@code percent} % of the area: of its samples on a grid of {@code step} blocks from
     * its corner, at height {@code y}.
     */
    record BiomeCover(String id, String path, List<String> biomes, Area area, double percent, int y, int step)
        implements Condition {
        public BiomeCover {
            biomes = List.copyOf(biomes);
        }
    }

    /** How a climate or height condition over an area combines its samples. */
    enum Over {
        /** Every sample in the range. */
        ALL,
        /** Some sample in the range. */
        ANY,
        /** The samples' mean in the range. */
        MEAN
    }

    /**
     * A climate parameter (the router's value, unquantised) in [min, max] at a point ({@code area} a single
     * column) or over an area.
     */
    record Climate(String id, String path, ClimateParameter parameter, double min, double max, Area area, int y,
                   int step, Over over) implements Condition {
    }

    /**
     * The surface height (the game's {@code getBaseHeight}, WORLD_SURFACE_WG: one above the highest block that is not
     * air, without structures) at a point in [min, max] ({@code range} false), or the difference between its highest
     * and lowest sample over the area in [min, max] ({@code range} true).
     */
    record Height(String id, String path, int min, int max, Area area, int step, boolean range)
        implements Condition {
    }

    /** The world spawn inside the area. */
    record SpawnIn(String id, String path, Area area) implements Condition {
    }

    /** The biome at the world spawn (its block, at its height) is one of these. */
    record SpawnBiome(String id, String path, List<String> biomes) implements Condition {
        public SpawnBiome {
            biomes = List.copyOf(biomes);
        }
    }

    /**
     * At least {@code atLeast} structures whose ids {@code names} mean (ids, short names, kinds such as "village")
     * or of the set {@code set}, within {@code radius} blocks of the origin (their placement's locate position, as
     * {@code /locate} reports it). {@code viable}: the game really starts one there (its biome and terrain checks,
     * exactly); otherwise the placement alone (the grid cell's candidate chunk, frequency and exclusion zone).
     */
    record Structure(String id, String path, List<String> names, String set, Origin origin, int radius, int atLeast,
                     boolean viable) implements Condition {
        public Structure {
            names = List.copyOf(names);
        }
    }

    /** The climate parameters a condition may test, by their names in the specification. */
    enum ClimateParameter {
        TEMPERATURE("temperature", 4),
        HUMIDITY("humidity", 5),
        CONTINENTALNESS("continentalness", 0),
        EROSION("erosion", 1),
        WEIRDNESS("weirdness", 2),
        PEAKS_VALLEYS("peaks_valleys", 3),
        DEPTH("depth", 6);

        private final String key;
        private final int index;

        ClimateParameter(String key, int index) {
            this.key = key;
            this.index = index;
        }

        /** The name in a specification. */
        public String key() {
            return key;
        }

        /** The index of the value in {@code world.gen.WorldSampler}. */
        public int index() {
            return index;
        }

        /** The parameter with a name, or null. */
        public static ClimateParameter byKey(String key) {
            for (ClimateParameter p : values()) {
                if (p.key.equals(key)) {
                    return p;
                }
            }
            return null;
        }
    }
}
