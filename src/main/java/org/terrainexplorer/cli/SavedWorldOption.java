package org.terrainexplorer.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.SaveFormat;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.session.WorldChunks;
import org.terrainexplorer.world.data.Dimension;
import picocli.CommandLine.Option;

/**
 * The {@code --saved-world PATH} option of the {@code world} commands that read (with the world options'
 * {@code --dimension}, which then chooses the saved world's dimension): draw or
 * read a Minecraft Java world (1.18 or newer) from its region files, as a map viewer does, instead of generating.
 * Nothing is generated and nothing is written to the world; chunks its saves lack are not generated.
 */
final class SavedWorldOption {

    @Option(names = "--saved-world", paramLabel = "PATH",
        description = "Read a Minecraft Java world (1.18 or newer) instead of generating: its folder, its level.dat, "
            + "or a .zip of it. Chunks it lacks are not generated. The options that make a generated world (--preset, "
            + "--game-data, --game-version, --world, --datapack, --seed, --aquifers, --carvers, --structures) do "
            + "not apply.")
    Path folder;

    /** The world as a result line names it: its folder's (or .zip's) name, the folder's for a path to its level.dat. */
    String shownName() {
        Path path = folder.toAbsolutePath().normalize();
        Path name = path.getFileName();
        if (name != null && name.toString().equals("level.dat") && path.getParent() != null
            && path.getParent().getFileName() != null) {
            name = path.getParent().getFileName();
        }
        return name == null ? folder.toString() : name.toString();
    }

    /** Whether the option was given. */
    boolean given() {
        return folder != null;
    }

    /**
     * The world's chunks as {@link #open} opens it, its map's biomes tinted by the data of the release that wrote it
     * (the newest shipped for a newer world).
     */
    WorldChunks chunks(WorldOptions options, PrintStream err, RenderPool pool) {
        SavedWorld world = open(options, err);
        String release = world.release().map(SaveFormat::release).orElse(null);
        return WorldChunks.saved(null, world, options.session().tints(release), pool, 0);
    }

    /**
     * Opens the world, first refusing the generated world's options beside it. Says on {@code err} which release
     * wrote it and anything wrong with it as a whole; problems met while reading (a corrupt region file or chunk)
     * are printed as warnings when met, and the chunk is skipped.
     *
     * @throws UsageException when a generated world's option is given too
     * @throws InputException when the path is not a world of release 1.18 or newer
     */
    SavedWorld open(WorldOptions options, PrintStream err) {
        List<String> given = options.generatedWorldOptions();
        if (!given.isEmpty()) {
            int last = given.size() - 1;
            String named = last == 0 ? given.get(0)
                : String.join(", ", given.subList(0, last)) + " and " + given.get(last);
            throw new UsageException("--saved-world reads the world's own blocks: " + named
                + (last == 0 ? " does" : " do") + " not go with it (no option that makes a generated world does)");
        }
        DimensionFolder dimension = DimensionFolder.of(options.dimension == null ? Dimension.OVERWORLD
            : Dimension.byId(options.dimension));
        SavedWorld world;
        try {
            Warnings warnings = options.streams().warnings();
            world = SavedWorld.open(folder, dimension, p -> warnings.during("unreadable " + p.file(),
                p.file().getFileName() + ": %d chunks unreadable, skipped as not generated",
                p + " (skipped: not generated)"));
        } catch (IOException e) {
            throw new InputException("--saved-world: " + e.getMessage());
        }
        err.println("saved world " + world.name() + ": written by " + world.versionText() + ", "
            + world.dimension().cliName() + " from y " + world.minY() + " to " + (world.minY() + world.height() - 1));
        options.streams().warnings().report(world.warnings());
        return world;
    }
}
