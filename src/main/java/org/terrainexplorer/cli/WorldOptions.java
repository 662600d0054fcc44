package org.terrainexplorer.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.io.anvil.WorldOrigin;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldLoadException;
import org.terrainexplorer.session.WorldPresetSettings;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.Releases;
import org.terrainexplorer.world.json.Suggestions;
import org.terrainexplorer.world.random.Seeds;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * The world options every {@code world} command takes: a world preset, and over it which release and dimension,
 * which world (a built-in one or a datapack), the seed and the switches. They become {@link WorldSettings}, which
 * the {@link WorldSession} loads, exactly as the window loads a world: all of its data is checked before anything is
 * generated, and bad data is reported as bad input naming the file and the JSON path.
 */
final class WorldOptions {

    /** The seed when none is given: the seed of the README's examples. */
    static final long DEFAULT_SEED = 42L;

    /** How far a release typed may be from the nearest one there is data for, for that one to be suggested. */
    static final int NEAREST_SLIPS = 2;

    @Option(names = "--preset", paramLabel = "FILE|NAME",
        description = "A world preset (as the window saves them, or a shipped one by name, such as frozen-peaks; an "
            + "unknown name lists them): its world, seed, switches, noise and spline edits, and its map, section and "
            + "3D view as the default region. The options below override it.")
    Path preset;

    @Option(names = "--game-data", paramLabel = "DIR",
        description = "Adds the releases in a folder of the game's data-generator output (what 'java "
            + "-DbundlerMainClass=net.minecraft.data.Main -jar server.jar --server --reports' writes under "
            + "generated/), or a folder of such folders; only read. May be given more than once.")
    List<Path> gameData;

    @Option(names = "--game-version", paramLabel = "V",
        description = "The Minecraft release whose world generation to follow. Default: the preset's, else the "
            + "newest available.")
    String gameVersion;

    @Option(names = "--dimension", paramLabel = "DIM", converter = DimensionConverter.class,
        description = "overworld, the_nether (or nether) or the_end (or end): the dimension generated, and the "
            + "folder world save writes and --saved-world reads (region/, DIM-1/region/, DIM1/region/, or 26.1's "
            + "dimensions/minecraft/...). Default: the preset's, else overworld.")
    String dimension;

    @Option(names = "--world", paramLabel = "NAME", converter = WorldConverter.class,
        description = "A built-in world: overworld, large_biomes, amplified, caves or floating_islands. "
            + "Default: overworld.")
    BuiltinWorld world;

    @Option(names = "--datapack", paramLabel = "PATH",
        description = "A datapack (a folder or a .zip with data/<namespace>/worldgen/...): its own overworld "
            + "dimension if it has one, else the overworld with the pack's files over the built-in ones.")
    Path datapack;

    @Option(names = "--seed", paramLabel = "S",
        description = "The world seed: a whole number, or any text (as the game turns text into a seed). "
            + "Default: " + DEFAULT_SEED + ".")
    String seed;

    @Option(names = "--aquifers", paramLabel = "on|off", converter = OnOffConverter.class,
        description = "Aquifers on (the game's) or off (open space below sea level is water, below y -54 lava). "
            + "Default: the world's setting (on for the overworld).")
    OnOff aquifers;

    @Option(names = "--carvers", paramLabel = "on|off", converter = OnOffConverter.class,
        description = "The game's carvers (its worm caves and canyons, cut after the surface) on or off, to see what "
            + "each source of caves adds. Default: on.")
    OnOff carvers;

    @Option(names = "--structures", paramLabel = "on|off", converter = OnOffConverter.class,
        description = "The game's structures (villages, strongholds, ancient cities...) on or off: where they start "
            + "and the terrain they reshape around them (the ground under a village levelled, the space around an "
            + "ancient city cut). Default: on, as the game's generate_structures.")
    OnOff structures;

    @Option(names = "--verbose",
        description = "Print every warning as it comes (a datapack's fields the game ignores, a saved world's "
            + "unreadable chunks), instead of one line for each kind with a count.")
    void verbose(boolean on) {
        streams.warnings().verbose(on);
    }

    private final TerrainCli.Streams streams;

    WorldOptions(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    /** The run's streams and warnings. */
    TerrainCli.Streams streams() {
        return streams;
    }

    /** Made on first use: picocli makes the options of every world command to parse one command line. */
    private WorldSession session;
    private WorldPresets.WorldPreset presetRead;
    private WorldSettings settings;
    private LoadedWorld loaded;

    /**
     * The options given that decide a generated world, by name (a saved world takes none of them; the dimension
     * goes with both).
     */
    List<String> generatedWorldOptions() {
        Object[] values = {preset, gameData, gameVersion, world, datapack, seed, aquifers, carvers, structures};
        String[] names = {"--preset", "--game-data", "--game-version", "--world", "--datapack", "--seed", "--aquifers",
            "--carvers", "--structures"};
        List<String> given = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                given.add(names[i]);
            }
        }
        return given;
    }

    /** The preset given with {@code --preset}, read once; empty without one. */
    Optional<WorldPresets.WorldPreset> preset() {
        if (preset == null) {
            return Optional.empty();
        }
        if (presetRead == null) {
            try {
                presetRead = PresetArgument.of("--preset ", preset, true).loadWorld();
            } catch (Presets.PresetException e) {
                throw new InputException("--preset " + e.getMessage());
            }
        }
        return Optional.of(presetRead);
    }

    /** The settings: the preset's, then each option over them. */
    WorldSettings settings() {
        if (settings != null) {
            return settings;
        }
        if (world != null && datapack != null) {
            throw new UsageException("--world and --datapack: choose one");
        }
        if (gameData != null) {
            for (Path folder : gameData) {
                try {
                    session().addGameData(folder);
                } catch (WorldLoadException e) {
                    throw new InputException("--game-data: " + e.getMessage());
                }
            }
        }
        WorldSettings s;
        try {
            s = preset().isPresent() ? WorldPresetSettings.settings(presetRead, session())
                : WorldSettings.of(BuiltinWorld.OVERWORLD, Long.toString(DEFAULT_SEED));
        } catch (WorldLoadException e) {
            throw new InputException("--preset " + preset + ": " + e.getMessage());
        }
        if (gameVersion != null) {
            if (!session().versions().contains(gameVersion.strip())) {
                throw new InputException("--game-version " + gameVersion + ": no game data for it; available: "
                    + String.join(", ", session().versions()) + " (add another with --game-data DIR)"
                    + releasesOfLine(gameVersion.strip(), session().versions()));
            }
            s = s.withVersion(gameVersion.strip());
        }
        if (dimension != null) {
            s = s.withDimension(dimension);
        }
        if (world != null) {
            s = s.withBuiltin(world);
        }
        if (datapack != null) {
            if (!Files.exists(datapack)) {
                throw new InputException("--datapack " + datapack + ": no such file or folder");
            }
            s = s.withDatapack(datapack);
        }
        if (seed != null) {
            try {
                Seeds.parse(seed);
            } catch (IllegalArgumentException e) {
                throw new InputException("--seed: " + e.getMessage());
            }
            s = s.withSeed(seed);
        }
        if (aquifers != null) {
            s = s.withAquifers(aquifers.on);
        }
        if (carvers != null) {
            s = s.withCarvers(carvers.on);
        }
        if (structures != null) {
            s = s.withStructures(structures.on);
        }
        settings = s;
        return s;
    }

    /** The session over the shipped game data (and any --game-data), made once. */
    WorldSession session() {
        if (session == null) {
            session = new WorldSession();
        }
        return session;
    }

    /** The world, loaded once through the session; its data's warnings go to standard error, summarised. */
    LoadedWorld loaded() {
        if (loaded == null) {
            try {
                loaded = session().load(settings());
            } catch (WorldLoadException e) {
                throw new InputException(e.getMessage());
            }
            streams.warnings().report(loaded.warnings());
        }
        return loaded;
    }



    /**
     * Which world a command made, for its "Wrote …" line: the release and dimension (and the built-in world or the
     * datapack), since a preset or a datapack's pack.mcmeta may have chosen them ("Minecraft 26.2 overworld").
     */
    String describe() {
        return "Minecraft " + loaded().version() + " " + place();
    }

    /** The dimension, and the built-in world or the datapack when not the plain one ("the_nether, amplified"). */
    String place() {
        LoadedWorld w = loaded();
        WorldSettings s = w.settings();
        String of = s.datapack() != null ? ", datapack " + s.datapack().getFileName()
            : s.builtin() != null && s.builtin() != BuiltinWorld.OVERWORLD ? ", " + s.builtin().id() : "";
        return w.dimension().id() + of;
    }

    /** The seed as the game reads it. */
    long seed() {
        return settings().seed();
    }

    /**
     * The seed in words: as the game reads it, with the text as typed when that is not the number ("seed 42",
     * "seed Glacier (its hash, 1234)"), since a preset or the default (42) may have chosen it.
     */
    String seedWords() {
        String typed = settings().seedText() == null ? "" : settings().seedText().strip();
        String number = Long.toString(seed());
        return "seed " + (typed.equals(number) ? number : typed + " (" + number + ")");
    }

    /**
     * What the game's world files cannot say about these settings (edits, a sea level, switches other than the
     * world's), or null when they say it all.
     */
    String editsLevelDatCannotName(PrintStream err) {
        WorldSettings s = settings();
        boolean own = loaded().ownAquifers();
        if (!s.hasEdits(own)) {
            return null;
        }
        List<String> what = new java.util.ArrayList<>();
        if (!s.knobs().isEmpty() || !s.splines().isEmpty()) {
            what.add("noise or spline edits");
        }
        if (s.seaLevel() != null) {
            what.add("a sea level of its own");
        }
        if (s.aquifersOr(own) != own) {
            what.add("--aquifers " + (own ? "off" : "on") + " where the world's own are " + (own ? "on" : "off"));
        }
        return String.join(", ", what);
    }

    /** Where the world comes from, as a saved world's level.dat names it. */
    WorldOrigin origin() {
        WorldSettings s = settings();
        return s.datapack() != null ? new WorldOrigin.Datapack(s.datapack()) : new WorldOrigin.Builtin(s.builtin());
    }

    static final class WorldConverter implements ITypeConverter<BuiltinWorld> {
        @Override
        public BuiltinWorld convert(String value) {
            return Converters.choose(value, List.of(BuiltinWorld.values()), BuiltinWorld::id);
        }
    }

    static final class DimensionConverter implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            try {
                return Dimension.byId(value).id();
            } catch (IllegalArgumentException e) {
                return Converters.choose(value, WorldPresets.DIMENSIONS, d -> d);
            }
        }
    }

    /**
     * On or off. An enum, not a {@code Boolean}: picocli takes a {@code Boolean} option for a flag and reads the
     * word after it as the next argument, so {@code --aquifers off} failed.
     */
    enum OnOff {
        ON(true), OFF(false);

        final boolean on;

        OnOff(boolean on) {
            this.on = on;
        }
    }

    static final class OnOffConverter implements ITypeConverter<OnOff> {
        @Override
        public OnOff convert(String value) {
            return Converters.choose(value, List.of(OnOff.values()), o -> o.on ? "on" : "off");
        }
    }

    /**
     * What to suggest for a release there is no data for. A release line typed without its patch ({@code 1.20},
     * {@code 1.21}): the releases of that line there is data for. A release the game had: the release there is data
     * for with the same terrain data ({@code 1.21.2}: 1.21.1), else the nearest by release order, the newest not newer
     * than it ({@code 26.3}: 26.2; {@code 1.21.12}: 1.21.11), or the oldest when all are newer ({@code 1.18.2}:
     * 1.19.3), if that is within {@link #NEAREST_SLIPS} typing slips of it: {@code 1.99} or {@code 2.0} is no typo of
     * 1.21.11, and the message's list of releases there is data for says the rest. Otherwise (a typo) the release it
     * spells with letters for look-alike digits ({@code 1.21.l}: 1.21.1), or the nearest name.
     */
    static String releasesOfLine(String typed, List<String> versions) {
        List<String> line = versions.stream().filter(v -> v.startsWith(typed + ".")).toList();
        if (!line.isEmpty()) {
            return "; of " + typed + " there is data for " + String.join(", ", line);
        }
        if (typed.matches("\\d+(\\.\\d+)+")) {
            Optional<String> same = Releases.sameTerrainAs(typed).filter(versions::contains);
            if (same.isPresent()) {
                return "; did you mean '" + same.get() + "'? (its terrain data is " + typed + "'s)";
            }
            List<String> plain = versions.stream().filter(v -> v.matches("\\d+(\\.\\d+)+"))
                .sorted(Releases.ORDER).toList();
            String nearest = null;
            for (String v : plain) {
                if (Releases.ORDER.compare(v, typed) <= 0) {
                    nearest = v;
                }
            }
            if (nearest == null && !plain.isEmpty()) {
                nearest = plain.get(0);
            }
            if (nearest != null && Suggestions.distance(typed, nearest) <= NEAREST_SLIPS) {
                return "; did you mean '" + nearest + "'? (the nearest release there is data for)";
            }
        }
        String digits = typed.replaceAll("[lIi|]", "1").replaceAll("[oO]", "0");
        if (!digits.equals(typed) && versions.contains(digits)) {
            return "; did you mean '" + digits + "'?";
        }
        return Suggestions.didYouMean(typed, versions, Releases.ORDER.reversed());
    }
}
