package org.terrainexplorer.io.anvil;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.DeflaterOutputStream;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureStart;

/**
 * Saved-world fixtures for the tests of stored structure starts, written here (no file of the game's): chunks that
 * hold only their status, data version and {@code structures} (starts as the game stores them), in region files
 * laid out as the game writes them.
 */
public final class StoredStartsFixture {

    private StoredStartsFixture() {
    }

    public static CompoundBinaryTag piece(String id, BoundingBox b) {
        return CompoundBinaryTag.builder().putString("id", id)
            .put("BB", IntArrayBinaryTag.intArrayBinaryTag(b.toArray())).build();
    }

    /** A start as the game stores it; its start piece moved {@code dx} blocks east. */
    public static CompoundBinaryTag stored(StructureStart s, int dx) {
        ListBinaryTag.Builder<BinaryTag> children = ListBinaryTag.builder();
        for (int i = 0; i < s.pieces().size(); i++) {
            StructurePiece p = s.pieces().get(i);
            children.add(piece(p.type(), i == 0 ? p.box().moved(dx, 0, 0) : p.box()));
        }
        return CompoundBinaryTag.builder().putString("id", s.id()).putInt("ChunkX", s.chunkX())
            .putInt("ChunkZ", s.chunkZ()).putInt("references", 0).put("Children", children.build()).build();
    }

    /** A chunk at status full (none of its blocks: the listing reads only its starts) storing one start or none. */
    public static CompoundBinaryTag chunk(String id, CompoundBinaryTag start, int dataVersion) {
        CompoundBinaryTag.Builder starts = CompoundBinaryTag.builder();
        if (id != null) {
            starts.put(id, start);
        }
        return CompoundBinaryTag.builder().putInt("DataVersion", dataVersion).putString("Status", "minecraft:full")
            .put("structures", CompoundBinaryTag.builder().put("starts", starts.build())
                .put("References", CompoundBinaryTag.empty()).build()).build();
    }

    /** Region files as the game writes them: a header of locations and timestamps, zlib chunks in 4 KiB sectors. */
    public static void writeRegions(Path folder, Map<ChunkPos, CompoundBinaryTag> chunks) throws IOException {
        Map<String, Map<Integer, byte[]>> files = new LinkedHashMap<>();
        for (Map.Entry<ChunkPos, CompoundBinaryTag> e : chunks.entrySet()) {
            ChunkPos c = e.getKey();
            ByteArrayOutputStream nbt = new ByteArrayOutputStream();
            try (DeflaterOutputStream z = new DeflaterOutputStream(nbt)) {
                BinaryTagIO.writer().write(e.getValue(), z);
            }
            files.computeIfAbsent("r." + (c.x() >> 5) + "." + (c.z() >> 5) + ".mca", k -> new LinkedHashMap<>())
                .put((c.x() & 31) + (c.z() & 31) * 32, nbt.toByteArray());
        }
        for (Map.Entry<String, Map<Integer, byte[]>> f : files.entrySet()) {
            int[] locations = new int[1024];
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            int sector = 2;
            for (Map.Entry<Integer, byte[]> c : f.getValue().entrySet()) {
                byte[] data = c.getValue();
                ByteArrayOutputStream one = new ByteArrayOutputStream();
                DataOutputStream out = new DataOutputStream(one);
                out.writeInt(data.length + 1);
                out.writeByte(2);
                out.write(data);
                int sectors = (one.size() + 4095) / 4096;
                one.write(new byte[sectors * 4096 - one.size()]);
                locations[c.getKey()] = sector << 8 | sectors;
                sector += sectors;
                body.write(one.toByteArray());
            }
            ByteArrayOutputStream file = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(file);
            for (int l : locations) {
                out.writeInt(l);
            }
            for (int i = 0; i < 1024; i++) {
                out.writeInt(locations[i] == 0 ? 0 : 1_700_000_000);
            }
            out.write(body.toByteArray());
            Files.write(folder.resolve(f.getKey()), file.toByteArray());
        }
    }
}
