package org.terrainexplorer.world.structure.placement;

import org.terrainexplorer.world.random.WorldgenRandom;

/**
 * The game's {@code frequency_reduction_method}s: how a placement with {@code frequency} below 1 decides whether a
 * chunk its grid chose keeps its structure.
 */
public enum FrequencyReduction {
    /** {@code default}: a float from the salted large-feature seed of the chunk. */
    DEFAULT("default"),
    /** {@code legacy_type_1}: the pillager outposts' old test on the chunk's region of 16 × 16 chunks. */
    LEGACY_TYPE_1("legacy_type_1"),
    /** {@code legacy_type_2}: a float from the chunk's large-feature seed salted with 10387320. */
    LEGACY_TYPE_2("legacy_type_2"),
    /** {@code legacy_type_3}: a double from the chunk's large-feature seed. */
    LEGACY_TYPE_3("legacy_type_3");

    private static final int HIGHLY_ARBITRARY_RANDOM_SALT = 10387320;

    private final String id;

    FrequencyReduction(String id) {
        this.id = id;
    }

    /** The name in the data. */
    public String id() {
        return id;
    }

    /** The method a name means. */
    public static FrequencyReduction byId(String id) {
        for (FrequencyReduction f : values()) {
            if (f.id.equals(id)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown frequency reduction method '" + id + "'");
    }

    /** The draw and the test of chunk (x, z) in words, for Explain ("0.137 < 0.2: kept"). */
    public String describe(long seed, int salt, int x, int z, float frequency) {
        WorldgenRandom r = new WorldgenRandom();
        boolean kept = shouldGenerate(seed, salt, x, z, frequency);
        String verdict = kept ? ": kept" : ": dropped";
        switch (this) {
            case DEFAULT -> {
                r.setLargeFeatureWithSalt(seed, x, z, salt);
                return String.format(java.util.Locale.ROOT, "a float from the chunk's salted seed, %.4f, against %s%s",
                    r.nextFloat(), frequency, verdict);
            }
            case LEGACY_TYPE_1 -> {
                int n = (int) (1.0F / frequency);
                return "one in " + n + " for the chunk's region of 16 x 16 chunks (" + (x >> 4) + ", " + (z >> 4)
                    + ")" + verdict;
            }
            case LEGACY_TYPE_2 -> {
                r.setLargeFeatureWithSalt(seed, x, z, HIGHLY_ARBITRARY_RANDOM_SALT);
                return String.format(java.util.Locale.ROOT, "a float from the chunk's seed salted 10387320, %.4f, "
                    + "against %s%s", r.nextFloat(), frequency, verdict);
            }
            default -> {
                r.setLargeFeatureSeed(seed, x, z);
                return String.format(java.util.Locale.ROOT, "a double from the chunk's seed, %.4f, against %s%s",
                    r.nextDouble(), frequency, verdict);
            }
        }
    }

    /** Whether chunk (x, z) keeps its structure under {@code frequency}. */
    public boolean shouldGenerate(long seed, int salt, int x, int z, float frequency) {
        WorldgenRandom r = new WorldgenRandom();
        switch (this) {
            case DEFAULT -> {
                r.setLargeFeatureWithSalt(seed, x, z, salt);
                return r.nextFloat() < frequency;
            }
            case LEGACY_TYPE_1 -> {
                int rx = x >> 4;
                int rz = z >> 4;
                r.setSeed((long) (rx ^ rz << 4) ^ seed);
                r.nextInt();
                return r.nextInt((int) (1.0F / frequency)) == 0;
            }
            case LEGACY_TYPE_2 -> {
                r.setLargeFeatureWithSalt(seed, x, z, HIGHLY_ARBITRARY_RANDOM_SALT);
                return r.nextFloat() < frequency;
            }
            default -> {
                r.setLargeFeatureSeed(seed, x, z);
                return r.nextDouble() < (double) frequency;
            }
        }
    }
}
