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
 * {@code structure_starts}, before the features stage moves anything): a cold ruined portal, a desert pyramid, a
 * beached shipwreck, buried treasure, an end city (1.21.1, seed 20250723), a swamp hut, a cold ocean ruin's three
 * layers and a woodland mansion (1.20.1, seed 496137327171979920).
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
