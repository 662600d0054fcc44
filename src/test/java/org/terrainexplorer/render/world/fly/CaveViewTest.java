package org.terrainexplorer.render.world.fly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/** A double-click on a cave puts the eye in the cave's open air, looking at the block, never in the rock. */
@DisplayName("Looking at a block in a cave")
class CaveViewTest {

    private static final int HEIGHT = 128;

    /** Which blocks are open: a world of stone to y 100 with air above, and a cave. */
    private interface Open {
        boolean at(int x, int y, int z);
    }

    private static Map<ChunkPos, ChunkData> world(Open cave) {
        BlockPalette.Builder b = new BlockPalette.Builder();
        int air = b.add(BlockState.AIR);
        int stone = b.add(BlockState.STONE);
        BlockPalette palette = b.build();
        Map<ChunkPos, ChunkData> chunks = new HashMap<>();
        for (int cx = -3; cx <= 3; cx++) {
            for (int cz = -3; cz <= 3; cz++) {
                ChunkPos pos = new ChunkPos(cx, cz);
                short[] blocks = new short[HEIGHT << 8];
                int[] surface = new int[256];
                for (int y = 0; y < HEIGHT; y++) {
                    for (int z = 0; z < 16; z++) {
                        for (int x = 0; x < 16; x++) {
                            int wx = pos.minBlockX() + x;
                            int wz = pos.minBlockZ() + z;
                            boolean open = y > 100 || cave.at(wx, y, wz);
                            blocks[y << 8 | z << 4 | x] = (short) (open ? air : stone);
                            if (!open) {
                                surface[z << 4 | x] = y + 1;
                            }
                        }
                    }
                }
                chunks.put(pos, new ChunkData(pos, 0, HEIGHT, palette, List.of("minecraft:plains"), blocks, surface,
                    surface.clone(), new short[(HEIGHT >> 2) << 4]));
            }
        }
        return chunks;
    }

    private static boolean solid(Map<ChunkPos, ChunkData> chunks, double x, double y, double z) {
        int bx = (int) Math.floor(x);
        int by = (int) Math.floor(y);
        int bz = (int) Math.floor(z);
        ChunkData c = chunks.get(ChunkPos.ofBlock(bx, bz));
        return !c.palette().state(c.block(bx & 15, by, bz & 15)).isAir();
    }

    @Test
    @DisplayName("a block on a cave's floor: the eye is in the cave's air with a clear line to the block, not in rock "
        + "where the usual place (48 blocks behind and above) lies")
    void eyeInTheCave() {
        // A tunnel along x at y 30 to 34, z -2 to 2, from x -30 to 30: a cave under 66 blocks of rock.
        Map<ChunkPos, ChunkData> chunks = world((x, y, z) -> y >= 30 && y <= 34 && Math.abs(z) <= 2
            && Math.abs(x) <= 30);
        FlyCamera usual = new FlyCamera(0, 0, 0);
        usual.goTo(0, 30, 0);
        assertTrue(solid(chunks, usual.x(), usual.y(), usual.z()), "the usual place is in the rock");
        double[] e = CaveView.eye(chunks::get, 0, 29, 0);          // the floor block under the tunnel
        assertNotNull(e);
        assertTrue(!solid(chunks, e[0], e[1], e[2]), "the eye is in open air: " + e[0] + ", " + e[1] + ", " + e[2]);
        double d = Math.sqrt(Math.pow(e[0] - e[3], 2) + Math.pow(e[1] - e[4], 2) + Math.pow(e[2] - e[5], 2));
        assertTrue(d >= 4, "some way back to see the cave: " + d);
        for (double t = 0.05; t < 0.9; t += 0.05) {
            assertTrue(!solid(chunks, e[0] + (e[3] - e[0]) * t, e[1] + (e[4] - e[1]) * t + 0.5,
                e[2] + (e[5] - e[2]) * t), "a clear line to the block, at " + t);
        }
        FlyCamera camera = new FlyCamera(0, 0, 0);
        camera.lookAt(new double[] {e[0], e[1], e[2]}, new double[] {e[3], e[4], e[5]});
        double[] f = camera.forward();
        double[] to = {e[3] - e[0], e[4] - e[1], e[5] - e[2]};
        double cos = (f[0] * to[0] + f[1] * to[1] + f[2] * to[2]) / d;
        assertEquals(1, cos, 1e-6, "looking at the block");
    }

    @Test
    @DisplayName("a block under the open sky is left to the usual place")
    void openSkyLeftAlone() {
        Map<ChunkPos, ChunkData> chunks = world((x, y, z) -> false);
        assertNull(CaveView.eye(chunks::get, 5, 100, 5), "the surface: nothing over it");
    }
}
