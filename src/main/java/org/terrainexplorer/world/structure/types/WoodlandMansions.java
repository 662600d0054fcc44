package org.terrainexplorer.world.structure.types;

import static org.terrainexplorer.world.structure.types.WoodlandMansionGrid.isHouse;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureTypes;
import org.terrainexplorer.world.structure.Template;
import org.terrainexplorer.world.structure.Templates;
import org.terrainexplorer.world.structure.types.WoodlandMansionGrid.Grid;

/**
 * The woodland mansion (the game's {@code WoodlandMansionStructure} and {@code WoodlandMansionPieces}): its plan
 * ({@link WoodlandMansionGrid}) laid out as templates: the entrance, the outer walls walked round each floor, the
 * roofs, the corridors with their carpets, the inner walls and doors, and a room template for every room. It needs
 * the lowest corner of a 5×5 square 7 blocks into the chunk at y 60 or more.
 */
public final class WoodlandMansions {

    private static final String TYPE = "minecraft:wmp";

    private WoodlandMansions() {
    }

    /** Adds the reader of {@code minecraft:woodland_mansion}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:woodland_mansion", Mansion::new);
    }

    static final class Mansion extends Structure {
        Mansion(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
        }

        @Override
        public String type() {
            return "minecraft:woodland_mansion";
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
                WoodlandMansionGrid grid = new WoodlandMansionGrid(c.random());
                List<StructurePiece> pieces = new ArrayList<>();
                new Placer(c.templates(), c.random(), c.code()).createMansion(pos, rotation, pieces, grid);
                pieces.forEach(b::addPiece);
            }));
        }
    }

    /** Where the outer walls are being laid: position, facing and the wall template. */
    private static final class Walk {
        Rotation rotation;
        BlockPos position;
        String wallType;
    }

    /** The room templates of a floor (the game's {@code FloorRoomCollection}s). */
    private static final class Rooms {
        private final int floor;
        private final StructureCode code;

        Rooms(int floor, StructureCode code) {
            this.floor = floor;
            this.code = code;
        }

        String get1x1(RandomSource r) {
            if (floor == 0) {
                return "1x1_a" + (r.nextInt(5) + 1);
            }
            // From 1.21.5 the upper floors' 1×1 rooms include 1x1_b5, a template that had been left out. (Decompiled
            // 1.21.4 draws nextInt(4), 1.21.7 nextInt(5); no 1.21.5 or 1.21.6 source was at hand: 1.21.5 is assumed.)
            return "1x1_b" + (r.nextInt(code.atLeast("1.21.5") ? 5 : 4) + 1);
        }

        String get1x1Secret(RandomSource r) {
            return "1x1_as" + (r.nextInt(4) + 1);
        }

        String get1x2SideEntrance(RandomSource r, boolean stairs) {
            if (floor == 0) {
                return "1x2_a" + (r.nextInt(9) + 1);
            }
            return stairs ? "1x2_c_stairs" : "1x2_c" + (r.nextInt(4) + 1);
        }

        String get1x2FrontEntrance(RandomSource r, boolean stairs) {
            if (floor == 0) {
                return "1x2_b" + (r.nextInt(5) + 1);
            }
            return stairs ? "1x2_d_stairs" : "1x2_d" + (r.nextInt(5) + 1);
        }

        String get1x2Secret(RandomSource r) {
            return floor == 0 ? "1x2_s" + (r.nextInt(2) + 1) : "1x2_se" + (r.nextInt(1) + 1);
        }

        String get2x2(RandomSource r) {
            return floor == 0 ? "2x2_a" + (r.nextInt(4) + 1) : "2x2_b" + (r.nextInt(5) + 1);
        }

        String get2x2Secret() {
            return "2x2_s1";
        }
    }

    /** The game's {@code MansionPiecePlacer}. */
    private static final class Placer {
        private final Templates templates;
        private final RandomSource random;
        private final StructureCode code;
        private int startX;
        private int startY;

        Placer(Templates templates, RandomSource random, StructureCode code) {
            this.templates = templates;
            this.random = random;
            this.code = code;
        }

        private void add(List<StructurePiece> list, String name, BlockPos pos, Rotation rotation) {
            add(list, name, pos, rotation, Mirror.NONE);
        }

        /**
         * Adds a piece of template {@code woodland_mansion/name}; a saved chunk stores it as the game's
         * {@code WoodlandMansionPiece}: the short name ({@code Template}) and position, its rotation ({@code Rot})
         * and mirror ({@code Mi}).
         */
        private void add(List<StructurePiece> list, String name, BlockPos pos, Rotation rotation, Mirror mirror) {
            Template t = templates.get("minecraft:woodland_mansion/" + name);
            list.add(new TemplatePiece(TYPE, 0, t, pos, rotation, mirror, BlockPos.ZERO).saving(name,
                TemplatePiece.ROT.and((p, out, s) -> out.putString("Mi", p.placedMirror().name()))));
        }

        /** The block of cell (x, y) of a floor whose origin is {@code base}. */
        private BlockPos cell(BlockPos base, Rotation rotation, int x, int y, int eastShift) {
            return base.relative(rotation.rotate(Direction.SOUTH), 8 + (y - startY) * 8)
                .relative(rotation.rotate(Direction.EAST), eastShift + (x - startX) * 8);
        }

        void createMansion(BlockPos pos, Rotation rotation, List<StructurePiece> list, WoodlandMansionGrid plan) {
            Walk ground = new Walk();
            ground.position = pos;
            ground.rotation = rotation;
            ground.wallType = "wall_flat";
            Walk second = new Walk();
            entrance(list, ground);
            second.position = ground.position.offset(0, 8, 0);
            second.rotation = ground.rotation;
            second.wallType = "wall_window";
            Grid base = plan.baseGrid;
            Grid third = plan.thirdFloorGrid;
            startX = plan.entranceX + 1;
            startY = plan.entranceY + 1;
            int endX = plan.entranceX + 1;
            int endY = plan.entranceY;
            traverseOuterWalls(list, ground, base, Direction.SOUTH, startX, startY, endX, endY);
            traverseOuterWalls(list, second, base, Direction.SOUTH, startX, startY, endX, endY);
            Walk top = new Walk();
            top.position = ground.position.offset(0, 19, 0);
            top.rotation = ground.rotation;
            top.wallType = "wall_window";
            boolean found = false;
            for (int y = 0; y < third.height && !found; y++) {
                for (int x = third.width - 1; x >= 0 && !found; x--) {
                    if (isHouse(third, x, y)) {
                        top.position = top.position.relative(rotation.rotate(Direction.SOUTH), 8 + (y - startY) * 8);
                        top.position = top.position.relative(rotation.rotate(Direction.EAST), (x - startX) * 8);
                        traverseWallPiece(list, top);
                        traverseOuterWalls(list, top, third, Direction.SOUTH, x, y, x, y);
                        found = true;
                    }
                }
            }
            WoodlandMansionRoofs.Adder roofs = (name, at, turn) -> add(list, name, at, turn);
            WoodlandMansionRoofs.createRoof(roofs, pos.offset(0, 16, 0), rotation, base, third, startX, startY);
            WoodlandMansionRoofs.createRoof(roofs, pos.offset(0, 27, 0), rotation, third, null, startX, startY);
            for (int floor = 0; floor < 3; floor++) {
                floor(list, plan, floor, pos.offset(0, 8 * floor + (floor == 2 ? 3 : 0), 0), rotation);
            }
        }

        private void floor(List<StructurePiece> list, WoodlandMansionGrid plan, int floor, BlockPos base,
                           Rotation rotation) {
            Rooms rooms = new Rooms(floor, code);
            Grid roomGrid = plan.floorRooms[floor];
            Grid grid = floor == 2 ? plan.thirdFloorGrid : plan.baseGrid;
            String carpetSouth = floor == 0 ? "carpet_south_1" : "carpet_south_2";
            String carpetWest = floor == 0 ? "carpet_west_1" : "carpet_west_2";
            int corridorFlag = WoodlandMansionGrid.ROOM_CORRIDOR_FLAG;
            for (int y = 0; y < grid.height; y++) {
                for (int x = 0; x < grid.width; x++) {
                    if (grid.get(x, y) != WoodlandMansionGrid.CORRIDOR) {
                        continue;
                    }
                    BlockPos p = cell(base, rotation, x, y, 0);
                    add(list, "corridor_floor", p, rotation);
                    if (grid.get(x, y - 1) == 1 || (roomGrid.get(x, y - 1) & corridorFlag) == corridorFlag) {
                        add(list, "carpet_north", p.relative(rotation.rotate(Direction.EAST), 1).above(), rotation);
                    }
                    if (grid.get(x + 1, y) == 1 || (roomGrid.get(x + 1, y) & corridorFlag) == corridorFlag) {
                        add(list, "carpet_east", p.relative(rotation.rotate(Direction.SOUTH), 1)
                            .relative(rotation.rotate(Direction.EAST), 5).above(), rotation);
                    }
                    if (grid.get(x, y + 1) == 1 || (roomGrid.get(x, y + 1) & corridorFlag) == corridorFlag) {
                        add(list, carpetSouth, p.relative(rotation.rotate(Direction.SOUTH), 5)
                            .relative(rotation.rotate(Direction.WEST), 1), rotation);
                    }
                    if (grid.get(x - 1, y) == 1 || (roomGrid.get(x - 1, y) & corridorFlag) == corridorFlag) {
                        add(list, carpetWest, p.relative(rotation.rotate(Direction.WEST), 1)
                            .relative(rotation.rotate(Direction.NORTH), 1), rotation);
                    }
                }
            }
            String wall = floor == 0 ? "indoors_wall_1" : "indoors_wall_2";
            String door = floor == 0 ? "indoors_door_1" : "indoors_door_2";
            List<Direction> doors = new ArrayList<>();
            for (int y = 0; y < grid.height; y++) {
                for (int x = 0; x < grid.width; x++) {
                    boolean stairsTop = floor == 2 && grid.get(x, y) == WoodlandMansionGrid.START_ROOM;
                    if (grid.get(x, y) != WoodlandMansionGrid.ROOM && !stairsTop) {
                        continue;
                    }
                    int v = roomGrid.get(x, y);
                    int type = v & WoodlandMansionGrid.ROOM_TYPE_MASK;
                    int id = v & WoodlandMansionGrid.ROOM_ID_MASK;
                    stairsTop = stairsTop && (v & corridorFlag) == corridorFlag;
                    doors.clear();
                    if ((v & WoodlandMansionGrid.ROOM_DOOR_FLAG) == WoodlandMansionGrid.ROOM_DOOR_FLAG) {
                        for (Direction d : Direction.HORIZONTAL) {
                            if (grid.get(x + d.stepX(), y + d.stepZ()) == WoodlandMansionGrid.CORRIDOR) {
                                doors.add(d);
                            }
                        }
                    }
                    Direction doorWay = null;
                    if (!doors.isEmpty()) {
                        doorWay = doors.get(random.nextInt(doors.size()));
                    } else if ((v & WoodlandMansionGrid.ROOM_ORIGIN_FLAG) == WoodlandMansionGrid.ROOM_ORIGIN_FLAG) {
                        doorWay = Direction.UP;
                    }
                    BlockPos p = cell(base, rotation, x, y, -1);
                    if (isHouse(grid, x - 1, y) && !plan.isRoomId(x - 1, y, floor, id)) {
                        add(list, doorWay == Direction.WEST ? door : wall, p, rotation);
                    }
                    if (grid.get(x + 1, y) == WoodlandMansionGrid.CORRIDOR && !stairsTop) {
                        add(list, doorWay == Direction.EAST ? door : wall,
                            p.relative(rotation.rotate(Direction.EAST), 8), rotation);
                    }
                    if (isHouse(grid, x, y + 1) && !plan.isRoomId(x, y + 1, floor, id)) {
                        BlockPos q = p.relative(rotation.rotate(Direction.SOUTH), 7)
                            .relative(rotation.rotate(Direction.EAST), 7);
                        add(list, doorWay == Direction.SOUTH ? door : wall, q, rotation.then(Rotation.CLOCKWISE_90));
                    }
                    if (grid.get(x, y - 1) == WoodlandMansionGrid.CORRIDOR && !stairsTop) {
                        BlockPos q = p.relative(rotation.rotate(Direction.NORTH), 1)
                            .relative(rotation.rotate(Direction.EAST), 7);
                        add(list, doorWay == Direction.NORTH ? door : wall, q, rotation.then(Rotation.CLOCKWISE_90));
                    }
                    if (type == WoodlandMansionGrid.ROOM_1X1) {
                        addRoom1x1(list, p, rotation, doorWay, rooms);
                    } else if (type == WoodlandMansionGrid.ROOM_1X2 && doorWay != null) {
                        Direction other = plan.get1x2RoomDirection(x, y, floor, id);
                        boolean stairs = (v & WoodlandMansionGrid.ROOM_STAIRS_FLAG) == WoodlandMansionGrid.ROOM_STAIRS_FLAG;
                        addRoom1x2(list, p, rotation, other, doorWay, rooms, stairs);
                    } else if (type == WoodlandMansionGrid.ROOM_2X2 && doorWay != null && doorWay != Direction.UP) {
                        Direction side = doorWay.clockwise();
                        if (!plan.isRoomId(x + side.stepX(), y + side.stepZ(), floor, id)) {
                            side = side.opposite();
                        }
                        addRoom2x2(list, p, rotation, side, doorWay, rooms);
                    } else if (type == WoodlandMansionGrid.ROOM_2X2 && doorWay == Direction.UP) {
                        add(list, rooms.get2x2Secret(), p.relative(rotation.rotate(Direction.EAST), 1), rotation);
                    }
                }
            }
        }

        private void traverseOuterWalls(List<StructurePiece> list, Walk walk, Grid grid, Direction d, int x0, int y0,
                                        int endX, int endY) {
            int x = x0;
            int y = y0;
            Direction first = d;
            do {
                if (!isHouse(grid, x + d.stepX(), y + d.stepZ())) {
                    traverseTurn(list, walk);
                    d = d.clockwise();
                    if (x != endX || y != endY || first != d) {
                        traverseWallPiece(list, walk);
                    }
                } else if (isHouse(grid, x + d.stepX() + d.counterClockwise().stepX(),
                    y + d.stepZ() + d.counterClockwise().stepZ())) {
                    traverseInnerTurn(walk);
                    x += d.stepX();
                    y += d.stepZ();
                    d = d.counterClockwise();
                } else {
                    x += d.stepX();
                    y += d.stepZ();
                    if (x != endX || y != endY || first != d) {
                        traverseWallPiece(list, walk);
                    }
                }
            } while (x != endX || y != endY || first != d);
        }

        private void entrance(List<StructurePiece> list, Walk walk) {
            Direction west = walk.rotation.rotate(Direction.WEST);
            add(list, "entrance", walk.position.relative(west, 9), walk.rotation);
            walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), 16);
        }

        private void traverseWallPiece(List<StructurePiece> list, Walk walk) {
            add(list, walk.wallType, walk.position.relative(walk.rotation.rotate(Direction.EAST), 7), walk.rotation);
            walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), 8);
        }

        private void traverseTurn(List<StructurePiece> list, Walk walk) {
            walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), -1);
            add(list, "wall_corner", walk.position, walk.rotation);
            walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), -7);
            walk.position = walk.position.relative(walk.rotation.rotate(Direction.WEST), -6);
            walk.rotation = walk.rotation.then(Rotation.CLOCKWISE_90);
        }

        private static void traverseInnerTurn(Walk walk) {
            walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), 6);
            walk.position = walk.position.relative(walk.rotation.rotate(Direction.EAST), 8);
            walk.rotation = walk.rotation.then(Rotation.COUNTERCLOCKWISE_90);
        }

        private void addRoom1x1(List<StructurePiece> list, BlockPos p, Rotation rotation, Direction door,
                                Rooms rooms) {
            Rotation turn = Rotation.NONE;
            String name = rooms.get1x1(random);
            if (door != Direction.EAST) {
                if (door == Direction.NORTH) {
                    turn = Rotation.COUNTERCLOCKWISE_90;
                } else if (door == Direction.WEST) {
                    turn = Rotation.CLOCKWISE_180;
                } else if (door == Direction.SOUTH) {
                    turn = Rotation.CLOCKWISE_90;
                } else {
                    name = rooms.get1x1Secret(random);
                }
            }
            BlockPos zero = Template.zeroPositionWithTransform(new BlockPos(1, 0, 0), Mirror.NONE, turn, 7, 7);
            turn = turn.then(rotation);
            zero = zero.rotate(rotation);
            add(list, name, p.offset(zero.x(), 0, zero.z()), turn);
        }

        private void addRoom1x2(List<StructurePiece> list, BlockPos p, Rotation rot, Direction other, Direction door,
                                Rooms rooms, boolean stairs) {
            Direction east = rot.rotate(Direction.EAST);
            Direction south = rot.rotate(Direction.SOUTH);
            if (door == Direction.EAST && other == Direction.SOUTH) {
                add(list, rooms.get1x2SideEntrance(random, stairs), p.relative(east, 1), rot);
            } else if (door == Direction.EAST && other == Direction.NORTH) {
                add(list, rooms.get1x2SideEntrance(random, stairs), p.relative(east, 1).relative(south, 6), rot,
                    Mirror.LEFT_RIGHT);
            } else if (door == Direction.WEST && other == Direction.NORTH) {
                add(list, rooms.get1x2SideEntrance(random, stairs), p.relative(east, 7).relative(south, 6),
                    rot.then(Rotation.CLOCKWISE_180));
            } else if (door == Direction.WEST && other == Direction.SOUTH) {
                add(list, rooms.get1x2SideEntrance(random, stairs), p.relative(east, 7), rot, Mirror.FRONT_BACK);
            } else if (door == Direction.SOUTH && other == Direction.EAST) {
                add(list, rooms.get1x2SideEntrance(random, stairs), p.relative(east, 1),
                    rot.then(Rotation.CLOCKWISE_90), Mirror.LEFT_RIGHT);
            } else if (door == Direction.SOUTH && other == Direction.WEST) {
                add(list, rooms.get1x2SideEntrance(random, stairs), p.relative(east, 7),
                    rot.then(Rotation.CLOCKWISE_90));
            } else if (door == Direction.NORTH && other == Direction.WEST) {
                add(list, rooms.get1x2SideEntrance(random, stairs), p.relative(east, 7).relative(south, 6),
                    rot.then(Rotation.CLOCKWISE_90), Mirror.FRONT_BACK);
            } else if (door == Direction.NORTH && other == Direction.EAST) {
                add(list, rooms.get1x2SideEntrance(random, stairs), p.relative(east, 1).relative(south, 6),
                    rot.then(Rotation.COUNTERCLOCKWISE_90));
            } else if (door == Direction.SOUTH && other == Direction.NORTH) {
                add(list, rooms.get1x2FrontEntrance(random, stairs),
                    p.relative(east, 1).relative(rot.rotate(Direction.NORTH), 8), rot);
            } else if (door == Direction.NORTH && other == Direction.SOUTH) {
                add(list, rooms.get1x2FrontEntrance(random, stairs), p.relative(east, 7).relative(south, 14),
                    rot.then(Rotation.CLOCKWISE_180));
            } else if (door == Direction.WEST && other == Direction.EAST) {
                add(list, rooms.get1x2FrontEntrance(random, stairs), p.relative(east, 15),
                    rot.then(Rotation.CLOCKWISE_90));
            } else if (door == Direction.EAST && other == Direction.WEST) {
                add(list, rooms.get1x2FrontEntrance(random, stairs),
                    p.relative(rot.rotate(Direction.WEST), 7).relative(south, 6), rot.then(Rotation.COUNTERCLOCKWISE_90));
            } else if (door == Direction.UP && other == Direction.EAST) {
                add(list, rooms.get1x2Secret(random), p.relative(east, 15), rot.then(Rotation.CLOCKWISE_90));
            } else if (door == Direction.UP && other == Direction.SOUTH) {
                add(list, rooms.get1x2Secret(random), p.relative(east, 1), rot);
            }
        }

        private void addRoom2x2(List<StructurePiece> list, BlockPos p, Rotation rot, Direction side, Direction door,
                                Rooms rooms) {
            int ex = 0;
            int sz = 0;
            Rotation turn = rot;
            Mirror mirror = Mirror.NONE;
            if (door == Direction.EAST && side == Direction.SOUTH) {
                ex = -7;
            } else if (door == Direction.EAST && side == Direction.NORTH) {
                ex = -7;
                sz = 6;
                mirror = Mirror.LEFT_RIGHT;
            } else if (door == Direction.NORTH && side == Direction.EAST) {
                ex = 1;
                sz = 14;
                turn = rot.then(Rotation.COUNTERCLOCKWISE_90);
            } else if (door == Direction.NORTH && side == Direction.WEST) {
                ex = 7;
                sz = 14;
                turn = rot.then(Rotation.COUNTERCLOCKWISE_90);
                mirror = Mirror.LEFT_RIGHT;
            } else if (door == Direction.SOUTH && side == Direction.WEST) {
                ex = 7;
                sz = -8;
                turn = rot.then(Rotation.CLOCKWISE_90);
            } else if (door == Direction.SOUTH && side == Direction.EAST) {
                ex = 1;
                sz = -8;
                turn = rot.then(Rotation.CLOCKWISE_90);
                mirror = Mirror.LEFT_RIGHT;
            } else if (door == Direction.WEST && side == Direction.NORTH) {
                ex = 15;
                sz = 6;
                turn = rot.then(Rotation.CLOCKWISE_180);
            } else if (door == Direction.WEST && side == Direction.SOUTH) {
                ex = 15;
                mirror = Mirror.FRONT_BACK;
            }
            BlockPos q = p.relative(rot.rotate(Direction.EAST), ex).relative(rot.rotate(Direction.SOUTH), sz);
            add(list, rooms.get2x2(random), q, turn, mirror);
        }
    }
}
