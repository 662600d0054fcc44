package org.terrainexplorer.world.chunk;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A SHA-256 over chunks' blocks, biomes and heightmaps, independent of palette numbering: every block is
 * hashed by its state's text. Chunks are fed in the caller's order, so sort positions first for a checksum of
 * a region that does not depend on generation order.
 */
public final class ChunkChecksum {

    private final MessageDigest digest;

    /** An empty checksum. */
    public ChunkChecksum() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** Adds a chunk: its position, every block bottom to top, its biomes and heightmaps. */
    public void add(ChunkData chunk) {
        BlockPalette palette = chunk.palette();
        byte[][] names = new byte[palette.size()][];
        for (int i = 0; i < names.length; i++) {
            names[i] = palette.state(i).toString().getBytes(StandardCharsets.UTF_8);
        }
        digest.update((chunk.pos().x() + "," + chunk.pos().z() + ";").getBytes(StandardCharsets.UTF_8));
        for (int y = chunk.minY(); y < chunk.minY() + chunk.height(); y++) {
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    digest.update(names[chunk.block(x, y, z)]);
                    digest.update((byte) 0);
                }
            }
        }
        for (int y = chunk.minY(); y < chunk.minY() + chunk.height(); y += 4) {
            for (int z = 0; z < 16; z += 4) {
                for (int x = 0; x < 16; x += 4) {
                    digest.update(chunk.biome(x, y, z).getBytes(StandardCharsets.UTF_8));
                    digest.update((byte) 0);
                }
            }
        }
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                digest.update((chunk.worldSurface(x, z) + "," + chunk.oceanFloor(x, z) + ";")
                    .getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** The checksum so far, as 64 hexadecimal digits. */
    public String hex() {
        try {
            return HexFormat.of().formatHex(((MessageDigest) digest.clone()).digest());
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The checksum of one chunk. */
    public static String of(ChunkData chunk) {
        ChunkChecksum c = new ChunkChecksum();
        c.add(chunk);
        return c.hex();
    }
}
