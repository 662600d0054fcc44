package org.terrainexplorer.world.structure;

/** What a growing structure's pieces may do with the others (the game's {@code StructurePieceAccessor}). */
public interface PieceAccessor {

    /** Adds a piece. */
    void addPiece(StructurePiece piece);

    /** The first piece whose box meets {@code box}, or null. */
    StructurePiece findCollisionPiece(BoundingBox box);
}
