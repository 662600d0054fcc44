package org.terrainexplorer.world.gen;

import java.util.function.Supplier;

/**
 * A value made when first asked for, once, by whichever thread asks first (double-checked on a volatile field, so
 * every thread sees it whole). For what a seeded world makes only if it is used: its compiled programs, its spawn.
 *
 * @param <T> the value (never null)
 */
public final class Lazy<T> implements Supplier<T> {

    private final Supplier<T> make;
    private volatile T value;

    /** A value {@code make} makes when first asked for. */
    public Lazy(Supplier<T> make) {
        this.make = make;
    }

    @Override
    public T get() {
        T v = value;
        if (v == null) {
            synchronized (this) {
                v = value;
                if (v == null) {
                    v = make.get();
                    value = v;
                }
            }
        }
        return v;
    }
}
