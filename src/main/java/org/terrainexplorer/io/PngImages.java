package org.terrainexplorer.io;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** Writes ARGB pixels as an 8-bit RGB PNG, atomically. */
public final class PngImages {

    private PngImages() {
    }

    /** Writes {@code argb} (row by row, {@code width × height}) to {@code target} as an opaque PNG. */
    public static void writeRgb(int[] argb, int width, int height, Path target) throws IOException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        System.arraycopy(argb, 0, pixels, 0, width * height);
        AtomicFiles.write(target, out -> {
            if (!ImageIO.write(image, "png", out)) {
                throw new IOException("no PNG writer available");
            }
        });
    }
}
