package org.terrainexplorer.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.terrainexplorer.io.Presets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code preset validate FILE...}: checks presets without rendering them. */
@Command(name = "preset", mixinStandardHelpOptions = true, description = "Works with preset files.",
    footer = {"", "Examples:", "  terrain-explorer preset validate presets/*.json",
        "  terrain-explorer preset validate my-world.json"},
    subcommands = PresetCommand.Validate.class)
final class PresetCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        throw new UsageException("expected a command: validate");
    }

    /** Prints each file's problems; exits non-zero if any file is refused. */
    @Command(name = "validate", mixinStandardHelpOptions = true,
        footer = {"", "Examples:", "  terrain-explorer preset validate presets/*.json",
            "  terrain-explorer preset validate presets/world/*.json"},
        description = "Checks each preset, of the maps or of the voxel world: prints 'ok' (with any warnings), or "
            + "the reason it is refused on standard error; exits 1 if any is refused.")
    static final class Validate implements Callable<Integer> {

        @Parameters(paramLabel = "FILE", arity = "1..*", description = "Preset files.")
        List<Path> files;

        private final TerrainCli.Streams streams;

        Validate(TerrainCli.Streams streams) {
            this.streams = streams;
        }

        @Override
        public Integer call() {
            int refused = 0;
            for (Path file : files) {
                try {
                    if (org.terrainexplorer.io.WorldPresets.isWorldPreset(file)) {
                        org.terrainexplorer.io.WorldPresets.load(file);
                        streams.out().println(file + ": ok (world preset)");
                        continue;
                    }
                    Presets.Preset preset = Presets.load(file);
                    streams.out().println(file + ": ok" + (preset.warnings().isEmpty() ? ""
                        : " (" + String.join("; ", preset.warnings()) + ")"));
                } catch (Presets.PresetException e) {
                    // Errors go to standard error (the command line's contract); the verdicts to standard output.
                    streams.out().flush();
                    streams.err().println(e.getMessage());
                    streams.err().flush();
                    refused++;
                }
            }
            streams.out().flush();
            return refused == 0 ? 0 : TerrainCli.EXIT_INPUT_ERROR;
        }
    }
}
