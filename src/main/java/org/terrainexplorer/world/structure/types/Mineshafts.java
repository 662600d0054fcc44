package org.terrainexplorer.world.structure.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.random.WorldgenRandom;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.PieceAccessor;
import org.terrainexplorer.world.structure.PieceFields;
import org.terrainexplorer.world.structure.PiecesBuilder;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureTypes;

/**
 * The mineshaft (the game's {@code MineshaftStructure} and {@code MineshaftPieces}): a room at the chunk's block
 * (2, 50, 2) from which corridors, crossings and stairs branch up to 8 deep and 80 blocks away. The normal kind is
 * then sunk below sea level; the mesa kind is raised to a height between sea level and the surface at its centre.
 * The pieces are made before the biome check, whose point is the chunk's middle x, its first z, at y 50 moved as
 * the pieces were.
 */
public final class Mineshafts {

    private static final int MAX_DEPTH = 8;
    private static final int MAX_REACH = 80;

    private Mineshafts() {
    }

    /** Adds the reader of {@code minecraft:mineshaft}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:mineshaft", Mineshaft::new);
    }

    static final class Mineshaft extends Structure {
        private final boolean mesa;
        /** Whether the release stores a direction as a byte (from 1.21.5; an int before). */
        private final boolean byteDirections;

        Mineshaft(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
            byteDirections = in.files().code().atLeast("1.21.5");
            JsonValue type = in.json().field("mineshaft_type");
            String name = type.asString();
            if (!name.equals("normal") && !name.equals("mesa")) {
                throw type.error("mineshaft_type must be normal or mesa, found '" + name + "'");
            }
            mesa = name.equals("mesa");
        }

        @Override
        public String type() {
            return "minecraft:mineshaft";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            c.random().nextDouble();
            PiecesBuilder builder = new PiecesBuilder();
            int dy = generatePiecesAndAdjust(builder, c);
            return Optional.of(GenerationStub.of(new BlockPos(c.middleBlockX(), 50 + dy, c.minBlockZ()), builder));
        }

        private int generatePiecesAndAdjust(PiecesBuilder builder, GenerationContext c) {
            WorldgenRandom r = c.random();
            Room room = new Room(r, c.blockX(2), c.blockZ(2));
            builder.addPiece(room);
            room.addChildren(room, builder, r);
            int seaLevel = c.terrain().seaLevel();
            if (!mesa) {
                return builder.moveBelowSeaLevel(seaLevel, c.terrain().noiseMinY(), r, 10);
            }
            BlockPos centre = builder.boundingBox().center();
            int surface = c.terrain().baseHeight(centre.x(), centre.z(), Heightmap.WORLD_SURFACE_WG);
            int y = surface <= seaLevel ? seaLevel : r.nextIntBetweenInclusive(seaLevel, surface);
            c.note("the surface at the middle is at y " + surface + "; the middle of the pieces goes to y " + y);
            int dy = y - centre.y();
            builder.offsetPiecesVertically(dy);
            return dy;
        }
    }

    /** The game's {@code generateAndAddPiece}: a random piece at a door, which grows its own children at once. */
    static StructurePiece grow(StructurePiece start, PieceAccessor pieces, RandomSource r, int x, int y, int z,
                               Direction d, int depth) {
        if (depth > MAX_DEPTH) {
            return null;
        }
        if (Math.abs(x - start.box().minX()) > MAX_REACH || Math.abs(z - start.box().minZ()) > MAX_REACH) {
            return null;
        }
        StructurePiece piece = createRandomShaftPiece(pieces, r, x, y, z, d, depth + 1);
        if (piece != null) {
            pieces.addPiece(piece);
            piece.addChildren(start, pieces, r);
        }
        return piece;
    }

    private static StructurePiece createRandomShaftPiece(PieceAccessor pieces, RandomSource r, int x, int y, int z,
                                                         Direction d, int depth) {
        int roll = r.nextInt(100);
        if (roll >= 80) {
            BoundingBox box = Crossing.find(pieces, r, x, y, z, d);
            return box == null ? null : new Crossing(depth, box, d);
        } else if (roll >= 70) {
            BoundingBox box = Stairs.find(pieces, x, y, z, d);
            return box == null ? null : new Stairs(depth, box, d);
        }
        BoundingBox box = Corridor.find(pieces, r, x, y, z, d);
        return box == null ? null : new Corridor(depth, r, box, d);
    }

    /** A box facing {@code d} from (x, y, z): laid out for north by default, as the game's switches are. */
    private static BoundingBox facing(Direction d, int x, int y, int z, BoundingBox north, BoundingBox south,
                                      BoundingBox west, BoundingBox east) {
        BoundingBox b = switch (d) {
            case SOUTH -> south;
            case WEST -> west;
            case EAST -> east;
            default -> north;
        };
        return b.moved(x, y, z);
    }

    /**
     * A mineshaft piece ({@code MineShaftPiece}): saved with its mineshaft's type ({@code MST}, the type's ordinal:
     * 0 normal, 1 mesa), which decides its wood.
     */
    abstract static class Piece extends StructurePiece {
        Piece(String type, int depth, BoundingBox box) {
            super(type, depth, box);
        }

        @Override
        public boolean savable() {
            return true;
        }

        @Override
        public void saveFields(PieceFields out, Structure structure) {
            out.putInt("MST", structure instanceof Mineshaft m && m.mesa ? 1 : 0);
        }
    }

    /** The room a mineshaft starts from ({@code MSRoom}): 7 to 12 wide, 5 to 10 high, doors on every side. */
    static final class Room extends Piece {
        /**
         * The room's doorways, one per piece grown from it (the game's {@code childEntranceBoxes}): the room's two
         * blocks of wall where the piece begins, as high as the piece. Carved to air when the room is placed; saved.
         */
        private final List<BoundingBox> entrances = new ArrayList<>();

        Room(RandomSource r, int x, int z) {
            super("minecraft:msroom", 0, roomBox(r, x, z));
        }

        @Override
        public void move(int dx, int dy, int dz) {
            super.move(dx, dy, dz);
            entrances.replaceAll(e -> e.moved(dx, dy, dz));
        }

        @Override
        public void saveFields(PieceFields out, Structure structure) {
            super.saveFields(out, structure);
            out.putIntArrayList("Entrances", entrances.stream().map(BoundingBox::toArray).toList());
        }

        private static BoundingBox roomBox(RandomSource r, int x, int z) {
            int maxX = x + 7 + r.nextInt(6);
            int maxY = 54 + r.nextInt(6);
            int maxZ = z + 7 + r.nextInt(6);
            return new BoundingBox(x, 50, z, maxX, maxY, maxZ);
        }

        @Override
        public void addChildren(StructurePiece start, PieceAccessor pieces, RandomSource r) {
            BoundingBox b = boundingBox;
            int rise = Math.max(b.ySpan() - 3 - 1, 1);
            for (int k = 0; k < b.xSpan(); k += 4) {
                k += r.nextInt(b.xSpan());
                if (k + 3 > b.xSpan()) {
                    break;
                }
                StructurePiece c = grow(start, pieces, r, b.minX() + k, b.minY() + r.nextInt(rise) + 1, b.minZ() - 1,
                    Direction.NORTH, genDepth);
                if (c != null) {
                    BoundingBox o = c.box();
                    entrances.add(new BoundingBox(o.minX(), o.minY(), b.minZ(), o.maxX(), o.maxY(), b.minZ() + 1));
                }
            }
            for (int k = 0; k < b.xSpan(); k += 4) {
                k += r.nextInt(b.xSpan());
                if (k + 3 > b.xSpan()) {
                    break;
                }
                StructurePiece c = grow(start, pieces, r, b.minX() + k, b.minY() + r.nextInt(rise) + 1, b.maxZ() + 1,
                    Direction.SOUTH, genDepth);
                if (c != null) {
                    BoundingBox o = c.box();
                    entrances.add(new BoundingBox(o.minX(), o.minY(), b.maxZ() - 1, o.maxX(), o.maxY(), b.maxZ()));
                }
            }
            for (int k = 0; k < b.zSpan(); k += 4) {
                k += r.nextInt(b.zSpan());
                if (k + 3 > b.zSpan()) {
                    break;
                }
                StructurePiece c = grow(start, pieces, r, b.minX() - 1, b.minY() + r.nextInt(rise) + 1, b.minZ() + k,
                    Direction.WEST, genDepth);
                if (c != null) {
                    BoundingBox o = c.box();
                    entrances.add(new BoundingBox(b.minX(), o.minY(), o.minZ(), b.minX() + 1, o.maxY(), o.maxZ()));
                }
            }
            for (int k = 0; k < b.zSpan(); k += 4) {
                k += r.nextInt(b.zSpan());
                if (k + 3 > b.zSpan()) {
                    break;
                }
                StructurePiece c = grow(start, pieces, r, b.maxX() + 1, b.minY() + r.nextInt(rise) + 1, b.minZ() + k,
                    Direction.EAST, genDepth);
                if (c != null) {
                    BoundingBox o = c.box();
                    entrances.add(new BoundingBox(b.maxX() - 1, o.minY(), o.minZ(), b.maxX(), o.maxY(), o.maxZ()));
                }
            }
        }
    }

    /** A corridor ({@code MSCorridor}): 2 to 4 sections of 5 blocks, maybe with rails or a cave spider. */
    static final class Corridor extends Piece {
        private final boolean rails;
        private final boolean spiders;

        Corridor(int depth, RandomSource r, BoundingBox box, Direction d) {
            super("minecraft:mscorridor", depth, box);
            setOrientation(d);
            rails = r.nextInt(3) == 0;
            spiders = !rails && r.nextInt(23) == 0;
        }

        /**
         * Saved as the game saves it: rails ({@code hr}), a cave spider spawner ({@code sc}), whether it is placed
         * ({@code hps}: not yet, as generated) and the number of 5-block sections ({@code Num}).
         */
        @Override
        public void saveFields(PieceFields out, Structure structure) {
            super.saveFields(out, structure);
            out.putBoolean("hr", rails)
                .putBoolean("sc", spiders)
                .putBoolean("hps", false)
                .putInt("Num", lengthAlongFacing() / 5);
        }

        static BoundingBox find(PieceAccessor pieces, RandomSource r, int x, int y, int z, Direction d) {
            for (int sections = r.nextInt(3) + 2; sections > 0; sections--) {
                int m = sections * 5;
                BoundingBox box = facing(d, x, y, z, new BoundingBox(0, 0, -(m - 1), 2, 2, 0),
                    new BoundingBox(0, 0, 0, 2, 2, m - 1), new BoundingBox(-(m - 1), 0, 0, 0, 2, 2),
                    new BoundingBox(0, 0, 0, m - 1, 2, 2));
                if (pieces.findCollisionPiece(box) == null) {
                    return box;
                }
            }
            return null;
        }

        @Override
        public void addChildren(StructurePiece start, PieceAccessor pieces, RandomSource r) {
            int depth = genDepth;
            int way = r.nextInt(4);
            Direction d = orientation();
            BoundingBox b = boundingBox;
            switch (d) {
                case SOUTH -> {
                    if (way <= 1) {
                        grow(start, pieces, r, b.minX(), b.minY() - 1 + r.nextInt(3), b.maxZ() + 1, d, depth);
                    } else if (way == 2) {
                        grow(start, pieces, r, b.minX() - 1, b.minY() - 1 + r.nextInt(3), b.maxZ() - 3,
                            Direction.WEST, depth);
                    } else {
                        grow(start, pieces, r, b.maxX() + 1, b.minY() - 1 + r.nextInt(3), b.maxZ() - 3,
                            Direction.EAST, depth);
                    }
                }
                case WEST -> {
                    if (way <= 1) {
                        grow(start, pieces, r, b.minX() - 1, b.minY() - 1 + r.nextInt(3), b.minZ(), d, depth);
                    } else if (way == 2) {
                        grow(start, pieces, r, b.minX(), b.minY() - 1 + r.nextInt(3), b.minZ() - 1,
                            Direction.NORTH, depth);
                    } else {
                        grow(start, pieces, r, b.minX(), b.minY() - 1 + r.nextInt(3), b.maxZ() + 1,
                            Direction.SOUTH, depth);
                    }
                }
                case EAST -> {
                    if (way <= 1) {
                        grow(start, pieces, r, b.maxX() + 1, b.minY() - 1 + r.nextInt(3), b.minZ(), d, depth);
                    } else if (way == 2) {
                        grow(start, pieces, r, b.maxX() - 3, b.minY() - 1 + r.nextInt(3), b.minZ() - 1,
                            Direction.NORTH, depth);
                    } else {
                        grow(start, pieces, r, b.maxX() - 3, b.minY() - 1 + r.nextInt(3), b.maxZ() + 1,
                            Direction.SOUTH, depth);
                    }
                }
                default -> {
                    if (way <= 1) {
                        grow(start, pieces, r, b.minX(), b.minY() - 1 + r.nextInt(3), b.minZ() - 1, d, depth);
                    } else if (way == 2) {
                        grow(start, pieces, r, b.minX() - 1, b.minY() - 1 + r.nextInt(3), b.minZ(),
                            Direction.WEST, depth);
                    } else {
                        grow(start, pieces, r, b.maxX() + 1, b.minY() - 1 + r.nextInt(3), b.minZ(),
                            Direction.EAST, depth);
                    }
                }
            }
            if (depth < MAX_DEPTH) {
                if (d != Direction.NORTH && d != Direction.SOUTH) {
                    for (int x = b.minX() + 3; x + 3 <= b.maxX(); x += 5) {
                        int side = r.nextInt(5);
                        if (side == 0) {
                            grow(start, pieces, r, x, b.minY(), b.minZ() - 1, Direction.NORTH, depth + 1);
                        } else if (side == 1) {
                            grow(start, pieces, r, x, b.minY(), b.maxZ() + 1, Direction.SOUTH, depth + 1);
                        }
                    }
                } else {
                    for (int z = b.minZ() + 3; z + 3 <= b.maxZ(); z += 5) {
                        int side = r.nextInt(5);
                        if (side == 0) {
                            grow(start, pieces, r, b.minX() - 1, b.minY(), z, Direction.WEST, depth + 1);
                        } else if (side == 1) {
                            grow(start, pieces, r, b.maxX() + 1, b.minY(), z, Direction.EAST, depth + 1);
                        }
                    }
                }
            }
        }
    }

    /**
     * A crossing ({@code MSCrossing}): one floor or, one time in four, two. The game keeps its way in a field of its
     * own and leaves the piece's orientation unset.
     */
    static final class Crossing extends Piece {
        private final Direction way;
        private final boolean twoFloored;

        Crossing(int depth, BoundingBox box, Direction way) {
            super("minecraft:mscrossing", depth, box);
            this.way = way;
            this.twoFloored = box.ySpan() > 3;
        }

        /**
         * Saved as the game saves it: two floors ({@code tf}) and its way ({@code D}, 2D data value: an int, a byte
         * from release 1.21.5).
         */
        @Override
        public void saveFields(PieceFields out, Structure structure) {
            super.saveFields(out, structure);
            out.putBoolean("tf", twoFloored);
            if (structure instanceof Mineshaft m && m.byteDirections) {
                out.putByte("D", (byte) way.data2d());
            } else {
                out.putInt("D", way.data2d());
            }
        }

        static BoundingBox find(PieceAccessor pieces, RandomSource r, int x, int y, int z, Direction d) {
            int top = r.nextInt(4) == 0 ? 6 : 2;
            BoundingBox box = facing(d, x, y, z, new BoundingBox(-1, 0, -4, 3, top, 0),
                new BoundingBox(-1, 0, 0, 3, top, 4), new BoundingBox(-4, 0, -1, 0, top, 3),
                new BoundingBox(0, 0, -1, 4, top, 3));
            return pieces.findCollisionPiece(box) != null ? null : box;
        }

        @Override
        public void addChildren(StructurePiece start, PieceAccessor pieces, RandomSource r) {
            int depth = genDepth;
            BoundingBox b = boundingBox;
            int y = b.minY();
            switch (way) {
                case SOUTH -> {
                    grow(start, pieces, r, b.minX() + 1, y, b.maxZ() + 1, Direction.SOUTH, depth);
                    grow(start, pieces, r, b.minX() - 1, y, b.minZ() + 1, Direction.WEST, depth);
                    grow(start, pieces, r, b.maxX() + 1, y, b.minZ() + 1, Direction.EAST, depth);
                }
                case WEST -> {
                    grow(start, pieces, r, b.minX() + 1, y, b.minZ() - 1, Direction.NORTH, depth);
                    grow(start, pieces, r, b.minX() + 1, y, b.maxZ() + 1, Direction.SOUTH, depth);
                    grow(start, pieces, r, b.minX() - 1, y, b.minZ() + 1, Direction.WEST, depth);
                }
                case EAST -> {
                    grow(start, pieces, r, b.minX() + 1, y, b.minZ() - 1, Direction.NORTH, depth);
                    grow(start, pieces, r, b.minX() + 1, y, b.maxZ() + 1, Direction.SOUTH, depth);
                    grow(start, pieces, r, b.maxX() + 1, y, b.minZ() + 1, Direction.EAST, depth);
                }
                default -> {
                    grow(start, pieces, r, b.minX() + 1, y, b.minZ() - 1, Direction.NORTH, depth);
                    grow(start, pieces, r, b.minX() - 1, y, b.minZ() + 1, Direction.WEST, depth);
                    grow(start, pieces, r, b.maxX() + 1, y, b.minZ() + 1, Direction.EAST, depth);
                }
            }
            if (twoFloored) {
                int up = y + 3 + 1;
                if (r.nextBoolean()) {
                    grow(start, pieces, r, b.minX() + 1, up, b.minZ() - 1, Direction.NORTH, depth);
                }
                if (r.nextBoolean()) {
                    grow(start, pieces, r, b.minX() - 1, up, b.minZ() + 1, Direction.WEST, depth);
                }
                if (r.nextBoolean()) {
                    grow(start, pieces, r, b.maxX() + 1, up, b.minZ() + 1, Direction.EAST, depth);
                }
                if (r.nextBoolean()) {
                    grow(start, pieces, r, b.minX() + 1, up, b.maxZ() + 1, Direction.SOUTH, depth);
                }
            }
        }
    }

    /** Stairs down ({@code MSStairs}): 9 long, 5 down. */
    static final class Stairs extends Piece {
        Stairs(int depth, BoundingBox box, Direction d) {
            super("minecraft:msstairs", depth, box);
            setOrientation(d);
        }

        static BoundingBox find(PieceAccessor pieces, int x, int y, int z, Direction d) {
            BoundingBox box = facing(d, x, y, z, new BoundingBox(0, -5, -8, 2, 2, 0), new BoundingBox(0, -5, 0, 2, 2, 8),
                new BoundingBox(-8, -5, 0, 0, 2, 2), new BoundingBox(0, -5, 0, 8, 2, 2));
            return pieces.findCollisionPiece(box) != null ? null : box;
        }

        @Override
        public void addChildren(StructurePiece start, PieceAccessor pieces, RandomSource r) {
            BoundingBox b = boundingBox;
            switch (orientation()) {
                case SOUTH -> grow(start, pieces, r, b.minX(), b.minY(), b.maxZ() + 1, Direction.SOUTH, genDepth);
                case WEST -> grow(start, pieces, r, b.minX() - 1, b.minY(), b.minZ(), Direction.WEST, genDepth);
                case EAST -> grow(start, pieces, r, b.maxX() + 1, b.minY(), b.minZ(), Direction.EAST, genDepth);
                default -> grow(start, pieces, r, b.minX(), b.minY(), b.minZ() - 1, Direction.NORTH, genDepth);
            }
        }
    }
}
