package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;

/**
 * A biome list's entries by biome number: made once per list for a generator's numbering (every seed's world of
 * a search asks, so it is shared, not made per seed), and for another numbering each entry numbered as that list
 * numbers its biome; a numbering without one of the list's biomes is refused with the biome's name.
 */
class EntryBiomesTest {

    @ParameterizedTest
    @ValueSource(strings = {"1.20.1", "26.2"})
    void entriesNumberedByTheirBiome(String version) {
        BiomeSource.MultiNoise source = (BiomeSource.MultiNoise) GameData.shipped().open(version)
            .world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD).biomeSource();
        List<String> ids = List.copyOf(source.possibleBiomes());
        int[] shared = source.entryBiomes(ids);
        assertSame(shared, source.entryBiomes(new ArrayList<>(ids)), "a generator's numbering is shared");
        assertEquals(source.entries().size(), shared.length);
        for (int i = 0; i < shared.length; i++) {
            assertEquals(ids.indexOf(source.entries().get(i).biome()), shared[i], "entry " + i);
        }

        List<String> reversed = new ArrayList<>(ids);
        Collections.reverse(reversed);
        reversed.add(0, "minecraft:the_void");
        int[] other = source.entryBiomes(reversed);
        int[] expected = new int[shared.length];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = reversed.indexOf(source.entries().get(i).biome());
        }
        assertArrayEquals(expected, other);

        List<String> missing = new ArrayList<>(ids);
        String dropped = missing.remove(missing.size() - 1);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> source.entryBiomes(missing));
        assertTrue(e.getMessage().contains(dropped), e.getMessage());
    }
}
