package org.terrainexplorer.world.structure;

import java.util.function.Consumer;

/**
 * Where a structure would start and how its pieces are made (the game's {@code Structure.GenerationStub}): the
 * biome check reads the position before any piece is made.
 *
 * @param position  the generation point, whose biome must be one the structure starts in
 * @param generator adds the pieces
 */
public record GenerationStub(BlockPos position, Consumer<PiecesBuilder> generator) {

    /** A stub whose pieces are already made. */
    public static GenerationStub of(BlockPos position, PiecesBuilder built) {
        return new GenerationStub(position, b -> built.pieces().forEach(b::addPiece));
    }

    /** The pieces. */
    public PiecesBuilder build() {
        PiecesBuilder b = new PiecesBuilder();
        generator.accept(b);
        return b;
    }
}
