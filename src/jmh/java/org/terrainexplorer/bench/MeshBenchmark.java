package org.terrainexplorer.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.terrainexplorer.render.world.mesh.ChunkMesh;
import org.terrainexplorer.render.world.mesh.ChunkMesher;
import org.terrainexplorer.render.world.mesh.ChunkNeighbours;
import org.terrainexplorer.render.world.mesh.Cuts;
import org.terrainexplorer.render.world.mesh.Lod;
import org.terrainexplorer.render.world.mesh.PaletteTexture;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * Milliseconds to mesh one overworld chunk (seed 42, with its four neighbours' borders) for the 3D view, on one
 * thread, at each level of detail, cycling through {@value WorldBenchmark#CHUNKS} scattered chunks generated once
 * in the setup (the same list as {@link WorldBenchmark}). Sample mode: {@code p0.50} is the median over chunks.
 * The teardown prints the quads and the estimated memory ({@link ChunkMesh#bytes}) per meshed chunk at each level;
 * {@code -prof gc} gives the bytes allocated per chunk (the mesh's arrays).
 *
 * <pre>mvn -o -Pbench verify -Djmh.args="MeshBenchmark -f 1 -wi 3 -i 5 -w 2s -r 2s"</pre>
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Thread)
public class MeshBenchmark {

    private final List<ChunkNeighbours> chunks = new ArrayList<>();
    private ChunkMesher mesher;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        WorldGenerator generator = new WorldGenerator(new RandomState(WorldBenchmark.overworld("1.21.1"),
            WorldBenchmark.SEED));
        for (int i = 0; i < WorldBenchmark.CHUNKS; i++) {
            ChunkPos p = WorldBenchmark.chunk(i);
            chunks.add(new ChunkNeighbours(make(generator, p, 0, 0), make(generator, p, 0, -1),
                make(generator, p, 0, 1), make(generator, p, 1, 0), make(generator, p, -1, 0)));
        }
        mesher = new ChunkMesher(new PaletteTexture());
    }

    private static ChunkData make(WorldGenerator g, ChunkPos p, int dx, int dz) {
        return g.generate(new ChunkPos(p.x() + dx, p.z() + dz), () -> false);
    }

    private ChunkNeighbours nextChunk() {
        ChunkNeighbours c = chunks.get(next);
        next = (next + 1) % chunks.size();
        return c;
    }

    @Benchmark
    public ChunkMesh full() {
        return mesher.mesh(nextChunk(), Lod.FULL, Cuts.NONE, () -> false);
    }

    @Benchmark
    public ChunkMesh surface() {
        return mesher.mesh(nextChunk(), Lod.SURFACE, Cuts.NONE, () -> false);
    }

    @Benchmark
    public ChunkMesh coarse() {
        return mesher.mesh(nextChunk(), Lod.COARSE, Cuts.NONE, () -> false);
    }

    /** Prints quads and estimated memory per meshed chunk at each level, averaged over the chunk list. */
    @TearDown(Level.Trial)
    public void report() {
        for (Lod lod : Lod.values()) {
            long quads = 0;
            long points = 0;
            long triangles = 0;
            long bytes = 0;
            for (ChunkNeighbours c : chunks) {
                ChunkMesh m = mesher.mesh(c, lod, Cuts.NONE, () -> false);
                quads += m.quads();
                points += m.solid().pointCount() + m.water().pointCount();
                triangles += m.solid().triangles() + m.water().triangles();
                bytes += m.bytes();
            }
            double n = chunks.size();
            System.out.printf(Locale.ROOT, "%nmesh %s: %.0f quads, %.0f points, %.0f triangles, %.1f KB shown per "
                + "chunk (mean of %d)%n", lod, quads / n, points / n, triangles / n, bytes / 1024.0 / n, chunks.size());
        }
    }
}
