package org.terrainexplorer.world.structure;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.gen.BeardSource;
import org.terrainexplorer.world.random.WorldgenRandom;
import org.terrainexplorer.world.structure.placement.ConcentricRings;
import org.terrainexplorer.world.structure.placement.PlacementState;
import org.terrainexplorer.world.structure.placement.RandomSpread;
import org.terrainexplorer.world.structure.placement.StructurePlacement;

/**
 * The structures of a seeded world: the game's {@code ChunkGeneratorStructureState} and its
 * {@code createStructures}, reading the world's structure sets. Which chunks a set's placement chooses, which
 * structure starts there (tried by weight, each with its own checks) and with which pieces, and the terrain
 * adaptation each chunk gets from the starts near it. Everything is a pure function of (world, seed, chunk);
 * starts are kept in a bounded cache. Thread-safe.
 */
public final class StructureWorld implements PlacementState, BeardSource {

    /** How many (set, chunk) results are kept. */
    private static final int KEPT_STARTS = 20_000;
    /** How far, in chunks, a start's pieces may reach the chunks whose terrain they adapt (the game's 8). */
    public static final int REFERENCE_RADIUS = 8;

    private final long seed;
    private final StructureTerrain terrain;
    private final Templates templates;
    private final StructureCode code;
    private final List<StructureSet> possible;
    private final Map<String, StructurePlacement> placements = new LinkedHashMap<>();
    private final List<StructureSet> adapting;
    private final Map<ConcentricRings, RingLayout> rings = new IdentityHashMap<>();
    private final Memo<StartKey, Optional<StructureStart>> starts = new Memo<>(KEPT_STARTS);
    private final Map<StructureSet, Integer> index = new IdentityHashMap<>();
    private final java.util.Set<String> possibleBiomes;

    /**
     * @param sets      every structure set of the world's data, in the registry's order
     * @param terrain   the world without structures
     * @param templates its templates
     * @param seed      the world seed
     * @param code      the release's structure code
     */
    public StructureWorld(List<StructureSet> sets, StructureTerrain terrain, Templates templates, long seed,
                          StructureCode code) {
        this.seed = seed;
        this.terrain = terrain;
        this.templates = templates;
        this.code = code;
        java.util.Set<String> biomes = new java.util.HashSet<>(terrain.possibleBiomes());
        List<StructureSet> can = new ArrayList<>();
        List<StructureSet> adapt = new ArrayList<>();
        for (StructureSet set : sets) {
            placements.put(set.id(), set.placement());
            if (set.hasBiomesAmong(biomes)) {
                index.put(set, can.size());
                can.add(set);
                if (set.entries().stream().anyMatch(e -> e.structure().terrainAdaptation() != Beard.Kind.NONE)) {
                    adapt.add(set);
                }
                if (set.placement() instanceof ConcentricRings r) {
                    rings.put(r, new RingLayout(r, seed, terrain));
                }
            }
        }
        possible = List.copyOf(can);
        adapting = List.copyOf(adapt);
        possibleBiomes = java.util.Set.copyOf(biomes);
    }

    /**
     * Whether a structure may start in this world: some biome of its {@code biomes} is one the biome source gives
     * (the game's {@code ChunkGeneratorStructureState} gives no placement to one that may not, so its
     * {@code /locate} finds none at once).
     */
    public boolean mayStart(Structure structure) {
        for (String b : structure.biomes()) {
            if (possibleBiomes.contains(b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@link #locate} can find any structure {@code wanted} takes: one of the world's sets has such a
     * structure that {@link #mayStart}. False, and the search has nothing to look for.
     */
    public boolean locatable(java.util.function.Predicate<String> wanted) {
        return possible.stream().anyMatch(set -> locatable(set, wanted));
    }

    private boolean locatable(StructureSet set, java.util.function.Predicate<String> wanted) {
        return set.entries().stream().anyMatch(e -> wanted.test(e.structure().id()) && mayStart(e.structure()));
    }

    /** The world seed. */
    @Override
    public long seed() {
        return seed;
    }

    /** The world without structures. */
    public StructureTerrain terrain() {
        return terrain;
    }

    /** The world's templates. */
    public Templates templates() {
        return templates;
    }

    /** The release's structure code. */
    public StructureCode code() {
        return code;
    }

    /** The set with an id among the possible ones, if any. */
    public Optional<StructureSet> set(String id) {
        return possible.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** The set a start's structure belongs to (the first possible set listing it), if any. */
    public Optional<StructureSet> setOf(StructureStart start) {
        return possible.stream().filter(s -> s.entries().stream().anyMatch(e -> e.structure() == start.structure()))
            .findFirst();
    }

    /** The sets whose structures may start in some biome of the world, in the registry's order. */
    public List<StructureSet> possibleSets() {
        return possible;
    }

    /** The ids of every structure of the {@link #possibleSets}, sorted. */
    public java.util.SortedSet<String> possibleIds() {
        java.util.SortedSet<String> ids = new java.util.TreeSet<>();
        for (StructureSet set : possible) {
            set.entries().forEach(e -> ids.add(e.structure().id()));
        }
        return ids;
    }

    @Override
    public StructurePlacement placementOf(String setId) {
        return placements.get(setId);
    }

    @Override
    public boolean isRingChunk(ConcentricRings placement, int chunkX, int chunkZ) {
        RingLayout layout = rings.get(placement);
        return layout != null && layout.contains(chunkX, chunkZ);
    }

    /** The layout of a concentric-rings placement of this world (its candidate positions, moved lazily). */
    public RingLayout rings(ConcentricRings placement) {
        return rings.get(placement);
    }

    /**
     * The chunks from (minX, minZ) to (maxX, maxZ), inclusive, where a set's placement chooses to start a structure
     * ({@code isStructureChunk}: its grid or rings, frequency and exclusion zone), by z then x.
     */
    public List<ChunkPos> structureChunks(StructureSet set, int minX, int minZ, int maxX, int maxZ) {
        List<ChunkPos> out = new ArrayList<>();
        StructurePlacement p = set.placement();
        if (p instanceof RandomSpread spread) {
            WorldgenRandom r = new WorldgenRandom();
            int[] c = new int[2];
            int spacing = spread.spacing();
            for (int rz = Math.floorDiv(minZ, spacing); rz <= Math.floorDiv(maxZ, spacing); rz++) {
                for (int rx = Math.floorDiv(minX, spacing); rx <= Math.floorDiv(maxX, spacing); rx++) {
                    spread.candidate(seed, rx, rz, r, c);
                    if (c[0] >= minX && c[0] <= maxX && c[1] >= minZ && c[1] <= maxZ
                        && p.passesFrequency(seed, c[0], c[1]) && !p.excluded(this, c[0], c[1])) {
                        out.add(new ChunkPos(c[0], c[1]));
                    }
                }
            }
            out.sort((a, b) -> a.z() != b.z() ? Integer.compare(a.z(), b.z()) : Integer.compare(a.x(), b.x()));
        } else if (p instanceof ConcentricRings ring) {
            RingLayout layout = rings.get(ring);
            if (layout != null) {
                for (ChunkPos c : layout.within(minX, minZ, maxX, maxZ)) {
                    if (p.passesFrequency(seed, c.x(), c.z()) && !p.excluded(this, c.x(), c.z())) {
                        out.add(c);
                    }
                }
            }
        }
        return out;
    }

    /**
     * The start of a set in a chunk, if the game places one there: the chunk must be a structure chunk of the set;
     * then its structures are tried, by weight when there are several, until one generates.
     */
    public Optional<StructureStart> start(StructureSet set, int chunkX, int chunkZ) {
        return start(startKey(set, chunkX, chunkZ), set, chunkX, chunkZ);
    }

    /** {@link #start} under its key (null: the set is not one of the world's). */
    private Optional<StructureStart> start(StartKey key, StructureSet set, int chunkX, int chunkZ) {
        if (key == null) {
            return Optional.empty();
        }
        return starts.get(key, k -> Optional.ofNullable(generate(set, chunkX, chunkZ)));
    }

    /**
     * Where the start cache keeps a set's start in a chunk: the set's index and the chunk, whole (a long packing the
     * index into the chunk's bits let chunk z 2^20 of one set answer for chunk z 0 of the next). Null for a set
     * that is not one of the world's: no start is kept for it.
     */
    private record StartKey(int set, int chunkX, int chunkZ) {
    }

    /** The start cache's key of a set's start in a chunk, or null when the set is not one of the world's. */
    private StartKey startKey(StructureSet set, int chunkX, int chunkZ) {
        Integer i = index.get(set);
        return i == null ? null : new StartKey(i, chunkX, chunkZ);
    }

    /** Every start of a chunk, in the sets' order. */
    public List<StructureStart> startsIn(int chunkX, int chunkZ) {
        List<StructureStart> out = new ArrayList<>();
        for (StructureSet set : possible) {
            if (set.placement().isStructureChunk(this, chunkX, chunkZ)) {
                start(set, chunkX, chunkZ).ifPresent(out::add);
            }
        }
        return out;
    }

    /**
     * The structure of a set that starts in a chunk, if the game places one there: what {@link #start} names,
     * without making the pieces of a structure whose point alone says it starts ({@link Structure#startsFromPoint}).
     * For conditions that need only which structure starts (the seed search). Not kept in the cache.
     */
    public Optional<Structure> startingStructure(StructureSet set, int chunkX, int chunkZ) {
        if (index.get(set) == null || !set.placement().isStructureChunk(this, chunkX, chunkZ)) {
            return Optional.empty();
        }
        return Optional.ofNullable(firstStarting(set, chunkX, chunkZ, s -> s.starts(GenerationContext.of(seed, chunkX,
            chunkZ, terrain, templates, s.biomes()::contains, code)) ? s : null));
    }

    /** The game's {@code createStructures} for one set in one chunk (the chunk already chosen by the placement). */
    private StructureStart generate(StructureSet set, int chunkX, int chunkZ) {
        if (!set.placement().isStructureChunk(this, chunkX, chunkZ)) {
            return null;
        }
        return firstStarting(set, chunkX, chunkZ, s -> tryGenerate(s, chunkX, chunkZ));
    }

    /**
     * The set's structures tried in the game's order (by weight when there are several, each tried once) until
     * {@code attempt} gives one that starts (not null).
     */
    private <T> T firstStarting(StructureSet set, int chunkX, int chunkZ,
                                java.util.function.Function<Structure, T> attempt) {
        List<StructureSet.Entry> entries = set.entries();
        if (entries.size() == 1) {
            return attempt.apply(entries.get(0).structure());
        }
        List<StructureSet.Entry> left = new ArrayList<>(entries);
        WorldgenRandom r = WorldgenRandom.largeFeature(seed, chunkX, chunkZ);
        int total = 0;
        for (StructureSet.Entry e : left) {
            total += e.weight();
        }
        while (!left.isEmpty()) {
            int pick = r.nextInt(total);
            int k = 0;
            for (StructureSet.Entry e : left) {
                pick -= e.weight();
                if (pick < 0) {
                    break;
                }
                k++;
            }
            StructureSet.Entry chosen = left.get(k);
            T start = attempt.apply(chosen.structure());
            if (start != null) {
                return start;
            }
            left.remove(k);
            total -= chosen.weight();
        }
        return null;
    }

    /**
     * The start one structure makes in a chunk, or null (its own checks only: not its set's placement, nor the
     * other structures its set would try first). Not kept in the cache.
     */
    public StructureStart tryGenerate(Structure structure, int chunkX, int chunkZ) {
        GenerationContext context = GenerationContext.of(seed, chunkX, chunkZ, terrain, templates,
            structure.biomes()::contains, code);
        return structure.generate(context);
    }

    /**
     * The starts whose boxes ({@link StructureStart#boundingBox}, 12 wider for structures that adapt the terrain)
     * reach chunk (chunkX, chunkZ), from the chunks within {@link #REFERENCE_RADIUS} (the game's structure
     * references), of the sets {@code only} lists (all when null).
     */
    public List<StructureStart> referencing(int chunkX, int chunkZ, List<StructureSet> only) {
        List<StructureStart> out = new ArrayList<>();
        int x0 = chunkX << 4;
        int z0 = chunkZ << 4;
        for (StructureSet set : only == null ? possible : only) {
            for (ChunkPos c : structureChunks(set, chunkX - REFERENCE_RADIUS, chunkZ - REFERENCE_RADIUS,
                chunkX + REFERENCE_RADIUS, chunkZ + REFERENCE_RADIUS)) {
                StartKey key = startKey(set, c.x(), c.z());
                if ((key == null || !starts.holds(key)) && !mayReach(set, c, x0, z0)) {
                    continue;
                }
                Optional<StructureStart> s = start(key, set, c.x(), c.z());
                if (s.isPresent() && s.get().boundingBox().intersects(x0, z0, x0 + 15, z0 + 15)) {
                    out.add(s.get());
                }
            }
        }
        return out;
    }

    /**
     * Whether a start of the set in chunk {@code c} could reach the chunk whose first block is (x0, z0), told without
     * making its pieces where its structures can tell ({@link Structure#mayReach}).
     */
    private boolean mayReach(StructureSet set, ChunkPos c, int x0, int z0) {
        for (StructureSet.Entry e : set.entries()) {
            Structure s = e.structure();
            if (s.mayReach(GenerationContext.of(seed, c.x(), c.z(), terrain, templates, s.biomes()::contains, code),
                x0, z0, x0 + 15, z0 + 15)) {
                return true;
            }
        }
        return false;
    }

    /** The game's {@code Beardifier.forStructuresInChunk}: the terrain adaptation of the starts reaching a chunk. */
    @Override
    public Beard beard(int chunkX, int chunkZ) {
        if (adapting.isEmpty()) {
            return Beard.NONE;
        }
        List<Beard.Rigid> rigids = new ArrayList<>();
        List<Beard.Junction> junctions = new ArrayList<>();
        for (StructureStart start : referencing(chunkX, chunkZ, adapting)) {
            Beard.Kind kind = start.structure().terrainAdaptation();
            if (kind == Beard.Kind.NONE) {
                continue;
            }
            for (StructurePiece piece : start.pieces()) {
                if (piece.isCloseToChunk(chunkX, chunkZ, 12)) {
                    piece.addBeard(kind, chunkX, chunkZ, rigids, junctions);
                }
            }
        }
        return rigids.isEmpty() && junctions.isEmpty() ? Beard.NONE : new Beard(rigids, junctions);
    }

    /**
     * A start found by {@link #locate}: the start, the position the game reports (its placement's locate position
     * of the start's chunk) and its horizontal distance from where the search began.
     */
    public record Located(StructureStart start, BlockPos position, double distance) {
    }

    /**
     * The game's {@code /locate structure} ({@code ChunkGenerator.findNearestMapStructure}) for the structures whose
     * ids {@code wanted} accepts, from block (x, z): the nearest of the rings' starts, and for grid placements the
     * first start found on the smallest square ring of grid cells around (x, z) that has one (out to {@code radius}
     * cells, the game's 100), nearest across placements. Like the game's, it is not always the nearest start there
     * is: a start on a nearer cell of a larger ring can lose to one on a smaller ring. A structure that may not
     * start in this world ({@link #mayStart}) is not searched for, as in the game.
     */
    public Optional<Located> locate(java.util.function.Predicate<String> wanted, int x, int z, int radius,
                                    java.util.function.BooleanSupplier cancelled) {
        BlockPos origin = new BlockPos(x, 0, z);
        Located best = null;
        double bestDistance = Double.MAX_VALUE;
        List<StructureSet> grids = new ArrayList<>();
        for (StructureSet set : possible) {
            if (!locatable(set, wanted)) {
                continue;
            }
            if (set.placement() instanceof ConcentricRings ring) {
                Located found = nearestOnRings(set, ring, wanted, origin, cancelled);
                if (found != null) {
                    double d = origin.distSqr(found.position());
                    if (d < bestDistance) {
                        bestDistance = d;
                        best = found;
                    }
                }
            } else if (set.placement() instanceof RandomSpread) {
                grids.add(set);
            }
        }
        if (!grids.isEmpty()) {
            int cx = x >> 4;
            int cz = z >> 4;
            for (int r = 0; r <= radius; r++) {
                boolean any = false;
                for (StructureSet set : grids) {
                    Located found = firstOnRing(set, (RandomSpread) set.placement(), wanted, cx, cz, r, origin,
                        cancelled);
                    if (found != null) {
                        any = true;
                        double d = origin.distSqr(found.position());
                        if (d < bestDistance) {
                            bestDistance = d;
                            best = found;
                        }
                    }
                }
                if (any) {
                    break;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private Located nearestOnRings(StructureSet set, ConcentricRings ring, java.util.function.Predicate<String> wanted,
                                   BlockPos origin, java.util.function.BooleanSupplier cancelled) {
        // The game keeps the first position (by index) at the least distance that has a start. A position's biome
        // search moves it at most RingLayout.MAX_SHIFT chunks from where it was drawn, so positions are searched
        // nearest-drawn first, and one that could not come nearer than the best found is not searched at all.
        RingLayout layout = rings.get(ring);
        int n = layout.count();
        double[] bound = new double[n];
        int reach = RingLayout.MAX_SHIFT << 4;
        for (int i = 0; i < n; i++) {
            ChunkPos c = layout.initial(i);
            double dx = Math.max(0, Math.abs((c.x() << 4) + 8 - origin.x()) - reach);
            double dz = Math.max(0, Math.abs((c.z() << 4) + 8 - origin.z()) - reach);
            double dy = 32 - origin.y();
            bound[i] = dx * dx + dy * dy + dz * dz;
        }
        Integer[] byBound = new Integer[n];
        for (int i = 0; i < n; i++) {
            byBound[i] = i;
        }
        java.util.Arrays.sort(byBound, (a, b) -> Double.compare(bound[a], bound[b]));
        Located best = null;
        double bestDistance = Double.MAX_VALUE;
        int bestIndex = Integer.MAX_VALUE;
        for (int i : byBound) {
            if (bound[i] > bestDistance) {
                break;
            }
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            ChunkPos c = layout.position(i);
            double d = new BlockPos((c.x() << 4) + 8, 32, (c.z() << 4) + 8).distSqr(origin);
            if (d < bestDistance || d == bestDistance && i < bestIndex) {
                Located found = startAt(set, wanted, c, origin);
                if (found != null) {
                    best = found;
                    bestDistance = d;
                    bestIndex = i;
                }
            }
        }
        return best;
    }

    private Located firstOnRing(StructureSet set, RandomSpread spread, java.util.function.Predicate<String> wanted,
                                int cx, int cz, int r, BlockPos origin, java.util.function.BooleanSupplier cancelled) {
        int spacing = spread.spacing();
        for (int dx = -r; dx <= r; dx++) {
            boolean edgeX = dx == -r || dx == r;
            for (int dz = -r; dz <= r; dz++) {
                if (!edgeX && dz != -r && dz != r) {
                    continue;
                }
                if (cancelled.getAsBoolean()) {
                    throw new java.util.concurrent.CancellationException();
                }
                int[] c = spread.potentialChunk(seed, cx + spacing * dx, cz + spacing * dz);
                Located found = startAt(set, wanted, new ChunkPos(c[0], c[1]), origin);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The set's start in a chunk if it is one of the wanted structures (the game's getStructureGeneratingAt). */
    private Located startAt(StructureSet set, java.util.function.Predicate<String> wanted, ChunkPos c,
                            BlockPos origin) {
        if (!set.placement().passesFrequency(seed, c.x(), c.z())) {
            return null;
        }
        Optional<StructureStart> s = start(set, c.x(), c.z());
        if (s.isEmpty() || !wanted.test(s.get().id())) {
            return null;
        }
        BlockPos at = set.placement().locatePos(c.x(), c.z());
        double dx = at.x() - origin.x();
        double dz = at.z() - origin.z();
        return new Located(s.get(), at, Math.sqrt(dx * dx + dz * dz));
    }

    /** How many (set, chunk) results the cache holds. */
    public int cachedStarts() {
        return starts.size();
    }
}
