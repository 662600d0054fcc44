package org.terrainexplorer.world.structure.types;

import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.Template;

/**
 * A piece that places a template (the game's {@code TemplateStructurePiece}): its box is the template's, placed at
 * its template position with a rotation and mirror about a pivot; moving it moves the template position too.
 */
class TemplatePiece extends StructurePiece {

    private final Template template;
    private final Rotation rotation;
    private final Mirror mirror;
    private final BlockPos pivot;
    private BlockPos templatePosition;

    TemplatePiece(String type, int depth, Template template, BlockPos position, Rotation rotation, Mirror mirror,
                  BlockPos pivot) {
        super(type, depth, template.boundingBox(position, rotation, pivot, mirror));
        setOrientation(Direction.NORTH); // as the game's template pieces, whatever their rotation
        this.template = template;
        this.rotation = rotation;
        this.mirror = mirror;
        this.pivot = pivot;
        this.templatePosition = position;
    }

    @Override
    public String label() {
        return template.id();
    }

    /** The rotation the template is placed with (the piece's orientation is the game's fixed north). */
    Rotation placedRotation() {
        return rotation;
    }

    BlockPos templatePosition() {
        return templatePosition;
    }

    @Override
    public void move(int dx, int dy, int dz) {
        super.move(dx, dy, dz);
        templatePosition = templatePosition.offset(dx, dy, dz);
    }

    /**
     * Moves the template's position but not the box, as the game does where it finds a template's height after
     * making its piece (it remakes the box from the template's position only when it places the blocks).
     */
    void moveTemplateOnly(BlockPos position) {
        templatePosition = position;
    }

    /** The game's {@code calculateConnectedPosition}: where a piece placed from here at {@code offset} goes. */
    BlockPos connected(BlockPos offset, Rotation childRotation, Mirror childMirror, BlockPos childPivot) {
        BlockPos a = Template.transform(offset, mirror, rotation, pivot);
        BlockPos b = Template.transform(BlockPos.ZERO, childMirror, childRotation, childPivot);
        return a.subtract(b);
    }
}
