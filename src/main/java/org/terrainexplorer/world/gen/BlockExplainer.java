package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.world.carver.Carving;
import org.terrainexplorer.world.carver.Started;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.DensityTrace;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.json.Ids;

/**
 * "Explain this block": works out why a block of a seeded world is what it is. The chunk's block and interpolated
 * density say what the game decided; the {@code final_density} tree at the block says which part of the router
 * decided it (a cave, the terrain); the aquifer, the ore veins or the surface rules say what replaced the default
 * block or filled the empty space; the climate and the parameter list say why the biome is what it is.
 *
 * <p>Thread-safe; each call takes tens of milliseconds (it generates the block's chunk twice, once to trace the
 * surface rules), so callers run it off the FX thread.
 */
public final class BlockExplainer {

    /** Words for parts of the router, matched against function and noise ids (first match wins). */
    private static final List<Map.Entry<String, String>> CAUSES = List.of(
        Map.entry("noodle", "a noodle cave"),
        Map.entry("entrances", "a cave entrance"),
        Map.entry("spaghetti", "a spaghetti cave"),
        Map.entry("pillars", "a cave pillar"),
        Map.entry("cave_cheese", "a cheese cave"),
        Map.entry("cave_layer", "a cheese cave"));

    private final WorldGenerator generator;
    private final RandomState state;

    /** An explainer for a generator's world. */
    public BlockExplainer(WorldGenerator generator) {
        this.generator = generator;
        this.state = generator.state();
    }

    /**
     * Explains block (x, y, z). {@code chunk} is the block's chunk if the caller has it, else null (it is
     * generated).
     */
    public BlockExplanation explain(int x, int y, int z, ChunkData chunk, BooleanSupplier cancelled) {
        WorldDefinition world = state.world();
        int minY = world.minY();
        if (y < minY || y >= minY + world.height()) {
            throw new IllegalArgumentException("y " + y + " is outside the world (" + minY + " to "
                + (minY + world.height() - 1) + ")");
        }
        if (chunk == null) {
            chunk = generator.generate(ChunkPos.ofBlock(x, z), cancelled);
        }
        int lx = x & 15;
        int lz = z & 15;
        BlockState block = chunk.blockState(lx, y, lz);
        double chunkDensity = generator.columnDensity(x, z)[y - minY];
        NoiseRouter router = state.router();
        DensityTrace tree = DensityTrace.of(router.finalDensity(), FunctionContext.of(x, y, z));

        FunctionContext at = FunctionContext.of(x, y, z);
        BlockExplanation.Climate climate = new BlockExplanation.Climate(router.temperature().compute(at),
            router.vegetation().compute(at), router.continents().compute(at), router.erosion().compute(at),
            router.ridges().compute(at), router.depth().compute(at));
        String biome = chunk.biome(lx, y, lz);
        List<BlockExplanation.Neighbour> nearest = nearest(x, y, z);

        int preliminary = generator.preliminarySurfaceLevel(x, z);
        Map<Integer, List<String>> trace = generator.surfaceTrace(x, z);
        int top = chunk.worldSurface(lx, lz) - 1;
        BlockState topBlock = top >= minY ? chunk.blockState(lx, top, lz) : BlockState.AIR;
        BlockExplanation.Column column = new BlockExplanation.Column(top, topBlock, preliminary,
            trace.getOrDefault(top, List.of()));
        List<String> rules = trace.getOrDefault(y, List.of());

        Cause cause = cause(tree);
        // Integer.MAX_VALUE: no level of the column is dense enough to count as ground, so none is "underground".
        boolean underground = preliminary != Integer.MAX_VALUE && y < preliminary;
        String[] words = summary(block, y, chunkDensity, cause, underground, rules, world);
        if (Double.isNaN(chunkDensity)) {
            words = outsideNoise(block, y, world.settings());
        } else if ((chunkDensity > 0) != (tree.value() > 0)) {
            words[1] = "the blended edge of " + words[1];
            words[0] = String.format(Locale.ROOT, "%s: %s — the chunk blends density between cell corners %d blocks "
                + "across and %d up: %s here, though the function at the block itself gives %s (%s %s decides there)",
                block.shortName(), words[1], world.settings().cellWidth(), world.settings().cellHeight(),
                number(chunkDensity), number(tree.value()), cause.name(), number(cause.value()));
        }
        BlockExplanation.Carver carver = carver(x, y, z);
        if (carver != null) {
            words = carved(block, carver, words, world);
        }
        return new BlockExplanation(x, y, z, block, words[0], words[1], chunkDensity, tree, cause.node(), climate,
            biome, nearest, column, rules, biomeReason(x, y, z, biome), carver);
    }

    /** How the biome source chose the biome, in words. */
    private String biomeReason(int x, int y, int z, String biome) {
        BiomeSource source = state.world().biomeSource();
        if (source instanceof BiomeSource.TheEnd end) {
            int cx = x >> 4;
            int cz = z >> 4;
            if ((long) cx * cx + (long) cz * cz <= 4096L) {
                return "the end's biome source: within 64 chunks of the origin it is always " + shortId(end.end());
            }
            int sx = cx * 16 + 8;
            int sz = cz * 16 + 8;
            double h = state.router().erosion().compute(FunctionContext.of(sx, y >> 2 << 2, sz));
            String range = h > 0.25 ? "above 0.25" : h >= -0.0625 ? "from −0.0625 to 0.25"
                : h < -0.21875 ? "below −0.21875" : "from −0.21875 to −0.0625";
            return String.format(Locale.ROOT, "the end's biome source: erosion (end_islands) at the chunk's centre "
                + "%d, %d is %s, %s: %s", sx, sz, number(h), range, shortId(biome));
        }
        if (source instanceof BiomeSource.Checkerboard board) {
            return "a checkerboard of " + board.biomes().size() + " biomes in squares of " + (4 << (board.scale() + 2))
                + " blocks";
        }
        if (source instanceof BiomeSource.Fixed) {
            return "a fixed biome source: " + shortId(biome) + " everywhere";
        }
        return "the nearest parameter point to the cell's climate (the game's multi-noise search)";
    }

    /** The carver that changed block (x, y, z), or null. */
    private BlockExplanation.Carver carver(int x, int y, int z) {
        Carving c = generator.carving(x, y, z);
        if (c == null) {
            return null;
        }
        Started s = c.by();
        return new BlockExplanation.Carver(s.config().id(), s.config().type(), s.chunkX(), s.chunkZ(),
            c.distance(x, y, z), c.movedSurface(), s.config().parameters());
    }

    /**
     * The summary of a block a carver changed: "air: carved by a canyon started in chunk (12, −4), 23 blocks away"
     * and what the noise alone would have left there; or the surface block a carver moved down.
     */
    private static String[] carved(BlockState block, BlockExplanation.Carver c, String[] noise,
                                   WorldDefinition world) {
        String what = switch (c.type()) {
            case "canyon" -> "a canyon";
            case "nether_cave" -> "a nether cave";
            default -> "a cave";
        };
        String named = shortId(c.id()).equals(c.type()) ? what : what + " (" + shortId(c.id()) + ")";
        String where = String.format(Locale.ROOT, "%s started in chunk (%d, %d), %d blocks away", named,
            c.chunkX(), c.chunkZ(), Math.round(c.distance())).replace('-', '−');
        String name = block.shortName();
        if (c.movedSurface()) {
            return new String[] {name + ": the surface moved down — " + where + " cut through the " + name
                + " above, and the surface rules put it again on the dirt below", "the surface a carver moved down"};
        }
        String fill = block.isFluid()
            ? (world.settings().aquifersEnabled() ? ", flooded with " + name + " by the aquifer" : ", flooded with "
                + name)
            : "";
        String before = noise[1].startsWith("solid ground") || noise[1].startsWith("an ore vein")
            ? "the noise alone left " + noise[1] + " here" : "the noise alone gave " + noise[1] + " here";
        return new String[] {name + ": carved by " + where + fill + " — " + before, "carved by " + what};
    }

    /**
     * A block above or below the noise's range (a world taller than its terrain noise, such as the caves world's):
     * the chunk computes no density there and places no block but air.
     */
    private static String[] outsideNoise(BlockState block, int y, NoiseSettings noise) {
        int top = noise.minY() + noise.height() - 1;
        String where = y > top ? "above the top of the terrain noise (y " + top + ")"
            : "below the bottom of the terrain noise (y " + noise.minY() + ")";
        return new String[] {block.shortName() + ": " + where + " — the chunk computes no density here and leaves "
            + (block.isAir() ? "air" : "it to later steps"), where};
    }

    /**
     * The nearest parameter points of the three biomes nearest to the climate of the block's cell, as the biome
     * search sees it: one line per biome, with how many of its points tie at that distance.
     */
    private List<BlockExplanation.Neighbour> nearest(int x, int y, int z) {
        if (!(state.world().biomeSource() instanceof BiomeSource.MultiNoise m)) {
            return List.of();
        }
        NoiseRouter r = state.router();
        FunctionContext q = FunctionContext.of(x >> 2 << 2, y >> 2 << 2, z >> 2 << 2);
        org.terrainexplorer.world.gen.Climate.TargetPoint target = org.terrainexplorer.world.gen.Climate.TargetPoint.of(
            (float) r.temperature().compute(q), (float) r.vegetation().compute(q), (float) r.continents().compute(q),
            (float) r.erosion().compute(q), (float) r.depth().compute(q), (float) r.ridges().compute(q));
        return nearestBiomes(m.nearest(target, Integer.MAX_VALUE), 3);
    }

    /**
     * The first {@code count} different biomes of entries ranked nearest first: each biome's nearest point, and how
     * many of its points share that distance.
     */
    static List<BlockExplanation.Neighbour> nearestBiomes(List<BiomeSource.Ranked> ranked, int count) {
        List<BiomeSource.Ranked> firsts = new ArrayList<>();
        List<Integer> ties = new ArrayList<>();
        for (BiomeSource.Ranked r : ranked) {
            int known = -1;
            for (int i = 0; i < firsts.size(); i++) {
                if (firsts.get(i).entry().biome().equals(r.entry().biome())) {
                    known = i;
                }
            }
            if (known >= 0) {
                if (firsts.get(known).fitness() == r.fitness()) {
                    ties.set(known, ties.get(known) + 1);
                }
            } else if (firsts.size() < count) {
                firsts.add(r);
                ties.add(1);
            } else if (r.fitness() > firsts.get(count - 1).fitness()) {
                // Past the last biome's distance: no more ties for any of them.
                break;
            }
        }
        List<BlockExplanation.Neighbour> out = new ArrayList<>();
        for (int i = 0; i < firsts.size(); i++) {
            BiomeSource.Ranked r = firsts.get(i);
            out.add(new BlockExplanation.Neighbour(r.entry().biome(), Math.sqrt(r.fitness()) / 10000.0,
                r.entry().point(), ties.get(i)));
        }
        return out;
    }

    /** What the router says made the block: a named cave part, else the terrain. */
    record Cause(String words, String name, double value, DensityTrace node) {
    }

    /**
     * Follows the decisive path of the tree and names its deepest recognisable part: a cave function or noise by
     * its id, else the terrain (the last named function on the path, or the tree's root).
     */
    static Cause cause(DensityTrace tree) {
        List<DensityTrace> path = tree.decisivePath();
        int lastChoice = 0;
        for (int i = 0; i < path.size(); i++) {
            if (path.get(i).role() == DensityTrace.Role.DECISIVE) {
                lastChoice = i;
            }
        }
        for (int i = path.size() - 1; i >= 0; i--) {
            Cause c = named(path.get(i), i >= lastChoice);
            if (c != null) {
                return c;
            }
        }
        String name = "final_density";
        DensityTrace named = tree;
        for (DensityTrace node : path) {
            if (node.id() != null) {
                name = shortId(node.id());
                named = node;
            }
        }
        return new Cause(null, name, named.value(), named);
    }

    /** A cave cause at this node (by its id), or, when {@code searchInside}, in the parts of it the game uses. */
    private static Cause named(DensityTrace node, boolean searchInside) {
        for (Map.Entry<String, String> e : CAUSES) {
            DensityTrace found = searchInside ? find(node, e.getKey()) : matches(node, e.getKey()) ? node : null;
            if (found != null) {
                return new Cause(e.getValue(), shortId(idOf(found)), found.value(), found);
            }
        }
        return null;
    }

    private static boolean matches(DensityTrace node, String key) {
        String id = idOf(node);
        return id != null && id.contains(key);
    }

    /** The first node (depth first) whose id holds {@code key}, not looking into branches not taken. */
    private static DensityTrace find(DensityTrace node, String key) {
        if (matches(node, key)) {
            return node;
        }
        for (DensityTrace c : node.children()) {
            if (c.role() != DensityTrace.Role.NOT_TAKEN) {
                DensityTrace f = find(c, key);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    /** The id a node names: a named function's, or the noise it samples. */
    private static String idOf(DensityTrace node) {
        if (node.id() != null) {
            return node.id();
        }
        for (DensityFunction.Parameter p : node.parameters()) {
            if (p.name().equals("noise")) {
                return p.value();
            }
        }
        return null;
    }

    /** The summary line and the cause in a few words. */
    private static String[] summary(BlockState block, int y, double density, Cause cause, boolean underground,
                                    List<String> rules, WorldDefinition world) {
        String name = block.shortName();
        String density0 = underground ? "underground density" : "density";
        String value = cause.name() + " " + number(cause.value());
        boolean placedByRule = !rules.isEmpty() && rules.get(rules.size() - 1).startsWith("place");
        String rule = placedByRule && rules.size() >= 2 ? rules.get(rules.size() - 2) : null;
        if (density > 0) {
            String because = cause.words() == null
                ? value + " makes the " + density0 + " positive"
                : "no cave opens here: the nearest to opening, " + cause.words().replaceFirst("^an? ", "the ")
                    + " (" + value + "), keeps the " + density0 + " positive";
            if (placedByRule) {
                return new String[] {name + ": solid ground the surface rules dress — " + because
                    + (rule != null ? "; the rule placed " + name + " because " + rule.replaceFirst("^if ", "") : ""),
                    "solid ground, surface rule"};
            }
            if (!block.equals(world.settings().defaultBlock()) && !block.isAir() && !block.isFluid()) {
                return new String[] {name + ": an ore vein — the vein noises put " + name + " in solid ground where "
                    + because, "an ore vein"};
            }
            return new String[] {name + ": solid ground — " + because, "solid ground"};
        }
        String because = value + " makes the " + density0 + " negative";
        boolean cave = cause.words() != null;
        String what = cave ? cause.words() : underground ? "an empty space underground" : "open air above the ground";
        if (block.isFluid()) {
            String fluid = block.shortName();
            int sea = world.settings().seaLevel();
            String where = cave ? cause.words() + " flooded with " + fluid
                : y < sea ? "empty space below the sea level (" + sea + ") filled with " + fluid
                : "empty space filled with " + fluid;
            String by = world.settings().aquifersEnabled() ? " by the aquifer" : "";
            return new String[] {name + ": " + where + by + " — " + because, where};
        }
        if (!block.isAir()) {
            if (placedByRule) {
                return new String[] {name + ": " + what + " where the surface rules placed " + name + " — "
                    + because, what + ", surface rule"};
            }
            return new String[] {name + ": an aquifer barrier in " + what + " — " + because
                + ", but the aquifer walls off two fluid levels here", "an aquifer barrier"};
        }
        return new String[] {name + ": " + what + " — " + because, what};
    }

    static String number(double v) {
        return String.format(Locale.ROOT, "%.3f", v).replace('-', '−');
    }

    static String shortId(String id) {
        return Ids.shortName(id);
    }
}
