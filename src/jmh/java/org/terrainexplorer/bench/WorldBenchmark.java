package org.terrainexplorer.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldMapRenderer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.ChunkSlice;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.SurfacePreview;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * Milliseconds per overworld chunk (seed 42) on one thread, cycling through a list of {@value #CHUNKS} scattered
 * chunks moved a little on each pass, so that no chunk is made twice (the generator's position-keyed caches
 * would remember it). Sample mode: the report's {@code p0.50} is the median over chunks.
 *
 * <ul>
 *   <li>{@code chunk}: the whole chunk as {@link WorldGenerator#generate} makes it: biomes, noise fill
 *       (density, aquifers, ore veins), heightmaps, surface;</li>
 *   <li>{@code chunkContiguous}: the same over a block of 8 × 8 neighbouring chunks (see {@link Contiguous}), as a
 *       map or the 3D view makes them;</li>
 *   <li>{@code chunkNoAquifers}: the same with the settings' aquifers off;</li>
 *   <li>{@code noiseFill}: the noise stage with aquifers and ore veins off (biomes and heightmaps included): the
 *       work deepslate's {@code NoiseChunkGenerator.fill} does, for {@code tools/bench/world.sh};</li>
 *   <li>{@code chunkCarvers}, {@code chunkNoCarvers}: the whole chunk with the release's carvers and with them
 *       switched off: what the carvers cost (every other benchmark has them off, as in earlier rounds);</li>
 *   <li>{@code surfaceCarvers}: that world's {@link WorldGenerator#generateSurface}, the carvers on;</li>
 *   <li>{@code surface}: {@link WorldGenerator#generateSurface}, what a map needs of a chunk;</li>
 *   <li>{@code slice}: {@link WorldGenerator#slice}, one row of a chunk with its densities, for sections;</li>
 *   <li>{@code map512} (average mode, all cores): a 512 × 512-block map (1024 chunks' surfaces) of one fixed
 *       place, nothing cached (see {@link FreshMap}); {@code section512}: a 512-block section (32 chunks' slices),
 *       each time at another place;
 *       {@code sectionPreview512} the section's preview from density alone; {@code mapImage512} the exact map's
 *       pixels (the surfaces and their colouring); {@code biomeLayer512} a 512 × 512-block layer of biomes at 1:4
 *       from the climate alone; {@code mapPreview512} the map's
 *       preview of 512 × 512 pixels at 8 blocks per pixel (the smooth surface estimate, the biome and the
 *       surface rule's top block per pixel), a new place and an empty sample cache each time.</li>
 * </ul>
 * The release is a parameter ({@code -p version=1.21.1,26.2}; default 1.21.1), so a release's chunks can be
 * compared with another's; its shipped data is read from the build's classes.
 * Run with {@code -prof gc} for the bytes allocated per chunk ({@code gc.alloc.rate.norm}). The machine should be
 * otherwise idle: the per-chunk medians move with other load.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class WorldBenchmark {

    /** The chunks every per-chunk benchmark cycles through (and {@code tools/reference/bench-deepslate.mjs} fills). */
    static final int CHUNKS = 64;
    static final long SEED = 42L;

    /** A release's overworld from the shipped data. */
    static WorldDefinition overworld(String version) {
        return GameData.shipped().open(version).world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
    }

    /** The overworld with its own settings, or aquifers off, or the deepslate-equivalent noise stage. */
    public enum Variant { FULL, NO_AQUIFERS, NOISE_ONLY, CARVERS, NO_CARVERS }

    /**
     * A generator of one variant and a cursor over the chunk list; one per benchmark thread, made only for the
     * benchmarks that use it (a generator made but never run was measured to slow the others down by ~10%).
     */
    @State(Scope.Thread)
    public abstract static class Generator {
        /** The release whose overworld is generated. */
        @Param({"1.21.1"})
        public String version;
        WorldGenerator generator;
        private final List<ChunkPos> chunks = new ArrayList<>();
        private int next;
        private int cycle;

        abstract Variant variant();

        @Setup
        public void setUp() {
            for (int i = 0; i < CHUNKS; i++) {
                chunks.add(listed(i));
            }
            // The carvers only where a variant asks for them, so the other figures compare with earlier rounds'.
            WorldDefinition carved = overworld(version);
            WorldDefinition overworld = carved.withCarvers(false);
            generator = switch (variant()) {
                case FULL -> new WorldGenerator(new RandomState(overworld, SEED));
                case NO_AQUIFERS -> new WorldGenerator(new RandomState(
                    overworld.withSettings(overworld.settings().withAquifers(false)), SEED));
                case NOISE_ONLY -> new WorldGenerator(new RandomState(
                    overworld.withSettings(overworld.settings().withAquifers(false).withOreVeins(false)), SEED),
                    WorldGenerator.Stage.NOISE);
                case CARVERS -> new WorldGenerator(new RandomState(carved, SEED));
                case NO_CARVERS -> new WorldGenerator(new RandomState(overworld, SEED));
            };
            if ((variant() == Variant.CARVERS) != generator.carves()) {
                throw new IllegalStateException("the carvers variant must carve and no other: " + variant());
            }
        }

        int index() {
            return next;
        }

        /** Chunk {@code i} of this state's list: by default {@link #chunk}'s scattered grid. */
        ChunkPos listed(int i) {
            return chunk(i);
        }

        /** How many chunks east the list moves on each pass. */
        int passStep() {
            return 3;
        }

        /**
         * The next chunk of the list, the whole list moved 3 chunks east on each pass: the generator keeps values
         * that depend on position alone (preliminary surface levels, stored biomes, corner columns), and a chunk
         * made again would find them, which a map of new land never does. (The first pass is deepslate's list.)
         */
        ChunkPos nextChunk() {
            ChunkPos p = chunks.get(next);
            ChunkPos moved = new ChunkPos(p.x() + passStep() * cycle, p.z());
            next++;
            if (next == chunks.size()) {
                next = 0;
                cycle++;
            }
            return moved;
        }
    }

    @State(Scope.Thread)
    public static class Full extends Generator {
        @Override
        Variant variant() {
            return Variant.FULL;
        }
    }

    /**
     * The whole chunk (as {@link Full}) over 8 × 8 neighbouring chunks, row by row, the block moved 8 chunks east
     * on each pass: new land every time, but each chunk's neighbours made just before it, as a map or the 3D view
     * makes them. What depends on position alone and lies beyond a chunk's edge (the preliminary surface levels
     * 1.21.9's aquifers read around the chunk, the biomes of the quarts beside it) is then shared with the
     * neighbours instead of made for every chunk alone.
     */
    @State(Scope.Thread)
    public static class Contiguous extends Generator {
        @Override
        Variant variant() {
            return Variant.FULL;
        }

        /** The side of the block: the list is a square of neighbours. */
        private static final int SIDE = (int) Math.sqrt(CHUNKS);

        @Override
        ChunkPos listed(int i) {
            if (SIDE * SIDE != CHUNKS) {
                throw new IllegalStateException("the chunk list is not a square: " + CHUNKS);
            }
            return new ChunkPos(-384 + i % SIDE, -352 + i / SIDE);
        }

        @Override
        int passStep() {
            return SIDE;
        }
    }

    @State(Scope.Thread)
    public static class NoAquifers extends Generator {
        @Override
        Variant variant() {
            return Variant.NO_AQUIFERS;
        }
    }

    @State(Scope.Thread)
    public static class Carvers extends Generator {
        @Override
        Variant variant() {
            return Variant.CARVERS;
        }
    }

    @State(Scope.Thread)
    public static class NoCarvers extends Generator {
        @Override
        Variant variant() {
            return Variant.NO_CARVERS;
        }
    }

    @State(Scope.Thread)
    public static class NoiseOnly extends Generator {
        @Override
        Variant variant() {
            return Variant.NOISE_ONLY;
        }
    }

    /**
     * Chunk {@code i} of the list: an 8 × 8 grid 109 chunks apart in x and 101 in z around the origin (about
     * ±6000 blocks: plains, mountains, oceans, rivers alike). The node script uses the same formula.
     */
    static ChunkPos chunk(int i) {
        return new ChunkPos(-384 + 109 * (i % 8), -352 + 101 * (i / 8));
    }

    @Benchmark
    public ChunkData chunk(Full g) {
        return g.generator.generate(g.nextChunk(), () -> false);
    }

    @Benchmark
    public ChunkData chunkContiguous(Contiguous g) {
        return g.generator.generate(g.nextChunk(), () -> false);
    }

    @Benchmark
    public ChunkData chunkNoAquifers(NoAquifers g) {
        return g.generator.generate(g.nextChunk(), () -> false);
    }

    @Benchmark
    public ChunkData chunkCarvers(Carvers g) {
        return g.generator.generate(g.nextChunk(), () -> false);
    }

    @Benchmark
    public ChunkData chunkNoCarvers(NoCarvers g) {
        return g.generator.generate(g.nextChunk(), () -> false);
    }

    @Benchmark
    public SurfaceData surfaceCarvers(Carvers g) {
        return g.generator.generateSurface(g.nextChunk(), () -> false);
    }

    @Benchmark
    public ChunkData noiseFill(NoiseOnly g) {
        return g.generator.generate(g.nextChunk(), () -> false);
    }

    @Benchmark
    public SurfaceData surface(Full g) {
        return g.generator.generateSurface(g.nextChunk(), () -> false);
    }

    /** One row of a chunk with its densities, along x and along z in turn, a different row each time. */
    @Benchmark
    public ChunkSlice slice(Full g) {
        int i = g.index();
        return g.generator.slice(g.nextChunk(), (i & 1) == 0, (i * 7) & 15, () -> false);
    }

    /** Maps and sections on a pool with one thread per core, as the app generates them. */
    @State(Scope.Benchmark)
    public static class Pool {
        /** The release whose overworld is generated. */
        @Param({"1.21.1"})
        public String version;
        RenderPool pool;
        WorldGenerator generator;
        /** A map renderer of the world (its climate biomes, its colours), kept as the window keeps its own. */
        WorldMapRenderer renderer;
        int place;

        @Setup
        public void setUp() {
            pool = new RenderPool();
            generator = new WorldGenerator(new RandomState(overworld(version), SEED));
            renderer = new WorldMapRenderer(new WorldSampler(generator.state()), new SurfacePreview(generator),
                generator.biomeIds());
        }

        @TearDown
        public void tearDown() {
            pool.close();
        }

        /** The next place: 32 chunks further east each time, never one already made (see nextChunk). */
        int nextPlace() {
            place++;
            return -128 + place * 32;
        }
    }

    /** A section 512 blocks long: the row z = 8 of 32 chunks in a line, one task per chunk. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public ChunkSlice[] section512(Pool p) {
        int x0 = p.nextPlace();
        ChunkSlice[] out = new ChunkSlice[32];
        p.pool.forEach(32, i -> out[i] = p.generator.slice(new ChunkPos(x0 + i, 5), true, 8, () -> false));
        return out;
    }

    /**
     * The section's quick preview of the same line as {@link #section512}: the final density down its 512
     * columns, the sky above the terrain skipped, in four runs of eight chunks as the window splits it.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public double[][][] sectionPreview512(Pool p) {
        int x0 = p.nextPlace() * 16;
        double[][][] out = new double[4][][];
        p.pool.forEach(4, k -> {
            int[] xs = new int[128];
            int[] zs = new int[128];
            for (int i = 0; i < 128; i++) {
                xs[i] = x0 + k * 128 + i;
                zs[i] = 5 * 16 + 8;
            }
            out[k] = p.generator.columnDensities(xs, zs, 128, true, () -> false);
        });
        return out;
    }

    /**
     * Maps of one fixed place, each made with nothing cached: a fresh generator and renderer of the release before
     * every map (made outside the timing). Every map does the same work, so iterations compare and a change's
     * effect is not lost in the spread between places: maps of new land each time (as this benchmark made them
     * until issue 28) took from 0.9 to 2.1 s by where they fell. The place, chunks 40..71 × 80..111 of seed 42
     * (blocks 640..1151 × 1280..1791), holds snowy mountains and taiga, a sea with islands, a lake, plains and
     * savanna in 1.21.1 and 26.2 alike: the mix an explorer pans over.
     */
    @State(Scope.Benchmark)
    public static class FreshMap {
        /** The place's first chunk. */
        static final int CHUNK_X = 40;
        static final int CHUNK_Z = 80;
        /** The release whose overworld is mapped. */
        @Param({"1.21.1"})
        public String version;
        RenderPool pool;
        WorldDefinition definition;
        WorldGenerator generator;
        WorldMapRenderer renderer;

        @Setup(Level.Trial)
        public void setUp() {
            pool = new RenderPool();
            definition = overworld(version);
        }

        @Setup(Level.Invocation)
        public void fresh() {
            generator = new WorldGenerator(new RandomState(definition, SEED));
            renderer = new WorldMapRenderer(new WorldSampler(generator.state()), new SurfacePreview(generator),
                generator.biomeIds());
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            pool.close();
        }

        /** The place's chunk i of 1024, row by row. */
        static ChunkPos chunk(int i) {
            return new ChunkPos(CHUNK_X + (i & 31), CHUNK_Z + (i >> 5));
        }
    }

    /** The fixed place's 1024 chunks' surfaces on the pool, as the window's map makes them. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public SurfaceData[] map512(FreshMap m) {
        SurfaceData[] out = new SurfaceData[1024];
        m.pool.forEach(1024, i -> out[i] = m.generator.generateSurface(FreshMap.chunk(i), () -> false));
        return out;
    }

    /**
     * The exact map as the window and {@code world map} draw it: {@link #map512}'s 1024 surfaces, then the surface
     * layer's pixels (colours, tints, water depth, hillshade).
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public int[] mapImage512(FreshMap m) {
        java.util.Map<ChunkPos, SurfaceData> made = new java.util.concurrent.ConcurrentHashMap<>();
        m.pool.forEach(1024, i -> {
            ChunkPos pos = FreshMap.chunk(i);
            made.put(pos, m.generator.generateSurface(pos, () -> false));
        });
        int[] argb = new int[512 * 512];
        m.renderer.render(new WorldView(FreshMap.CHUNK_X * 16 + 256, FreshMap.CHUNK_Z * 16 + 256, 1, 512, 512), WorldLayer.SURFACE, made::get,
            WorldMapRenderer.Style.DEFAULT, argb, m.pool, () -> false);
        return argb;
    }

    /**
     * The biomes of a 512 × 512-block square at 1:4 from the climate alone ({@code ClimateBiomes}, as seed maps
     * draw them: 16384 quarts, no terrain), as the window draws the layer: sampled on the pool, coloured.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public int[] biomeLayer512(Pool p) {
        int x0 = p.nextPlace() * 16;
        int[] argb = new int[512 * 512];
        p.renderer.render(new WorldView(x0 + 256, 256, 1, 512, 512), WorldLayer.CLIMATE_BIOME, null,
            WorldMapRenderer.Style.DEFAULT, argb, p.pool, () -> false);
        return argb;
    }

    /** The map's preview of a 4096-block square at 8 blocks per pixel (what the window shows while zoomed out). */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public int[] mapPreview512(Pool p) {
        int x0 = p.nextPlace() * 16 * 8;
        WorldSampler sampler = new WorldSampler(p.generator.state());
        WorldMapRenderer renderer = new WorldMapRenderer(sampler, new SurfacePreview(p.generator),
            p.generator.biomeIds());
        int[] argb = new int[512 * 512];
        renderer.render(new WorldView(x0, 0, 8, 512, 512), WorldLayer.SURFACE, null, WorldMapRenderer.Style.DEFAULT,
            argb, p.pool, () -> false);
        return argb;
    }
}
