package org.terrainexplorer.world.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.terrainexplorer.world.json.GameJson;
import org.terrainexplorer.world.json.JsonValue;

/**
 * A datapack's overlays (1.20.2 on): folders of the pack, listed in {@code pack.mcmeta}'s {@code overlays.entries},
 * whose files lie over the pack's own when the release's data pack format is among the entry's ({@code formats}: a
 * format, {@code [min, max]} or {@code {min_inclusive, max_inclusive}}; from 1.21.9 also {@code min_format} and
 * {@code max_format}). Later entries lie over earlier ones, as in the game. Packs use them to carry one set of files
 * per range of releases.
 */
final class Overlays {

    private Overlays() {
    }

    /** The pack as a release of format {@code format} sees it: its overlays for that format over its own files. */
    static Pack apply(Pack pack, Releases.Format format) {
        List<String> folders = active(pack, format);
        return folders.isEmpty() ? pack : new Overlaid(pack, folders);
    }

    /** The overlay folders active for a format, lowest first. */
    static List<String> active(Pack pack, Releases.Format format) {
        Optional<String> text = pack.read("pack.mcmeta");
        if (text.isEmpty()) {
            return List.of();
        }
        JsonValue meta = GameJson.parse(text.get(), pack.name() + "/pack.mcmeta");
        if (!meta.has("overlays")) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (JsonValue e : meta.field("overlays").field("entries").elements()) {
            String dir = e.field("directory").asString();
            if (!dir.matches("[a-z0-9_.-]+")) {
                throw e.field("directory").error("an overlay's directory is a name of a-z, 0-9, _ . -, found '" + dir + "'");
            }
            if (covers(e, format)) {
                out.add(dir);
            }
        }
        return out;
    }

    private static boolean covers(JsonValue entry, Releases.Format f) {
        if (entry.has("min_format") || entry.has("max_format")) {
            int min = major(entry.field("min_format"));
            int max = major(entry.field("max_format"));
            return f.major() >= min && f.major() <= max;
        }
        JsonValue formats = entry.field("formats");
        if (formats.isNumber()) {
            return f.major() == formats.asInt(0, Integer.MAX_VALUE);
        }
        if (formats.isArray()) {
            List<JsonValue> e = formats.elements();
            if (e.size() != 2) {
                throw formats.error("expected [min, max]");
            }
            return f.major() >= e.get(0).asInt(0, Integer.MAX_VALUE) && f.major() <= e.get(1).asInt(0, Integer.MAX_VALUE);
        }
        return f.major() >= formats.field("min_inclusive").asInt(0, Integer.MAX_VALUE)
            && f.major() <= formats.field("max_inclusive").asInt(0, Integer.MAX_VALUE);
    }

    private static int major(JsonValue v) {
        return v.isNumber() ? v.asInt(0, Integer.MAX_VALUE) : v.elements().get(0).asInt(0, Integer.MAX_VALUE);
    }

    /** A pack seen through its active overlays. */
    private record Overlaid(Pack base, List<String> folders) implements Pack {

        @Override
        public String name() {
            return base.name();
        }

        @Override
        public Optional<String> read(String path) {
            for (int i = folders.size() - 1; i >= 0; i--) {
                Optional<String> text = base.read(folders.get(i) + "/" + path);
                if (text.isPresent()) {
                    return text;
                }
            }
            return base.read(path);
        }

        @Override
        public Optional<byte[]> readBytes(String path) {
            for (int i = folders.size() - 1; i >= 0; i--) {
                Optional<byte[]> bytes = base.readBytes(folders.get(i) + "/" + path);
                if (bytes.isPresent()) {
                    return bytes;
                }
            }
            return base.readBytes(path);
        }

        @Override
        public List<String> list(String folder) {
            TreeSet<String> all = new TreeSet<>(base.list(folder));
            for (String f : folders) {
                String prefix = f + "/";
                for (String p : base.list(prefix + folder)) {
                    all.add(p.substring(prefix.length()));
                }
            }
            return List.copyOf(all);
        }
    }
}
