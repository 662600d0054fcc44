package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.EndIslands;
import org.terrainexplorer.world.density.NoiseHolder;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.OldBlendedNoise;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;
import org.terrainexplorer.world.noise.ReseedableNoise;
import org.terrainexplorer.world.random.Seeds;
import org.terrainexplorer.world.random.XoroshiroRandom;

/**
 * The climate of a world for one seed after another, cheaply, for seed searches: what does not depend on the seed
 * (the router's climate functions, their compiled program, the noises' layouts and name hashes) is made once per
 * thread, and a new seed only redraws the noises a value needs, when it is first asked for. Gives the bits
 * {@link WorldSampler#target} and {@link WorldSampler#biome} give for a {@link RandomState} of the same world and
 * seed (a test compares them over releases, seeds and points).
 *
 * <p>For the worlds whose climate is seeded the modern way only ({@link #supports}): the overworld's built-in worlds
 * and datapacks on the Xoroshiro source. Others (the legacy-seeded nether before 26.1, the end's islands) are
 * searched through a {@link RandomState} per seed.
 */
public final class ClimateProbe {

    /** The values a probe gives, as {@link WorldSampler}'s indices. */
    private static final int ROOTS = 7;

    private final WorldDefinition world;

    private ClimateProbe(WorldDefinition world) {
        this.world = world;
    }

    /**
     * Whether the world's climate can be probed this way: a modern random source, a climate that reads only noises
     * (no seeded function of another kind), and noises made from their ids.
     */
    public static boolean supports(WorldDefinition world) {
        if (world.settings().legacyRandomSource() || world.biomeSource() instanceof BiomeSource.ByPosition) {
            return false;
        }
        NoiseRouter r = world.settings().router();
        boolean[] ok = {true};
        DensityFunction.Visitor check = new DensityFunction.Visitor() {
            @Override
            public DensityFunction apply(DensityFunction function) {
                if (function instanceof OldBlendedNoise || function instanceof EndIslands) {
                    ok[0] = false;
                }
                return function;
            }

            @Override
            public NoiseHolder visitNoise(NoiseHolder noise) {
                if (world.code().netherNoisesById() && (noise.id().equals("minecraft:nether/temperature")
                    || noise.id().equals("minecraft:nether/vegetation"))) {
                    ok[0] = false;
                }
                return noise;
            }
        };
        for (DensityFunction f : List.of(r.continents(), r.erosion(), r.ridges(), r.temperature(), r.vegetation(),
            r.depth())) {
            f.mapAll(check);
        }
        return ok[0];
    }

    /** The probe maker of a world ({@link #supports} must hold). */
    public static ClimateProbe of(WorldDefinition world) {
        if (!supports(world)) {
            throw new IllegalArgumentException("the climate of " + world.name() + " is not seeded by noise ids alone");
        }
        return new ClimateProbe(world);
    }

    /** The world. */
    public WorldDefinition world() {
        return world;
    }

    /** A probe for one thread. */
    public Probe newProbe() {
        return new Probe();
    }

    /** One thread's probe: {@link #seed} it, then read the climate of that seed anywhere. */
    public final class Probe implements WorldSpawn.Targets {

        private final ReseedableNoise[] noises;
        /** The noises each root reads, by index into {@link #noises}. */
        private final int[][] rootNoises;
        private final boolean[] fresh;
        private final Program program;
        private final Frame frame;
        private final long[] target = new long[Climate.PARAMETERS];
        private final Function<long[], String> search;
        /** The multi-noise search down a column of quarts, or null for another kind of biome source. */
        private final BiomeSource.ColumnSearch columnSearch;
        /** Whether every climate value but depth is the same down a column (in all of the game's data). */
        private final boolean climateYIndependent;
        private long seedLo;
        private long seedHi;
        private long seed;
        private boolean seeded;

        private Probe() {
            Map<String, ReseedableNoise> byId = new LinkedHashMap<>();
            // One rewrite of the whole router, so the parts the climate slots share stay shared in the program.
            NoiseRouter router = world.settings().router().mapAll(new DensityFunction.Visitor() {
                @Override
                public DensityFunction apply(DensityFunction function) {
                    return function;
                }

                @Override
                public NoiseHolder visitNoise(NoiseHolder holder) {
                    return holder.withNoise(byId.computeIfAbsent(holder.id(),
                        id -> new ReseedableNoise(id, holder.parameters())).noise());
                }
            });
            List<DensityFunction> bound = new ArrayList<>(List.of(router.continents(), router.erosion(),
                router.ridges(), WorldSampler.peaksAndValleys(router.ridges()), router.temperature(),
                router.vegetation(), router.depth()));
            List<String> ids = new ArrayList<>(byId.keySet());
            noises = byId.values().toArray(new ReseedableNoise[0]);
            rootNoises = new int[ROOTS][];
            for (int i = 0; i < ROOTS; i++) {
                List<Integer> uses = new ArrayList<>();
                bound.get(i).mapAll(new DensityFunction.Visitor() {
                    @Override
                    public DensityFunction apply(DensityFunction function) {
                        return function;
                    }

                    @Override
                    public NoiseHolder visitNoise(NoiseHolder holder) {
                        int index = ids.indexOf(holder.id());
                        if (!uses.contains(index)) {
                            uses.add(index);
                        }
                        return holder;
                    }
                });
                rootNoises[i] = uses.stream().mapToInt(Integer::intValue).toArray();
            }
            fresh = new boolean[noises.length];
            program = Compiler.compile(Mode.DIRECT, bound);
            frame = program.newFrame(1);
            search = WorldSampler.search(world.biomeSource());
            columnSearch = world.biomeSource() instanceof BiomeSource.MultiNoise m ? m.columnSearch() : null;
            boolean flat = true;
            for (int r : new int[] {WorldSampler.TEMPERATURE, WorldSampler.HUMIDITY, WorldSampler.CONTINENTS,
                WorldSampler.EROSION, WorldSampler.WEIRDNESS}) {
                flat &= program.yIndependent(r);
            }
            climateYIndependent = flat;
        }

        /** Moves to another seed; its noises are redrawn as values need them. */
        public void seed(long seed) {
            this.seed = seed;
            this.seeded = true;
            XoroshiroRandom base = new XoroshiroRandom(Seeds.upgradeLow(seed), Seeds.upgradeHigh(seed));
            seedLo = base.nextLong();
            seedHi = base.nextLong();
            Arrays.fill(fresh, false);
            // The frame keeps a column's y-independent values while it stays in the column: not across seeds.
            frame.leaveChunk();
        }

        /** The seed last given. */
        public long seed() {
            return seed;
        }

        private void ready(int root) {
            if (!seeded) {
                throw new IllegalStateException("no seed given");
            }
            for (int n : rootNoises[root]) {
                if (!fresh[n]) {
                    noises[n].reseed(seedLo, seedHi);
                    fresh[n] = true;
                }
            }
        }

        /** One value ({@link WorldSampler#CONTINENTS} … {@link WorldSampler#DEPTH}) at a block, as the sampler's. */
        public double value(int index, int x, int y, int z) {
            ready(index);
            return frame.at(index, x, y, z);
        }

        @Override
        public void point(int x, int y, int z) {
            frame.point(x >> 2 << 2, y >> 2 << 2, z >> 2 << 2);
        }

        @Override
        public long parameter(int d) {
            int root = WorldSampler.CLIMATE_ROOTS[d];
            ready(root);
            return quantized(root);
        }

        /** The quantised climate at a block's quart corner, as {@link WorldSampler#target}. */
        public void target(int x, int y, int z, long[] out) {
            for (int i = 0; i < ROOTS; i++) {
                if (i != WorldSampler.PEAKS_VALLEYS) {
                    ready(i);
                }
            }
            frame.point(x >> 2 << 2, y >> 2 << 2, z >> 2 << 2);
            out[0] = quantized(WorldSampler.TEMPERATURE);
            out[1] = quantized(WorldSampler.HUMIDITY);
            out[2] = quantized(WorldSampler.CONTINENTS);
            out[3] = quantized(WorldSampler.EROSION);
            out[4] = quantized(WorldSampler.DEPTH);
            out[5] = quantized(WorldSampler.WEIRDNESS);
        }

        private long quantized(int root) {
            frame.run(root);
            return Climate.quantize((float) frame.values(root)[0]);
        }

        /** The biome at a block, as {@link WorldSampler#biome}. */
        public String biome(int x, int y, int z) {
            target(x, y, z, target);
            target[6] = 0L;
            return search.apply(target);
        }

        /**
         * Whether some quart of the column at block (x, z), its corners from {@code maxY} down to {@code minY} every
         * 4 blocks, has a biome that passes {@code test}: {@link #biome} at each, the first that passes ending the
         * walk. A multi-noise column is searched as a whole chunk's are ({@link BiomeSource.ColumnSearch}: the
         * nearest entry of each depth interval found once, each quart comparing those few), with the same answers.
         */
        public boolean anyBiome(int x, int z, int minY, int maxY, java.util.function.Predicate<String> test) {
            boolean prepared = false;
            if (columnSearch != null && climateYIndependent && maxY >= minY) {
                // Every quart's values but depth are the top's: its entry is the nearest of one depth group.
                target(x, maxY, z, target);
                target[6] = 0L;
                columnSearch.prepare(target);
                if (!columnSearch.anyNearest(test)) {
                    return false;
                }
                prepared = true;
            }
            for (int y = maxY; y >= minY; y -= 4) {
                target(x, y, z, target);
                target[6] = 0L;
                String biome;
                if (columnSearch == null) {
                    biome = search.apply(target);
                } else {
                    if (!prepared) {
                        columnSearch.prepare(target);
                        prepared = true;
                    }
                    biome = columnSearch.biome(target);
                }
                if (test.test(biome)) {
                    return true;
                }
            }
            return false;
        }
    }
}
