package org.terrainexplorer.world.structure.types;

import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.PieceFields;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.Template;

/**
 * A piece that places a template (the game's {@code TemplateStructurePiece}): its box is the template's, placed at
 * its template position with a rotation and mirror about a pivot; moving it moves the template position too. A saved
 * chunk stores its template position ({@code TPX}, {@code TPY}, {@code TPZ}) and template name ({@code Template}),
 * then what its type adds ({@link #saving}); a piece whose type has said nothing is not savable.
 */
class TemplatePiece extends StructurePiece {

    /** What a template piece's type stores beyond the template and its position (its {@code addAdditionalSaveData}). */
    @FunctionalInterface
    interface Extra {
        /** Writes the type's own fields of {@code piece}. */
        void save(TemplatePiece piece, PieceFields out, Structure structure);

        /** These fields, then {@code next}'s. */
        default Extra and(Extra next) {
            return (p, out, s) -> {
                save(p, out, s);
                next.save(p, out, s);
            };
        }
    }

    /** The fields of the types that store only the rotation ({@code Rot}: igloos, nether fossils). */
    static final Extra ROT = (p, out, s) -> out.putString("Rot", p.placedRotation().name());

    private final Template template;
    private final Rotation rotation;
    private final Mirror mirror;
    private final BlockPos pivot;
    private BlockPos templatePosition;
    private String templateName;
    private Extra extra;

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

    /**
     * Makes the piece savable: the name the game stores as {@code Template} (the template's id for most types; the
     * end city's and mansion's short names) and the fields its type adds.
     *
     * @return this piece
     */
    TemplatePiece saving(String name, Extra fields) {
        templateName = name;
        extra = fields;
        return this;
    }

    /** {@link #saving} with the template's id as the name. */
    TemplatePiece saving(Extra fields) {
        return saving(template.id(), fields);
    }

    @Override
    public boolean savable() {
        return extra != null;
    }

    /** The game's {@code TemplateStructurePiece.addAdditionalSaveData}, then the type's fields. */
    @Override
    public void saveFields(PieceFields out, Structure structure) {
        out.putInt("TPX", templatePosition.x()).putInt("TPY", templatePosition.y()).putInt("TPZ", templatePosition.z())
            .putString("Template", templateName);
        extra.save(this, out, structure);
    }

    /** The mirror the template is placed with. */
    Mirror placedMirror() {
        return mirror;
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
