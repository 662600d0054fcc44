package org.terrainexplorer.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The .vox file's chunk structure, read back independently. */
class VoxWriterTest {

    private record Chunk(String id, int contentStart, int contentSize, int childrenSize) {
    }

    private static List<Chunk> children(ByteBuffer b, int start, int end) {
        List<Chunk> out = new ArrayList<>();
        int at = start;
        while (at < end) {
            byte[] id = new byte[4];
            b.get(at, id);
            int content = b.getInt(at + 4);
            int children = b.getInt(at + 8);
            out.add(new Chunk(new String(id, StandardCharsets.US_ASCII), at + 12, content, children));
            at += 12 + content + children;
        }
        assertEquals(end, at, "chunks fill their parent exactly");
        return out;
    }

    private static byte[] write(VoxelBox box) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        VoxWriter.write(box, out, () -> false);
        return out.toByteArray();
    }

    @Test
    @DisplayName("a 10 x 300 x 6 box: MAIN with SIZE/XYZI per model of at most 256, scene graph nodes, RGBA of "
        + "1024 bytes; voxel counts match the non-air blocks")
    void structure() throws IOException {
        PatternWorld w = new PatternWorld((x, y, z) ->
            Math.floorMod(x + 2 * y + z, 5) == 0 ? 0 : 1 + Math.floorMod(x + y, 4));
        VoxelBox box = w.box(-20, 3, 7, 10, 300, 6);
        ByteBuffer b = ByteBuffer.wrap(write(box)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals("VOX ", new String(b.array(), 0, 4, StandardCharsets.US_ASCII));
        assertEquals(150, b.getInt(4));
        List<Chunk> top = children(b, 8, b.capacity());
        assertEquals(1, top.size());
        Chunk main = top.get(0);
        assertEquals("MAIN", main.id());
        assertEquals(0, main.contentSize());
        List<Chunk> chunks = children(b, main.contentStart(), main.contentStart() + main.childrenSize());
        List<String> ids = chunks.stream().map(Chunk::id).toList();
        // vox x = box x (10), vox y = box z (6), vox z = box y (300: 256 + 44): two models
        assertEquals(List.of("SIZE", "XYZI", "SIZE", "XYZI", "nTRN", "nGRP", "nTRN", "nSHP", "nTRN", "nSHP",
            "RGBA"), ids);
        long voxels = 0;
        List<int[]> sizes = new ArrayList<>();
        for (int i = 0; i < 4; i += 2) {
            Chunk size = chunks.get(i);
            assertEquals(12, size.contentSize());
            int[] s = {b.getInt(size.contentStart()), b.getInt(size.contentStart() + 4),
                b.getInt(size.contentStart() + 8)};
            for (int v : s) {
                assertTrue(v >= 1 && v <= 256, "model side " + v);
            }
            sizes.add(s);
            Chunk xyzi = chunks.get(i + 1);
            int n = b.getInt(xyzi.contentStart());
            assertEquals(4 + 4 * n, xyzi.contentSize());
            for (int k = 0; k < n; k++) {
                int at = xyzi.contentStart() + 4 + 4 * k;
                assertTrue((b.get(at) & 255) < s[0] && (b.get(at + 1) & 255) < s[1] && (b.get(at + 2) & 255) < s[2]);
                assertTrue((b.get(at + 3) & 255) >= 1, "colour index 1 to 255");
            }
            voxels += n;
        }
        assertEquals(List.of(10, 6, 256), List.of(sizes.get(0)[0], sizes.get(0)[1], sizes.get(0)[2]));
        assertEquals(List.of(10, 6, 44), List.of(sizes.get(1)[0], sizes.get(1)[1], sizes.get(1)[2]));
        long nonAir = 0;
        for (int y = 0; y < 300; y++) {
            for (int z = 0; z < 6; z++) {
                for (int x = 0; x < 10; x++) {
                    nonAir += box.block(x, y, z) != 0 ? 1 : 0;
                }
            }
        }
        assertEquals(nonAir, voxels);
        assertEquals(1024, chunks.get(10).contentSize());
        // The last model's transform: its corner (0, 0, 256) plus half its size (10, 6, 44) rounded down.
        Chunk lastTransform = chunks.get(8);
        String dict = new String(b.array(), lastTransform.contentStart(), lastTransform.contentSize(),
            StandardCharsets.US_ASCII);
        assertTrue(dict.contains("_t") && dict.contains("5 3 278"), dict);
    }

    @Test
    @DisplayName("Z up: a block at box (x, y, z) is the voxel (x, sizeZ - 1 - z, y)")
    void axes() throws IOException {
        PatternWorld w = new PatternWorld((x, y, z) -> x == 1 && y == 2 && z == 0 ? 1 : 0);
        ByteBuffer b = ByteBuffer.wrap(write(w.box(0, 0, 0, 3, 4, 5))).order(ByteOrder.LITTLE_ENDIAN);
        Chunk main = children(b, 8, b.capacity()).get(0);
        List<Chunk> chunks = children(b, main.contentStart(), main.contentStart() + main.childrenSize());
        assertEquals(List.of(3, 5, 4), List.of(b.getInt(chunks.get(0).contentStart()),
            b.getInt(chunks.get(0).contentStart() + 4), b.getInt(chunks.get(0).contentStart() + 8)));
        int at = chunks.get(1).contentStart();
        assertEquals(1, b.getInt(at));
        assertEquals(List.of(1, 4, 2), List.of((int) b.get(at + 4), (int) b.get(at + 5), (int) b.get(at + 6)));
    }

    @Test
    @DisplayName("more than 255 block colours: the palette keeps 255 and maps the rest to the nearest")
    void paletteLimit() {
        int[] rgb = new int[300];
        long[] counts = new long[300];
        for (int i = 1; i < 300; i++) {
            rgb[i] = i * 0x010203;
            counts[i] = i;
        }
        VoxWriter.VoxPalette p = VoxWriter.VoxPalette.of(rgb, counts);
        assertEquals(255, p.colours().length);
        assertEquals(1, p.index(299), "the most common colour comes first");
        assertTrue(p.index(1) >= 1 && p.index(1) <= 255);
    }
}
