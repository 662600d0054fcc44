package org.terrainexplorer.export;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.io.AtomicFiles;

/**
 * Writes a box as a MagicaVoxel {@code .vox} file (format 150): every non-air block a voxel, coloured from a
 * palette of at most 255 block colours. MagicaVoxel is Z-up with models of at most 256 per side, so the box turns
 * about x (box x → vox x, box z → vox −y, box y → vox z, keeping the world's handedness) and is cut into models of
 * at most 256³, each placed by the scene graph: a root transform, a group, and per model a transform whose
 * translation is the model's centre (its lowest corner plus half its size, rounded down, as MagicaVoxel places
 * models) over a shape.
 *
 * <p>Layout: {@code "VOX "} and the version, then chunk {@code MAIN} holding {@code SIZE} and {@code XYZI} per
 * model, the {@code nTRN}/{@code nGRP}/{@code nSHP} nodes and {@code RGBA}; each chunk is its 4-letter id, the
 * byte counts of its content and of its children, then both. Numbers are little-endian.
 */
public final class VoxWriter {

    /** The largest model side MagicaVoxel takes. */
    public static final int MODEL_SIDE = 256;
    static final int VERSION = 150;

    private VoxWriter() {
    }

    /** A model: its lowest corner and size in vox coordinates, and its voxel count. */
    record Model(int x, int y, int z, int sizeX, int sizeY, int sizeZ, int voxels) {
    }

    /**
     * Writes the box to {@code target} atomically.
     *
     * @param cancelled polled between models
     * @throws CancellationException when cancelled (the target is left as it was)
     */
    public static void write(VoxelBox box, Path target, BooleanSupplier cancelled) throws IOException {
        AtomicFiles.write(target, out -> write(box, out, cancelled));
    }

    /** Writes the box to a stream. */
    static void write(VoxelBox box, OutputStream stream, BooleanSupplier cancelled) throws IOException {
        BlockTable table = new BlockTable(box.palette());
        int vx = box.sizeX();
        int vy = box.sizeZ();
        int vz = box.sizeY();
        long[] counts = new long[box.palette().size()];
        List<Model> models = new ArrayList<>();
        for (int mz = 0; mz < vz; mz += MODEL_SIDE) {
            for (int my = 0; my < vy; my += MODEL_SIDE) {
                for (int mx = 0; mx < vx; mx += MODEL_SIDE) {
                    Model m = new Model(mx, my, mz, Math.min(MODEL_SIDE, vx - mx), Math.min(MODEL_SIDE, vy - my),
                        Math.min(MODEL_SIDE, vz - mz), 0);
                    int n = count(box, table, m, counts);
                    if (n > 0) {
                        models.add(new Model(m.x(), m.y(), m.z(), m.sizeX(), m.sizeY(), m.sizeZ(), n));
                    }
                }
            }
        }
        if (models.isEmpty()) {
            // All air: one empty model, since a file without any confuses readers.
            models.add(new Model(0, 0, 0, Math.min(MODEL_SIDE, vx), Math.min(MODEL_SIDE, vy),
                Math.min(MODEL_SIDE, vz), 0));
        }
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        VoxPalette palette = VoxPalette.of(table.rgb, counts);
        LittleEndian out = new LittleEndian(new BufferedOutputStream(stream, 1 << 16));
        out.bytes("VOX ");
        out.integer(VERSION);
        long children = 0;
        for (Model m : models) {
            children += 12 + 12 + 12 + 4 + 4L * m.voxels();
        }
        List<byte[]> nodes = sceneGraph(models);
        for (byte[] node : nodes) {
            children += node.length;
        }
        children += 12 + 1024;
        if (children > Integer.MAX_VALUE) {
            throw new IOException("the box has too many voxels for one .vox file");
        }
        out.bytes("MAIN");
        out.integer(0);
        out.integer((int) children);
        for (Model m : models) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            out.bytes("SIZE");
            out.integer(12);
            out.integer(0);
            out.integer(m.sizeX());
            out.integer(m.sizeY());
            out.integer(m.sizeZ());
            out.bytes("XYZI");
            out.integer(4 + 4 * m.voxels());
            out.integer(0);
            out.integer(m.voxels());
            writeVoxels(box, table, palette, m, out);
        }
        for (byte[] node : nodes) {
            out.raw(node);
        }
        out.bytes("RGBA");
        out.integer(1024);
        out.integer(0);
        for (int i = 1; i <= 256; i++) {
            // Colour index i is the i-th entry; the 256th entry is unused by index 0 (empty).
            int rgb = i <= palette.colours().length ? palette.colours()[i - 1] : 0;
            out.raw(new byte[] {(byte) (rgb >> 16), (byte) (rgb >> 8), (byte) rgb, (byte) (i <= 255 ? 255 : 0)});
        }
        out.flush();
    }

    /** Counts a model's voxels and adds each block id's count. */
    private static int count(VoxelBox box, BlockTable table, Model m, long[] counts) {
        int n = 0;
        int vy = box.sizeZ();
        for (int z = m.z(); z < m.z() + m.sizeZ(); z++) {
            for (int y = m.y(); y < m.y() + m.sizeY(); y++) {
                int bz = vy - 1 - y;
                for (int x = m.x(); x < m.x() + m.sizeX(); x++) {
                    int id = box.block(x, z, bz);
                    if (!table.air[id]) {
                        n++;
                        counts[id]++;
                    }
                }
            }
        }
        return n;
    }

    private static void writeVoxels(VoxelBox box, BlockTable table, VoxPalette palette, Model m, LittleEndian out)
        throws IOException {
        int vy = box.sizeZ();
        byte[] voxel = new byte[4];
        for (int z = m.z(); z < m.z() + m.sizeZ(); z++) {
            for (int y = m.y(); y < m.y() + m.sizeY(); y++) {
                int bz = vy - 1 - y;
                for (int x = m.x(); x < m.x() + m.sizeX(); x++) {
                    int id = box.block(x, z, bz);
                    if (!table.air[id]) {
                        voxel[0] = (byte) (x - m.x());
                        voxel[1] = (byte) (y - m.y());
                        voxel[2] = (byte) (z - m.z());
                        voxel[3] = (byte) palette.index(id);
                        out.raw(voxel);
                    }
                }
            }
        }
    }

    /** The scene graph's chunks: transform 0 over group 1 over, per model i, transform 2+2i over shape 3+2i. */
    static List<byte[]> sceneGraph(List<Model> models) {
        List<byte[]> nodes = new ArrayList<>();
        nodes.add(transform(0, 1, -1, Map.of()));
        LittleEndian group = LittleEndian.buffer();
        group.integer(1);
        group.dict(Map.of());
        group.integer(models.size());
        for (int i = 0; i < models.size(); i++) {
            group.integer(2 + 2 * i);
        }
        nodes.add(group.chunk("nGRP"));
        for (int i = 0; i < models.size(); i++) {
            Model m = models.get(i);
            String t = (m.x() + m.sizeX() / 2) + " " + (m.y() + m.sizeY() / 2) + " " + (m.z() + m.sizeZ() / 2);
            nodes.add(transform(2 + 2 * i, 3 + 2 * i, 0, Map.of("_t", t)));
            LittleEndian shape = LittleEndian.buffer();
            shape.integer(3 + 2 * i);
            shape.dict(Map.of());
            shape.integer(1);
            shape.integer(i);
            shape.dict(Map.of());
            nodes.add(shape.chunk("nSHP"));
        }
        return nodes;
    }

    private static byte[] transform(int id, int child, int layer, Map<String, String> frame) {
        LittleEndian t = LittleEndian.buffer();
        t.integer(id);
        t.dict(Map.of());
        t.integer(child);
        t.integer(-1);
        t.integer(layer);
        t.integer(1);
        t.dict(frame);
        return t.chunk("nTRN");
    }

    /** At most 255 colours for the blocks present: the most common colours, the rest mapped to the nearest. */
    record VoxPalette(int[] colours, int[] indexById) {

        int index(int id) {
            return indexById[id];
        }

        static VoxPalette of(int[] rgbById, long[] counts) {
            Map<Integer, Long> byColour = new HashMap<>();
            for (int id = 0; id < counts.length; id++) {
                if (counts[id] > 0) {
                    byColour.merge(rgbById[id], counts[id], Long::sum);
                }
            }
            List<Map.Entry<Integer, Long>> sorted = new ArrayList<>(byColour.entrySet());
            sorted.sort(Map.Entry.<Integer, Long>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey()));
            int n = Math.min(255, sorted.size());
            int[] colours = new int[n];
            Map<Integer, Integer> index = new HashMap<>();
            for (int i = 0; i < n; i++) {
                colours[i] = sorted.get(i).getKey();
                index.put(colours[i], i + 1);
            }
            int[] byId = new int[counts.length];
            for (int id = 0; id < counts.length; id++) {
                if (counts[id] == 0) {
                    continue;
                }
                Integer i = index.get(rgbById[id]);
                byId[id] = i != null ? i : nearest(colours, rgbById[id]) + 1;
            }
            return new VoxPalette(colours, byId);
        }

        private static int nearest(int[] colours, int rgb) {
            int best = 0;
            long bestDistance = Long.MAX_VALUE;
            for (int i = 0; i < colours.length; i++) {
                long dr = (colours[i] >> 16 & 255) - (rgb >> 16 & 255);
                long dg = (colours[i] >> 8 & 255) - (rgb >> 8 & 255);
                long db = (colours[i] & 255) - (rgb & 255);
                long d = dr * dr + dg * dg + db * db;
                if (d < bestDistance) {
                    best = i;
                    bestDistance = d;
                }
            }
            return best;
        }
    }

    /** Little-endian writes, to a stream or into a buffer that becomes one chunk. */
    static final class LittleEndian {
        private final OutputStream out;
        private final java.io.ByteArrayOutputStream buffer;

        LittleEndian(OutputStream out) {
            this.out = out;
            this.buffer = null;
        }

        private LittleEndian(java.io.ByteArrayOutputStream buffer) {
            this.out = buffer;
            this.buffer = buffer;
        }

        static LittleEndian buffer() {
            return new LittleEndian(new java.io.ByteArrayOutputStream());
        }

        void integer(int v) {
            try {
                out.write(v);
                out.write(v >> 8);
                out.write(v >> 16);
                out.write(v >> 24);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        void bytes(String ascii) throws IOException {
            out.write(ascii.getBytes(StandardCharsets.US_ASCII));
        }

        void raw(byte[] b) throws IOException {
            out.write(b);
        }

        void string(String s) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            integer(b.length);
            buffer.write(b, 0, b.length);
        }

        void dict(Map<String, String> dict) {
            integer(dict.size());
            dict.forEach((k, v) -> {
                string(k);
                string(v);
            });
        }

        /** The buffered content as a chunk with no children. */
        byte[] chunk(String id) {
            byte[] content = buffer.toByteArray();
            LittleEndian c = buffer();
            c.buffer.writeBytes(id.getBytes(StandardCharsets.US_ASCII));
            c.integer(content.length);
            c.integer(0);
            c.buffer.writeBytes(content);
            return c.buffer.toByteArray();
        }

        void flush() throws IOException {
            out.flush();
        }
    }
}
