package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.terrainexplorer.io.PngImages;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.ChunkColumns;
import org.terrainexplorer.render.world.SectionData;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code world section}: a vertical slice along x (at a fixed z) or along z (at a fixed x), one pixel per block over
 * the world's full height: the generated blocks, or the final density as the chunks computed it. With {@code
 * --saved-world}, a saved world's blocks instead, its missing chunks drawn as not generated.
 */
@Command(name = "section", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Draws a vertical slice through the world as a PNG, one pixel per block, over its full height.",
        "--z Z slices along x (from --from to --to at that z); --x X slices along z. The blocks layer shows the "
            + "generated blocks (air underground dark, the sky light, the sea level dashed); the density layer shows the "
            + "final density as the chunks computed it (red solid, blue open, the zero contour black).",
        "With --saved-world the blocks are a saved world's, over its height (chunks it lacks dark and hatched: not "
            + "generated); the density layer needs a generated world."})
final class WorldSectionCommand implements Callable<Integer> {

    /** The longest slice. */
    static final int MAX_LENGTH = 4096;

    @Mixin
    WorldOptions options;

    @Mixin
    SavedWorldOption saved;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Line line;

    static final class Line {
        @Option(names = "--x", paramLabel = "X", description = "Slice along z at this x.")
        Integer x;

        @Option(names = "--z", paramLabel = "Z", description = "Slice along x at this z.")
        Integer z;
    }

    @Option(names = "--from", paramLabel = "A", required = true, description = "First block along the slice.")
    int from;

    @Option(names = "--to", paramLabel = "B", required = true, description = "Last block along the slice.")
    int to;

    @Option(names = "--layer", paramLabel = "LAYER", defaultValue = "blocks", converter = LayerConverter.class,
        description = "blocks or density. Default: ${DEFAULT-VALUE}.")
    SectionRenderer.Layer layer;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The PNG to write (atomically).")
    Path out;

    private final TerrainCli.Streams streams;

    WorldSectionCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        saved.checkAlone();
        int fixed = line.x != null ? line.x : line.z;
        for (long v : new long[] {fixed, from, to}) {
            if (Math.abs(v) > WorldCoordinates.LIMIT) {
                throw new InputException(v + " is beyond the world's limit of ±" + WorldCoordinates.LIMIT);
            }
        }
        int a = Math.min(from, to);
        int b = Math.max(from, to);
        if (b - a + 1 > MAX_LENGTH) {
            throw new InputException("--from " + from + " --to " + to + ": " + (b - a + 1) + " blocks; at most "
                + MAX_LENGTH);
        }
        if (!out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new InputException("--out " + out + ": the section is a PNG; name the file .png");
        }
        if (saved.given()) {
            return drawSaved(fixed, a, b - a + 1);
        }
        long start = System.nanoTime();
        RandomState state = options.state();
        WorldDefinition world = state.world();
        WorldGenerator generator = new WorldGenerator(state);
        boolean alongX = line.z != null;
        int width = b - a + 1;
        int[] xs = new int[width];
        int[] zs = new int[width];
        along(fixed, a, xs, zs);
        ChunkData[] columns;
        double[][] density = layer == SectionRenderer.Layer.DENSITY ? new double[width][] : null;
        try (RenderPool pool = new RenderPool()) {
            columns = chunksOf(xs, zs, pool, p -> generator.generate(p, () -> false));
            if (density != null) {
                pool.forEach(width, i -> density[i] = generator.columnDensity(xs[i], zs[i]));
            }
        }
        SectionData data = new ChunkColumns(columns, xs, zs, world.minY(), world.height(), world.palette(), density);
        int[] argb = new int[width * world.height()];
        SectionRenderer.render(data, layer, world.settings().seaLevel(), argb, () -> false);
        try {
            PngImages.writeRgb(argb, width, world.height(), out);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        streams.out().printf("Wrote %s: %dx%d %s section %s %d, %.2f s%n", out, width, world.height(), layer.id(),
            alongX ? "at z" : "at x", fixed, (System.nanoTime() - start) / 1e9);
        return 0;
    }

    /** Draws the slice from a saved world's region files: nothing is generated. */
    private int drawSaved(int fixed, int a, int width) {
        if (layer == SectionRenderer.Layer.DENSITY) {
            throw new InputException("--layer density: a saved world stores its blocks, not the density that made "
                + "them; choose blocks");
        }
        long start = System.nanoTime();
        boolean alongX = line.z != null;
        int[] argb;
        int height;
        int missing = 0;
        try (SavedWorld world = saved.open(options, streams.err()); RenderPool pool = new RenderPool()) {
            int[] xs = new int[width];
            int[] zs = new int[width];
            along(fixed, a, xs, zs);
            ChunkData[] columns = chunksOf(xs, zs, pool, world::chunk);
            java.util.Set<ChunkPos> absent = new java.util.HashSet<>();
            for (int i = 0; i < width; i++) {
                if (columns[i] == null) {
                    absent.add(ChunkPos.ofBlock(xs[i], zs[i]));
                }
            }
            missing = absent.size();
            height = world.height();
            SectionData data = new ChunkColumns(columns, xs, zs, world.minY(), height, world.palette(), null);
            argb = new int[width * height];
            SectionRenderer.render(data, layer, world.seaLevel().orElse(Integer.MIN_VALUE), argb, () -> false);
        }
        try {
            PngImages.writeRgb(argb, width, height, out);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        streams.out().printf("Wrote %s: %dx%d blocks section %s %d of the saved world %s%s, %.2f s%n", out, width,
            height, alongX ? "at z" : "at x", fixed, saved.folder.getFileName(),
            missing == 0 ? "" : ", " + missing + " chunks not generated", (System.nanoTime() - start) / 1e9);
        return 0;
    }

    /** The line's block columns: along x at z = {@code fixed} (--z), or along z at x = {@code fixed}, from {@code a}. */
    private void along(int fixed, int a, int[] xs, int[] zs) {
        boolean alongX = line.z != null;
        for (int i = 0; i < xs.length; i++) {
            xs[i] = alongX ? a + i : fixed;
            zs[i] = alongX ? fixed : a + i;
        }
    }

    /** Each column's chunk as {@code source} gives it (null: none), every chunk asked for once, in parallel. */
    private static ChunkData[] chunksOf(int[] xs, int[] zs, RenderPool pool,
                                        java.util.function.Function<ChunkPos, ChunkData> source) {
        List<ChunkPos> needed = new java.util.ArrayList<>(new java.util.LinkedHashSet<>(
            java.util.stream.IntStream.range(0, xs.length).mapToObj(i -> ChunkPos.ofBlock(xs[i], zs[i])).toList()));
        ChunkData[] made = new ChunkData[needed.size()];
        pool.forEach(made.length, i -> made[i] = source.apply(needed.get(i)));
        Map<ChunkPos, ChunkData> chunks = new HashMap<>();
        for (int i = 0; i < made.length; i++) {
            chunks.put(needed.get(i), made[i]);
        }
        ChunkData[] columns = new ChunkData[xs.length];
        for (int i = 0; i < xs.length; i++) {
            columns[i] = chunks.get(ChunkPos.ofBlock(xs[i], zs[i]));
        }
        return columns;
    }

    static final class LayerConverter implements ITypeConverter<SectionRenderer.Layer> {
        @Override
        public SectionRenderer.Layer convert(String value) {
            return Converters.choose(value, List.of(SectionRenderer.Layer.values()), SectionRenderer.Layer::id);
        }
    }
}
