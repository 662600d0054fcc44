package org.terrainexplorer.world.random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An octave's random source, drawn for every noise of every seed, from its name's hash kept in a table: the same
 * hash as the name's MD5, and the same draws as the source named so, inside the table's octaves and beyond them.
 */
class OctaveSourcesTest {

    @Test
    @DisplayName("an octave's hash is its name's MD5, in the table's range and beyond it")
    void octaveHashIsTheNamesMd5() {
        for (int octave = -80; octave <= 80; octave++) {
            assertArrayEquals(Seeds.md5("octave_" + octave), Seeds.octaveMd5(octave), "octave " + octave);
        }
    }

    @Test
    @DisplayName("an octave's source draws what the source named after it draws, for modern and legacy seeding")
    void octaveSourceDrawsAsNamed() {
        PositionalRandomFactory[] factories = {new XoroshiroRandom(42L).forkPositional(),
            new XoroshiroRandom(-7L).forkPositional(), new LegacyRandom(42L).forkPositional()};
        for (PositionalRandomFactory factory : factories) {
            for (int octave = -70; octave <= 70; octave += 3) {
                RandomSource named = factory.fromHashOf("octave_" + octave);
                RandomSource table = factory.fromOctave(octave);
                for (int i = 0; i < 4; i++) {
                    assertEquals(named.nextLong(), table.nextLong(), factory + " octave " + octave);
                }
            }
        }
    }
}
