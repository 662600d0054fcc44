package org.terrainexplorer.world.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Suggestions for a mistyped name")
class SuggestionsTest {

    private static final List<String> NAMES = List.of("seed", "noise", "fade", "frequency", "octaves", "waterLevel",
        "islandA", "islandB", "moistureFrequency");

    @Test
    @DisplayName("count a missing, extra, wrong or swapped letter as one slip")
    void distance() {
        assertEquals(0, Suggestions.distance("seed", "seed"));
        assertEquals(1, Suggestions.distance("frequncy", "frequency"));
        assertEquals(1, Suggestions.distance("seeed", "seed"));
        assertEquals(1, Suggestions.distance("sead", "seed"));
        assertEquals(1, Suggestions.distance("fdae", "fade"));
        assertEquals(1, Suggestions.distance("frequnecy", "frequency"), "a swap");
        assertEquals(2, Suggestions.distance("frqency", "frequency"));
        assertEquals(4, Suggestions.distance("", "fade"));
    }

    @Test
    @DisplayName("find the nearest known name, ignoring case, and nothing when no name is near")
    void nearest() {
        assertEquals(Optional.of("frequency"), Suggestions.nearest("frequncy", NAMES));
        assertEquals(Optional.of("seed"), Suggestions.nearest("sed", NAMES));
        assertEquals(Optional.of("waterLevel"), Suggestions.nearest("waterlevel", NAMES));
        assertEquals(Optional.of("octaves"), Suggestions.nearest("Octave", NAMES));
        assertEquals(Optional.of("islandA"), Suggestions.nearest("islandC", NAMES), "the first of equals");
        assertEquals(Optional.empty(), Suggestions.nearest("colour", NAMES));
        assertEquals(Optional.empty(), Suggestions.nearest("sun", NAMES), "one slip at most in a short word");
        assertEquals("; did you mean 'noise'?", Suggestions.didYouMean("nosie", NAMES));
        assertEquals("", Suggestions.didYouMean("temperature", NAMES));
    }
}
