package org.terrainexplorer.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.WorldSpawn;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.StructureWorld;
import org.terrainexplorer.world.structure.jigsaw.JigsawStructure;
import org.terrainexplorer.world.structure.placement.PlacementState;
import org.terrainexplorer.world.structure.placement.StructurePlacement;

/**
 * A structure condition's node: at the placement stage the grid cells' candidate chunks near its origins (from the
 * lower 48 bits), with the spawn's climate box at the climate stage, and at the exact stage each candidate's start
 * as the seed's world makes it.
 */
final class StructureNodes {

    private StructureNodes() {
    }

    /** A placement state of the ev.base being evaluated, for frequency and exclusion checks. */
    static final class BaseState implements PlacementState {
        private final SeedEvaluator ev;

        BaseState(SeedEvaluator ev) {
            this.ev = ev;
        }

        @Override
        public long seed() {
            return ev.base;
        }

        @Override
        public StructurePlacement placementOf(String setId) {
            return ev.world.template().structures().placementOf(setId);
        }

        @Override
        public boolean isRingChunk(org.terrainexplorer.world.structure.placement.ConcentricRings rings, int chunkX,
                                   int chunkZ) {
            throw new IllegalStateException("rings are not known from 48 bits");
        }
    }

    static final class StructureNode extends Node {
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
        /** Per grid, its wanted structures. */
        private final List<List<Structure>> wanted = new ArrayList<>();

        StructureNode(SeedEvaluator ev, Condition.Structure c) {
            super(ev, c);
            this.c = c;
            this.structures = ev.world.structures(c);
            PlacementState placements = new BaseState(ev);
            for (StructureSet set : structures.sets()) {
                if (GridSet.supported(set, placements)) {
                    grids.add(new GridSet(set, placements));
                } else {
                    others.add(set);
                }
            }
            for (GridSet g : grids) {
                List<Structure> these = new ArrayList<>();
                for (StructureSet.Entry e : g.set.entries()) {
                    if (structures.ids().contains(e.structure().id())) {
                        these.add(e.structure());
                    }
                }
                wanted.add(these);
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
                ref = ev.byId.get(r.id());
            }
        }

        @Override
        byte compute(int stage) {
            if (stage == SeedEvaluator.PLACEMENT) {
                return placementStage();
            }
            if (stage == SeedEvaluator.CLIMATE) {
                return climateStage();
            }
            return exactStage();
        }

        /**
         * The climate stage: the grid candidates near the origins (the spawn's from its 11 × 11 chunks) that can
         * start one of the structures by their biomes: a structure's generation point lies in its start chunk, and
         * its biome there, at some height, must be one of the structure's. No candidate left near an origin, and no
         * start can be there.
         */
        private byte climateStage() {
            if (!others.isEmpty() || grids.isEmpty()) {
                return SeedEvaluator.MAYBE;
            }
            int[] origins;
            if (c.origin() instanceof Condition.Spawn) {
                Condition.Area box = ev.spawnBox();
                origins = new int[] {box.minX(), box.minZ(), box.maxX(), box.maxZ()};
                candidateCount = 0;
                gridCandidates(box.minX(), box.minZ(), box.maxX(), box.maxZ(), ev.base);
            } else if (candidatesKnown) {
                origins = placementOrigins();
            } else {
                return SeedEvaluator.MAYBE;
            }
            if (origins == null) {
                return SeedEvaluator.MAYBE;
            }
            boolean[] may = new boolean[candidateCount];
            for (int i = 0; i < candidateCount; i++) {
                may[i] = !c.viable() || mayStart(candidates[3 * i], candidates[3 * i + 1], candidates[3 * i + 2]);
            }
            int best = 0;
            for (int o = 0; o < origins.length; o += 4) {
                int count = 0;
                for (int i = 0; i < candidateCount; i++) {
                    if (may[i] && near(i, origins, o)) {
                        count++;
                    }
                }
                best = Math.max(best, count);
            }
            return best < c.atLeast() ? SeedEvaluator.FALSE : SeedEvaluator.MAYBE;
        }

        /** Whether candidate i's locate position lies within the radius of origin box o. */
        private boolean near(int i, int[] origins, int o) {
            GridSet g = grids.get(candidates[3 * i + 2]);
            long x = ((long) candidates[3 * i] << 4) + g.offsetX;
            long z = ((long) candidates[3 * i + 1] << 4) + g.offsetZ;
            long dx = x < origins[o] ? origins[o] - x : x > origins[o + 2] ? x - origins[o + 2] : 0;
            long dz = z < origins[o + 1] ? origins[o + 1] - z : z > origins[o + 3] ? z - origins[o + 3] : 0;
            return dx * dx + dz * dz <= radius2;
        }

        /**
         * Whether a wanted structure of grid g may start in chunk (cx, cz) by its biome: the game reads the biome of
         * its generation point's quart. A jigsaw structure's point is the middle of its start piece, drawn here as
         * the game draws it (from the seed and the chunk, before the terrain is read): some height of that column
         * must have one of its biomes. Another structure's point lies in the chunk: some quart of it must.
         */
        private boolean mayStart(int cx, int cz, int g) {
            int minY = ev.world.template().world().minY();
            int maxY = (minY + ev.world.template().world().height() - 1) >> 2 << 2;
            StructureWorld template = ev.world.template().structures();
            for (Structure s : wanted.get(g)) {
                if (s instanceof JigsawStructure j) {
                    int[] middle = j.startMiddle(GenerationContext.of(ev.seed, cx, cz, template.terrain(),
                        template.templates(), s.biomes()::contains, template.code()));
                    if (middle != null && ev.anyBiome(middle[0], middle[1], minY, maxY, s.biomes())) {
                        return true;
                    }
                    continue;
                }
                for (int qx = cx << 2; qx < (cx << 2) + 4; qx++) {
                    for (int qz = cz << 2; qz < (cz << 2) + 4; qz++) {
                        if (ev.anyBiome(qx << 2, qz << 2, minY, maxY, s.biomes())) {
                            return true;
                        }
                    }
                }
            }
            return false;
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
                ref.eval(SeedEvaluator.PLACEMENT);
            }
            if (!others.isEmpty() || grids.isEmpty()) {
                return SeedEvaluator.MAYBE;
            }
            int[] origins = placementOrigins();
            if (origins == null) {
                return SeedEvaluator.MAYBE;
            }
            candidateCount = 0;
            for (int i = 0; i < origins.length; i += 4) {
                gridCandidates(origins[i], origins[i + 1], origins[i + 2], origins[i + 3], ev.base);
            }
            candidatesKnown = true;
            int best = countNear(origins, origins.length / 4);
            if (best < c.atLeast()) {
                return SeedEvaluator.FALSE;
            }
            // Placement alone from a fixed place is decided now; from another condition's structures, only when
            // those are decided by their placement too.
            if (!c.viable() && (c.origin() instanceof Condition.Point
                || ref instanceof StructureNode s && !s.c.viable() && s.c.origin() instanceof Condition.Point)) {
                return SeedEvaluator.TRUE;
            }
            return SeedEvaluator.MAYBE;
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
                WorldSpawn s = ev.spawn();
                return new int[] {s.x(), s.z()};
            }
            if (ref.eval(SeedEvaluator.EXACT) != SeedEvaluator.TRUE) {
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
                return SeedEvaluator.FALSE;
            }
            // Every (set, chunk) candidate near some origin, by placement: grids from the ev.seed's lower 48 bits, rings
            // from the ev.seed's ev.world.
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
                    Optional<Structure> start = ev.exact().structures().startingStructure(set, cp.x(), cp.z());
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
                return SeedEvaluator.FALSE;
            }
            kept.sort((a, b) -> {
                long da = distanceToOrigins(a, origins);
                long db = distanceToOrigins(b, origins);
                return da != db ? Long.compare(da, db) : a.z() != b.z() ? Integer.compare(a.z(), b.z())
                    : a.x() != b.x() ? Integer.compare(a.x(), b.x()) : a.what().compareTo(b.what());
            });
            places().addAll(kept);
            return SeedEvaluator.TRUE;
        }

        /** The set's structure chunks in a rectangle of chunks. */
        private List<ChunkPos> chunks(StructureSet set, int minCx, int minCz, int maxCx, int maxCz) {
            for (GridSet g : grids) {
                if (g.set == set) {
                    List<ChunkPos> out = new ArrayList<>();
                    for (int rz = Math.floorDiv(minCz, g.spacing); rz <= Math.floorDiv(maxCz, g.spacing); rz++) {
                        for (int rx = Math.floorDiv(minCx, g.spacing); rx <= Math.floorDiv(maxCx, g.spacing); rx++) {
                            long cand = g.candidate(ev.seed, rx, rz);
                            int cx = (int) (cand >> 32);
                            int cz = (int) cand;
                            if (cx >= minCx && cx <= maxCx && cz >= minCz && cz <= maxCz && g.kept(ev.seed, cx, cz)) {
                                out.add(new ChunkPos(cx, cz));
                            }
                        }
                    }
                    return out;
                }
            }
            return ev.exact().structures().structureChunks(set, minCx, minCz, maxCx, maxCz);
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
