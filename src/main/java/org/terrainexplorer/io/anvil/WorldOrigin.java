package org.terrainexplorer.io.anvil;

import java.nio.file.Path;
import org.terrainexplorer.world.data.BuiltinWorld;

/**
 * Where an explorer world came from, which is what {@code level.dat} must name for the game to continue the same
 * terrain: a built-in world (its noise settings id) or a datapack (copied into the save and enabled).
 */
public sealed interface WorldOrigin {

    /** A built-in world. */
    record Builtin(BuiltinWorld world) implements WorldOrigin {
    }

    /**
     * A datapack, a folder or a zip: its own {@code dimension/overworld.json} if it has one, else the overworld
     * with the pack's files over the game's.
     */
    record Datapack(Path path) implements WorldOrigin {
    }
}
