package org.terrainexplorer.io.anvil;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * An independent NBT reader for the tests, written from the format's description (a type byte, a name, a payload;
 * big-endian), sharing no code with the NBT library the explorer writes with: compounds become maps, lists lists,
 * arrays Java arrays, numbers boxed. It checks what the explorer writes, not only that the explorer reads it back.
 */
final class PlainNbt {

    private PlainNbt() {
    }

    /** The root compound of a gzip-compressed NBT file (level.dat, world_gen_settings.dat). */
    static Map<String, Object> readGzip(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return read(in);
        }
    }

    /** The root compound of uncompressed NBT. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> read(InputStream raw) throws IOException {
        DataInputStream in = new DataInputStream(raw);
        int type = in.readUnsignedByte();
        if (type != 10) {
            throw new IOException("root is of type " + type + ", not a compound");
        }
        in.readUTF();
        return (Map<String, Object>) payload(in, 10);
    }

    private static Object payload(DataInputStream in, int type) throws IOException {
        switch (type) {
            case 1: return in.readByte();
            case 2: return in.readShort();
            case 3: return in.readInt();
            case 4: return in.readLong();
            case 5: return in.readFloat();
            case 6: return in.readDouble();
            case 7: {
                byte[] a = new byte[in.readInt()];
                in.readFully(a);
                return a;
            }
            case 8: return in.readUTF();
            case 9: {
                int elementType = in.readUnsignedByte();
                int n = in.readInt();
                List<Object> list = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    list.add(payload(in, elementType));
                }
                return list;
            }
            case 10: {
                Map<String, Object> map = new LinkedHashMap<>();
                for (int t = in.readUnsignedByte(); t != 0; t = in.readUnsignedByte()) {
                    String name = in.readUTF();
                    map.put(name, payload(in, t));
                }
                return map;
            }
            case 11: {
                int[] a = new int[in.readInt()];
                for (int i = 0; i < a.length; i++) {
                    a[i] = in.readInt();
                }
                return a;
            }
            case 12: {
                long[] a = new long[in.readInt()];
                for (int i = 0; i < a.length; i++) {
                    a[i] = in.readLong();
                }
                return a;
            }
            default: throw new IOException("unknown tag type " + type);
        }
    }

    /** A value by a path of compound keys, e.g. {@code get(root, "Data", "Version", "Name")}; null if absent. */
    @SuppressWarnings("unchecked")
    static Object get(Map<String, Object> root, String... path) {
        Object at = root;
        for (String key : path) {
            if (!(at instanceof Map)) {
                return null;
            }
            at = ((Map<String, Object>) at).get(key);
        }
        return at;
    }
}
