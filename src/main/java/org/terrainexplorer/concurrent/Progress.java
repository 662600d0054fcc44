package org.terrainexplorer.concurrent;

/**
 * Work counted as it is done, for someone showing progress: the work says how many units a stage has, then its
 * workers add the units they finish (a chunk, a band of rows). Adding is cheap and safe from any thread; the work
 * never waits on it.
 */
public interface Progress {

    /** Counts nothing. */
    Progress NONE = new Progress() {
        @Override
        public void start(long total, String unit) {
        }

        @Override
        public void add(long units) {
        }
    };

    /**
     * A stage of {@code total} units begins (negative: not known in advance), named by {@code unit} in the plural
     * ("chunks"); its count starts at 0. Called before the stage's workers add to it.
     */
    void start(long total, String unit);

    /** {@code units} more are done; called from any thread. */
    void add(long units);

    /**
     * Whether whoever shows the progress asked the work to stop (a Cancel button); the work checks it between units
     * and stops with a {@link java.util.concurrent.CancellationException}. Never, unless overridden.
     */
    default boolean cancelled() {
        return false;
    }
}
