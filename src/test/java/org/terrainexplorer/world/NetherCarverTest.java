package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/** The nether cave carver: cave air in nether blocks, lava in the bottom 31 blocks, nothing else touched. */
class NetherCarverTest {

    /** The game's 1.21.1 nether settings and nether wastes everywhere, as a datapack's own dimension. */
    private static WorldDefinition nether() {
        Pack data = McData.pack("1.21.1");
        Map<String, String> own = Map.of("data/minecraft/dimension/overworld.json",
            "{\"type\": \"minecraft:the_nether\", \"generator\": {\"type\": \"minecraft:noise\","
                + " \"settings\": \"minecraft:nether\", \"biome_source\": {\"type\": \"minecraft:fixed\","
                + " \"biome\": \"minecraft:nether_wastes\"}}}");
        return TestWorlds.version("1.21.1").datapackWorld(org.terrainexplorer.world.data.Dimension.OVERWORLD, new Pack() {
            @Override
            public String name() {
                return "nether wastes";
            }

            @Override
            public Optional<String> read(String path) {
                return own.containsKey(path) ? Optional.of(own.get(path)) : data.read(path);
            }

            @Override
            public List<String> list(String folder) {
                return List.of();
            }
        }).definition();
    }

    @Test
    @DisplayName("nether caves turn netherrack into cave air, and into lava at and below y 31, and nothing else")
    void netherCaves() {
        WorldDefinition world = nether();
        assertEquals(List.of("minecraft:nether_cave"),
            world.carvers().carvers("minecraft:nether_wastes").stream().map(c -> c.id()).toList());
        WorldGenerator on = new WorldGenerator(new RandomState(world, 42L));
        WorldGenerator off = new WorldGenerator(new RandomState(world.withCarvers(false), 42L));
        int air = 0;
        int lava = 0;
        for (int i = 0; i < 4; i++) {
            ChunkData a = on.generate(new ChunkPos(i, 0), () -> false);
            ChunkData b = off.generate(new ChunkPos(i, 0), () -> false);
            for (int y = a.minY(); y < a.minY() + a.height(); y++) {
                for (int k = 0; k < 256; k++) {
                    BlockState was = b.blockState(k & 15, y, k >> 4);
                    BlockState is = a.blockState(k & 15, y, k >> 4);
                    if (was.equals(is)) {
                        continue;
                    }
                    assertTrue(was.name().equals("minecraft:netherrack") || was.name().equals("minecraft:soul_sand")
                        || was.name().equals("minecraft:soul_soil") || was.name().equals("minecraft:gravel")
                        || was.name().equals("minecraft:basalt"), "carved " + was);
                    if (y <= 31) {
                        assertEquals(BlockState.LAVA, is, "at y " + y);
                        lava++;
                    } else {
                        assertEquals("minecraft:cave_air", is.name(), "at y " + y);
                        air++;
                    }
                }
            }
        }
        assertTrue(air > 1000 && lava > 1000, air + " cave air, " + lava + " lava");
    }
}
