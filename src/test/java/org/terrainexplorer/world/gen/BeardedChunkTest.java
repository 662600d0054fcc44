package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;

/**
 * The structures' terrain adaptation in the noise stage: every short-cut of the fill (open sky, solid and open
 * cells by their density bounds, the map's partial chunks, section rows) gives each block what its own density,
 * the beard included, says.
 */
class BeardedChunkTest {

    private static final ChunkPos CHUNK = new ChunkPos(2, -1);

    /** A beard of every kind around chunk (2, -1): a levelled village-like floor, a box, buried and wrapped rooms. */
    static Beard beard() {
        int x = CHUNK.minBlockX();
        int z = CHUNK.minBlockZ();
        return new Beard(List.of(
            new Beard.Rigid(x + 2, 70, z + 1, x + 9, 76, z + 8, Beard.Kind.BEARD_THIN, 0),
            new Beard.Rigid(x - 6, 40, z + 10, x + 4, 60, z + 20, Beard.Kind.BEARD_BOX, 1),
            new Beard.Rigid(x + 10, 20, z - 3, x + 14, 28, z + 3, Beard.Kind.BURY, 0),
            new Beard.Rigid(x + 3, -30, z + 3, x + 12, -20, z + 12, Beard.Kind.ENCAPSULATE, 0)),
            List.of(new Beard.Junction(x + 8, 71, z + 15), new Beard.Junction(x + 15, 90, z)));
    }

    private static WorldGenerator[] generators() {
        WorldDefinition world = TestWorlds.load(BuiltinWorld.OVERWORLD);
        world = world.withSettings(world.settings().withAquifers(false));
        RandomState state = new RandomState(world, 42L);
        Beard b = beard();
        BeardSource source = (cx, cz) -> cx == CHUNK.x() && cz == CHUNK.z() ? b : Beard.NONE;
        WorldGenerator plain = new WorldGenerator(state, WorldGenerator.Stage.NOISE);
        return new WorldGenerator[] {plain, plain.withBeards(source)};
    }

    @Test
    @DisplayName("A block is solid exactly where the final density plus the beard is above 0, and the beard changes it")
    void solidWhereDensityWithBeardIsPositive() {
        WorldGenerator[] g = generators();
        ChunkData plain = g[0].generate(CHUNK, () -> false);
        ChunkData bearded = g[1].generate(CHUNK, () -> false);
        int[] xs = new int[256];
        int[] zs = new int[256];
        for (int i = 0; i < 256; i++) {
            xs[i] = CHUNK.minBlockX() + (i >> 4);
            zs[i] = CHUNK.minBlockZ() + (i & 15);
        }
        double[][] density = g[1].columnDensities(xs, zs, 256, () -> false);
        int changed = 0;
        int checked = 0;
        for (int i = 0; i < 256; i++) {
            int lx = i >> 4;
            int lz = i & 15;
            for (int ly = 0; ly < bearded.height(); ly++) {
                double d = density[i][ly];
                if (Double.isNaN(d)) {
                    continue;
                }
                int y = bearded.minY() + ly;
                BlockState s = bearded.blockState(lx, y, lz);
                boolean solid = !s.isAir() && !s.isFluid();
                assertEquals(d > 0.0, solid, "block " + xs[i] + " " + y + " " + zs[i] + ": density " + d + ", " + s);
                checked++;
                if (plain.block(lx, y, lz) != bearded.block(lx, y, lz)) {
                    changed++;
                }
            }
        }
        assertTrue(checked > 60_000, "checked " + checked);
        assertTrue(changed > 200, "the beard changed " + changed + " blocks");
    }

    @Test
    @DisplayName("Maps' partial chunks and section rows of a bearded chunk are those of the whole chunk")
    void partialPathsAgreeWithWholeChunk() {
        WorldGenerator bearded = generators()[1];
        WorldDefinition world = TestWorlds.load(BuiltinWorld.OVERWORLD);
        RandomState state = new RandomState(world, 42L);
        Beard b = beard();
        WorldGenerator full = new WorldGenerator(state).withBeards((cx, cz) -> cx == CHUNK.x() && cz == CHUNK.z()
            ? b : Beard.NONE);
        ChunkData whole = full.generate(CHUNK, () -> false);
        SurfaceData expected = SurfaceData.of(whole);
        SurfaceData partial = full.generateSurface(CHUNK, () -> false);
        assertArrayEquals(expected.worldSurface(), partial.worldSurface(), "surface heights");
        assertArrayEquals(expected.topBlock(), partial.topBlock(), "top blocks");
        assertArrayEquals(expected.oceanFloor(), partial.oceanFloor(), "floor heights");
        assertArrayEquals(expected.floorBlock(), partial.floorBlock(), "floor blocks");
        for (int row : new int[] {1, 8, 15}) {
            ChunkData slice = full.generateSlice(CHUNK, true, row, () -> false);
            for (int x = 0; x < 16; x++) {
                short[] a = new short[whole.height()];
                short[] c = new short[whole.height()];
                for (int ly = 0; ly < whole.height(); ly++) {
                    a[ly] = (short) whole.block(x, whole.minY() + ly, row);
                    c[ly] = (short) slice.block(x, whole.minY() + ly, row);
                }
                assertArrayEquals(a, c, "row z " + row + " column x " + x);
            }
        }
        assertTrue(bearded.hasBeards());
    }
}
