package org.terrainexplorer.world.carver;

/**
 * What a carver did to a block: carved it (into air, water or lava), or moved the surface onto it (the grass of a
 * column it cut through, placed on the dirt below).
 *
 * @param by           the carver, as started in its chunk
 * @param origin       where the cave or ravine that changed it began
 * @param movedSurface whether the block is the moved surface rather than a carved one
 */
public record Carving(Started by, Started.Origin origin, boolean movedSurface) {

    /** The carver's type in words: "a cave", "a nether cave", "a canyon". */
    public String what() {
        return switch (by.config().type()) {
            case "canyon" -> "a canyon";
            case "nether_cave" -> "a nether cave";
            default -> "a cave";
        };
    }

    /** The distance in blocks from block (x, y, z) to where its cave or ravine began. */
    public double distance(int x, int y, int z) {
        double dx = x + 0.5 - origin.x();
        double dy = y + 0.5 - origin.y();
        double dz = z + 0.5 - origin.z();
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
}
