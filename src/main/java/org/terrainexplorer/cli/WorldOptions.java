package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.terrainexplorer.io.anvil.WorldOrigin;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.data.WorldLoader;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.random.Seeds;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * The world options every {@code world} command takes: which world (a built-in one or a datapack), the seed
 * (a number or a text, as the game reads it) and whether aquifers are on. Loads the world once, checking all
 * of its data before anything is generated.
 */
final class WorldOptions {

    /** The seed when none is given: the seed of the README's examples. */
    static final long DEFAULT_SEED = 42L;

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

    private WorldDefinition loaded;
    private final List<String> warnings = new java.util.ArrayList<>();
    private boolean ownAquifers;

    /** The world, loaded once: bad data is reported as bad input, naming the file and the JSON path. */
    WorldDefinition world() {
        if (loaded != null) {
            return loaded;
        }
        if (world != null && datapack != null) {
            throw new UsageException("--world and --datapack: choose one");
        }
        WorldDefinition w;
        try {
            if (datapack != null) {
                if (!Files.exists(datapack)) {
                    throw new InputException("--datapack " + datapack + ": no such file or folder");
                }
                if (emptyFolder(datapack)) {
                    warnings.add("--datapack " + datapack + " is an empty folder: it changes nothing, so this is "
                        + "the built-in overworld");
                }
                w = WorldLoader.loadDatapack(Pack.open(datapack));
            } else {
                w = WorldLoader.load(world == null ? BuiltinWorld.OVERWORLD : world, List.of());
            }
        } catch (DataException e) {
            throw new InputException("bad world data: " + e.getMessage());
        } catch (IOException e) {
            throw new InputException("--datapack " + datapack + ": " + e.getMessage());
        }
        ownAquifers = w.settings().aquifersEnabled();
        if (aquifers != null) {
            w = w.withSettings(w.settings().withAquifers(aquifers.on));
        }
        loaded = w;
        return w;
    }

    /** Whether {@code path} is a folder with no file in it, at any depth. */
    private static boolean emptyFolder(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            return false;
        }
        try (java.util.stream.Stream<Path> files = Files.walk(path)) {
            return files.noneMatch(Files::isRegularFile);
        }
    }

    /**
     * What is odd about the world options but does not stop them (an empty datapack folder), once the world is
     * loaded; each command prints them on standard error.
     */
    List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** Whether --aquifers turned the world's own setting around (which the game's world files cannot say). */
    boolean changesAquifers() {
        world();
        return aquifers != null && aquifers.on != ownAquifers;
    }

    /** Where the world comes from, as a saved world's level.dat names it. */
    WorldOrigin origin() {
        return datapack != null ? new WorldOrigin.Datapack(datapack)
            : new WorldOrigin.Builtin(world == null ? BuiltinWorld.OVERWORLD : world);
    }

    /** The seed as the game reads what was typed. */
    long seed() {
        if (seed == null) {
            return DEFAULT_SEED;
        }
        try {
            return Seeds.parse(seed);
        } catch (IllegalArgumentException e) {
            throw new InputException("--seed: " + e.getMessage());
        }
    }

    /** The world bound to the seed. */
    RandomState state() {
        return new RandomState(world(), seed());
    }

    static final class WorldConverter implements ITypeConverter<BuiltinWorld> {
        @Override
        public BuiltinWorld convert(String value) {
            return Converters.choose(value, List.of(BuiltinWorld.values()), BuiltinWorld::id);
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
}
