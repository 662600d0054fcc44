package org.terrainexplorer.world.structure.jigsaw;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;
import org.terrainexplorer.world.json.Ids;

/**
 * A pool element's JSON as the game encodes the element in a saved jigsaw piece's {@code pool_element}: ids with
 * their namespace, an inline processor list as {@code {"processors": [...]}} (a pool may give the bare list), and
 * each element of a list with the list's projection (the game's list sets it on them). The game's data generator
 * wrote the release's pools with the same codec, so for them this is the pool's JSON.
 */
public final class PoolElementJson {

    private PoolElementJson() {
    }

    /** The element's encoded form; {@code projection} replaces its own (a list's, for its elements), or null. */
    public static JsonNode encoded(JsonNode json, String projection) {
        ObjectNode out = json.deepCopy();
        String own = projection != null ? projection : json.path("projection").asText(null);
        for (Iterator<Map.Entry<String, JsonNode>> it = json.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            JsonNode v = f.getValue();
            switch (f.getKey()) {
                case "element_type", "location", "feature" -> {
                    if (v.isTextual()) {
                        out.put(f.getKey(), id(v.asText()));
                    }
                }
                case "processors" -> {
                    if (v.isTextual()) {
                        out.put("processors", id(v.asText()));
                    } else if (v.isArray()) {
                        out.putObject("processors").set("processors", v.deepCopy());
                    }
                }
                case "projection" -> out.put("projection", own);
                case "elements" -> {
                    var list = out.putArray("elements");
                    for (JsonNode e : v) {
                        list.add(encoded(e, own));
                    }
                }
                default -> {
                }
            }
        }
        return out;
    }

    /** An id with its namespace (as read: the pool's reader has checked it). */
    private static String id(String text) {
        String id = Ids.normalise(text);
        return id != null ? id : text;
    }
}
