package org.terrainexplorer.session;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.terrainexplorer.io.anvil.ChunkProblem;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.render.world.BiomeTints;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;
import org.terrainexplorer.world.data.GameVersion;
import org.terrainexplorer.world.data.LoadedData;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.data.PackFormat;
import org.terrainexplorer.world.data.PackShape;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.DataException;

/**
 * The one place where a user's settings become a world, for the window, the command line and world presets alike:
 * loads a world's data (a release's built-in world or a datapack, in a dimension), applies the settings' switches
 * and edits and binds the seed. What was loaded is cached by what actually decides it, so a knob or spline edit
 * re-applies edits to a cached definition (a few milliseconds) and never reads a file again; a release already open
 * is switched to as fast.
 *
 * <p>The releases are the game data's: those shipped in the jar and those a user added from a folder of the game's
 * data-generator output ({@link #addGameData}). Thread-safe: the window loads on its pool, the command line on its
 * main thread. Holds no JavaFX.
 */
public final class WorldSession {

    /** How many loaded definitions are kept (a few worlds, dimensions and releases to switch between). */
    private static final int KEPT = 12;

    /** What decides a loaded definition: the release, the dimension and the world or pack. */
    private record DataKey(String version, Dimension dimension, BuiltinWorld builtin, Path datapack) {
    }

    private final GameData data;
    /** A world's data as read, and its biomes' tints read from the same packs (when first asked for). */
    private record Known(LoadedData data, BiomeTints tints) {
    }

    private final Map<DataKey, Known> definitions = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<DataKey, Known> eldest) {
            return size() > KEPT;
        }
    };
    private volatile LoadedWorld last;

    /** A session over the game data shipped in the jar. */
    public WorldSession() {
        this(GameData.shipped());
    }

    /** A session over {@code data}. */
    public WorldSession(GameData data) {
        this.data = data;
    }

    /** The game data: its releases. */
    public GameData data() {
        return data;
    }

    /** The releases this session can load, oldest first. */
    public List<String> versions() {
        return data.versions().stream().map(GameVersion::name).toList();
    }

    /** The newest release (the default), or null when there is no game data at all. */
    public String newest() {
        return data.isEmpty() ? null : data.newest().name();
    }

    /**
     * Adds the releases in a folder of the game's data-generator output (or a folder of such folders); the folder
     * is only ever read.
     *
     * @return the releases added
     */
    public List<String> addGameData(Path folder) throws WorldLoadException {
        try {
            return data.addFolder(folder).stream().map(GameVersion::name).toList();
        } catch (DataException | UncheckedIOException e) {
            throw new WorldLoadException("game data " + folder + ": " + e.getMessage(), e);
        }
    }

    /**
     * The release settings load: theirs; or, left to the session, a datapack's by its {@code pack.mcmeta}, else the
     * newest.
     */
    public String versionOf(WorldSettings settings) throws WorldLoadException {
        return chosen(settings).version();
    }

    /**
     * The release settings load, and, when a datapack's {@code pack.mcmeta} picked one it is not for (none there is
     * fits), why ({@link PackFormat#choice}); the note is null otherwise.
     */
    private record Chosen(String version, String note) {
    }

    private Chosen chosen(WorldSettings settings) throws WorldLoadException {
        if (settings.version() != null) {
            return new Chosen(settings.version(), null);
        }
        if (data.isEmpty()) {
            throw new WorldLoadException(GameData.missingMessage());
        }
        if (settings.datapack() != null) {
            try {
                PackFormat.Choice c = PackFormat.choice(data, pack(settings.datapack()));
                return new Chosen(c.version().name(), c.note() == null ? null
                    : "datapack " + settings.datapack().getFileName() + ": " + c.note());
            } catch (DataException e) {
                throw new WorldLoadException("datapack " + settings.datapack().getFileName() + ": " + e.getMessage(), e);
            }
        }
        return new Chosen(data.newest().name(), null);
    }

    /**
     * The biome tints of a release's own data, for a saved world drawn without a generated world under it (the
     * command line): {@code release}'s when the session has it, else the newest release's (a world newer than the
     * data), else the built-in ones when there is no game data at all.
     */
    public BiomeTints tints(String release) {
        if (data.isEmpty()) {
            return BiomeTints.builtin();
        }
        String name = release != null && versions().contains(release) ? release : newest();
        try {
            return BiomeTints.of(List.of(data.open(name).pack()));
        } catch (DataException | UncheckedIOException e) {
            return BiomeTints.builtin();
        }
    }

    /** The dimensions, by command-line id. */
    public List<String> dimensions() {
        return Arrays.stream(Dimension.values()).map(Dimension::id).toList();
    }

    /**
     * The other dimensions of a world (same release, world and datapack) that can start a structure {@code wanted}
     * takes, by command-line id, in {@link #dimensions}' order: for a structure the world's own dimension lacks
     * (a fortress asked for in the overworld). Reads those dimensions' data (kept, as any load's is) without
     * making them the session's last world ({@link #load} would, and the window's world would be made again); a
     * dimension that cannot be made (a datapack without it) is passed over.
     */
    public List<String> dimensionsWith(LoadedWorld world, java.util.function.Predicate<String> wanted) {
        String here = world.settings().dimension();
        List<String> in = new java.util.ArrayList<>();
        for (String d : dimensions()) {
            if (d.equals(here)) {
                continue;
            }
            try {
                WorldSettings other = world.settings().withDimension(d);
                if (seeds(other).apply(other.seed()).structures().possibleIds().stream().anyMatch(wanted)) {
                    in.add(d);
                }
            } catch (WorldLoadException e) {
                // That dimension cannot be made: it cannot be the answer either.
            }
        }
        return in;
    }

    /**
     * The generated world of the settings (their saved world, if any, is not opened: see {@link #openSaved}).
     * The same settings as the last call give the same world.
     */
    public LoadedWorld load(WorldSettings settings) throws WorldLoadException {
        WorldSettings generated = settings.generated();
        LoadedWorld known = last;
        if (known != null && known.settings().equals(generated)) {
            return known;
        }
        Chosen chosen = chosen(generated);
        String version = chosen.version();
        Known base = loaded(generated, version);
        List<String> warnings = base.data().warnings();
        if (chosen.note() != null) {
            // Said first: which release the pack opened with is what a user most needs to know.
            warnings = new java.util.ArrayList<>(warnings);
            warnings.add(0, chosen.note());
        }
        LoadedWorld world;
        try {
            world = LoadedWorld.of(generated, version, base.data().definition(), warnings, base.tints(),
                base.data().structures());
            world.generator().prepare();
        } catch (IllegalArgumentException e) {
            throw new WorldLoadException(e.getMessage(), e);
        }
        last = world;
        return world;
    }

    /**
     * The settings' world for any seed, as {@link #load} makes it with that seed: the data is loaded once, here, and
     * each call of the maker only binds a seed (a few milliseconds), on any thread. For seed searches.
     */
    public java.util.function.LongFunction<LoadedWorld> seeds(WorldSettings settings) throws WorldLoadException {
        WorldSettings generated = settings.generated();
        String version = versionOf(generated);
        Known base = loaded(generated, version);
        return seed -> LoadedWorld.of(generated.withSeed(Long.toString(seed)), version, base.data().definition(),
            base.data().warnings(), base.tints(), base.data().structures());
    }

    /** The world's data as loaded, before the settings' switches and edits. */
    public WorldDefinition definition(WorldSettings settings) throws WorldLoadException {
        return loaded(settings, versionOf(settings)).data().definition();
    }

    private Known loaded(WorldSettings settings, String version) throws WorldLoadException {
        if (!versions().contains(version)) {
            throw new WorldLoadException(data.isEmpty() ? GameData.missingMessage()
                : "no game data for release " + version + " (available: " + String.join(", ", versions())
                    + "; add another with --game-data DIR or File ▸ Game data…)");
        }
        Dimension dimension;
        try {
            dimension = Dimension.byId(settings.dimension());
        } catch (IllegalArgumentException e) {
            throw new WorldLoadException(e.getMessage(), e);
        }
        Path pack = settings.datapack() == null ? null : settings.datapack().toAbsolutePath().normalize();
        DataKey key = new DataKey(version, dimension, pack == null ? settings.builtin() : null, pack);
        synchronized (definitions) {
            Known known = definitions.get(key);
            if (known != null) {
                return known;
            }
        }
        Known read = read(key);
        synchronized (definitions) {
            definitions.put(key, read);
        }
        return read;
    }

    private Known read(DataKey key) throws WorldLoadException {
        try {
            VersionData release = data.open(key.version());
            if (key.datapack() != null) {
                Pack datapack = pack(key.datapack());
                LoadedData read = release.datapackWorld(key.dimension(), datapack);
                BiomeTints tints = BiomeTints.of(release.layered(List.of(datapack)));
                if (emptyFolder(key.datapack())) {
                    List<String> warnings = new java.util.ArrayList<>(read.warnings());
                    warnings.add("datapack " + key.datapack() + " is an empty folder: it changes nothing, so this is "
                        + "the release's own world");
                    return new Known(read.withWarnings(warnings), tints);
                }
                return new Known(read, tints);
            }
            return new Known(release.world(key.dimension(), key.builtin(), List.of()),
                BiomeTints.of(List.of(release.pack())));
        } catch (DataException e) {
            throw new WorldLoadException("bad world data: " + e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw new WorldLoadException(e.getMessage(), e);
        }
    }

    /** Whether {@code path} is a folder with no file in it, at any depth. */
    private static boolean emptyFolder(Path path) {
        if (!Files.isDirectory(path)) {
            return false;
        }
        try (java.util.stream.Stream<Path> files = Files.walk(path)) {
            return files.noneMatch(Files::isRegularFile);
        } catch (IOException e) {
            return false;
        }
    }

    private static Pack pack(Path path) throws WorldLoadException {
        if (!Files.exists(path)) {
            throw new WorldLoadException("datapack " + path + ": no such file or folder");
        }
        Pack pack;
        try {
            pack = Pack.open(path);
        } catch (IOException e) {
            throw new WorldLoadException("datapack " + path + ": " + e.getMessage(), e);
        }
        String notAPack = emptyFolder(path) ? null : PackShape.notAPack(path, pack);
        if (notAPack != null) {
            throw new WorldLoadException(notAPack);
        }
        return pack;
    }

    /**
     * Opens a saved world, its problems (a corrupt region file or chunk) reported to {@code problems} as they are
     * met; nothing is ever written to it.
     */
    public SavedWorld openSaved(Path folder, Consumer<ChunkProblem> problems) throws WorldLoadException {
        Objects.requireNonNull(folder);
        try {
            return SavedWorld.open(folder, problems);
        } catch (IOException | UncheckedIOException e) {
            throw new WorldLoadException("Cannot open the world: " + e.getMessage(), e);
        }
    }
}
