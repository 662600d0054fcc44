package org.terrainexplorer.world.structure;

import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.terrainexplorer.world.json.JsonValue;

/**
 * What reading a structure's data may look up: other files of the world's packs (the highest pack's file of an
 * id), biome holder sets, the templates and the release's code. Implemented by the data layer.
 */
public interface StructureFiles {

    /** A file by kind ({@code worldgen/template_pool}) and id, from the highest pack that has it. */
    Optional<JsonValue> find(String kind, String id);

    /** The ids of every file of a kind in any pack (the game's registry of that kind), sorted. */
    Set<String> ids(String kind);

    /** Whether the file {@link #find} gives for an id comes from a datapack rather than the release's own data. */
    boolean fromDatapack(String kind, String id);

    /** The file of an id, or a refusal at {@code at} naming what is missing and where it was looked for. */
    JsonValue require(String kind, String id, JsonValue at, String what);

    /** A biome holder set (an id, a {@code #tag} or a list) resolved to biome ids. */
    Set<String> biomes(JsonValue holderSet);

    /** The world's templates. */
    Templates templates();

    /** The release's structure code. */
    StructureCode code();

    /**
     * Notes what the game loads without a word but a reader should know ("FILE: at PATH: REASON"), such as a pool
     * naming a template no pack ships.
     */
    void warn(JsonValue at, String reason);

    /** A value made once per load under {@code key} (pools and processor lists read once, shared by structures). */
    <T> T shared(String key, Supplier<T> make);
}
