package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
 * The fields mineshaft, nether fortress and ocean monument pieces store, against what the game stored for the same
 * starts in players' public worlds (the values are transcribed from those saves; the saves are not in the
 * repository): the world's release and seed, the start's chunk, and a few pieces by their box.
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
    @DisplayName("strongholds are not written yet (no game save of one compared)")
    void strongholdNotYet() {
        StructureWorld world = structures("1.21.1", Dimension.OVERWORLD, 20250723L);
        StructureStart s = world.startsIn(95, 70).stream().filter(t -> t.id().equals("minecraft:stronghold"))
            .findFirst().orElse(null);
        assertNotNull(s, "the first ring's stronghold");
        assertFalse(StructureNbt.writable(s));
    }
}
