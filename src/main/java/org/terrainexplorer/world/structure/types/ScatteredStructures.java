package org.terrainexplorer.world.structure.types;

import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.PieceFields;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureTypes;

/**
 * The game's single-piece structures: buried treasure, the swamp hut, the desert pyramid and the jungle temple.
 * Their piece is a fixed box facing a random way; the temples need the lowest corner of their footprint at or above
 * sea level (checked against the game's code of 1.19.3 to 26.1.2: no release changed them). At the features stage
 * the game moves each piece up or down: the swamp hut and jungle temple to the ground's average height, the desert
 * pyramid to its lowest ground (less up to 2), the buried treasure to the first stone-like block under it; the
 * boxes here are those of the structure stage (the saved ones agree on x and z, and on the height of the box).
 */
public final class ScatteredStructures {

    private ScatteredStructures() {
    }

    /** Adds the readers of these types. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:buried_treasure", in -> new BuriedTreasure(in));
        readers.put("minecraft:swamp_hut", in -> new Temple(in, "minecraft:swamp_hut", "minecraft:tesh", 0, 0, 7, 7, 9));
        readers.put("minecraft:desert_pyramid",
            in -> new Temple(in, "minecraft:desert_pyramid", "minecraft:tedp", 21, 21, 21, 15, 21));
        readers.put("minecraft:jungle_temple",
            in -> new Temple(in, "minecraft:jungle_temple", "minecraft:tejp", 12, 15, 12, 10, 15));
    }

    /**
     * A box piece of a scattered feature (the game's {@code ScatteredFeaturePiece}): at y 64, facing a way; or the
     * buried treasure's one block (the game's {@code BuriedTreasurePiece}, which stores nothing of its own).
     *
     * <p>A saved chunk stores a temple's size ({@code Width}, {@code Height}, {@code Depth}, as made, before any
     * turn), its height position ({@code HPos}: -1 until the features stage finds the ground) and the flags of what
     * it has placed (all false before the features stage): the pyramid's {@code hasPlacedChest0} to {@code 3}, the
     * jungle temple's {@code placedMainChest}, {@code placedHiddenChest}, {@code placedTrap1} and
     * {@code placedTrap2}, the swamp hut's {@code Witch} and {@code Cat} (the same in every release, 1.19.3 to
     * 26.1.2).
     */
    static final class BoxPiece extends StructurePiece {
        private final int width;
        private final int height;
        private final int depth;

        BoxPiece(String type, int x, int y, int z, int width, int height, int depth, Direction facing) {
            super(type, 0, makeBoundingBox(x, y, z, facing, width, height, depth));
            setOrientation(facing);
            this.width = width;
            this.height = height;
            this.depth = depth;
        }

        BoxPiece(String type, BoundingBox box) {
            super(type, 0, box);
            width = 0;
            height = 0;
            depth = 0;
        }

        /** The four types whose fields are known (the game's, checked against players' worlds). */
        @Override
        public boolean savable() {
            return switch (type()) {
                case "minecraft:btp", "minecraft:tedp", "minecraft:tejp", "minecraft:tesh" -> true;
                default -> false;
            };
        }

        @Override
        public void saveFields(PieceFields out, Structure structure) {
            String[] flags = switch (type()) {
                case "minecraft:btp" -> null;
                case "minecraft:tedp" -> new String[] {"hasPlacedChest0", "hasPlacedChest1", "hasPlacedChest2",
                    "hasPlacedChest3"};
                case "minecraft:tejp" -> new String[] {"placedMainChest", "placedHiddenChest", "placedTrap1",
                    "placedTrap2"};
                case "minecraft:tesh" -> new String[] {"Witch", "Cat"};
                default -> throw new IllegalStateException("no fields known for " + type());
            };
            if (flags == null) {
                return;
            }
            out.putInt("Width", width).putInt("Height", height).putInt("Depth", depth).putInt("HPos", -1);
            for (String flag : flags) {
                out.putBoolean(flag, false);
            }
        }
    }

    /** {@code buried_treasure}: one block at (9, 90, 9) of the chunk; the point is the ocean floor at its middle. */
    static final class BuriedTreasure extends Structure {
        BuriedTreasure(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
        }

        @Override
        public String type() {
            return "minecraft:buried_treasure";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            return onTopOfChunkCenter(c, Heightmap.OCEAN_FLOOR_WG, b -> b.addPiece(new BoxPiece("minecraft:btp",
                BoundingBox.of(new BlockPos(c.blockX(9), 90, c.blockZ(9))))));
        }
    }

    /**
     * A temple or hut: {@code width} × {@code depth} must have its lowest corner at or above sea level (none for the
     * swamp hut), and its piece of (pieceWidth, pieceHeight, pieceDepth) stands at the chunk's first block, y 64.
     */
    static final class Temple extends Structure {
        private final String type;
        private final String pieceType;
        private final int width;
        private final int depth;
        private final int pieceWidth;
        private final int pieceHeight;
        private final int pieceDepth;

        Temple(StructureTypes.Input in, String type, String pieceType, int width, int depth, int pieceWidth,
               int pieceHeight, int pieceDepth) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
            this.type = type;
            this.pieceType = pieceType;
            this.width = width;
            this.depth = depth;
            this.pieceWidth = pieceWidth;
            this.pieceHeight = pieceHeight;
            this.pieceDepth = pieceDepth;
        }

        @Override
        public String type() {
            return type;
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            if (width > 0) {
                int lowest = lowestY(c, width, depth);
                if (lowest < c.terrain().seaLevel()) {
                    c.note("the lowest corner of its " + width + " x " + depth + " footprint is at y " + lowest
                        + ", below sea level " + c.terrain().seaLevel());
                    return Optional.empty();
                }
                c.note("the lowest corner of its " + width + " x " + depth + " footprint is at y " + lowest
                    + ", at or above sea level " + c.terrain().seaLevel());
            }
            return onTopOfChunkCenter(c, Heightmap.WORLD_SURFACE_WG, b -> b.addPiece(new BoxPiece(pieceType,
                c.minBlockX(), 64, c.minBlockZ(), pieceWidth, pieceHeight, pieceDepth,
                Direction.randomHorizontal(c.random()))));
        }
    }
}
