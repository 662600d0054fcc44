package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The height at which a biome's temperature starts to fall: y 80 before 1.21.2, sea level + 17 from it. */
class SnowLineTest {

    private static final BiomeClimate WINDSWEPT = new BiomeClimate(0.2F, false, 0.3F, true);

    @Test
    @DisplayName("below the snow line the temperature is the biome's; above it, it falls, from the release's line")
    void temperatureFallsAboveTheSnowLine() {
        GameCode before = GameCode.V1_21_1;
        GameCode after = new GameCode("1.21.4", false, true);
        assertEquals(before.snowLine(63), after.snowLine(63), "the overworld's sea level gives the same line");
        int lowSea = 30;
        assertEquals(0.2F, WINDSWEPT.temperatureAt(100, 70, 100, before.snowLine(lowSea)));
        assertTrue(WINDSWEPT.temperatureAt(100, 70, 100, after.snowLine(lowSea)) < 0.2F);
        // a windswept hills block at y 100 snows with 1.21.4's line over a sea at 30, not with 1.21.1's
        int y = 100;
        assertFalse(WINDSWEPT.coldEnoughToSnow(100, y, 100, before.snowLine(lowSea)));
        assertTrue(WINDSWEPT.coldEnoughToSnow(100, y, 100, after.snowLine(lowSea)));
        assertEquals(WINDSWEPT.temperatureAt(7, 120, -3), WINDSWEPT.temperatureAt(7, 120, -3, 80),
            "the three-argument form is 1.21.1's");
    }
}
