package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * Plants that stand in water (kelp, seagrass) and waterlogged blocks show on a saved world's map as the water they
 * hold, as the game's own map draws them; before, the map looked through them to the seabed, speckling shallow
 * oceans with sand.
 */
@DisplayName("A saved world's map draws kelp, seagrass and waterlogged blocks as water")
class WaterPlantsMapTest {

    @Test
    @DisplayName("at the same depth, kelp, tall seagrass and a waterlogged stair draw as water does; sand does not")
    void drawnAsWater() {
        BlockPalette palette = BlockPalette.growing();
        int water = palette.add(BlockState.WATER);
        int kelp = palette.add(BlockState.of("minecraft:kelp"));
        int seagrass = palette.add(BlockState.of("minecraft:tall_seagrass"));
        int stairs = palette.add(new BlockState("minecraft:oak_stairs", new TreeMap<>(Map.of("waterlogged", "true"))));
        int sand = palette.add(BlockState.of("minecraft:sand"));
        WorldMapRenderer renderer = new WorldMapRenderer(palette, List.of("minecraft:ocean"), -64, 384, 63);
        WorldView view = new WorldView(2, 0, 1, 5, 1);
        MapColumns c = new MapColumns(5);
        int[] tops = {water, kelp, seagrass, stairs, sand};
        for (int p = 0; p < 5; p++) {
            c.set(p, tops[p], 63, tops[p] == sand ? 0 : 3, 0);
        }
        int[] argb = new int[5];
        try (RenderPool pool = new RenderPool(1)) {
            renderer.renderColumns(view, WorldLayer.SURFACE, c, WorldMapRenderer.Style.DEFAULT, argb, pool);
        }
        assertEquals(argb[0], argb[1], "kelp is water");
        assertEquals(argb[0], argb[2], "tall seagrass is water");
        assertEquals(argb[0], argb[3], "a waterlogged stair is water");
        assertNotEquals(argb[0], argb[4], "sand is sand");
    }

    @Test
    @DisplayName("the far map's columns stop at a plant in water, and look through a plant on land")
    void columnsStopAtWaterPlants() {
        BlockPalette palette = BlockPalette.growing();
        int kelp = palette.add(BlockState.of("minecraft:kelp_plant"));
        int seagrass = palette.add(BlockState.of("minecraft:seagrass"));
        int grass = palette.add(BlockState.of("minecraft:short_grass"));
        AtomicReference<IntPredicate> seen = new AtomicReference<>();
        SavedMapSampler.ColumnReader reader = (pos, columns, count, see, top, surface, biome, depth) -> {
            seen.set(see);
            for (int k = 0; k < count; k++) {
                top[k] = (short) kelp;
                surface[k] = 63;
            }
            return true;
        };
        try (RenderPool pool = new RenderPool(1)) {
            SavedMapSampler.fill(new WorldView(0, 0, 4, 4, 4), () -> reader, palette, p -> true,
                new MapColumns(16), pool, () -> false, null);
        }
        assertFalse(seen.get().test(kelp), "kelp is not looked through");
        assertFalse(seen.get().test(seagrass), "seagrass is not looked through");
        assertTrue(seen.get().test(grass), "grass on land still is");
        assertTrue(BlockState.of("minecraft:kelp").holdsWater());
        assertFalse(BlockState.of("minecraft:short_grass").holdsWater());
    }
}
