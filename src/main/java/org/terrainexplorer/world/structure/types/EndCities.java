package org.terrainexplorer.world.structure.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureTypes;
import org.terrainexplorer.world.structure.Templates;

/**
 * The end city (the game's {@code EndCityStructure} and {@code EndCityPieces}): a house of templates, then towers,
 * bridges, fat towers and at most one ship grown recursively up to 8 deep; a group of pieces is kept only if it
 * meets no piece outside its own generation. It needs the lowest corner of a 5×5 square 7 blocks into the chunk to
 * be at y 60 or more.
 */
public final class EndCities {

    private static final int MAX_DEPTH = 8;
    private static final String TYPE = "minecraft:ecp";
    /** The templates the game places without overwriting ({@code OW} false): the house's upper floors and roof. */
    private static final Set<String> KEEPING = Set.of("second_floor_1", "second_floor_2",
        "second_roof", "third_floor_1", "third_floor_2");

    private EndCities() {
    }

    /** Adds the reader of {@code minecraft:end_city}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:end_city", EndCity::new);
    }

    static final class EndCity extends Structure {
        EndCity(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
        }

        @Override
        public String type() {
            return "minecraft:end_city";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            Rotation rotation = Rotation.random(c.random());
            BlockPos pos = lowestYIn5by5BoxOffset7Blocks(c, rotation);
            if (pos.y() < 60) {
                c.note("the lowest corner of the 5 x 5 square 7 blocks into the chunk (turned " + rotation
                    + ") is at y " + pos.y() + ", below 60");
                return Optional.empty();
            }
            c.note("the lowest corner of the 5 x 5 square 7 blocks into the chunk (turned " + rotation + ") is at y "
                + pos.y() + ", 60 or more");
            return Optional.of(new GenerationStub(pos, b -> {
                List<StructurePiece> pieces = new ArrayList<>();
                new Growth(c.templates(), c.random()).startHouseTower(pos, rotation, pieces);
                pieces.forEach(b::addPiece);
            }));
        }
    }

    /** What one city's growth shares: the templates, the random source, and whether it has its ship yet. */
    private static final class Growth {
        private final Templates templates;
        private final RandomSource r;
        private boolean shipCreated;

        Growth(Templates templates, RandomSource r) {
            this.templates = templates;
            this.r = r;
        }

        /**
         * A piece of template {@code end_city/name}; a saved chunk stores it as the game's {@code EndCityPiece}: the
         * short name ({@code Template}) and position, its rotation ({@code Rot}) and whether it overwrites what is
         * there ({@code OW}: all pieces but the house's upper floors and second roof, as the game makes them in
         * every release).
         */
        TemplatePiece piece(String name, BlockPos at, Rotation rotation) {
            boolean overwrite = !KEEPING.contains(name);
            return new TemplatePiece(TYPE, 0, templates.get("minecraft:end_city/" + name), at, rotation, Mirror.NONE,
                BlockPos.ZERO).saving(name, TemplatePiece.ROT.and((p, out, s) -> out.putBoolean("OW", overwrite)));
        }

        /** The game's {@code addPiece}: a piece placed from {@code parent} at {@code offset}, and added. */
        TemplatePiece add(List<StructurePiece> list, TemplatePiece parent, BlockPos offset, String name,
                          Rotation rotation) {
            TemplatePiece p = piece(name, parent.templatePosition(), rotation);
            BlockPos d = parent.connected(offset, rotation, Mirror.NONE, BlockPos.ZERO);
            p.move(d.x(), d.y(), d.z());
            list.add(p);
            return p;
        }

        void startHouseTower(BlockPos pos, Rotation rotation, List<StructurePiece> list) {
            TemplatePiece p = piece("base_floor", pos, rotation);
            list.add(p);
            p = add(list, p, new BlockPos(-1, 0, -1), "second_floor_1", rotation);
            p = add(list, p, new BlockPos(-1, 4, -1), "third_floor_1", rotation);
            p = add(list, p, new BlockPos(-1, 8, -1), "third_roof", rotation);
            recursiveChildren(Section.TOWER, 1, p, null, list);
        }

        /** The game's {@code recursiveChildren}: a section kept if it meets only pieces of its parent's group. */
        boolean recursiveChildren(Section section, int depth, TemplatePiece parent, BlockPos offset,
                                  List<StructurePiece> list) {
            if (depth > MAX_DEPTH) {
                return false;
            }
            List<StructurePiece> children = new ArrayList<>();
            if (generate(section, depth, parent, offset, children)) {
                boolean collides = false;
                int tag = r.nextInt();
                for (StructurePiece child : children) {
                    child.setGenDepth(tag);
                    StructurePiece hit = StructurePiece.findCollisionPiece(list, child.box());
                    if (hit != null && hit.genDepth() != parent.genDepth()) {
                        collides = true;
                        break;
                    }
                }
                if (!collides) {
                    list.addAll(children);
                    return true;
                }
            }
            return false;
        }

        private boolean generate(Section section, int depth, TemplatePiece parent, BlockPos offset,
                                 List<StructurePiece> list) {
            return switch (section) {
                case HOUSE_TOWER -> houseTower(depth, parent, offset, list);
                case TOWER -> tower(depth, parent, list);
                case TOWER_BRIDGE -> towerBridge(depth, parent, list);
                case FAT_TOWER -> fatTower(depth, parent, list);
            };
        }

        private boolean houseTower(int depth, TemplatePiece parent, BlockPos offset, List<StructurePiece> list) {
            if (depth > MAX_DEPTH) {
                return false;
            }
            Rotation rot = parent.placedRotation();
            TemplatePiece p = add(list, parent, offset, "base_floor", rot);
            int kind = r.nextInt(3);
            if (kind == 0) {
                add(list, p, new BlockPos(-1, 4, -1), "base_roof", rot);
            } else if (kind == 1) {
                p = add(list, p, new BlockPos(-1, 0, -1), "second_floor_2", rot);
                p = add(list, p, new BlockPos(-1, 8, -1), "second_roof", rot);
                recursiveChildren(Section.TOWER, depth + 1, p, null, list);
            } else {
                p = add(list, p, new BlockPos(-1, 0, -1), "second_floor_2", rot);
                p = add(list, p, new BlockPos(-1, 4, -1), "third_floor_2", rot);
                p = add(list, p, new BlockPos(-1, 8, -1), "third_roof", rot);
                recursiveChildren(Section.TOWER, depth + 1, p, null, list);
            }
            return true;
        }

        private static final Rotation[] BRIDGE_TURNS = {Rotation.NONE, Rotation.CLOCKWISE_90,
            Rotation.COUNTERCLOCKWISE_90, Rotation.CLOCKWISE_180};
        private static final BlockPos[] TOWER_BRIDGES = {new BlockPos(1, -1, 0), new BlockPos(6, -1, 1),
            new BlockPos(0, -1, 5), new BlockPos(5, -1, 6)};
        private static final BlockPos[] FAT_TOWER_BRIDGES = {new BlockPos(4, -1, 0), new BlockPos(12, -1, 4),
            new BlockPos(0, -1, 8), new BlockPos(8, -1, 12)};

        private boolean tower(int depth, TemplatePiece parent, List<StructurePiece> list) {
            Rotation rot = parent.placedRotation();
            int bx = 3 + r.nextInt(2);
            int bz = 3 + r.nextInt(2);
            TemplatePiece p = add(list, parent, new BlockPos(bx, -3, bz), "tower_base", rot);
            p = add(list, p, new BlockPos(0, 7, 0), "tower_piece", rot);
            TemplatePiece bridgeFrom = r.nextInt(3) == 0 ? p : null;
            int floors = 1 + r.nextInt(3);
            for (int k = 0; k < floors; k++) {
                p = add(list, p, new BlockPos(0, 4, 0), "tower_piece", rot);
                if (k < floors - 1 && r.nextBoolean()) {
                    bridgeFrom = p;
                }
            }
            if (bridgeFrom != null) {
                for (int i = 0; i < 4; i++) {
                    if (r.nextBoolean()) {
                        TemplatePiece end = add(list, bridgeFrom, TOWER_BRIDGES[i], "bridge_end",
                            rot.then(BRIDGE_TURNS[i]));
                        recursiveChildren(Section.TOWER_BRIDGE, depth + 1, end, null, list);
                    }
                }
            } else if (depth != 7) {
                return recursiveChildren(Section.FAT_TOWER, depth + 1, p, null, list);
            }
            add(list, p, new BlockPos(-1, 4, -1), "tower_top", rot);
            return true;
        }

        private boolean towerBridge(int depth, TemplatePiece parent, List<StructurePiece> list) {
            Rotation rot = parent.placedRotation();
            int length = r.nextInt(4) + 1;
            TemplatePiece p = add(list, parent, new BlockPos(0, 0, -4), "bridge_piece", rot);
            p.setGenDepth(-1);
            int rise = 0;
            for (int l = 0; l < length; l++) {
                if (r.nextBoolean()) {
                    p = add(list, p, new BlockPos(0, rise, -4), "bridge_piece", rot);
                    rise = 0;
                } else {
                    if (r.nextBoolean()) {
                        p = add(list, p, new BlockPos(0, rise, -4), "bridge_steep_stairs", rot);
                    } else {
                        p = add(list, p, new BlockPos(0, rise, -8), "bridge_gentle_stairs", rot);
                    }
                    rise = 4;
                }
            }
            if (!shipCreated && r.nextInt(10 - depth) == 0) {
                int sx = -8 + r.nextInt(8);
                int sz = -70 + r.nextInt(10);
                add(list, p, new BlockPos(sx, rise, sz), "ship", rot);
                shipCreated = true;
            } else if (!recursiveChildren(Section.HOUSE_TOWER, depth + 1, p, new BlockPos(-3, rise + 1, -11), list)) {
                return false;
            }
            p = add(list, p, new BlockPos(4, rise, 0), "bridge_end", rot.then(Rotation.CLOCKWISE_180));
            p.setGenDepth(-1);
            return true;
        }

        private boolean fatTower(int depth, TemplatePiece parent, List<StructurePiece> list) {
            Rotation rot = parent.placedRotation();
            TemplatePiece p = add(list, parent, new BlockPos(-3, 4, -3), "fat_tower_base", rot);
            p = add(list, p, new BlockPos(0, 4, 0), "fat_tower_middle", rot);
            for (int j = 0; j < 2 && r.nextInt(3) != 0; j++) {
                p = add(list, p, new BlockPos(0, 8, 0), "fat_tower_middle", rot);
                for (int i = 0; i < 4; i++) {
                    if (r.nextBoolean()) {
                        TemplatePiece end = add(list, p, FAT_TOWER_BRIDGES[i], "bridge_end",
                            rot.then(BRIDGE_TURNS[i]));
                        recursiveChildren(Section.TOWER_BRIDGE, depth + 1, end, null, list);
                    }
                }
            }
            add(list, p, new BlockPos(-2, 8, -2), "fat_tower_top", rot);
            return true;
        }
    }

    /** The game's section generators. */
    private enum Section {
        HOUSE_TOWER, TOWER, TOWER_BRIDGE, FAT_TOWER
    }
}
