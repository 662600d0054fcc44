package org.terrainexplorer.world.data;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.gen.Climate;
import org.terrainexplorer.world.json.DataException;

/**
 * A biome report's list in a compact binary form, made by the build from the shipped releases' reports
 * ({@link BiomeListPacker}) and read instead of their JSON: a fresh JVM spent about half a second parsing the
 * overworld's 3.4 MB report and building its search tree in code not yet compiled; this form, 250 KB, holds the tree
 * too. It
 * holds exactly what {@link BiomeReport} reads (each value as its quantised long), so a list read either way is the
 * same list, in the same order.
 *
 * <p>Layout (big-endian): the magic {@code TEBL}, a format number, the biome names (a count, then each as a
 * length-prefixed UTF-8 string), the distinct quantised values (a count, then each as a long), the entries (a count,
 * then per entry its name's index and its 13 values' indices: the six parameters' min and max, then the offset), all
 * indices unsigned shorts, and the search tree's {@link org.terrainexplorer.world.gen.RTree#layout} (a count,
 * then ints), so that the tree is not built again by the game's sorts.
 */
final class BiomeListCodec {

    /** What a packed list's file name ends with, in place of {@code .json}. */
    static final String SUFFIX = ".bin";

    private static final int MAGIC = 0x5445424C;
    private static final int FORMAT = 1;
    private static final int VALUES = 13;

    private BiomeListCodec() {
    }

    /** A list's bytes, with its search tree's layout. */
    static byte[] encode(BiomeSource.MultiNoise list) {
        List<BiomeSource.Entry> entries = list.entries();
        Map<String, Integer> names = new HashMap<>();
        List<String> nameList = new ArrayList<>();
        Map<Long, Integer> values = new HashMap<>();
        List<Long> valueList = new ArrayList<>();
        int[][] rows = new int[entries.size()][VALUES + 1];
        for (int i = 0; i < entries.size(); i++) {
            BiomeSource.Entry e = entries.get(i);
            rows[i][0] = names.computeIfAbsent(e.biome(), n -> {
                nameList.add(n);
                return nameList.size() - 1;
            });
            long[] point = values(e.point());
            for (int k = 0; k < VALUES; k++) {
                rows[i][k + 1] = values.computeIfAbsent(point[k], v -> {
                    valueList.add(v);
                    return valueList.size() - 1;
                });
            }
        }
        if (nameList.size() > 0xFFFF || valueList.size() > 0xFFFF) {
            throw new IllegalArgumentException("more than 65,535 names or values: " + nameList.size() + ", "
                + valueList.size());
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(MAGIC);
            out.writeInt(FORMAT);
            out.writeInt(nameList.size());
            for (String n : nameList) {
                byte[] utf8 = n.getBytes(StandardCharsets.UTF_8);
                out.writeShort(utf8.length);
                out.write(utf8);
            }
            out.writeInt(valueList.size());
            for (long v : valueList) {
                out.writeLong(v);
            }
            out.writeInt(rows.length);
            for (int[] row : rows) {
                for (int k : row) {
                    out.writeShort(k);
                }
            }
            int[] layout = list.treeLayout();
            out.writeInt(layout.length);
            for (int k : layout) {
                out.writeInt(k);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** The list in {@code bytes}; {@code file} names it in the message when the bytes are not such a list. */
    static BiomeSource.MultiNoise decode(byte[] bytes, String file) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            if (in.getInt() != MAGIC) {
                throw new DataException(file, "", "not a packed biome list");
            }
            int format = in.getInt();
            if (format != FORMAT) {
                throw new DataException(file, "", "a packed biome list of format " + format + ", not " + FORMAT);
            }
            String[] names = new String[count(in, file)];
            for (int i = 0; i < names.length; i++) {
                byte[] utf8 = new byte[Short.toUnsignedInt(in.getShort())];
                in.get(utf8);
                names[i] = new String(utf8, StandardCharsets.UTF_8);
            }
            long[] values = new long[count(in, file)];
            for (int i = 0; i < values.length; i++) {
                values[i] = in.getLong();
            }
            int n = count(in, file);
            List<BiomeSource.Entry> entries = new ArrayList<>(n);
            long[] point = new long[VALUES];
            for (int i = 0; i < n; i++) {
                String name = names[Short.toUnsignedInt(in.getShort())];
                for (int k = 0; k < VALUES; k++) {
                    point[k] = values[Short.toUnsignedInt(in.getShort())];
                }
                entries.add(new BiomeSource.Entry(name, point(point)));
            }
            int[] layout = new int[count(in, file)];
            for (int i = 0; i < layout.length; i++) {
                layout[i] = in.getInt();
            }
            if (in.hasRemaining() || entries.isEmpty()) {
                throw new DataException(file, "", in.hasRemaining() ? in.remaining() + " bytes after the list"
                    : "the list has no entry");
            }
            return new BiomeSource.MultiNoise(entries, layout);
        } catch (BufferUnderflowException | ArrayIndexOutOfBoundsException e) {
            throw new DataException(file, "", "a packed biome list cut short or damaged");
        } catch (IllegalArgumentException e) {
            throw new DataException(file, "", "a packed biome list damaged: " + e.getMessage());
        }
    }

    private static int count(ByteBuffer in, String file) {
        int n = in.getInt();
        if (n < 0 || n > in.remaining()) {
            throw new DataException(file, "", "a packed biome list damaged (a count of " + n + ")");
        }
        return n;
    }

    private static long[] values(Climate.ParameterPoint p) {
        Climate.Parameter[] six = {p.temperature(), p.humidity(), p.continentalness(), p.erosion(), p.depth(),
            p.weirdness()};
        long[] out = new long[VALUES];
        for (int k = 0; k < six.length; k++) {
            out[2 * k] = six[k].min();
            out[2 * k + 1] = six[k].max();
        }
        out[VALUES - 1] = p.offset();
        return out;
    }

    private static Climate.ParameterPoint point(long[] v) {
        return new Climate.ParameterPoint(new Climate.Parameter(v[0], v[1]), new Climate.Parameter(v[2], v[3]),
            new Climate.Parameter(v[4], v[5]), new Climate.Parameter(v[6], v[7]), new Climate.Parameter(v[8], v[9]),
            new Climate.Parameter(v[10], v[11]), v[12]);
    }
}
