package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.data.BuiltinWorld;

@DisplayName("The status bar's message about a loaded preset")
class WorldStatusMessageTest {

    private static final WorldSettings PEAKS = WorldSettings.of(BuiltinWorld.OVERWORLD, "42");

    @Test
    @DisplayName("stands while the settings are the preset's")
    void standsWhileUnchanged() {
        assertEquals("Loaded Frozen peaks (seed 42)", WorldStatusBar.about("Frozen peaks (seed 42)",
            "Loaded Frozen peaks (seed 42)", PEAKS, WorldSettings.of(BuiltinWorld.OVERWORLD, "42")));
    }

    @Test
    @DisplayName("after a change says what changed, and no longer that the preset is loaded")
    void saysWhatChanged() {
        String text = WorldStatusBar.about("Frozen peaks (seed 42)", "Loaded Frozen peaks (seed 42)", PEAKS,
            PEAKS.withSeed("7"));
        assertEquals("Changed since Frozen peaks (seed 42): seed 7", text);
        assertFalse(text.startsWith("Loaded"));
    }

    @Test
    @DisplayName("names every kind of change")
    void namesEveryChange() {
        WorldSettings now = PEAKS.withSeed("7").withSeaLevel(40).withCarvers(false).withAquifers(false)
            .withVersion("1.20.1");
        assertEquals("release 1.20.1, seed 7, aquifers off, carvers off, sea level 40",
            WorldStatusBar.changes(PEAKS, now));
        assertEquals("world Amplified", WorldStatusBar.changes(PEAKS, PEAKS.withBuiltin(BuiltinWorld.AMPLIFIED)));
        assertEquals("datapack pack.zip", WorldStatusBar.changes(PEAKS, PEAKS.withDatapack(Path.of("x/pack.zip"))));
        assertEquals("saved world MyWorld", WorldStatusBar.changes(PEAKS, PEAKS.withSavedWorld(Path.of("s/MyWorld"))));
    }
}
