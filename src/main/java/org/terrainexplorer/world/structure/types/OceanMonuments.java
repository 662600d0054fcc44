package org.terrainexplorer.world.structure.types;

import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.PieceFields;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureTerrain;
import org.terrainexplorer.world.structure.StructureTypes;

/**
 * The ocean monument (the game's {@code OceanMonumentStructure}): every biome within 29 blocks of the chunk's block
 * (9, 9) at sea level (by quarts, as the biome source's {@code getBiomesWithin}) must be one of the tag
 * {@code #minecraft:required_ocean_monument_surrounding} (oceans and rivers); the point is the ocean floor at the
 * chunk's middle. Its one piece is the building, 58 × 23 × 58 at y 39, 29 blocks west and north of the chunk, facing
 * a random way. The game keeps the monument's rooms ({@link OceanMonumentRooms}) inside that piece and saves only
 * the building: the start's one piece is the building, which holds its rooms.
 */
public final class OceanMonuments {

    private static final String SURROUNDING = "#minecraft:required_ocean_monument_surrounding";
    private static final int RANGE = 29;

    private OceanMonuments() {
    }

    /** Adds the reader of {@code minecraft:ocean_monument}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:ocean_monument", Monument::new);
    }

    static final class Monument extends Structure {
        private final Set<String> surrounding;

        Monument(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
            surrounding = in.files().shared(SURROUNDING, () -> Set.copyOf(in.files().biomes(
                JsonValue.root(TextNode.valueOf(SURROUNDING), "the game's ocean monument (" + in.id() + ")"))));
        }

        @Override
        public String type() {
            return "minecraft:ocean_monument";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            String other = outsider(c.terrain(), c.blockX(9), c.terrain().seaLevel(), c.blockZ(9));
            if (other != null) {
                c.note("within 29 blocks of the chunk's block (9, 9) at sea level lies " + other
                    + ", not an ocean or river");
                return Optional.empty();
            }
            c.note("every biome within 29 blocks of the chunk's block (9, 9) at sea level is an ocean or river");
            return onTopOfChunkCenter(c, Heightmap.OCEAN_FLOOR_WG, b -> {
                Direction facing = Direction.randomHorizontal(c.random());
                b.addPiece(new Building(c.random(), c.minBlockX() - RANGE, c.minBlockZ() - RANGE, facing));
            });
        }

        /** A biome of the quarts within {@link #RANGE} blocks of (x, y, z) that is not an ocean or river, or null. */
        private String outsider(StructureTerrain t, int x, int y, int z) {
            for (int qz = (z - RANGE) >> 2; qz <= (z + RANGE) >> 2; qz++) {
                for (int qx = (x - RANGE) >> 2; qx <= (x + RANGE) >> 2; qx++) {
                    for (int qy = (y - RANGE) >> 2; qy <= (y + RANGE) >> 2; qy++) {
                        String biome = t.biome(qx, qy, qz);
                        if (!surrounding.contains(biome)) {
                            return biome;
                        }
                    }
                }
            }
            return null;
        }
    }

    /** The monument's building ({@code OMB}), holding its rooms as the game's does (they are not saved apart). */
    static final class Building extends StructurePiece {
        private final List<StructurePiece> rooms;

        Building(RandomSource r, int x, int z, Direction facing) {
            super("minecraft:omb", 0, makeBoundingBox(x, 39, z, facing, 58, 23, 58));
            setOrientation(facing);
            rooms = List.copyOf(OceanMonumentRooms.rooms((lx, ly, lz) -> new BlockPos(worldX(lx, lz), worldY(ly),
                worldZ(lx, lz)), facing, r));
        }

        /** The rooms inside: entrance, core, rooms of one to four cells, the two wings and the penthouse. */
        List<StructurePiece> rooms() {
            return rooms;
        }

        @Override
        public boolean savable() {
            return true;
        }

        /**
         * Nothing beyond its box, facing and depth, as the game's monument pieces: the game does not read the rooms
         * back but grows the building again from the start chunk's seed at the saved box's corner, facing the saved
         * way ({@code OceanMonumentStructure.regeneratePiecesAfterLoad}), which makes the same rooms.
         */
        @Override
        public void saveFields(PieceFields out, Structure structure) {
        }
    }
}
