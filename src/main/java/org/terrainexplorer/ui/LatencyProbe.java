package org.terrainexplorer.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.terrainexplorer.render.Frame;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * Measures the time from a parameter change to its frame on screen: the change is stamped when the render
 * is requested, and the stamp is read when a full frame of those parameters has been put into the images.
 * FX thread only; cheap enough to stay on.
 */
final class LatencyProbe {

    private TerrainParams pendingParams;
    private long pendingSince;
    private final List<Long> latencies = new ArrayList<>();

    /** A render of {@code params} was requested now. */
    void requested(TerrainParams params) {
        if (pendingParams == null || !pendingParams.equals(params)) {
            pendingParams = params;
            pendingSince = System.nanoTime();
        }
    }

    /** A frame is on screen. */
    void shown(Frame frame) {
        if (pendingParams != null && !frame.coarse() && frame.params().equals(pendingParams)) {
            latencies.add(System.nanoTime() - pendingSince);
            pendingParams = null;
        }
    }

    /** The latencies so far, in milliseconds, in the order measured. */
    double[] millis() {
        return latencies.stream().mapToDouble(n -> n / 1e6).toArray();
    }

    /** Median of the latencies so far, in milliseconds (NaN before the first). */
    double medianMillis() {
        double[] values = millis();
        if (values.length == 0) {
            return Double.NaN;
        }
        Arrays.sort(values);
        return values[values.length / 2];
    }

    void clear() {
        latencies.clear();
    }
}
