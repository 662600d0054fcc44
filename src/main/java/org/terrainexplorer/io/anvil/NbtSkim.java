package org.terrainexplorer.io.anvil;

import java.io.DataInput;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.ByteArrayBinaryTag;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.ShortBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Reads the few top-level tags of a chunk's NBT a survey needs and skips the rest (the sections, block entities,
 * heightmaps...) without building them: reading whole chunks of a world of a hundred thousand chunks is most of a
 * survey's time otherwise. Used by {@link StoredStarts} and by the comparison runs in the tests.
 */
final class NbtSkim {

    private NbtSkim() {
    }

    /** The root compound with only the tags named in {@code keep} (others are skipped). */
    static CompoundBinaryTag read(InputStream stream, Set<String> keep) throws IOException {
        DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(stream, 16384));
        int type = in.readByte();
        if (type != 10) {
            throw new IOException("the root tag is not a compound");
        }
        in.skipBytes(in.readUnsignedShort());
        CompoundBinaryTag.Builder out = CompoundBinaryTag.builder();
        while (true) {
            int t = in.readByte();
            if (t == 0) {
                return out.build();
            }
            String name = in.readUTF();
            if (keep.contains(name)) {
                out.put(name, tag(in, t));
            } else {
                skip(in, t);
            }
        }
    }

    private static BinaryTag tag(DataInput in, int type) throws IOException {
        return switch (type) {
            case 1 -> ByteBinaryTag.byteBinaryTag(in.readByte());
            case 2 -> ShortBinaryTag.shortBinaryTag(in.readShort());
            case 3 -> IntBinaryTag.intBinaryTag(in.readInt());
            case 4 -> LongBinaryTag.longBinaryTag(in.readLong());
            case 5 -> FloatBinaryTag.floatBinaryTag(in.readFloat());
            case 6 -> DoubleBinaryTag.doubleBinaryTag(in.readDouble());
            case 7 -> {
                byte[] b = new byte[in.readInt()];
                in.readFully(b);
                yield ByteArrayBinaryTag.byteArrayBinaryTag(b);
            }
            case 8 -> StringBinaryTag.stringBinaryTag(in.readUTF());
            case 9 -> {
                int element = in.readByte();
                int n = in.readInt();
                ListBinaryTag.Builder<BinaryTag> list = ListBinaryTag.builder();
                for (int i = 0; i < n; i++) {
                    list.add(tag(in, element));
                }
                yield list.build();
            }
            case 10 -> {
                CompoundBinaryTag.Builder c = CompoundBinaryTag.builder();
                while (true) {
                    int t = in.readByte();
                    if (t == 0) {
                        break;
                    }
                    String name = in.readUTF();
                    c.put(name, tag(in, t));
                }
                yield c.build();
            }
            case 11 -> {
                int[] a = new int[in.readInt()];
                for (int i = 0; i < a.length; i++) {
                    a[i] = in.readInt();
                }
                yield IntArrayBinaryTag.intArrayBinaryTag(a);
            }
            case 12 -> {
                long[] a = new long[in.readInt()];
                for (int i = 0; i < a.length; i++) {
                    a[i] = in.readLong();
                }
                yield LongArrayBinaryTag.longArrayBinaryTag(a);
            }
            default -> throw new IOException("unknown tag type " + type);
        };
    }

    private static void skip(DataInput in, int type) throws IOException {
        switch (type) {
            case 1 -> in.skipBytes(1);
            case 2 -> in.skipBytes(2);
            case 3, 5 -> in.skipBytes(4);
            case 4, 6 -> in.skipBytes(8);
            case 7 -> skipFully(in, in.readInt());
            case 8 -> skipFully(in, in.readUnsignedShort());
            case 9 -> {
                int element = in.readByte();
                int n = in.readInt();
                for (int i = 0; i < n; i++) {
                    skip(in, element);
                }
            }
            case 10 -> {
                while (true) {
                    int t = in.readByte();
                    if (t == 0) {
                        return;
                    }
                    skipFully(in, in.readUnsignedShort());
                    skip(in, t);
                }
            }
            case 11 -> skipFully(in, 4L * in.readInt());
            case 12 -> skipFully(in, 8L * in.readInt());
            default -> throw new IOException("unknown tag type " + type);
        }
    }

    private static void skipFully(DataInput in, long n) throws IOException {
        while (n > 0) {
            int s = in.skipBytes((int) Math.min(n, Integer.MAX_VALUE));
            if (s <= 0) {
                in.readByte();
                s = 1;
            }
            n -= s;
        }
    }
}
