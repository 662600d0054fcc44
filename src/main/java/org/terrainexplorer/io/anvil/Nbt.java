package org.terrainexplorer.io.anvil;

import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagType;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.NumberBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Strict reads of NBT fields. The library's getters answer a default for a field of the wrong type, which would
 * turn a damaged chunk into a plausible wrong one; these throw {@link NbtFormatException} naming the field's path
 * and both types instead.
 */
final class Nbt {

    private Nbt() {
    }

    /** A field that must be there. */
    static BinaryTag require(CompoundBinaryTag tag, String key, String path) throws NbtFormatException {
        BinaryTag value = tag.get(key);
        if (value == null) {
            throw new NbtFormatException(join(path, key) + " is missing");
        }
        return value;
    }

    /** A compound field, or null when absent. */
    static CompoundBinaryTag compound(CompoundBinaryTag tag, String key, String path) throws NbtFormatException {
        return (CompoundBinaryTag) typed(tag, key, path, BinaryTagTypes.COMPOUND);
    }

    /** A string field, or null when absent. */
    static String string(CompoundBinaryTag tag, String key, String path) throws NbtFormatException {
        StringBinaryTag s = (StringBinaryTag) typed(tag, key, path, BinaryTagTypes.STRING);
        return s == null ? null : s.value();
    }

    /** A long-array field, or null when absent. */
    static long[] longArray(CompoundBinaryTag tag, String key, String path) throws NbtFormatException {
        LongArrayBinaryTag a = (LongArrayBinaryTag) typed(tag, key, path, BinaryTagTypes.LONG_ARRAY);
        return a == null ? null : a.value();
    }

    /** A whole-number field of any integer tag type (as the game reads numbers), or null when absent. */
    static Long integer(CompoundBinaryTag tag, String key, String path) throws NbtFormatException {
        BinaryTag value = tag.get(key);
        if (value == null) {
            return null;
        }
        BinaryTagType<?> t = value.type();
        if (t != BinaryTagTypes.BYTE && t != BinaryTagTypes.SHORT && t != BinaryTagTypes.INT
            && t != BinaryTagTypes.LONG) {
            throw wrong(join(path, key), "a whole number", value);
        }
        return ((NumberBinaryTag) value).longValue();
    }

    /**
     * A list field whose elements are all of {@code element} type, or null when absent. An empty list of any type
     * is accepted (the game writes empty lists untyped).
     */
    static ListBinaryTag list(CompoundBinaryTag tag, String key, String path, BinaryTagType<?> element)
        throws NbtFormatException {
        ListBinaryTag list = (ListBinaryTag) typed(tag, key, path, BinaryTagTypes.LIST);
        if (list == null || list.isEmpty()) {
            return list;
        }
        if (list.elementType() != element) {
            throw new NbtFormatException(join(path, key) + ": expected a list of " + name(element) + ", found a list of "
                + name(list.elementType()));
        }
        return list;
    }

    private static BinaryTag typed(CompoundBinaryTag tag, String key, String path, BinaryTagType<?> type)
        throws NbtFormatException {
        BinaryTag value = tag.get(key);
        if (value == null) {
            return null;
        }
        if (value.type() != type) {
            throw wrong(join(path, key), name(type), value);
        }
        return value;
    }

    private static NbtFormatException wrong(String where, String expected, BinaryTag found) {
        return new NbtFormatException(where + ": expected " + expected + ", found " + name(found.type()));
    }

    static String join(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** The tag type's name as the NBT specification calls it. */
    static String name(BinaryTagType<?> type) {
        return switch (type.id()) {
            case 0 -> "end";
            case 1 -> "byte";
            case 2 -> "short";
            case 3 -> "int";
            case 4 -> "long";
            case 5 -> "float";
            case 6 -> "double";
            case 7 -> "byte array";
            case 8 -> "string";
            case 9 -> "list";
            case 10 -> "compound";
            case 11 -> "int array";
            case 12 -> "long array";
            default -> "tag type " + type.id();
        };
    }
}
