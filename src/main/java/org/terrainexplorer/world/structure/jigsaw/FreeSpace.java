package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.structure.BoundingBox;

/**
 * The room a jigsaw piece's children may take (the game's {@code MutableObject<VoxelShape>}): a box of blocks minus
 * the boxes placed in it so far. The game builds it from voxel shapes (an AABB joined with {@code ONLY_FIRST}) and
 * tests a child by whether its box, shrunk by a quarter block, has any part outside; with whole-block boxes that is
 * exactly "every block of the child's box is in the base box and in no placed box", which this tests with integers.
 * Shared, as the game shares it, by the pieces placed in it. Used by one generation at a time.
 */
final class FreeSpace {

    private boolean set;
    private BoundingBox base;
    private final List<BoundingBox> taken = new ArrayList<>();

    /** No room yet: the game's {@code MutableObject} before its value is set. */
    FreeSpace() {
    }

    /** The room of a box, or an empty room when {@code base} is null (the game's empty shape). */
    FreeSpace(BoundingBox base) {
        this.base = base;
        set = true;
    }

    /** Whether the room is set (the game's {@code getValue() != null}). */
    boolean isSet() {
        return set;
    }

    /** Sets the room to a box (the game's {@code setValue(Shapes.create(AABB.of(box)))}). */
    void set(BoundingBox box) {
        base = box;
        taken.clear();
        set = true;
    }

    /** Whether every block of {@code box} is free. */
    boolean fits(BoundingBox box) {
        if (base == null || box.minX() < base.minX() || box.minY() < base.minY() || box.minZ() < base.minZ()
            || box.maxX() > base.maxX() || box.maxY() > base.maxY() || box.maxZ() > base.maxZ()) {
            return false;
        }
        for (int i = 0, n = taken.size(); i < n; i++) {
            if (taken.get(i).intersects(box)) {
                return false;
            }
        }
        return true;
    }

    /** Takes a box out of the room (the game's {@code joinUnoptimized(free, box, ONLY_FIRST)}). */
    void take(BoundingBox box) {
        if (base != null && base.intersects(box)) {
            taken.add(box);
        }
    }
}
