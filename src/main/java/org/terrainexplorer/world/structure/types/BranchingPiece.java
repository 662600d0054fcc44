package org.terrainexplorer.world.structure.types;

import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.PieceAccessor;
import org.terrainexplorer.world.structure.StructurePiece;

/**
 * A piece of a structure that grows door by door (strongholds, nether fortresses): where a door ahead, to the left
 * or to the right of the piece leads (the game's {@code generateSmallDoorChildForward/Left/Right} and
 * {@code generateChildForward/Left/Right}), the structure deciding what is built there.
 */
abstract class BranchingPiece extends StructurePiece {

    protected BranchingPiece(String type, int depth, BoundingBox box) {
        super(type, depth, box);
    }

    /**
     * The structure's {@code generateAndAddPiece} at a door: the foot of the next piece, its facing, this piece's
     * depth and the structure's own flag (a fortress's castle corridors).
     */
    protected abstract void grow(StructurePiece start, PieceAccessor pieces, RandomSource r, int x, int y, int z,
                                 Direction d, boolean flag);

    /** A door in the far wall, {@code across} from the left edge and {@code up} from the floor. */
    protected void forward(StructurePiece start, PieceAccessor pieces, RandomSource r, int across, int up,
                           boolean flag) {
        Direction d = orientation();
        BoundingBox b = boundingBox;
        switch (d) {
            case NORTH -> grow(start, pieces, r, b.minX() + across, b.minY() + up, b.minZ() - 1, d, flag);
            case SOUTH -> grow(start, pieces, r, b.minX() + across, b.minY() + up, b.maxZ() + 1, d, flag);
            case WEST -> grow(start, pieces, r, b.minX() - 1, b.minY() + up, b.minZ() + across, d, flag);
            case EAST -> grow(start, pieces, r, b.maxX() + 1, b.minY() + up, b.minZ() + across, d, flag);
            default -> {
            }
        }
    }

    /** A door in the west wall (facing north or south) or the north wall (facing west or east). */
    protected void left(StructurePiece start, PieceAccessor pieces, RandomSource r, int up, int along, boolean flag) {
        BoundingBox b = boundingBox;
        if (orientation() == null) {
            return;
        }
        if (orientation().alongX()) {
            grow(start, pieces, r, b.minX() + along, b.minY() + up, b.minZ() - 1, Direction.NORTH, flag);
        } else {
            grow(start, pieces, r, b.minX() - 1, b.minY() + up, b.minZ() + along, Direction.WEST, flag);
        }
    }

    /** A door in the east wall (facing north or south) or the south wall (facing west or east). */
    protected void right(StructurePiece start, PieceAccessor pieces, RandomSource r, int up, int along,
                         boolean flag) {
        BoundingBox b = boundingBox;
        if (orientation() == null) {
            return;
        }
        if (orientation().alongX()) {
            grow(start, pieces, r, b.minX() + along, b.minY() + up, b.maxZ() + 1, Direction.SOUTH, flag);
        } else {
            grow(start, pieces, r, b.maxX() + 1, b.minY() + up, b.minZ() + along, Direction.EAST, flag);
        }
    }
}
