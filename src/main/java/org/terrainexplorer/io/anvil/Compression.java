package org.terrainexplorer.io.anvil;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

/**
 * How a chunk's NBT is compressed in a region file: the byte after its length. The game writes zlib unless a
 * server chose otherwise ({@code region-file-compression}, 1.20.5+); bit 128 says the data is in a separate
 * {@code c.X.Z.mcc} file because it did not fit 255 sectors.
 */
enum Compression {
    /** 1: gzip, as {@code level.dat}; old worlds only. */
    GZIP(1),
    /** 2: zlib (deflate with a zlib header), the game's default. */
    ZLIB(2),
    /** 3: none (1.15.1+). */
    NONE(3),
    /** 4: LZ4 block stream (1.20.5+, servers that choose it); not read here. */
    LZ4(4);

    /** The flag on the type byte of a chunk stored in its own {@code .mcc} file. */
    static final int EXTERNAL = 128;

    private final int id;

    Compression(int id) {
        this.id = id;
    }

    /** The type byte. */
    int id() {
        return id;
    }

    /** The compression with a type byte (its external flag cleared), or null for an unknown byte. */
    static Compression byId(int id) {
        for (Compression c : values()) {
            if (c.id == (id & ~EXTERNAL)) {
                return c;
            }
        }
        return null;
    }

    /** Compresses NBT bytes for a region file. Zlib at the speed level: chunks compress well either way. */
    static byte[] zlib(byte[] raw, int length) {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, length / 4));
            try (DeflaterOutputStream z = new DeflaterOutputStream(out, deflater, 8192)) {
                z.write(raw, 0, length);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException("in-memory streams do not fail", e);
        } finally {
            deflater.end();
        }
    }

    /** A stream of the uncompressed NBT. */
    InputStream open(byte[] data, int offset, int length) throws IOException {
        InputStream in = new ByteArrayInputStream(data, offset, length);
        return switch (this) {
            case GZIP -> new GZIPInputStream(in);
            case ZLIB -> new InflaterInputStream(in);
            case NONE -> in;
            case LZ4 -> throw new IOException("LZ4-compressed chunks (a server's region-file-compression=lz4) "
                + "are not supported");
        };
    }
}
