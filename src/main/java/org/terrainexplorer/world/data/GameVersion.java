package org.terrainexplorer.world.data;

/**
 * A Minecraft Java release the explorer has data for: shipped in the jar, or added from a user's folder of the
 * game's data-generator output.
 *
 * @param name    the release ("1.21.1"), or the folder's name for a user's version
 * @param shipped whether it ships in the jar (else it was added with {@code --game-data} or File ▸ Game data…)
 * @param folder  the version's folder (inside the running jar for a shipped one)
 */
public record GameVersion(String name, boolean shipped, DataFolder folder) {

    /** The name and, for a user's version, where it came from. */
    public String label() {
        return shipped ? name : name + " (" + folder + ")";
    }

    @Override
    public String toString() {
        return name;
    }
}
