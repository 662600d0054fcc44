package org.terrainexplorer.export;

import java.awt.Image;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.color.ColorSpace;
import java.awt.image.ColorModel;
import java.awt.image.ComponentColorModel;
import java.awt.image.DataBuffer;
import java.awt.image.DataBufferInt;
import java.awt.image.DataBufferUShort;
import java.awt.image.DirectColorModel;
import java.awt.image.PixelInterleavedSampleModel;
import java.awt.image.Raster;
import java.awt.image.RenderedImage;
import java.awt.image.SampleModel;
import java.awt.image.SinglePixelPackedSampleModel;
import java.awt.image.WritableRaster;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.Locale;
import java.util.Vector;
import java.util.concurrent.CancellationException;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.FileImageOutputStream;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.AtomicFiles;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.Region;
import org.terrainexplorer.render.TerrainRenderer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * Exports a view as an image file of any size up to 16384×16384, rendering it in strips of
 * {@link #STRIP_ROWS} rows so memory stays bounded (a whole 16384² ARGB image would be 1 GiB): the PNG
 * writer pulls rows one at a time, and each strip is rendered when the writer reaches it.
 *
 * <ul>
 *   <li>{@link Format#PNG}: 8-bit RGB of any layer;</li>
 *   <li>{@link Format#PNG16}: 16-bit grayscale elevation, 0 to 65535 for elevation 0 to 1;</li>
 *   <li>{@link Format#R16}: the same samples as raw little-endian 16-bit, row by row, as Unity and Unreal
 *       import heightmaps.</li>
 * </ul>
 *
 * <p>Pixels equal the renderer's for the same view (strips are regions of it). The file is written to a
 * temporary file and renamed when complete, so a cancel or an error leaves no partial file and the old one
 * intact.
 */
public final class MapExport {

    /** Rows rendered at a time: at 16384 columns, about 45 MB of fields and pixels. */
    public static final int STRIP_ROWS = 128;

    /** The file formats. */
    public enum Format {
        PNG("png"),
        PNG16("png"),
        R16("r16");

        private final String extension;

        Format(String extension) {
            this.extension = extension;
        }

        /** The command line's name: png, png16, r16. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The file name extension, without the dot. */
        public String extension() {
            return extension;
        }

        /** Whether the format holds elevation only. */
        public boolean heightmap() {
            return this != PNG;
        }

        public static Format byId(String id) {
            for (Format f : values()) {
                if (f.id().equalsIgnoreCase(id.strip())) {
                    return f;
                }
            }
            throw new IllegalArgumentException("format: '" + id + "' is not one of png, png16, r16");
        }
    }

    /** Progress reports and the cancel check, polled once per strip. */
    public interface Progress {
        /** {@code done} of {@code total} rows are written. */
        void rows(int done, int total);

        /** Whether the export should stop; the file is then not written. */
        boolean cancelled();

        /** No reports, never cancelled. */
        Progress NONE = new Progress() {
            @Override
            public void rows(int done, int total) {
            }

            @Override
            public boolean cancelled() {
                return false;
            }
        };
    }

    private MapExport() {
    }

    /**
     * Renders {@code view} and writes it to {@code target}: the {@code layer} for PNG, elevation for the
     * heightmap formats. Throws {@link CancellationException} if cancelled, {@link IOException} naming the
     * file if it cannot be written; in both cases no file is left behind.
     */
    public static void export(RenderPool pool, TerrainParams params, Viewport view, Layer layer, Format format,
                              Path target, Progress progress) throws IOException {
        Strips strips = new Strips(pool, params, view, format.heightmap() ? EnumSet.noneOf(Layer.class)
            : EnumSet.of(layer), layer, progress);
        AtomicFiles.writeFile(target, temporary -> {
            switch (format) {
                case PNG -> writePng(new StripImage(strips, false), temporary);
                case PNG16 -> writePng(new StripImage(strips, true), temporary);
                case R16 -> writeRaw16(strips, temporary);
            }
        });
        progress.rows(view.height(), view.height());
    }

    private static void writePng(RenderedImage image, Path file) throws IOException {
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
        if (!writers.hasNext()) {
            throw new IOException("no PNG writer available");
        }
        ImageWriter writer = writers.next();
        try (FileImageOutputStream out = new FileImageOutputStream(file.toFile())) {
            writer.setOutput(out);
            writer.write(image);
        } catch (UncheckedCancellation e) {
            throw e.cancellation;
        } finally {
            writer.dispose();
        }
    }

    private static void writeRaw16(Strips strips, Path file) throws IOException {
        int width = strips.view.width();
        byte[] bytes = new byte[width * 2];
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING), 1 << 16)) {
            for (int row = 0; row < strips.view.height(); row++) {
                float[] elevation = strips.elevationRow(row);
                for (int x = 0; x < width; x++) {
                    int v = toSixteenBits(elevation[x]);
                    bytes[2 * x] = (byte) v;
                    bytes[2 * x + 1] = (byte) (v >>> 8);
                }
                out.write(bytes);
            }
        }
    }

    /** Elevation in [0, 1] as a 16-bit sample, 0 to 65535. */
    public static int toSixteenBits(float elevation) {
        float e = elevation < 0 ? 0 : (elevation > 1 ? 1 : elevation);
        return Math.round(e * 65535);
    }

    /** Renders the view strip by strip as rows are asked for, in order. */
    private static final class Strips {
        final Viewport view;
        final TerrainRenderer renderer;
        final TerrainParams params;
        final EnumSet<Layer> layers;
        final Layer layer;
        final Progress progress;
        final float[] elevationRow;
        int stripTop = -1;
        int stripRows;

        Strips(RenderPool pool, TerrainParams params, Viewport view, EnumSet<Layer> layers, Layer layer,
               Progress progress) {
            this.view = view;
            this.renderer = new TerrainRenderer(pool);
            this.params = params;
            this.layers = layers;
            this.layer = layer;
            this.progress = progress;
            this.elevationRow = new float[view.width()];
        }

        /** Makes sure the strip holding {@code row} is rendered; returns the row's index within it. */
        int ensure(int row) {
            if (stripTop < 0 || row < stripTop || row >= stripTop + stripRows) {
                if (progress.cancelled()) {
                    throw new CancellationException("export cancelled");
                }
                progress.rows(row, view.height());
                stripTop = row - row % STRIP_ROWS;
                stripRows = Math.min(STRIP_ROWS, view.height() - stripTop);
                renderer.render(params, view, new Region(0, stripTop, view.width(), stripRows), layers,
                    progress::cancelled);
            }
            return row - stripTop;
        }

        /** Copies {@code count} pixels of a row, from column {@code x}, into {@code out} at {@code offset}. */
        void copyArgbRow(int row, int x, int count, int[] out, int offset) {
            int within = ensure(row);
            System.arraycopy(renderer.image(layer), within * view.width() + x, out, offset, count);
        }

        float[] elevationRow(int row) {
            renderer.copyElevationRow(ensure(row), elevationRow);
            return elevationRow;
        }
    }

    /** Carries a cancellation through the PNG writer, which only declares IOException. */
    private static final class UncheckedCancellation extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient CancellationException cancellation;

        UncheckedCancellation(CancellationException cancellation) {
            super(cancellation);
            this.cancellation = cancellation;
        }
    }

    /**
     * The export as a {@link RenderedImage} whose rows are rendered on demand: the PNG writer asks for one
     * row at a time ({@code getData} of a one-row rectangle), top to bottom.
     *
     * <p>The image is tiled in one-row tiles. A single tile the size of the image would be read whole: the
     * PNG writer of JDK 25 takes a single-tile image's {@code getTile(0, 0)} for every row, which here would
     * render the entire view once per row.
     */
    private static final class StripImage implements RenderedImage {
        private final Strips strips;
        private final boolean sixteenBits;
        private final int width;
        private final int height;
        private final ColorModel colorModel;
        private final SampleModel sampleModel;

        StripImage(Strips strips, boolean sixteenBits) {
            this.strips = strips;
            this.sixteenBits = sixteenBits;
            width = strips.view.width();
            height = strips.view.height();
            if (sixteenBits) {
                colorModel = new ComponentColorModel(ColorSpace.getInstance(ColorSpace.CS_GRAY), new int[] {16},
                    false, false, ColorModel.OPAQUE, DataBuffer.TYPE_USHORT);
                sampleModel = new PixelInterleavedSampleModel(DataBuffer.TYPE_USHORT, width, height, 1, width,
                    new int[] {0});
            } else {
                colorModel = new DirectColorModel(24, 0xFF0000, 0x00FF00, 0x0000FF);
                sampleModel = new SinglePixelPackedSampleModel(DataBuffer.TYPE_INT, width, height,
                    new int[] {0xFF0000, 0x00FF00, 0x0000FF});
            }
        }

        @Override
        public Raster getData(Rectangle rect) {
            WritableRaster raster = Raster.createWritableRaster(
                sampleModel.createCompatibleSampleModel(rect.width, rect.height), new Point(rect.x, rect.y));
            for (int row = rect.y; row < rect.y + rect.height; row++) {
                try {
                    if (sixteenBits) {
                        float[] elevation = strips.elevationRow(row);
                        short[] samples = ((DataBufferUShort) raster.getDataBuffer()).getData();
                        for (int x = 0; x < rect.width; x++) {
                            samples[(row - rect.y) * rect.width + x] = (short) toSixteenBits(elevation[rect.x + x]);
                        }
                    } else {
                        int[] pixels = ((DataBufferInt) raster.getDataBuffer()).getData();
                        strips.copyArgbRow(row, rect.x, rect.width, pixels, (row - rect.y) * rect.width);
                    }
                } catch (CancellationException e) {
                    throw new UncheckedCancellation(e);
                }
            }
            return raster;
        }

        @Override
        public Raster getData() {
            return getData(new Rectangle(0, 0, width, height));
        }

        @Override
        public WritableRaster copyData(WritableRaster raster) {
            Raster data = getData(raster.getBounds());
            raster.setRect(data);
            return raster;
        }

        /** Tile (0, row): one row, rendered (with its strip) when first asked for. */
        @Override
        public Raster getTile(int tileX, int tileY) {
            return getData(new Rectangle(0, tileY, width, 1));
        }

        @Override
        public Vector<RenderedImage> getSources() {
            return null;
        }

        @Override
        public Object getProperty(String name) {
            return Image.UndefinedProperty;
        }

        @Override
        public String[] getPropertyNames() {
            return null;
        }

        @Override
        public ColorModel getColorModel() {
            return colorModel;
        }

        @Override
        public SampleModel getSampleModel() {
            return sampleModel;
        }

        @Override
        public int getWidth() {
            return width;
        }

        @Override
        public int getHeight() {
            return height;
        }

        @Override
        public int getMinX() {
            return 0;
        }

        @Override
        public int getMinY() {
            return 0;
        }

        @Override
        public int getNumXTiles() {
            return 1;
        }

        @Override
        public int getNumYTiles() {
            return height;
        }

        @Override
        public int getMinTileX() {
            return 0;
        }

        @Override
        public int getMinTileY() {
            return 0;
        }

        @Override
        public int getTileWidth() {
            return width;
        }

        @Override
        public int getTileHeight() {
            return 1;
        }

        @Override
        public int getTileGridXOffset() {
            return 0;
        }

        @Override
        public int getTileGridYOffset() {
            return 0;
        }
    }
}
