package org.terrainexplorer.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.mesh.GreedyMesher;

/** The .glb's binary structure, read back independently, against the glTF 2.0 specification's rules. */
class GlbWriterTest {

    private record Glb(JsonNode json, ByteBuffer bin, int totalLength) {
    }

    private static Glb parse(byte[] file) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x46546C67, b.getInt(0), "magic glTF");
        assertEquals(2, b.getInt(4), "version");
        assertEquals(file.length, b.getInt(8), "total length");
        int jsonLength = b.getInt(12);
        assertEquals(0x4E4F534A, b.getInt(16), "JSON chunk first");
        assertEquals(0, jsonLength % 4, "JSON chunk padded to 4 bytes");
        String text = new String(file, 20, jsonLength, StandardCharsets.UTF_8);
        assertTrue(text.substring(text.stripTrailing().length()).chars().allMatch(c -> c == ' '),
            "padded with spaces");
        JsonNode json = new ObjectMapper().readTree(text);
        ByteBuffer bin = null;
        if (20 + jsonLength < file.length) {
            int binLength = b.getInt(20 + jsonLength);
            assertEquals(0x004E4942, b.getInt(24 + jsonLength), "BIN chunk second");
            assertEquals(0, binLength % 4, "BIN chunk padded to 4 bytes");
            assertEquals(file.length, 28 + jsonLength + binLength, "nothing after the BIN chunk");
            bin = ByteBuffer.wrap(file, 28 + jsonLength, binLength).slice().order(ByteOrder.LITTLE_ENDIAN);
        }
        return new Glb(json, bin, file.length);
    }

    private static byte[] write(VoxelBox box, GreedyMesher.Quads quads) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GlbWriter.write(quads, new int[] {box.minX(), box.minY(), box.minZ()}, out, () -> false);
        return out.toByteArray();
    }

    @Test
    @DisplayName("header, aligned chunks and views, exact position bounds, in-range indices, outward winding, and "
        + "as many triangles as twice the merged faces")
    void structure() throws IOException {
        PatternWorld w = new PatternWorld((x, y, z) -> y < 3 + ((x * 7 + z * 3) & 3) ? (x + z) % 3 == 0 ? 1 : 2 : 0);
        VoxelBox box = w.box(-8, 0, 4, 21, 9, 13);
        GreedyMesher.Quads quads = BoxMesher.mesh(box, () -> false);
        Glb glb = parse(write(box, quads));
        JsonNode json = glb.json();
        assertEquals("2.0", json.at("/asset/version").asText());
        JsonNode accessors = json.get("accessors");
        JsonNode views = json.get("bufferViews");
        int vertices = accessors.get(0).get("count").asInt();
        assertEquals(4 * quads.count(), vertices);
        int indexCount = accessors.get(3).get("count").asInt();
        assertEquals(6 * quads.count(), indexCount, "two triangles a merged quad");
        assertEquals(2 * quads.count(), indexCount / 3);
        for (JsonNode v : views) {
            assertEquals(0, v.get("byteOffset").asInt() % 4, "views start on 4 bytes");
        }
        assertEquals(glb.bin().capacity(), json.at("/buffers/0/byteLength").asInt());
        ByteBuffer bin = glb.bin();
        int pos = views.get(0).get("byteOffset").asInt();
        float[] min = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
        float[] max = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        float[][] p = new float[vertices][3];
        for (int i = 0; i < vertices; i++) {
            for (int c = 0; c < 3; c++) {
                p[i][c] = bin.getFloat(pos + 12 * i + 4 * c);
                min[c] = Math.min(min[c], p[i][c]);
                max[c] = Math.max(max[c], p[i][c]);
            }
        }
        for (int c = 0; c < 3; c++) {
            assertEquals(min[c], (float) accessors.get(0).get("min").get(c).asDouble(), "min " + c);
            assertEquals(max[c], (float) accessors.get(0).get("max").get(c).asDouble(), "max " + c);
        }
        assertEquals(0f, min[0]);
        assertEquals(21f, max[0], "the box's far side");
        int normals = views.get(1).get("byteOffset").asInt();
        int indices = views.get(3).get("byteOffset").asInt();
        for (int t = 0; t < indexCount / 3; t++) {
            int a = bin.getInt(indices + 12 * t);
            int b2 = bin.getInt(indices + 12 * t + 4);
            int c2 = bin.getInt(indices + 12 * t + 8);
            assertTrue(a < vertices && b2 < vertices && c2 < vertices);
            float[] e1 = sub(p[b2], p[a]);
            float[] e2 = sub(p[c2], p[a]);
            float[] n = {e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]};
            float dot = 0;
            for (int c = 0; c < 3; c++) {
                dot += n[c] * bin.getFloat(normals + 12 * a + 4 * c);
            }
            assertTrue(dot > 0, "triangle " + t + " winds counter-clockwise seen from its normal's side");
        }
        assertEquals(5123, accessors.get(2).get("componentType").asInt());
        assertTrue(accessors.get(2).get("normalized").asBoolean());
        assertEquals(0.0, json.at("/materials/0/pbrMetallicRoughness/metallicFactor").asDouble());
    }

    @Test
    @DisplayName("a box of air is a valid file with an empty scene and no BIN chunk")
    void empty() throws IOException {
        VoxelBox box = new PatternWorld((x, y, z) -> 0).box(0, 0, 0, 4, 4, 4);
        Glb glb = parse(write(box, BoxMesher.mesh(box, () -> false)));
        assertEquals(null, glb.bin());
        assertFalse(glb.json().has("meshes"));
    }

    @Test
    @DisplayName("written atomically: the target appears whole and no temporary file stays")
    void atomic(@TempDir Path dir) throws IOException {
        VoxelBox box = new PatternWorld((x, y, z) -> y < 2 ? 1 : 0).box(0, 0, 0, 4, 4, 4);
        Path target = dir.resolve("t.glb");
        GlbWriter.write(box, BoxMesher.mesh(box, () -> false), target, () -> false);
        parse(Files.readAllBytes(target));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
    }

    private static float[] sub(float[] a, float[] b) {
        return new float[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }
}
