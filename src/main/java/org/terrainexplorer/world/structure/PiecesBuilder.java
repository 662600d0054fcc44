package org.terrainexplorer.world.structure;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.random.RandomSource;

/** The pieces of a structure as they are generated (the game's {@code StructurePiecesBuilder}). */
public final class PiecesBuilder implements PieceAccessor {

    private final List<StructurePiece> pieces = new ArrayList<>();

    @Override
    public void addPiece(StructurePiece piece) {
        pieces.add(piece);
    }

    @Override
    public StructurePiece findCollisionPiece(BoundingBox box) {
        return StructurePiece.findCollisionPiece(pieces, box);
    }

    /** Moves every piece up (or down). */
    public void offsetPiecesVertically(int dy) {
        for (StructurePiece p : pieces) {
            p.move(0, dy, 0);
        }
    }

    /** The game's {@code moveBelowSeaLevel}; returns how far the pieces moved. */
    public int moveBelowSeaLevel(int seaLevel, int minY, RandomSource random, int offset) {
        int limit = seaLevel - offset;
        BoundingBox box = boundingBox();
        int top = box.ySpan() + minY + 1;
        if (top < limit) {
            top += random.nextInt(limit - top);
        }
        int dy = top - box.maxY();
        offsetPiecesVertically(dy);
        return dy;
    }

    /** The game's {@code moveInsideHeights}. */
    public void moveInsideHeights(RandomSource random, int minY, int maxY) {
        BoundingBox box = boundingBox();
        int room = maxY - minY + 1 - box.ySpan();
        int y = room > 1 ? minY + random.nextInt(room) : minY;
        offsetPiecesVertically(y - box.minY());
    }

    public boolean isEmpty() {
        return pieces.isEmpty();
    }

    public void clear() {
        pieces.clear();
    }

    /** The pieces so far, live. */
    public List<StructurePiece> pieces() {
        return pieces;
    }

    /** The box of every piece. */
    public BoundingBox boundingBox() {
        return BoundingBox.encapsulating(pieces.stream().map(StructurePiece::box).toList());
    }
}
