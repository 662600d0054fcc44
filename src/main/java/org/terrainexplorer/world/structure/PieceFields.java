package org.terrainexplorer.world.structure;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Consumer;

/**
 * Where a piece writes what a saved chunk stores of it beyond its type, box, orientation and depth (the game's
 * {@code addAdditionalSaveData}): named values, as the game's tags. The saver implements it over NBT; the pieces say
 * what they store, next to the code that decides it.
 */
public interface PieceFields {

    /** An int ({@code IntTag}). */
    PieceFields putInt(String key, int value);

    /** A float ({@code FloatTag}), such as an ocean ruin's integrity. */
    PieceFields putFloat(String key, float value);

    /** A boolean, as the game stores one (a byte, 1 or 0). */
    PieceFields putBoolean(String key, boolean value);

    /** A byte ({@code ByteTag}), such as a direction the game stores as a byte from release 1.21.5. */
    PieceFields putByte(String key, byte value);

    /** A string. */
    PieceFields putString(String key, String value);

    /** An int array ({@code IntArrayTag}), such as a box's six values. */
    PieceFields putIntArray(String key, int[] value);

    /** A JSON value as the game's codecs write it (see the saver): a pool element, a processor list. */
    PieceFields putJson(String key, JsonNode value);

    /** A compound of fields. */
    PieceFields putCompound(String key, Consumer<PieceFields> fields);

    /** Adds a compound to the list of compounds under {@code key} (made on the first). */
    PieceFields addToList(String key, Consumer<PieceFields> fields);

    /** Adds an int array to the list of int arrays under {@code key} (made on the first). */
    PieceFields addIntArrayToList(String key, int[] value);

    /** An empty list under {@code key}, where the game writes one for a piece with no entries. */
    PieceFields putEmptyList(String key);
}
