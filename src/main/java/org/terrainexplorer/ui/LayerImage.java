package org.terrainexplorer.ui;

import java.nio.IntBuffer;
import java.util.ArrayDeque;
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
    /** The buffers of the last two sizes shown: a drag alternates coarse and full frames. */
    private final ArrayDeque<Surface> surfaces = new ArrayDeque<>();
    private int width;
    private int height;

    private record Surface(int width, int height, IntBuffer pixels, PixelBuffer<IntBuffer> buffer,
                           WritableImage image) {
    }

    /** The image to show. */
    ReadOnlyObjectProperty<Image> imageProperty() {
        return image.getReadOnlyProperty();
    }

    /** Shows {@code argb} (opaque, so premultiplied and straight alpha agree) of the given size. */
    void show(int[] argb, int w, int h) {
        Surface surface = surface(w, h);
        surface.buffer().updateBuffer(b -> {
            System.arraycopy(argb, 0, surface.pixels().array(), 0, w * h);
            return null;
        });
        width = w;
        height = h;
        image.set(surface.image());
    }

    private Surface surface(int w, int h) {
        for (Surface s : surfaces) {
            if (s.width() == w && s.height() == h) {
                return s;
            }
        }
        IntBuffer pixels = IntBuffer.allocate(w * h);
        PixelBuffer<IntBuffer> buffer = new PixelBuffer<>(w, h, pixels, PixelFormat.getIntArgbPreInstance());
        Surface made = new Surface(w, h, pixels, buffer, new WritableImage(buffer));
        if (surfaces.size() == 2) {
            surfaces.removeFirst();
        }
        surfaces.addLast(made);
        return made;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }
}
