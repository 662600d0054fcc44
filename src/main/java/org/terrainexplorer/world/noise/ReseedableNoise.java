package org.terrainexplorer.world.noise;

import org.terrainexplorer.world.random.Seeds;
import org.terrainexplorer.world.random.XoroshiroRandom;

/**
 * A modern {@link NormalNoise} of one id whose random draws are done again, in place, for each seed a seed search
 * tries: what does not depend on the seed (the octaves' layout, the MD5 of the noise's id and of each octave's name,
 * the arrays) is made once, and {@link #reseed} only redraws the origins and permutations. The noise it holds gives,
 * after {@code reseed(lo, hi)}, the bits {@code NormalNoise.create(factory.fromHashOf(id), parameters)} gives for a
 * positional factory with the state (lo, hi).
 *
 * <p>Mutable: one owner thread only (a search worker, with the compiled program that reads the noise). Every other
 * noise stays immutable once made.
 */
public final class ReseedableNoise {

    private final String id;
    private final long[] idHash;
    private final long[][] octaveHashes;
    private final NormalNoise noise;

    /** A noise of {@code id} with {@code parameters}, drawn for the factory state (0, 0) until reseeded. */
    public ReseedableNoise(String id, NoiseParameters parameters) {
        this.id = id;
        this.idHash = Seeds.md5(id);
        this.octaveHashes = new long[parameters.octaves()][];
        for (int k = 0; k < parameters.octaves(); k++) {
            if (parameters.amplitude(k) != 0.0) {
                octaveHashes[k] = Seeds.octaveMd5(parameters.firstOctave() + k);
            }
        }
        this.noise = NormalNoise.create(new XoroshiroRandom(idHash[0], idHash[1]), parameters);
    }

    /** The noise's id. */
    public String id() {
        return id;
    }

    /** The noise; its values change with {@link #reseed}. */
    public NormalNoise noise() {
        return noise;
    }

    /**
     * Redraws the noise as {@code NormalNoise.create(new XoroshiroRandom.Positional(seedLo, seedHi).fromHashOf(id),
     * parameters)} draws it: the id's source forks a positional factory for each octave sum in turn.
     */
    public void reseed(long seedLo, long seedHi) {
        XoroshiroRandom random = new XoroshiroRandom(idHash[0] ^ seedLo, idHash[1] ^ seedHi);
        long lo = random.nextLong();
        long hi = random.nextLong();
        noise.first().redraw(lo, hi, octaveHashes);
        lo = random.nextLong();
        hi = random.nextLong();
        noise.second().redraw(lo, hi, octaveHashes);
    }
}
