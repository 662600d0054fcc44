package org.terrainexplorer.world.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A JSON value with the file it came from and its path in that file, so that every complaint about it can say
 * where it is. Accessors check the type (and for numbers, finiteness and range) and throw a
 * {@link DataException} naming the file, the path and what was expected.
 *
 * @param node the value
 * @param file the file, as a path inside its pack
 * @param path the JSON path, such as {@code noise_router.final_density.argument1}; empty at the root
 */
public record JsonValue(JsonNode node, String file, String path) {

    /** The root value of a file. */
    public static JsonValue root(JsonNode node, String file) {
        return new JsonValue(node, file, "");
    }

    /** A complaint about this value. */
    public DataException error(String problem) {
        return new DataException(file, path, problem);
    }

    private String childPath(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    /** Whether this is a JSON object. */
    public boolean isObject() {
        return node.isObject();
    }

    /** Whether this is a JSON number. */
    public boolean isNumber() {
        return node.isNumber();
    }

    /** Whether this is a JSON string. */
    public boolean isString() {
        return node.isTextual();
    }

    /** Whether this is a JSON array. */
    public boolean isArray() {
        return node.isArray();
    }

    /** A required field of this object. */
    public JsonValue field(String name) {
        requireObject();
        JsonNode child = node.get(name);
        if (child == null || child.isNull()) {
            throw error("missing field '" + name + "'");
        }
        return new JsonValue(child, file, childPath(name));
    }

    /** An optional field of this object. */
    public Optional<JsonValue> optionalField(String name) {
        requireObject();
        JsonNode child = node.get(name);
        if (child == null || child.isNull()) {
            return Optional.empty();
        }
        return Optional.of(new JsonValue(child, file, childPath(name)));
    }

    /** Whether this object has a field. */
    public boolean has(String name) {
        return node.isObject() && node.has(name) && !node.get(name).isNull();
    }

    /** The fields of this object, in file order. */
    public List<Map.Entry<String, JsonValue>> fields() {
        requireObject();
        List<Map.Entry<String, JsonValue>> fields = new ArrayList<>();
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            fields.add(Map.entry(e.getKey(), new JsonValue(e.getValue(), file, childPath(e.getKey()))));
        }
        return fields;
    }

    /** The elements of this array. */
    public List<JsonValue> elements() {
        if (!node.isArray()) {
            throw error("expected a list, found " + describe());
        }
        List<JsonValue> elements = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            elements.add(new JsonValue(node.get(i), file, path + "[" + i + "]"));
        }
        return elements;
    }

    /** This value as a finite number. */
    public double asDouble() {
        if (!node.isNumber()) {
            throw error("expected a number, found " + describe());
        }
        double d = node.asDouble();
        if (!Double.isFinite(d)) {
            throw error("expected a finite number, found " + node.asText());
        }
        return d;
    }

    /** This value as a number in [min, max]. */
    public double asDouble(double min, double max) {
        double d = asDouble();
        if (d < min || d > max) {
            throw error("expected a number from " + number(min) + " to " + number(max) + ", found " + number(d));
        }
        return d;
    }

    /** This value as a whole number in [min, max]. */
    public int asInt(int min, int max) {
        if (!node.isNumber()) {
            throw error("expected a whole number, found " + describe());
        }
        double d = node.asDouble();
        if (d != Math.rint(d)) {
            throw error("expected a whole number, found " + node.asText());
        }
        if (d < min || d > max) {
            throw error("expected a whole number from " + min + " to " + max + ", found " + node.asText());
        }
        return (int) d;
    }

    /** This value as a boolean. */
    public boolean asBoolean() {
        if (!node.isBoolean()) {
            throw error("expected true or false, found " + describe());
        }
        return node.asBoolean();
    }

    /** This value as a string. */
    public String asString() {
        if (!node.isTextual()) {
            throw error("expected a string, found " + describe());
        }
        return node.asText();
    }

    /** This value as a resource id, with the {@code minecraft:} namespace added when it has none. */
    public String asId() {
        String s = asString();
        String id = Ids.normalise(s);
        if (id == null) {
            throw error("'" + s + "' is not a valid id (namespace:path, lower case)");
        }
        return id;
    }

    private void requireObject() {
        if (!node.isObject()) {
            throw error("expected an object, found " + describe());
        }
    }

    /** A short description of the value's kind, for messages. */
    public String describe() {
        if (node.isObject()) {
            return "an object";
        }
        if (node.isArray()) {
            return "a list";
        }
        if (node.isTextual()) {
            return "the string \"" + node.asText() + "\"";
        }
        if (node.isNumber()) {
            return "the number " + node.asText();
        }
        if (node.isBoolean()) {
            return node.asText();
        }
        return "null";
    }

    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }
}
