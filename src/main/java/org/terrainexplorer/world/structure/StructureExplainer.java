package org.terrainexplorer.world.structure;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.random.WorldgenRandom;
import org.terrainexplorer.world.structure.placement.ConcentricRings;
import org.terrainexplorer.world.structure.placement.RandomSpread;
import org.terrainexplorer.world.structure.placement.StructurePlacement;

/**
 * Why a structure set has (or has not) a start in a chunk, step by step as the game decides it: the placement's
 * grid cell, salt and drawn offset (or the stronghold ring), the frequency draw, the exclusion zone, the structures
 * tried by weight, each one's own checks, and the biome at its generation point against the biomes it may start
 * in. Repeats the game's draws without the cache; a few milliseconds.
 */
public final class StructureExplainer {

    private final StructureWorld world;

    public StructureExplainer(StructureWorld world) {
        this.world = world;
    }

    /** The steps for a set in a chunk, one sentence each. */
    public List<String> explain(StructureSet set, int chunkX, int chunkZ) {
        List<String> out = new ArrayList<>();
        long seed = world.seed();
        StructurePlacement p = set.placement();
        StructurePlacement.Common c = p.common();
        if (p instanceof RandomSpread spread) {
            int rx = Math.floorDiv(chunkX, spread.spacing());
            int rz = Math.floorDiv(chunkZ, spread.spacing());
            int[] cand = spread.potentialChunk(seed, chunkX, chunkZ);
            int range = spread.spacing() - spread.separation();
            out.add(String.format(Locale.ROOT, "Placement of %s: a grid of %d x %d chunks, each cell with one candidate "
                    + "chunk; chunk %d, %d is in cell (%d, %d), chunks %d to %d by %d to %d.", set.id(),
                spread.spacing(), spread.spacing(), chunkX, chunkZ, rx, rz, rx * spread.spacing(),
                rx * spread.spacing() + spread.spacing() - 1, rz * spread.spacing(),
                rz * spread.spacing() + spread.spacing() - 1));
            out.add(String.format(Locale.ROOT, "The cell's seed: world seed + %d x 341873128712 + %d x 132897987541 + "
                    + "salt %d; it draws the offset (%d, %d) within 0 to %d (%s), so the candidate is chunk %d, %d%s.",
                rx, rz, c.salt(), cand[0] - rx * spread.spacing(), cand[1] - rz * spread.spacing(), range - 1,
                spread.triangular() ? "triangular: the mean of two draws" : "linear", cand[0], cand[1],
                cand[0] == chunkX && cand[1] == chunkZ ? ": this chunk" : ", not this one"));
            if (cand[0] != chunkX || cand[1] != chunkZ) {
                return out;
            }
        } else if (p instanceof ConcentricRings ring) {
            RingLayout layout = world.rings(ring);
            int index = -1;
            for (int i = 0; layout != null && i < layout.count(); i++) {
                ChunkPos at = layout.position(i);
                if (at.x() == chunkX && at.z() == chunkZ) {
                    index = i;
                    break;
                }
            }
            if (index < 0) {
                out.add("Placement of " + set.id() + ": " + ring.count() + " positions on rings around the origin; "
                    + "chunk " + chunkX + ", " + chunkZ + " is none of them.");
                return out;
            }
            ChunkPos first = layout.initial(index);
            out.add("Placement of " + set.id() + ": position " + (index + 1) + " of " + ring.count() + ", on ring "
                + (layout.ringOf(index) + 1) + " (" + ring.spread() + " on the first ring, spaced " + ring.distance()
                + " x 6 chunks), first at chunk " + first.x() + ", " + first.z()
                + (first.x() == chunkX && first.z() == chunkZ ? "; no preferred biome within 112 blocks moved it."
                    : "; moved to a preferred biome within 112 blocks, chunk " + chunkX + ", " + chunkZ + "."));
        }
        if (c.frequency() < 1.0F) {
            out.add("Frequency " + c.frequency() + " (" + c.reduction().id() + "): "
                + c.reduction().describe(seed, c.salt(), chunkX, chunkZ, c.frequency()) + ".");
            if (!p.passesFrequency(seed, chunkX, chunkZ)) {
                return out;
            }
        } else {
            out.add("Frequency 1: every candidate keeps its structure.");
        }
        if (c.exclusionZone() != null) {
            boolean excluded = p.excluded(world, chunkX, chunkZ);
            out.add("Exclusion zone: " + (excluded ? "a candidate chunk of " : "no candidate chunk of ")
                + c.exclusionZone().otherSet() + " within " + c.exclusionZone().chunkCount() + " chunks"
                + (excluded ? ", so none here." : "."));
            if (excluded) {
                return out;
            }
        }
        List<StructureSet.Entry> entries = new ArrayList<>(set.entries());
        WorldgenRandom order = WorldgenRandom.largeFeature(seed, chunkX, chunkZ);
        int total = entries.stream().mapToInt(StructureSet.Entry::weight).sum();
        boolean several = entries.size() > 1;
        if (several) {
            out.add("The set has " + entries.size() + " structures; they are tried in a random order by weight "
                + "(from the chunk's seed) until one starts.");
        }
        while (!entries.isEmpty()) {
            int k = 0;
            if (several) {
                int pick = order.nextInt(total);
                for (StructureSet.Entry e : entries) {
                    pick -= e.weight();
                    if (pick < 0) {
                        break;
                    }
                    k++;
                }
            }
            StructureSet.Entry chosen = entries.get(k);
            if (tryOne(chosen.structure(), chunkX, chunkZ, out)) {
                return out;
            }
            if (!several) {
                break;
            }
            entries.remove(k);
            total -= chosen.weight();
        }
        out.add("So no structure of " + set.id() + " starts in chunk " + chunkX + ", " + chunkZ + ".");
        return out;
    }

    /** One structure's checks in the chunk; whether it starts. */
    private boolean tryOne(Structure s, int chunkX, int chunkZ, List<String> out) {
        List<String> notes = new ArrayList<>();
        GenerationContext context = GenerationContext.of(world.seed(), chunkX, chunkZ, world.terrain(),
            world.templates(), s.biomes()::contains, world.code()).noting(notes);
        Optional<GenerationStub> stub = s.findGenerationPoint(context);
        String name = StructureKinds.title(StructureKinds.kind(s.id())) + " (" + s.id() + ")";
        if (stub.isEmpty()) {
            out.add(name + ": its own checks found no generation point" + (notes.isEmpty() ? "."
                : ": " + String.join("; ", notes) + "."));
            return false;
        }
        BlockPos at = stub.get().position();
        String biome = world.terrain().biome(at.x() >> 2, at.y() >> 2, at.z() >> 2);
        boolean ok = s.biomes().contains(biome);
        out.add(name + ": generation point " + at + (notes.isEmpty() ? "" : " (" + String.join("; ", notes) + ")")
            + "; the biome at its quart (" + (at.x() >> 2) + ", " + (at.y() >> 2) + ", " + (at.z() >> 2) + ") is "
            + biome + ", " + startsIn(ok, s.biomes().size()) + (ok ? "." : ", so it does not start."));
        if (!ok) {
            return false;
        }
        PiecesBuilder pieces = stub.get().build();
        if (pieces.isEmpty()) {
            out.add("It made no piece, so it does not start.");
            return false;
        }
        out.add("It starts, with " + pieces.pieces().size() + (pieces.pieces().size() == 1 ? " piece" : " pieces")
            + " in " + pieces.boundingBox() + ".");
        return true;
    }

    /**
     * The nearest other candidate chunk of the set around a chunk that has no start, and why (for "why not here"):
     * empty if every candidate within {@code radius} chunks has one.
     */
    public Optional<String> nearestFailed(StructureSet set, int chunkX, int chunkZ, int radius) {
        List<ChunkPos> near = new ArrayList<>();
        if (set.placement() instanceof RandomSpread spread) {
            for (int rz = Math.floorDiv(chunkZ - radius, spread.spacing());
                 rz <= Math.floorDiv(chunkZ + radius, spread.spacing()); rz++) {
                for (int rx = Math.floorDiv(chunkX - radius, spread.spacing());
                     rx <= Math.floorDiv(chunkX + radius, spread.spacing()); rx++) {
                    int[] c = spread.potentialChunk(world.seed(), rx * spread.spacing(), rz * spread.spacing());
                    if ((c[0] != chunkX || c[1] != chunkZ) && Math.abs(c[0] - chunkX) <= radius
                        && Math.abs(c[1] - chunkZ) <= radius) {
                        near.add(new ChunkPos(c[0], c[1]));
                    }
                }
            }
        }
        near.sort((a, b) -> Long.compare(distance(a, chunkX, chunkZ), distance(b, chunkX, chunkZ)));
        for (ChunkPos c : near) {
            if (world.start(set, c.x(), c.z()).isEmpty()) {
                List<String> steps = explain(set, c.x(), c.z());
                String why = steps.get(steps.size() - 1);
                if (why.startsWith("So no structure") && steps.size() > 1) {
                    why = steps.get(steps.size() - 2);
                }
                return Optional.of("Nearby, the candidate chunk " + c.x() + ", " + c.z() + " has none. " + why);
            }
        }
        return Optional.empty();
    }

    private static long distance(ChunkPos p, int x, int z) {
        long dx = p.x() - x;
        long dz = p.z() - z;
        return dx * dx + dz * dz;
    }

    /** "one of the 12 biomes it starts in", "the only biome it starts in", and their negations. */
    private static String startsIn(boolean ok, int biomes) {
        if (biomes == 1) {
            return ok ? "the only biome it starts in" : "not the one biome it starts in";
        }
        return (ok ? "one of" : "not one of") + " the " + biomes + " biomes it starts in";
    }
}
