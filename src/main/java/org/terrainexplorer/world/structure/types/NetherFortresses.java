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
 * The nether fortress (the game's {@code NetherFortressStructure} and {@code NetherFortressPieces}): bridges and
 * castle corridors grown door by door from a bridge crossing at the chunk's block (2, 64, 2), each door choosing a
 * piece by weight from the bridge or the castle list, then moved to a random height between 48 and 70. The start
 * piece is saved with the bridge crossing's id ({@code minecraft:nebcr}), as the game's constructor gives it.
 */
public final class NetherFortresses {

    private static final int MAX_REACH = 112;
    private static final int MAX_DEPTH = 30;

    private NetherFortresses() {
    }

    /** Adds the reader of {@code minecraft:fortress}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:fortress", Fortress::new);
    }

    static final class Fortress extends Structure {
        Fortress(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
        }

        @Override
        public String type() {
            return "minecraft:fortress";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            return Optional.of(new GenerationStub(new BlockPos(c.minBlockX(), 64, c.minBlockZ()),
                b -> generatePieces(b, c)));
        }
    }

    static void generatePieces(PiecesBuilder builder, GenerationContext c) {
        Start start = new Start(c.random(), c.blockX(2), c.blockZ(2));
        builder.addPiece(start);
        start.addChildren(start, builder, c.random());
        List<StructurePiece> pending = start.pending;
        while (!pending.isEmpty()) {
            StructurePiece piece = pending.remove(c.random().nextInt(pending.size()));
            piece.addChildren(start, builder, c.random());
        }
        builder.moveInsideHeights(c.random(), 48, 70);
    }

    /** The fortress's pieces: id, weight, how many at most (0: any), whether twice in a row, and box. */
    enum Kind {
        BRIDGE_STRAIGHT("minecraft:nebs", 30, 0, true, -1, -3, 5, 10, 19),
        BRIDGE_CROSSING("minecraft:nebcr", 10, 4, false, -8, -3, 19, 10, 19),
        ROOM_CROSSING("minecraft:nerc", 10, 4, false, -2, 0, 7, 9, 7),
        STAIRS_ROOM("minecraft:nesr", 10, 3, false, -2, 0, 7, 11, 7),
        MONSTER_THRONE("minecraft:nemt", 5, 2, false, -2, 0, 7, 8, 9),
        CASTLE_ENTRANCE("minecraft:nece", 5, 1, false, -5, -3, 13, 14, 13),
        SMALL_CORRIDOR("minecraft:nesc", 25, 0, true, -1, 0, 5, 7, 5),
        SMALL_CORRIDOR_CROSSING("minecraft:nescsc", 15, 5, false, -1, 0, 5, 7, 5),
        SMALL_CORRIDOR_RIGHT_TURN("minecraft:nescrt", 5, 10, false, -1, 0, 5, 7, 5),
        SMALL_CORRIDOR_LEFT_TURN("minecraft:nesclt", 5, 10, false, -1, 0, 5, 7, 5),
        CORRIDOR_STAIRS("minecraft:neccs", 10, 3, true, -1, -7, 5, 14, 10),
        CORRIDOR_T_BALCONY("minecraft:nectb", 7, 2, false, -3, 0, 9, 7, 9),
        STALK_ROOM("minecraft:necsr", 5, 2, false, -5, -3, 13, 14, 13),
        BRIDGE_END_FILLER("minecraft:nebef", 0, 0, false, -1, -3, 5, 10, 8);

        static final Kind[] BRIDGE = {BRIDGE_STRAIGHT, BRIDGE_CROSSING, ROOM_CROSSING, STAIRS_ROOM, MONSTER_THRONE,
            CASTLE_ENTRANCE};
        static final Kind[] CASTLE = {SMALL_CORRIDOR, SMALL_CORRIDOR_CROSSING, SMALL_CORRIDOR_RIGHT_TURN,
            SMALL_CORRIDOR_LEFT_TURN, CORRIDOR_STAIRS, CORRIDOR_T_BALCONY, STALK_ROOM};

        final String type;
        final int weight;
        final int maxPlaceCount;
        final boolean allowInRow;
        final int offsetX;
        final int offsetY;
        final int width;
        final int height;
        final int depth;

        Kind(String type, int weight, int maxPlaceCount, boolean allowInRow, int offsetX, int offsetY, int width,
             int height, int depth) {
            this.type = type;
            this.weight = weight;
            this.maxPlaceCount = maxPlaceCount;
            this.allowInRow = allowInRow;
            this.offsetX = offsetX;
            this.offsetY = offsetY;
            this.width = width;
            this.height = height;
            this.depth = depth;
        }

        /** The game's {@code createPiece}: the piece if its box is clear and above y 10, drawing what it draws. */
        Piece create(PieceAccessor pieces, RandomSource r, int x, int y, int z, Direction d, int genDepth) {
            BoundingBox box = BoundingBox.orientBox(x, y, z, offsetX, offsetY, 0, width, height, depth, d);
            if (box.minY() <= 10 || pieces.findCollisionPiece(box) != null) {
                return null;
            }
            // A bridge end draws the seed of its broken edge, a corridor turn whether it holds a chest.
            int seed = this == BRIDGE_END_FILLER ? r.nextInt() : 0;
            boolean turn = this == SMALL_CORRIDOR_LEFT_TURN || this == SMALL_CORRIDOR_RIGHT_TURN;
            boolean chest = turn && r.nextInt(3) == 0;
            return new Piece(type, this, genDepth, box, d, seed, chest);
        }
    }

    /** A weight with its count in the fortress being grown (the game's {@code PieceWeight}). */
    static final class Weight {
        final Kind kind;
        int placeCount;

        Weight(Kind kind) {
            this.kind = kind;
        }

        boolean isValid() {
            return kind.maxPlaceCount == 0 || placeCount < kind.maxPlaceCount;
        }
    }

    static class Piece extends BranchingPiece {
        final Kind kind;
        /** A bridge end's seed (the game's {@code selfSeed}, which shapes its broken edge); else 0. */
        private final int seed;
        /** Whether a corridor turn holds a chest (the game's {@code isNeedingChest}). */
        private final boolean chest;

        Piece(String type, Kind kind, int depth, BoundingBox box, Direction d, int seed, boolean chest) {
            super(type, depth, box);
            this.kind = kind;
            this.seed = seed;
            this.chest = chest;
            setOrientation(d);
        }

        @Override
        public boolean savable() {
            return true;
        }

        /**
         * As the game's pieces save them: a bridge end its seed ({@code Seed}), a corridor turn whether it still needs
         * its chest ({@code Chest}), a throne whether its spawner is placed ({@code Mob}: not yet); the others
         * nothing.
         */
        @Override
        public void saveFields(PieceFields out, Structure structure) {
            switch (kind) {
                case BRIDGE_END_FILLER -> out.putInt("Seed", seed);
                case SMALL_CORRIDOR_LEFT_TURN, SMALL_CORRIDOR_RIGHT_TURN -> out.putBoolean("Chest", chest);
                case MONSTER_THRONE -> out.putBoolean("Mob", false);
                default -> {
                }
            }
        }

        @Override
        public void addChildren(StructurePiece start, PieceAccessor pieces, RandomSource r) {
            switch (kind) {
                case BRIDGE_CROSSING -> {
                    forward(start, pieces, r, 8, 3, false);
                    left(start, pieces, r, 3, 8, false);
                    right(start, pieces, r, 3, 8, false);
                }
                case BRIDGE_STRAIGHT -> forward(start, pieces, r, 1, 3, false);
                case ROOM_CROSSING -> {
                    forward(start, pieces, r, 2, 0, false);
                    left(start, pieces, r, 0, 2, false);
                    right(start, pieces, r, 0, 2, false);
                }
                case STAIRS_ROOM -> right(start, pieces, r, 6, 2, false);
                case CASTLE_ENTRANCE -> forward(start, pieces, r, 5, 3, true);
                case SMALL_CORRIDOR, CORRIDOR_STAIRS -> forward(start, pieces, r, 1, 0, true);
                case SMALL_CORRIDOR_CROSSING -> {
                    forward(start, pieces, r, 1, 0, true);
                    left(start, pieces, r, 0, 1, true);
                    right(start, pieces, r, 0, 1, true);
                }
                case SMALL_CORRIDOR_RIGHT_TURN -> right(start, pieces, r, 0, 1, true);
                case SMALL_CORRIDOR_LEFT_TURN -> left(start, pieces, r, 0, 1, true);
                case CORRIDOR_T_BALCONY -> {
                    Direction d = orientation();
                    int along = d == Direction.WEST || d == Direction.NORTH ? 5 : 1;
                    left(start, pieces, r, 0, along, r.nextInt(8) > 0);
                    right(start, pieces, r, 0, along, r.nextInt(8) > 0);
                }
                case STALK_ROOM -> {
                    forward(start, pieces, r, 5, 3, true);
                    forward(start, pieces, r, 5, 11, true);
                }
                default -> {
                }
            }
        }

        /** The game's {@code generateAndAddPiece}: from the castle list or the bridge list, within reach. */
        @Override
        protected void grow(StructurePiece startPiece, PieceAccessor pieces, RandomSource r, int x, int y, int z,
                            Direction d, boolean castle) {
            Start start = (Start) startPiece;
            if (Math.abs(x - start.box().minX()) > MAX_REACH || Math.abs(z - start.box().minZ()) > MAX_REACH) {
                // The game makes an end piece here and drops it: only its draw is left.
                Kind.BRIDGE_END_FILLER.create(pieces, r, x, y, z, d, genDepth);
                return;
            }
            Piece piece = start.generatePiece(castle ? start.castle : start.bridge, pieces, r, x, y, z, d,
                genDepth + 1);
            if (piece != null) {
                pieces.addPiece(piece);
                start.pending.add(piece);
            }
        }
    }

    /** The bridge crossing a fortress starts from, holding the state of its growth. */
    static final class Start extends Piece {
        final List<Weight> bridge = new ArrayList<>();
        final List<Weight> castle = new ArrayList<>();
        final List<StructurePiece> pending = new ArrayList<>();
        Weight previous;

        Start(RandomSource r, int x, int z) {
            this(x, z, Direction.randomHorizontal(r));
        }

        private Start(int x, int z, Direction d) {
            super(Kind.BRIDGE_CROSSING.type, Kind.BRIDGE_CROSSING, 0, makeBoundingBox(x, 64, z, d, 19, 10, 19), d,
                0, false);
            for (Kind k : Kind.BRIDGE) {
                bridge.add(new Weight(k));
            }
            for (Kind k : Kind.CASTLE) {
                castle.add(new Weight(k));
            }
        }

        /** The game's {@code generatePiece}: up to five weighted tries, else an end piece. */
        Piece generatePiece(List<Weight> list, PieceAccessor pieces, RandomSource r, int x, int y, int z, Direction d,
                            int depth) {
            boolean limited = false;
            int total = 0;
            for (Weight w : list) {
                if (w.kind.maxPlaceCount > 0 && w.placeCount < w.kind.maxPlaceCount) {
                    limited = true;
                }
                total += w.kind.weight;
            }
            boolean go = limited && total > 0 && depth <= MAX_DEPTH;
            for (int attempt = 0; attempt < 5 && go; attempt++) {
                int n = r.nextInt(total);
                for (Weight w : list) {
                    n -= w.kind.weight;
                    if (n < 0) {
                        if (!w.isValid() || w == previous && !w.kind.allowInRow) {
                            break;
                        }
                        Piece p = w.kind.create(pieces, r, x, y, z, d, depth);
                        if (p != null) {
                            w.placeCount++;
                            previous = w;
                            if (!w.isValid()) {
                                list.remove(w);
                            }
                            return p;
                        }
                    }
                }
            }
            return Kind.BRIDGE_END_FILLER.create(pieces, r, x, y, z, d, depth);
        }
    }
}
