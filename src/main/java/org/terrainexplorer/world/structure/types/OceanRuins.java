package org.terrainexplorer.world.structure.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.PieceAccessor;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureTypes;
import org.terrainexplorer.world.structure.Template;
import org.terrainexplorer.world.structure.Templates;

/**
 * Ocean ruins, warm and cold (the game's {@code OceanRuinStructure} and {@code OceanRuinPieces}): a small ruin, or
 * a large one with maybe a cluster of 4 to 8 small ones around it, at the chunk's first block, y 90; a cold ruin is
 * three templates in the same place (brick, cracked, mossy). The boxes are the structure stage's, at y 90: at the
 * features stage the game finds each ruin's floor and remakes its box there, which only the finished terrain can
 * tell.
 */
public final class OceanRuins {

    private static final String TYPE = "minecraft:orp";

    private OceanRuins() {
    }

    /** Adds the reader of {@code minecraft:ocean_ruin}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:ocean_ruin", OceanRuin::new);
    }

    private static String[] names(String prefix, int... numbers) {
        String[] out = new String[numbers.length];
        for (int i = 0; i < numbers.length; i++) {
            out[i] = "minecraft:underwater_ruin/" + prefix + numbers[i];
        }
        return out;
    }

    private static final String[] WARM = names("warm_", 1, 2, 3, 4, 5, 6, 7, 8);
    private static final String[] BRICK = names("brick_", 1, 2, 3, 4, 5, 6, 7, 8);
    private static final String[] CRACKED = names("cracked_", 1, 2, 3, 4, 5, 6, 7, 8);
    private static final String[] MOSSY = names("mossy_", 1, 2, 3, 4, 5, 6, 7, 8);
    private static final String[] BIG_BRICK = names("big_brick_", 1, 2, 3, 8);
    private static final String[] BIG_MOSSY = names("big_mossy_", 1, 2, 3, 8);
    private static final String[] BIG_CRACKED = names("big_cracked_", 1, 2, 3, 8);
    private static final String[] BIG_WARM = names("big_warm_", 4, 5, 6, 7);

    static final class OceanRuin extends Structure {
        private final boolean cold;
        private final float largeProbability;
        private final float clusterProbability;

        OceanRuin(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
            JsonValue temp = in.json().field("biome_temp");
            if (!temp.asString().equals("warm") && !temp.asString().equals("cold")) {
                throw temp.error("biome_temp must be warm or cold, found '" + temp.asString() + "'");
            }
            cold = temp.asString().equals("cold");
            largeProbability = (float) in.json().field("large_probability").asDouble();
            clusterProbability = (float) in.json().field("cluster_probability").asDouble();
        }

        @Override
        public String type() {
            return "minecraft:ocean_ruin";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            return onTopOfChunkCenter(c, Heightmap.OCEAN_FLOOR_WG, b -> {
                BlockPos pos = new BlockPos(c.minBlockX(), 90, c.minBlockZ());
                Rotation rotation = Rotation.random(c.random());
                addPieces(c.templates(), pos, rotation, b, c.random());
            });
        }

        private void addPieces(Templates templates, BlockPos pos, Rotation rotation, PieceAccessor out,
                               RandomSource r) {
            boolean large = r.nextFloat() <= largeProbability;
            addPiece(templates, pos, rotation, out, r, large, large ? 0.9F : 0.8F);
            if (large && r.nextFloat() <= clusterProbability) {
                addClusterRuins(templates, r, rotation, pos, out);
            }
        }

        private void addClusterRuins(Templates templates, RandomSource r, Rotation rotation, BlockPos pos,
                                     PieceAccessor out) {
            BlockPos corner = new BlockPos(pos.x(), 90, pos.z());
            BlockPos far = Template.transform(new BlockPos(15, 0, 15), Mirror.NONE, rotation, BlockPos.ZERO)
                .offset(corner);
            BoundingBox big = BoundingBox.fromCorners(corner, far);
            BlockPos origin = new BlockPos(Math.min(corner.x(), far.x()), corner.y(), Math.min(corner.z(), far.z()));
            List<BlockPos> spots = allPositions(r, origin);
            int count = between(r, 4, 8);
            for (int j = 0; j < count; j++) {
                if (spots.isEmpty()) {
                    continue;
                }
                BlockPos spot = spots.remove(r.nextInt(spots.size()));
                Rotation turn = Rotation.random(r);
                BlockPos end = Template.transform(new BlockPos(5, 0, 6), Mirror.NONE, turn, BlockPos.ZERO).offset(spot);
                if (!BoundingBox.fromCorners(spot, end).intersects(big)) {
                    addPiece(templates, spot, turn, out, r, false, 0.8F);
                }
            }
        }

        /**
         * The game's {@code addPiece}: a warm ruin, or a cold one's three layers (the brick one with the ruin's
         * integrity, the cracked one 0.7, the mossy one 0.5).
         */
        private void addPiece(Templates templates, BlockPos pos, Rotation rotation, PieceAccessor out,
                              RandomSource r, boolean large, float integrity) {
            if (!cold) {
                String[] list = large ? BIG_WARM : WARM;
                out.addPiece(piece(templates, list[r.nextInt(list.length)], pos, rotation, integrity, large));
                return;
            }
            int i = r.nextInt((large ? BIG_BRICK : BRICK).length);
            out.addPiece(piece(templates, (large ? BIG_BRICK : BRICK)[i], pos, rotation, integrity, large));
            out.addPiece(piece(templates, (large ? BIG_CRACKED : CRACKED)[i], pos, rotation, 0.7F, large));
            out.addPiece(piece(templates, (large ? BIG_MOSSY : MOSSY)[i], pos, rotation, 0.5F, large));
        }

        /**
         * A ruin's piece; a saved chunk stores it as the game's {@code OceanRuinPiece}: the template and its
         * position, its rotation ({@code Rot}), integrity ({@code Integrity}, a float), temperature
         * ({@code BiomeType}, WARM or COLD) and whether it is large ({@code IsLarge}).
         */
        private TemplatePiece piece(Templates templates, String id, BlockPos pos, Rotation rotation,
                                    float integrity, boolean large) {
            String biomeType = cold ? "COLD" : "WARM";
            return new TemplatePiece(TYPE, 0, templates.get(id), pos, rotation, Mirror.NONE, BlockPos.ZERO)
                .saving(TemplatePiece.ROT.and((p, out, s) -> out.putFloat("Integrity", integrity)
                    .putString("BiomeType", biomeType)
                    .putBoolean("IsLarge", large)));
        }
    }

    /** The game's {@code Mth.nextInt(random, min, max)}: min if the range is empty, else a draw in it. */
    private static int between(RandomSource r, int min, int max) {
        return min >= max ? min : r.nextInt(max - min + 1) + min;
    }

    /** The eight places around a large ruin where a small one may go. */
    private static List<BlockPos> allPositions(RandomSource r, BlockPos p) {
        List<BlockPos> list = new ArrayList<>();
        list.add(at(p, -16 + between(r, 1, 8), 16 + between(r, 1, 7)));
        list.add(at(p, -16 + between(r, 1, 8), between(r, 1, 7)));
        list.add(at(p, -16 + between(r, 1, 8), -16 + between(r, 4, 8)));
        list.add(at(p, between(r, 1, 7), 16 + between(r, 1, 7)));
        list.add(at(p, between(r, 1, 7), -16 + between(r, 4, 6)));
        list.add(at(p, 16 + between(r, 1, 7), 16 + between(r, 3, 8)));
        list.add(at(p, 16 + between(r, 1, 7), between(r, 1, 7)));
        list.add(at(p, 16 + between(r, 1, 7), -16 + between(r, 4, 8)));
        return list;
    }

    private static BlockPos at(BlockPos p, int dx, int dz) {
        return p.offset(dx, 0, dz);
    }
}
