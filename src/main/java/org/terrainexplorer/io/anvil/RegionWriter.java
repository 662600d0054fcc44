package org.terrainexplorer.io.anvil;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Writes one region file from its chunks' compressed NBT, in index order, each chunk starting on a sector of its
 * own. A chunk of more than {@link RegionFile#MAX_SECTORS} sectors goes to its own {@code .mcc} file beside the
 * region, as the game stores one.
 */
final class RegionWriter {

    /** Padding to a sector's end; never written to. */
    private static final byte[] ZEROS = new byte[RegionFile.SECTOR];

    private RegionWriter() {
    }

    /**
     * Writes {@code r.X.Z.mca} into {@code folder} and forces it to disk.
     *
     * @param regionX   the region's x (chunk x / 32)
     * @param regionZ   the region's z
     * @param payloads  zlib-compressed chunk NBT by header index; null where a chunk is absent
     * @param timestamp the save time in seconds since 1970, for every chunk
     * @return the file written
     */
    static Path write(Path folder, int regionX, int regionZ, byte[][] payloads, int timestamp) throws IOException {
        int[] locations = new int[RegionFile.SIDE * RegionFile.SIDE];
        int next = RegionFile.HEADER_SECTORS;
        for (int i = 0; i < payloads.length; i++) {
            if (payloads[i] == null) {
                continue;
            }
            int sectors = RegionFile.sectorsFor(external(payloads[i]) ? 0 : payloads[i].length);
            locations[i] = next << 8 | sectors;
            next += sectors;
        }
        Path file = folder.resolve("r." + regionX + "." + regionZ + ".mca");
        try (OutputStream raw = Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
             DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw, 1 << 16))) {
            for (int location : locations) {
                out.writeInt(location);
            }
            for (int location : locations) {
                out.writeInt(location == 0 ? 0 : timestamp);
            }
            for (int i = 0; i < payloads.length; i++) {
                byte[] p = payloads[i];
                if (p == null) {
                    continue;
                }
                int written;
                if (external(p)) {
                    ChunkPos pos = new ChunkPos(regionX * RegionFile.SIDE + i % RegionFile.SIDE,
                        regionZ * RegionFile.SIDE + i / RegionFile.SIDE);
                    writeExternal(folder.resolve(RegionFile.externalName(pos)), p);
                    out.writeInt(1);
                    out.writeByte(Compression.ZLIB.id() | Compression.EXTERNAL);
                    written = 5;
                } else {
                    out.writeInt(p.length + 1);
                    out.writeByte(Compression.ZLIB.id());
                    out.write(p);
                    written = 5 + p.length;
                }
                int padding = (locations[i] & 0xFF) * RegionFile.SECTOR - written;
                out.write(ZEROS, 0, padding);
            }
        }
        force(file);
        return file;
    }

    private static boolean external(byte[] payload) {
        return RegionFile.sectorsFor(payload.length) > RegionFile.MAX_SECTORS;
    }

    private static void writeExternal(Path file, byte[] payload) throws IOException {
        Files.write(file, payload, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        force(file);
    }

    private static void force(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
    }
}
