package org.terrainexplorer.world.structure;

import java.util.List;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.random.RandomSource;

/**
 * One piece of a structure, as the game's {@code StructurePiece}: its type (the id the game saves, such as
 * {@code minecraft:jigsaw} or {@code minecraft:shcs}), its box, its facing and its depth in the generation tree.
 * Generators place pieces as boxes; what blocks a piece holds is not made here. Pieces are changed only while their
 * structure is generated, then shared read-only.
 */
public abstract class StructurePiece {

    private final String type;
    protected BoundingBox boundingBox;
    protected int genDepth;
    private Direction orientation;
    private Mirror mirror = Mirror.NONE;
    private Rotation rotation = Rotation.NONE;

    protected StructurePiece(String type, int genDepth, BoundingBox boundingBox) {
        this.type = type;
        this.genDepth = genDepth;
        this.boundingBox = boundingBox;
    }

    /** The piece type's id, as the game saves it in a chunk ({@code minecraft:jigsaw}). */
    public String type() {
        return type;
    }

    /** What to call the piece for a person: a jigsaw piece's template, else its type. */
    public String label() {
        return type;
    }

    public BoundingBox box() {
        return boundingBox;
    }

    public int genDepth() {
        return genDepth;
    }

    public void setGenDepth(int depth) {
        genDepth = depth;
    }

    /** The facing, or null. */
    public Direction orientation() {
        return orientation;
    }

    public Mirror mirror() {
        return mirror;
    }

    public Rotation rotation() {
        return rotation;
    }

    /** The game's {@code setOrientation}: the facing, and the mirror and rotation it implies. */
    public void setOrientation(Direction d) {
        orientation = d;
        if (d == null) {
            rotation = Rotation.NONE;
            mirror = Mirror.NONE;
            return;
        }
        switch (d) {
            case SOUTH -> {
                mirror = Mirror.LEFT_RIGHT;
                rotation = Rotation.NONE;
            }
            case WEST -> {
                mirror = Mirror.LEFT_RIGHT;
                rotation = Rotation.CLOCKWISE_90;
            }
            case EAST -> {
                mirror = Mirror.NONE;
                rotation = Rotation.CLOCKWISE_90;
            }
            default -> {
                mirror = Mirror.NONE;
                rotation = Rotation.NONE;
            }
        }
    }

    /** Moves the piece (its box and anything placed by position). */
    public void move(int dx, int dy, int dz) {
        boundingBox = boundingBox.moved(dx, dy, dz);
    }

    /**
     * The game's {@code addChildren}: for generators that grow piece by piece (strongholds, fortresses, mineshafts),
     * adds the pieces this one leads to. Nothing by default.
     */
    public void addChildren(StructurePiece start, PieceAccessor pieces, RandomSource random) {
    }

    /** Whether the box is within {@code distance} blocks of chunk (chunkX, chunkZ), as {@code isCloseToChunk}. */
    public boolean isCloseToChunk(int chunkX, int chunkZ, int distance) {
        int x = chunkX << 4;
        int z = chunkZ << 4;
        return boundingBox.intersects(x - distance, z - distance, x + 15 + distance, z + 15 + distance);
    }

    /**
     * This piece's share of the terrain adaptation of chunk (chunkX, chunkZ) (the game's
     * {@code Beardifier.forStructuresInChunk}, for a piece within 12 blocks of it): a rigid box with its ground at
     * its bottom. Jigsaw pieces add their junctions and ground offset instead.
     */
    public void addBeard(Beard.Kind kind, int chunkX, int chunkZ, List<Beard.Rigid> rigids,
                         List<Beard.Junction> junctions) {
        BoundingBox b = boundingBox;
        rigids.add(new Beard.Rigid(b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), kind, 0));
    }

    /**
     * Whether a saved chunk can store this piece: whether {@link #saveFields} writes every field the game reads back
     * for its type (every type of the game does). A piece that cannot be saved keeps its whole start out of a save
     * (the game would place something else from a partial piece).
     */
    public boolean savable() {
        return false;
    }

    /**
     * Writes the fields a saved chunk stores of this piece beyond its type, box, orientation and depth, as the game's
     * {@code addAdditionalSaveData} for its type; only called where {@link #savable}.
     *
     * @param out       where the fields go
     * @param structure the structure whose start the piece is of (some types store a setting of it)
     */
    public void saveFields(PieceFields out, Structure structure) {
        throw new UnsupportedOperationException(type + " pieces are not saved");
    }

    /** The first piece of {@code pieces} whose box meets {@code box}, or null (the game's findCollisionPiece). */
    public static StructurePiece findCollisionPiece(List<StructurePiece> pieces, BoundingBox box) {
        for (StructurePiece p : pieces) {
            if (p.box().intersects(box)) {
                return p;
            }
        }
        return null;
    }

    /** The game's {@code makeBoundingBox}: a box of (sizeX, sizeY, sizeZ) at a corner, x and z swapped facing x. */
    protected static BoundingBox makeBoundingBox(int x, int y, int z, Direction d, int sizeX, int sizeY, int sizeZ) {
        return d == Direction.NORTH || d == Direction.SOUTH
            ? new BoundingBox(x, y, z, x + sizeX - 1, y + sizeY - 1, z + sizeZ - 1)
            : new BoundingBox(x, y, z, x + sizeZ - 1, y + sizeY - 1, z + sizeX - 1);
    }

    /** The game's {@code getWorldX}: a piece-local (x, z) to world x by the facing. */
    protected int worldX(int x, int z) {
        if (orientation == null) {
            return x;
        }
        return switch (orientation) {
            case NORTH, SOUTH -> boundingBox.minX() + x;
            case WEST -> boundingBox.maxX() - z;
            case EAST -> boundingBox.minX() + z;
            default -> x;
        };
    }

    /** The box's length along the facing: its x span facing east or west, else its z span. */
    protected int lengthAlongFacing() {
        return orientation != null && orientation.alongX() ? boundingBox.xSpan() : boundingBox.zSpan();
    }

    /** The game's {@code getWorldY}. */
    protected int worldY(int y) {
        return orientation == null ? y : y + boundingBox.minY();
    }

    /** The game's {@code getWorldZ}. */
    protected int worldZ(int x, int z) {
        if (orientation == null) {
            return z;
        }
        return switch (orientation) {
            case NORTH -> boundingBox.maxZ() - z;
            case SOUTH -> boundingBox.minZ() + z;
            case WEST, EAST -> boundingBox.minZ() + x;
            default -> z;
        };
    }

    @Override
    public String toString() {
        return label() + " " + boundingBox;
    }
}
