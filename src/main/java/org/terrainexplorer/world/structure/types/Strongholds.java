package org.terrainexplorer.world.structure.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.PieceAccessor;
import org.terrainexplorer.world.structure.PieceFields;
import org.terrainexplorer.world.structure.PiecesBuilder;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureTypes;

/**
 * The stronghold (the game's {@code StrongholdStructure} and {@code StrongholdPieces}): a tree of corridors and
 * rooms grown from a spiral staircase at the chunk's block (2, 64, 2), each door choosing a room by weight, then
 * sunk below sea level; tried again with the next seed until it has a portal room. The game keeps the weights in
 * static fields reset per try; here they belong to the start piece of the try.
 */
public final class Strongholds {

    /** How far (in blocks) from the start a door may still lead somewhere. */
    private static final int MAX_REACH = 112;
    private static final int MAX_DEPTH = 50;

    private Strongholds() {
    }

    /** Adds the reader of {@code minecraft:stronghold}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:stronghold", Stronghold::new);
    }

    static final class Stronghold extends Structure {
        Stronghold(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
        }

        @Override
        public String type() {
            return "minecraft:stronghold";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            return Optional.of(new GenerationStub(new BlockPos(c.minBlockX(), 0, c.minBlockZ()),
                b -> generatePieces(b, c)));
        }
    }

    /** The game's {@code generatePieces}: grows tries until one has a portal room. */
    static void generatePieces(PiecesBuilder builder, GenerationContext c) {
        int tries = 0;
        Start start;
        do {
            builder.clear();
            c.random().setLargeFeatureSeed(c.seed() + tries++, c.chunkX(), c.chunkZ());
            start = new Start(c.random(), c.blockX(2), c.blockZ(2));
            builder.addPiece(start);
            start.addChildren(start, builder, c.random());
            List<StructurePiece> pending = start.pending;
            while (!pending.isEmpty()) {
                StructurePiece piece = pending.remove(c.random().nextInt(pending.size()));
                piece.addChildren(start, builder, c.random());
            }
            builder.moveBelowSeaLevel(c.terrain().seaLevel(), c.terrain().noiseMinY(), c.random(), 10);
        } while (builder.isEmpty() || start.portalRoom == null);
    }

    /** The rooms a door may lead to, with their weight and how many a stronghold may have (0: any number). */
    enum Kind {
        STRAIGHT("minecraft:shs", 40, 0, -1, -1, 5, 5, 7),
        PRISON_HALL("minecraft:shph", 5, 5, -1, -1, 9, 5, 11),
        LEFT_TURN("minecraft:shlt", 20, 0, -1, -1, 5, 5, 5),
        RIGHT_TURN("minecraft:shrt", 20, 0, -1, -1, 5, 5, 5),
        ROOM_CROSSING("minecraft:shrc", 10, 6, -4, -1, 11, 7, 11),
        STRAIGHT_STAIRS_DOWN("minecraft:shssd", 5, 5, -1, -7, 5, 11, 8),
        STAIRS_DOWN("minecraft:shsd", 5, 5, -1, -7, 5, 11, 5),
        FIVE_CROSSING("minecraft:sh5c", 5, 4, -4, -3, 10, 9, 11),
        CHEST_CORRIDOR("minecraft:shcc", 5, 4, -1, -1, 5, 5, 7),
        LIBRARY("minecraft:shli", 10, 2, -4, -1, 14, 11, 15),
        PORTAL_ROOM("minecraft:shpr", 20, 1, -4, -1, 11, 8, 16);

        final String type;
        final int weight;
        final int maxPlaceCount;
        final int offsetX;
        final int offsetY;
        final int width;
        final int height;
        final int depth;

        Kind(String type, int weight, int maxPlaceCount, int offsetX, int offsetY, int width, int height, int depth) {
            this.type = type;
            this.weight = weight;
            this.maxPlaceCount = maxPlaceCount;
            this.offsetX = offsetX;
            this.offsetY = offsetY;
            this.width = width;
            this.height = height;
            this.depth = depth;
        }

        BoundingBox box(int x, int y, int z, Direction d, int h) {
            return BoundingBox.orientBox(x, y, z, offsetX, offsetY, 0, width, h, depth, d);
        }
    }

    /** A weight with its count in the stronghold being grown (the game's {@code PieceWeight}). */
    static final class Weight {
        final Kind kind;
        int placeCount;

        Weight(Kind kind) {
            this.kind = kind;
        }

        /** {@code doPlace}: the library only deeper than 4, the portal room deeper than 5. */
        boolean doPlace(int depth) {
            boolean left = isValid();
            return switch (kind) {
                case LIBRARY -> left && depth > 4;
                case PORTAL_ROOM -> left && depth > 5;
                default -> left;
            };
        }

        boolean isValid() {
            return kind.maxPlaceCount == 0 || placeCount < kind.maxPlaceCount;
        }
    }

    /** The game's {@code SmallDoorType} names, by the draw of {@code randomSmallDoor} (0 and 1 an opening). */
    private static final String[] DOORS = {"OPENING", "OPENING", "WOOD_DOOR", "GRATES", "IRON_DOOR"};

    /**
     * A stronghold piece: its kind and what it drew when made (its door, and for some which further doors it has).
     * The door and room draws decide the blocks only, but they are drawn here in the game's order and saved.
     */
    static class Piece extends BranchingPiece {
        final Kind kind;
        /** The draw of its entry door (an index into {@link #DOORS}; 0, an opening, where it draws none). */
        int door;
        /** A room crossing's furnishing (the game's {@code type}, 0 to 4). */
        int roomType;
        /** The five-way crossing's doors; a straight corridor's left and right doors are its low ones. */
        boolean leftLow;
        boolean leftHigh;
        boolean rightLow;
        boolean rightHigh;
        boolean isSource;

        Piece(String type, Kind kind, int depth, BoundingBox box, Direction d) {
            super(type, depth, box);
            this.kind = kind;
            setOrientation(d);
        }

        /** A room of a kind, drawing what its constructor draws. */
        static Piece made(Kind kind, int depth, BoundingBox box, Direction d, RandomSource r) {
            Piece p = new Piece(kind.type, kind, depth, box, d);
            if (kind == Kind.PORTAL_ROOM) {
                return p;
            }
            p.door = r.nextInt(5);
            switch (kind) {
                case FIVE_CROSSING -> {
                    p.leftLow = r.nextBoolean();
                    p.leftHigh = r.nextBoolean();
                    p.rightLow = r.nextBoolean();
                    p.rightHigh = r.nextInt(3) > 0;
                }
                case ROOM_CROSSING -> p.roomType = r.nextInt(5);
                case STRAIGHT -> {
                    p.leftLow = r.nextInt(2) == 0;
                    p.rightLow = r.nextInt(2) == 0;
                }
                default -> {
                }
            }
            return p;
        }

        /**
         * Every stronghold piece is saved: {@link #saveFields} writes what the game's pieces store, tag for tag the
         * same as the starts of eight strongholds players' worlds saved (1.20, 1.21, 26.1.2 and 26.2).
         */
        @Override
        public boolean savable() {
            return true;
        }

        /**
         * As the game's pieces save them: every piece its entry door ({@code EntryDoor}, the type's name), then a
         * staircase whether it is the start ({@code Source}), a straight corridor its side doors ({@code Left},
         * {@code Right}), a room crossing its furnishing ({@code Type}), a library whether it has its gallery
         * ({@code Tall}), a five-way crossing its doors ({@code leftLow} ...), a chest corridor and a portal room
         * whether their chest and spawner are placed ({@code Chest}, {@code Mob}: not yet); a filler adds its length
         * ({@link Filler}).
         */
        @Override
        public void saveFields(PieceFields out, Structure structure) {
            out.putString("EntryDoor", DOORS[door]);
            if (kind == null) {
                return;
            }
            switch (kind) {
                case STAIRS_DOWN -> out.putBoolean("Source", isSource);
                case STRAIGHT -> out.putBoolean("Left", leftLow).putBoolean("Right", rightLow);
                case ROOM_CROSSING -> out.putInt("Type", roomType);
                case LIBRARY -> out.putBoolean("Tall", boundingBox.ySpan() > 6);
                case FIVE_CROSSING -> out.putBoolean("leftLow", leftLow).putBoolean("leftHigh", leftHigh)
                    .putBoolean("rightLow", rightLow).putBoolean("rightHigh", rightHigh);
                case CHEST_CORRIDOR -> out.putBoolean("Chest", false);
                case PORTAL_ROOM -> out.putBoolean("Mob", false);
                default -> {
                }
            }
        }

        @Override
        public void addChildren(StructurePiece startPiece, PieceAccessor pieces, RandomSource r) {
            if (kind == null) {
                return;
            }
            Start start = (Start) startPiece;
            Direction d = orientation();
            switch (kind) {
                case CHEST_CORRIDOR, PRISON_HALL, STRAIGHT_STAIRS_DOWN -> forward(start, pieces, r, 1, 1);
                case STAIRS_DOWN -> {
                    if (isSource) {
                        start.imposed = Kind.FIVE_CROSSING;
                    }
                    forward(start, pieces, r, 1, 1);
                }
                case STRAIGHT -> {
                    forward(start, pieces, r, 1, 1);
                    if (leftLow) {
                        left(start, pieces, r, 1, 2);
                    }
                    if (rightLow) {
                        right(start, pieces, r, 1, 2);
                    }
                }
                case LEFT_TURN -> {
                    if (d != Direction.NORTH && d != Direction.EAST) {
                        right(start, pieces, r, 1, 1);
                    } else {
                        left(start, pieces, r, 1, 1);
                    }
                }
                case RIGHT_TURN -> {
                    if (d != Direction.NORTH && d != Direction.EAST) {
                        left(start, pieces, r, 1, 1);
                    } else {
                        right(start, pieces, r, 1, 1);
                    }
                }
                case ROOM_CROSSING -> {
                    forward(start, pieces, r, 4, 1);
                    left(start, pieces, r, 1, 4);
                    right(start, pieces, r, 1, 4);
                }
                case FIVE_CROSSING -> {
                    int low = 3;
                    int high = 5;
                    if (d == Direction.WEST || d == Direction.NORTH) {
                        low = 8 - low;
                        high = 8 - high;
                    }
                    forward(start, pieces, r, 5, 1);
                    if (leftLow) {
                        left(start, pieces, r, low, 1);
                    }
                    if (leftHigh) {
                        left(start, pieces, r, high, 7);
                    }
                    if (rightLow) {
                        right(start, pieces, r, low, 1);
                    }
                    if (rightHigh) {
                        right(start, pieces, r, high, 7);
                    }
                }
                case PORTAL_ROOM -> start.portalRoom = this;
                default -> {
                }
            }
        }

        @Override
        protected void grow(StructurePiece start, PieceAccessor pieces, RandomSource r, int x, int y, int z,
                            Direction d, boolean unused) {
            ((Start) start).grow(pieces, r, x, y, z, d, genDepth);
        }

        private void forward(Start start, PieceAccessor pieces, RandomSource r, int across, int up) {
            forward(start, pieces, r, across, up, false);
        }

        private void left(Start start, PieceAccessor pieces, RandomSource r, int up, int along) {
            left(start, pieces, r, up, along, false);
        }

        private void right(Start start, PieceAccessor pieces, RandomSource r, int up, int along) {
            right(start, pieces, r, up, along, false);
        }
    }

    /** A corridor that fills the gap up to a piece in the way (the game's {@code FillerCorridor}). */
    static final class Filler extends Piece {
        Filler(int depth, BoundingBox box, Direction d) {
            super("minecraft:shfc", null, depth, box, d);
        }

        /** Its door, then its length ({@code Steps}), as the game's filler saves them. */
        @Override
        public void saveFields(PieceFields out, Structure structure) {
            super.saveFields(out, structure);
            out.putInt("Steps", lengthAlongFacing());
        }

        /** The game's {@code findPieceBox}: 2 to 3 blocks long, up to a piece at the same height, else none. */
        static BoundingBox findPieceBox(PieceAccessor pieces, int x, int y, int z, Direction d) {
            BoundingBox box = BoundingBox.orientBox(x, y, z, -1, -1, 0, 5, 5, 4, d);
            StructurePiece hit = pieces.findCollisionPiece(box);
            if (hit == null) {
                return null;
            }
            if (hit.box().minY() == box.minY()) {
                for (int m = 2; m >= 1; m--) {
                    box = BoundingBox.orientBox(x, y, z, -1, -1, 0, 5, 5, m, d);
                    if (!hit.box().intersects(box)) {
                        return BoundingBox.orientBox(x, y, z, -1, -1, 0, 5, 5, m + 1, d);
                    }
                }
            }
            return null;
        }
    }

    /** The spiral staircase a stronghold starts from, holding the state of its growth. */
    static final class Start extends Piece {
        final List<Weight> weights = new ArrayList<>();
        final List<StructurePiece> pending = new ArrayList<>();
        Kind imposed;
        Weight previous;
        int totalWeight;
        Piece portalRoom;

        Start(RandomSource r, int x, int z) {
            this(x, z, Direction.randomHorizontal(r));
        }

        private Start(int x, int z, Direction d) {
            super("minecraft:shstart", Kind.STAIRS_DOWN, 0, makeBoundingBox(x, 64, z, d, 5, 11, 5), d);
            isSource = true;
            for (Kind k : Kind.values()) {
                weights.add(new Weight(k));
            }
        }

        /** The game's {@code generateAndAddPiece}. */
        void grow(PieceAccessor pieces, RandomSource r, int x, int y, int z, Direction d, int depth) {
            if (depth > MAX_DEPTH) {
                return;
            }
            if (Math.abs(x - box().minX()) <= MAX_REACH && Math.abs(z - box().minZ()) <= MAX_REACH) {
                Piece piece = fromSmallDoor(pieces, r, x, y, z, d, depth + 1);
                if (piece != null) {
                    pieces.addPiece(piece);
                    pending.add(piece);
                }
            }
        }

        private boolean updatePieceWeight() {
            boolean any = false;
            totalWeight = 0;
            for (Weight w : weights) {
                if (w.kind.maxPlaceCount > 0 && w.placeCount < w.kind.maxPlaceCount) {
                    any = true;
                }
                totalWeight += w.kind.weight;
            }
            return any;
        }

        /** The game's {@code generatePieceFromSmallDoor}. */
        private Piece fromSmallDoor(PieceAccessor pieces, RandomSource r, int x, int y, int z, Direction d, int depth) {
            if (!updatePieceWeight()) {
                return null;
            }
            if (imposed != null) {
                Piece p = create(imposed, pieces, r, x, y, z, d, depth);
                imposed = null;
                if (p != null) {
                    return p;
                }
            }
            for (int attempt = 0; attempt < 5; attempt++) {
                int n = r.nextInt(totalWeight);
                for (Weight w : weights) {
                    n -= w.kind.weight;
                    if (n < 0) {
                        if (!w.doPlace(depth) || w == previous) {
                            break;
                        }
                        Piece p = create(w.kind, pieces, r, x, y, z, d, depth);
                        if (p != null) {
                            w.placeCount++;
                            previous = w;
                            if (!w.isValid()) {
                                weights.remove(w);
                            }
                            return p;
                        }
                    }
                }
            }
            BoundingBox box = Filler.findPieceBox(pieces, x, y, z, d);
            return box != null && box.minY() > 1 ? new Filler(depth, box, d) : null;
        }

        /** The game's {@code findAndCreatePieceFactory}: the room if its box is clear and above y 10. */
        private static Piece create(Kind kind, PieceAccessor pieces, RandomSource r, int x, int y, int z, Direction d,
                                    int depth) {
            BoundingBox box = kind.box(x, y, z, d, kind.height);
            if (!isOkBox(box) || pieces.findCollisionPiece(box) != null) {
                if (kind != Kind.LIBRARY) {
                    return null;
                }
                box = kind.box(x, y, z, d, 6); // the library without its gallery
                if (!isOkBox(box) || pieces.findCollisionPiece(box) != null) {
                    return null;
                }
            }
            return Piece.made(kind, depth, box, d, r);
        }

        private static boolean isOkBox(BoundingBox box) {
            return box.minY() > 10;
        }
    }
}
