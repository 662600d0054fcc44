package org.terrainexplorer.ui.world;

import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

/** Copies finished ARGB buffers into JavaFX images, reusing an image of the same size. FX thread only. */
final class ImageBlit {

    private WritableImage image;

    /** The buffer as an image (the same image object as last time when the size is unchanged). */
    WritableImage show(WorldEngine.Image frame) {
        if (image == null || (int) image.getWidth() != frame.width() || (int) image.getHeight() != frame.height()) {
            image = new WritableImage(frame.width(), frame.height());
        }
        image.getPixelWriter().setPixels(0, 0, frame.width(), frame.height(), PixelFormat.getIntArgbPreInstance(),
            frame.argb(), 0, frame.width());
        return image;
    }
}
