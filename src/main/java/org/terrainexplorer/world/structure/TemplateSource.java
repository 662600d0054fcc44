package org.terrainexplorer.world.structure;

import java.util.Optional;

/**
 * Where templates come from: the bytes of a template's {@code .nbt} file by id, from the highest pack that has it
 * (a datapack's, then the release's own {@code data/<ns>/structure/} or, before 1.21, {@code structures/}).
 */
@FunctionalInterface
public interface TemplateSource {

    /** The gzipped NBT of a template, if any pack has it, and a name for messages (the pack and path). */
    Optional<Found> find(String id);

    /** A template file found: its bytes and where. */
    record Found(byte[] bytes, String where) {
    }

    /** No templates at all. */
    TemplateSource NONE = id -> Optional.empty();
}
