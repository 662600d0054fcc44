package org.terrainexplorer.world.gen;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;

/**
 * Biomes at 1:4 from the climate noises alone, as seed maps draw them: no density, no surface, no chunk. A quart's
 * biome is the biome source's answer for the router's climate sampled at the quart's corner, which is exactly what
 * a chunk stores for that quart (its flat caches sample the same corner), either
 * <ul>
 * <li>at a given y: the biome the game stores there, cave biomes included; or</li>
 * <li>at {@link #SURFACE}: with the depth parameter 0, where the game's surface biomes sit (the depth of the real
 * surface is near 0, so this is the surface's biome wherever the terrain does not stray from it), the way seed maps
 * draw a world's biomes without its terrain.</li>
 * </ul>
 * Where the source's biomes depend on position (the end's), its own answer at the quart. Thread-safe: each call has
 * a worker of its own ({@link Workers}).
 */
public final class ClimateBiomes {

    /** The y that asks for the surface's biomes (depth 0) rather than those at a height. */
    public static final int SURFACE = Integer.MIN_VALUE;
    /** Points evaluated at once along a row. */
    private static final int BATCH = 64;
    private static final int TEMPERATURE = 0;
    private static final int VEGETATION = 1;
    private static final int CONTINENTS = 2;
    private static final int EROSION = 3;
    private static final int DEPTH = 4;
    private static final int RIDGES = 5;

    private final BiomeSource source;
    private final Program program;
    private final Map<String, Integer> index = new HashMap<>();
    /** The biome index of each entry of a multi-noise list (null for other sources). */
    private final int[] entryBiome;
    private final int seaLevel;
    private final Workers<Worker> workers;

    /** One call's frame, climate target and search. */
    private final class Worker {
        final Frame frame = program.newFrame(BATCH);
        final long[] target = new long[Climate.PARAMETERS];
        final RTree<String>.Cursor cursor = source instanceof BiomeSource.MultiNoise m ? m.cursor() : null;
        final BiomeSource.Erosion erosion = (x, y, z) -> frame.at(EROSION, x, y, z);
    }

    /** The climate biomes of a seeded world, as indices into {@code biomeIds} (its biome source's biomes). */
    public ClimateBiomes(RandomState state, List<String> biomeIds) {
        this.source = state.world().biomeSource();
        NoiseRouter r = state.router();
        program = Compiler.compile(Mode.DIRECT, List.of(r.temperature(), r.vegetation(), r.continents(), r.erosion(),
            r.depth(), r.ridges()));
        for (int i = 0; i < biomeIds.size(); i++) {
            index.put(biomeIds.get(i), i);
        }
        entryBiome = source instanceof BiomeSource.MultiNoise m
            ? m.entryBiomes(biomeIds) : null;
        seaLevel = state.world().settings().seaLevel();
        workers = new Workers<>(Worker::new);
    }

    private int indexOf(String biome) {
        Integer i = index.get(biome);
        if (i == null) {
            throw new IllegalStateException("the biome source gave " + biome + ", not among the world's biomes");
        }
        return i;
    }

    /**
     * The biomes of the quarts ({@code qxs[i]}, {@code qzs[j]}) for i &lt; {@code nx} and j in [{@code fromRow},
     * {@code toRow}), at block height {@code y} (its quart's) or at {@link #SURFACE}, into {@code out[j · nx + i]}
     * as indices into the world's biome ids. Quart coordinates are block coordinates divided by 4.
     */
    public void rows(int[] qxs, int nx, int[] qzs, int fromRow, int toRow, int y, short[] out) {
        Worker w = workers.take();
        try {
            for (int j = fromRow; j < toRow; j++) {
                row(w, qxs, nx, qzs[j], y, out, j * nx);
            }
        } finally {
            workers.give(w);
        }
    }

    /** The biome of one quart (block coordinates divided by 4), at block height {@code y} or {@link #SURFACE}. */
    public int biome(int qx, int qz, int y) {
        short[] one = new short[1];
        rows(new int[] {qx}, 1, new int[] {qz}, 0, 1, y, one);
        return one[0];
    }

    private void row(Worker w, int[] qxs, int nx, int qz, int y, short[] out, int at) {
        boolean surface = y == SURFACE;
        int by = surface ? 0 : y >> 2 << 2;
        if (source instanceof BiomeSource.ByPosition p) {
            int qy = (surface ? seaLevel : y) >> 2;
            for (int i = 0; i < nx; i++) {
                out[at + i] = (short) indexOf(p.biome(qxs[i], qy, qz, w.erosion));
            }
            return;
        }
        Frame f = w.frame;
        long[] t = w.target;
        for (int from = 0; from < nx; from += BATCH) {
            int n = Math.min(BATCH, nx - from);
            f.begin(n, false);
            for (int i = 0; i < n; i++) {
                f.x[i] = qxs[from + i] << 2;
                f.y[i] = by;
                f.z[i] = qz << 2;
            }
            f.run(TEMPERATURE);
            f.run(VEGETATION);
            f.run(CONTINENTS);
            f.run(EROSION);
            f.run(RIDGES);
            if (!surface) {
                f.run(DEPTH);
            }
            double[] temperature = f.values(TEMPERATURE);
            double[] vegetation = f.values(VEGETATION);
            double[] continents = f.values(CONTINENTS);
            double[] erosion = f.values(EROSION);
            double[] depth = f.values(DEPTH);
            double[] ridges = f.values(RIDGES);
            for (int i = 0; i < n; i++) {
                t[0] = Climate.quantize((float) temperature[i]);
                t[1] = Climate.quantize((float) vegetation[i]);
                t[2] = Climate.quantize((float) continents[i]);
                t[3] = Climate.quantize((float) erosion[i]);
                t[4] = surface ? 0L : Climate.quantize((float) depth[i]);
                t[5] = Climate.quantize((float) ridges[i]);
                t[6] = 0L;
                int biome;
                if (w.cursor != null) {
                    w.cursor.search(t);
                    biome = entryBiome[w.cursor.lastEntry()];
                } else {
                    biome = indexOf(source.biome(t));
                }
                out[at + from + i] = (short) biome;
            }
        }
    }
}
