package org.terrainexplorer.bench;

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
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.StructureMarks;
import org.terrainexplorer.session.WorldLoadException;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.structure.StructureKinds;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * What structures cost (issue 25's targets), each with its peer measured in the same run, the release a parameter:
 * <ul>
 *   <li>{@code map512On} against {@code map512Off}: a 512 × 512-block map around seed 42's village nearest 0, 0,
 *       in a world loaded afresh each time (see {@link FreshWorld}), on a pool with one thread per core, as the
 *       window makes it: the 1024 chunks' surfaces (with structures on, with the terrain adaptation of every start
 *       near them, those starts made as needed); {@code marks512}: the icons of a square of new land, every start
 *       in it made;</li>
 *   <li>{@code chunkNearVillageOn} against {@code chunkNearVillageOff}: a whole chunk of the 5 × 5 around seed 42's
 *       village nearest 0, 0, in turn (its starts made once, as the map has them when a chunk is made);</li>
 *   <li>{@code locateVillage}: the game's {@code /locate structure #village} from a new place 20,000 blocks from
 *       the last each time, in a structure world loaded afresh (seeds 42 and 43 in turn; no start cached).</li>
 * </ul>
 * <pre>mvn -o -Pbench verify -Djmh.args="StructureBenchmark -f 1 -wi 3 -i 5"</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class StructureBenchmark {

    private static final String SEED = "42";

    /** The two worlds, structures on and off, of the release. */
    @State(Scope.Benchmark)
    public static class Worlds {
        /** The release. */
        @Param({"1.21.1", "26.2"})
        public String version;
        LoadedWorld on;
        LoadedWorld off;
        RenderPool pool;
        ChunkPos village;
        int place;
        int turn;

        @Setup
        public void setUp() throws WorldLoadException {
            WorldSettings base = WorldSettings.defaults().withVersion(version).withSeed(SEED);
            on = new WorldSession().load(base.withStructures(true));
            off = new WorldSession().load(base.withStructures(false));
            pool = new RenderPool();
            StructureWorld.Located v = on.structures().locate(
                id -> StructureKinds.kind(id).equals("village"), 0, 0, 100, () -> false).orElseThrow();
            village = ChunkPos.ofBlock(v.position().x(), v.position().z());
        }

        @TearDown
        public void tearDown() {
            pool.close();
        }

        /** The next place: 64 chunks further east each time, new land for both worlds. */
        int nextChunkX() {
            place++;
            return 1000 + place * 64;
        }

        /** The chunks around the village, in turn. */
        ChunkPos nearVillage() {
            turn = (turn + 1) % 25;
            return new ChunkPos(village.x() - 2 + turn % 5, village.z() - 2 + turn / 5);
        }
    }

    /**
     * A world loaded afresh before each map (outside the timing), nothing cached: its starts and chunks made by the
     * map itself, as when the window opens on new land. Every map is of one fixed place, the 32 × 32 chunks
     * centred on seed 42's village nearest 0, 0, so that each does the same work and the two compare.
     */
    @State(Scope.Benchmark)
    public abstract static class FreshWorld {
        /** The release. */
        @Param({"1.21.1", "26.2"})
        public String version;
        RenderPool pool;
        LoadedWorld world;
        ChunkPos first;

        abstract boolean structures();

        @Setup(Level.Trial)
        public void place() throws WorldLoadException {
            pool = new RenderPool();
            LoadedWorld on = new WorldSession().load(settings(true));
            StructureWorld.Located v = on.structures().locate(
                id -> StructureKinds.kind(id).equals("village"), 0, 0, 100, () -> false).orElseThrow();
            ChunkPos village = ChunkPos.ofBlock(v.position().x(), v.position().z());
            first = new ChunkPos(village.x() - 16, village.z() - 16);
        }

        @Setup(Level.Invocation)
        public void load() throws WorldLoadException {
            world = new WorldSession().load(settings(structures()));
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            pool.close();
        }

        private WorldSettings settings(boolean structures) {
            return WorldSettings.defaults().withVersion(version).withSeed(SEED).withStructures(structures);
        }

        SurfaceData[] map() {
            SurfaceData[] out = new SurfaceData[1024];
            pool.forEach(1024, i -> out[i] = world.generator().generateSurface(
                new ChunkPos(first.x() + (i & 31), first.z() + (i >> 5)), () -> false));
            return out;
        }
    }

    /** {@link FreshWorld} with structures on. */
    public static class FreshOn extends FreshWorld {
        @Override
        boolean structures() {
            return true;
        }
    }

    /** {@link FreshWorld} with structures off. */
    public static class FreshOff extends FreshWorld {
        @Override
        boolean structures() {
            return false;
        }
    }

    @Benchmark
    public SurfaceData[] map512Off(FreshOff w) {
        return w.map();
    }

    @Benchmark
    public SurfaceData[] map512On(FreshOn w) {
        return w.map();
    }

    /**
     * The icons of a 512 × 512-block square of new land (in a world of its own, so that no chunk of the map has
     * made its starts): every candidate chunk of every set, and the start of each, on one thread (the window makes
     * them on the pool beside the chunks).
     */
    @Benchmark
    public List<StructureMarks.Mark> marks512(Worlds w) {
        int x0 = w.nextChunkX() * 16 + 20_000_000;
        StructureWorld world = w.on.structures();
        List<StructureMarks.Candidate> candidates = StructureMarks.candidates(world, x0, 0, x0 + 511, 511,
            kind -> true);
        return StructureMarks.marks(world, candidates, 0, candidates.size(), kind -> true);
    }

    @Benchmark
    public ChunkData chunkNearVillageOff(Worlds w) {
        return w.off.generator().generate(w.nearVillage(), () -> false);
    }

    @Benchmark
    public ChunkData chunkNearVillageOn(Worlds w) {
        return w.on.generator().generate(w.nearVillage(), () -> false);
    }

    /** A structure world with nothing cached for each locate: seeds 42 and 43 in turn, loaded afresh. */
    @State(Scope.Thread)
    public static class Fresh {
        WorldSession session;
        StructureWorld world;
        int turn;
        int place;

        @Setup(Level.Trial)
        public void session() {
            session = new WorldSession();
        }

        @Setup(Level.Invocation)
        public void setUp(Worlds w) throws WorldLoadException {
            turn ^= 1;
            world = session.load(WorldSettings.defaults().withVersion(w.version).withSeed(turn == 0 ? "42" : "43")
                .withStructures(true)).structures();
        }

        /** The next origin: 20,000 blocks east of the last, wrapping inside the world border. */
        int nextX() {
            place = (place + 1) % 1000;
            return 20_000 * place;
        }
    }

    @Benchmark
    public Object locateVillage(Fresh f) {
        return f.world.locate(id -> StructureKinds.kind(id).equals("village"), f.nextX(), 0, 100, () -> false)
            .orElseThrow();
    }
}
