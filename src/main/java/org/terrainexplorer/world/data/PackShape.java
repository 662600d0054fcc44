package org.terrainexplorer.world.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.terrainexplorer.world.json.GameJson;
import org.terrainexplorer.world.json.JsonValue;

/**
 * Whether what a user gave as a datapack is one: a pack has a {@code data/} folder of namespaces, its own or in an
 * overlay its {@code pack.mcmeta} lists. What people give instead — a folder of packs (the game's
 * {@code datapacks/}), a pack's {@code data/} folder, a folder holding only {@code pack.mcmeta} — would otherwise open
 * as the release's own world without a word; each is refused naming what it is, and a folder of packs names its
 * packs.
 */
public final class PackShape {

    private PackShape() {
    }

    /** Why {@code pack}, opened from {@code path}, is not a datapack, or null when it is one. */
    public static String notAPack(Path path, Pack pack) {
        if (!pack.list("data").isEmpty() || overlaysHoldData(pack)) {
            return null;
        }
        String where = "not a datapack: no pack.mcmeta and data/ in " + path;
        if (Files.isDirectory(path)) {
            List<String> packs = packsIn(path);
            if (!packs.isEmpty()) {
                return where + "; it holds " + (packs.size() == 1 ? "the pack " : "the packs ")
                    + String.join(", ", packs) + ": give " + (packs.size() == 1 ? "it" : "one of them");
            }
            Path name = path.getFileName();
            if (name != null && name.toString().equals("data") && namespacesIn(path)) {
                return where + "; this is a pack's data/ folder: give the folder that holds it, "
                    + path.toAbsolutePath().normalize().getParent();
            }
        }
        if (pack.read("pack.mcmeta").isPresent()) {
            return "not a datapack: " + path + " has a pack.mcmeta but no data/ folder (nor an overlay with one)";
        }
        return where;
    }

    /** Whether an overlay folder that pack.mcmeta lists holds data/ (a pack whose files are all in overlays). */
    private static boolean overlaysHoldData(Pack pack) {
        var text = pack.read("pack.mcmeta");
        if (text.isEmpty()) {
            return false;
        }
        try {
            JsonValue meta = GameJson.parse(text.get(), pack.name() + "/pack.mcmeta");
            if (!meta.has("overlays") || !meta.field("overlays").has("entries")) {
                return false;
            }
            for (JsonValue e : meta.field("overlays").field("entries").elements()) {
                if (e.has("directory") && !pack.list(e.field("directory").asString() + "/data").isEmpty()) {
                    return true;
                }
            }
        } catch (RuntimeException e) {
            // A broken pack.mcmeta is reported by the pack's own check, with its file and path.
            return true;
        }
        return false;
    }

    /** The names of the packs (folders with data/ or pack.mcmeta, and zips) directly in a folder, sorted. */
    private static List<String> packsIn(Path folder) {
        List<String> out = new ArrayList<>();
        try (Stream<Path> children = Files.list(folder)) {
            for (Path c : children.sorted().toList()) {
                String name = c.getFileName().toString();
                if (Files.isDirectory(c) ? Files.isDirectory(c.resolve("data")) || Files.isRegularFile(
                    c.resolve("pack.mcmeta")) : name.toLowerCase(Locale.ROOT).endsWith(".zip")) {
                    out.add(name);
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        return out;
    }

    /** Whether a folder holds namespaces: folders with a worldgen, tags or dimension folder of their own. */
    private static boolean namespacesIn(Path folder) {
        try (Stream<Path> children = Files.list(folder)) {
            return children.anyMatch(c -> Files.isDirectory(c.resolve("worldgen")) || Files.isDirectory(
                c.resolve("tags")) || Files.isDirectory(c.resolve("dimension")) || Files.isDirectory(
                c.resolve("dimension_type")));
        } catch (IOException e) {
            return false;
        }
    }
}
