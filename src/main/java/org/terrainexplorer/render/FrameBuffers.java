package org.terrainexplorer.render;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.Set;

/**
 * The arrays frames are copied into, recycled: a frame handed back with {@link Frame#release()} gives its
 * arrays to the next frame of the same size and layers, so a drag does not allocate megabytes per frame.
 * Keeps a few sets at most; thread-safe (frames are made on render threads and released on the FX thread).
 */
final class FrameBuffers {

    /** How many released sets are kept; more than the frames a window holds at once. */
    private static final int KEPT = 4;

    /** One frame's arrays. */
    record Set1(int width, int height, Set<Layer> layers, EnumMap<Layer, int[]> images, float[] elevation,
                float[] moisture, byte[] biomes) {
    }

    private final Deque<Set1> free = new ArrayDeque<>();

    /** Arrays for a frame of this size and layers: recycled if any match, new otherwise. */
    synchronized Set1 take(int width, int height, Set<Layer> layers) {
        for (var it = free.iterator(); it.hasNext();) {
            Set1 set = it.next();
            if (set.width() == width && set.height() == height && set.layers().equals(layers)) {
                it.remove();
                return set;
            }
        }
        EnumMap<Layer, int[]> images = new EnumMap<>(Layer.class);
        for (Layer layer : layers) {
            images.put(layer, new int[width * height]);
        }
        return new Set1(width, height, Set.copyOf(layers), images, new float[width * height],
            new float[width * height], new byte[width * height]);
    }

    /** Takes back a frame's arrays. */
    synchronized void give(Set1 set) {
        if (free.size() == KEPT) {
            free.removeFirst();
        }
        free.addLast(set);
    }
}
