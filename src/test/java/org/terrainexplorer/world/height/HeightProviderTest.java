package org.terrainexplorer.world.height;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.random.LegacyRandom;

/** Height providers read as the game's data writes them and draw within their anchors' range. */
class HeightProviderTest {

    private static JsonValue json(String text) throws Exception {
        return JsonValue.root(new ObjectMapper().readTree(text), "test.json");
    }

    @Test
    @DisplayName("every type reads, and its draws stay between its anchors in the world's range")
    void everyTypeDrawsInRange() throws Exception {
        String[] providers = {
            "{\"above_bottom\": 8}",
            "{\"type\": \"minecraft:constant\", \"value\": {\"absolute\": 12}}",
            "{\"type\": \"uniform\", \"min_inclusive\": {\"absolute\": -40}, \"max_inclusive\": {\"below_top\": 200}}",
            "{\"type\": \"biased_to_bottom\", \"min_inclusive\": {\"absolute\": 0}, \"max_inclusive\": {\"absolute\": 90},"
                + " \"inner\": 8}",
            "{\"type\": \"very_biased_to_bottom\", \"min_inclusive\": {\"above_bottom\": 0},"
                + " \"max_inclusive\": {\"absolute\": 30}}",
            "{\"type\": \"trapezoid\", \"min_inclusive\": {\"absolute\": -16}, \"max_inclusive\": {\"absolute\": 112},"
                + " \"plateau\": 20}",
            "{\"type\": \"weighted_list\", \"distribution\": [{\"weight\": 3, \"data\": {\"absolute\": 5}},"
                + " {\"weight\": 1, \"data\": {\"type\": \"uniform\", \"min_inclusive\": {\"absolute\": 40},"
                + " \"max_inclusive\": {\"absolute\": 50}}}]}",
        };
        int[][] ranges = {{-56, -56}, {12, 12}, {-40, 119}, {0, 90}, {-64, 30}, {-16, 112}, {5, 50}};
        LegacyRandom random = new LegacyRandom(7L);
        for (int i = 0; i < providers.length; i++) {
            HeightProvider h = HeightProvider.read(json(providers[i]));
            for (int n = 0; n < 2000; n++) {
                int y = h.sample(random, -64, 384);
                assertTrue(y >= ranges[i][0] && y <= ranges[i][1], h + " drew " + y);
            }
        }
        assertInstanceOf(HeightProvider.Constant.class, HeightProvider.read(json("{\"above_bottom\": 8}")));
        assertEquals("8 above the bottom to 1 below the top", HeightProvider.read(json("{\"type\": \"uniform\","
            + " \"min_inclusive\": {\"above_bottom\": 8}, \"max_inclusive\": {\"below_top\": 1}}")).toString());
    }

    @Test
    @DisplayName("an unknown type and a bad anchor are refused, naming what was expected and what was found")
    void badInputNamed() throws Exception {
        DataException type = assertThrows(DataException.class,
            () -> HeightProvider.read(json("{\"type\": \"minecraft:gaussian\"}")));
        assertTrue(type.getMessage().contains("trapezoid"), type.getMessage());
        DataException anchor = assertThrows(DataException.class, () -> HeightProvider.read(json(
            "{\"type\": \"uniform\", \"min_inclusive\": 3, \"max_inclusive\": {\"absolute\": 4}}")));
        assertTrue(anchor.getMessage().contains("vertical anchor") && anchor.getMessage().contains("found"),
            anchor.getMessage());
    }
}
