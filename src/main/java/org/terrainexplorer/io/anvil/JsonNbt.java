package org.terrainexplorer.io.anvil;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagType;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Worldgen JSON (a dimension or a world preset's dimensions for {@code level.dat}, a jigsaw piece's pool element) as
 * NBT, in the forms the game's codecs read back: objects as compounds, booleans as bytes, whole numbers as ints (longs
 * when too big), other numbers as doubles. NBT lists hold one type, so a JSON array mixing whole and other numbers
 * becomes a list of doubles (the codecs read any number); an array mixing other kinds is refused, or, for
 * {@link #convertWrapping}, written as the game's NBT operations write such a list.
 */
final class JsonNbt {

    private JsonNbt() {
    }

    /** The NBT of a JSON value; null for JSON null. An array mixing kinds other than numbers is refused. */
    static BinaryTag convert(JsonNode node, String path) {
        return convert(node, path, false);
    }

    /**
     * {@link #convert}, but an array mixing kinds other than numbers becomes a list of compounds, each value that is
     * not a compound wrapped as {@code {"": value}}, as the game's NBT operations write such a list (from 1.20.5).
     */
    static BinaryTag convertWrapping(JsonNode node) {
        return convert(node, "", true);
    }

    private static BinaryTag convert(JsonNode node, String path, boolean wrap) {
        if (node.isObject()) {
            CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                BinaryTag value = convert(e.getValue(), path + "." + e.getKey(), wrap);
                if (value != null) {
                    b.put(e.getKey(), value);
                }
            }
            return b.build();
        }
        if (node.isArray()) {
            return list(node, path, wrap);
        }
        if (node.isTextual()) {
            return StringBinaryTag.stringBinaryTag(node.asText());
        }
        if (node.isBoolean()) {
            return ByteBinaryTag.byteBinaryTag(node.asBoolean() ? (byte) 1 : (byte) 0);
        }
        if (node.isNumber()) {
            if (node.isIntegralNumber() && node.canConvertToInt()) {
                return IntBinaryTag.intBinaryTag(node.intValue());
            }
            if (node.isIntegralNumber() && node.canConvertToLong()) {
                return LongBinaryTag.longBinaryTag(node.longValue());
            }
            return DoubleBinaryTag.doubleBinaryTag(node.doubleValue());
        }
        if (node.isNull()) {
            return null;
        }
        throw new IllegalArgumentException(path + ": cannot store " + node.getNodeType() + " in NBT");
    }

    private static ListBinaryTag list(JsonNode array, String path, boolean wrap) {
        List<BinaryTag> items = new ArrayList<>();
        boolean numbers = array.size() > 0;
        for (JsonNode item : array) {
            numbers &= item.isNumber();
        }
        for (int i = 0; i < array.size(); i++) {
            JsonNode item = array.get(i);
            BinaryTag t = numbers && !allInts(array) ? DoubleBinaryTag.doubleBinaryTag(item.doubleValue())
                : convert(item, path + "[" + i + "]", wrap);
            if (t != null) {
                items.add(t);
            }
        }
        if (items.isEmpty()) {
            return ListBinaryTag.empty();
        }
        BinaryTagType<?> type = items.get(0).type();
        for (BinaryTag t : items) {
            if (t.type() != type) {
                if (!wrap) {
                    throw new IllegalArgumentException(path + ": an array mixing " + Nbt.name(type) + " and "
                        + Nbt.name(t.type()) + " cannot be stored in NBT");
                }
                List<BinaryTag> wrapped = new ArrayList<>(items.size());
                for (BinaryTag w : items) {
                    wrapped.add(w instanceof CompoundBinaryTag ? w : CompoundBinaryTag.builder().put("", w).build());
                }
                return ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, wrapped);
            }
        }
        return ListBinaryTag.listBinaryTag(type, items);
    }

    private static boolean allInts(JsonNode array) {
        for (JsonNode item : array) {
            if (!item.isIntegralNumber() || !item.canConvertToInt()) {
                return false;
            }
        }
        return true;
    }
}
