package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Structure names as players type them: ids, short names, kinds and the names players give them")
class StructureKindsTest {

    @Test
    @DisplayName("an id, a short name, a kind with a space or an underscore, and a player's name match")
    void namesThatMatch() {
        assertTrue(StructureKinds.matches("minecraft:village_plains", "minecraft:village_plains"));
        assertTrue(StructureKinds.matches("village_plains", "minecraft:village_plains"));
        assertTrue(StructureKinds.matches("Village", "minecraft:village_plains"));
        assertTrue(StructureKinds.matches("ruined portal", "minecraft:ruined_portal_nether"));
        assertTrue(StructureKinds.matches("bastion", "minecraft:bastion_remnant"));
        assertTrue(StructureKinds.matches("Woodland Mansion", "minecraft:mansion"));
        assertTrue(StructureKinds.matches("witch hut", "minecraft:swamp_hut"));
        assertTrue(StructureKinds.matches("nether fortress", "minecraft:fortress"));
        assertTrue(StructureKinds.matches("trial chamber", "minecraft:trial_chambers"));
    }

    @Test
    @DisplayName("a player's name means only its own structure, and only the game's")
    void namesThatDoNot() {
        assertFalse(StructureKinds.matches("bastion", "minecraft:fortress"));
        assertFalse(StructureKinds.matches("witch hut", "minecraft:igloo"));
        assertFalse(StructureKinds.matches("bastion", "mypack:bastion_remnant"), "a datapack's id is its own name");
        assertFalse(StructureKinds.matches("bastion_remnants", "minecraft:bastion_remnant"));
        assertFalse(StructureKinds.matches("village", "minecraft:pillager_outpost"));
    }
}
