package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.TestPacks;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.SurfacePreview;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * The far-out map's preview agrees with the exact map where a datapack's terrain is far from its surface estimate
 * (issue 27: the preview of an ocean-only pack showed continents the chunks do not have): such a world's preview
 * takes its ground from the exact density, and shows no land where the chunks have none; the game's own worlds keep
 * the fast estimate.
 */
class PreviewGroundTest {

    @TempDir
    static Path packs;

    private static PreviewGrid grid(WorldGenerator generator) {
        return new PreviewGrid(new WorldSampler(generator.state()), new SurfacePreview(generator),
            generator.biomeIds());
    }

    @ParameterizedTest
    @EnumSource(TestPacks.Terrain.class)
    @DisplayName("a pack far from its estimate: the preview's land is the chunks' land, at their height")
    void packPreviewAgreesWithChunks(TestPacks.Terrain terrain) {
        // interpolated: the preview reads the same shape; read at every block, the sky islands' noise took 40 s here
        WorldDefinition world = TestPacks.overworld(packs, "26.2", terrain, true);
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        PreviewGrid grid = grid(generator);
        assertTrue(grid.exactGround(), "the estimate is not trusted for " + terrain);
        int cell = 8;
        int side = 24;
        MapColumns c = new MapColumns(side * side);
        int previewLand = 0;
        int invented = 0;
        int exactLand = 0;
        int missed = 0;
        for (int j = 0; j < side; j++) {
            for (int i = 0; i < side; i++) {
                int p = j * side + i;
                int x = (i - side / 2) * cell * 7;
                int z = (j - side / 2) * cell * 5;
                grid.surfaceInto(cell, x, z, c, p);
                // The column the preview sampled: its cell's centre, on the cell corner at or before it.
                int sx = Math.floorDiv(x, cell) * cell + cell / 2 & -world.settings().cellWidth();
                int sz = Math.floorDiv(z, cell) * cell + cell / 2 & -world.settings().cellWidth();
                SurfaceData s = generator.generateSurface(ChunkPos.ofBlock(sx, sz), () -> false);
                int k = (sz & 15) << 4 | (sx & 15);
                boolean chunkLand = s.oceanFloor()[k] == s.worldSurface()[k] && s.topBlock()[k] != BlockPalette.AIR;
                boolean preview = c.top[p] != BlockPalette.AIR && !isFluid(world, c.top[p]);
                previewLand += preview ? 1 : 0;
                exactLand += chunkLand ? 1 : 0;
                if (preview && !(chunkLand && Math.abs(s.worldSurface()[k] - 1 - c.height[p]) <= 3)) {
                    invented++;
                }
                if (chunkLand && !preview) {
                    missed++;
                }
            }
        }
        int n = side * side;
        assertTrue(invented * 50 <= n, terrain + ": the preview shows land the chunks lack at " + invented + " of " + n
            + " (land in the preview " + previewLand + ", in the chunks " + exactLand + ")");
        assertTrue(missed * 20 <= n, terrain + ": the chunks' land is water or void in the preview at " + missed
            + " of " + n);
    }

    private static boolean isFluid(WorldDefinition world, int id) {
        return world.palette().state(id).isFluid();
    }

    @Test
    @DisplayName("the game's overworld (1.21.1 and 26.2) and large biomes keep the fast surface estimate")
    void gameWorldsTrustTheEstimate() {
        for (String release : new String[] {"1.21.1", "26.2"}) {
            for (BuiltinWorld builtin : new BuiltinWorld[] {BuiltinWorld.OVERWORLD, BuiltinWorld.LARGE_BIOMES}) {
                // The test is of the terrain: it asks for no structures (their assembly delayed every new world's
                // first map image by a second).
                java.util.concurrent.atomic.AtomicInteger beards = new java.util.concurrent.atomic.AtomicInteger();
                WorldGenerator generator = new WorldGenerator(new RandomState(
                    TestWorlds.load(release, Dimension.OVERWORLD, builtin), 42L)).withBeards((x, z) -> {
                        beards.incrementAndGet();
                        return org.terrainexplorer.world.gen.Beard.NONE;
                    });
                assertFalse(grid(generator).exactGround(), release + " " + builtin);
                assertEquals(0, beards.get(), "chunks whose structures the trust test asked for");
            }
        }
        WorldGenerator end = new WorldGenerator(new RandomState(
            TestWorlds.load("26.2", Dimension.THE_END, BuiltinWorld.OVERWORLD), 42L));
        assertTrue(grid(end).exactGround(), "the end's depth sets no surface: its preview reads the density");
    }
}
