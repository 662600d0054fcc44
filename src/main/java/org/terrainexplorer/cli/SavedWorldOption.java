package org.terrainexplorer.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.terrainexplorer.io.anvil.Dimension;
import org.terrainexplorer.io.anvil.SavedWorld;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * The {@code --saved-world PATH} and {@code --dimension} options of the {@code world} commands that read: draw or
 * read a Minecraft Java world (1.18 or newer) from its region files, as a map viewer does, instead of generating.
 * Nothing is generated and nothing is written to the world; chunks its saves lack are not generated.
 */
final class SavedWorldOption {

    @Option(names = "--saved-world", paramLabel = "PATH",
        description = "Read a Minecraft Java world (1.18 or newer) instead of generating: its folder, its level.dat, "
            + "or a .zip of it. Chunks it lacks are not generated. --world, --datapack, --seed and --aquifers do "
            + "not apply.")
    Path folder;

    @Option(names = "--dimension", paramLabel = "NAME", converter = DimensionConverter.class,
        description = "With --saved-world: overworld, nether or end (region/, DIM-1/region/, DIM1/region/, or 26.1's "
            + "dimensions/minecraft/...). Default: overworld.")
    Dimension dimension;

    /** Whether the option was given. */
    boolean given() {
        return folder != null;
    }

    /**
     * Opens the world, first refusing the generated world's options beside it. Says on {@code err} which release
     * wrote it and anything wrong with it as a whole; problems met while reading (a corrupt region file or chunk)
     * are printed as warnings when met, and the chunk is skipped.
     *
     * @throws UsageException when a generated world's option is given too, or --dimension without --saved-world
     * @throws InputException when the path is not a world of release 1.18 or newer
     */
    SavedWorld open(WorldOptions options, PrintStream err) {
        if (options.world != null || options.datapack != null || options.seed != null || options.aquifers != null) {
            throw new UsageException("--saved-world reads the world's own blocks: --world, --datapack, --seed and "
                + "--aquifers do not go with it");
        }
        SavedWorld world;
        try {
            world = SavedWorld.open(folder, dimension == null ? Dimension.OVERWORLD : dimension,
                p -> err.println("warning: " + p + " (skipped: not generated)"));
        } catch (IOException e) {
            throw new InputException("--saved-world: " + e.getMessage());
        }
        err.println("saved world " + world.name() + ": written by " + world.versionText() + ", "
            + world.dimension().cliName() + " from y " + world.minY() + " to " + (world.minY() + world.height() - 1));
        for (String w : world.warnings()) {
            err.println("warning: " + w);
        }
        return world;
    }

    /** Refuses --dimension without --saved-world (generation of other dimensions is chosen by --world). */
    void checkAlone() {
        if (folder == null && dimension != null) {
            throw new UsageException("--dimension goes with --saved-world");
        }
    }

    static final class DimensionConverter implements ITypeConverter<Dimension> {
        @Override
        public Dimension convert(String value) {
            return Converters.choose(value, List.of(Dimension.values()), Dimension::cliName);
        }
    }
}
