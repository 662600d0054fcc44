package org.terrainexplorer.world.data;

import java.util.List;
import java.util.Optional;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.GameJson;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The data pack formats a datapack's {@code pack.mcmeta} says it is for, and the release that picks when the
 * user has not chosen one. The game's fields: {@code pack_format} (one format), {@code supported_formats}
 * (1.20.2 to 1.21.8: a format, {@code [min, max]} or {@code {min_inclusive, max_inclusive}}), and from 1.21.9
 * {@code min_format} and {@code max_format} (a major, or {@code [major, minor]}).
 *
 * @param min the lowest format the pack is for
 * @param max the highest
 */
public record PackFormat(Releases.Format min, Releases.Format max) {

    /** The formats a pack declares; empty for a pack without {@code pack.mcmeta}. */
    public static Optional<PackFormat> of(Pack pack) {
        Optional<String> text = pack.read("pack.mcmeta");
        if (text.isEmpty()) {
            return Optional.empty();
        }
        JsonValue meta = GameJson.parse(text.get(), pack.name() + "/pack.mcmeta").field("pack");
        if (meta.has("min_format") || meta.has("max_format")) {
            Releases.Format min = format(meta.field("min_format"), 0);
            Releases.Format max = format(meta.field("max_format"), Integer.MAX_VALUE);
            if (max.compareTo(min) < 0) {
                throw meta.field("max_format").error("max_format " + max + " is below min_format " + min);
            }
            return Optional.of(new PackFormat(min, max));
        }
        if (meta.has("supported_formats")) {
            JsonValue s = meta.field("supported_formats");
            if (s.isNumber()) {
                Releases.Format f = new Releases.Format(s.asInt(0, Integer.MAX_VALUE), 0);
                return Optional.of(new PackFormat(f, f));
            }
            if (s.isArray()) {
                List<JsonValue> e = s.elements();
                if (e.size() != 2) {
                    throw s.error("expected [min, max], found " + e.size() + " numbers");
                }
                return Optional.of(range(e.get(0), e.get(1)));
            }
            return Optional.of(range(s.field("min_inclusive"), s.field("max_inclusive")));
        }
        Releases.Format f = new Releases.Format(meta.field("pack_format").asInt(0, Integer.MAX_VALUE), 0);
        return Optional.of(new PackFormat(f, new Releases.Format(f.major(), Integer.MAX_VALUE)));
    }

    private static PackFormat range(JsonValue lo, JsonValue hi) {
        int min = lo.asInt(0, Integer.MAX_VALUE);
        int max = hi.asInt(0, Integer.MAX_VALUE);
        if (max < min) {
            throw hi.error("the highest format " + max + " is below the lowest " + min);
        }
        return new PackFormat(new Releases.Format(min, 0), new Releases.Format(max, Integer.MAX_VALUE));
    }

    /** {@code 88} or {@code [88]} or {@code [88, 0]}; a major alone has {@code minor} (0 for a minimum, any for a maximum). */
    private static Releases.Format format(JsonValue v, int minor) {
        if (v.isNumber()) {
            return new Releases.Format(v.asInt(0, Integer.MAX_VALUE), minor);
        }
        List<JsonValue> e = v.elements();
        if (e.isEmpty() || e.size() > 2) {
            throw v.error("expected a format: a number, [major] or [major, minor]");
        }
        return new Releases.Format(e.get(0).asInt(0, Integer.MAX_VALUE), e.size() == 2
            ? e.get(1).asInt(0, Integer.MAX_VALUE) : minor);
    }

    /** Whether a release's format is among the pack's (a minor-less bound covers every minor of its major). */
    public boolean covers(Releases.Format f) {
        return f.compareTo(min) >= 0 && f.compareTo(max) <= 0;
    }

    /** The known releases the pack is for, oldest first. */
    public List<String> releases() {
        return Releases.withFormatIn(min, max);
    }

    @Override
    public String toString() {
        return min.equals(max) || max.minor() == Integer.MAX_VALUE && max.major() == min.major()
            ? "format " + min.major() : "formats " + min + " to " + (max.minor() == Integer.MAX_VALUE ? max.major() : max);
    }

    /**
     * The release a datapack picks when the user has not chosen one: the newest version there is whose format the
     * pack declares; a pack without {@code pack.mcmeta}, the default release.
     *
     * @throws DataException when no version there is fits, naming the releases the pack is for and those there are
     */
    public static GameVersion choose(GameData data, Pack pack) {
        Optional<PackFormat> declared = of(pack);
        if (declared.isEmpty()) {
            return data.newest();
        }
        PackFormat f = declared.get();
        List<GameVersion> fits = data.versions().stream()
            .filter(v -> Releases.format(v.name()).map(f::covers).orElse(false)).toList();
        if (!fits.isEmpty()) {
            return fits.get(fits.size() - 1);
        }
        List<String> targets = f.releases();
        List<String> same = targets.stream().map(Releases::sameTerrainAs).flatMap(Optional::stream).distinct()
            .filter(r -> data.find(r).isPresent()).toList();
        String hint = same.isEmpty() ? "" : " (" + String.join(", ", same) + " has the same terrain data)";
        throw new DataException(pack.name() + "/pack.mcmeta", "pack", "the pack is for " + f
            + (targets.isEmpty() ? " (no release the explorer knows)" : " (Minecraft " + String.join(", ", targets) + ")")
            + "; there is game data for " + data.names() + ": choose one with --game-version (or the version chooser)"
            + hint + ", or add that release's data with --game-data");
    }
}
