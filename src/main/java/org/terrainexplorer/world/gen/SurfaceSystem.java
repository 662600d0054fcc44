package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.noise.NormalNoise;
import org.terrainexplorer.world.random.PositionalRandomFactory;
import org.terrainexplorer.world.random.RandomSource;

/**
 * The game's surface system: walks each column of a filled chunk from its top down, tracking the depth into
 * each run of solid blocks and the water above it, and replaces the default block wherever the world's surface
 * rule says so (grass, dirt, sand, deepslate, bedrock, badlands bands, ...). Eroded badlands raise stone pillars
 * first and frozen oceans grow icebergs after, as in the game.
 *
 * <p>The rule is compiled once per seeded world; each thread has a {@link Worker} with the per-column state.
 */
public final class SurfaceSystem {

    private static final int WAY_BELOW_MIN_Y = -2032 << 4;

    private final RandomState state;
    private final WorldDefinition world;
    private final List<String> biomeIds;
    private final int defaultBlock;
    private final boolean[] air;
    private final boolean[] fluid;
    /** Neither air nor fluid: what the ocean-floor heightmap counts (the game's motion-blocking test here). */
    private final boolean[] solid;
    private final NormalNoise surfaceNoise;
    /** The surface noise's number among the noises workers keep by position ({@link Worker#noise}). */
    private final int surfaceSlot;
    private final NormalNoise surfaceSecondaryNoise;
    /** Eroded badlands' pillars and frozen oceans' icebergs. */
    private final SurfaceExtensions extensions;
    private final PositionalRandomFactory noiseRandom;
    /** The rule compiled per y and the whole rule traced for explanations. */
    private final LayerRules rules;
    private final SurfaceRuleCompiler.Rule nothing;
    /** Whether, below the preliminary surface, the rule reads no walk state, so the walk may stop tracking it. */
    private final boolean belowIgnoresWalk;
    /** Whether a column's heights after the surface stage depend on its own column alone (see RuleLayers). */
    private final boolean heightsIgnoreNeighbours;
    /** The biomes with an extension (eroded badlands, the frozen oceans) this world has, or null for none. */
    private final SurfaceRuleCompiler.BiomeSet extensionBiomes;
    private final BiomeClimate[] climates;
    private final int genMinY;
    private final int genHeight;

    SurfaceSystem(RandomState state, List<String> biomeIds) {
        this.state = state;
        this.world = state.world();
        this.biomeIds = biomeIds;
        BlockPalette palette = world.palette();
        NoiseSettings settings = world.settings();
        defaultBlock = palette.id(settings.defaultBlock());
        Heightmaps.Kinds kinds = Heightmaps.Kinds.of(palette);
        air = kinds.air();
        fluid = kinds.fluid();
        solid = new boolean[palette.size()];
        for (int i = 0; i < palette.size(); i++) {
            solid[i] = !air[i] && !fluid[i];
        }
        surfaceNoise = state.noise("minecraft:surface");
        surfaceSecondaryNoise = state.noise("minecraft:surface_secondary");
        noiseRandom = state.random();
        climates = new BiomeClimate[biomeIds.size()];
        for (int i = 0; i < climates.length; i++) {
            climates[i] = world.climate(biomeIds.get(i));
        }
        extensions = new SurfaceExtensions(state, biomeIds, climates, defaultBlock, air);
        genMinY = Math.max(world.minY(), settings.minY());
        genHeight = Math.min(world.height(), settings.height());
        RuleLayers layers = new RuleLayers(settings.surfaceRule(), world.minY(), world.height(), genMinY, genHeight);
        SurfaceRuleCompiler compiler = new SurfaceRuleCompiler(state, biomeIds, climates,
            new ClayBands(palette, noiseRandom.fromHashOf("minecraft:clay_bands"),
                state.noise("minecraft:clay_bands_offset")), genMinY, genHeight);
        surfaceSlot = compiler.noiseSlot(surfaceNoise);
        extensionBiomes = SurfaceExtensions.biomeSet(biomeIds, compiler);
        rules = new LayerRules(compiler, settings.surfaceRule(), layers, world.minY(), world.height());
        nothing = rules.nothing;
        belowIgnoresWalk = layers.belowIgnoresWalk();
        heightsIgnoreNeighbours = RuleLayers.heightsIgnoreNeighbours(settings.surfaceRule());
    }

    // ------------------------------------------------------------------ the walk

    /**
     * A thread's surface state: the current column and block, their lazily computed values, and biome lookups. A
     * map preview's worker ({@link SurfacePreview}) answers the biome, the preliminary surface and the neighbours'
     * heights itself.
     */
    class Worker {
        final NoiseChunk noise;
        final ChunkBiomes biomes;
        short[] blocks;
        int[] worldSurface;
        int[] oceanFloor;
        int minX;
        int minZ;
        // Column state.
        int blockX;
        int blockZ;
        int surfaceDepth;
        boolean secondaryKnown;
        double surfaceSecondary;
        boolean minSurfaceKnown;
        int minSurfaceLevel;
        // Block state.
        int blockY;
        int stoneDepthAbove;
        int stoneDepthBelow;
        int waterHeight;
        int biome;
        final RandomSource scratch;
        /** The column being traced (rules that fire there are recorded by y), or none. */
        boolean tracing;
        int traceX;
        int traceZ;
        final Map<Integer, List<String>> trace = new HashMap<>();

        boolean traced() {
            return tracing && blockX == traceX && blockZ == traceZ;
        }

        /** Records a step for this block; returns the count of steps before it. */
        int note(String step) {
            List<String> steps = trace.computeIfAbsent(blockY, y -> new ArrayList<>());
            steps.add(step);
            return steps.size() - 1;
        }

        /** Drops this block's steps from {@code mark} on (a condition held but nothing under it placed a block). */
        void forget(int mark) {
            List<String> steps = trace.get(blockY);
            steps.subList(mark, steps.size()).clear();
            if (steps.isEmpty()) {
                trace.remove(blockY);
            }
        }

        /** The lowest y of the current column whose block is known (the world's bottom for a whole chunk). */
        int limit;
        /** Whether the current stone run's bottom is known (else it lies at or under {@link #limit}). */
        boolean stoneBottomKnown = true;
        /** Set when, in a partial chunk, something that matters read a block under its column's limit. */
        boolean unsure;

        Worker(NoiseChunk noise, ChunkBiomes biomes) {
            this.noise = noise;
            this.biomes = biomes;
            scratch = noiseRandom.at(0, 0, 0);
        }

        int block(int y) {
            if (y < world.minY() || y >= world.minY() + world.height()) {
                return 0;
            }
            return blocks[(y - world.minY()) << 8 | (blockZ - minZ) << 4 | (blockX - minX)];
        }

        void setBlock(int y, int id) {
            if (y < world.minY() || y >= world.minY() + world.height()) {
                return;
            }
            int column = (blockZ - minZ) << 4 | (blockX - minX);
            blocks[(y - world.minY()) << 8 | column] = (short) id;
            boolean known = Heightmaps.update(worldSurface, column, y, !air[id], blocks, world.minY(), notAir(), limit);
            known &= Heightmaps.update(oceanFloor, column, y, solid[id], blocks, world.minY(), solid,
                limit);
            unsure |= !known;
        }

        private boolean[] notAirKinds;

        private boolean[] notAir() {
            if (notAirKinds == null) {
                notAirKinds = new boolean[air.length];
                for (int i = 0; i < air.length; i++) {
                    notAirKinds[i] = !air[i];
                }
            }
            return notAirKinds;
        }

        int zoomedBiome(int x, int y, int z) {
            return biomes.zoomed(x, y, z);
        }

        /** Per noise the rule reads (its slot), the column and y its value was last computed at, and the value. */
        private long[] noiseColumns = new long[0];
        private int[] noiseYs = new int[0];
        private double[] noiseValues = new double[0];

        /**
         * A noise at (x, y, z) of the current column: computed once per position and noise. A 2D threshold reads
         * y 0 (once per column, as the game's {@code LazyXZCondition} computes it), and the surface depth reads
         * the {@code minecraft:surface} noise the thresholds usually test; a 3D threshold reads the block's y (26.2's
         * sulfur caves test one noise three times a block). {@code slot} is the noise's number
         * ({@link SurfaceRuleCompiler#noiseSlot}).
         */
        double noise(NormalNoise noise, int slot, int y) {
            if (slot >= noiseColumns.length) {
                int old = noiseColumns.length;
                noiseColumns = java.util.Arrays.copyOf(noiseColumns, slot + 1);
                noiseYs = java.util.Arrays.copyOf(noiseYs, slot + 1);
                noiseValues = java.util.Arrays.copyOf(noiseValues, slot + 1);
                // No column is this key: it would be x = Integer.MIN_VALUE, z = 0, far outside any world.
                java.util.Arrays.fill(noiseColumns, old, slot + 1, Long.MIN_VALUE);
            }
            long key = (long) blockX << 32 | blockZ & 0xFFFFFFFFL;
            if (noiseColumns[slot] != key || noiseYs[slot] != y) {
                noiseValues[slot] = noise.getValue(blockX, y, blockZ);
                noiseColumns[slot] = key;
                noiseYs[slot] = y;
            }
            return noiseValues[slot];
        }

        double surfaceSecondary() {
            if (!secondaryKnown) {
                surfaceSecondary = surfaceSecondaryNoise.getValue(blockX, 0.0, blockZ);
                secondaryKnown = true;
            }
            return surfaceSecondary;
        }

        int minSurfaceLevel() {
            if (!minSurfaceKnown) {
                int cx = blockX >> 4;
                int cz = blockZ >> 4;
                int l00 = noise.preliminarySurfaceLevel(cx << 4, cz << 4);
                int l10 = noise.preliminarySurfaceLevel(cx + 1 << 4, cz << 4);
                int l01 = noise.preliminarySurfaceLevel(cx << 4, cz + 1 << 4);
                int l11 = noise.preliminarySurfaceLevel(cx + 1 << 4, cz + 1 << 4);
                int level = Mth.floor(Mth.lerp2((blockX & 15) / 16.0, (blockZ & 15) / 16.0, l00, l10, l01, l11));
                minSurfaceLevel = level + surfaceDepth - 8;
                minSurfaceKnown = true;
            }
            return minSurfaceLevel;
        }

        /** Whether the current block's biome (after the zoom) is in {@code set}, without the zoom where it can. */
        boolean biomeIn(SurfaceRuleCompiler.BiomeSet set) {
            if (biome >= 0) {
                return set.contains(biome);
            }
            return biomes.zoomedIn(blockX, blockY, blockZ, set);
        }

        /**
         * Whether every block of the current column's zoom cell holding y (the four levels from ((y − 2) >> 2) · 4 + 2)
         * surely has a biome outside {@code set}; false when that is not known.
         */
        boolean surelyOutside(int y, SurfaceRuleCompiler.BiomeSet set) {
            return biomes.cellOutside(blockX, y, blockZ, set);
        }

        /** The biome of the current block (after the zoom), computed on first use. */
        int biome() {
            if (biome < 0) {
                biome = zoomedBiome(blockX, blockY, blockZ);
            }
            return biome;
        }

        /**
         * The world-surface height less one of a column of the chunk (local x and z), as the game's walk reads it at
         * the current column: a column walked before it after its walk, one walked after it before its walk.
         */
        int height(int x, int z) {
            int column = (z & 15) << 4 | (x & 15);
            if (preWalk != null && ((x & 15) << 4 | (z & 15)) > walking) {
                return preWalk[column] - 1;
            }
            return worldSurface[column] - 1;
        }

        /**
         * For a walk of some columns of a chunk whose other columns were walked already: every column's world-surface
         * height before any walk (null when the walk goes through the chunk in the game's order, so that the heights
         * at hand are those).
         */
        int[] preWalk;
        /** The current column's place in the game's order of the walk (x · 16 + z). */
        int walking;
        /**
         * Whether the walk of a partial chunk's column goes down to its limit (as for a whole chunk, the blocks
         * under the limit left as they are), not only as far as its heights need: for columns a carver cuts.
         */
        boolean deep;
    }

    Worker newWorker(NoiseChunk noise, ChunkBiomes biomes) {
        return new Worker(noise, biomes);
    }

    /**
     * The block the rule puts on the top block of a column whose ground (the default block, deep below) ends at
     * {@code y}, under water up to {@code waterHeight} (exclusive; {@code Integer.MIN_VALUE} for none): the walk's
     * first solid block, for a map's preview. The worker answers the biome, preliminary surface and steepness.
     */
    int topBlock(Worker w, int x, int y, int z, int waterHeight) {
        int bottom = world.minY();
        if (y < bottom || y >= bottom + world.height()) {
            return defaultBlock;
        }
        w.blockX = x;
        w.blockZ = z;
        w.blockY = y;
        w.surfaceDepth = surfaceDepth(w);
        w.secondaryKnown = false;
        w.minSurfaceKnown = false;
        w.stoneDepthAbove = 1;
        w.stoneDepthBelow = y - bottom + 1;
        w.stoneBottomKnown = true;
        w.waterHeight = waterHeight;
        w.biome = -1;
        SurfaceRuleCompiler.Rule rule = y >= w.minSurfaceLevel() ? rules.above[y - bottom] : rules.below[y - bottom];
        int placed = rule == nothing ? -1 : rule.apply(w);
        return placed >= 0 ? placed : defaultBlock;
    }

    /** The current column's surface depth (the worker's block x and z set). */
    private int surfaceDepth(Worker w) {
        double d = w.noise(surfaceNoise, surfaceSlot, 0);
        return (int) (d * 2.75 + 3.0 + noiseRandom.at(w.blockX, 0, w.blockZ, w.scratch).nextDouble() * 0.25);
    }

    /** Builds the surface of a chunk whose noise stage is in {@code blocks}. */
    void buildSurface(Worker w, ChunkPos pos, short[] blocks, int[] worldSurface, int[] oceanFloor) {
        buildSurface(w, pos, blocks, worldSurface, oceanFloor, null, null);
    }

    /**
     * Whether a column's heights after the surface stage depend on its own column alone: then a column's surface
     * needs, of other columns, only its neighbours' heights (those walked before it, after their own walk).
     */
    boolean heightsIgnoreNeighbours() {
        return heightsIgnoreNeighbours;
    }

    /**
     * Builds the surface of a chunk whose noise stage is in {@code blocks}, known in each column only down to
     * {@code limits[column]} when {@code limits} is given (a partial chunk): the walk of such a column stops
     * where nothing under it can change the column's heights or the blocks at them (everything under both heights
     * less one), and the result is what the whole chunk gives there, unless this returns false: then something
     * that mattered lay under a limit. With {@code only}, only those columns are walked (in the same order).
     */
    boolean buildSurface(Worker w, ChunkPos pos, short[] blocks, int[] worldSurface, int[] oceanFloor, int[] limits,
                         boolean[] only) {
        return buildSurface(w, pos, blocks, worldSurface, oceanFloor, limits, only, null);
    }

    /**
     * {@link #buildSurface(Worker, ChunkPos, short[], int[], int[], int[], boolean[])} where the columns not in
     * {@code only} were walked already and {@code preWalk} holds every column's world-surface height before its
     * walk: a column's steep test then reads its neighbours' heights as the walk through the whole chunk would.
     */
    boolean buildSurface(Worker w, ChunkPos pos, short[] blocks, int[] worldSurface, int[] oceanFloor, int[] limits,
                         boolean[] only, int[] preWalk) {
        w.preWalk = preWalk;
        w.deep = preWalk != null;
        w.blocks = blocks;
        w.worldSurface = worldSurface;
        w.oceanFloor = oceanFloor;
        w.minX = pos.minBlockX();
        w.minZ = pos.minBlockZ();
        w.unsure = false;
        boolean legacy = world.settings().legacyRandomSource();
        int bottom = world.minY();
        for (int k = 0; k < 16; k++) {
            for (int l = 0; l < 16; l++) {
                int x = w.minX + k;
                int z = w.minZ + l;
                int column = l << 4 | k;
                if (only != null && !only[column]) {
                    continue;
                }
                w.blockX = x;
                w.blockZ = z;
                w.walking = k << 4 | l;
                w.limit = limits == null ? bottom : limits[column];
                boolean partial = w.limit > bottom;
                int surfaceY = worldSurface[column];
                // The column's biome matters only for the extensions: the zoom is skipped where its eight quarts
                // have none of their biomes (kept per zoom cell, as the rules' biome tests keep theirs).
                int columnY = legacy ? 0 : surfaceY;
                int columnBiome = extensionBiomes != null && w.biomes.zoomedIn(x, columnY, z, extensionBiomes)
                    ? w.zoomedBiome(x, columnY, z) : -1;
                if (extensions.erodedBadlands(columnBiome)) {
                    extensions.badlandsPillar(w, x, z, surfaceY);
                }
                int top = worldSurface[column];
                w.surfaceDepth = surfaceDepth(w);
                w.secondaryKnown = false;
                w.minSurfaceKnown = false;
                int level = w.minSurfaceLevel();
                int stoneDepthAbove = 0;
                int waterHeight = Integer.MIN_VALUE;
                int stoneBottom = Integer.MAX_VALUE;
                w.stoneBottomKnown = true;
                for (int y = top; y >= bottom; y--) {
                    if (partial && !w.deep) {
                        // Under both heights less one, no block change reaches a height or the blocks at them.
                        if (y <= Math.min(worldSurface[column], oceanFloor[column]) - 2) {
                            break;
                        }
                        if (y < w.limit) {
                            w.unsure = true;
                            break;
                        }
                    } else if (y < level && belowIgnoresWalk && !w.traced()) {
                        finishBelow(w, y, bottom, w.limit);
                        break;
                    } else if (y < w.limit) {
                        // A deep walk of a partial chunk: the blocks under the limit are not known (and not shown).
                        break;
                    }
                    int id = w.block(y);
                    if (air[id]) {
                        stoneDepthAbove = 0;
                        waterHeight = Integer.MIN_VALUE;
                        continue;
                    }
                    if (fluid[id]) {
                        if (waterHeight == Integer.MIN_VALUE) {
                            waterHeight = y + 1;
                        }
                        continue;
                    }
                    if (stoneBottom >= y) {
                        stoneBottom = stoneBottom(w, y, bottom);
                    }
                    stoneDepthAbove++;
                    w.blockY = y;
                    w.stoneDepthAbove = stoneDepthAbove;
                    w.stoneDepthBelow = y - stoneBottom + 1;
                    w.waterHeight = waterHeight;
                    w.biome = -1;
                    if (id != defaultBlock) {
                        continue;
                    }
                    SurfaceRuleCompiler.Rule rule = w.traced() ? rules.traced()
                        : y >= level ? rules.above[y - bottom] : rules.below[y - bottom];
                    if (rule == nothing) {
                        continue;
                    }
                    int placed = rule.apply(w);
                    if (placed >= 0) {
                        w.setBlock(y, placed);
                    }
                }
                if (extensions.frozenOcean(columnBiome)) {
                    extensions.iceberg(w, w.minSurfaceLevel(), columnBiome, x, z, surfaceY);
                }
                if (partial && (worldSurface[column] - 1 < w.limit || oceanFloor[column] - 1 < w.limit)) {
                    w.unsure = true;
                }
            }
        }
        w.preWalk = null;
        w.deep = false;
        return !w.unsure;
    }

    /**
     * The game's {@code SurfaceSystem.topMaterial}: the block the surface rule gives at (x, y, z) for a column a
     * carver cut down to it, evaluated with stone depth 1 above and below and water above when {@code fluidAbove}
     * (else none); −1 for none. The worker must be at the chunk (after {@link #buildSurface}); the steep test reads
     * the chunk's heights as they are now.
     */
    int topMaterial(Worker w, int x, int y, int z, boolean fluidAbove) {
        w.blockX = x;
        w.blockZ = z;
        w.surfaceDepth = surfaceDepth(w);
        w.secondaryKnown = false;
        w.minSurfaceKnown = false;
        w.blockY = y;
        w.stoneDepthAbove = 1;
        w.stoneDepthBelow = 1;
        w.waterHeight = fluidAbove ? y + 1 : Integer.MIN_VALUE;
        w.biome = -1;
        w.stoneBottomKnown = true;
        boolean traced = w.traced();
        if (traced) {
            // The moved surface replaces what the walk placed here: its steps are the ones that count.
            w.trace.remove(y);
        }
        int bottom = world.minY();
        SurfaceRuleCompiler.Rule rule = traced ? rules.traced()
            : y >= w.minSurfaceLevel() ? rules.above[y - bottom] : rules.below[y - bottom];
        return rule == nothing ? -1 : rule.apply(w);
    }

    /**
     * The lowest block of the solid run holding y (its first non-solid block under y, plus one); in a partial
     * chunk, when the run reaches the column's limit, the limit, with {@link Worker#stoneBottomKnown} false (the
     * run's depth is then only known to be at least that).
     */
    private int stoneBottom(Worker w, int y, int bottom) {
        w.stoneBottomKnown = true;
        for (int v = y - 1; v >= bottom - 1; v--) {
            if (v < w.limit && v >= bottom) {
                w.stoneBottomKnown = false;
                return w.limit;
            }
            if (solid[w.block(v)]) {
                continue;
            }
            return v + 1;
        }
        return WAY_BELOW_MIN_Y;
    }

    /**
     * The rest of a column's walk from {@code from} down to {@code floor} (the world's bottom, or a partial chunk's
     * limit), all below the preliminary surface, where the rule reads none of the walk's state: only default blocks
     * at levels whose rule may give a block are visited.
     */
    private void finishBelow(Worker w, int from, int bottom, int floor) {
        int y = rules.belowNext[from - bottom];
        while (y >= floor) {
            SurfaceRuleCompiler.BiomeSet named = rules.belowNamed[y - bottom];
            int last = y;
            if (named != null && w.surelyOutside(y, named)) {
                // No block of this zoom cell (4 levels) has a biome the rules name, down to the end of the run of
                // levels naming the same biomes: there the rules without those tests give the same blocks.
                last = Math.max(((y - 2) >> 2 << 2) + 2, rules.belowNamedRun[y - bottom]);
                for (int v = y; v >= Math.max(last, floor); v--) {
                    place(w, v, rules.belowWithout[v - bottom]);
                }
            } else {
                place(w, y, rules.below[y - bottom]);
            }
            y = last > bottom ? rules.belowNext[last - 1 - bottom] : bottom - 1;
        }
    }

    /** Applies {@code rule} at level y of the walk's column where the block is the default block. */
    private void place(Worker w, int y, SurfaceRuleCompiler.Rule rule) {
        if (rule != nothing && w.block(y) == defaultBlock) {
            w.blockY = y;
            w.biome = -1;
            int placed = rule.apply(w);
            if (placed >= 0) {
                w.setBlock(y, placed);
            }
        }
    }

    /** The extensions (eroded badlands' pillars, frozen oceans' icebergs), for a map's preview. */
    SurfaceExtensions extensions() {
        return extensions;
    }
}
