package org.terrainexplorer.world.structure;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.function.BiConsumer;
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

    /** A list of compounds, one written by {@code each} per item (an empty list for none, as the game writes). */
    <T> PieceFields putList(String key, List<T> items, BiConsumer<PieceFields, T> each);

    /** A list of int arrays (an empty list for none). */
    PieceFields putIntArrayList(String key, List<int[]> arrays);
}
