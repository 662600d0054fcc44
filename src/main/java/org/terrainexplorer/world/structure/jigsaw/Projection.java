package org.terrainexplorer.world.structure.jigsaw;

/**
 * How a pool element meets the ground (the game's {@code StructureTemplatePool.Projection}): a rigid piece keeps its
 * own heights and joins rigid neighbours at their jigsaws; a terrain-matching piece follows the surface.
 */
public enum Projection {
    RIGID("rigid"),
    TERRAIN_MATCHING("terrain_matching");

    private final String id;

    Projection(String id) {
        this.id = id;
    }

    /** The name the data uses ("rigid"). */
    public String id() {
        return id;
    }

    /** The projection of a name, or null. */
    static Projection byId(String id) {
        for (Projection p : values()) {
            if (p.id.equals(id)) {
                return p;
            }
        }
        return null;
    }
}
