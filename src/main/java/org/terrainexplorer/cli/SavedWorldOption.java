package org.terrainexplorer.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import org.terrainexplorer.io.anvil.SavedWorld;
import picocli.CommandLine.Option;

/**
 * The {@code --saved-world DIR} option of {@code world map} and {@code world section}: draw a Minecraft Java world
 * (1.18 or newer) from its region files, as a map viewer does, instead of generating. Nothing is generated and
 * nothing is written to the world; chunks its saves lack are drawn as not generated.
 */
final class SavedWorldOption {

    @Option(names = "--saved-world", paramLabel = "DIR",
        description = "Draw a Minecraft Java world folder (1.18 or newer, the folder with level.dat) from its region "
            + "files instead of generating; chunks it lacks are drawn as not generated. --world, --datapack, --seed "
            + "and --aquifers do not apply.")
    Path folder;

    /** Whether the option was given. */
    boolean given() {
        return folder != null;
    }

    /**
     * Opens the world, first refusing the generated world's options beside it. Problems met while reading (a
     * corrupt region file or chunk) are printed to {@code err} as warnings when met; the chunk is skipped.
     *
     * @throws UsageException when a generated world's option is given too
     * @throws InputException when the folder is not a world of release 1.18 or newer
     */
    SavedWorld open(WorldOptions options, PrintStream err) {
        if (options.anyGiven()) {
            throw new UsageException("--saved-world draws the world's own blocks: --preset, --game-version, "
                + "--dimension, --world, --datapack, --seed, --aquifers and --carvers do not go with it");
        }
        try {
            return SavedWorld.open(folder, p -> err.println("warning: " + p + " (skipped: drawn as not generated)"));
        } catch (IOException e) {
            throw new InputException("--saved-world: " + e.getMessage());
        }
    }
}
