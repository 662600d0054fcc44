package org.terrainexplorer.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.mesh.GreedyMesher;

/** Greedy meshing against a brute-force count of visible faces. */
class BoxMesherTest {

    /** Faces of solid blocks whose neighbour (or the outside) is not solid, one by one. */
    static long bruteForceFaces(VoxelBox box) {
        BlockTable t = new BlockTable(box.palette());
        int[][] dirs = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
        long faces = 0;
        for (int y = 0; y < box.sizeY(); y++) {
            for (int z = 0; z < box.sizeZ(); z++) {
                for (int x = 0; x < box.sizeX(); x++) {
                    if (!t.solid[box.block(x, y, z)]) {
                        continue;
                    }
                    for (int[] d : dirs) {
                        int nx = x + d[0];
                        int ny = y + d[1];
                        int nz = z + d[2];
                        boolean inside = nx >= 0 && ny >= 0 && nz >= 0 && nx < box.sizeX() && ny < box.sizeY()
                            && nz < box.sizeZ();
                        if (!inside || !t.solid[box.block(nx, ny, nz)]) {
                            faces++;
                        }
                    }
                }
            }
        }
        return faces;
    }

    @Test
    @DisplayName("a cuboid of one block is 6 quads (12 triangles) covering its 2(ab + bc + ca) faces")
    void cuboid() {
        PatternWorld w = new PatternWorld((x, y, z) -> x >= 3 && x < 8 && y >= 10 && y < 14 && z >= 2 && z < 20 ? 1 : 0);
        VoxelBox box = w.box(0, 5, 0, 12, 12, 24);
        GreedyMesher.Quads q = BoxMesher.mesh(box, () -> false);
        assertEquals(6, q.count());
        assertEquals(2 * (5 * 4 + 4 * 18 + 18 * 5), q.area());
        assertEquals(bruteForceFaces(box), q.area());
    }

    @Test
    @DisplayName("water counts as open: stone under water shows its top; water itself makes no faces")
    void fluidIsOpen() {
        PatternWorld w = new PatternWorld((x, y, z) -> y < 4 ? 1 : y < 8 ? 3 : 0);
        VoxelBox box = w.box(0, 0, 0, 16, 12, 16);
        GreedyMesher.Quads q = BoxMesher.mesh(box, () -> false);
        assertEquals(6, q.count(), "the stone slab's six sides");
        assertEquals(bruteForceFaces(box), q.area());
    }

    @Test
    @DisplayName("a 3D checkerboard of two colours cannot merge: one quad per visible face")
    void checkerboard() {
        PatternWorld w = new PatternWorld((x, y, z) -> ((x + y + z) & 1) == 0 ? 1 : 2);
        VoxelBox box = w.box(0, 0, 0, 5, 4, 3);
        GreedyMesher.Quads q = BoxMesher.mesh(box, () -> false);
        assertEquals(2 * (5 * 4 + 4 * 3 + 3 * 5), bruteForceFaces(box), "only the box's outside is visible");
        assertEquals(bruteForceFaces(box), q.count(), "neighbours always differ in colour");
    }

    @Test
    @DisplayName("random terrain with caves: the quads cover exactly the brute-force visible faces, and merge them")
    void randomBoxes() {
        for (int seed = 0; seed < 5; seed++) {
            Random r = new Random(seed);
            int[][] heights = new int[40][40];
            for (int[] row : heights) {
                for (int i = 0; i < row.length; i++) {
                    row[i] = 5 + r.nextInt(4);
                }
            }
            long cave = r.nextLong();
            PatternWorld w = new PatternWorld((x, y, z) -> {
                if (y >= heights[x & 31][z & 31]) {
                    return y < 7 ? 3 : 0;
                }
                long h = (x * 73856093L) ^ (y * 19349663L) ^ (z * 83492791L) ^ cave;
                return (h & 7) == 0 ? 0 : y < 3 ? 1 : y == heights[x & 31][z & 31] - 1 ? 4 : 2;
            });
            VoxelBox box = w.box(-5, 0, 3, 37, 10, 29);
            GreedyMesher.Quads q = BoxMesher.mesh(box, () -> false);
            long faces = bruteForceFaces(box);
            assertEquals(faces, q.area(), "seed " + seed);
            assertEquals(true, q.count() < faces, "merging reduces the quad count, seed " + seed);
        }
    }
}
