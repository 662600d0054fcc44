package org.terrainexplorer.ui.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.terrainexplorer.search.LocalSearch;
import org.terrainexplorer.search.Match;

/**
 * The Search tab's words: a condition's one-line summary in the tree, a result's line in the list, a run's progress.
 */
final class SearchText {

    private SearchText() {
    }

    /** A result's line: the seed and, per condition, its first place. */
    static String describe(Match m) {
        StringBuilder b = new StringBuilder(Long.toString(m.seed()));
        m.where().forEach((id, places) -> {
            if (!places.isEmpty() && places.get(0).located()) {
                Match.Place p = places.get(0);
                String what = p.what().startsWith("minecraft:") ? p.what().substring(10) : p.what();
                b.append("  ·  ").append(what).append(' ').append(p.x()).append(", ").append(p.z());
                if (places.size() > 1) {
                    b.append(" (+").append(places.size() - 1).append(')');
                }
            }
        });
        return b.toString();
    }

    /**
     * A running search's progress line: the seeds searched, the rate and the time left, what was found so far and,
     * until every unit is done, what that stands for ({@link LocalSearch.Progress#coverage}).
     *
     * @param p         the progress
     * @param first     the range's first seed
     * @param unitSeeds the seeds of a work unit
     * @param found     the matches listed
     */
    static String progress(LocalSearch.Progress p, long first, long unitSeeds, int found) {
        StringBuilder b = new StringBuilder(p.paused() ? "Paused: " : "");
        b.append(String.format(Locale.ROOT, "%,d of %,d seeds, %,.0f seeds/s", p.seedsDone(), p.seeds(),
            p.seedsPerSecond()));
        if (!p.timeLeft().isEmpty()) {
            b.append(", ETA ").append(p.timeLeft());
        }
        b.append(String.format(Locale.ROOT, "; %,d found", found)).append(p.coverage(first, unitSeeds));
        return b.toString();
    }

    /** A condition's one-line summary for the tree. */
    static String summary(ObjectNode c) {
        String id = c.has("id") ? c.get("id").asText() + ": " : "";
        if (c.has("all")) {
            return id + "all of";
        }
        if (c.has("any")) {
            return id + "any of";
        }
        if (c.has("not")) {
            return id + "not";
        }
        if (c.has("biome")) {
            return id + "biome " + names(c.get("biome")) + (c.has("covers") ? " covering " + c.path("covers").asText()
                + " % of an area" : " within " + c.path("within").asText() + " of " + origin(c.get("of")));
        }
        if (c.has("climate")) {
            return id + c.get("climate").asText() + " in " + c.path("range") + (c.has("at") ? " at " + c.get("at")
                : " over an area");
        }
        if (c.has("height")) {
            return id + "surface height in " + c.get("height") + " at " + c.path("at");
        }
        if (c.has("heightRange")) {
            return id + "surface varies by " + c.get("heightRange") + " over an area";
        }
        if (c.has("spawnIn")) {
            return id + "spawn in " + c.get("spawnIn").path("from") + " to " + c.get("spawnIn").path("to");
        }
        if (c.has("spawnBiome")) {
            return id + "spawn in " + names(c.get("spawnBiome"));
        }
        if (c.has("structure") || c.has("set")) {
            String what = c.has("structure") ? names(c.get("structure")) : c.get("set").asText();
            int n = c.path("atLeast").asInt(1);
            return id + (n > 1 ? n + " × " : "") + what + " within " + c.path("within").asText() + " of "
                + origin(c.get("of")) + (c.path("viable").asBoolean(true) ? "" : " (placement only)");
        }
        return id + c;
    }

    private static String names(JsonNode n) {
        if (n == null) {
            return "?";
        }
        if (n.isArray()) {
            List<String> out = new ArrayList<>();
            n.forEach(x -> out.add(x.asText().replace("minecraft:", "")));
            return String.join(" or ", out);
        }
        return n.asText().replace("minecraft:", "");
    }

    private static String origin(JsonNode of) {
        if (of == null) {
            return "?";
        }
        if (of.isArray()) {
            return of.path(0).asText() + ", " + of.path(1).asText();
        }
        return of.asText();
    }
}
