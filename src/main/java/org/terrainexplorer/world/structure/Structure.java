package org.terrainexplorer.world.structure;

import java.util.Optional;
import java.util.Set;
import org.terrainexplorer.world.gen.Beard;

/**
 * A structure of the world's data ({@code worldgen/structure}): where it may start (its biomes), how it adapts the
 * terrain, and its type's way of finding a generation point and making pieces (the game's {@code Structure}).
 * Immutable; {@link #generate} is a pure function of the context.
 */
public abstract class Structure {

    private final String id;
    private final Set<String> biomes;
    private final String step;
    private final Beard.Kind terrainAdaptation;

    /**
     * @param id                the structure's id ("minecraft:village_plains")
     * @param biomes            the biomes it may start in (its {@code biomes}, tags resolved)
     * @param step              its generation step ({@code step})
     * @param terrainAdaptation its {@code terrain_adaptation}
     */
    protected Structure(String id, Set<String> biomes, String step, Beard.Kind terrainAdaptation) {
        this.id = id;
        this.biomes = Set.copyOf(biomes);
        this.step = step;
        this.terrainAdaptation = terrainAdaptation;
    }

    public String id() {
        return id;
    }

    public Set<String> biomes() {
        return biomes;
    }

    public String step() {
        return step;
    }

    public Beard.Kind terrainAdaptation() {
        return terrainAdaptation;
    }

    /** The structure type's id ("minecraft:jigsaw"). */
    public abstract String type();

    /** The game's {@code adjustBoundingBox}: 12 blocks wider all round where the structure adapts the terrain. */
    public BoundingBox adjustBoundingBox(BoundingBox box) {
        return terrainAdaptation != Beard.Kind.NONE ? box.inflatedBy(12) : box;
    }

    /**
     * Whether a start of this structure in the context's chunk could have a box ({@link #adjustBoundingBox} of its
     * pieces') meeting the columns (minX, minZ) to (maxX, maxZ), inclusive: false only where the structure can tell
     * without making its pieces that it cannot. This one always can reach.
     */
    public boolean mayReach(GenerationContext context, int minX, int minZ, int maxX, int maxZ) {
        return true;
    }

    /** The type's generation point and pieces, before the biome check (the game's {@code findGenerationPoint}). */
    protected abstract Optional<GenerationStub> findGenerationPoint(GenerationContext context);

    /** The generation point if its biome (at its quart) is one the structure starts in. */
    public Optional<GenerationStub> findValidGenerationPoint(GenerationContext context) {
        return findGenerationPoint(context).filter(stub -> context.validBiome().test(context.terrain()
            .biome(stub.position().x() >> 2, stub.position().y() >> 2, stub.position().z() >> 2)));
    }

    /**
     * Whether every generation point that passes its biome check makes pieces, so that whether the structure starts
     * is known from the point alone (the game keeps a start only when it has pieces). False unless a type knows it.
     */
    public boolean startsFromPoint() {
        return false;
    }

    /**
     * Whether the structure starts in the context's chunk: {@code generate(context) != null}, without making the
     * pieces where {@link #startsFromPoint} (a village's assembly is most of what its start costs).
     */
    public boolean starts(GenerationContext context) {
        if (!startsFromPoint()) {
            return generate(context) != null;
        }
        return findValidGenerationPoint(context).isPresent();
    }

    /** The start in the context's chunk, or null where the game would have none (the game's {@code generate}). */
    public StructureStart generate(GenerationContext context) {
        Optional<GenerationStub> stub = findValidGenerationPoint(context);
        if (stub.isEmpty()) {
            return null;
        }
        PiecesBuilder pieces = stub.get().build();
        if (pieces.isEmpty()) {
            return null;
        }
        return new StructureStart(this, context.chunkX(), context.chunkZ(), stub.get().position(), pieces.pieces());
    }

    // ------------------------------------------------------------------ the game's helpers for generation points

    /** The game's {@code onTopOfChunkCenter}: the middle of the chunk at the first occupied height. */
    protected static Optional<GenerationStub> onTopOfChunkCenter(GenerationContext c, Heightmap type,
                                                                 java.util.function.Consumer<PiecesBuilder> generator) {
        int x = c.middleBlockX();
        int z = c.middleBlockZ();
        int y = c.terrain().firstOccupiedHeight(x, z, type);
        return Optional.of(new GenerationStub(new BlockPos(x, y, z), generator));
    }

    private static int[] cornerHeights(GenerationContext c, int minX, int sizeX, int minZ, int sizeZ) {
        StructureTerrain t = c.terrain();
        return new int[] {t.firstOccupiedHeight(minX, minZ, Heightmap.WORLD_SURFACE_WG),
            t.firstOccupiedHeight(minX, minZ + sizeZ, Heightmap.WORLD_SURFACE_WG),
            t.firstOccupiedHeight(minX + sizeX, minZ, Heightmap.WORLD_SURFACE_WG),
            t.firstOccupiedHeight(minX + sizeX, minZ + sizeZ, Heightmap.WORLD_SURFACE_WG)};
    }

    /** The game's {@code getMeanFirstOccupiedHeight}. */
    public static int meanFirstOccupiedHeight(GenerationContext c, int minX, int sizeX, int minZ, int sizeZ) {
        int[] h = cornerHeights(c, minX, sizeX, minZ, sizeZ);
        return (h[0] + h[1] + h[2] + h[3]) / 4;
    }

    /** The game's {@code getLowestY(context, sizeX, sizeZ)}: from the chunk's first block. */
    protected static int lowestY(GenerationContext c, int sizeX, int sizeZ) {
        return lowestY(c, c.minBlockX(), c.minBlockZ(), sizeX, sizeZ);
    }

    /** The game's {@code getLowestY(context, minX, minZ, sizeX, sizeZ)}. */
    protected static int lowestY(GenerationContext c, int minX, int minZ, int sizeX, int sizeZ) {
        int[] h = cornerHeights(c, minX, sizeX, minZ, sizeZ);
        return Math.min(Math.min(h[0], h[1]), Math.min(h[2], h[3]));
    }

    /** The game's {@code getLowestYIn5by5BoxOffset7Blocks}. */
    protected static BlockPos lowestYIn5by5BoxOffset7Blocks(GenerationContext c, Rotation rotation) {
        int sx = 5;
        int sz = 5;
        if (rotation == Rotation.CLOCKWISE_90) {
            sx = -5;
        } else if (rotation == Rotation.CLOCKWISE_180) {
            sx = -5;
            sz = -5;
        } else if (rotation == Rotation.COUNTERCLOCKWISE_90) {
            sz = -5;
        }
        int x = c.blockX(7);
        int z = c.blockZ(7);
        return new BlockPos(x, lowestY(c, x, z, sx, sz), z);
    }

    @Override
    public String toString() {
        return id;
    }
}
