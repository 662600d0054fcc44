package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.export.MapExport;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code render}: writes an image of one layer of a region of the world, and says on standard output what
 * it wrote. A layer the format cannot hold and a file name that promises another format are refused: both
 * used to write something other than what was asked, silently.
 */
@Command(name = "render",
    mixinStandardHelpOptions = true,
    footer = {"", "Examples:",
        "  terrain-explorer render --preset islands --out island.png",
        "  terrain-explorer render --set frequency=5 --layer shaded --size 2048x1024 \\",
        "      --out map.png",
        "  terrain-explorer render --format png16 --size 2048x2048 --out height.png"},
    description = {"Renders one layer of a region of the world to an image file.",
        "The region is centred on --center, at --units-per-pixel world units per pixel; both default to the "
            + "preset's saved view, or else to the home view (centred on 0,0, one world unit across its "
            + "shorter side)."})
final class RenderCommand implements Callable<Integer> {

    @Mixin
    TerrainOptions terrain;

    @Option(names = "--layer", paramLabel = "LAYER", converter = LayerConverter.class,
        description = "elevation (gray), hypsometric, shaded, terrain (as the window shows it), moisture or "
            + "biome. Default: biome. The heightmap formats write elevation and take no other layer.")
    Layer layer;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "png", converter = FormatConverter.class,
        description = "png (8-bit RGB), png16 (16-bit grayscale elevation) or r16 (raw little-endian 16-bit "
            + "elevation). Default: ${DEFAULT-VALUE}.")
    MapExport.Format format;

    @Option(names = "--center", paramLabel = "X,Y", converter = CentreConverter.class,
        description = "World centre of the image, each coordinate -1e9 to 1e9.")
    Centre center;

    @Option(names = "--units-per-pixel", paramLabel = "U", converter = UnitsPerPixelConverter.class,
        description = "World units per pixel, 1e-7 to 1000.")
    Double unitsPerPixel;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "512x512", converter = SizeConverter.class,
        description = "Image size in pixels, each side 1 to 16384. Default: ${DEFAULT-VALUE}.")
    Size size;

    @Mixin
    OutputFile output;

    private final TerrainCli.Streams streams;

    RenderCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        // The command line's own mistakes first (exit 2), then the values' (exit 1).
        Layer chosenLayer = layer();
        checkExtension();
        Path out = output.checked("the " + format.id() + " file", extensions(format).toArray(new String[0]));
        checkSize(size);
        if (center != null) {
            checkCentre(center);
        }
        TerrainParams params = terrain.params();
        terrain.warnings().forEach(w -> streams.err().println("warning: " + w));
        Viewport view = viewport(size.width(), size.height());
        long start = System.nanoTime();
        try (RenderPool pool = new RenderPool()) {
            MapExport.export(pool, params, view, chosenLayer, format, out, MapExport.Progress.NONE);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        streams.out().printf(Locale.ROOT, "Wrote %s: %dx%d %s, %.2f s%n", out, size.width(), size.height(),
            format.heightmap() ? format.id() + " elevation" : chosenLayer.id(), seconds);
        streams.out().flush();
        return 0;
    }

    /** The layer to draw: any for png; for the heightmap formats elevation, which they always write. */
    private Layer layer() {
        if (!format.heightmap()) {
            return layer == null ? Layer.BIOME : layer;
        }
        if (layer != null && layer != Layer.ELEVATION) {
            throw new UsageException("--layer " + layer.id() + ": --format " + format.id() + " holds elevation "
                + "only; leave out --layer, or use --format png to draw " + layer.id());
        }
        return Layer.ELEVATION;
    }

    /** The file name endings a format is written with (raw heightmaps are as often .raw as .r16). */
    private static List<String> extensions(MapExport.Format format) {
        return format == MapExport.Format.R16 ? List.of(".r16", ".raw") : List.of("." + format.extension());
    }

    /** Refuses a file name that promises another format: map.jpg would have held PNG data. */
    private void checkExtension() {
        Path out = output.out;
        if (out.toString().isBlank()) {
            throw new InputException("--out '" + out + "': no file name; name the file to write");
        }
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        List<String> expected = extensions(format);
        if (expected.stream().anyMatch(name::endsWith)) {
            return;
        }
        String others = Arrays.stream(MapExport.Format.values())
            .filter(f -> extensions(f).stream().anyMatch(name::endsWith))
            .map(MapExport.Format::id).collect(Collectors.joining(" or "));
        throw new UsageException("--out " + out + ": expected a name ending in " + String.join(" or ", expected)
            + " for --format " + format.id() + (others.isEmpty() ? "" : "; for this name, use --format " + others));
    }

    private Viewport viewport(int width, int height) {
        Viewport home = terrain.savedView()
            .map(v -> Viewport.framing(v.centerX(), v.centerY(), v.span(), width, height))
            .orElse(Viewport.home(width, height));
        double upp = unitsPerPixel != null ? unitsPerPixel : home.unitsPerPixel();
        if (!(upp >= Viewport.MIN_UNITS_PER_PIXEL && upp <= Viewport.MAX_UNITS_PER_PIXEL)) {
            throw new InputException("--units-per-pixel " + Numbers.plain(upp) + ": out of range; allowed "
                + Numbers.range(Viewport.MIN_UNITS_PER_PIXEL, Viewport.MAX_UNITS_PER_PIXEL));
        }
        try {
            return center == null ? new Viewport(home.centerX(), home.centerY(), upp, width, height)
                : new Viewport(center.x(), center.y(), upp, width, height);
        } catch (IllegalArgumentException e) {
            throw new InputException(e.getMessage());
        }
    }

    /** A centre as typed: its coordinates, and its text for messages. */
    record Centre(double x, double y, String text) {
    }

    /** A size as typed: its sides, and its text for messages. */
    record Size(int width, int height, String text) {
    }

    /** Reads X,Y; two numbers of any size, which {@link #checkCentre} then limits. */
    static final class CentreConverter implements ITypeConverter<Centre> {
        @Override
        public Centre convert(String text) {
            String[] parts = text.split(",", -1);
            if (parts.length != 2) {
                throw new TypeConversionException("expected X,Y, such as 0.5,-0.25");
            }
            double[] xy = new double[2];
            for (int i = 0; i < 2; i++) {
                String part = parts[i].strip();
                if (!Param.isDecimal(part)) {
                    throw new TypeConversionException((i == 0 ? "x" : "y") + " '" + parts[i] + "' is not a number; "
                        + "expected X,Y, such as 0.5,-0.25");
                }
                xy[i] = Double.parseDouble(part);
            }
            return new Centre(xy[0], xy[1], text);
        }
    }

    /** Reads WIDTHxHEIGHT; two whole numbers, which {@link #checkSize} then limits. */
    static final class SizeConverter implements ITypeConverter<Size> {
        @Override
        public Size convert(String text) {
            String[] parts = text.split("[xX]", -1);
            if (parts.length != 2) {
                throw new TypeConversionException("expected WIDTHxHEIGHT, such as 1024x768");
            }
            int[] wh = new int[2];
            for (int i = 0; i < 2; i++) {
                try {
                    wh[i] = Integer.parseInt(parts[i].strip());
                } catch (NumberFormatException e) {
                    throw new TypeConversionException("'" + parts[i] + "' is not a whole number; expected "
                        + "WIDTHxHEIGHT, such as 1024x768");
                }
            }
            return new Size(wh[0], wh[1], text);
        }
    }

    /**
     * Refuses a centre beyond {@link Viewport#MAX_COORDINATE}, where the finest octaves lose their fractions
     * to rounding and the image comes out striped.
     */
    private static void checkCentre(Centre centre) {
        if (!(Math.abs(centre.x()) <= Viewport.MAX_COORDINATE && Math.abs(centre.y()) <= Viewport.MAX_COORDINATE)) {
            throw new InputException("--center " + centre.text() + ": out of range; allowed "
                + Numbers.range(-Viewport.MAX_COORDINATE, Viewport.MAX_COORDINATE) + " on each axis");
        }
    }

    private static void checkSize(Size size) {
        for (int side : new int[] {size.width(), size.height()}) {
            if (side < 1 || side > Viewport.MAX_SIZE) {
                throw new InputException("--size " + size.text() + ": " + side + " is out of range; allowed 1 to "
                    + Viewport.MAX_SIZE + " on each side");
            }
        }
    }

    static final class LayerConverter implements ITypeConverter<Layer> {
        @Override
        public Layer convert(String value) {
            return Converters.choose(value, List.of(Layer.values()), Layer::id);
        }
    }

    static final class FormatConverter implements ITypeConverter<MapExport.Format> {
        @Override
        public MapExport.Format convert(String value) {
            return Converters.choose(value, List.of(MapExport.Format.values()), MapExport.Format::id);
        }
    }

    static final class UnitsPerPixelConverter extends Converters.Decimal {
        UnitsPerPixelConverter() {
            super(Numbers.range(Viewport.MIN_UNITS_PER_PIXEL, Viewport.MAX_UNITS_PER_PIXEL));
        }
    }
}
