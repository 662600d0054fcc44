package org.terrainexplorer.world.structure.types;

import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.PiecesBuilder;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureTypes;
import org.terrainexplorer.world.structure.Templates;

/**
 * The igloo (the game's {@code IglooStructure} and {@code IglooPieces}): its top at the chunk's first block, y 90,
 * and half the time a basement 4 to 11 ladders below it. The boxes are the structure stage's, at y 90: at the
 * features stage the game places each template at the ground's height under the door and remakes the box there
 * (the height the chunk then stores), which only the finished terrain can tell. A saved chunk stores each piece as
 * the game's {@code IglooPiece}: the template and its position, and its rotation ({@code Rot}).
 */
public final class Igloos {

    private static final String TYPE = "minecraft:iglu";
    private static final String TOP = "minecraft:igloo/top";
    private static final String LADDER = "minecraft:igloo/middle";
    private static final String LABORATORY = "minecraft:igloo/bottom";

    private Igloos() {
    }

    /** Adds the reader of {@code minecraft:igloo}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:igloo", Igloo::new);
    }

    static final class Igloo extends Structure {
        Igloo(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
        }

        @Override
        public String type() {
            return "minecraft:igloo";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            return onTopOfChunkCenter(c, Heightmap.WORLD_SURFACE_WG, b -> {
                BlockPos pos = new BlockPos(c.minBlockX(), 90, c.minBlockZ());
                Rotation rotation = Rotation.random(c.random());
                addPieces(c.templates(), pos, rotation, b, c.random());
            });
        }
    }

    static void addPieces(Templates templates, BlockPos pos, Rotation rotation, PiecesBuilder b, RandomSource r) {
        if (r.nextDouble() < 0.5) {
            int depth = r.nextInt(8) + 4;
            b.addPiece(piece(templates, LABORATORY, pos, rotation, depth * 3));
            for (int j = 0; j < depth - 1; j++) {
                b.addPiece(piece(templates, LADDER, pos, rotation, j * 3));
            }
        }
        b.addPiece(piece(templates, TOP, pos, rotation, 0));
    }

    /** A piece of the igloo: its template turned about its own pivot, placed at its offset, {@code down} lower. */
    private static TemplatePiece piece(Templates templates, String id, BlockPos pos, Rotation rotation, int down) {
        BlockPos pivot;
        BlockPos offset;
        switch (id) {
            case TOP -> {
                pivot = new BlockPos(3, 5, 5);
                offset = BlockPos.ZERO;
            }
            case LADDER -> {
                pivot = new BlockPos(1, 3, 1);
                offset = new BlockPos(2, -3, 4);
            }
            default -> {
                pivot = new BlockPos(3, 6, 7);
                offset = new BlockPos(0, -3, -2);
            }
        }
        return new TemplatePiece(TYPE, 0, templates.get(id), pos.offset(offset).offset(0, -down, 0), rotation,
            Mirror.NONE, pivot).saving(TemplatePiece.ROT);
    }
}
