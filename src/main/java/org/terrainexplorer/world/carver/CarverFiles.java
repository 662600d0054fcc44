package org.terrainexplorer.world.carver;

import java.util.List;
import java.util.Optional;
import org.terrainexplorer.world.json.JsonValue;

/**
 * Where the carver loader finds files: a world's packs, a datapack over the game's data. Kinds are folders under
 * {@code data/<namespace>/}, such as {@code worldgen/configured_carver} or {@code tags/block}.
 */
public interface CarverFiles {

    /** The file of an id from the highest pack that has it. */
    Optional<JsonValue> find(String kind, String id);

    /** Every pack's file of an id, the lowest pack first: tags add up across packs. */
    List<JsonValue> findAll(String kind, String id);

    /** The packs searched, for messages. */
    String packNames();
}
