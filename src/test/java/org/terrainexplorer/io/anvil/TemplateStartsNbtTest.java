package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * The starts of the template and scattered structures as a saved chunk stores them, against what the game stored
 * for the same starts in players' public worlds (the values transcribed from their chunks at status
 * {@code structure_starts}, before the features stage moves anything): a cold ruined portal and one not cold, a
 * desert pyramid, a beached shipwreck, buried treasure, a large cold ocean ruin with its cluster, a small warm one, an
 * end city (1.21.1, seed 20250723), a large warm ocean ruin with its cluster (1.21.5, seed 52235009757), a swamp hut,
 * a cold ocean ruin's three layers and a woodland mansion (1.20.1, seed 496137327171979920). None of the players'
 * 26.1 or 26.2 worlds holds a shipwreck at {@code structure_starts} (their one wreck, in 26.1.2, is at {@code full},
 * {@code height_adjusted} true), so the {@code height_adjusted} false a fresh start stores has no reference here.
 */
class TemplateStartsNbtTest {

    private static StructureWorld world(String release, long seed) {
        return world(release, seed, Dimension.OVERWORLD);
    }

    private static StructureWorld world(String release, long seed, Dimension dimension) {
        return TestWorlds.structures(release, dimension, seed);
    }

    /** The pieces StructureNbt writes for the start of {@code id} in a chunk (which must be savable). */
    private static ListBinaryTag children(StructureWorld world, String id, int chunkX, int chunkZ) {
        StructureStart start = world.startsIn(chunkX, chunkZ).stream().filter(s -> s.id().equals(id)).findFirst()
            .orElse(null);
        assertNotNull(start, id + " starts in chunk " + chunkX + ", " + chunkZ);
        assertTrue(StructureNbt.writable(start), id + " is written");
        CompoundBinaryTag tag = StructureNbt.start(start);
        assertEquals(id, tag.getString("id"));
        assertEquals(chunkX, tag.getInt("ChunkX"));
        assertEquals(chunkZ, tag.getInt("ChunkZ"));
        return tag.getList("Children");
    }

    private static CompoundBinaryTag.Builder piece(String type, int[] box, int orientation) {
        return CompoundBinaryTag.builder().putString("id", type).putIntArray("BB", box).putInt("O", orientation)
            .putInt("GD", 0);
    }

    private static CompoundBinaryTag.Builder template(String type, int[] box, int x, int y, int z, String name) {
        return piece(type, box, 2).putInt("TPX", x).putInt("TPY", y).putInt("TPZ", z).putString("Template", name);
    }

    @Test
    @DisplayName("1.21.1: a cold mountain portal, a desert pyramid, a beached wreck and buried treasure as stored")
    void release1211() {
        StructureWorld w = world("1.21.1", 20250723L);
        CompoundBinaryTag portal = template("minecraft:rupo", new int[] {17441, 74, -2223, 17446, 83, -2218},
            17440, 74, -2224, "minecraft:ruined_portal/portal_1")
            .putString("Rotation", "CLOCKWISE_180").putString("Mirror", "NONE")
            .putString("VerticalPlacement", "in_mountain")
            .put("Properties", CompoundBinaryTag.builder().putBoolean("cold", true).putFloat("mossiness", 0.2F)
                .putBoolean("air_pocket", true).putBoolean("overgrown", false).putBoolean("vines", false)
                .putBoolean("replace_with_blackstone", false).build())
            .build();
        assertEquals(List.of(portal), children(w, "minecraft:ruined_portal_mountain", 1090, -139).stream().toList());

        CompoundBinaryTag pyramid = piece("minecraft:tedp", new int[] {-5344, 64, 1632, -5324, 78, 1652}, 0)
            .putInt("Width", 21).putInt("Height", 15).putInt("Depth", 21).putInt("HPos", -1)
            .putBoolean("hasPlacedChest0", false).putBoolean("hasPlacedChest1", false)
            .putBoolean("hasPlacedChest2", false).putBoolean("hasPlacedChest3", false).build();
        assertEquals(List.of(pyramid), children(w, "minecraft:desert_pyramid", -334, 102).stream().toList());

        CompoundBinaryTag wreck = template("minecraft:shipwreck", new int[] {1765, 90, -2629, 1792, 110, -2621},
            1776, 90, -2640, "minecraft:shipwreck/with_mast")
            .putString("Rot", "COUNTERCLOCKWISE_90").putBoolean("isBeached", true).build();
        assertEquals(List.of(wreck), children(w, "minecraft:shipwreck_beached", 111, -165).stream().toList());

        CompoundBinaryTag treasure = piece("minecraft:btp", new int[] {9641, 90, -1639, 9641, 90, -1639}, -1).build();
        assertEquals(List.of(treasure), children(w, "minecraft:buried_treasure", 602, -103).stream().toList());
    }

    @Test
    @DisplayName("1.21.1: a ruined portal in a biome that is not cold stores cold false, though its setup can be cold")
    void portalNotCold() {
        // 1.21.1, seed 20250723, chunk 21, -64 (status structure_starts): a standard portal, whose setups can all be
        // cold; the biome at its position is not, so the game stored cold false.
        CompoundBinaryTag portal = template("minecraft:rupo", new int[] {336, 62, -1024, 344, 73, -1016},
            336, 62, -1024, "minecraft:ruined_portal/portal_2")
            .putString("Rotation", "COUNTERCLOCKWISE_90").putString("Mirror", "NONE")
            .putString("VerticalPlacement", "on_land_surface")
            .put("Properties", CompoundBinaryTag.builder().putBoolean("cold", false).putFloat("mossiness", 0.2F)
                .putBoolean("air_pocket", true).putBoolean("overgrown", false).putBoolean("vines", false)
                .putBoolean("replace_with_blackstone", false).build())
            .build();
        assertEquals(List.of(portal),
            children(world("1.21.1", 20250723L), "minecraft:ruined_portal", 21, -64).stream().toList());
    }

    /** An ocean ruin's piece as stored at status structure_starts (at y 90, before the features stage moves it). */
    private static CompoundBinaryTag ruin(int[] box, int x, int z, String name, String rotation, float integrity,
                                          String biome, boolean large) {
        return template("minecraft:orp", box, x, 90, z, "minecraft:underwater_ruin/" + name)
            .putString("Rot", rotation).putFloat("Integrity", integrity).putString("BiomeType", biome)
            .putBoolean("IsLarge", large).build();
    }

    @Test
    @DisplayName("ocean ruins' integrity as stored: 0.9 for a large ruin, 0.8 for a small one and a cluster's, "
        + "warm and cold")
    void oceanRuinIntegrity() {
        StructureWorld w1211 = world("1.21.1", 20250723L);
        // 1.21.1, seed 20250723, chunk 70, 11: a large cold ruin (its three layers) and a cluster of five small ones.
        ListBinaryTag cold = children(w1211, "minecraft:ocean_ruin_cold", 70, 11);
        assertEquals(18, cold.size());
        int[] big = {1120, 90, 176, 1135, 105, 191};
        assertEquals(ruin(big, 1120, 176, "big_brick_3", "NONE", 0.9F, "COLD", true), cold.getCompound(0));
        assertEquals(ruin(big, 1120, 176, "big_cracked_3", "NONE", 0.7F, "COLD", true), cold.getCompound(1));
        assertEquals(ruin(big, 1120, 176, "big_mossy_3", "NONE", 0.5F, "COLD", true), cold.getCompound(2));
        assertEquals(ruin(new int[] {1105, 90, 174, 1111, 96, 179}, 1105, 179, "brick_4", "COUNTERCLOCKWISE_90", 0.8F,
            "COLD", false), cold.getCompound(3));
        assertEquals(ruin(new int[] {1139, 90, 166, 1144, 96, 172}, 1139, 166, "mossy_2", "NONE", 0.5F, "COLD",
            false), cold.getCompound(17));

        // 1.21.1, seed 20250723, chunk 182, 82: a small warm ruin alone.
        assertEquals(List.of(ruin(new int[] {2907, 90, 1306, 2912, 96, 1312}, 2912, 1312, "warm_4", "CLOCKWISE_180",
            0.8F, "WARM", false)), children(w1211, "minecraft:ocean_ruin_warm", 182, 82).stream().toList());

        // 1.21.5, seed 52235009757, chunk -269, -32: a large warm ruin and its cluster of three.
        List<CompoundBinaryTag> warm = List.of(
            ruin(new int[] {-4304, 90, -512, -4289, 105, -497}, -4304, -512, "big_warm_5", "NONE", 0.9F, "WARM", true),
            ruin(new int[] {-4322, 90, -500, -4317, 96, -494}, -4317, -494, "warm_1", "CLOCKWISE_180", 0.8F, "WARM",
                false),
            ruin(new int[] {-4319, 90, -515, -4314, 96, -509}, -4314, -509, "warm_5", "CLOCKWISE_180", 0.8F, "WARM",
                false),
            ruin(new int[] {-4306, 90, -522, -4300, 96, -517}, -4300, -522, "warm_2", "CLOCKWISE_90", 0.8F, "WARM",
                false));
        assertEquals(warm, children(world("1.21.5", 52235009757L), "minecraft:ocean_ruin_warm", -269, -32).stream()
            .toList());
    }

    @Test
    @DisplayName("1.20.1: a swamp hut and a cold ocean ruin's brick, cracked and mossy layers as stored")
    void release1201() {
        StructureWorld w = world("1.20.1", 496137327171979920L);
        CompoundBinaryTag hut = piece("minecraft:tesh", new int[] {-1728, 64, 2224, -1722, 70, 2232}, 0)
            .putInt("Width", 7).putInt("Height", 7).putInt("Depth", 9).putInt("HPos", -1)
            .putBoolean("Witch", false).putBoolean("Cat", false).build();
        assertEquals(List.of(hut), children(w, "minecraft:swamp_hut", -108, 139).stream().toList());

        int[] box = {-864, 90, 1136, -859, 96, 1142};
        String[] layers = {"brick_1", "cracked_1", "mossy_1"};
        float[] integrity = {0.8F, 0.7F, 0.5F};
        ListBinaryTag ruin = children(w, "minecraft:ocean_ruin_cold", -54, 71);
        assertEquals(3, ruin.size());
        for (int i = 0; i < 3; i++) {
            CompoundBinaryTag layer = template("minecraft:orp", box, -864, 90, 1136,
                "minecraft:underwater_ruin/" + layers[i])
                .putString("Rot", "NONE").putFloat("Integrity", integrity[i]).putString("BiomeType", "COLD")
                .putBoolean("IsLarge", false).build();
            assertEquals(layer, ruin.getCompound(i), layers[i]);
        }
    }

    @Test
    @DisplayName("1.21.1's End: an end city's house, short template names and overwrite flags as stored")
    void endCity() {
        ListBinaryTag city = children(world("1.21.1", 20250723L, Dimension.THE_END), "minecraft:end_city", -115, -156);
        assertEquals(10, city.size());
        String[] names = {"base_floor", "second_floor_1", "third_floor_1"};
        int[][] boxes = {{-1833, 61, -2498, -1824, 64, -2489}, {-1834, 61, -2499, -1823, 68, -2488},
            {-1835, 65, -2500, -1822, 72, -2487}};
        int[][] positions = {{-1833, 61, -2489}, {-1834, 61, -2488}, {-1835, 65, -2487}};
        for (int i = 0; i < 3; i++) {
            CompoundBinaryTag expected = template("minecraft:ecp", boxes[i], positions[i][0], positions[i][1],
                positions[i][2], names[i]).putString("Rot", "COUNTERCLOCKWISE_90").putBoolean("OW", i == 0).build();
            assertEquals(expected, city.getCompound(i), names[i]);
        }
    }

    @Test
    @DisplayName("1.20.1: a woodland mansion's 495 pieces, its entrance with rotation and mirror as stored")
    void mansion() {
        ListBinaryTag mansion = children(world("1.20.1", 496137327171979920L), "minecraft:mansion", 261, -290);
        assertEquals(495, mansion.size());
        CompoundBinaryTag entrance = template("minecraft:wmp", new int[] {4172, 86, -4648, 4192, 104, -4633},
            4192, 86, -4633, "entrance").putString("Rot", "CLOCKWISE_180").putString("Mi", "NONE").build();
        assertEquals(entrance, mansion.getCompound(0));
    }
}
