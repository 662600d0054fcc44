package org.terrainexplorer.io.anvil;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;
import net.jpountz.lz4.LZ4BlockInputStream;
import net.jpountz.lz4.LZ4BlockOutputStream;

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
    /**
     * 4: LZ4, as lz4-java's {@code LZ4BlockOutputStream} writes it (1.20.5+, a server's
     * {@code region-file-compression=lz4}).
     */
    LZ4(4),
    /**
     * 127: a custom algorithm (1.20.5+, for mods): the type byte is followed by the algorithm's name (a 2-byte
     * length and UTF-8), then the data. The game itself reads none; neither does this.
     */
    CUSTOM(127);

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
            case LZ4 -> new LZ4BlockInputStream(in);
            case CUSTOM -> throw new IOException("compressed with the custom algorithm '" + customName(data, offset,
                length) + "' (a mod's), which neither the game nor the explorer reads");
        };
    }

    /** The name a custom-compressed chunk gives its algorithm, or "unnamed" if it cannot be read. */
    static String customName(byte[] data, int offset, int length) {
        if (length < 2) {
            return "unnamed";
        }
        int n = (data[offset] & 0xFF) << 8 | data[offset + 1] & 0xFF;
        if (n == 0 || n > length - 2) {
            return "unnamed";
        }
        return new String(data, offset + 2, n, StandardCharsets.UTF_8);
    }

    /** Compresses NBT bytes as the game's LZ4 option does (for tests, and for a server that wants it). */
    static byte[] lz4(byte[] raw, int length) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, length / 2));
        try (LZ4BlockOutputStream z = new LZ4BlockOutputStream(out)) {
            z.write(raw, 0, length);
        } catch (IOException e) {
            throw new IllegalStateException("in-memory streams do not fail", e);
        }
        return out.toByteArray();
    }
}
