package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.BlockExplainer;
import org.terrainexplorer.world.gen.BlockExplanation;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/** "Explain this block" tells a carved block from a noise cave, naming the carver, its start and parameters. */
class CarvedExplanationTest {

    private static WorldDefinition world;
    private static WorldGenerator generator;
    private static WorldGenerator uncarved;

    @BeforeAll
    static void load() {
        world = McData.overworld("1.21.1");
        generator = new WorldGenerator(new RandomState(world, 42L));
        uncarved = new WorldGenerator(new RandomState(world.withCarvers(false), 42L));
    }

    /** The first block of the chunk (scanning down from y 60) the carvers changed as {@code test} wants, or null. */
    private static int[] find(ChunkPos pos, java.util.function.BiPredicate<String, String> test) {
        ChunkData on = generator.generate(pos, () -> false);
        ChunkData off = uncarved.generate(pos, () -> false);
        for (int y = 120; y > -60; y--) {
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    String a = on.blockState(x, y, z).name();
                    String b = off.blockState(x, y, z).name();
                    if (!a.equals(b) && test.test(a, b)) {
                        return new int[] {pos.minBlockX() + x, y, pos.minBlockZ() + z};
                    }
                }
            }
        }
        return null;
    }

    @Test
    @DisplayName("a carved block names its carver, the chunk it started in, how far away, and the parameters")
    void carvedBlock() {
        int[] at = null;
        for (int i = 0; at == null && i < 8; i++) {
            at = find(new ChunkPos(i, 0), (a, b) -> a.equals("minecraft:air") && b.equals("minecraft:stone"));
        }
        assertNotNull(at, "the carvers cut stone near the origin");
        BlockExplanation e = new BlockExplainer(generator).explain(at[0], at[1], at[2], null, () -> false);
        BlockExplanation.Carver c = e.carver();
        assertNotNull(c);
        assertTrue(e.summary().matches("air: carved by an? (cave|canyon)( \\(cave_extra_underground\\))? "
            + "started in chunk \\(−?\\d+, −?\\d+\\), \\d+ blocks away — the noise alone left solid ground here"),
            e.summary());
        assertTrue(Math.abs(c.chunkX() - (at[0] >> 4)) <= 8 && Math.abs(c.chunkZ() - (at[2] >> 4)) <= 8,
            "it started within the carvers' reach");
        assertTrue(c.distance() < 200, "and not further than a tunnel goes");
        assertTrue(c.parameters().contains("probability: " + (c.id().endsWith("canyon") ? "0.01"
            : c.id().endsWith("underground") ? "0.07" : "0.15")), c.parameters().toString());
        assertEquals("carved by " + (c.type().equals("canyon") ? "a canyon" : "a cave"), e.cause());
    }

    @Test
    @DisplayName("a block of a noise cave says no carver touched it")
    void noiseCave() {
        ChunkData on = generator.generate(new ChunkPos(2, 3), () -> false);
        ChunkData off = uncarved.generate(new ChunkPos(2, 3), () -> false);
        int[] at = null;
        for (int y = 40; y > -50 && at == null; y--) {
            for (int i = 0; i < 256 && at == null; i++) {
                if (on.blockState(i & 15, y, i >> 4).isAir() && off.blockState(i & 15, y, i >> 4).isAir()) {
                    at = new int[] {32 + (i & 15), y, 48 + (i >> 4)};
                }
            }
        }
        assertNotNull(at, "a noise cave under chunk (2, 3)");
        BlockExplanation e = new BlockExplainer(generator).explain(at[0], at[1], at[2], null, () -> false);
        assertNull(e.carver());
        assertFalse(e.summary().contains("carved"), e.summary());
    }

    @Test
    @DisplayName("a grass block a carver moved down says so")
    void movedSurface() {
        int[] at = null;
        for (int i = 0; at == null && i < 40; i++) {
            at = find(new ChunkPos(i % 10, i / 10), (a, b) -> a.equals("minecraft:grass_block")
                && b.equals("minecraft:dirt"));
        }
        assertNotNull(at, "a carver cut through grass near the origin");
        BlockExplanation e = new BlockExplainer(generator).explain(at[0], at[1], at[2], null, () -> false);
        assertTrue(e.carver() != null && e.carver().movedSurface(), e.summary());
        assertTrue(e.summary().startsWith("grass_block: the surface moved down"), e.summary());
    }
}
