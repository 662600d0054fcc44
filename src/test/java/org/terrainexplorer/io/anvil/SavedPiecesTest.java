package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * The fields mineshaft, nether fortress, ocean monument and stronghold pieces store, against what the game stored
 * for the same starts in players' public worlds (the values are transcribed from those saves; the saves are not in
 * the repository): the world's release and seed, the start's chunk, and a few pieces by their box.
 */
class SavedPiecesTest {

    /** The structures of a world of a release and seed, in a dimension. */
    private static StructureWorld structures(String release, Dimension dimension, long seed) {
        return TestWorlds.structures(release, dimension, seed);
    }

    /** The start of {@code id} in a chunk as StructureNbt writes it, which must be writable. */
    private static CompoundBinaryTag start(StructureWorld world, String id, int chunkX, int chunkZ) {
        StructureStart s = world.startsIn(chunkX, chunkZ).stream().filter(t -> t.id().equals(id)).findFirst()
            .orElseThrow(() -> new AssertionError(id + " not predicted at " + chunkX + ", " + chunkZ));
        assertTrue(s.pieces().stream().allMatch(StructurePiece::savable), id + " is written");
        return StructureNbt.start(s);
    }

    /** The piece with box {@code bb} of a written start. */
    private static CompoundBinaryTag piece(CompoundBinaryTag start, int... bb) {
        for (BinaryTag t : start.getList("Children")) {
            CompoundBinaryTag c = (CompoundBinaryTag) t;
            if (Arrays.equals(((IntArrayBinaryTag) c.get("BB")).value(), bb)) {
                return c;
            }
        }
        throw new AssertionError("no piece with box " + Arrays.toString(bb));
    }

    private static void assertInt(int expected, CompoundBinaryTag piece, String key) {
        assertEquals(expected, assertInstanceOf(IntBinaryTag.class, piece.get(key), key).value(), key);
    }

    private static void assertByte(int expected, CompoundBinaryTag piece, String key) {
        assertEquals(expected, assertInstanceOf(ByteBinaryTag.class, piece.get(key), key).value(), key);
    }

    @Test
    @DisplayName("a mineshaft (1.21.1): the room's doorways, a corridor's rails and sections, the type, as stored")
    void mineshaft() {
        CompoundBinaryTag start = start(structures("1.21.1", Dimension.OVERWORLD, 20250723L), "minecraft:mineshaft",
            -323, 91);
        assertEquals(164, start.getList("Children").size());
        CompoundBinaryTag room = start.getList("Children").getCompound(0);
        assertEquals("minecraft:msroom", room.getString("id"));
        assertArrayEquals(new int[] {-5166, -38, 1458, -5156, -32, 1466}, room.getIntArray("BB"));
        assertInt(0, room, "MST");
        assertInt(-1, room, "O");
        ListBinaryTag entrances = room.getList("Entrances");
        int[][] stored = {{-5166, -36, 1458, -5164, -34, 1459}, {-5160, -37, 1458, -5158, -35, 1459},
            {-5164, -37, 1465, -5162, -35, 1466}, {-5159, -35, 1465, -5157, -33, 1466},
            {-5157, -35, 1461, -5156, -29, 1465}};
        assertEquals(stored.length, entrances.size());
        for (int i = 0; i < stored.length; i++) {
            assertArrayEquals(stored[i], ((IntArrayBinaryTag) entrances.get(i)).value());
        }
        CompoundBinaryTag corridor = piece(start, -5166, -36, 1443, -5164, -34, 1457);
        assertEquals("minecraft:mscorridor", corridor.getString("id"));
        assertByte(1, corridor, "hr");
        assertByte(0, corridor, "sc");
        assertByte(0, corridor, "hps");
        assertInt(3, corridor, "Num");
        assertInt(1, corridor, "GD");
        assertInt(2, corridor, "O");
        CompoundBinaryTag stairs = piece(start, -5163, -42, 1443, -5155, -35, 1445);
        assertEquals("minecraft:msstairs", stairs.getString("id"));
        assertEquals(List.of("BB", "GD", "MST", "O", "id"), stairs.keySet().stream().sorted().toList());
    }

    @Test
    @DisplayName("1.21.5 stores a crossing's way as a byte, and a mesa mineshaft's type as 1")
    void mineshaft1215() {
        StructureWorld world = structures("1.21.5", Dimension.OVERWORLD, 52235009757L);
        CompoundBinaryTag crossing = piece(start(world, "minecraft:mineshaft", -24, -89),
            -382, 27, -1448, -378, 29, -1444);
        assertEquals("minecraft:mscrossing", crossing.getString("id"));
        assertByte(0, crossing, "tf");
        assertByte(1, crossing, "D");
        assertInt(-1, crossing, "O");
        CompoundBinaryTag mesa = start(world, "minecraft:mineshaft_mesa", -262, -9);
        assertEquals(38, mesa.getList("Children").size());
        CompoundBinaryTag room = mesa.getList("Children").getCompound(0);
        assertArrayEquals(new int[] {-4190, 81, -142, -4180, 85, -132}, room.getIntArray("BB"));
        assertInt(1, room, "MST");
        assertArrayEquals(new int[] {-4182, 77, -133, -4180, 84, -132},
            ((IntArrayBinaryTag) room.getList("Entrances").get(1)).value());
    }

    @Test
    @DisplayName("a nether fortress (1.21.1): bridge ends' seeds, a corridor turn's chest, a throne's spawner")
    void fortress() {
        CompoundBinaryTag start = start(structures("1.21.1", Dimension.THE_NETHER, 20250723L), "minecraft:fortress",
            -314, 102);
        assertEquals(129, start.getList("Children").size());
        CompoundBinaryTag end = piece(start, -5034, 62, 1582, -5030, 71, 1589);
        assertEquals("minecraft:nebef", end.getString("id"));
        assertInt(-1263407802, end, "Seed");
        assertInt(7, end, "GD");
        assertInt(1527313368, piece(start, -5015, 62, 1536, -5011, 71, 1543), "Seed");
        CompoundBinaryTag turn = piece(start, -4972, 65, 1602, -4968, 71, 1606);
        assertEquals("minecraft:nescrt", turn.getString("id"));
        assertByte(1, turn, "Chest");
        assertByte(0, piece(start, -5016, 65, 1672, -5010, 72, 1680), "Mob");
        CompoundBinaryTag first = start.getList("Children").getCompound(0);
        assertEquals("minecraft:nebcr", first.getString("id"));
        assertEquals(List.of("BB", "GD", "O", "id"), first.keySet().stream().sorted().toList());
    }

    @Test
    @DisplayName("an ocean monument (1.21.4) stores its building alone, with nothing beyond box, facing and depth")
    void monument() {
        CompoundBinaryTag start = start(structures("1.21.4", Dimension.OVERWORLD, -2384656002692675674L),
            "minecraft:monument", -63, 82);
        assertEquals(1, start.getList("Children").size());
        CompoundBinaryTag building = start.getList("Children").getCompound(0);
        assertEquals("minecraft:omb", building.getString("id"));
        assertArrayEquals(new int[] {-1037, 39, 1283, -980, 61, 1340}, building.getIntArray("BB"));
        assertInt(3, building, "O");
        assertEquals(List.of("BB", "GD", "O", "id"), building.keySet().stream().sorted().toList());
    }

    @Test
    @DisplayName("a stronghold (26.2): the start's source flag, doors, a crossing's and a corridor's side doors, "
        + "a room's furnishing, a library's gallery, a filler's steps, chest and spawner not yet placed")
    void stronghold() {
        CompoundBinaryTag start = start(structures("26.2", Dimension.OVERWORLD, 3270447568912029277L),
            "minecraft:stronghold", 6, 131);
        assertEquals(196, start.getList("Children").size());
        CompoundBinaryTag first = start.getList("Children").getCompound(0);
        assertEquals("minecraft:shstart", first.getString("id"));
        assertArrayEquals(new int[] {98, -19, 2098, 102, -9, 2102}, first.getIntArray("BB"));
        assertEquals("OPENING", first.getString("EntryDoor"));
        assertByte(1, first, "Source");
        assertInt(2, first, "O");
        assertInt(0, first, "GD");
        CompoundBinaryTag crossing = piece(start, 104, -23, 2071, 114, -15, 2080);
        assertEquals("minecraft:sh5c", crossing.getString("id"));
        assertEquals("WOOD_DOOR", crossing.getString("EntryDoor"));
        assertByte(0, crossing, "leftLow");
        assertByte(0, crossing, "leftHigh");
        assertByte(1, crossing, "rightLow");
        assertByte(0, crossing, "rightHigh");
        assertInt(3, crossing, "O");
        assertInt(4, crossing, "GD");
        CompoundBinaryTag straight = piece(start, 99, -21, 2080, 103, -17, 2086);
        assertEquals("IRON_DOOR", straight.getString("EntryDoor"));
        assertByte(0, straight, "Left");
        assertByte(1, straight, "Right");
        CompoundBinaryTag room = piece(start, 115, -23, 2072, 125, -17, 2082);
        assertEquals("minecraft:shrc", room.getString("id"));
        assertEquals("GRATES", room.getString("EntryDoor"));
        assertInt(2, room, "Type");
        assertByte(1, piece(start, 76, -19, 2071, 89, -9, 2085), "Tall");
        CompoundBinaryTag filler = piece(start, 123, -23, 2049, 124, -19, 2053);
        assertEquals("minecraft:shfc", filler.getString("id"));
        assertInt(2, filler, "Steps");
        assertByte(0, piece(start, 99, -21, 2066, 103, -17, 2072), "Chest");
        CompoundBinaryTag portal = piece(start, 102, -29, 2088, 112, -22, 2103);
        assertEquals("minecraft:shpr", portal.getString("id"));
        assertByte(0, portal, "Mob");
        assertInt(0, portal, "O");
        CompoundBinaryTag turn = piece(start, 105, -17, 2087, 109, -13, 2091);
        assertEquals("minecraft:shlt", turn.getString("id"));
        assertEquals("GRATES", turn.getString("EntryDoor"));
        assertEquals(List.of("BB", "EntryDoor", "GD", "O", "id"), turn.keySet().stream().sorted().toList());
    }

    @Test
    @DisplayName("a stronghold of 26.1.2: pieces, the start piece and a crossing's doors, as stored")
    void stronghold261() {
        CompoundBinaryTag start = start(structures("26.1", Dimension.OVERWORLD, 9064150133272194L),
            "minecraft:stronghold", -183, -273);
        assertEquals(279, start.getList("Children").size());
        CompoundBinaryTag first = start.getList("Children").getCompound(0);
        assertArrayEquals(new int[] {-2926, -37, -4366, -2922, -27, -4362}, first.getIntArray("BB"));
        assertInt(3, first, "O");
        CompoundBinaryTag crossing = piece(start, -2914, -43, -4407, -2904, -35, -4398);
        assertEquals("GRATES", crossing.getString("EntryDoor"));
        assertByte(0, crossing, "leftLow");
        assertByte(0, crossing, "leftHigh");
        assertByte(0, crossing, "rightLow");
        assertByte(1, crossing, "rightHigh");
        assertInt(12, crossing, "GD");
        assertInt(1, piece(start, -2918, -35, -4359, -2908, -29, -4349), "Type");
        assertByte(0, piece(start, -2915, -53, -4380, -2905, -46, -4365), "Mob");
    }
}
