package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Reads chunks from one region file, opened read-only. The header is read once; each chunk is read with a
 * positional read, so any number of threads may read at once. A chunk that is absent reads as null; one whose
 * location, length or compression is impossible throws an {@link IOException} saying what is wrong.
 */
final class RegionReader implements AutoCloseable {

    /** A chunk's stored bytes: the compression and the compressed NBT. */
    record Payload(Compression compression, byte[] data, int offset, int length) {
    }

    private final Path file;
    private final FileChannel channel;
    private final long size;
    private final int[] locations = new int[RegionFile.SIDE * RegionFile.SIDE];

    private RegionReader(Path file, FileChannel channel, long size) {
        this.file = file;
        this.channel = channel;
        this.size = size;
    }

    /**
     * Opens a region file and reads its header.
     *
     * @return the reader, or null if the file does not exist
     * @throws IOException if it cannot be read or is shorter than its header
     */
    static RegionReader open(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException("is a folder, not a region file");
        }
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            return null;
        }
        try {
            long size = channel.size();
            if (size == 0) {
                // The game leaves empty region files behind; they hold no chunks.
                return new RegionReader(file, channel, size);
            }
            if (size < RegionFile.HEADER_SECTORS * (long) RegionFile.SECTOR) {
                throw new IOException("truncated: " + size + " bytes, shorter than the 8192-byte header");
            }
            RegionReader reader = new RegionReader(file, channel, size);
            ByteBuffer header = ByteBuffer.allocate(RegionFile.SECTOR);
            readFully(channel, header, 0);
            header.flip();
            header.asIntBuffer().get(reader.locations);
            return reader;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** The file. */
    Path file() {
        return file;
    }

    /** Whether the header lists the chunk. */
    boolean has(ChunkPos pos) {
        return locations[RegionFile.index(pos.x(), pos.z())] != 0;
    }

    /**
     * Whether the header lists the chunk at a place inside the file: a truncated file lists chunks whose bytes are
     * gone.
     */
    boolean inFile(ChunkPos pos) {
        int location = locations[RegionFile.index(pos.x(), pos.z())];
        long sector = location >>> 8;
        return location != 0 && sector >= RegionFile.HEADER_SECTORS && (location & 0xFF) != 0
            && sector * RegionFile.SECTOR + 5 <= size;
    }

    /**
     * A chunk's stored bytes, or null if the region does not hold it.
     *
     * @throws IOException when its location, length or compression byte is impossible, or an external chunk
     *                     file is missing
     */
    Payload read(ChunkPos pos) throws IOException {
        int location = locations[RegionFile.index(pos.x(), pos.z())];
        if (location == 0) {
            return null;
        }
        long sector = location >>> 8;
        int sectors = location & 0xFF;
        if (sector < RegionFile.HEADER_SECTORS || sectors == 0) {
            throw new IOException("impossible location: sector " + sector + ", " + sectors + " sectors");
        }
        long start = sector * RegionFile.SECTOR;
        if (start + 5 > size) {
            throw new IOException("starts at byte " + start + ", beyond the file's end (" + size + " bytes)");
        }
        long available = Math.min((long) sectors * RegionFile.SECTOR, size - start);
        ByteBuffer buffer = ByteBuffer.allocate((int) available);
        readFully(channel, buffer, start);
        buffer.flip();
        int length = buffer.getInt();
        int type = buffer.get() & 0xFF;
        Compression compression = Compression.byId(type);
        if (compression == null) {
            throw new IOException("unknown compression type " + type + " (known: 1 gzip, 2 zlib, 3 none, 4 LZ4, 127 custom)");
        }
        if ((type & Compression.EXTERNAL) != 0) {
            Path external = file.resolveSibling(RegionFile.externalName(pos));
            byte[] data;
            try {
                data = Files.readAllBytes(external);
            } catch (NoSuchFileException e) {
                throw new IOException("stored in " + external.getFileName() + ", which is missing");
            }
            return new Payload(compression, data, 0, data.length);
        }
        if (length < 1 || length - 1 > available - 5) {
            throw new IOException("length " + length + " does not fit its " + sectors + " sectors"
                + (available < (long) sectors * RegionFile.SECTOR ? " (the file is truncated)" : ""));
        }
        return new Payload(compression, buffer.array(), 5, length - 1);
    }

    private static void readFully(FileChannel channel, ByteBuffer buffer, long position) throws IOException {
        long at = position;
        while (buffer.hasRemaining()) {
            int n = channel.read(buffer, at);
            if (n < 0) {
                throw new IOException("unexpected end of file at byte " + at);
            }
            at += n;
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
