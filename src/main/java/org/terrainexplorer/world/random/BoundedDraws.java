package org.terrainexplorer.world.random;

/**
 * A source of uniform integers below a bound: all the game's height providers draw with, whichever random source
 * (a structure's, or the carvers' fast legacy one) stands behind it.
 */
public interface BoundedDraws {

    /** A uniform integer in [0, bound), drawn as the game draws it for this kind of source. */
    int nextInt(int bound);
}
