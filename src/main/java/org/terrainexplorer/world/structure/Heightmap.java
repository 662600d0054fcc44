package org.terrainexplorer.world.structure;

/**
 * The game's heightmap types as structure data names them ({@code project_start_to_heightmap}). Over the noise
 * stage's blocks (stone, fluids, air) they come to two: the top of anything but air, and the top of anything
 * solid (not air, not fluid).
 */
public enum Heightmap {
    WORLD_SURFACE_WG(false),
    WORLD_SURFACE(false),
    OCEAN_FLOOR_WG(true),
    OCEAN_FLOOR(true),
    MOTION_BLOCKING(false),
    MOTION_BLOCKING_NO_LEAVES(false);

    private final boolean solidOnly;

    Heightmap(boolean solidOnly) {
        this.solidOnly = solidOnly;
    }

    /** Whether only solid blocks count (a fluid is passed through), as the ocean floor. */
    public boolean solidOnly() {
        return solidOnly;
    }

    /** The type of a name ("WORLD_SURFACE_WG"). */
    public static Heightmap byName(String name) {
        for (Heightmap h : values()) {
            if (h.name().equals(name)) {
                return h;
            }
        }
        throw new IllegalArgumentException("unknown heightmap '" + name + "'");
    }
}
