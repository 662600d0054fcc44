package org.terrainexplorer.world.structure;

/** A reflection of a template, as the game's {@code Mirror}: none, left-right (z negated), front-back (x negated). */
public enum Mirror {
    NONE,
    LEFT_RIGHT,
    FRONT_BACK;

    /** A horizontal face reflected. */
    public Direction mirror(Direction d) {
        return switch (this) {
            case FRONT_BACK -> d.alongX() ? d.opposite() : d;
            case LEFT_RIGHT -> d == Direction.NORTH || d == Direction.SOUTH ? d.opposite() : d;
            case NONE -> d;
        };
    }
}
