package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.PngImages;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.MapDrawing;
import org.terrainexplorer.session.WorldChunks;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code world map}: the world from above as a PNG. The surface, biome and height layers come from generated
 * chunks up to {@link #EXACT_LIMIT} blocks per pixel, and from the preview (the biome at the smooth surface
 * estimate) beyond, where a chunk per pixel would be too many. With {@code --saved-world} the surface layers come
 * from a saved world's chunks instead, and beyond that scale the map shows which chunks its saves hold.
 */
@Command(name = "map", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world map --center 3600,-3888 --blocks-per-pixel 1 \\",
        "      --size 384x256 --out peaks.png",
        "  terrain-explorer world map --layer biome --blocks-per-pixel 16 \\",
        "      --out biomes.png",
        "  terrain-explorer world map --preset frozen-peaks --out peaks-preset.png"},
    description = {"Draws the world from above as a PNG.",
        "surface is like a Minecraft map (surface blocks, water tinted by depth, hillshade); biome, height (with "
            + "contours every 16 blocks) and the climate layers continents, erosion, weirdness, peaks_valleys, "
            + "temperature, vegetation and depth (at sea level) are the router's values; climate_biome is the biomes "
            + "at 1:4 from the climate alone, as seed maps draw them (no terrain: at once at any scale), and "
            + "biome_at_y those the game stores at a height (--y; cave biomes). Up to "
            + WorldMapCommand.EXACT_LIMIT + " blocks per pixel the surface layers are the generated chunks; beyond, "
            + "a preview from the biome at the smooth surface estimate.",
        "With --saved-world the surface, biome and height layers are a saved world's chunks at any scale (a "
            + "column per pixel, read from the stored chunks; those it lacks dark and hatched: not generated), "
            + "plants showing the ground under them, the nether below its roof. Without --center the map is centred "
            + "on the middle of the chunks the world holds and, without --size, sized to show them all (at the "
            + "least --blocks-per-pixel that does, up to " + WorldMapCommand.FIT_LIMIT + " pixels a side)."})
final class WorldMapCommand implements Callable<Integer> {

    /** The most blocks per pixel at which the surface layers come from chunks. */
    static final int EXACT_LIMIT = MapDrawing.EXACT_LIMIT;

    /** The longest side of a saved world's map sized to its chunks (without {@code --size}). */
    static final int FIT_LIMIT = 1024;

    /** The scales tried, least first, to show a saved world's chunks whole (without {@code --blocks-per-pixel}). */
    private static final int[] FIT_SCALES = {1, 2, 4, 8, 16, 32, 64};

    private static final RenderCommand.Size DEFAULT_SIZE = new RenderCommand.Size(512, 512, "512x512");

    @Mixin
    WorldOptions options;

    @Mixin
    SavedWorldOption saved;

    @Option(names = "--center", paramLabel = "X,Z", converter = WorldCoordinates.Pair.class,
        description = "Block at the image's centre. Default: the preset's map centre, else 0,0.")
    WorldCoordinates.Ints center;

    @Option(names = "--blocks-per-pixel", paramLabel = "N",
        description = "Blocks per pixel, 1 to 64. Default: the preset's, else 1 (a saved world's map without "
            + "--center and --size: the least that shows its chunks).")
    Integer blocksPerPixel;

    @Option(names = "--size", paramLabel = "WxH", converter = RenderCommand.SizeConverter.class,
        description = "Image size in pixels, each side 1 to 4096. Default: 512x512 (a saved world's map without "
            + "--center: its chunks' size, up to " + FIT_LIMIT + " a side).")
    RenderCommand.Size size;

    @Option(names = "--layer", paramLabel = "LAYER", converter = LayerConverter.class,
        description = "surface, biome, climate_biome, biome_at_y, height, continents, erosion, weirdness, "
            + "peaks_valleys, temperature, vegetation or depth. Default: the preset's, else surface.")
    WorldLayer layer;

    @Option(names = "--y", paramLabel = "Y",
        description = "For --layer biome_at_y: the height whose biomes are drawn. Default: 0.")
    Integer biomeY;

    @Option(names = "--grid", description = "Draw chunk borders (up to 8 blocks per pixel).")
    boolean grid;

    @Mixin
    OutputFile output;

    private final TerrainCli.Streams streams;

    WorldMapCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        Optional<WorldPresets.MapView> presetView = options.preset().flatMap(WorldPresets.WorldPreset::map);
        int b = blocksPerPixel != null ? blocksPerPixel
            : presetView.map(WorldPresets.MapView::blocksPerPixel).orElse(1);
        if (b < 1 || b > WorldView.MAX_BLOCKS_PER_PIXEL) {
            throw new InputException("--blocks-per-pixel " + b + ": allowed 1 to " + WorldView.MAX_BLOCKS_PER_PIXEL);
        }
        RenderCommand.Size asked = size != null ? size : DEFAULT_SIZE;
        if (asked.width() < 1 || asked.height() < 1 || asked.width() > 4096 || asked.height() > 4096) {
            throw new InputException("--size " + asked.text() + ": each side 1 to 4096");
        }
        Path out = output.checked("the map is a PNG", ".png");
        WorldLayer shown = layer != null ? layer : presetView.map(v -> new LayerConverter().convert(v.layer()))
            .orElse(WorldLayer.SURFACE);
        if (saved.given() && shown.direct()) {
            throw new InputException("--layer " + shown.id() + ": a saved world has only its blocks; choose surface, "
                + "biome or height");
        }
        long start = System.nanoTime();
        ProgressReport progress = streams.progressReport("map");
        MapDrawing.Picture p;
        WorldView view;
        String placed = "";
        try (RenderPool pool = new RenderPool(); WorldChunks chunks = saved.given()
            ? saved.chunks(options, streams.err(), pool)
            : WorldChunks.generated(options.loaded(), pool, 0)) {
            Optional<int[]> held = center == null && saved.given() ? chunks.saved().readableChunkBounds()
                : Optional.empty();
            if (held.isPresent()) {
                // A saved world's map shows the chunks it holds: centred on their middle, sized to them.
                int[] c = held.get();
                view = fitted(c, b, asked);
                long spanX = ((long) c[2] - c[0] + 1) * 16;
                long spanZ = ((long) c[3] - c[1] + 1) * 16;
                boolean whole = spanX <= (long) view.width() * view.blocksPerPixel()
                    && spanZ <= (long) view.height() * view.blocksPerPixel();
                placed = String.format(Locale.ROOT, ", centred on the saved chunks %d,%d to %d,%d (%s)", c[0], c[1],
                    c[2], c[3], whole ? "all in view" : "their middle; " + (size != null ? "a larger --size"
                        : "a larger --blocks-per-pixel") + " shows them all");
                streams.err().printf(Locale.ROOT, "centre %d,%d (the middle of the saved chunks %d,%d to %d,%d)%n",
                    Math.round(view.centreX()), Math.round(view.centreZ()), c[0], c[1], c[2], c[3]);
            } else if (center == null && saved.given()) {
                // No chunks in this dimension: the spawn, else 0, 0.
                int[] at = chunks.saved().startPoint();
                view = new WorldView(at[0], at[1], b, asked.width(), asked.height());
                streams.err().println("centre " + at[0] + "," + at[1] + " (the saved world holds no chunks here)");
            } else {
                double x = center != null ? center.get(0) : presetView.map(WorldPresets.MapView::x).orElse(0.0);
                double z = center != null ? center.get(1) : presetView.map(WorldPresets.MapView::z).orElse(0.0);
                view = new WorldView(x, z, b, asked.width(), asked.height());
            }
            if (biomeY != null && shown != WorldLayer.BIOME_AT_Y) {
                throw new InputException("--y " + biomeY + ": only --layer biome_at_y draws a height");
            }
            p = MapDrawing.drawComplete(chunks, view, shown,
                new org.terrainexplorer.render.world.WorldMapRenderer.Style(grid, 16, biomeY == null ? 0 : biomeY),
                pool, progress);
        }
        progress.finish();
        try {
            PngImages.writeRgb(p.argb(), p.width(), p.height(), out);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        streams.out().printf(Locale.ROOT, "Wrote %s: %dx%d %s%s, %s per pixel%s%s, %.2f s%n", out, view.width(),
            view.height(), saved.given() && shown.direct() ? "stored chunks"
                : shown == WorldLayer.BIOME_AT_Y ? shown.id() + " " + (biomeY == null ? 0 : biomeY) : shown.id(),
            saved.given() ? " of the saved world " + saved.shownName() : " of " + options.describe(),
            Plural.of(b, "block"),
            p.missing() == 0 ? "" : ", " + Plural.of(p.missing(), "chunk") + " not generated",
            saved.given() ? ", " + Plural.of(p.read(), "chunk") + " read" + placed : "",
            (System.nanoTime() - start) / 1e9);
        return 0;
    }

    /**
     * The view centred on the middle of a saved world's chunks ({@code {minX, minZ, maxX, maxZ}}, chunk positions).
     * Without {@code --size} it is as large as they are, up to {@link #FIT_LIMIT} pixels a side, at {@code b}
     * blocks per pixel if given, else at the least of {@link #FIT_SCALES} that shows them whole.
     */
    private WorldView fitted(int[] c, int b, RenderCommand.Size asked) {
        int minX = c[0] * 16;
        int minZ = c[1] * 16;
        int maxX = c[2] * 16 + 15;
        int maxZ = c[3] * 16 + 15;
        if (size != null) {
            return WorldView.fitting(minX, minZ, maxX, maxZ, asked.width(), asked.height(), new int[] {b});
        }
        int[] scales = blocksPerPixel != null ? new int[] {b} : FIT_SCALES;
        WorldView v = WorldView.fitting(minX, minZ, maxX, maxZ, FIT_LIMIT, FIT_LIMIT, scales);
        int s = v.blocksPerPixel();
        int w = (int) Math.min(FIT_LIMIT, ((long) maxX - minX + s) / s);
        int h = (int) Math.min(FIT_LIMIT, ((long) maxZ - minZ + s) / s);
        return v.withSize(w, h);
    }

    static final class LayerConverter implements ITypeConverter<WorldLayer> {
        @Override
        public WorldLayer convert(String value) {
            return Converters.choose(value, List.of(WorldLayer.values()), WorldLayer::id);
        }
    }
}
