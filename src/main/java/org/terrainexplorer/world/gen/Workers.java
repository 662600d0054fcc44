package org.terrainexplorer.world.gen;

import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

/**
 * Working state (frames, caches, scratch arrays) lent to one call at a time and given back after, owned by the
 * generator or sampler that makes it. So every thread in a call has state of its own, at most as many exist as
 * calls ever ran at once, and all of it goes when its owner does: a {@link ThreadLocal}'s values stay with the
 * pool's threads after an edited world is dropped (measured: a few MB per world and thread, never freed).
 *
 * <p>Idle workers wait in a fixed row of slots, taken from the first full one and given to the first empty one,
 * so lending allocates nothing (it is done per sample by the samplers) and a thread usually gets back warm caches.
 */
final class Workers<T> {
    /** More than any pool here runs at once; a worker given back when all are full is dropped. */
    private static final int SLOTS = 64;

    private final AtomicReferenceArray<T> idle = new AtomicReferenceArray<>(SLOTS);
    private final Supplier<T> make;

    Workers(Supplier<T> make) {
        this.make = make;
    }

    /** An idle worker, or a new one; give it back when the call ends, also when it throws. */
    T take() {
        for (int i = 0; i < SLOTS; i++) {
            T w = idle.get(i);
            if (w != null && idle.compareAndSet(i, w, null)) {
                return w;
            }
        }
        return make.get();
    }

    /** Gives back a worker taken; the caller no longer touches it. */
    void give(T w) {
        for (int i = 0; i < SLOTS; i++) {
            if (idle.get(i) == null && idle.compareAndSet(i, null, w)) {
                return;
            }
        }
    }
}
