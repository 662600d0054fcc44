package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.BoundingBox;

/** The structure ground truth's readers: a chunk's starts and references, and the skimming reader under them. */
class SavedStartsTest {

    /** A chunk as the game saves one at status carvers: sections, heightmaps, two starts (one INVALID), references. */
    private static CompoundBinaryTag chunk() {
        CompoundBinaryTag piece = CompoundBinaryTag.builder().putString("id", "minecraft:tesh")
            .put("BB", IntArrayBinaryTag.intArrayBinaryTag(32, 63, 1616, 40, 69, 1622)).putInt("GD", 0).build();
        CompoundBinaryTag hut = CompoundBinaryTag.builder().putString("id", "minecraft:swamp_hut").putInt("ChunkX", 2)
            .putInt("ChunkZ", 101).putInt("references", 0)
            .put("Children", ListBinaryTag.builder().add(piece).build()).build();
        CompoundBinaryTag invalid = CompoundBinaryTag.builder().putString("id", "INVALID").build();
        long ref = (2L & 0xFFFFFFFFL) | (101L << 32);
        long negative = ((long) -3 & 0xFFFFFFFFL) | ((long) -7 << 32);
        CompoundBinaryTag structures = CompoundBinaryTag.builder()
            .put("starts", CompoundBinaryTag.builder().put("minecraft:swamp_hut", hut)
                .put("minecraft:village_plains", invalid).build())
            .put("References", CompoundBinaryTag.builder()
                .put("minecraft:swamp_hut", LongArrayBinaryTag.longArrayBinaryTag(ref, negative))
                .put("minecraft:monument", LongArrayBinaryTag.longArrayBinaryTag()).build())
            .build();
        CompoundBinaryTag section = CompoundBinaryTag.builder().putByte("Y", (byte) -4)
            .put("block_states", CompoundBinaryTag.builder().put("data",
                LongArrayBinaryTag.longArrayBinaryTag(new long[256])).build()).build();
        return CompoundBinaryTag.builder().putInt("DataVersion", 4080).putString("Status", "minecraft:carvers")
            .put("sections", ListBinaryTag.builder().add(section).add(section).build())
            .put("Heightmaps", CompoundBinaryTag.builder().put("WORLD_SURFACE",
                LongArrayBinaryTag.longArrayBinaryTag(new long[37])).build())
            .put("block_entities", ListBinaryTag.empty())
            .put("structures", structures)
            .put("CarvingMask", CompoundBinaryTag.builder().putString("note", "x").build())
            .build();
    }

    private static byte[] bytes(CompoundBinaryTag root) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryTagIO.writer().write(root, out);
        return out.toByteArray();
    }

    @Test
    @DisplayName("skimming keeps exactly the named top-level tags, equal to a whole read, and skips every other type")
    void skimKeepsTheNamedTags() throws IOException {
        CompoundBinaryTag root = chunk();
        CompoundBinaryTag skimmed = NbtSkim.read(new ByteArrayInputStream(bytes(root)),
            Set.of("DataVersion", "Status", "structures", "absent"));
        assertEquals(Set.of("DataVersion", "Status", "structures"), skimmed.keySet());
        assertEquals(root.get("structures"), skimmed.get("structures"));
        assertEquals(root.get("Status"), skimmed.get("Status"));
        assertEquals(root.get("DataVersion"), skimmed.get("DataVersion"));
    }

    @Test
    @DisplayName("a chunk's starts: id, chunk, children's ids and boxes; an INVALID start has no children")
    void readsStartsAndReferences() throws IOException {
        CompoundBinaryTag skimmed = NbtSkim.read(new ByteArrayInputStream(bytes(chunk())),
            Set.of("DataVersion", "Status", "structures", "Level", "blending_data", "below_zero_retrogen"));
        SavedStarts.Chunk c = SavedStarts.chunk(DimensionFolder.OVERWORLD, new ChunkPos(2, 101), skimmed);
        assertEquals("carvers", c.status());
        assertEquals(4080, c.dataVersion());
        assertTrue(!c.upgraded());
        assertEquals(2, c.starts().size());
        StoredStarts.Start hut = c.starts().get(0);
        assertEquals("minecraft:swamp_hut", hut.id());
        assertEquals(2, hut.chunkX());
        assertEquals(101, hut.chunkZ());
        assertEquals(List.of(new StoredStarts.Piece("minecraft:tesh", new BoundingBox(32, 63, 1616, 40, 69, 1622))),
            hut.children());
        assertTrue(c.starts().get(1).invalid());
        assertEquals(Map.of("minecraft:swamp_hut", List.of(new ChunkPos(2, 101), new ChunkPos(-3, -7))),
            c.references());
    }

    @Test
    @DisplayName("chunks before structure_starts and of the format before 1.18 have no starts to compare")
    void skipsEarlyAndOldChunks() {
        CompoundBinaryTag empty = CompoundBinaryTag.builder().putInt("DataVersion", 4080)
            .putString("Status", "minecraft:empty").build();
        assertNull(SavedStarts.chunk(DimensionFolder.OVERWORLD, new ChunkPos(0, 0), empty));
        CompoundBinaryTag old = CompoundBinaryTag.builder().putInt("DataVersion", 2586)
            .put("Level", CompoundBinaryTag.builder().put("Status", StringBinaryTag.stringBinaryTag("full")).build())
            .build();
        assertNull(SavedStarts.chunk(DimensionFolder.OVERWORLD, new ChunkPos(0, 0), old));
    }

    @Test
    @DisplayName("data versions map to the release that saved them and the shipped release whose data they use")
    void releasesOfDataVersions() {
        assertEquals(new SavedRelease("1.21.2", "1.21.1"), SavedRelease.of(4080).orElseThrow());
        assertEquals(new SavedRelease("1.20.2", "1.20.1"), SavedRelease.of(3578).orElseThrow());
        assertEquals(new SavedRelease("1.21.11", "1.21.11"), SavedRelease.of(4671).orElseThrow());
        assertEquals(new SavedRelease("26.1.2", "26.1"), SavedRelease.of(4790).orElseThrow());
        assertTrue(SavedRelease.of(3120).isEmpty());
        assertEquals("data version 3120", SavedRelease.name(3120));
    }
}
