package org.terrainexplorer.world.density;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.JsonValue;

/** The router reads either surface slot, keeps which, and refuses a router with both or neither. */
class NoiseRouterSlotsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode router(String surfaceSlot) {
        ObjectNode o = JSON.createObjectNode();
        for (String name : NoiseRouter.SLOTS) {
            if (!name.equals("initial_density_without_jaggedness")) {
                o.put(name, 0.25);
            }
        }
        if (surfaceSlot != null) {
            o.put(surfaceSlot, 7.0);
        }
        return o;
    }

    private static NoiseRouter read(ObjectNode o) {
        return NoiseRouter.read(JsonValue.root(o, "overworld.json"), new ArbitraryDensity(1));
    }

    @Test
    @DisplayName("1.21.1's initial_density_without_jaggedness and 1.21.9's preliminary_surface_level both read")
    void bothForms() {
        NoiseRouter old = read(router("initial_density_without_jaggedness"));
        assertEquals(NoiseRouter.SurfaceSlot.INITIAL_DENSITY_WITHOUT_JAGGEDNESS, old.surfaceSlot());
        assertEquals(NoiseRouter.SLOTS, old.slotNames());
        NoiseRouter current = read(router("preliminary_surface_level"));
        assertEquals(NoiseRouter.SurfaceSlot.PRELIMINARY_SURFACE_LEVEL, current.surfaceSlot());
        assertEquals("preliminary_surface_level", current.slotNames().get(NoiseRouter.SURFACE_INDEX));
        assertEquals(7.0, current.slot("preliminary_surface_level").compute(FunctionContext.of(0, 0, 0)));
        assertEquals(7.0, current.surface().compute(FunctionContext.of(0, 0, 0)));
        // Rewriting keeps the form.
        assertEquals(NoiseRouter.SurfaceSlot.PRELIMINARY_SURFACE_LEVEL, current.mapAll(f -> f).surfaceSlot());
        assertThrows(IllegalArgumentException.class, () -> current.slot("initial_density_without_jaggedness"));
    }

    @Test
    @DisplayName("a router with both surface slots or neither is refused, naming both")
    void bothOrNeitherRefused() {
        ObjectNode both = router("initial_density_without_jaggedness");
        both.put("preliminary_surface_level", 1.0);
        for (ObjectNode bad : new ObjectNode[] {both, router(null)}) {
            DataException e = assertThrows(DataException.class, () -> read(bad));
            assertTrue(e.problem().contains("initial_density_without_jaggedness")
                && e.problem().contains("preliminary_surface_level"), e.problem());
        }
    }
}
