package org.terrainexplorer.world.structure.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.PieceFields;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureTerrain;
import org.terrainexplorer.world.structure.StructureTypes;
import org.terrainexplorer.world.structure.Template;

/**
 * The ruined portal (the game's {@code RuinedPortalStructure} and {@code RuinedPortalPiece}): a setup chosen by
 * weight, whether it keeps an air pocket, one of 10 portals (or 1 time in 20 one of 3 giant ones) turned and maybe
 * mirrored about its middle, then a height by the setup's placement, lowered until three of its four corner columns
 * of the noise stage are solid there. Whether the portal is cold (its biome cold enough to snow) changes only its
 * blocks; a saved chunk stores it, with the setup's block settings, in the piece's {@code Properties}.
 */
public final class RuinedPortals {

    private static final String TYPE = "minecraft:rupo";
    private static final int PORTALS = 10;
    private static final int GIANT_PORTALS = 3;

    private RuinedPortals() {
    }

    /** Adds the reader of {@code minecraft:ruined_portal}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:ruined_portal", RuinedPortal::new);
    }

    /** The game's {@code VerticalPlacement}. */
    enum Placement {
        ON_LAND_SURFACE, PARTLY_BURIED, ON_OCEAN_FLOOR, IN_MOUNTAIN, UNDERGROUND, IN_NETHER;

        static Placement read(JsonValue v) {
            for (Placement p : values()) {
                if (p.name().toLowerCase(Locale.ROOT).equals(v.asString())) {
                    return p;
                }
            }
            throw v.error("placement must be on_land_surface, partly_buried, on_ocean_floor, in_mountain, "
                + "underground or in_nether, found '" + v.asString() + "'");
        }

        Heightmap heightmap() {
            return this == ON_OCEAN_FLOOR ? Heightmap.OCEAN_FLOOR_WG : Heightmap.WORLD_SURFACE_WG;
        }
    }

    /**
     * One of the structure's {@code setups}: its placement, air pocket probability and weight decide the piece; the
     * rest decides its blocks, and a saved chunk stores it in the piece's {@code Properties}.
     */
    record Setup(Placement placement, float airPocketProbability, float weight, float mossiness, boolean overgrown,
                 boolean vines, boolean canBeCold, boolean replaceWithBlackstone) {
        static Setup read(JsonValue v) {
            return new Setup(Placement.read(v.field("placement")),
                (float) v.field("air_pocket_probability").asDouble(0, 1), (float) v.field("weight").asDouble(),
                (float) v.field("mossiness").asDouble(0, 1), v.field("overgrown").asBoolean(),
                v.field("vines").asBoolean(), v.field("can_be_cold").asBoolean(),
                v.field("replace_with_blackstone").asBoolean());
        }
    }

    static final class RuinedPortal extends Structure {
        private final List<Setup> setups = new ArrayList<>();

        RuinedPortal(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
            JsonValue list = in.json().field("setups");
            for (JsonValue s : list.elements()) {
                Setup setup = Setup.read(s);
                if (!(setup.weight() > 0)) {
                    throw s.field("weight").error("a setup's weight must be positive");
                }
                setups.add(setup);
            }
            if (setups.isEmpty()) {
                throw list.error("a ruined portal needs at least one setup");
            }
        }

        @Override
        public String type() {
            return "minecraft:ruined_portal";
        }

        private Setup chooseSetup(RandomSource r) {
            if (setups.size() == 1) {
                return setups.get(0);
            }
            float total = 0.0F;
            for (Setup s : setups) {
                total += s.weight();
            }
            float g = r.nextFloat();
            for (Setup s : setups) {
                g -= s.weight() / total;
                if (g < 0.0F) {
                    return s;
                }
            }
            throw new IllegalStateException("no setup chosen");
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            RandomSource r = c.random();
            Setup setup = chooseSetup(r);
            boolean airPocket = sample(r, setup.airPocketProbability());
            String id = r.nextFloat() < 0.05F
                ? "minecraft:ruined_portal/giant_portal_" + (r.nextInt(GIANT_PORTALS) + 1)
                : "minecraft:ruined_portal/portal_" + (r.nextInt(PORTALS) + 1);
            Template template = c.templates().get(id);
            Rotation rotation = Rotation.values()[r.nextInt(4)];
            Mirror mirror = r.nextFloat() < 0.5F ? Mirror.NONE : Mirror.FRONT_BACK;
            BlockPos pivot = new BlockPos(template.size().x() / 2, 0, template.size().z() / 2);
            BlockPos corner = new BlockPos(c.minBlockX(), 0, c.minBlockZ());
            BoundingBox box = template.boundingBox(corner, rotation, pivot, mirror);
            BlockPos centre = box.center();
            StructureTerrain t = c.terrain();
            int surface = t.baseHeight(centre.x(), centre.z(), setup.placement().heightmap()) - 1;
            int y = findSuitableY(r, t, setup.placement(), airPocket, surface, box.ySpan(), box);
            c.note("setup " + setup.placement().name().toLowerCase(Locale.ROOT) + (airPocket ? " with" : " without")
                + " an air pocket, " + id + " turned " + rotation + (mirror == Mirror.NONE ? "" : " and mirrored")
                + ", surface y " + surface + " at its middle, placed at y " + y);
            BlockPos pos = new BlockPos(corner.x(), y, corner.z());
            // Whether it is cold is worked out only when a saved chunk stores it: it changes blocks, not the piece.
            return Optional.of(new GenerationStub(pos, b -> b.addPiece(
                new TemplatePiece(TYPE, 0, template, pos, rotation, mirror, pivot).saving((p, out, s) -> save(out, p,
                    setup, airPocket, setup.canBeCold() && t.coldEnoughToSnow(pos.x(), pos.y(), pos.z()))))));
        }

        /**
         * The fields a saved chunk stores of a portal, as the game's {@code RuinedPortalPiece}: its rotation
         * ({@code Rotation}), mirror ({@code Mirror}), placement ({@code VerticalPlacement}, as the setups name it)
         * and {@code Properties}: whether it is cold (its biome cold enough to snow at its position, where the setup
         * allows), its setup's mossiness (a float), whether it has an air pocket, and its setup's overgrown, vines
         * and replace_with_blackstone.
         */
        private static void save(PieceFields out, TemplatePiece p, Setup setup, boolean airPocket, boolean cold) {
            out.putString("Rotation", p.placedRotation().name())
                .putString("Mirror", p.placedMirror().name())
                .putString("VerticalPlacement", setup.placement().name().toLowerCase(Locale.ROOT))
                .putCompound("Properties", f -> f.putBoolean("cold", cold)
                    .putFloat("mossiness", setup.mossiness())
                    .putBoolean("air_pocket", airPocket)
                    .putBoolean("overgrown", setup.overgrown())
                    .putBoolean("vines", setup.vines())
                    .putBoolean("replace_with_blackstone", setup.replaceWithBlackstone()));
        }

        private static boolean sample(RandomSource r, float p) {
            if (p == 0.0F) {
                return false;
            }
            return p == 1.0F || r.nextFloat() < p;
        }

        /** The game's {@code findSuitableY}: a start height by placement, then down to where three corners are solid. */
        private static int findSuitableY(RandomSource r, StructureTerrain t, Placement placement, boolean airPocket,
                                         int surface, int height, BoundingBox box) {
            int bottom = t.minY() + 15;
            int y;
            switch (placement) {
                case IN_NETHER -> {
                    if (airPocket) {
                        y = r.nextIntBetweenInclusive(32, 100);
                    } else if (r.nextFloat() < 0.5F) {
                        y = r.nextIntBetweenInclusive(27, 29);
                    } else {
                        y = r.nextIntBetweenInclusive(29, 100);
                    }
                }
                case IN_MOUNTAIN -> y = randomWithinInterval(r, 70, surface - height);
                case UNDERGROUND -> y = randomWithinInterval(r, bottom, surface - height);
                case PARTLY_BURIED -> y = surface - height + r.nextIntBetweenInclusive(2, 8);
                default -> y = surface;
            }
            StructureTerrain.Column[] corners = {t.baseColumn(box.minX(), box.minZ()),
                t.baseColumn(box.maxX(), box.minZ()), t.baseColumn(box.minX(), box.maxZ()),
                t.baseColumn(box.maxX(), box.maxZ())};
            boolean solidOnly = placement == Placement.ON_OCEAN_FLOOR;
            for (; y > bottom; y--) {
                int opaque = 0;
                for (StructureTerrain.Column column : corners) {
                    if (opaque(column.state(y), solidOnly) && ++opaque == 3) {
                        return y;
                    }
                }
            }
            return y;
        }

        /** Whether a heightmap counts a block: not air, and for the ocean floor not fluid either (blocks motion). */
        private static boolean opaque(BlockState s, boolean solidOnly) {
            return !s.isAir() && !(solidOnly && s.isFluid());
        }

        private static int randomWithinInterval(RandomSource r, int min, int max) {
            return min < max ? r.nextIntBetweenInclusive(min, max) : max;
        }
    }
}
