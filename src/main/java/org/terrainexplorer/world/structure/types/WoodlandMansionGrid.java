package org.terrainexplorer.world.structure.types;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.Shuffle;

/**
 * The plan of a woodland mansion (the game's {@code WoodlandMansionPieces.MansionGrid}): an 11 × 11 grid of 8-block
 * cells with corridors grown at random from the entrance, rooms of 1×1, 1×2 and 2×2 cells picked among the rest for
 * each floor, and a smaller third floor reached by the stairs of one 1×2 room.
 */
final class WoodlandMansionGrid {

    static final int CLEAR = 0;
    static final int CORRIDOR = 1;
    static final int ROOM = 2;
    static final int START_ROOM = 3;
    static final int TEST_ROOM = 4;
    static final int BLOCKED = 5;
    static final int ROOM_1X1 = 0x10000;
    static final int ROOM_1X2 = 0x20000;
    static final int ROOM_2X2 = 0x40000;
    static final int ROOM_ORIGIN_FLAG = 0x100000;
    static final int ROOM_DOOR_FLAG = 0x200000;
    static final int ROOM_STAIRS_FLAG = 0x400000;
    static final int ROOM_CORRIDOR_FLAG = 0x800000;
    static final int ROOM_TYPE_MASK = 0xF0000;
    static final int ROOM_ID_MASK = 0xFFFF;

    private final RandomSource random;
    final Grid baseGrid;
    final Grid thirdFloorGrid;
    final Grid[] floorRooms = new Grid[3];
    final int entranceX = 7;
    final int entranceY = 4;

    WoodlandMansionGrid(RandomSource random) {
        this.random = random;
        baseGrid = new Grid(11, 11, BLOCKED);
        baseGrid.set(entranceX, entranceY, entranceX + 1, entranceY + 1, START_ROOM);
        baseGrid.set(entranceX - 1, entranceY, entranceX - 1, entranceY + 1, ROOM);
        baseGrid.set(entranceX + 2, entranceY - 2, entranceX + 3, entranceY + 3, BLOCKED);
        baseGrid.set(entranceX + 1, entranceY - 2, entranceX + 1, entranceY - 1, CORRIDOR);
        baseGrid.set(entranceX + 1, entranceY + 2, entranceX + 1, entranceY + 3, CORRIDOR);
        baseGrid.set(entranceX - 1, entranceY - 1, CORRIDOR);
        baseGrid.set(entranceX - 1, entranceY + 2, CORRIDOR);
        baseGrid.set(0, 0, 11, 1, BLOCKED);
        baseGrid.set(0, 9, 11, 11, BLOCKED);
        recursiveCorridor(baseGrid, entranceX, entranceY - 2, Direction.WEST, 6);
        recursiveCorridor(baseGrid, entranceX, entranceY + 3, Direction.WEST, 6);
        recursiveCorridor(baseGrid, entranceX - 2, entranceY - 1, Direction.WEST, 3);
        recursiveCorridor(baseGrid, entranceX - 2, entranceY + 2, Direction.WEST, 3);
        while (cleanEdges(baseGrid)) {
            // until no cell changes
        }
        for (int i = 0; i < 3; i++) {
            floorRooms[i] = new Grid(11, 11, BLOCKED);
        }
        identifyRooms(baseGrid, floorRooms[0]);
        identifyRooms(baseGrid, floorRooms[1]);
        floorRooms[0].set(entranceX + 1, entranceY, entranceX + 1, entranceY + 1, ROOM_CORRIDOR_FLAG);
        floorRooms[1].set(entranceX + 1, entranceY, entranceX + 1, entranceY + 1, ROOM_CORRIDOR_FLAG);
        thirdFloorGrid = new Grid(baseGrid.width, baseGrid.height, BLOCKED);
        setupThirdFloor();
        identifyRooms(thirdFloorGrid, floorRooms[2]);
    }

    static boolean isHouse(Grid grid, int x, int y) {
        int v = grid.get(x, y);
        return v == CORRIDOR || v == ROOM || v == START_ROOM || v == TEST_ROOM;
    }

    boolean isRoomId(int x, int y, int floor, int id) {
        return (floorRooms[floor].get(x, y) & ROOM_ID_MASK) == id;
    }

    /** The way from a 1×2 room's cell to its other cell, or null. */
    Direction get1x2RoomDirection(int x, int y, int floor, int id) {
        for (Direction d : Direction.HORIZONTAL) {
            if (isRoomId(x + d.stepX(), y + d.stepZ(), floor, id)) {
                return d;
            }
        }
        return null;
    }

    private void recursiveCorridor(Grid grid, int x, int y, Direction d, int length) {
        if (length <= 0) {
            return;
        }
        grid.set(x, y, CORRIDOR);
        grid.setIf(x + d.stepX(), y + d.stepZ(), CLEAR, CORRIDOR);
        for (int attempt = 0; attempt < 8; attempt++) {
            Direction next = Direction.from2d(random.nextInt(4));
            if (next != d.opposite() && (next != Direction.EAST || !random.nextBoolean())) {
                int ax = x + d.stepX();
                int ay = y + d.stepZ();
                if (grid.get(ax + next.stepX(), ay + next.stepZ()) == CLEAR
                    && grid.get(ax + next.stepX() * 2, ay + next.stepZ() * 2) == CLEAR) {
                    recursiveCorridor(grid, x + d.stepX() + next.stepX(), y + d.stepZ() + next.stepZ(), next,
                        length - 1);
                    break;
                }
            }
        }
        Direction cw = d.clockwise();
        Direction ccw = d.counterClockwise();
        grid.setIf(x + cw.stepX(), y + cw.stepZ(), CLEAR, ROOM);
        grid.setIf(x + ccw.stepX(), y + ccw.stepZ(), CLEAR, ROOM);
        grid.setIf(x + d.stepX() + cw.stepX(), y + d.stepZ() + cw.stepZ(), CLEAR, ROOM);
        grid.setIf(x + d.stepX() + ccw.stepX(), y + d.stepZ() + ccw.stepZ(), CLEAR, ROOM);
        grid.setIf(x + d.stepX() * 2, y + d.stepZ() * 2, CLEAR, ROOM);
        grid.setIf(x + cw.stepX() * 2, y + cw.stepZ() * 2, CLEAR, ROOM);
        grid.setIf(x + ccw.stepX() * 2, y + ccw.stepZ() * 2, CLEAR, ROOM);
    }

    private static int house(Grid grid, int x, int y) {
        return isHouse(grid, x, y) ? 1 : 0;
    }

    private static boolean cleanEdges(Grid grid) {
        boolean changed = false;
        for (int y = 0; y < grid.height; y++) {
            for (int x = 0; x < grid.width; x++) {
                if (grid.get(x, y) != CLEAR) {
                    continue;
                }
                int sides = house(grid, x + 1, y) + house(grid, x - 1, y) + house(grid, x, y + 1) + house(grid, x, y - 1);
                if (sides >= 3) {
                    grid.set(x, y, ROOM);
                    changed = true;
                } else if (sides == 2) {
                    int corners = house(grid, x + 1, y + 1) + house(grid, x - 1, y + 1) + house(grid, x + 1, y - 1)
                        + house(grid, x - 1, y - 1);
                    if (corners <= 1) {
                        grid.set(x, y, ROOM);
                        changed = true;
                    }
                }
            }
        }
        return changed;
    }

    private void setupThirdFloor() {
        List<int[]> stairs = new ArrayList<>();
        Grid second = floorRooms[1];
        for (int y = 0; y < thirdFloorGrid.height; y++) {
            for (int x = 0; x < thirdFloorGrid.width; x++) {
                int v = second.get(x, y);
                if ((v & ROOM_TYPE_MASK) == ROOM_1X2 && (v & ROOM_DOOR_FLAG) == ROOM_DOOR_FLAG) {
                    stairs.add(new int[] {x, y});
                }
            }
        }
        if (stairs.isEmpty()) {
            thirdFloorGrid.set(0, 0, thirdFloorGrid.width, thirdFloorGrid.height, BLOCKED);
            return;
        }
        int[] cell = stairs.get(random.nextInt(stairs.size()));
        int v = second.get(cell[0], cell[1]);
        second.set(cell[0], cell[1], v | ROOM_STAIRS_FLAG);
        Direction d = get1x2RoomDirection(cell[0], cell[1], 1, v & ROOM_ID_MASK);
        int ox = cell[0] + d.stepX();
        int oy = cell[1] + d.stepZ();
        for (int y = 0; y < thirdFloorGrid.height; y++) {
            for (int x = 0; x < thirdFloorGrid.width; x++) {
                if (!isHouse(baseGrid, x, y)) {
                    thirdFloorGrid.set(x, y, BLOCKED);
                } else if (x == cell[0] && y == cell[1]) {
                    thirdFloorGrid.set(x, y, START_ROOM);
                } else if (x == ox && y == oy) {
                    thirdFloorGrid.set(x, y, START_ROOM);
                    floorRooms[2].set(x, y, ROOM_CORRIDOR_FLAG);
                }
            }
        }
        List<Direction> ways = new ArrayList<>();
        for (Direction w : Direction.HORIZONTAL) {
            if (thirdFloorGrid.get(ox + w.stepX(), oy + w.stepZ()) == CLEAR) {
                ways.add(w);
            }
        }
        if (ways.isEmpty()) {
            thirdFloorGrid.set(0, 0, thirdFloorGrid.width, thirdFloorGrid.height, BLOCKED);
            second.set(cell[0], cell[1], v);
            return;
        }
        Direction w = ways.get(random.nextInt(ways.size()));
        recursiveCorridor(thirdFloorGrid, ox + w.stepX(), oy + w.stepZ(), w, 4);
        while (cleanEdges(thirdFloorGrid)) {
            // until no cell changes
        }
    }

    private void identifyRooms(Grid grid, Grid rooms) {
        List<int[]> cells = new ArrayList<>();
        for (int y = 0; y < grid.height; y++) {
            for (int x = 0; x < grid.width; x++) {
                if (grid.get(x, y) == ROOM) {
                    cells.add(new int[] {x, y});
                }
            }
        }
        Shuffle.shuffle(cells, random);
        int id = 10;
        for (int[] cell : cells) {
            int x = cell[0];
            int y = cell[1];
            if (rooms.get(x, y) != CLEAR) {
                continue;
            }
            int x0 = x;
            int x1 = x;
            int y0 = y;
            int y1 = y;
            int type = ROOM_1X1;
            if (free(grid, rooms, x + 1, y) && free(grid, rooms, x, y + 1) && free(grid, rooms, x + 1, y + 1)) {
                x1 = x + 1;
                y1 = y + 1;
                type = ROOM_2X2;
            } else if (free(grid, rooms, x - 1, y) && free(grid, rooms, x, y + 1) && free(grid, rooms, x - 1, y + 1)) {
                x0 = x - 1;
                y1 = y + 1;
                type = ROOM_2X2;
            } else if (free(grid, rooms, x - 1, y) && free(grid, rooms, x, y - 1) && free(grid, rooms, x - 1, y - 1)) {
                x0 = x - 1;
                y0 = y - 1;
                type = ROOM_2X2;
            } else if (free(grid, rooms, x + 1, y)) {
                x1 = x + 1;
                type = ROOM_1X2;
            } else if (free(grid, rooms, x, y + 1)) {
                y1 = y + 1;
                type = ROOM_1X2;
            } else if (free(grid, rooms, x - 1, y)) {
                x0 = x - 1;
                type = ROOM_1X2;
            } else if (free(grid, rooms, x, y - 1)) {
                y0 = y - 1;
                type = ROOM_1X2;
            }
            int dx = random.nextBoolean() ? x0 : x1;
            int dy = random.nextBoolean() ? y0 : y1;
            int door = ROOM_DOOR_FLAG;
            if (!grid.edgesTo(dx, dy, CORRIDOR)) {
                dx = dx == x0 ? x1 : x0;
                dy = dy == y0 ? y1 : y0;
                if (!grid.edgesTo(dx, dy, CORRIDOR)) {
                    dy = dy == y0 ? y1 : y0;
                    if (!grid.edgesTo(dx, dy, CORRIDOR)) {
                        dx = dx == x0 ? x1 : x0;
                        dy = dy == y0 ? y1 : y0;
                        if (!grid.edgesTo(dx, dy, CORRIDOR)) {
                            door = 0;
                            dx = x0;
                            dy = y0;
                        }
                    }
                }
            }
            for (int cy = y0; cy <= y1; cy++) {
                for (int cx = x0; cx <= x1; cx++) {
                    rooms.set(cx, cy, cx == dx && cy == dy ? ROOM_ORIGIN_FLAG | door | type | id : type | id);
                }
            }
            id++;
        }
    }

    /** The game's paired test in identifyRooms: no room there yet, and a room cell of the plan. */
    private static boolean free(Grid grid, Grid rooms, int x, int y) {
        return rooms.get(x, y) == CLEAR && grid.get(x, y) == ROOM;
    }

    /** The game's {@code SimpleGrid}: cells by (x, y), a fixed value outside. */
    static final class Grid {
        private final int[][] cells;
        final int width;
        final int height;
        private final int outside;

        Grid(int width, int height, int outside) {
            this.width = width;
            this.height = height;
            this.outside = outside;
            cells = new int[width][height];
        }

        void set(int x, int y, int v) {
            if (x >= 0 && x < width && y >= 0 && y < height) {
                cells[x][y] = v;
            }
        }

        void set(int x0, int y0, int x1, int y1, int v) {
            for (int y = y0; y <= y1; y++) {
                for (int x = x0; x <= x1; x++) {
                    set(x, y, v);
                }
            }
        }

        int get(int x, int y) {
            return x >= 0 && x < width && y >= 0 && y < height ? cells[x][y] : outside;
        }

        void setIf(int x, int y, int expected, int v) {
            if (get(x, y) == expected) {
                set(x, y, v);
            }
        }

        boolean edgesTo(int x, int y, int v) {
            return get(x - 1, y) == v || get(x + 1, y) == v || get(x, y + 1) == v || get(x, y - 1) == v;
        }
    }
}
