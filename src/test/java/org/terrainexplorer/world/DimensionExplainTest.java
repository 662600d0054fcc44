package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.BlockExplainer;
import org.terrainexplorer.world.gen.BlockExplanation;
import org.terrainexplorer.world.gen.ColumnProfile;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/** Explain and the column plot in the nether and the end. */
class DimensionExplainTest {

    private static WorldGenerator generator(Dimension d) {
        WorldDefinition w = TestWorlds.load("1.21.1", d, BuiltinWorld.OVERWORLD);
        return new WorldGenerator(new RandomState(w, 42L));
    }

    @Test
    @DisplayName("in the nether, Explain names the block the chunk holds, its nether biome and the nearest parameter points")
    void netherExplain() {
        WorldGenerator g = generator(Dimension.THE_NETHER);
        BlockExplainer explainer = new BlockExplainer(g);
        ChunkData chunk = g.generate(new ChunkPos(0, 0), () -> false);
        int lava = 0;
        for (int y : new int[] {5, 20, 31, 40, 70, 100, 126}) {
            BlockExplanation e = explainer.explain(3, y, 9, chunk, () -> false);
            assertEquals(chunk.blockState(3, y, 9), e.block(), "y " + y);
            assertTrue(List.of("minecraft:nether_wastes", "minecraft:soul_sand_valley", "minecraft:crimson_forest",
                "minecraft:warped_forest", "minecraft:basalt_deltas").contains(e.biome()), e.biome());
            assertEquals(3, e.nearest().size());
            assertTrue(e.biomeReason().contains("multi-noise"), e.biomeReason());
            assertFalse(e.summary().isBlank());
            if (e.block().name().equals("minecraft:lava")) {
                lava++;
                assertTrue(e.summary().contains("sea level (32)") || e.summary().contains("lava"), e.summary());
            }
        }
        assertTrue(lava <= 7);
    }

    @Test
    @DisplayName("in the end, Explain says how the end's biome source chose: the main island, or erosion at the chunk's centre")
    void endExplain() {
        WorldGenerator g = generator(Dimension.THE_END);
        BlockExplainer explainer = new BlockExplainer(g);
        ChunkData centre = g.generate(new ChunkPos(0, 0), () -> false);
        int top = centre.worldSurface(0, 0) - 1;
        BlockExplanation main = explainer.explain(0, top, 0, centre, () -> false);
        assertEquals("minecraft:end_stone", main.block().name());
        assertEquals("minecraft:the_end", main.biome());
        assertTrue(main.biomeReason().contains("within 64 chunks"), main.biomeReason());
        assertTrue(main.nearest().isEmpty());
        ChunkData far = g.generate(new ChunkPos(80, -20), () -> false);
        BlockExplanation outer = explainer.explain(80 * 16 + 4, 50, -20 * 16 + 4, far, () -> false);
        assertTrue(outer.biomeReason().contains("erosion (end_islands) at the chunk's centre 1288, -312"),
            outer.biomeReason());
        assertTrue(outer.biomeReason().endsWith(outer.biome().substring("minecraft:".length())), outer.biomeReason());
    }

    @Test
    @DisplayName("the column plot of the nether and the end: the 3D noise and final density, and the surface crossing")
    void columnProfiles() {
        ColumnProfile.Profile nether = new ColumnProfile(generator(Dimension.THE_NETHER)).of(3, 9);
        assertTrue(nether.curves().stream().anyMatch(c -> c.name().equals("3D noise")));
        assertTrue(nether.curves().stream().anyMatch(c -> c.name().equals("final density")));
        assertEquals(256, nether.chunk().length, "the nether's dimension is 256 high");
        assertTrue(nether.crossings().stream().anyMatch(c -> c.kind() == ColumnProfile.CrossingKind.SURFACE));
        ColumnProfile.Profile end = new ColumnProfile(generator(Dimension.THE_END)).of(0, 0);
        assertTrue(end.crossings().stream().anyMatch(c -> c.kind() == ColumnProfile.CrossingKind.SURFACE));
        assertTrue(end.curves().stream().anyMatch(c -> c.name().equals("terrain")));
    }

    @Test
    @DisplayName("the preview's surface estimate: the nether's roof, the end's island top, the void's bottom")
    void surfaceEstimates() {
        WorldGenerator nether = generator(Dimension.THE_NETHER);
        WorldSampler n = new WorldSampler(nether.state());
        ChunkData chunk = nether.generate(new ChunkPos(0, 0), () -> false);
        double roof = n.estimatedSurface(3, 9);
        assertTrue(Math.abs(roof - (chunk.worldSurface(3, 9) - 1)) <= 8, roof + " vs " + chunk.worldSurface(3, 9));
        WorldSampler e = new WorldSampler(generator(Dimension.THE_END).state());
        double island = e.estimatedSurface(0, 0);
        assertTrue(island > 40 && island < 80, "the main island's top: " + island);
        assertEquals(0.0, e.estimatedSurface(2000, 0), "open void between the main island and the outer ones");
    }
}
