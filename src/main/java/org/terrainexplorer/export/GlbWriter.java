package org.terrainexplorer.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.io.AtomicFiles;
import org.terrainexplorer.mesh.GreedyMesher;

/**
 * Writes quads as a glTF 2.0 binary ({@code .glb}): one mesh of triangles with {@code POSITION},
 * {@code NORMAL} and {@code COLOR_0} per vertex (four vertices a quad, so each face keeps its flat normal and
 * colour) and {@code UNSIGNED_INT} indices, under one node, with a rough non-metallic white material so the
 * vertex colours show as they are. Positions are in blocks (one unit a block, y up, as glTF's metres and axes)
 * from the box's lowest corner, which the node's {@code extras} give in world coordinates.
 *
 * <p>Layout, as the specification's binary format requires: a 12-byte header ({@code glTF}, version 2, total
 * length), a JSON chunk padded with spaces and a BIN chunk padded with zeros, each to a multiple of 4 bytes. The
 * BIN chunk holds positions, normals, colours and indices one after another, each a buffer view starting at a
 * multiple of 4. Position accessors carry their exact min and max, as the specification requires.
 */
public final class GlbWriter {

    static final int MAGIC = 0x46546C67;
    static final int JSON_CHUNK = 0x4E4F534A;
    static final int BIN_CHUNK = 0x004E4942;
    static final int FLOAT = 5126;
    static final int UNSIGNED_SHORT = 5123;
    static final int UNSIGNED_INT = 5125;

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** sRGB byte to linear, as unsigned-short normalised: glTF vertex colours are linear. */
    private static final int[] LINEAR = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            double c = i / 255.0;
            double linear = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
            LINEAR[i] = (int) Math.round(linear * 65535);
        }
    }

    private GlbWriter() {
    }

    /** Writes the box's mesh to {@code target} atomically. */
    public static void write(VoxelBox box, GreedyMesher.Quads quads, Path target, BooleanSupplier cancelled)
        throws IOException {
        AtomicFiles.write(target, out -> write(quads, new int[] {box.minX(), box.minY(), box.minZ()}, out,
            cancelled));
    }

    /** Writes quads as a .glb to a stream; {@code origin} is the box's lowest corner in the world. */
    static void write(GreedyMesher.Quads quads, int[] origin, OutputStream out, BooleanSupplier cancelled)
        throws IOException {
        int q = quads.count();
        long vertices = 4L * q;
        long indices = 6L * q;
        if (indices * 4 + vertices * 32 > Integer.MAX_VALUE - 1024) {
            throw new IOException("the mesh has " + q + " quads, too many for one .glb file");
        }
        int positionBytes = (int) vertices * 12;
        int normalBytes = (int) vertices * 12;
        int colourBytes = (int) vertices * 8;
        int indexBytes = (int) indices * 4;
        int binLength = positionBytes + normalBytes + colourBytes + indexBytes;
        float[] min = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
        float[] max = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        int[] corner = new int[3];
        for (int i = 0; i < q; i++) {
            for (int k = 0; k < 4; k++) {
                corner(quads, i, k, corner);
                for (int c = 0; c < 3; c++) {
                    min[c] = Math.min(min[c], corner[c]);
                    max[c] = Math.max(max[c], corner[c]);
                }
            }
        }
        byte[] json = json(q, origin, min, max, positionBytes, normalBytes, colourBytes, indexBytes);
        int jsonPadded = (json.length + 3) & ~3;
        long total = 12 + 8 + jsonPadded + (q > 0 ? 8 + binLength : 0);
        ByteBuffer buf = ByteBuffer.allocate(1 << 16).order(ByteOrder.LITTLE_ENDIAN);
        buf.putInt(MAGIC).putInt(2).putInt((int) total);
        buf.putInt(jsonPadded).putInt(JSON_CHUNK);
        flush(buf, out);
        out.write(json);
        for (int i = json.length; i < jsonPadded; i++) {
            out.write(' ');
        }
        if (q == 0) {
            return;
        }
        buf.putInt(binLength).putInt(BIN_CHUNK);
        for (int i = 0; i < q; i++) {
            for (int k = 0; k < 4; k++) {
                corner(quads, i, k, corner);
                room(buf, out, 12);
                buf.putFloat(corner[0]).putFloat(corner[1]).putFloat(corner[2]);
            }
        }
        checkCancel(cancelled);
        for (int i = 0; i < q; i++) {
            int axis = quads.get(i, 0);
            float sign = quads.get(i, 1);
            for (int k = 0; k < 4; k++) {
                room(buf, out, 12);
                buf.putFloat(axis == 0 ? sign : 0f).putFloat(axis == 1 ? sign : 0f).putFloat(axis == 2 ? sign : 0f);
            }
        }
        for (int i = 0; i < q; i++) {
            int rgb = quads.get(i, 7);
            for (int k = 0; k < 4; k++) {
                room(buf, out, 8);
                buf.putShort((short) LINEAR[rgb >> 16 & 255]).putShort((short) LINEAR[rgb >> 8 & 255])
                    .putShort((short) LINEAR[rgb & 255]).putShort((short) 65535);
            }
        }
        checkCancel(cancelled);
        for (int i = 0; i < q; i++) {
            int v = 4 * i;
            room(buf, out, 24);
            if (quads.get(i, 1) > 0) {
                buf.putInt(v).putInt(v + 1).putInt(v + 2).putInt(v).putInt(v + 2).putInt(v + 3);
            } else {
                buf.putInt(v).putInt(v + 2).putInt(v + 1).putInt(v).putInt(v + 3).putInt(v + 2);
            }
        }
        flush(buf, out);
    }

    private static void checkCancel(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
    }

    /**
     * Corner k (0 to 3, counter-clockwise seen from the normal's side for a positive normal) of quad i, in x, y, z:
     * (a, b), (a + w, b), (a + w, b + h), (a, b + h) on the two axes after the normal's, in cyclic order.
     */
    static void corner(GreedyMesher.Quads quads, int i, int k, int[] out) {
        int d = quads.get(i, 0);
        int a = quads.get(i, 3) + (k == 1 || k == 2 ? quads.get(i, 5) : 0);
        int b = quads.get(i, 4) + (k >= 2 ? quads.get(i, 6) : 0);
        out[d] = quads.get(i, 2);
        out[(d + 1) % 3] = a;
        out[(d + 2) % 3] = b;
    }

    private static void room(ByteBuffer buf, OutputStream out, int bytes) throws IOException {
        if (buf.remaining() < bytes) {
            flush(buf, out);
        }
    }

    private static void flush(ByteBuffer buf, OutputStream out) throws IOException {
        out.write(buf.array(), 0, buf.position());
        buf.clear();
    }

    private static byte[] json(int quads, int[] origin, float[] min, float[] max, int positionBytes,
                               int normalBytes, int colourBytes, int indexBytes) {
        ObjectNode root = MAPPER.createObjectNode();
        root.putObject("asset").put("version", "2.0").put("generator", "Terrain Explorer");
        root.put("scene", 0);
        ArrayNode scenes = root.putArray("scenes");
        ObjectNode scene = scenes.addObject();
        if (quads == 0) {
            return bytes(root);
        }
        scene.putArray("nodes").add(0);
        ObjectNode node = root.putArray("nodes").addObject();
        node.put("mesh", 0).put("name", "terrain");
        ArrayNode originNode = node.putObject("extras").putArray("worldOrigin");
        originNode.add(origin[0]).add(origin[1]).add(origin[2]);
        ObjectNode primitive = root.putArray("meshes").addObject().put("name", "terrain").putArray("primitives")
            .addObject();
        primitive.putObject("attributes").put("POSITION", 0).put("NORMAL", 1).put("COLOR_0", 2);
        primitive.put("indices", 3).put("mode", 4).put("material", 0);
        ObjectNode pbr = root.putArray("materials").addObject().put("name", "block colours")
            .putObject("pbrMetallicRoughness");
        pbr.put("metallicFactor", 0.0).put("roughnessFactor", 1.0);
        int vertices = 4 * quads;
        ArrayNode accessors = root.putArray("accessors");
        ObjectNode position = accessors.addObject().put("bufferView", 0).put("componentType", FLOAT)
            .put("count", vertices).put("type", "VEC3");
        ArrayNode minNode = position.putArray("min");
        ArrayNode maxNode = position.putArray("max");
        for (int c = 0; c < 3; c++) {
            minNode.add(min[c]);
            maxNode.add(max[c]);
        }
        accessors.addObject().put("bufferView", 1).put("componentType", FLOAT).put("count", vertices)
            .put("type", "VEC3");
        accessors.addObject().put("bufferView", 2).put("componentType", UNSIGNED_SHORT).put("normalized", true)
            .put("count", vertices).put("type", "VEC4");
        accessors.addObject().put("bufferView", 3).put("componentType", UNSIGNED_INT).put("count", 6 * quads)
            .put("type", "SCALAR");
        ArrayNode views = root.putArray("bufferViews");
        int offset = 0;
        int[] lengths = {positionBytes, normalBytes, colourBytes, indexBytes};
        for (int i = 0; i < 4; i++) {
            views.addObject().put("buffer", 0).put("byteOffset", offset).put("byteLength", lengths[i])
                .put("target", i < 3 ? 34962 : 34963);
            offset += lengths[i];
        }
        root.putArray("buffers").addObject().put("byteLength", offset);
        return bytes(root);
    }

    private static byte[] bytes(ObjectNode root) {
        try {
            return MAPPER.writeValueAsString(root).getBytes(StandardCharsets.UTF_8);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serialises", e);
        }
    }
}
