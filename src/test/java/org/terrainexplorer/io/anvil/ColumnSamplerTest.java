package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.IntPredicate;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/** A zoomed-out map's columns: plants looked through, the nether read below its roof, water's depth counted. */
class ColumnSamplerTest {

    /** A chunk whose one section (y 0 to 15, the world 0 to 255) holds {@code blocks[y]} in every column. */
    private static CompoundBinaryTag chunk(String... blocks) {
        java.util.List<String> names = new java.util.ArrayList<>();
        int[] indices = new int[4096];
        for (int y = 0; y < 16; y++) {
            String b = y < blocks.length ? blocks[y] : "minecraft:air";
            int k = names.indexOf(b);
            if (k < 0) {
                k = names.size();
                names.add(b);
            }
            for (int i = 0; i < 256; i++) {
                indices[y << 8 | i] = k;
            }
        }
        ListBinaryTag.Builder<CompoundBinaryTag> palette = ListBinaryTag.builder(BinaryTagTypes.COMPOUND);
        for (String n : names) {
            palette.add(CompoundBinaryTag.builder().putString("Name", n).build());
        }
        CompoundBinaryTag section = CompoundBinaryTag.builder().putByte("Y", (byte) 0)
            .put("block_states", CompoundBinaryTag.builder().put("palette", palette.build())
                .put("data", LongArrayBinaryTag.longArrayBinaryTag(PackedLongs.pack(indices, 4096,
                    PackedLongs.blockBits(names.size())))).build())
            .put("biomes", CompoundBinaryTag.builder().put("palette", ListBinaryTag.builder(BinaryTagTypes.STRING)
                .add(StringBinaryTag.stringBinaryTag("minecraft:crimson_forest")).build()).build())
            .build();
        return CompoundBinaryTag.builder().putString("Status", "minecraft:full")
            .put("sections", ListBinaryTag.builder(BinaryTagTypes.COMPOUND).add(section).build()).build();
    }

    private record Sample(String top, int surface, int depth, String biome) {
    }

    private static Sample sample(CompoundBinaryTag chunk, boolean ceiling) throws NbtFormatException {
        BlockPalette palette = BlockPalette.growing();
        GrowingIds biomes = new GrowingIds();
        ColumnSampler sampler = new ColumnSampler(0, 256, palette, biomes);
        IntPredicate plants = id -> palette.state(id).name().equals("minecraft:short_grass")
            || palette.state(id).name().equals("minecraft:seagrass");
        short[] top = new short[1];
        short[] surface = new short[1];
        short[] biome = new short[1];
        short[] depth = new short[1];
        assertTrue(sampler.sample(chunk, new int[] {5 << 4 | 3}, 1, plants, ceiling, top, surface, biome, depth));
        BlockState s = palette.state(top[0]);
        return new Sample(s.name(), surface[0], depth[0], biomes.get(biome[0]));
    }

    @Test
    @DisplayName("a plant on grass shows the grass block under it, not the plant")
    void plantsLookedThrough() throws NbtFormatException {
        Sample s = sample(chunk("minecraft:stone", "minecraft:dirt", "minecraft:grass_block",
            "minecraft:short_grass"), false);
        assertEquals(new Sample("minecraft:grass_block", 3, 0, "minecraft:crimson_forest"), s);
    }

    @Test
    @DisplayName("water over seagrass over sand: the water, two blocks deep to the sand")
    void waterDepth() throws NbtFormatException {
        Sample s = sample(chunk("minecraft:stone", "minecraft:sand", "minecraft:seagrass", "minecraft:water",
            "minecraft:water"), false);
        assertEquals("minecraft:water", s.top());
        assertEquals(5, s.surface());
        assertEquals(3, s.depth());
    }

    @Test
    @DisplayName("kelp grown to the surface is the water it stands in, counted down to the seabed, as the game's map "
        + "shows it (the map's predicate looks through plants, not through plants that hold water)")
    void kelpIsWater() throws NbtFormatException {
        BlockPalette palette = BlockPalette.growing();
        ColumnSampler sampler = new ColumnSampler(0, 256, palette, new GrowingIds());
        IntPredicate mapsPlants = id -> (palette.state(id).name().startsWith("minecraft:kelp")
            || palette.state(id).name().endsWith("seagrass")) && !palette.state(id).holdsWater();
        short[] top = new short[1];
        short[] surface = new short[1];
        short[] biome = new short[1];
        short[] depth = new short[1];
        assertTrue(sampler.sample(chunk("minecraft:stone", "minecraft:sand", "minecraft:kelp_plant",
            "minecraft:kelp_plant", "minecraft:kelp"), new int[] {0}, 1, mapsPlants, false, top, surface, biome, depth));
        assertEquals("minecraft:kelp", palette.state(top[0]).name());
        assertEquals(5, surface[0]);
        assertEquals(3, depth[0], "three blocks of water down to the sand");
    }

    @Test
    @DisplayName("in the nether the map reads below the bedrock roof: the netherrack floor, not the roof")
    void netherBelowTheRoof() throws NbtFormatException {
        CompoundBinaryTag nether = chunk("minecraft:bedrock", "minecraft:netherrack", "minecraft:netherrack",
            "minecraft:air", "minecraft:air", "minecraft:netherrack", "minecraft:bedrock");
        assertEquals(new Sample("minecraft:netherrack", 3, 0, "minecraft:crimson_forest"), sample(nether, true));
        assertEquals("minecraft:bedrock", sample(nether, false).top(), "without a ceiling, the roof");
    }
}
