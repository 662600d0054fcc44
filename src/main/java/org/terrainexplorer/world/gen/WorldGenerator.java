package org.terrainexplorer.world.gen;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.density.compile.Frame;

/**
 * The game's chunk generation for a seeded world, without features: biomes, then the noise fill (density with
 * cell interpolation, aquifers, ore veins), then the surface. Thread-safe: each thread gets its own worker with
 * its own caches, so a chunk depends only on (world, seed, position), never on thread count or order.
 */
public final class WorldGenerator implements ChunkGenerator {

    /** How far generation goes; the game's chunk statuses {@code noise} and {@code surface}. */
    public enum Stage { NOISE, SURFACE }

    private final RandomState state;
    private final WorldDefinition world;
    private final ChunkPrograms programs;
    private final List<String> biomeIds;
    private final Stage stage;
    private final SurfaceSystem surface;
    private final ThreadLocal<Worker> workers;
    private final java.util.Map<String, Integer> biomeIndex = new java.util.HashMap<>();
    private final BiomeZoom zoom;
    private final Heightmaps.Kinds kinds;

    /** A generator that goes to the surface stage. */
    public WorldGenerator(RandomState state) {
        this(state, Stage.SURFACE);
    }

    /** A generator that stops after {@code stage}. */
    public WorldGenerator(RandomState state, Stage stage) {
        this.state = state;
        this.world = state.world();
        this.stage = stage;
        this.programs = new ChunkPrograms(state.router());
        this.biomeIds = List.copyOf(world.biomeSource().possibleBiomes());
        for (int i = 0; i < biomeIds.size(); i++) {
            biomeIndex.put(biomeIds.get(i), i);
        }
        this.zoom = new BiomeZoom(state.seed());
        this.kinds = Heightmaps.Kinds.of(world.palette());
        this.surface = new SurfaceSystem(state, biomeIds);
        this.workers = ThreadLocal.withInitial(() -> new Worker(this));
    }

    /** The seeded world. */
    public RandomState state() {
        return state;
    }

    /** The biome ids chunks index into. */
    public List<String> biomeIds() {
        return biomeIds;
    }

    @Override
    public ChunkData generate(ChunkPos pos, BooleanSupplier cancelled) {
        Worker w = workers.get();
        int minX = pos.minBlockX();
        int minZ = pos.minBlockZ();
        w.noise.begin(minX, minZ);
        short[] biomes = w.biomes;
        w.fillBiomes(minX, minZ);
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        short[] blocks = w.blocks;
        java.util.Arrays.fill(blocks, (short) 0);
        w.noise.fillBlocks(blocks, world.minY(), cancelled);
        int[] worldSurface = w.worldSurface;
        int[] oceanFloor = w.oceanFloor;
        Heightmaps.compute(blocks, world.minY(), world.height(), kinds, worldSurface, oceanFloor);
        if (stage == Stage.SURFACE) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            w.lookup.begin(pos);
            surface.buildSurface(w.surface, pos, blocks, worldSurface, oceanFloor);
        }
        return new ChunkData(pos, world.minY(), world.height(), world.palette(), biomeIds, blocks, worldSurface,
            oceanFloor, biomes);
    }

    /**
     * What a map shows of a chunk: equal to {@link SurfaceData#of} of the generated chunk. (Today it generates
     * the chunk; a faster path that stops below the surface may replace it.)
     */
    public SurfaceData generateSurface(ChunkPos pos, BooleanSupplier cancelled) {
        return SurfaceData.of(generate(pos, cancelled));
    }

    /** The preliminary surface level of the column holding block (x, z), as its chunk computes it. */
    public int preliminarySurfaceLevel(int x, int z) {
        Worker w = workers.get();
        w.noise.begin(x >> 4 << 4, z >> 4 << 4);
        return w.noise.preliminarySurfaceLevel(x, z);
    }

    /** The biome the chunk holding a quart stores for it (its climate sampled in that chunk). */
    public String biome(int qx, int qy, int qz) {
        return biomeIds.get(workers.get().lookup.stored(qx, qy, qz));
    }

    /**
     * A thread's biome lookups for the surface stage: the chunk's own stored biomes, its neighbours' (computed on
     * demand as their chunks would store them) and the game's fuzzy zoom over them.
     */
    final class BiomeLookup implements BiomeZoom.Quarts {
        /** Quantised climate values per neighbour quart: [column][quart y][t, h, c, e, d, w]. */
        private final long[] neighbourClimate;
        private final boolean[] climateKnown = new boolean[36];
        private final int[] quartYs;
        private final Worker worker;
        private final Frame frame;
        private final short[] neighbours;
        private final BiomeZoom.Jitter jitter;
        private final int quarts;
        private final int minQuartY;
        private int chunkQuartX;
        private int chunkQuartZ;

        BiomeLookup(Worker worker) {
            this.worker = worker;
            quarts = world.height() >> 2;
            minQuartY = world.minY() >> 2;
            this.frame = programs.points.newFrame(quarts);
            neighbourClimate = new long[36 * quarts * 6];
            quartYs = new int[quarts];
            for (int i = 0; i < quarts; i++) {
                quartYs[i] = (minQuartY + i) << 2;
            }
            neighbours = new short[6 * 6 * quarts];
            jitter = zoom.new Jitter(world.minY(), world.height());
        }

        void begin(ChunkPos pos) {
            chunkQuartX = pos.x() << 2;
            chunkQuartZ = pos.z() << 2;
            java.util.Arrays.fill(neighbours, (short) -1);
            java.util.Arrays.fill(climateKnown, false);
            jitter.begin(chunkQuartX, chunkQuartZ);
        }

        /** The stored biome of a quart, its y clamped to the world as a chunk clamps it. */
        @Override
        public int biome(int qx, int qy, int qz) {
            int ly = Math.min(Math.max(qy - minQuartY, 0), quarts - 1);
            int dx = qx - chunkQuartX;
            int dz = qz - chunkQuartZ;
            if (dx >= 0 && dx < 4 && dz >= 0 && dz < 4) {
                return worker.biomes[(ly << 4) | (dz << 2) | dx];
            }
            if (dx >= -1 && dx <= 4 && dz >= -1 && dz <= 4) {
                int k = (ly * 6 + dz + 1) * 6 + dx + 1;
                if (neighbours[k] < 0) {
                    neighbours[k] = (short) storedNeighbour(qx, ly, qz);
                }
                return neighbours[k];
            }
            return stored(qx, ly + minQuartY, qz);
        }

        @Override
        public int known(int qx, int qy, int qz) {
            int ly = Math.min(Math.max(qy - minQuartY, 0), quarts - 1);
            int dx = qx - chunkQuartX;
            int dz = qz - chunkQuartZ;
            if (dx >= 0 && dx < 4 && dz >= 0 && dz < 4) {
                return worker.biomes[(ly << 4) | (dz << 2) | dx];
            }
            if (dx >= -1 && dx <= 4 && dz >= -1 && dz <= 4) {
                return neighbours[(ly * 6 + dz + 1) * 6 + dx + 1];
            }
            return -1;
        }

        /**
         * The stored biome of a neighbour's quart ({@code ly} counted from the world's lowest). The climate of its
         * whole quart column is sampled at once, the first time the column is asked for: one column batch, so the
         * column's y-independent climate is sampled once (the same values as quart by quart). Only the biome
         * search is per quart.
         */
        private int storedNeighbour(int qx, int ly, int qz) {
            int column = (qz - chunkQuartZ + 1) * 6 + qx - chunkQuartX + 1;
            int base = column * quarts * 6;
            if (!climateKnown[column]) {
                frame.enterChunk(qx >> 2 << 4, qz >> 2 << 4, 16);
                frame.column(qx << 2, qz << 2, quartYs, quarts);
                Worker.runClimate(frame);
                long[] target = worker.target;
                for (int i = 0; i < quarts; i++) {
                    Worker.target(frame, i, target);
                    System.arraycopy(target, 0, neighbourClimate, base + i * 6, 6);
                }
                climateKnown[column] = true;
            }
            long[] target = worker.target;
            System.arraycopy(neighbourClimate, base + ly * 6, target, 0, 6);
            target[6] = 0L;
            return index(worker.search.apply(target));
        }

        /** The biome the owning chunk stores for a quart, sampled in that chunk's context. */
        int stored(int qx, int qy, int qz) {
            frame.enterChunk(qx >> 2 << 4, qz >> 2 << 4, 16);
            frame.point(qx << 2, qy << 2, qz << 2);
            Worker.runClimate(frame);
            return index(worker.search.apply(Worker.target(frame, 0, worker.target)));
        }

        /** The game's zoomed biome of a block. */
        int zoomed(int x, int y, int z) {
            return zoom.biome(x, y, z, this, jitter);
        }
    }

    private int index(String biome) {
        Integer i = biomeIndex.get(biome);
        if (i == null) {
            throw new IllegalStateException("biome source gave " + biome + ", not among its possible biomes");
        }
        return i;
    }

    /** One thread's state: the noise worker, the surface worker and the block and biome arrays it reuses. */
    private static final class Worker {
        final WorldGenerator generator;
        final NoiseChunk noise;
        final BiomeLookup lookup;
        final SurfaceSystem.Worker surface;
        final short[] blocks;
        final short[] biomes;
        final int[] worldSurface = new int[256];
        final int[] oceanFloor = new int[256];
        final int[] quartYs;
        final long[] target = new long[Climate.PARAMETERS];
        /** This thread's biome search: warm-started from its previous answer, with the fresh search's result. */
        final java.util.function.Function<long[], String> search;
        /** This thread's column search (null for a fixed biome). */
        final BiomeSource.ColumnSearch columnSearch;

        Worker(WorldGenerator g) {
            generator = g;
            WorldDefinition world = g.world;
            noise = new NoiseChunk(g.state, g.programs, world.settings(), world.minY(), world.height(), world.palette());
            search = world.biomeSource() instanceof BiomeSource.MultiNoise m ? m.cursor()::search
                : world.biomeSource()::biome;
            columnSearch = world.biomeSource() instanceof BiomeSource.MultiNoise m ? m.columnSearch() : null;
            lookup = g.new BiomeLookup(this);
            surface = g.surface.newWorker(noise, lookup);
            blocks = new short[world.height() << 8];
            int quarts = world.height() >> 2;
            biomes = new short[quarts << 4];
            quartYs = new int[quarts];
            for (int i = 0; i < quarts; i++) {
                quartYs[i] = (world.minY() >> 2) + i << 2;
            }
        }

        /** The chunk's stored biomes: every quart of its 4 × 4 quart columns. */
        void fillBiomes(int minX, int minZ) {
            Frame f = noise.points();
            int quarts = quartYs.length;
            for (int qz = 0; qz < 4; qz++) {
                for (int qx = 0; qx < 4; qx++) {
                    int bx = minX + (qx << 2);
                    int bz = minZ + (qz << 2);
                    for (int start = 0; start < quarts; start += f.capacity) {
                        int n = Math.min(f.capacity, quarts - start);
                        f.column(bx, bz, quartYs, start, n);
                        runClimate(f);
                        if (columnSearch != null) {
                            columnSearch.prepare(target(f, 0, target));
                        }
                        for (int i = 0; i < n; i++) {
                            target(f, i, target);
                            String biome = columnSearch != null ? columnSearch.biome(target) : search.apply(target);
                            biomes[((start + i) << 4) | (qz << 2) | qx] = (short) generator.index(biome);
                        }
                    }
                }
            }
        }

        private static void runClimate(Frame f) {
            for (int r = ChunkPrograms.TEMPERATURE; r <= ChunkPrograms.RIDGES; r++) {
                f.run(r);
            }
        }

        /** The quantised climate of point {@code i} of the frame, into {@code target}. */
        static long[] target(Frame f, int i, long[] target) {
            target[0] = Climate.quantize((float) f.values(ChunkPrograms.TEMPERATURE)[i]);
            target[1] = Climate.quantize((float) f.values(ChunkPrograms.VEGETATION)[i]);
            target[2] = Climate.quantize((float) f.values(ChunkPrograms.CONTINENTS)[i]);
            target[3] = Climate.quantize((float) f.values(ChunkPrograms.EROSION)[i]);
            target[4] = Climate.quantize((float) f.values(ChunkPrograms.DEPTH)[i]);
            target[5] = Climate.quantize((float) f.values(ChunkPrograms.RIDGES)[i]);
            target[6] = 0L;
            return target;
        }
    }
}
