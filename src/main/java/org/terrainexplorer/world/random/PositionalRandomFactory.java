package org.terrainexplorer.world.random;

/**
 * Random sources keyed by a block position or a name, so that what is drawn at one place never depends on
 * what was drawn elsewhere before: the property that lets chunks generate in any order on any thread.
 * Immutable and thread-safe.
 */
public interface PositionalRandomFactory {

    /** A new source for the block position (x, y, z). */
    RandomSource at(int x, int y, int z);

    /**
     * Reseeds {@code reuse} (a source this factory made) for (x, y, z) and returns it: the same draws as
     * {@link #at} without an allocation, for per-block loops.
     */
    RandomSource at(int x, int y, int z, RandomSource reuse);

    /** A new source for a name, such as {@code "minecraft:aquifer"} or {@code "octave_-7"}. */
    RandomSource fromHashOf(String name);

    /** {@link #fromHashOf} of an octave's name, {@code "octave_" + octave}, as a noise's octaves are drawn. */
    default RandomSource fromOctave(int octave) {
        return fromHashOf("octave_" + octave);
    }
}
