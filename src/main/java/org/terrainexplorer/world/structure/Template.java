package org.terrainexplorer.world.structure;

import java.util.List;
import org.terrainexplorer.world.random.LegacyRandom;
import org.terrainexplorer.world.random.Seeds;

/**
 * What structure generation reads of a structure template ({@code .nbt}): its size and its jigsaw blocks, in the
 * order the game lists them (by y, then x, then z of their position in the template). The blocks themselves are
 * not kept: pieces are placed as boxes.
 *
 * @param id       the template's id ("minecraft:village/plains/houses/plains_small_house_1")
 * @param size     the template's size (x, y, z)
 * @param jigsaws  its jigsaw blocks (in its first palette)
 * @param palettes its jigsaw blocks in each of its palettes (a template with {@code palettes} has several, whose
 *                 blocks are the same but may differ in which are jigsaws and how they face); none for the empty
 *                 template
 */
public record Template(String id, BlockPos size, List<Jigsaw> jigsaws, List<List<Jigsaw>> palettes) {

    /** A template of one palette. */
    public Template(String id, BlockPos size, List<Jigsaw> jigsaws) {
        this(id, size, jigsaws, List.of(jigsaws));
    }

    /** The empty template the game hands out for an id it has no file for: no palette at all. */
    public static Template empty(String id) {
        return new Template(id, BlockPos.ZERO, List.of(), List.of());
    }

    /**
     * The jigsaw blocks of the palette the game uses for the template placed at {@code pos}
     * ({@code StructurePlaceSettings.getRandomPalette}: a legacy random source seeded with the position's hash picks
     * one; with one palette that is it).
     */
    public List<Jigsaw> jigsaws(BlockPos pos) {
        int n = palettes.size();
        if (n <= 1) {
            return jigsaws;
        }
        return palettes.get(new LegacyRandom(Seeds.positionSeed(pos.x(), pos.y(), pos.z())).nextInt(n));
    }

    /** Whether this is the empty template of a missing file (size 0). */
    public boolean isEmpty() {
        return size.x() == 0 && size.y() == 0 && size.z() == 0;
    }

    /**
     * A jigsaw block of a template.
     *
     * @param pos               its position in the template
     * @param front             where it faces ({@code orientation}'s first half)
     * @param top               its top ({@code orientation}'s second half)
     * @param name              its {@code name}
     * @param target            its {@code target}
     * @param pool              its {@code pool}
     * @param joint             {@code "rollable"} or {@code "aligned"}
     * @param finalState        its {@code final_state}
     * @param placementPriority {@code placement_priority} (0 before 1.20.3)
     * @param selectionPriority {@code selection_priority} (0 before 1.20.3)
     */
    public record Jigsaw(BlockPos pos, Direction front, Direction top, String name, String target, String pool,
                         String joint, String finalState, int placementPriority, int selectionPriority) {

        /** Whether the joint may roll (turn about the facing), as {@code JointType.ROLLABLE}. */
        public boolean rollable() {
            return "rollable".equals(joint);
        }

        /** This jigsaw at {@code at} with the placement's transform applied (position and facing). */
        public Jigsaw placed(BlockPos at, Rotation rotation, Mirror mirror, BlockPos pivot) {
            BlockPos p = transform(pos, mirror, rotation, pivot).offset(at);
            return new Jigsaw(p, rotation.rotate(mirror.mirror(front)), rotation.rotate(mirror.mirror(top)), name,
                target, pool, joint, finalState, placementPriority, selectionPriority);
        }
    }

    /** The game's {@code StructureTemplate.transform}: a template position mirrored, then turned about a pivot. */
    public static BlockPos transform(BlockPos p, Mirror mirror, Rotation rotation, BlockPos pivot) {
        int x = p.x();
        int y = p.y();
        int z = p.z();
        boolean mirrored = true;
        switch (mirror) {
            case LEFT_RIGHT -> z = -z;
            case FRONT_BACK -> x = -x;
            default -> mirrored = false;
        }
        int px = pivot.x();
        int pz = pivot.z();
        return switch (rotation) {
            case COUNTERCLOCKWISE_90 -> new BlockPos(px - pz + z, y, px + pz - x);
            case CLOCKWISE_90 -> new BlockPos(px + pz - z, y, pz - px + x);
            case CLOCKWISE_180 -> new BlockPos(px + px - x, y, pz + pz - z);
            default -> mirrored ? new BlockPos(x, y, z) : p;
        };
    }

    /**
     * The game's {@code getZeroPositionWithTransform}: where to place a template of (sizeX, ·, sizeZ) so that,
     * mirrored and turned about its corner, it covers the same cells as unturned at {@code p}.
     */
    public static BlockPos zeroPositionWithTransform(BlockPos p, Mirror mirror, Rotation rotation, int sizeX,
                                                     int sizeZ) {
        int x = sizeX - 1;
        int z = sizeZ - 1;
        int mx = mirror == Mirror.FRONT_BACK ? x : 0;
        int mz = mirror == Mirror.LEFT_RIGHT ? z : 0;
        return switch (rotation) {
            case COUNTERCLOCKWISE_90 -> p.offset(mz, 0, x - mx);
            case CLOCKWISE_90 -> p.offset(z - mz, 0, mx);
            case CLOCKWISE_180 -> p.offset(x - mx, 0, z - mz);
            case NONE -> p.offset(mx, 0, mz);
        };
    }

    /** The game's {@code StructureTemplate.getBoundingBox(pos, rotation, pivot, mirror)}. */
    public BoundingBox boundingBox(BlockPos at, Rotation rotation, BlockPos pivot, Mirror mirror) {
        return boundingBox(at, rotation, pivot, mirror, size);
    }

    /** The box a template of {@code size} covers placed at {@code at}. */
    public static BoundingBox boundingBox(BlockPos at, Rotation rotation, BlockPos pivot, Mirror mirror,
                                          BlockPos size) {
        BlockPos far = size.offset(-1, -1, -1);
        BlockPos a = transform(BlockPos.ZERO, mirror, rotation, pivot);
        BlockPos b = transform(far, mirror, rotation, pivot);
        return BoundingBox.fromCorners(a, b).moved(at);
    }

    /** The game's {@code getSize(Rotation)}: x and z swapped by a quarter turn. */
    public BlockPos size(Rotation rotation) {
        return rotation == Rotation.CLOCKWISE_90 || rotation == Rotation.COUNTERCLOCKWISE_90
            ? new BlockPos(size.z(), size.y(), size.x()) : size;
    }
}
