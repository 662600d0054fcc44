package org.terrainexplorer.ui;

import java.nio.IntBuffer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.image.Image;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

/**
 * One map layer on screen: a {@link WritableImage} over a {@link PixelBuffer}, refilled in one step from a
 * finished frame, so the picture is swapped whole (no tearing). A change of size makes a new buffer. FX
 * thread only.
 */
final class LayerImage {

    private final ReadOnlyObjectWrapper<Image> image = new ReadOnlyObjectWrapper<>(this, "image");
    private PixelBuffer<IntBuffer> buffer;
    private IntBuffer pixels;
    private int width;
    private int height;

    /** The image to show. */
    ReadOnlyObjectProperty<Image> imageProperty() {
        return image.getReadOnlyProperty();
    }

    /** Shows {@code argb} (opaque, so premultiplied and straight alpha agree) of the given size. */
    void show(int[] argb, int w, int h) {
        if (buffer == null || w != width || h != height) {
            pixels = IntBuffer.allocate(w * h);
            buffer = new PixelBuffer<>(w, h, pixels, PixelFormat.getIntArgbPreInstance());
            width = w;
            height = h;
            System.arraycopy(argb, 0, pixels.array(), 0, w * h);
            image.set(new WritableImage(buffer));
            return;
        }
        buffer.updateBuffer(b -> {
            System.arraycopy(argb, 0, pixels.array(), 0, w * h);
            return null;
        });
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }
}
