package org.terrainexplorer.session;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.terrainexplorer.io.anvil.ChunkProblem;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.data.WorldLoader;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.DataException;

/**
 * The one place where a user's settings become a world, for the window, the command line and world presets alike:
 * loads a world's data (a release's built-in world or a datapack, in a dimension), applies the settings' switches
 * and edits and binds the seed. What was loaded is cached by what actually decides it, so a knob or spline edit
 * re-applies edits to a cached definition (a few milliseconds) and never reads a file again.
 *
 * <p>Thread-safe: the window loads on its pool, the command line on its main thread. Holds no JavaFX.
 */
public final class WorldSession {

    /** The release of the game data this build reads. */
    public static final String DEFAULT_VERSION = "1.21.1";
    /** How many loaded definitions are kept (a few worlds and releases to switch between). */
    private static final int KEPT = 8;

    /** What decides a loaded definition: the release, the dimension and the world or pack. */
    private record DataKey(String version, String dimension, BuiltinWorld builtin, Path datapack) {
    }

    private final Map<DataKey, WorldDefinition> definitions = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<DataKey, WorldDefinition> eldest) {
            return size() > KEPT;
        }
    };
    private volatile LoadedWorld last;

    /** The releases this session can load, oldest first. */
    public List<String> versions() {
        return List.of(DEFAULT_VERSION);
    }

    /** The release settings load ({@code null} meaning the newest). */
    public String versionOf(WorldSettings settings) {
        return settings.version() == null ? DEFAULT_VERSION : settings.version();
    }

    /** The dimensions a release has, by id. */
    public List<String> dimensions() {
        return List.of(WorldSettings.OVERWORLD);
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
        WorldDefinition base = definition(generated);
        LoadedWorld world;
        try {
            world = LoadedWorld.of(generated, versionOf(generated), base);
        } catch (IllegalArgumentException e) {
            throw new WorldLoadException(e.getMessage(), e);
        }
        last = world;
        return world;
    }

    /** The world's data as loaded, before the settings' switches and edits. */
    public WorldDefinition definition(WorldSettings settings) throws WorldLoadException {
        String version = versionOf(settings);
        if (!versions().contains(version)) {
            throw new WorldLoadException("no game data for release " + version + " (available: "
                + String.join(", ", versions()) + ")");
        }
        if (!dimensions().contains(settings.dimension())) {
            throw new WorldLoadException("no dimension '" + settings.dimension() + "' (available: "
                + String.join(", ", dimensions()) + ")");
        }
        Path pack = settings.datapack() == null ? null : settings.datapack().toAbsolutePath().normalize();
        DataKey key = new DataKey(version, settings.dimension(), pack == null ? settings.builtin() : null, pack);
        synchronized (definitions) {
            WorldDefinition known = definitions.get(key);
            if (known != null) {
                return known;
            }
        }
        WorldDefinition loaded = read(key);
        synchronized (definitions) {
            definitions.put(key, loaded);
        }
        return loaded;
    }

    private static WorldDefinition read(DataKey key) throws WorldLoadException {
        try {
            if (key.datapack() != null) {
                if (!Files.exists(key.datapack())) {
                    throw new WorldLoadException("datapack " + key.datapack() + ": no such file or folder");
                }
                return WorldLoader.loadDatapack(Pack.open(key.datapack()));
            }
            return WorldLoader.load(key.builtin());
        } catch (DataException e) {
            throw new WorldLoadException("bad world data: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new WorldLoadException("datapack " + key.datapack() + ": " + e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw new WorldLoadException(e.getMessage(), e);
        }
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
