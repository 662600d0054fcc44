package org.terrainexplorer.world.structure.types;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.Shuffle;
import org.terrainexplorer.world.structure.StructurePiece;

/**
 * The rooms inside an ocean monument (the game's {@code MonumentBuilding} constructor and its room graph): a grid
 * of 5 × 5 × 3 cells (fewer on top) joined to their neighbours, the entrance and a random core, doors closed at
 * random while every room still reaches the entrance, then rooms fitted over one, two or four cells, the two wings
 * and the penthouse. The game keeps these inside the building piece and saves only the building.
 */
final class OceanMonumentRooms {

    private static final int SOURCE = index(2, 0, 0);
    private static final int TOP_CONNECT = index(2, 2, 0);
    private static final int LEFT_WING_CONNECT = index(0, 1, 0);
    private static final int RIGHT_WING_CONNECT = index(4, 1, 0);

    private OceanMonumentRooms() {
    }

    private static int index(int x, int y, int z) {
        return y * 25 + z * 5 + x;
    }

    /** A cell of the grid and what it opens to (the game's {@code RoomDefinition}). */
    private static final class Cell {
        final int index;
        final Cell[] connections = new Cell[6];
        final boolean[] hasOpening = new boolean[6];
        boolean claimed;
        boolean isSource;
        int scanIndex;

        Cell(int index) {
            this.index = index;
        }

        void setConnection(Direction d, Cell other) {
            connections[d.ordinal()] = other;
            other.connections[d.opposite().ordinal()] = this;
        }

        void updateOpenings() {
            for (int i = 0; i < 6; i++) {
                hasOpening[i] = connections[i] != null;
            }
        }

        boolean findSource(int scan) {
            if (isSource) {
                return true;
            }
            scanIndex = scan;
            for (int i = 0; i < 6; i++) {
                if (connections[i] != null && hasOpening[i] && connections[i].scanIndex != scan
                    && connections[i].findSource(scan)) {
                    return true;
                }
            }
            return false;
        }

        boolean open(Direction d) {
            return hasOpening[d.ordinal()];
        }

        Cell to(Direction d) {
            return connections[d.ordinal()];
        }
    }

    /** A room of the monument: its type, and its box from its first cell and its size in cells. */
    private static StructurePiece room(String type, Direction facing, Cell cell, int sx, int sy, int sz) {
        int x = cell.index % 5;
        int z = cell.index / 5 % 5;
        int y = cell.index / 25;
        BoundingBox box = facing.alongX()
            ? new BoundingBox(0, 0, 0, sz * 8 - 1, sy * 4 - 1, sx * 8 - 1)
            : new BoundingBox(0, 0, 0, sx * 8 - 1, sy * 4 - 1, sz * 8 - 1);
        box = switch (facing) {
            case NORTH -> box.moved(x * 8, y * 4, -(z + sz) * 8 + 1);
            case SOUTH -> box.moved(x * 8, y * 4, z * 8);
            case WEST -> box.moved(-(z + sz) * 8 + 1, y * 4, x * 8);
            default -> box.moved(z * 8, y * 4, x * 8);
        };
        return new Room(type, facing, box);
    }

    /** A room piece. */
    static final class Room extends StructurePiece {
        Room(String type, Direction facing, BoundingBox box) {
            super(type, 1, box);
            setOrientation(facing);
        }
    }

    /** Where a building-local block is in the world (the building's {@code getWorldPos}). */
    @FunctionalInterface
    interface Frame {
        BlockPos at(int x, int y, int z);
    }

    /** The rooms of a building facing {@code facing}, drawing as the game's constructor draws after the facing. */
    static List<StructurePiece> rooms(Frame frame, Direction facing, RandomSource r) {
        Cell[] cells = new Cell[75];
        Cell source = graph(cells);
        Cell top = new Cell(1003);
        Cell leftWing = new Cell(1001);
        Cell rightWing = new Cell(1002);
        cells[TOP_CONNECT].setConnection(Direction.UP, top);
        cells[LEFT_WING_CONNECT].setConnection(Direction.SOUTH, leftWing);
        cells[RIGHT_WING_CONNECT].setConnection(Direction.SOUTH, rightWing);
        top.claimed = true;
        leftWing.claimed = true;
        rightWing.claimed = true;
        source.isSource = true;
        Cell core = cells[index(r.nextInt(4), 0, 2)];
        claimCore(core);
        List<Cell> order = new ArrayList<>();
        for (Cell c : cells) {
            if (c != null) {
                c.updateOpenings();
                order.add(c);
            }
        }
        top.updateOpenings();
        Shuffle.shuffle(order, r);
        closeDoors(order, r);
        order.add(top);
        order.add(leftWing);
        order.add(rightWing);
        source.claimed = true;
        List<StructurePiece> rooms = new ArrayList<>();
        rooms.add(room("minecraft:omentry", facing, source, 1, 1, 1));
        rooms.add(room("minecraft:omcr", facing, core, 2, 2, 2));
        for (Cell c : order) {
            if (!c.claimed && c.index < 75) {
                rooms.add(fit(c, facing, r));
            }
        }
        BlockPos at = frame.at(9, 0, 22);
        rooms.replaceAll(p -> {
            p.move(at.x(), at.y(), at.z());
            return p;
        });
        BoundingBox left = BoundingBox.fromCorners(frame.at(1, 1, 1), frame.at(23, 8, 21));
        BoundingBox right = BoundingBox.fromCorners(frame.at(34, 1, 1), frame.at(56, 8, 21));
        BoundingBox penthouse = BoundingBox.fromCorners(frame.at(22, 13, 22), frame.at(35, 17, 35));
        r.nextInt(); // the wings' seed
        rooms.add(new Room("minecraft:omwr", facing, left));
        rooms.add(new Room("minecraft:omwr", facing, right));
        rooms.add(new Room("minecraft:ompenthouse", facing, penthouse));
        return rooms;
    }

    /** The cells of the grid and their connections (the game joins cells of another z row the other way round). */
    private static Cell graph(Cell[] cells) {
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 5; x++) {
                for (int z = 0; z < 4; z++) {
                    cells[index(x, y, z)] = new Cell(index(x, y, z));
                }
            }
        }
        for (int x = 1; x < 4; x++) {
            for (int z = 0; z < 2; z++) {
                cells[index(x, 2, z)] = new Cell(index(x, 2, z));
            }
        }
        for (int x = 0; x < 5; x++) {
            for (int z = 0; z < 5; z++) {
                for (int y = 0; y < 3; y++) {
                    Cell c = cells[index(x, y, z)];
                    if (c == null) {
                        continue;
                    }
                    for (Direction d : Direction.values()) {
                        int nx = x + d.stepX();
                        int ny = y + d.stepY();
                        int nz = z + d.stepZ();
                        if (nx >= 0 && nx < 5 && nz >= 0 && nz < 5 && ny >= 0 && ny < 3) {
                            Cell n = cells[index(nx, ny, nz)];
                            if (n != null) {
                                c.setConnection(nz == z ? d : d.opposite(), n);
                            }
                        }
                    }
                }
            }
        }
        return cells[SOURCE];
    }

    private static void claimCore(Cell core) {
        core.claimed = true;
        core.to(Direction.EAST).claimed = true;
        core.to(Direction.NORTH).claimed = true;
        core.to(Direction.EAST).to(Direction.NORTH).claimed = true;
        core.to(Direction.UP).claimed = true;
        core.to(Direction.EAST).to(Direction.UP).claimed = true;
        core.to(Direction.NORTH).to(Direction.UP).claimed = true;
        core.to(Direction.EAST).to(Direction.NORTH).to(Direction.UP).claimed = true;
    }

    /** Up to two doors of each cell closed at random (five tries), kept closed only if both sides reach the entrance. */
    private static void closeDoors(List<Cell> order, RandomSource r) {
        int scan = 1;
        for (Cell c : order) {
            int closed = 0;
            for (int tries = 0; closed < 2 && tries < 5; tries++) {
                int i = r.nextInt(6);
                if (!c.hasOpening[i]) {
                    continue;
                }
                int back = Direction.values()[i].opposite().ordinal();
                c.hasOpening[i] = false;
                c.connections[i].hasOpening[back] = false;
                // The game's && leaves the second scan (and its count) out when the first fails.
                if (c.findSource(scan++) && c.connections[i].findSource(scan++)) {
                    closed++;
                } else {
                    c.hasOpening[i] = true;
                    c.connections[i].hasOpening[back] = true;
                }
            }
        }
    }

    /** The first of the game's room fitters that fits the cell, in their order; it claims the cells it covers. */
    private static StructurePiece fit(Cell c, Direction facing, RandomSource r) {
        Cell east = c.to(Direction.EAST);
        Cell north = c.to(Direction.NORTH);
        Cell up = c.to(Direction.UP);
        boolean eastFree = c.open(Direction.EAST) && !east.claimed;
        boolean northFree = c.open(Direction.NORTH) && !north.claimed;
        boolean upFree = c.open(Direction.UP) && !up.claimed;
        if (eastFree && upFree && east.open(Direction.UP) && !east.to(Direction.UP).claimed) {
            c.claimed = true;
            east.claimed = true;
            up.claimed = true;
            east.to(Direction.UP).claimed = true;
            return room("minecraft:omdxyr", facing, c, 2, 2, 1);
        }
        if (northFree && upFree && north.open(Direction.UP) && !north.to(Direction.UP).claimed) {
            c.claimed = true;
            north.claimed = true;
            up.claimed = true;
            north.to(Direction.UP).claimed = true;
            return room("minecraft:omdyzr", facing, c, 1, 2, 2);
        }
        if (northFree) {
            c.claimed = true;
            north.claimed = true;
            return room("minecraft:omdzr", facing, c, 1, 1, 2);
        }
        if (eastFree) {
            c.claimed = true;
            east.claimed = true;
            return room("minecraft:omdxr", facing, c, 2, 1, 1);
        }
        if (upFree) {
            c.claimed = true;
            up.claimed = true;
            return room("minecraft:omdyr", facing, c, 1, 2, 1);
        }
        c.claimed = true;
        if (!c.open(Direction.WEST) && !c.open(Direction.EAST) && !c.open(Direction.NORTH) && !c.open(Direction.SOUTH)
            && !c.open(Direction.UP)) {
            return room("minecraft:omsimplet", facing, c, 1, 1, 1);
        }
        r.nextInt(3); // the simple room's design
        return room("minecraft:omsimple", facing, c, 1, 1, 1);
    }
}
