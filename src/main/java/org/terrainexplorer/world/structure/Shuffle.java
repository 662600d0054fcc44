package org.terrainexplorer.world.structure;

import java.util.List;
import org.terrainexplorer.world.random.RandomSource;

/** The game's in-place shuffle ({@code Util.shuffle}): from the end, each element swapped with a random earlier one. */
public final class Shuffle {

    private Shuffle() {
    }

    /** Shuffles {@code list} in place with the game's draws. */
    public static <T> void shuffle(List<T> list, RandomSource random) {
        for (int j = list.size(); j > 1; j--) {
            int k = random.nextInt(j);
            list.set(j - 1, list.set(k, list.get(j - 1)));
        }
    }
}
