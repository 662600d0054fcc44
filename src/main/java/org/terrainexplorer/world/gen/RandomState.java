package org.terrainexplorer.world.gen;

import java.util.HashMap;
import java.util.Map;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.EndIslands;
import org.terrainexplorer.world.density.NoiseHolder;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.OldBlendedNoise;
import org.terrainexplorer.world.noise.NoiseParameters;
import org.terrainexplorer.world.noise.NormalNoise;
import org.terrainexplorer.world.random.LegacyRandom;
import org.terrainexplorer.world.random.PositionalRandomFactory;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.random.XoroshiroRandom;

/**
 * A world bound to a seed, as the game's {@code RandomState}: the positional random factory of the seed, the
 * aquifers' and ores' factories, every noise instantiated from its id, and the router with its noises bound.
 * Immutable once built and shared by every thread generating the world.
 */
public final class RandomState {

    private final WorldDefinition world;
    private final long seed;
    private final PositionalRandomFactory random;
    private final PositionalRandomFactory aquiferRandom;
    private final PositionalRandomFactory oreRandom;
    private final Map<String, NormalNoise> noises = new HashMap<>();
    private final NoiseRouter router;

    /** Binds a world to a seed. */
    public RandomState(WorldDefinition world, long seed) {
        this.world = world;
        this.seed = seed;
        NoiseSettings settings = world.settings();
        boolean legacy = settings.legacyRandomSource();
        GameCode code = world.code();
        RandomSource base = legacy ? new LegacyRandom(seed) : new XoroshiroRandom(seed);
        random = base.forkPositional();
        aquiferRandom = random.fromHashOf("minecraft:aquifer").forkPositional();
        oreRandom = random.fromHashOf("minecraft:ore").forkPositional();
        router = settings.router().mapAll(new DensityFunction.Visitor() {
            @Override
            public DensityFunction apply(DensityFunction function) {
                if (function instanceof OldBlendedNoise blended) {
                    return blended.withRandom(legacy ? new LegacyRandom(seed) : random.fromHashOf("minecraft:terrain"));
                }
                if (function instanceof EndIslands) {
                    return EndIslands.forSeed(seed);
                }
                return function;
            }

            @Override
            public NoiseHolder visitNoise(NoiseHolder holder) {
                if (code.netherNoisesById()) {
                    // From 26.1: keyed on the nether's own noises, whatever the random source, with their data.
                    switch (holder.id()) {
                        case "minecraft:nether/temperature" -> {
                            return holder.withNoise(NormalNoise.createLegacy(new LegacyRandom(seed),
                                holder.parameters()));
                        }
                        case "minecraft:nether/vegetation" -> {
                            return holder.withNoise(NormalNoise.createLegacy(new LegacyRandom(seed + 1L),
                                holder.parameters()));
                        }
                        default -> {
                        }
                    }
                } else if (legacy) {
                    switch (holder.id()) {
                        case "minecraft:temperature" -> {
                            return holder.withNoise(NormalNoise.createLegacy(new LegacyRandom(seed),
                                new NoiseParameters(-7, new double[] {1.0, 1.0})));
                        }
                        case "minecraft:vegetation" -> {
                            return holder.withNoise(NormalNoise.createLegacy(new LegacyRandom(seed + 1L),
                                new NoiseParameters(-7, new double[] {1.0, 1.0})));
                        }
                        case "minecraft:offset" -> {
                            return holder.withNoise(NormalNoise.create(random.fromHashOf("minecraft:offset"),
                                new NoiseParameters(0, new double[] {0.0})));
                        }
                        default -> {
                        }
                    }
                }
                return holder.withNoise(noise(holder.id(), holder.parameters()));
            }
        });
    }

    /**
     * The router's noises whose parameters the game does not take from the data for this world: under the legacy
     * random source (the nether's before 26.1) it makes temperature and vegetation with fixed parameters and offset
     * a zero noise (see the constructor). Editing them changes nothing; the window offers no knob for them.
     */
    public static java.util.Set<String> fixedNoises(WorldDefinition world) {
        return world.settings().legacyRandomSource() && !world.code().netherNoisesById()
            ? java.util.Set.of("minecraft:temperature", "minecraft:vegetation", "minecraft:offset")
            : java.util.Set.of();
    }

    /** The noise with an id, instantiated once per state from {@code random.fromHashOf(id)}. */
    public synchronized NormalNoise noise(String id, NoiseParameters parameters) {
        return noises.computeIfAbsent(id, k -> NormalNoise.create(random.fromHashOf(k), parameters));
    }

    /** A noise the world's data defines beyond the router (the surface system's), by id. */
    public NormalNoise noise(String id) {
        NoiseParameters p = world.noises().get(id);
        if (p == null) {
            throw new IllegalArgumentException("the world has no noise " + id);
        }
        return noise(id, p);
    }

    /** A positional random factory named after {@code name}, as surface rules' gradients use. */
    public PositionalRandomFactory randomFactory(String name) {
        return random.fromHashOf(name).forkPositional();
    }

    /** The world. */
    public WorldDefinition world() {
        return world;
    }

    /** The seed. */
    public long seed() {
        return seed;
    }

    /** The seed's positional random factory. */
    public PositionalRandomFactory random() {
        return random;
    }

    /** The aquifers' factory. */
    public PositionalRandomFactory aquiferRandom() {
        return aquiferRandom;
    }

    /** The ore veins' factory. */
    public PositionalRandomFactory oreRandom() {
        return oreRandom;
    }

    /** The router with its noises bound: the inspectable tree. */
    public NoiseRouter router() {
        return router;
    }
}
