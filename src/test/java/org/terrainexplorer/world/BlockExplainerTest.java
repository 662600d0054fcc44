package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.Arithmetic;
import org.terrainexplorer.world.density.Constant;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.DensityTrace;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.density.RangeChoice;
import org.terrainexplorer.world.density.YClampedGradient;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;
import org.terrainexplorer.world.gen.BlockExplainer;
import org.terrainexplorer.world.gen.BlockExplanation;
import org.terrainexplorer.world.gen.ColumnProfile;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;

/** "Explain this block" and the column profile, on the overworld at seed 42. */
class BlockExplainerTest {

    private static RandomState state;
    private static WorldGenerator generator;
    private static BlockExplainer explainer;

    @BeforeAll
    static void world() {
        state = new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 42L);
        generator = new WorldGenerator(state);
        explainer = new BlockExplainer(generator);
    }

    @Test
    @DisplayName("every node of the explained final_density tree has the compiled evaluator's value, bit for bit")
    void treeValuesEqualCompiled() {
        int[][] points = {{10, 25, 22}, {5, 71, 41}, {-3000, -40, 777}, {123_456, 150, -98_765}};
        for (int[] p : points) {
            DensityTrace tree = DensityTrace.of(state.router().finalDensity(), FunctionContext.of(p[0], p[1], p[2]));
            List<DensityTrace> nodes = tree.flatten();
            Map<DensityFunction, Integer> index = new IdentityHashMap<>();
            List<DensityFunction> roots = new ArrayList<>();
            for (DensityTrace n : nodes) {
                if (!index.containsKey(n.function())) {
                    index.put(n.function(), roots.size());
                    roots.add(n.function());
                }
            }
            Program program = Compiler.compile(Mode.DIRECT, roots);
            Frame frame = program.newFrame(1);
            for (DensityTrace n : nodes) {
                double compiled = frame.at(index.get(n.function()), p[0], p[1], p[2]);
                assertEquals(compiled, n.value(), 0.0, n.type() + " " + n.parameters() + " at "
                    + java.util.Arrays.toString(p));
            }
            assertTrue(nodes.size() > 1000, "the overworld's tree is large: " + nodes.size());
        }
    }

    @Test
    @DisplayName("range_choice takes one branch, min and max mark the argument their value comes from")
    void rolesOfChoices() {
        DensityFunction y = new YClampedGradient(0, 100, 0, 100);
        DensityFunction choice = new RangeChoice(y, 0, 50, new Constant(1), new Constant(2));
        DensityTrace low = DensityTrace.of(choice, FunctionContext.of(0, 10, 0));
        assertEquals(1.0, low.value());
        assertEquals(DensityTrace.Role.USED, low.children().get(0).role());
        assertEquals(DensityTrace.Role.DECISIVE, low.children().get(1).role());
        assertEquals(DensityTrace.Role.NOT_TAKEN, low.children().get(2).role());
        assertTrue(low.children().get(2).skipped(), "the game does not compute the branch not taken");
        DensityTrace high = DensityTrace.of(choice, FunctionContext.of(0, 70, 0));
        assertEquals(DensityTrace.Role.DECISIVE, high.children().get(2).role());

        DensityFunction min = new Arithmetic(Arithmetic.Op.MIN, y, new Constant(30));
        DensityTrace belowMin = DensityTrace.of(min, FunctionContext.of(0, 20, 0));
        assertEquals(DensityTrace.Role.DECISIVE, belowMin.children().get(0).role());
        assertTrue(belowMin.children().get(1).skipped(), "20 is below the constant's bound: the game's short-cut");
        DensityTrace aboveMin = DensityTrace.of(min, FunctionContext.of(0, 40, 0));
        assertEquals(30.0, aboveMin.value());
        assertEquals(DensityTrace.Role.NOT_TAKEN, aboveMin.children().get(0).role());
        assertEquals(DensityTrace.Role.DECISIVE, aboveMin.children().get(1).role());
        assertEquals(List.of(aboveMin, aboveMin.children().get(1)), aboveMin.decisivePath());
    }

    @Test
    @DisplayName("a cheese cave block is explained by cave_cheese making the underground density negative")
    void cheeseCave() {
        BlockExplanation e = explainer.explain(10, 25, 22, null, () -> false);
        assertTrue(e.block().isAir(), e.block().toString());
        assertTrue(e.chunkDensity() <= 0);
        assertEquals("a cheese cave", e.cause());
        assertTrue(e.summary().startsWith("air: a cheese cave — cave_cheese "), e.summary());
        assertTrue(e.summary().endsWith("makes the underground density negative"), e.summary());
        List<DensityTrace> path = e.tree().decisivePath();
        DensityTrace choice = path.stream().filter(n -> n.type().equals("range_choice")).findFirst().orElseThrow();
        assertEquals(DensityTrace.Role.DECISIVE, choice.children().get(2).role(),
            "deep below the surface sloped_cheese is out of range: the cave branch decides");
    }

    @Test
    @DisplayName("a grass block is explained by the surface rule that placed it, over positive terrain density")
    void surfaceBlock() {
        ChunkData chunk = generator.generate(ChunkPos.ofBlock(5, 41), () -> false);
        int top = chunk.worldSurface(5, 41 & 15) - 1;
        BlockExplanation e = explainer.explain(5, top, 41, chunk, () -> false);
        assertEquals("minecraft:grass_block", e.block().name());
        assertTrue(e.chunkDensity() > 0);
        assertEquals("place grass_block", e.rules().get(e.rules().size() - 1));
        assertTrue(e.rules().contains("if at or above the preliminary surface"), e.rules().toString());
        assertTrue(e.summary().startsWith("grass_block: solid ground the surface rules dress"), e.summary());
        assertEquals(top, e.column().surfaceY());
        assertEquals(e.rules(), e.column().topRules());
        // The biome comes from the nearest parameter point; the explanation lists it first.
        assertEquals(e.biome(), e.nearest().get(0).biome());
        assertEquals(3, e.nearest().size());
        assertTrue(e.nearest().get(0).distance() <= e.nearest().get(1).distance());
    }

    @Test
    @DisplayName("the nearest biomes are three different ones, nearest first, and a biome's tied points are counted")
    void nearestDifferentBiomes() {
        BlockExplanation e = explainer.explain(10, 25, 22, null, () -> false);
        List<String> biomes = e.nearest().stream().map(BlockExplanation.Neighbour::biome).toList();
        assertEquals(3, biomes.stream().distinct().count(), biomes.toString());
        assertEquals(List.of("minecraft:lush_caves", "minecraft:dark_forest"), biomes.subList(0, 2));
        // (How tied points are counted is NearestBiomesTest's; the game's own list has no tie at this block.)
        assertTrue(e.nearest().stream().allMatch(n -> n.tied() >= 1), e.nearest().toString());
        assertTrue(e.nearest().get(1).distance() <= e.nearest().get(2).distance());
    }

    @Test
    @DisplayName("a block above the caves world's terrain noise has no density, and says so in words")
    void aboveTheNoise() {
        WorldGenerator caves = new WorldGenerator(new RandomState(TestWorlds.load(BuiltinWorld.CAVES), 42L));
        BlockExplanation e = new BlockExplainer(caves).explain(-10037, 257, -17491, null, () -> false);
        assertTrue(Double.isNaN(e.chunkDensity()), "the chunk computes no density above y 127");
        assertEquals("air: above the top of the terrain noise (y 127) — the chunk computes no density here and "
            + "leaves air", e.summary());
        assertFalse(e.summary().contains("NaN"));
        assertEquals(Integer.MAX_VALUE, e.column().preliminarySurface(), "no level of this column counts as ground");
    }

    @Test
    @DisplayName("where a column has no preliminary surface (floating islands) no block is called underground")
    void noPreliminarySurface() {
        WorldGenerator islands = new WorldGenerator(new RandomState(TestWorlds.load(BuiltinWorld.FLOATING_ISLANDS),
            42L));
        BlockExplanation e = new BlockExplainer(islands).explain(0, 64, 0, null, () -> false);
        assertEquals(Integer.MAX_VALUE, e.column().preliminarySurface());
        assertTrue(e.block().isAir(), e.block().toString());
        assertFalse(e.summary().contains("underground"), e.summary());
        assertTrue(e.summary().startsWith("air: open air above the ground — "), e.summary());
    }

    @Test
    @DisplayName("the column's surface crossing is the top of the chunk's solid ground, and parts are found by name")
    void columnProfile() {
        ColumnProfile profiles = new ColumnProfile(generator);
        ChunkData chunk = generator.generate(new ChunkPos(0, 1), () -> false);
        for (int lx = 0; lx < 16; lx += 5) {
            for (int lz = 0; lz < 16; lz += 5) {
                ColumnProfile.Profile p = profiles.of(lx, 16 + lz);
                assertEquals(ColumnProfile.CrossingKind.SURFACE, p.crossings().get(0).kind());
                assertEquals(chunk.oceanFloor(lx, lz) - 1, p.crossings().get(0).y(), "column " + lx + ", " + lz);
                for (ColumnProfile.Crossing c : p.crossings()) {
                    assertTrue(p.chunk()[c.y() - p.minY()] > 0, "a crossing names its solid block");
                }
            }
        }
        ColumnProfile.Profile p = profiles.of(10, 22);
        List<String> names = p.curves().stream().map(ColumnProfile.Curve::name).toList();
        assertEquals(List.of("smooth terrain", "with jaggedness", "squashed", "3D noise", "terrain", "final density"),
            names);
        double[] finalDensity = p.curves().get(5).values();
        for (int y = -64; y < 320; y += 37) {
            assertEquals(state.router().finalDensity().compute(FunctionContext.of(10, y, 22)), finalDensity[y + 64], 0.0);
        }
        // The smooth terrain falls with height; caves carve the final density below the terrain's.
        double[] smooth = p.curves().get(0).values();
        assertTrue(smooth[0] > smooth[smooth.length - 1]);
        assertTrue(p.crossings().stream().anyMatch(c -> c.kind() == ColumnProfile.CrossingKind.CAVE_CEILING),
            "column 10, 22 holds the cheese cave explained above");
        assertNotEquals(null, p.scalars().get("factor"));
        assertFalse(p.scalars().get("factor").isNaN());
    }

    @Test
    @DisplayName("a whole line's densities (the section's quick preview) equal each column's as its chunk computes it")
    void lineDensitiesEqualColumns() {
        int n = 70;
        int[] xs = new int[n];
        int[] zs = new int[n];
        for (int i = 0; i < n; i++) {
            xs[i] = -20 + i;
            zs[i] = 5 + i / 3;
        }
        double[][] line = generator.columnDensities(xs, zs, n, () -> false);
        for (int i = 0; i < n; i += 7) {
            double[] column = generator.columnDensity(xs[i], zs[i]);
            for (int y = 0; y < column.length; y++) {
                assertEquals(column[y], line[i][y], 0.0, "column " + xs[i] + ", " + zs[i] + " at index " + y);
            }
        }
    }

    @Test
    @DisplayName("the preview's line densities tell solid from open exactly as the chunks' blocks do, aquifers off,"
        + " with the sky left uncomputed or not")
    void lineDensitiesSignMatchesBlocks() {
        var base = TestWorlds.load(BuiltinWorld.OVERWORLD);
        WorldGenerator dry = new WorldGenerator(new RandomState(
            base.withSettings(base.settings().withAquifers(false)), 42L));
        int n = 96;
        int[] xs = new int[n];
        int[] zs = new int[n];
        for (int i = 0; i < n; i++) {
            // A diagonal from the cheese cave under (10, 22) into the hills: cells shared by 1 to 4 columns.
            xs[i] = -40 + i;
            zs[i] = 22 + i / 2;
        }
        double[][] exact = dry.columnDensities(xs, zs, n, false, () -> false);
        double[][] sky = dry.columnDensities(xs, zs, n, true, () -> false);
        int skipped = 0;
        int solid = 0;
        for (int i = 0; i < n; i++) {
            ChunkData chunk = dry.generate(ChunkPos.ofBlock(xs[i], zs[i]), () -> false);
            for (int k = 0; k < exact[i].length; k++) {
                int y = chunk.minY() + k;
                var block = chunk.palette().state(chunk.block(xs[i] & 15, y, zs[i] & 15));
                boolean open = block.isAir() || block.isFluid();
                String where = xs[i] + ", " + y + ", " + zs[i] + " (" + block + ")";
                assertEquals(!open, exact[i][k] > 0, "exact density's sign at " + where);
                if (Double.isNaN(sky[i][k])) {
                    skipped++;
                    assertTrue(open, "a skipped sky block is open: " + where);
                } else {
                    assertEquals(exact[i][k], sky[i][k], 0.0, "computed density at " + where);
                }
                solid += open ? 0 : 1;
            }
        }
        assertTrue(skipped > n * 100, "the sky above the terrain is skipped: " + skipped + " blocks");
        assertTrue(solid > n * 60, "the line crosses ground: " + solid + " solid blocks");
    }
}
