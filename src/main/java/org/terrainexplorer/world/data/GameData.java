package org.terrainexplorer.world.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.terrainexplorer.world.json.DataException;

/**
 * The releases the explorer has the game's data for: those shipped in the jar (packed from {@code ../shared/mcdata}
 * at build time) and those a user adds from a folder of the game's data-generator output. A version is read
 * when first opened and kept: opening it again, or deriving its worlds, costs nothing more. Files that versions
 * share are held once. A user's folder is only ever read.
 *
 * <p>Owned by whoever makes worlds (the session); not a static singleton. Thread-safe.
 */
public final class GameData {

    /** Where the build packs the shipped versions, inside the jar. */
    static final String SHIPPED_RESOURCE = "/org/terrainexplorer/mcdata/";

    /** How to add game data, for messages where there is none or a folder is not right. */
    public static final String HOW_TO_ADD = "make it from the game's server jar with "
        + "'java -DbundlerMainClass=net.minecraft.data.Main -jar server.jar --server --reports' and add its "
        + "generated/ folder with --game-data DIR (or File ▸ Game data… in the window)";

    private final ContentStore store = new ContentStore();
    private final Map<String, GameVersion> versions = new ConcurrentHashMap<>();
    private final Map<String, VersionData> opened = new ConcurrentHashMap<>();

    private GameData() {
    }

    /** The versions shipped in the jar (none if it was built without {@code ../shared/mcdata}). */
    public static GameData shipped() {
        return shippedIn(shippedFolders());
    }

    /** The versions a jar ships under {@link #SHIPPED_RESOURCE}, as {@link #shipped} reads the running jar's. */
    static GameData shippedIn(JarFile jar) {
        return shippedIn(jarFolders(jar));
    }

    private static GameData shippedIn(List<DataFolder> folders) {
        GameData data = new GameData();
        if (!folders.isEmpty()) {
            data.addVersions(folders, SHIPPED_RESOURCE, true);
        }
        return data;
    }

    /** The versions in a folder laid out as {@code ../shared/mcdata} (tests; a build tree), counted as shipped. */
    public static GameData shippedFrom(Path root) {
        GameData data = new GameData();
        data.addAll(root, true);
        return data;
    }

    /** Game data without any version (a jar built without it, until the user adds some). */
    public static GameData empty() {
        return new GameData();
    }

    /**
     * The folders of the shipped versions: inside the running jar, read through the jar the JVM opened for its
     * classes; or in the build's classes folder. None if the build had no game data.
     */
    private static List<DataFolder> shippedFolders() {
        URL readme = GameData.class.getResource(SHIPPED_RESOURCE + "README.md");
        if (readme == null) {
            return List.of();
        }
        try {
            if (readme.getProtocol().equals("jar")) {
                return jarFolders(((JarURLConnection) readme.openConnection()).getJarFile());
            }
            Path root = Path.of(readme.toURI()).getParent();
            return versionFolders(root).stream().map(f -> (DataFolder) new DataFolder.OnDisk(f)).toList();
        } catch (URISyntaxException | IOException e) {
            throw new UncheckedIOException("cannot open the shipped game data: " + e.getMessage(),
                e instanceof IOException io ? io : new IOException(e));
        }
    }

    /**
     * Each version folder under the shipped resource in a jar, by its entries: one pass over the jar's list of
     * names, which holds a version's entries together, so a version's name is cut out only where it changes.
     */
    private static List<DataFolder> jarFolders(JarFile jar) {
        String base = SHIPPED_RESOURCE.substring(1);
        Map<String, List<String>> byVersion = new TreeMap<>();
        String version = null;
        List<String> entries = null;
        for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
            JarEntry entry = e.nextElement();
            String name = entry.getName();
            if (entry.isDirectory() || !name.startsWith(base)) {
                continue;
            }
            int slash = name.indexOf('/', base.length());
            if (slash < 0) {
                continue;
            }
            if (version == null || slash - base.length() != version.length()
                || !name.regionMatches(base.length(), version, 0, version.length())) {
                version = name.substring(base.length(), slash);
                entries = byVersion.computeIfAbsent(version, v -> new ArrayList<>());
            }
            entries.add(name);
        }
        List<DataFolder> out = new ArrayList<>();
        byVersion.forEach((v, names) -> {
            DataFolder folder = new DataFolder.InJar(jar, base + v + "/", List.copyOf(names));
            if (looksLikeVersion(folder)) {
                out.add(folder);
            }
        });
        return out;
    }

    /** A shipped file's text by its path in a version, without opening the version (see {@link BuiltinPack}). */
    static Optional<String> shippedText(String version, String path) {
        if (path.contains("..")) {
            return Optional.empty();
        }
        try (InputStream in = GameData.class.getResourceAsStream(SHIPPED_RESOURCE + version + "/" + path)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read shipped " + version + "/" + path, e);
        }
    }

    // ------------------------------------------------------------------ versions

    /**
     * Adds the versions in a user's folder: a folder of the game's data-generator output (with {@code data/} and
     * {@code reports/}), or a folder of such folders, one per version as {@code ../shared/mcdata} is. A version is
     * named by its folder's {@code VERSION.txt}, else by the folder's name (the data generator's
     * {@code generated/} is named after the folder that holds it).
     *
     * @return the versions added
     * @throws DataException naming the folder and what is wrong: not a folder, no version in it, a version
     *                       without its biome reports, or a name that is already taken
     */
    public List<GameVersion> addFolder(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new DataException(folder.toString(), "", "not a folder; " + HOW_TO_ADD);
        }
        return addAll(folder.toAbsolutePath().normalize(), false);
    }

    private List<GameVersion> addAll(Path root, boolean shipped) {
        List<Path> folders = versionFolders(root);
        if (folders.isEmpty()) {
            throw new DataException(root.toString(), "", "no game data here: a version's folder holds data/ and "
                + "reports/ as the game's data generator writes them; " + HOW_TO_ADD);
        }
        return addVersions(folders.stream().map(f -> (DataFolder) new DataFolder.OnDisk(f)).toList(), root.toString(),
            shipped);
    }

    /** The version folders in a folder: the folder itself if it is one, else those directly inside it, by name. */
    private static List<Path> versionFolders(Path root) {
        List<Path> folders = new ArrayList<>();
        if (looksLikeVersion(new DataFolder.OnDisk(root))) {
            folders.add(root);
            return folders;
        }
        try (Stream<Path> children = Files.list(root)) {
            children.filter(Files::isDirectory).filter(f -> looksLikeVersion(new DataFolder.OnDisk(f))).sorted()
                .forEach(folders::add);
        } catch (IOException e) {
            throw new DataException(root.toString(), "", "cannot list the folder: " + e.getMessage());
        }
        return folders;
    }

    private synchronized List<GameVersion> addVersions(List<DataFolder> folders, String where, boolean shipped) {
        List<GameVersion> found = new ArrayList<>();
        for (DataFolder f : folders) {
            GameVersion v = new GameVersion(nameOf(f), shipped, f);
            VersionLayout.check(v);
            GameVersion taken = versions.get(v.name());
            if (taken != null || found.stream().anyMatch(o -> o.name().equals(v.name()))) {
                throw new DataException(f.toString(), "", "version " + v.name() + " is already there ("
                    + (taken != null ? taken.label() : "twice in " + where)
                    + "); give the folder another name or a VERSION.txt with another name");
            }
            found.add(v);
        }
        found.forEach(v -> versions.put(v.name(), v));
        return found;
    }

    /** Whether a folder looks like one version's data (the data generator's output). */
    private static boolean looksLikeVersion(DataFolder folder) {
        return folder.hasFolder("data") || folder.hasFolder("reports");
    }

    private static String nameOf(DataFolder folder) {
        try {
            Optional<byte[]> txt = folder.read("VERSION.txt");
            if (txt.isPresent()) {
                String name = new String(txt.get(), StandardCharsets.UTF_8).strip();
                if (!name.isEmpty() && !name.contains("\n")) {
                    return name;
                }
            }
        } catch (IOException e) {
            // fall back to the folder's name
        }
        return folder.name();
    }

    /** Every version, oldest release first (user versions with names that are not releases last). */
    public List<GameVersion> versions() {
        return versions.values().stream().sorted((a, b) -> Releases.ORDER.compare(a.name(), b.name())).toList();
    }

    /**
     * The versions whose data has a file ({@code data/minecraft/worldgen/structure/trial_chambers.json}), oldest
     * release first; read from each version's folder without opening the version.
     */
    public List<String> versionsWith(String path) {
        return versions().stream().filter(v -> v.folder().isFile(path)).map(GameVersion::name).toList();
    }

    /** Whether there is any version at all. */
    public boolean isEmpty() {
        return versions.isEmpty();
    }

    /** The version with a name. */
    public Optional<GameVersion> find(String name) {
        return Optional.ofNullable(versions.get(name.strip()));
    }

    /** The version with a name, or an error that lists the versions there are. */
    public GameVersion require(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException(isEmpty()
            ? "no game data for version " + name + ": " + missingMessage()
            : "no game data for version '" + name + "' (versions: " + names() + ")"));
    }

    /** The newest shipped release (the default), else the newest version there is. */
    public GameVersion newest() {
        List<GameVersion> all = versions();
        if (all.isEmpty()) {
            throw new IllegalStateException(missingMessage());
        }
        return all.stream().filter(GameVersion::shipped).reduce((a, b) -> b).orElse(all.get(all.size() - 1));
    }

    /** The versions' names, comma-separated, oldest first. */
    public String names() {
        return String.join(", ", versions().stream().map(GameVersion::name).toList());
    }

    /** What to say when there is no game data at all. */
    public static String missingMessage() {
        return "this build has no game data (it was built without ../shared/mcdata) and none was added; the voxel "
            + "world needs Minecraft's worldgen data: " + HOW_TO_ADD;
    }

    // ------------------------------------------------------------------ opening

    /** A version's data, read and checked on first use and kept. */
    public VersionData open(String name) {
        return open(require(name));
    }

    /** A version's data, read and checked on first use and kept. */
    public VersionData open(GameVersion version) {
        VersionData d = opened.get(version.name());
        if (d != null) {
            return d;
        }
        synchronized (this) {
            d = opened.get(version.name());
            if (d == null) {
                d = VersionData.read(version, store);
                opened.put(version.name(), d);
            }
            return d;
        }
    }

    /** Whether a version has been opened (its data is in memory). */
    public boolean isOpen(String name) {
        return opened.containsKey(name);
    }

    /** How many distinct files the opened versions hold between them. */
    public int distinctFiles() {
        return store.size();
    }
}
