package org.terrainexplorer.io.anvil;

import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The layout of a region file {@code r.X.Z.mca}, which holds the 32 × 32 chunks from chunk (32·X, 32·Z): 4 KiB
 * sectors; sector 0 holds each chunk's location (3 bytes of first sector, 1 byte of sector count; zero when the
 * chunk is absent), sector 1 each chunk's save time (seconds, 4 bytes), both indexed by
 * {@code (x & 31) + (z & 31) · 32}; then each chunk from its first sector: a 4-byte length (of what follows,
 * counting the type byte), a compression type byte and the compressed NBT, padded to whole sectors. All numbers
 * big-endian.
 */
final class RegionFile {

    /** Bytes per sector. */
    static final int SECTOR = 4096;
    /** Sectors taken by the two header tables. */
    static final int HEADER_SECTORS = 2;
    /** The most sectors a chunk may take in the file; bigger chunks go to a {@code .mcc} file. */
    static final int MAX_SECTORS = 255;
    /** Chunks per side of a region. */
    static final int SIDE = 32;

    private RegionFile() {
    }

    /** The index of a chunk in the header tables. */
    static int index(int chunkX, int chunkZ) {
        return (chunkX & 31) + (chunkZ & 31) * SIDE;
    }

    /** The region file's name for a chunk: {@code r.X.Z.mca}. */
    static String fileName(ChunkPos pos) {
        return "r." + (pos.x() >> 5) + "." + (pos.z() >> 5) + ".mca";
    }

    /** The name of the file holding a chunk too big for its region: {@code c.X.Z.mcc}. */
    static String externalName(ChunkPos pos) {
        return "c." + pos.x() + "." + pos.z() + ".mcc";
    }

    /** Sectors for a chunk payload of {@code bytes} compressed bytes (plus the 5-byte length and type). */
    static int sectorsFor(int bytes) {
        return (bytes + 5 + SECTOR - 1) / SECTOR;
    }
}
