package org.terrainexplorer.world.data;

import java.util.List;
import java.util.Optional;
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
     * The release a datapack opens with when the user has not chosen one, and why, when it is not one the pack
     * declares (null then).
     *
     * @param version the release
     * @param note    what to tell the user: the pack is for releases there is no data for, and which was used
     *                instead; null when the pack declares the release (or has no {@code pack.mcmeta})
     */
    public record Choice(GameVersion version, String note) {
    }

    /**
     * The release a datapack picks when the user has not chosen one: the newest version there is whose format the
     * pack declares; a pack without {@code pack.mcmeta}, the default release.
     */
    public static GameVersion choose(GameData data, Pack pack) {
        return choice(data, pack).version();
    }

    /**
     * The release a datapack opens with when the user has not chosen one: the newest version there is whose format
     * the pack declares (a pack without {@code pack.mcmeta}: the newest there is). For a pack of releases there is
     * no data for, as the game opens an older or newer pack with a warning: the release there is whose terrain data
     * is identical to one the pack is for (1.21.1 for a 1.21.3 pack), else the release nearest the pack's formats
     * (the newer of two as near), with a note saying which and why.
     */
    public static Choice choice(GameData data, Pack pack) {
        Optional<PackFormat> declared = of(pack);
        if (declared.isEmpty()) {
            return new Choice(data.newest(), null);
        }
        PackFormat f = declared.get();
        List<GameVersion> fits = data.versions().stream()
            .filter(v -> Releases.format(v.name()).map(f::covers).orElse(false)).toList();
        if (!fits.isEmpty()) {
            return new Choice(fits.get(fits.size() - 1), null);
        }
        List<String> targets = f.releases();
        String forWhat = "the pack is for " + f + (targets.isEmpty() ? " (no release the explorer knows)"
            : " (Minecraft " + String.join(", ", targets) + ")") + ", which there is no game data for";
        for (int i = targets.size() - 1; i >= 0; i--) {
            Optional<GameVersion> same = Releases.sameTerrainAs(targets.get(i)).flatMap(data::find);
            if (same.isPresent()) {
                return new Choice(same.get(), forWhat + "; opened with " + same.get().name() + ", which has the same "
                    + "terrain data as " + targets.get(i) + " (choose another with --game-version or the version "
                    + "chooser)");
            }
        }
        GameVersion nearest = null;
        long best = Long.MAX_VALUE;
        for (GameVersion v : data.versions()) {
            Optional<Releases.Format> vf = Releases.format(v.name());
            if (vf.isEmpty()) {
                continue;
            }
            long d = distance(vf.get(), f);
            if (d < best || d == best && nearest != null && Releases.ORDER.compare(v.name(), nearest.name()) > 0) {
                best = d;
                nearest = v;
            }
        }
        if (nearest == null) {
            nearest = data.newest();
        }
        return new Choice(nearest, forWhat + "; opened with " + nearest.name() + ", the nearest release there is "
            + "data for (its terrain may differ from the one the pack was made for; choose another with "
            + "--game-version or the version chooser, or add that release's data with --game-data)");
    }

    /** How many formats a release's format lies outside the pack's range (0 inside). */
    private static long distance(Releases.Format r, PackFormat f) {
        if (r.compareTo(f.min()) < 0) {
            return (long) f.min().major() - r.major();
        }
        if (r.compareTo(f.max()) > 0) {
            return (long) r.major() - f.max().major();
        }
        return 0;
    }
}
