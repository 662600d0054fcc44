package org.terrainexplorer.ui;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.terrainexplorer.render.Frame;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * Measures, for every parameter change, the time until a frame showing it — or a later change, which
 * includes it — is on screen: when its pixels are in the images, and when the next pulse draws them.
 * FX thread only; cheap enough to stay on.
 */
final class LatencyProbe {

    private record Change(TerrainParams params, long at) {
    }

    private final Deque<Change> pending = new ArrayDeque<>();
    private final List<Long> updated = new ArrayList<>();
    private final List<Long> drawn = new ArrayList<>();
    private final List<Long> awaitingPulse = new ArrayList<>();

    /** The parameters changed to {@code params} now. */
    void requested(TerrainParams params) {
        if (pending.isEmpty() || !pending.peekLast().params().equals(params)) {
            pending.addLast(new Change(params, System.nanoTime()));
        }
        if (pending.size() > 10_000) {
            pending.removeFirst();
        }
    }

    /** A frame's pixels are in the images: every change up to the one it shows is answered. */
    void shown(Frame frame) {
        if (frame.coarse()) {
            return;
        }
        Change last = null;
        for (Change c : pending) {
            if (c.params().equals(frame.params())) {
                last = c;
            }
        }
        if (last == null) {
            return;
        }
        long now = System.nanoTime();
        while (!pending.isEmpty()) {
            Change c = pending.removeFirst();
            updated.add(now - c.at());
            awaitingPulse.add(c.at());
            if (c == last) {
                break;
            }
        }
    }

    /** A pulse: the scene, with the images updated before it, is drawn now. */
    void pulse(long now) {
        for (long at : awaitingPulse) {
            drawn.add(now - at);
        }
        awaitingPulse.clear();
    }

    /** Change-to-images latencies, in milliseconds. */
    double[] millis() {
        return updated.stream().mapToDouble(n -> n / 1e6).toArray();
    }

    /** Change-to-drawn latencies (the next pulse), in milliseconds. */
    double[] pulseMillis() {
        return drawn.stream().mapToDouble(n -> n / 1e6).toArray();
    }

    void clear() {
        pending.clear();
        updated.clear();
        drawn.clear();
        awaitingPulse.clear();
    }
}
