package org.terrainexplorer.world.structure;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.random.RandomSource;

/** A quarter-turn about the y axis, as the game's {@code Rotation} (its order decides random draws). */
public enum Rotation {
    NONE,
    CLOCKWISE_90,
    CLOCKWISE_180,
    COUNTERCLOCKWISE_90;

    /** This rotation followed by {@code other}. */
    public Rotation then(Rotation other) {
        return values()[(ordinal() + other.ordinal()) & 3];
    }

    /** A horizontal face turned by this rotation; up and down are unchanged. */
    public Direction rotate(Direction d) {
        if (d.vertical()) {
            return d;
        }
        return switch (this) {
            case NONE -> d;
            case CLOCKWISE_90 -> d.clockwise();
            case CLOCKWISE_180 -> d.opposite();
            case COUNTERCLOCKWISE_90 -> d.counterClockwise();
        };
    }

    /** A random rotation, as {@code Rotation.getRandom}. */
    public static Rotation random(RandomSource random) {
        return values()[random.nextInt(4)];
    }

    /** The four rotations shuffled, as {@code Rotation.getShuffled}. */
    public static List<Rotation> shuffled(RandomSource random) {
        List<Rotation> list = new ArrayList<>(List.of(values()));
        Shuffle.shuffle(list, random);
        return list;
    }
}
