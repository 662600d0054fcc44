package org.terrainexplorer.world.structure;

import java.util.List;

/**
 * A structure that starts in a chunk, with its pieces (the game's {@code StructureStart}). Its pieces are never
 * changed once made.
 *
 * @param structure the structure
 * @param chunkX    the chunk it starts in
 * @param chunkZ    the chunk it starts in
 * @param position  its generation point (the position whose biome was checked)
 * @param pieces    its pieces, the start piece first
 */
public record StructureStart(Structure structure, int chunkX, int chunkZ, BlockPos position,
                             List<StructurePiece> pieces) {

    public StructureStart {
        pieces = List.copyOf(pieces);
        if (pieces.isEmpty()) {
            throw new IllegalArgumentException("a start has at least one piece");
        }
    }

    /** The box of every piece. */
    public BoundingBox piecesBox() {
        return BoundingBox.encapsulating(pieces.stream().map(StructurePiece::box).toList());
    }

    /** The game's {@code getBoundingBox}: the pieces' box, 12 wider where the structure adapts the terrain. */
    public BoundingBox boundingBox() {
        return structure.adjustBoundingBox(piecesBox());
    }

    /** The start piece's box, as a chunk stores it first among the start's children. */
    public BoundingBox startBox() {
        return pieces.get(0).box();
    }

    /** The structure's id. */
    public String id() {
        return structure.id();
    }
}
