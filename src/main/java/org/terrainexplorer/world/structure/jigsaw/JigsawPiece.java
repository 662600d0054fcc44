package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.PieceFields;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.Templates;

/**
 * A piece of a jigsaw structure (the game's {@code PoolElementStructurePiece}, saved as {@code minecraft:jigsaw}):
 * its pool element placed at a position with a rotation, its ground level delta (how far above its box's bottom its
 * ground is) and its junctions with the pieces it joins. Junctions are added while its structure is generated, then
 * the piece is only read.
 */
public final class JigsawPiece extends StructurePiece {

    /** The piece type's id as the game saves it. */
    public static final String TYPE = "minecraft:jigsaw";

    private final PoolElement element;
    private BlockPos position;
    private final int groundLevelDelta;
    private final Rotation rotation;
    private final List<JigsawJunction> junctions = new ArrayList<>();
    private final Templates templates;

    JigsawPiece(Templates templates, PoolElement element, BlockPos position, int groundLevelDelta, Rotation rotation,
                BoundingBox box) {
        super(TYPE, 0, box);
        this.templates = templates;
        this.element = element;
        this.position = position;
        this.groundLevelDelta = groundLevelDelta;
        this.rotation = rotation;
    }

    /** The pool element. */
    public PoolElement element() {
        return element;
    }

    /** The template's id (or the element's description when it places no single template). */
    @Override
    public String label() {
        return element.label();
    }

    /** Where the element is placed (its template's origin). */
    public BlockPos position() {
        return position;
    }

    /** How far above the box's bottom the piece's ground is. */
    public int groundLevelDelta() {
        return groundLevelDelta;
    }

    /** The element's rotation (the game's {@code PoolElementStructurePiece.getRotation}). */
    @Override
    public Rotation rotation() {
        return rotation;
    }

    /**
     * The box the game gives this piece when it reads it back from a saved chunk: its element's box at its position
     * ({@code PoolElementStructurePiece}'s reading constructor recomputes it), which drops the expansion hack's growth.
     * A start saved before its chunk was ever reloaded keeps {@link #box()}; one saved again after a reload has this.
     * Only the height can differ, so the terrain adaptation (which looks at x and z) is the same either way.
     */
    public BoundingBox reloadedBox() {
        return element.boundingBox(templates, position, rotation);
    }

    /** The element's projection. */
    public Projection projection() {
        return element.projection();
    }

    /** The junctions, in the order they were made. */
    public List<JigsawJunction> junctions() {
        return Collections.unmodifiableList(junctions);
    }

    void addJunction(JigsawJunction junction) {
        junctions.add(junction);
    }

    /** Moves the box and the position; junctions stay where they are, as in the game. */
    @Override
    public void move(int dx, int dy, int dz) {
        super.move(dx, dy, dz);
        position = position.offset(dx, dy, dz);
    }

    @Override
    public boolean savable() {
        return true;
    }

    /**
     * As the game's {@code PoolElementStructurePiece}: position, ground level delta, pool element (its JSON as the
     * game encodes it), rotation, junctions and, from release 1.21, the structure's liquid settings where they are
     * not the default ({@code apply_waterlogging}; the trial chambers' {@code ignore_waterlogging} in the game's
     * data).
     */
    @Override
    public void saveFields(PieceFields out, Structure structure) {
        out.putInt("PosX", position.x()).putInt("PosY", position.y()).putInt("PosZ", position.z())
            .putInt("ground_level_delta", groundLevelDelta)
            .putJson("pool_element", PoolElementJson.encoded(element.source(), null))
            .putString("rotation", rotation.name())
            .putList("junctions", junctions, (f, j) -> f.putInt("source_x", j.sourceX())
                .putInt("source_ground_y", j.sourceGroundY())
                .putInt("source_z", j.sourceZ())
                .putInt("delta_y", j.deltaY())
                .putString("dest_proj", j.destProjection().id()));
        String liquid = structure instanceof JigsawStructure js ? js.liquidSettings() : null;
        if (liquid != null && !liquid.equals("apply_waterlogging")) {
            out.putString("liquid_settings", liquid);
        }
    }

    /**
     * The game's {@code Beardifier.forStructuresInChunk} for a jigsaw piece: a rigid box (with its ground level
     * delta) only for a rigid element, and the junctions within 12 blocks of the chunk, strictly.
     */
    @Override
    public void addBeard(Beard.Kind kind, int chunkX, int chunkZ, List<Beard.Rigid> rigids,
                         List<Beard.Junction> out) {
        if (element.projection() == Projection.RIGID) {
            BoundingBox b = boundingBox;
            rigids.add(new Beard.Rigid(b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), kind,
                groundLevelDelta));
        }
        int x0 = chunkX << 4;
        int z0 = chunkZ << 4;
        for (JigsawJunction j : junctions) {
            int x = j.sourceX();
            int z = j.sourceZ();
            if (x > x0 - 12 && z > z0 - 12 && x < x0 + 15 + 12 && z < z0 + 15 + 12) {
                out.add(new Beard.Junction(x, j.sourceGroundY(), z));
            }
        }
    }
}
