package org.terrainexplorer.world.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.terrainexplorer.world.json.GameJson;
import org.terrainexplorer.world.json.JsonValue;

/**
 * One file's text, shared by every version whose file has the same path and text (see {@link ContentStore}), with
 * what has been made from it: its parsed JSON and values derived from it (a biome list, a biome's climate). Versions
 * that share a file share these, so eleven versions do not cost eleven loads.
 */
final class Content {

    private final String text;
    private final byte[] bytes;
    private volatile JsonNode json;
    private final Map<String, Object> derived = new ConcurrentHashMap<>();

    Content(String text) {
        this.text = text;
        this.bytes = null;
    }

    /** A file that is not text (a packed biome list, {@link BiomeListCodec}). */
    Content(byte[] bytes) {
        this.text = null;
        this.bytes = bytes;
    }

    /** The text. */
    String text() {
        if (text == null) {
            throw new IllegalStateException("not a text file");
        }
        return text;
    }

    /** The bytes of a file that is not text (the caller must not change them). */
    byte[] bytes() {
        if (bytes == null) {
            throw new IllegalStateException("a text file");
        }
        return bytes;
    }

    /** The parsed JSON, named after {@code file} for messages; parsed once. */
    JsonValue json(String file) {
        JsonNode node = json;
        if (node == null) {
            node = GameJson.parse(text, file).node();
            json = node;
        }
        return JsonValue.root(node, file);
    }

    /** The parsed JSON without keeping it (for a large file read once into something smaller, as a biome report). */
    JsonValue parse(String file) {
        JsonNode node = json;
        return node != null ? JsonValue.root(node, file) : GameJson.parse(text, file);
    }

    /** A value made from this file alone, made once under {@code key}. */
    @SuppressWarnings("unchecked")
    <T> T derive(String key, Supplier<T> make) {
        Object v = derived.get(key);
        if (v == null) {
            v = make.get();
            Object raced = derived.putIfAbsent(key, v);
            if (raced != null) {
                v = raced;
            }
        }
        return (T) v;
    }
}
