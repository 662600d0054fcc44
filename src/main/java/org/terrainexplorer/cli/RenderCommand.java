package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.terrainexplorer.io.MapExport;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.RenderPool;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.TerrainParams;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code render}: writes an image of one layer of a region of the world. */
@Command(name = "render",
    mixinStandardHelpOptions = true,
    description = {"Renders one layer of a region of the world to an image file.",
        "The region is centred on --center with --units-per-pixel world units per pixel; by default the",
        "preset's saved view, or the home view (one world unit across the shorter side)."})
final class RenderCommand implements Callable<Integer> {

    @Mixin
    TerrainOptions terrain;

    @Option(names = "--layer", paramLabel = "LAYER", defaultValue = "biome",
        description = "elevation (gray), hypsometric, shaded, terrain (as the window shows it), moisture or "
            + "biome. Default: ${DEFAULT-VALUE}. Heightmap formats always write elevation.")
    String layer;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "png",
        description = "png (8-bit RGB), png16 (16-bit grayscale elevation) or r16 (raw little-endian 16-bit "
            + "elevation). Default: ${DEFAULT-VALUE}.")
    String format;

    @Option(names = "--center", paramLabel = "X,Y", description = "World centre of the image.")
    String center;

    @Option(names = "--units-per-pixel", paramLabel = "U", description = "World units per pixel.")
    Double unitsPerPixel;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "512x512",
        description = "Image size in pixels, each side 1 to 16384. Default: ${DEFAULT-VALUE}.")
    String size;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The file to write.")
    Path out;

    private final TerrainCli.Streams streams;

    RenderCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        Layer chosenLayer = parse(() -> Layer.byId(layer));
        MapExport.Format chosenFormat = parse(() -> MapExport.Format.byId(format));
        int[] wh = parseSize(size);
        TerrainParams params = terrain.params();
        terrain.warnings().forEach(w -> streams.err().println("warning: " + w));
        Viewport view = viewport(wh[0], wh[1]);
        try (RenderPool pool = new RenderPool()) {
            MapExport.export(pool, params, view, chosenLayer, chosenFormat, out, MapExport.Progress.NONE);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        return 0;
    }

    private Viewport viewport(int width, int height) {
        Viewport home = terrain.savedView().map(v -> v.at(width, height)).orElse(Viewport.home(width, height));
        double cx = home.centerX();
        double cy = home.centerY();
        if (center != null) {
            String[] parts = center.split(",", -1);
            if (parts.length != 2) {
                throw new InputException("--center " + center + ": expected X,Y");
            }
            cx = number("--center x", parts[0]);
            cy = number("--center y", parts[1]);
        }
        double upp = unitsPerPixel != null ? unitsPerPixel : home.unitsPerPixel();
        if (!(upp >= Viewport.MIN_UNITS_PER_PIXEL && upp <= Viewport.MAX_UNITS_PER_PIXEL)) {
            throw new InputException("--units-per-pixel " + upp + ": out of range; allowed "
                + Viewport.MIN_UNITS_PER_PIXEL + " to " + Viewport.MAX_UNITS_PER_PIXEL);
        }
        try {
            return new Viewport(cx, cy, upp, width, height);
        } catch (IllegalArgumentException e) {
            throw new InputException(e.getMessage());
        }
    }

    static int[] parseSize(String text) {
        String[] parts = text.toLowerCase(Locale.ROOT).split("x", -1);
        if (parts.length != 2) {
            throw new InputException("--size " + text + ": expected WIDTHxHEIGHT, such as 1024x768");
        }
        int[] wh = new int[2];
        for (int i = 0; i < 2; i++) {
            try {
                wh[i] = Integer.parseInt(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new InputException("--size " + text + ": '" + parts[i] + "' is not a whole number");
            }
            if (wh[i] < 1 || wh[i] > Viewport.MAX_SIZE) {
                throw new InputException("--size " + text + ": " + wh[i] + " is out of range; allowed 1 to "
                    + Viewport.MAX_SIZE + " on each side");
            }
        }
        return wh;
    }

    private static double number(String what, String text) {
        try {
            double v = Double.parseDouble(text.strip());
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new InputException(what + ": '" + text + "' is not a finite number");
    }

    private static <T> T parse(Supplier<T> parser) {
        try {
            return parser.get();
        } catch (IllegalArgumentException e) {
            throw new InputException("--" + e.getMessage());
        }
    }
}
