package org.terrainexplorer.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.ClimateProbe;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.gen.WorldSpawn;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.placement.PlacementState;
import org.terrainexplorer.world.structure.placement.StructurePlacement;

/**
 * One thread's evaluation of a search's conditions, seed after seed, in three stages, cheapest first:
 *
 * <ol>
 * <li><b>placement</b>, from the seed's lower 48 bits alone: structure conditions on grid placements count the grid
 * cells' candidate chunks (after frequency and exclusion zones) near their origin; too few, and no seed with those
 * 48 bits can hold, so a search skips the 65,536 seeds that share them. A placement-only structure condition
 * ({@code "viable": false}) is decided here;</li>
 * <li><b>climate</b>, from the seed's climate noises alone ({@link ClimateProbe}): biome and climate conditions are
 * decided exactly; the spawn's climate point bounds the spawn to its 11 × 11 chunks;</li>
 * <li><b>exact</b>, from the seed's whole world as the session loads it: each structure candidate's start with its
 * biome and terrain checks, the spawn's surface search, surface heights.</li>
 * </ol>
 *
 * Conditions are three-valued until the last stage (false, true, not known yet); a stage that makes the tree false
 * ends the seed. A seed is a {@link Match} only when the tree holds exactly. Not thread-safe: one per thread.
 */
public final class SeedEvaluator {

    static final byte FALSE = 0;
    static final byte TRUE = 1;
    static final byte MAYBE = 2;

    static final int PLACEMENT = 0;
    static final int CLIMATE = 1;
    static final int EXACT = 2;

    final SearchWorld world;
    private final Node root;
    private final List<Node> nodes = new ArrayList<>();
    final Map<String, Node> byId = new LinkedHashMap<>();
    private final ClimateProbe.Probe probe;
    private final BooleanSupplier cancelled;
    private final long[] target = new long[7];
    final int[] heights = new int[2];
    private final boolean placementMatters;

    /** The stamps of the base and seed being evaluated (every node's memo is valid for these only). */
    int baseEpoch;
    int seedEpoch;
    long base = Long.MIN_VALUE;
    long seed;
    private boolean seedGiven;
    private LoadedWorld exact;
    private WorldSampler fallback;
    private long[] climatePoint;
    private WorldSpawn spawn;

    /** An evaluator of {@code world}'s search; {@code cancelled} stops a long exact check (a spawn's chunks). */
    public SeedEvaluator(SearchWorld world, BooleanSupplier cancelled) {
        this.world = world;
        this.cancelled = cancelled;
        this.probe = world.probe() == null ? null : world.probe().newProbe();
        this.root = node(world.spec().condition());
        for (Node n : nodes) {
            n.link();
        }
        boolean any = false;
        for (Node n : nodes) {
            any |= n instanceof StructureNodes.StructureNode s && !s.grids.isEmpty();
        }
        this.placementMatters = any;
    }

    /** Whether the placement stage can rule out anything (some condition is on a grid placement). */
    public boolean placementMatters() {
        return placementMatters;
    }

    /**
     * The placement stage for the seeds whose lower 48 bits are {@code base}'s: false when none of them can hold.
     * The seeds then evaluated ({@link #evaluate}) must have these lower 48 bits.
     */
    public boolean placement(long base) {
        this.base = base & Node.MASK48;
        baseEpoch++;
        return root.eval(PLACEMENT) != FALSE;
    }

    /** The seed's match, or null when the conditions do not hold. {@link #placement} must have been given its base. */
    public Match evaluate(long seed) {
        if ((seed & Node.MASK48) != base) {
            if (!placement(seed)) {
                return null;
            }
        }
        this.seed = seed;
        seedEpoch++;
        seedGiven = false;
        exact = null;
        fallback = null;
        climatePoint = null;
        spawn = null;
        try {
            if (root.eval(CLIMATE) == FALSE) {
                return null;
            }
            if (root.eval(EXACT) != TRUE) {
                return null;
            }
            Map<String, List<Match.Place>> where = new LinkedHashMap<>();
            root.collect(where);
            return new Match(seed, where);
        } finally {
            exact = null;
            fallback = null;
        }
    }

    // ---- the seed's world, made as far as a stage needs it

    ClimateProbe.Probe probe() {
        if (!seedGiven) {
            probe.seed(seed);
            seedGiven = true;
        }
        return probe;
    }

    LoadedWorld exact() {
        if (exact == null) {
            exact = world.world(seed);
        }
        return exact;
    }

    WorldSampler sampler() {
        if (fallback == null) {
            fallback = exact().sampler();
        }
        return fallback;
    }

    String biome(int x, int y, int z) {
        return probe != null ? probe().biome(x, y, z) : sampler().biome(x, y, z);
    }

    /** Whether some quart of the column at (x, z), every 4 blocks from maxY down to minY, has a biome in the set. */
    boolean anyBiome(int x, int z, int minY, int maxY, java.util.Set<String> biomes) {
        if (probe != null) {
            return probe().anyBiome(x, z, minY, maxY, biomes::contains);
        }
        for (int y = maxY; y >= minY; y -= 4) {
            if (biomes.contains(sampler().biome(x, y, z))) {
                return true;
            }
        }
        return false;
    }

    double climate(int index, int x, int y, int z) {
        return probe != null ? probe().value(index, x, y, z) : sampler().value(index, x, y, z);
    }

    long[] climatePoint() {
        if (climatePoint == null) {
            climatePoint = probe != null ? WorldSpawn.climatePoint(world.template().world(), probe())
                : WorldSpawn.climatePoint(sampler());
        }
        return climatePoint;
    }

    /** The box of blocks the spawn lies in, from the climate point alone: its chunk and 5 chunks around. */
    Condition.Area spawnBox() {
        long[] p = climatePoint();
        int cx = Math.floorDiv((int) p[0], 16);
        int cz = Math.floorDiv((int) p[1], 16);
        return new Condition.Area((cx - 5) << 4, (cz - 5) << 4, ((cx + 5) << 4) + 15, ((cz + 5) << 4) + 15);
    }

    WorldSpawn spawn() {
        if (spawn == null) {
            spawn = WorldSpawn.find(climatePoint(), exact().generator(), cancelled);
        }
        return spawn;
    }

    // ---- the nodes

    private Node node(Condition c) {
        Node n;
        if (c instanceof Condition.All a) {
            n = new Nodes.AllNode(this, a, a.children().stream().map(this::node).toList(), true);
        } else if (c instanceof Condition.Any a) {
            n = new Nodes.AllNode(this, a, a.children().stream().map(this::node).toList(), false);
        } else if (c instanceof Condition.Not x) {
            n = new Nodes.NotNode(this, x, node(x.child()));
        } else if (c instanceof Condition.BiomeNear b) {
            n = new Nodes.BiomeNearNode(this, b);
        } else if (c instanceof Condition.BiomeCover b) {
            n = new Nodes.BiomeCoverNode(this, b);
        } else if (c instanceof Condition.Climate k) {
            n = new Nodes.ClimateNode(this, k);
        } else if (c instanceof Condition.Height h) {
            n = new Nodes.HeightNode(this, h);
        } else if (c instanceof Condition.SpawnIn s) {
            n = new Nodes.SpawnInNode(this, s);
        } else if (c instanceof Condition.SpawnBiome s) {
            n = new Nodes.SpawnBiomeNode(this, s);
        } else {
            n = new StructureNodes.StructureNode(this, (Condition.Structure) c);
        }
        nodes.add(n);
        byId.put(c.id(), n);
        return n;
    }

    /** A node with its value memoised per stage for the base or seed being evaluated. */
}
