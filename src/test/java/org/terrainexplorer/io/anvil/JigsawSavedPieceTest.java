package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.TagStringIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.structure.StructureStart;

/**
 * Jigsaw pieces compared whole, tag for tag, with what the game stored for the same pieces in a player's public
 * world (1.21.1, seed 20250723; the values transcribed from its chunks, the save is not in the repository): the pool
 * element with its processors (a named list or an inline empty one), the junctions in their order, the ground level
 * delta, the position, rotation and box, and the liquid settings where the structure has them.
 */
class JigsawSavedPieceTest {

    /** The pieces StructureNbt writes for the start of {@code id} in a chunk of 1.21.1, seed 20250723. */
    private static ListBinaryTag children(String id, int chunkX, int chunkZ) {
        StructureStart start = TestWorlds.structures("1.21.1", Dimension.OVERWORLD, 20250723L)
            .startsIn(chunkX, chunkZ).stream().filter(s -> s.id().equals(id)).findFirst()
            .orElseThrow(() -> new AssertionError(id + " not predicted at " + chunkX + ", " + chunkZ));
        assertTrue(StructureNbt.writable(start), id + " is written");
        return StructureNbt.start(start).getList("Children");
    }

    private static CompoundBinaryTag snbt(String text) throws IOException {
        return TagStringIO.get().asCompound(text);
    }

    @Test
    @DisplayName("a plains village (1.21.1): its fountain, a cat and a small house, whole, as stored")
    void village() throws IOException {
        // Chunk -53, 229, status structure_starts: the start as made, 149 pieces.
        ListBinaryTag village = children("minecraft:village_plains", -53, 229);
        assertEquals(149, village.size());
        CompoundBinaryTag fountain = snbt("""
            {id: "minecraft:jigsaw", GD: 0, O: -1, BB: [I; -848, 120, 3664, -840, 123, 3672],
             PosX: -848, PosY: 120, PosZ: 3664, rotation: "NONE", ground_level_delta: 1,
             pool_element: {element_type: "minecraft:legacy_single_pool_element",
               location: "minecraft:village/plains/town_centers/plains_fountain_01",
               processors: "minecraft:mossify_20_percent", projection: "rigid"},
             junctions: [
               {source_x: -839, source_ground_y: 121, source_z: 3668, delta_y: 0, dest_proj: "terrain_matching"},
               {source_x: -847, source_ground_y: 121, source_z: 3666, delta_y: 1, dest_proj: "rigid"},
               {source_x: -841, source_ground_y: 121, source_z: 3671, delta_y: 1, dest_proj: "rigid"},
               {source_x: -848, source_ground_y: 121, source_z: 3670, delta_y: 1, dest_proj: "rigid"},
               {source_x: -844, source_ground_y: 121, source_z: 3663, delta_y: 0, dest_proj: "terrain_matching"},
               {source_x: -849, source_ground_y: 121, source_z: 3668, delta_y: 0, dest_proj: "terrain_matching"},
               {source_x: -846, source_ground_y: 121, source_z: 3665, delta_y: 1, dest_proj: "rigid"},
               {source_x: -844, source_ground_y: 121, source_z: 3673, delta_y: 0, dest_proj: "terrain_matching"},
               {source_x: -841, source_ground_y: 121, source_z: 3666, delta_y: 1, dest_proj: "rigid"}]}""");
        assertEquals(fountain, village.getCompound(0), "the fountain");
        CompoundBinaryTag cat = snbt("""
            {id: "minecraft:jigsaw", GD: 0, O: -1, BB: [I; -847, 121, 3666, -847, 123, 3666],
             PosX: -847, PosY: 121, PosZ: 3666, rotation: "CLOCKWISE_180", ground_level_delta: 0,
             pool_element: {element_type: "minecraft:legacy_single_pool_element",
               location: "minecraft:village/common/animals/cat_white", processors: {processors: []},
               projection: "rigid"},
             junctions: [
               {source_x: -847, source_ground_y: 120, source_z: 3666, delta_y: -1, dest_proj: "rigid"}]}""");
        assertEquals(cat, village.getCompound(2), "the cat");
        CompoundBinaryTag house = snbt("""
            {id: "minecraft:jigsaw", GD: 0, O: -1, BB: [I; -852, 119, 3656, -846, 125, 3662],
             PosX: -846, PosY: 119, PosZ: 3662, rotation: "CLOCKWISE_180", ground_level_delta: 0,
             pool_element: {element_type: "minecraft:legacy_single_pool_element",
               location: "minecraft:village/plains/houses/plains_small_house_3",
               processors: "minecraft:mossify_10_percent", projection: "rigid"},
             junctions: [
               {source_x: -845, source_ground_y: 119, source_z: 3659, delta_y: -1, dest_proj: "terrain_matching"},
               {source_x: -849, source_ground_y: 119, source_z: 3659, delta_y: 1, dest_proj: "rigid"}]}""");
        assertEquals(house, village.getCompound(12), "the small house");
    }

    @Test
    @DisplayName("trial chambers (1.21.1): a chamber with its liquid settings and four junctions, whole, as stored")
    void trialChambers() throws IOException {
        // Chunk 89, -164 (status full; the start as made, 211 pieces).
        ListBinaryTag chambers = children("minecraft:trial_chambers", 89, -164);
        assertEquals(211, chambers.size());
        CompoundBinaryTag eruption = snbt("""
            {id: "minecraft:jigsaw", GD: 0, O: -1, BB: [I; 1443, -22, -2647, 1471, -9, -2619],
             PosX: 1443, PosY: -22, PosZ: -2619, rotation: "COUNTERCLOCKWISE_90", ground_level_delta: -5,
             liquid_settings: "ignore_waterlogging",
             pool_element: {element_type: "minecraft:single_pool_element",
               location: "minecraft:trial_chambers/chamber/eruption",
               processors: "minecraft:trial_chambers_copper_bulb_degradation", projection: "rigid"},
             junctions: [
               {source_x: 1442, source_ground_y: -27, source_z: -2633, delta_y: -6, dest_proj: "rigid"},
               {source_x: 1472, source_ground_y: -27, source_z: -2633, delta_y: 1, dest_proj: "rigid"},
               {source_x: 1455, source_ground_y: -27, source_z: -2631, delta_y: 1, dest_proj: "rigid"},
               {source_x: 1457, source_ground_y: -27, source_z: -2618, delta_y: 6, dest_proj: "rigid"}]}""");
        assertEquals(eruption, chambers.getCompound(1), "the eruption chamber");
    }
}
