package org.terrainexplorer.search;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A {@link Match} as one line of JSON, as results files and ledgers hold it:
 * {@code {"seed":123,"where":{"village":[{"what":"minecraft:village_plains","x":112,"z":-64}]}}}; a place has
 * {@code y} and {@code value} when it has them. Written in a fixed order, so equal matches are equal lines.
 */
public final class MatchJson {

    private MatchJson() {
    }

    /** The match as a line (no newline). */
    public static String line(Match m) {
        StringBuilder b = new StringBuilder(96);
        b.append("{\"seed\":").append(m.seed()).append(",\"where\":{");
        boolean firstCondition = true;
        for (Map.Entry<String, List<Match.Place>> e : m.where().entrySet()) {
            if (!firstCondition) {
                b.append(',');
            }
            firstCondition = false;
            string(b, e.getKey());
            b.append(":[");
            boolean firstPlace = true;
            for (Match.Place p : e.getValue()) {
                if (!firstPlace) {
                    b.append(',');
                }
                firstPlace = false;
                b.append("{\"what\":");
                string(b, p.what());
                if (p.located()) {
                    b.append(",\"x\":").append(p.x());
                    if (p.y() != Match.Place.NO_Y) {
                        b.append(",\"y\":").append(p.y());
                    }
                    b.append(",\"z\":").append(p.z());
                }
                if (!Double.isNaN(p.value())) {
                    b.append(",\"value\":").append(number(p.value()));
                }
                b.append('}');
            }
            b.append(']');
        }
        return b.append("}}").toString();
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%s", v);
    }

    private static void string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        b.append('"');
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper JSON =
        new com.fasterxml.jackson.databind.ObjectMapper();

    /** A match read back from its line. */
    public static Match read(String line) {
        try {
            return read(JSON.readTree(line));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("not a match: " + line, e);
        }
    }

    /** A match read back from its JSON. */
    public static Match read(JsonNode node) {
        if (node == null || !node.isObject() || !node.has("seed") || !node.get("seed").canConvertToLong()
            || !node.has("where") || !node.get("where").isObject()) {
            throw new IllegalArgumentException("not a match: " + node);
        }
        Map<String, List<Match.Place>> where = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> it = node.get("where").fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            List<Match.Place> places = new ArrayList<>();
            for (JsonNode p : e.getValue()) {
                places.add(new Match.Place(p.path("what").asText(), p.path("x").asInt(0),
                    p.has("y") ? p.get("y").asInt() : Match.Place.NO_Y, p.path("z").asInt(0),
                    p.has("value") ? p.get("value").asDouble() : Double.NaN));
            }
            where.put(e.getKey(), places);
        }
        return new Match(node.get("seed").asLong(), where);
    }
}
