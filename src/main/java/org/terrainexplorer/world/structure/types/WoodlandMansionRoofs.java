package org.terrainexplorer.world.structure.types;

import static org.terrainexplorer.world.structure.types.WoodlandMansionGrid.isHouse;

import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.types.WoodlandMansionGrid.Grid;

/**
 * The roof of a woodland mansion's floor (the game's {@code MansionPiecePlacer.createRoof}): a roof tile over every
 * cell of the floor not covered by the floor above, fronts along its edges, low walls where the floor above stands
 * back, and corners. It draws nothing at random.
 */
final class WoodlandMansionRoofs {

    /** Adds a template piece of the mansion. */
    @FunctionalInterface
    interface Adder {
        void add(String name, BlockPos pos, Rotation rotation);
    }

    private WoodlandMansionRoofs() {
    }

    static void createRoof(Adder out, BlockPos pos, Rotation rot, Grid grid, Grid above, int startX, int startY) {
        Direction east = rot.rotate(Direction.EAST);
        Direction south = rot.rotate(Direction.SOUTH);
        Direction west = rot.rotate(Direction.WEST);
        Direction north = rot.rotate(Direction.NORTH);
        Rotation cw = rot.then(Rotation.CLOCKWISE_90);
        Rotation half = rot.then(Rotation.CLOCKWISE_180);
        Rotation ccw = rot.then(Rotation.COUNTERCLOCKWISE_90);
        for (int y = 0; y < grid.height; y++) {
            for (int x = 0; x < grid.width; x++) {
                BlockPos p = pos.relative(south, 8 + (y - startY) * 8).relative(east, (x - startX) * 8);
                boolean covered = above != null && isHouse(above, x, y);
                if (isHouse(grid, x, y) && !covered) {
                    out.add("roof", p.offset(0, 3, 0), rot);
                    if (!isHouse(grid, x + 1, y)) {
                        out.add("roof_front", p.relative(east, 6), rot);
                    }
                    if (!isHouse(grid, x - 1, y)) {
                        out.add("roof_front", p.relative(east, 0).relative(south, 7), half);
                    }
                    if (!isHouse(grid, x, y - 1)) {
                        out.add("roof_front", p.relative(west, 1), ccw);
                    }
                    if (!isHouse(grid, x, y + 1)) {
                        out.add("roof_front", p.relative(east, 6).relative(south, 6), cw);
                    }
                }
            }
        }
        if (above != null) {
            for (int y = 0; y < grid.height; y++) {
                for (int x = 0; x < grid.width; x++) {
                    BlockPos p = pos.relative(south, 8 + (y - startY) * 8).relative(east, (x - startX) * 8);
                    if (!isHouse(grid, x, y) || !isHouse(above, x, y)) {
                        continue;
                    }
                    if (!isHouse(grid, x + 1, y)) {
                        out.add("small_wall", p.relative(east, 7), rot);
                    }
                    if (!isHouse(grid, x - 1, y)) {
                        out.add("small_wall", p.relative(west, 1).relative(south, 6), half);
                    }
                    if (!isHouse(grid, x, y - 1)) {
                        out.add("small_wall", p.relative(west, 0).relative(north, 1), ccw);
                    }
                    if (!isHouse(grid, x, y + 1)) {
                        out.add("small_wall", p.relative(east, 6).relative(south, 7), cw);
                    }
                    if (!isHouse(grid, x + 1, y)) {
                        if (!isHouse(grid, x, y - 1)) {
                            out.add("small_wall_corner", p.relative(east, 7).relative(north, 2), rot);
                        }
                        if (!isHouse(grid, x, y + 1)) {
                            out.add("small_wall_corner", p.relative(east, 8).relative(south, 7), cw);
                        }
                    }
                    if (!isHouse(grid, x - 1, y)) {
                        if (!isHouse(grid, x, y - 1)) {
                            out.add("small_wall_corner", p.relative(west, 2).relative(north, 1), ccw);
                        }
                        if (!isHouse(grid, x, y + 1)) {
                            out.add("small_wall_corner", p.relative(west, 1).relative(south, 8), half);
                        }
                    }
                }
            }
        }
        for (int y = 0; y < grid.height; y++) {
            for (int x = 0; x < grid.width; x++) {
                BlockPos p = pos.relative(south, 8 + (y - startY) * 8).relative(east, (x - startX) * 8);
                boolean covered = above != null && isHouse(above, x, y);
                if (!isHouse(grid, x, y) || covered) {
                    continue;
                }
                if (!isHouse(grid, x + 1, y)) {
                    BlockPos q = p.relative(east, 6);
                    if (!isHouse(grid, x, y + 1)) {
                        out.add("roof_corner", q.relative(south, 6), rot);
                    } else if (isHouse(grid, x + 1, y + 1)) {
                        out.add("roof_inner_corner", q.relative(south, 5), rot);
                    }
                    if (!isHouse(grid, x, y - 1)) {
                        out.add("roof_corner", q, ccw);
                    } else if (isHouse(grid, x + 1, y - 1)) {
                        out.add("roof_inner_corner", p.relative(east, 9).relative(north, 2), cw);
                    }
                }
                if (!isHouse(grid, x - 1, y)) {
                    BlockPos q = p.relative(east, 0).relative(south, 0);
                    if (!isHouse(grid, x, y + 1)) {
                        out.add("roof_corner", q.relative(south, 6), cw);
                    } else if (isHouse(grid, x - 1, y + 1)) {
                        out.add("roof_inner_corner", q.relative(south, 8).relative(west, 3), ccw);
                    }
                    if (!isHouse(grid, x, y - 1)) {
                        out.add("roof_corner", q, half);
                    } else if (isHouse(grid, x - 1, y - 1)) {
                        out.add("roof_inner_corner", q.relative(south, 1), half);
                    }
                }
            }
        }
    }
}
