package org.terrainexplorer.world.structure;

import org.terrainexplorer.world.random.RandomSource;

/**
 * The six block faces, in the game's order ({@code Direction}: down, up, north, south, west, east), with the
 * horizontal "2D" values the game's pieces and rotations use (south 0, west 1, north 2, east 3).
 */
public enum Direction {
    DOWN(0, -1, 0, -1),
    UP(0, 1, 0, -1),
    NORTH(0, 0, -1, 2),
    SOUTH(0, 0, 1, 0),
    WEST(-1, 0, 0, 1),
    EAST(1, 0, 0, 3);

    /** The horizontal faces as the game's {@code Direction.Plane.HORIZONTAL} lists them: north, east, south, west. */
    public static final Direction[] HORIZONTAL = {NORTH, EAST, SOUTH, WEST};

    private final int stepX;
    private final int stepY;
    private final int stepZ;
    private final int data2d;

    Direction(int stepX, int stepY, int stepZ, int data2d) {
        this.stepX = stepX;
        this.stepY = stepY;
        this.stepZ = stepZ;
        this.data2d = data2d;
    }

    public int stepX() {
        return stepX;
    }

    public int stepY() {
        return stepY;
    }

    public int stepZ() {
        return stepZ;
    }

    /** South 0, west 1, north 2, east 3; −1 for up and down. */
    public int data2d() {
        return data2d;
    }

    /** The horizontal face with a 2D value (taken modulo 4, as the game does). */
    public static Direction from2d(int value) {
        return switch (Math.floorMod(value, 4)) {
            case 0 -> SOUTH;
            case 1 -> WEST;
            case 2 -> NORTH;
            default -> EAST;
        };
    }

    /** Whether this face lies along y. */
    public boolean vertical() {
        return stepY != 0;
    }

    /** Whether this face lies along x (west or east). */
    public boolean alongX() {
        return stepX != 0;
    }

    public Direction opposite() {
        return switch (this) {
            case DOWN -> UP;
            case UP -> DOWN;
            case NORTH -> SOUTH;
            case SOUTH -> NORTH;
            case WEST -> EAST;
            case EAST -> WEST;
        };
    }

    /** The next horizontal face clockwise seen from above (north → east); up and down are refused, as in the game. */
    public Direction clockwise() {
        return switch (this) {
            case NORTH -> EAST;
            case EAST -> SOUTH;
            case SOUTH -> WEST;
            case WEST -> NORTH;
            default -> throw new IllegalStateException("no clockwise of " + this);
        };
    }

    public Direction counterClockwise() {
        return switch (this) {
            case NORTH -> WEST;
            case WEST -> SOUTH;
            case SOUTH -> EAST;
            case EAST -> NORTH;
            default -> throw new IllegalStateException("no counter-clockwise of " + this);
        };
    }

    /** A random horizontal face, as {@code Direction.Plane.HORIZONTAL.getRandomDirection}. */
    public static Direction randomHorizontal(RandomSource random) {
        return HORIZONTAL[random.nextInt(HORIZONTAL.length)];
    }

    /** The face with a lower-case name ("north"), as block states and jigsaw orientations name them. */
    public static Direction byName(String name) {
        for (Direction d : values()) {
            if (d.name().equalsIgnoreCase(name)) {
                return d;
            }
        }
        throw new IllegalArgumentException("no direction '" + name + "'");
    }

    /** The lower-case name. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
