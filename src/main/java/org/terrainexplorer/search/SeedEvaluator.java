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

    private final SearchWorld world;
    private final Node root;
    private final List<Node> nodes = new ArrayList<>();
    private final Map<String, Node> byId = new LinkedHashMap<>();
    private final ClimateProbe.Probe probe;
    private final BooleanSupplier cancelled;
    private final long[] target = new long[7];
    private final int[] heights = new int[2];
    private final boolean placementMatters;

    /** The stamps of the base and seed being evaluated (every node's memo is valid for these only). */
    private int baseEpoch;
    private int seedEpoch;
    private long base = Long.MIN_VALUE;
    private long seed;
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
            any |= n instanceof StructureNode s && !s.grids.isEmpty();
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

    private ClimateProbe.Probe probe() {
        if (!seedGiven) {
            probe.seed(seed);
            seedGiven = true;
        }
        return probe;
    }

    private LoadedWorld exact() {
        if (exact == null) {
            exact = world.world(seed);
        }
        return exact;
    }

    private WorldSampler sampler() {
        if (fallback == null) {
            fallback = exact().sampler();
        }
        return fallback;
    }

    private String biome(int x, int y, int z) {
        return probe != null ? probe().biome(x, y, z) : sampler().biome(x, y, z);
    }

    private double climate(int index, int x, int y, int z) {
        return probe != null ? probe().value(index, x, y, z) : sampler().value(index, x, y, z);
    }

    private long[] climatePoint() {
        if (climatePoint == null) {
            climatePoint = probe != null ? WorldSpawn.climatePoint(world.template().world(), probe())
                : WorldSpawn.climatePoint(sampler());
        }
        return climatePoint;
    }

    /** The box of blocks the spawn lies in, from the climate point alone: its chunk and 5 chunks around. */
    private Condition.Area spawnBox() {
        long[] p = climatePoint();
        int cx = Math.floorDiv((int) p[0], 16);
        int cz = Math.floorDiv((int) p[1], 16);
        return new Condition.Area((cx - 5) << 4, (cz - 5) << 4, ((cx + 5) << 4) + 15, ((cz + 5) << 4) + 15);
    }

    private WorldSpawn spawn() {
        if (spawn == null) {
            spawn = WorldSpawn.find(climatePoint(), exact().generator(), cancelled);
        }
        return spawn;
    }

    // ---- the nodes

    private Node node(Condition c) {
        Node n;
        if (c instanceof Condition.All a) {
            n = new AllNode(a, a.children().stream().map(this::node).toList(), true);
        } else if (c instanceof Condition.Any a) {
            n = new AllNode(a, a.children().stream().map(this::node).toList(), false);
        } else if (c instanceof Condition.Not x) {
            n = new NotNode(x, node(x.child()));
        } else if (c instanceof Condition.BiomeNear b) {
            n = new BiomeNearNode(b);
        } else if (c instanceof Condition.BiomeCover b) {
            n = new BiomeCoverNode(b);
        } else if (c instanceof Condition.Climate k) {
            n = new ClimateNode(k);
        } else if (c instanceof Condition.Height h) {
            n = new HeightNode(h);
        } else if (c instanceof Condition.SpawnIn s) {
            n = new SpawnInNode(s);
        } else if (c instanceof Condition.SpawnBiome s) {
            n = new SpawnBiomeNode(s);
        } else {
            n = new StructureNode((Condition.Structure) c);
        }
        nodes.add(n);
        byId.put(c.id(), n);
        return n;
    }

    /** A node with its value memoised per stage for the base or seed being evaluated. */
    private abstract class Node {
        static final long MASK48 = (1L << 48) - 1;

        final Condition condition;
        private final int[] epochs = {-1, -1, -1};
        private final byte[] values = new byte[3];
        /** Where it matched, when it holds (set by the stage that decided it). */
        final List<Match.Place> places = new ArrayList<>();
        private int placesEpoch = -1;

        Node(Condition condition) {
            this.condition = condition;
        }

        void link() {
        }

        /** The value at a stage (memoised; a stage reuses a decided earlier one). */
        final byte eval(int stage) {
            int epoch = stage == PLACEMENT ? baseEpoch : seedEpoch;
            if (epochs[stage] == epoch) {
                return values[stage];
            }
            byte v;
            if (stage > PLACEMENT) {
                byte before = eval(stage - 1);
                v = before != MAYBE && !(stage == EXACT && before == TRUE && placesLater()) ? before : compute(stage);
            } else {
                v = compute(stage);
            }
            if (stage == EXACT && v == MAYBE) {
                throw new IllegalStateException(condition.path() + " undecided at the exact stage");
            }
            epochs[stage] = epoch;
            values[stage] = v;
            return v;
        }

        /** Starts this seed's places (called by a stage that finds them). */
        final List<Match.Place> places() {
            if (placesEpoch != seedEpoch) {
                places.clear();
                placesEpoch = seedEpoch;
            }
            return places;
        }

        abstract byte compute(int stage);

        /** Whether a value decided before the exact stage leaves the places to be found by it (structures). */
        boolean placesLater() {
            return false;
        }

        /** Adds where it matched, and where the children that hold matched. */
        void collect(Map<String, List<Match.Place>> where) {
            if (placesEpoch == seedEpoch && !places.isEmpty()) {
                where.put(condition.id(), List.copyOf(places));
            }
        }
    }

    private final class AllNode extends Node {
        private final List<Node> children;
        private final boolean all;

        AllNode(Condition c, List<Node> children, boolean all) {
            super(c);
            this.children = children;
            this.all = all;
        }

        @Override
        byte compute(int stage) {
            byte result = all ? TRUE : FALSE;
            for (Node child : children) {
                byte v = child.eval(stage);
                if (v == (all ? FALSE : TRUE)) {
                    return v;
                }
                if (v == MAYBE) {
                    result = MAYBE;
                }
            }
            return result;
        }

        @Override
        void collect(Map<String, List<Match.Place>> where) {
            for (Node child : children) {
                if (child.eval(EXACT) == TRUE) {
                    child.collect(where);
                }
            }
        }
    }

    private final class NotNode extends Node {
        private final Node child;

        NotNode(Condition c, Node child) {
            super(c);
            this.child = child;
        }

        @Override
        byte compute(int stage) {
            byte v = child.eval(stage);
            return v == MAYBE ? MAYBE : v == TRUE ? FALSE : TRUE;
        }

        @Override
        void collect(Map<String, List<Match.Place>> where) {
            where.put(condition.id(), List.of(new Match.Place("holds", 0, Match.Place.NO_Y, 0, Double.NaN)));
        }
    }

    private final class BiomeNearNode extends Node {
        private final Condition.BiomeNear c;
        /** The sample offsets within the radius, nearest first: {dx, dz} interleaved. */
        private final int[] offsets;

        BiomeNearNode(Condition.BiomeNear c) {
            super(c);
            this.c = c;
            int n = c.radius() / c.step();
            List<int[]> list = new ArrayList<>();
            long r2 = (long) c.radius() * c.radius();
            for (int i = -n; i <= n; i++) {
                for (int j = -n; j <= n; j++) {
                    long dx = (long) i * c.step();
                    long dz = (long) j * c.step();
                    if (dx * dx + dz * dz <= r2) {
                        list.add(new int[] {(int) dx, (int) dz});
                    }
                }
            }
            list.sort((a, b) -> {
                long da = (long) a[0] * a[0] + (long) a[1] * a[1];
                long db = (long) b[0] * b[0] + (long) b[1] * b[1];
                return da != db ? Long.compare(da, db) : a[1] != b[1] ? Integer.compare(a[1], b[1])
                    : Integer.compare(a[0], b[0]);
            });
            offsets = new int[list.size() * 2];
            for (int i = 0; i < list.size(); i++) {
                offsets[2 * i] = list.get(i)[0];
                offsets[2 * i + 1] = list.get(i)[1];
            }
        }

        @Override
        byte compute(int stage) {
            if (stage == PLACEMENT) {
                return MAYBE;
            }
            int ox;
            int oz;
            if (c.origin() instanceof Condition.Point p) {
                ox = p.x();
                oz = p.z();
            } else {
                if (stage < EXACT) {
                    return MAYBE;
                }
                WorldSpawn s = spawn();
                ox = s.x();
                oz = s.z();
            }
            for (int i = 0; i < offsets.length; i += 2) {
                int x = ox + offsets[i];
                int z = oz + offsets[i + 1];
                String b = biome(x, c.y(), z);
                if (c.biomes().contains(b)) {
                    places().add(new Match.Place(b, x, c.y(), z, Double.NaN));
                    return TRUE;
                }
            }
            return FALSE;
        }
    }

    private final class BiomeCoverNode extends Node {
        private final Condition.BiomeCover c;

        BiomeCoverNode(Condition.BiomeCover c) {
            super(c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage == PLACEMENT) {
                return MAYBE;
            }
            Condition.Area a = c.area();
            int nx = (a.maxX() - a.minX()) / c.step() + 1;
            int nz = (a.maxZ() - a.minZ()) / c.step() + 1;
            long total = (long) nx * nz;
            long need = (long) Math.ceil(c.percent() / 100.0 * total - 1e-9);
            long hits = 0;
            long seen = 0;
            for (int j = 0; j < nz; j++) {
                for (int i = 0; i < nx; i++) {
                    if (c.biomes().contains(biome(a.minX() + i * c.step(), c.y(), a.minZ() + j * c.step()))) {
                        hits++;
                    }
                    seen++;
                    if (hits >= need) {
                        places().add(new Match.Place("share", (a.minX() + a.maxX()) / 2, c.y(),
                            (a.minZ() + a.maxZ()) / 2, 100.0 * need / total));
                        return TRUE;
                    }
                    if (hits + (total - seen) < need) {
                        return FALSE;
                    }
                }
            }
            return FALSE;
        }
    }

    private final class ClimateNode extends Node {
        private final Condition.Climate c;

        ClimateNode(Condition.Climate c) {
            super(c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage == PLACEMENT) {
                return MAYBE;
            }
            Condition.Area a = c.area();
            int index = c.parameter().index();
            double sum = 0;
            long n = 0;
            for (int z = a.minZ(); z <= a.maxZ(); z += c.step()) {
                for (int x = a.minX(); x <= a.maxX(); x += c.step()) {
                    double v = climate(index, x, c.y(), z);
                    boolean in = v >= c.min() && v <= c.max();
                    if (c.over() == Condition.Over.ALL && !in) {
                        return FALSE;
                    }
                    if (c.over() == Condition.Over.ANY && in) {
                        places().add(new Match.Place(c.parameter().key(), x, c.y(), z, v));
                        return TRUE;
                    }
                    sum += v;
                    n++;
                }
            }
            if (c.over() == Condition.Over.ANY) {
                return FALSE;
            }
            double mean = sum / n;
            if (c.over() == Condition.Over.MEAN && !(mean >= c.min() && mean <= c.max())) {
                return FALSE;
            }
            places().add(new Match.Place(c.parameter().key(), (a.minX() + a.maxX()) / 2, c.y(),
                (a.minZ() + a.maxZ()) / 2, mean));
            return TRUE;
        }
    }

    private final class HeightNode extends Node {
        private final Condition.Height c;

        HeightNode(Condition.Height c) {
            super(c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage < EXACT) {
                return MAYBE;
            }
            Condition.Area a = c.area();
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            for (int z = a.minZ(); z <= a.maxZ(); z += c.step()) {
                for (int x = a.minX(); x <= a.maxX(); x += c.step()) {
                    exact().generator().baseHeights(x, z, heights);
                    lo = Math.min(lo, heights[0]);
                    hi = Math.max(hi, heights[0]);
                    if (c.range() && hi - lo > c.max()) {
                        return FALSE;
                    }
                }
            }
            int v = c.range() ? hi - lo : lo;
            if (v < c.min() || v > c.max()) {
                return FALSE;
            }
            places().add(new Match.Place("height", a.minX(), c.range() ? Match.Place.NO_Y : v, a.minZ(), v));
            return TRUE;
        }
    }

    private final class SpawnInNode extends Node {
        private final Condition.SpawnIn c;

        SpawnInNode(Condition.SpawnIn c) {
            super(c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage == PLACEMENT) {
                return MAYBE;
            }
            Condition.Area a = c.area();
            if (stage == CLIMATE) {
                Condition.Area box = spawnBox();
                boolean disjoint = box.maxX() < a.minX() || box.minX() > a.maxX() || box.maxZ() < a.minZ()
                    || box.minZ() > a.maxZ();
                if (disjoint) {
                    return FALSE;
                }
                return MAYBE;
            }
            WorldSpawn s = spawn();
            if (!a.contains(s.x(), s.z())) {
                return FALSE;
            }
            places().add(new Match.Place("spawn", s.x(), s.y(), s.z(), Double.NaN));
            return TRUE;
        }
    }

    private final class SpawnBiomeNode extends Node {
        private final Condition.SpawnBiome c;

        SpawnBiomeNode(Condition.SpawnBiome c) {
            super(c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage < EXACT) {
                return MAYBE;
            }
            WorldSpawn s = spawn();
            String b = biome(s.x(), s.y(), s.z());
            if (!c.biomes().contains(b)) {
                return FALSE;
            }
            places().add(new Match.Place("spawn", s.x(), s.y(), s.z(), Double.NaN));
            return TRUE;
        }
    }

    /** A placement state of the base being evaluated, for frequency and exclusion checks. */
    private final class BaseState implements PlacementState {
        @Override
        public long seed() {
            return base;
        }

        @Override
        public StructurePlacement placementOf(String setId) {
            return world.template().structures().placementOf(setId);
        }

        @Override
        public List<ChunkPos> ringPositions(org.terrainexplorer.world.structure.placement.ConcentricRings rings) {
            throw new IllegalStateException("rings are not known from 48 bits");
        }
    }

    private final class StructureNode extends Node {
        private final Condition.Structure c;
        private final SearchWorld.Structures structures;
        final List<GridSet> grids = new ArrayList<>();
        /** Sets this node's placement stage cannot decide (rings, exclusion against rings). */
        private final List<StructureSet> others = new ArrayList<>();
        private Node ref;
        /** Grid candidates found by the placement stage near its origins: chunk x, z, grid index. */
        private int[] candidates = new int[48];
        private int candidateCount;
        private boolean candidatesKnown;
        private final long radius2;
        private final int[] pointOrigin;

        StructureNode(Condition.Structure c) {
            super(c);
            this.c = c;
            this.structures = world.structures(c);
            PlacementState placements = new BaseState();
            for (StructureSet set : structures.sets()) {
                if (GridSet.supported(set, placements)) {
                    grids.add(new GridSet(set, placements));
                } else {
                    others.add(set);
                }
            }
            radius2 = (long) c.radius() * c.radius();
            pointOrigin = c.origin() instanceof Condition.Point p ? new int[] {p.x(), p.z(), p.x(), p.z()} : null;
        }

        @Override
        boolean placesLater() {
            return true;
        }

        @Override
        void link() {
            if (c.origin() instanceof Condition.Ref r) {
                ref = byId.get(r.id());
            }
        }

        @Override
        byte compute(int stage) {
            if (stage == PLACEMENT) {
                return placementStage();
            }
            if (stage == CLIMATE) {
                if (c.origin() instanceof Condition.Spawn && others.isEmpty()) {
                    Condition.Area box = spawnBox();
                    candidateCount = 0;
                    gridCandidates(box.minX(), box.minZ(), box.maxX(), box.maxZ(), base);
                    if (countNear(new int[] {box.minX(), box.minZ(), box.maxX(), box.maxZ()}, 1) < c.atLeast()) {
                        return FALSE;
                    }
                }
                return MAYBE;
            }
            return exactStage();
        }

        /** Origins as boxes {minX, minZ, maxX, maxZ}..., or null when not known at the placement stage. */
        private int[] placementOrigins() {
            if (pointOrigin != null) {
                return pointOrigin;
            }
            if (ref instanceof StructureNode s && s.candidatesKnown) {
                int[] o = new int[s.candidateCount * 4];
                for (int i = 0; i < s.candidateCount; i++) {
                    GridSet g = s.grids.get(s.candidates[3 * i + 2]);
                    int x = (s.candidates[3 * i] << 4) + g.offsetX;
                    int z = (s.candidates[3 * i + 1] << 4) + g.offsetZ;
                    o[4 * i] = x;
                    o[4 * i + 1] = z;
                    o[4 * i + 2] = x;
                    o[4 * i + 3] = z;
                }
                return o;
            }
            return null;
        }

        private byte placementStage() {
            candidatesKnown = false;
            if (ref != null) {
                ref.eval(PLACEMENT);
            }
            if (!others.isEmpty() || grids.isEmpty()) {
                return MAYBE;
            }
            int[] origins = placementOrigins();
            if (origins == null) {
                return MAYBE;
            }
            candidateCount = 0;
            for (int i = 0; i < origins.length; i += 4) {
                gridCandidates(origins[i], origins[i + 1], origins[i + 2], origins[i + 3], base);
            }
            candidatesKnown = true;
            int best = countNear(origins, origins.length / 4);
            if (best < c.atLeast()) {
                return FALSE;
            }
            // Placement alone from a fixed place is decided now; from another condition's structures, only when
            // those are decided by their placement too.
            if (!c.viable() && (c.origin() instanceof Condition.Point
                || ref instanceof StructureNode s && !s.c.viable() && s.c.origin() instanceof Condition.Point)) {
                return TRUE;
            }
            return MAYBE;
        }

        /** Adds the grid candidates (deduplicated) whose locate position lies within the radius of the box. */
        private void gridCandidates(int minX, int minZ, int maxX, int maxZ, long seed48) {
            int r = c.radius();
            for (int g = 0; g < grids.size(); g++) {
                GridSet grid = grids.get(g);
                int minCx = Math.floorDiv(minX - r - grid.offsetX, 16);
                int maxCx = Math.floorDiv(maxX + r - grid.offsetX, 16);
                int minCz = Math.floorDiv(minZ - r - grid.offsetZ, 16);
                int maxCz = Math.floorDiv(maxZ + r - grid.offsetZ, 16);
                int spacing = grid.spacing;
                for (int rz = Math.floorDiv(minCz, spacing); rz <= Math.floorDiv(maxCz, spacing); rz++) {
                    for (int rx = Math.floorDiv(minCx, spacing); rx <= Math.floorDiv(maxCx, spacing); rx++) {
                        long cand = grid.candidate(seed48, rx, rz);
                        int cx = (int) (cand >> 32);
                        int cz = (int) cand;
                        long x = ((long) cx << 4) + grid.offsetX;
                        long z = ((long) cz << 4) + grid.offsetZ;
                        long dx = x < minX ? minX - x : x > maxX ? x - maxX : 0;
                        long dz = z < minZ ? minZ - z : z > maxZ ? z - maxZ : 0;
                        if (dx * dx + dz * dz <= radius2 && !known(cx, cz, g) && grid.kept(seed48, cx, cz)) {
                            if (3 * candidateCount + 3 > candidates.length) {
                                candidates = Arrays.copyOf(candidates, candidates.length * 2);
                            }
                            candidates[3 * candidateCount] = cx;
                            candidates[3 * candidateCount + 1] = cz;
                            candidates[3 * candidateCount + 2] = g;
                            candidateCount++;
                        }
                    }
                }
            }
        }

        private boolean known(int cx, int cz, int g) {
            for (int i = 0; i < candidateCount; i++) {
                if (candidates[3 * i] == cx && candidates[3 * i + 1] == cz && candidates[3 * i + 2] == g) {
                    return true;
                }
            }
            return false;
        }

        /** The most candidates within the radius of any one of the origin boxes. */
        private int countNear(int[] origins, int originCount) {
            int best = 0;
            for (int o = 0; o < originCount; o++) {
                int count = 0;
                for (int i = 0; i < candidateCount; i++) {
                    GridSet g = grids.get(candidates[3 * i + 2]);
                    long x = ((long) candidates[3 * i] << 4) + g.offsetX;
                    long z = ((long) candidates[3 * i + 1] << 4) + g.offsetZ;
                    long dx = x < origins[4 * o] ? origins[4 * o] - x : x > origins[4 * o + 2] ? x - origins[4 * o + 2] : 0;
                    long dz = z < origins[4 * o + 1] ? origins[4 * o + 1] - z
                        : z > origins[4 * o + 3] ? z - origins[4 * o + 3] : 0;
                    if (dx * dx + dz * dz <= radius2) {
                        count++;
                    }
                }
                best = Math.max(best, count);
            }
            return best;
        }

        /** The exact origins: points {x, z}... */
        private int[] exactOrigins() {
            if (c.origin() instanceof Condition.Point p) {
                return new int[] {p.x(), p.z()};
            }
            if (c.origin() instanceof Condition.Spawn) {
                WorldSpawn s = spawn();
                return new int[] {s.x(), s.z()};
            }
            if (ref.eval(EXACT) != TRUE) {
                return new int[0];
            }
            List<Match.Place> at = ref.places();
            int[] o = new int[at.size() * 2];
            for (int i = 0; i < at.size(); i++) {
                o[2 * i] = at.get(i).x();
                o[2 * i + 1] = at.get(i).z();
            }
            return o;
        }

        private byte exactStage() {
            int[] origins = exactOrigins();
            if (origins.length == 0) {
                return FALSE;
            }
            // Every (set, chunk) candidate near some origin, by placement: grids from the seed's lower 48 bits, rings
            // from the seed's world.
            List<Object[]> found = new ArrayList<>();
            int r = c.radius();
            for (int o = 0; o < origins.length; o += 2) {
                int ox = origins[o];
                int oz = origins[o + 1];
                for (StructureSet set : structures.sets()) {
                    StructurePlacement p = set.placement();
                    int offX = p.common().locateOffset().x();
                    int offZ = p.common().locateOffset().z();
                    int minCx = Math.floorDiv(ox - r - offX, 16);
                    int maxCx = Math.floorDiv(ox + r - offX, 16);
                    int minCz = Math.floorDiv(oz - r - offZ, 16);
                    int maxCz = Math.floorDiv(oz + r - offZ, 16);
                    List<ChunkPos> chunks = chunks(set, minCx, minCz, maxCx, maxCz);
                    for (ChunkPos cp : chunks) {
                        long x = ((long) cp.x() << 4) + offX;
                        long z = ((long) cp.z() << 4) + offZ;
                        long dx = x - ox;
                        long dz = z - oz;
                        if (dx * dx + dz * dz > radius2) {
                            continue;
                        }
                        boolean dup = false;
                        for (Object[] f : found) {
                            if (f[0] == set && ((ChunkPos) f[1]).equals(cp)) {
                                dup = true;
                                break;
                            }
                        }
                        if (!dup) {
                            found.add(new Object[] {set, cp});
                        }
                    }
                }
            }
            List<Match.Place> matches = new ArrayList<>();
            for (Object[] f : found) {
                StructureSet set = (StructureSet) f[0];
                ChunkPos cp = (ChunkPos) f[1];
                String id;
                if (c.viable()) {
                    Optional<StructureStart> start = exact().structures().start(set, cp.x(), cp.z());
                    if (start.isEmpty() || !structures.ids().contains(start.get().id())) {
                        continue;
                    }
                    id = start.get().id();
                } else {
                    id = set.id();
                }
                int x = (cp.x() << 4) + set.placement().common().locateOffset().x();
                int z = (cp.z() << 4) + set.placement().common().locateOffset().z();
                matches.add(new Match.Place(id, x, Match.Place.NO_Y, z, Double.NaN));
            }
            // At least N near one origin; the places kept are those near an origin that has N.
            List<Match.Place> kept = new ArrayList<>();
            for (int o = 0; o < origins.length; o += 2) {
                List<Match.Place> near = new ArrayList<>();
                for (Match.Place m : matches) {
                    long dx = (long) m.x() - origins[o];
                    long dz = (long) m.z() - origins[o + 1];
                    if (dx * dx + dz * dz <= radius2) {
                        near.add(m);
                    }
                }
                if (near.size() >= c.atLeast()) {
                    for (Match.Place m : near) {
                        if (!kept.contains(m)) {
                            kept.add(m);
                        }
                    }
                }
            }
            if (kept.isEmpty()) {
                return FALSE;
            }
            kept.sort((a, b) -> {
                long da = distanceToOrigins(a, origins);
                long db = distanceToOrigins(b, origins);
                return da != db ? Long.compare(da, db) : a.z() != b.z() ? Integer.compare(a.z(), b.z())
                    : a.x() != b.x() ? Integer.compare(a.x(), b.x()) : a.what().compareTo(b.what());
            });
            places().addAll(kept);
            return TRUE;
        }

        /** The set's structure chunks in a rectangle of chunks. */
        private List<ChunkPos> chunks(StructureSet set, int minCx, int minCz, int maxCx, int maxCz) {
            for (GridSet g : grids) {
                if (g.set == set) {
                    List<ChunkPos> out = new ArrayList<>();
                    for (int rz = Math.floorDiv(minCz, g.spacing); rz <= Math.floorDiv(maxCz, g.spacing); rz++) {
                        for (int rx = Math.floorDiv(minCx, g.spacing); rx <= Math.floorDiv(maxCx, g.spacing); rx++) {
                            long cand = g.candidate(seed, rx, rz);
                            int cx = (int) (cand >> 32);
                            int cz = (int) cand;
                            if (cx >= minCx && cx <= maxCx && cz >= minCz && cz <= maxCz && g.kept(seed, cx, cz)) {
                                out.add(new ChunkPos(cx, cz));
                            }
                        }
                    }
                    return out;
                }
            }
            return exact().structures().structureChunks(set, minCx, minCz, maxCx, maxCz);
        }

        private static long distanceToOrigins(Match.Place m, int[] origins) {
            long best = Long.MAX_VALUE;
            for (int o = 0; o < origins.length; o += 2) {
                long dx = (long) m.x() - origins[o];
                long dz = (long) m.z() - origins[o + 1];
                best = Math.min(best, dx * dx + dz * dz);
            }
            return best;
        }
    }
}
