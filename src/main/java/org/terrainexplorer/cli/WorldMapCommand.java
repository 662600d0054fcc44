package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import org.terrainexplorer.io.PngImages;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.MapColumns;
import org.terrainexplorer.render.world.SavedMapSampler;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldMapRenderer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code world map}: the world from above as a PNG. The surface, biome and height layers come from generated
 * chunks up to {@link #EXACT_LIMIT} blocks per pixel, and from the preview (the biome at the smooth surface
 * estimate) beyond, where a chunk per pixel would be too many. With {@code --saved-world} the surface layers come
 * from a saved world's stored chunks at every scale, a column per pixel.
 */
@Command(name = "map", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Draws the world from above as a PNG.",
        "surface is like a Minecraft map (surface blocks, water tinted by depth, hillshade); biome, height (with "
            + "contours every 16 blocks) and the climate layers continents, erosion, weirdness, peaks_valleys, "
            + "temperature, vegetation and depth (at sea level) are the router's values. Up to "
            + WorldMapCommand.EXACT_LIMIT + " blocks per pixel the surface layers are the generated chunks; beyond, "
            + "a preview from the biome at the smooth surface estimate.",
        "With --saved-world the surface, biome and height layers are a saved world's chunks at any scale (a "
            + "column per pixel, read from the stored chunks; those it lacks dark and hatched: not generated), "
            + "plants showing the ground under them, the nether below its roof. Without --center the map opens at "
            + "the spawn, or where the world's chunks are."})
final class WorldMapCommand implements Callable<Integer> {

    /** The most blocks per pixel at which the surface layers come from chunks. */
    static final int EXACT_LIMIT = 2;

    /** The sea level a saved world's height layer colours from when level.dat does not say (the overworld's). */
    static final int ASSUMED_SEA_LEVEL = 63;

    @Mixin
    WorldOptions options;

    @Mixin
    SavedWorldOption saved;

    @Option(names = "--center", paramLabel = "X,Z", converter = WorldCoordinates.Pair.class,
        description = "Block at the image's centre. Default: 0,0.")
    WorldCoordinates.Ints center;

    @Option(names = "--blocks-per-pixel", paramLabel = "N", defaultValue = "1",
        description = "Blocks per pixel, 1 to 64. Default: ${DEFAULT-VALUE}.")
    int blocksPerPixel;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "512x512", converter = RenderCommand.SizeConverter.class,
        description = "Image size in pixels, each side 1 to 4096. Default: ${DEFAULT-VALUE}.")
    RenderCommand.Size size;

    @Option(names = "--layer", paramLabel = "LAYER", defaultValue = "surface", converter = LayerConverter.class,
        description = "surface, biome, height, continents, erosion, weirdness, peaks_valleys, temperature, "
            + "vegetation or depth. Default: ${DEFAULT-VALUE}.")
    WorldLayer layer;

    @Option(names = "--grid", description = "Draw chunk borders (up to 8 blocks per pixel).")
    boolean grid;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The PNG to write (atomically).")
    Path out;

    private final TerrainCli.Streams streams;

    WorldMapCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (blocksPerPixel < 1 || blocksPerPixel > WorldView.MAX_BLOCKS_PER_PIXEL) {
            throw new InputException("--blocks-per-pixel " + blocksPerPixel + ": allowed 1 to "
                + WorldView.MAX_BLOCKS_PER_PIXEL);
        }
        if (size.width() < 1 || size.height() < 1 || size.width() > 4096 || size.height() > 4096) {
            throw new InputException("--size " + size.text() + ": each side 1 to 4096");
        }
        if (!out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new InputException("--out " + out + ": the map is a PNG; name the file .png");
        }
        saved.checkAlone();
        if (saved.given()) {
            return drawSaved();
        }
        long start = System.nanoTime();
        RandomState state = options.state();
        WorldView view = new WorldView(center == null ? 0 : center.get(0), center == null ? 0 : center.get(1),
            blocksPerPixel, size.width(), size.height());
        WorldGenerator generator = new WorldGenerator(state);
        WorldMapRenderer renderer = new WorldMapRenderer(new WorldSampler(state), generator.biomeIds());
        int[] argb = new int[view.width() * view.height()];
        try (RenderPool pool = new RenderPool()) {
            WorldMapRenderer.SurfaceSource chunks = null;
            if (!layer.climate() && blocksPerPixel <= EXACT_LIMIT) {
                Map<ChunkPos, SurfaceData> made = new ConcurrentHashMap<>();
                List<ChunkPos> needed = chunksOf(view);
                pool.forEach(needed.size(), i -> made.put(needed.get(i),
                    generator.generateSurface(needed.get(i), () -> false)));
                chunks = made::get;
            }
            renderer.render(view, layer, chunks, new WorldMapRenderer.Style(grid, 16), argb, pool, () -> false);
        }
        try {
            PngImages.writeRgb(argb, view.width(), view.height(), out);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        streams.out().printf("Wrote %s: %dx%d %s, %d blocks per pixel, %.2f s%n", out, view.width(), view.height(),
            layer.id(), blocksPerPixel, (System.nanoTime() - start) / 1e9);
        return 0;
    }

    /** Draws from a saved world's region files: nothing is generated. */
    private int drawSaved() {
        if (layer.climate()) {
            throw new InputException("--layer " + layer.id() + ": a saved world has only its blocks; choose surface, "
                + "biome or height");
        }
        long start = System.nanoTime();
        int[] argb = new int[size.width() * size.height()];
        int read;
        WorldView view;
        try (SavedWorld world = saved.open(options, streams.err()); RenderPool pool = new RenderPool()) {
            int[] at = center != null ? new int[] {center.get(0), center.get(1)} : world.startPoint();
            if (center == null) {
                streams.err().println("centre " + at[0] + "," + at[1] + (world.spawn().isPresent()
                    && world.spawn().get()[0] == at[0] && world.spawn().get()[2] == at[1]
                    ? " (the spawn point)" : " (among the saved chunks)"));
            }
            view = new WorldView(at[0], at[1], blocksPerPixel, size.width(), size.height());
            MapColumns columns = new MapColumns(view.width() * view.height());
            read = SavedMapSampler.fill(view, () -> world.columns()::sample, world.palette(), world::stored, columns,
                pool, () -> false);
            WorldMapRenderer renderer = new WorldMapRenderer(world.palette(), world.biomeIds(), world.minY(),
                world.height(), world.seaLevel().orElse(ASSUMED_SEA_LEVEL));
            renderer.renderColumns(view, layer, columns, new WorldMapRenderer.Style(grid, 16), argb, pool);
        }
        try {
            PngImages.writeRgb(argb, view.width(), view.height(), out);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        streams.out().printf("Wrote %s: %dx%d %s of the saved world %s, %d blocks per pixel, %d chunks read, %.2f s%n",
            out, view.width(), view.height(), layer.id(), saved.folder.getFileName(), blocksPerPixel, read,
            (System.nanoTime() - start) / 1e9);
        return 0;
    }

    /** The chunks holding the blocks a view samples. */
    static List<ChunkPos> chunksOf(WorldView view) {
        Set<ChunkPos> chunks = new LinkedHashSet<>();
        for (int j = 0; j < view.height(); j++) {
            int z = view.blockZ(j);
            for (int i = 0; i < view.width(); i++) {
                chunks.add(ChunkPos.ofBlock(view.blockX(i), z));
            }
        }
        return new ArrayList<>(chunks);
    }

    static final class LayerConverter implements ITypeConverter<WorldLayer> {
        @Override
        public WorldLayer convert(String value) {
            return Converters.choose(value, List.of(WorldLayer.values()), WorldLayer::id);
        }
    }
}
