package org.terrainexplorer.world.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.gen.GameCode;
import org.terrainexplorer.world.gen.Lazy;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonValue;

/**
 * One release's data, read and checked: its files as a pack, the multi-noise biome lists of its reports, the
 * generation code it stands for, and its built-in worlds in each dimension, each made once and kept (a switch
 * back to a version already open costs nothing). Datapacks are laid over it by
 * {@link #world(Dimension, BuiltinWorld, List)} and {@link #datapackWorld(Dimension, Pack)}, which read every
 * file of the packs first, as the game does. Thread-safe.
 */
public final class VersionData {

    /** The release a world or preset that names none was made with. */
    public static final String DEFAULT_RELEASE = "1.21.1";

    private static final Pattern RELEASE = Pattern.compile("(?<![\\d.])(\\d+\\.\\d+(?:\\.\\d+)?)(?![\\d.])");

    private final GameVersion version;
    private final VersionPack pack;
    private final GameCode code;
    private final Map<String, WorldDefinition> builtins = new ConcurrentHashMap<>();
    /** The release's own structures, read when first asked for. */
    private final Lazy<StructureData> structures = new Lazy<>(() -> new WorldLoader(this, List.of()).structures());

    private VersionData(GameVersion version, VersionPack pack, GameCode code) {
        this.version = version;
        this.pack = pack;
        this.code = code;
    }

    /** Reads a version's folder and checks it (called by {@link GameData#open}). */
    static VersionData read(GameVersion version, ContentStore store) {
        VersionLayout.check(version);
        VersionPack pack = VersionPack.read(version, store);
        VersionLayout.checkRead(version, pack);
        return new VersionData(version, pack, codeOf(version.name(), pack));
    }

    /**
     * The generation code a version stands for: by its release name, or a release named in a user folder's name
     * ("server-1.21.3"); failing both, by what its data shows (the nether's own climate noises came with 26.1's
     * code, and so its snow line is the newer one too).
     */
    static GameCode codeOf(String name, Pack pack) {
        String release = null;
        if (Releases.format(name).isPresent() || name.matches("\\d+\\.\\d+(\\.\\d+)?")) {
            release = name;
        } else {
            Matcher m = RELEASE.matcher(name);
            if (m.find()) {
                release = m.group(1);
            }
        }
        if (release != null) {
            return new GameCode(release, Releases.atLeast(release, "26.1"), Releases.atLeast(release, "1.21.2"));
        }
        boolean newer = pack.read("data/minecraft/worldgen/noise/nether/temperature.json").isPresent();
        return new GameCode(name, newer, newer);
    }

    /** The version. */
    public GameVersion version() {
        return version;
    }

    /** The generation code the version stands for. */
    public GameCode code() {
        return code;
    }

    /** The version's files as the lowest pack. */
    public Pack pack() {
        return pack;
    }

    // ------------------------------------------------------------------ biome lists

    /** The multi-noise presets the version reports ({@code minecraft:overworld}, {@code minecraft:nether}). */
    public List<String> biomeListPresets() {
        List<String> out = new ArrayList<>();
        for (String p : pack.list(VersionPack.BIOME_REPORTS)) {
            // A report's JSON, or its list as the build packed it (then the JSON is not read).
            String suffix = p.endsWith(".json") ? ".json" : BiomeListCodec.SUFFIX;
            String rest = p.substring(VersionPack.BIOME_REPORTS.length(), p.length() - suffix.length());
            int slash = rest.indexOf('/');
            String preset = slash > 0 ? rest.substring(0, slash) + ":" + rest.substring(slash + 1) : null;
            if (preset != null && !out.contains(preset)) {
                out.add(preset);
            }
        }
        return out;
    }

    /**
     * A multi-noise preset's biome list as the game builds it, from the version's report (or the list the build
     * packed from it, {@link BiomeListPacker}); made once per distinct report, so versions with the same list share
     * it.
     */
    public Optional<BiomeSource.MultiNoise> biomeList(String preset) {
        String report = VersionPack.BIOME_REPORTS + Ids.namespace(preset) + "/" + Ids.path(preset) + ".json";
        String packed = VersionPack.packedName(report);
        Optional<BiomeSource.MultiNoise> list = pack.content(packed).map(c -> c.derive("multi_noise",
            () -> BiomeListCodec.decode(c.bytes(), version.label() + "/" + packed)));
        return list.isPresent() ? list : pack.content(report).map(c -> c.derive("multi_noise",
            () -> BiomeReport.read(c.text(), version.label() + "/" + report)));
    }

    // ------------------------------------------------------------------ worlds

    /** A built-in world in a dimension (the nether and end are the normal preset's in every one); made once. */
    public WorldDefinition world(Dimension dimension, BuiltinWorld world) {
        String key = dimension.id() + "/" + world.id();
        WorldDefinition done = builtins.get(key);
        if (done != null) {
            return done;
        }
        WorldLoader loader = new WorldLoader(this, List.of());
        WorldDefinition made = loader.loadWorld(title(world, dimension), loader.builtinDimension(world, dimension));
        WorldDefinition raced = builtins.putIfAbsent(key, made);
        return raced != null ? raced : made;
    }

    /**
     * A built-in world with datapacks over it: every file of their worldgen is read and every reference resolved
     * first, in every dimension, as the game does (a broken nether file refuses the packs for the overworld too);
     * then their files replace the version's of the same id.
     *
     * @throws org.terrainexplorer.world.json.DataException naming the file, the JSON path and the reason
     */
    public LoadedData world(Dimension dimension, BuiltinWorld world, List<Pack> datapacks) {
        if (datapacks.isEmpty()) {
            return new LoadedData(world(dimension, world), version, dimension, List.of(), this::structures);
        }
        List<Pack> packs = overlaid(datapacks);
        WorldLoader loader = new WorldLoader(this, packs);
        List<String> warnings = new ArrayList<>(PackCheck.check(loader, packs));
        WorldDefinition d = loader.loadWorld(title(world, dimension), loader.builtinDimension(world, dimension));
        StructureData s = loader.structures(warnings);
        return new LoadedData(d, version, dimension, warnings, () -> s);
    }

    /** The release's own structures (its structure sets, structures, pools and templates), read once. */
    public StructureData structures() {
        return structures.get();
    }

    /**
     * A datapack's world in a dimension: its own {@code dimension/<name>.json} when it has one, else the normal
     * world's dimension with the pack over it. The pack is read whole first, as in {@link #world(Dimension,
     * BuiltinWorld, List)}. Named after the pack.
     */
    public LoadedData datapackWorld(Dimension dimension, Pack datapack) {
        List<Pack> packs = overlaid(List.of(datapack));
        WorldLoader loader = new WorldLoader(this, packs);
        List<String> warnings = new ArrayList<>(PackCheck.check(loader, packs));
        JsonValue stem = loader.ownDimension(dimension)
            .orElseGet(() -> loader.builtinDimension(BuiltinWorld.OVERWORLD, dimension));
        String name = dimension == Dimension.OVERWORLD ? datapack.name() : datapack.name() + " — " + dimension.title();
        WorldDefinition d = loader.loadWorld(name, stem);
        StructureData s = loader.structures(warnings);
        return new LoadedData(d, version, dimension, warnings, () -> s);
    }

    /**
     * The packs a world of this release with these datapacks reads, highest first: each datapack with its overlays
     * for the release's format, then the release's own files. A file is the first pack's that has it (for readers
     * of other registries, such as carvers and block tags).
     */
    public List<Pack> layered(List<Pack> datapacks) {
        List<Pack> out = new ArrayList<>(overlaid(datapacks));
        out.add(pack);
        return List.copyOf(out);
    }

    /** The datapacks as this release sees them: each with its overlays for the release's format (if known). */
    private List<Pack> overlaid(List<Pack> datapacks) {
        Optional<Releases.Format> format = Releases.format(code.release());
        if (format.isEmpty()) {
            return datapacks;
        }
        return datapacks.stream().map(p -> Overlays.apply(p, format.get())).toList();
    }

    private static String title(BuiltinWorld world, Dimension dimension) {
        return dimension == Dimension.OVERWORLD ? world.title() : dimension.title();
    }

    @Override
    public String toString() {
        return version.label();
    }
}
