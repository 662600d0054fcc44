package org.terrainexplorer.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.io.ShippedPresets;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.world.json.Suggestions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code preset validate FILE...}: checks presets without rendering them. */
@Command(name = "preset", mixinStandardHelpOptions = true, description = "Works with preset files.",
    footer = {"", "Examples:", "  terrain-explorer preset validate islands frozen-peaks",
        "  terrain-explorer preset validate classic continents"},
    subcommands = PresetCommand.Validate.class)
final class PresetCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        throw new UsageException("expected a command: validate");
    }

    /** Prints each file's problems; exits non-zero if any file is refused. */
    @Command(name = "validate", mixinStandardHelpOptions = true,
        footer = {"", "Examples:", "  terrain-explorer preset validate islands classic",
            "  terrain-explorer preset validate frozen-peaks"},
        description = "Checks each preset, of the maps or of the voxel world: prints 'ok' (with any warnings), or "
            + "the reason it is refused on standard error; exits 1 if any is refused.")
    static final class Validate implements Callable<Integer> {

        @Parameters(paramLabel = "FILE|NAME", arity = "1..*", description = "Preset files, or shipped presets by "
            + "name (islands, frozen-peaks).")
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
                    if (Files.exists(file)) {
                        if (isSearchSpec(file)) {
                            try {
                                org.terrainexplorer.search.SearchSpec.read(file);
                                streams.out().println(file + ": ok (search specification)");
                            } catch (org.terrainexplorer.search.SearchSpec.SpecException e) {
                                throw new Presets.PresetException(e.getMessage());
                            }
                        } else if (WorldPresets.isWorldPreset(file)) {
                            WorldPresets.load(file);
                            streams.out().println(file + ": ok (world preset)");
                        } else {
                            Presets.Preset preset = Presets.load(file);
                            streams.out().println(file + ": ok" + (preset.warnings().isEmpty() ? ""
                                : " (" + String.join("; ", preset.warnings()) + ")"));
                        }
                        continue;
                    }
                    PresetArgument map = shipped(file, false);
                    PresetArgument world = map == null ? shipped(file, true) : null;
                    if (map != null) {
                        Presets.Preset preset = map.load();
                        streams.out().println(map.source() + ": ok (shipped)" + (preset.warnings().isEmpty() ? ""
                            : " (" + String.join("; ", preset.warnings()) + ")"));
                    } else if (world != null) {
                        world.loadWorld();
                        streams.out().println(world.source() + ": ok (shipped world preset)");
                    } else {
                        streams.out().flush();
                        boolean aName = file.getNameCount() == 1 && !file.isAbsolute();
                        List<String> maps = ShippedPresets.names(ShippedPresets.FOLDER);
                        List<String> worlds = ShippedPresets.names(ShippedPresets.WORLD_FOLDER);
                        List<String> all = new ArrayList<>(maps);
                        all.addAll(worlds);
                        String typed = file.toString().replaceFirst("\\.json$", "");
                        streams.err().println(file + ": no such file" + (aName ? ", and no shipped preset of that "
                            + "name; shipped: " + String.join(", ", maps) + "; shipped world presets: "
                            + String.join(", ", worlds)
                            + Suggestions.didYouMean(typed, all) : ""));
                        streams.err().flush();
                        refused++;
                    }
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException("cannot read the shipped presets: " + e.getMessage(), e);
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

        /** Whether a file is a seed search's specification (a JSON object with a "condition"), not a preset. */
        private static boolean isSearchSpec(Path file) {
            try {
                com.fasterxml.jackson.databind.JsonNode node = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(file.toFile());
                return node != null && node.isObject() && node.has("condition");
            } catch (java.io.IOException e) {
                return false;
            }
        }

        /** The shipped preset a name that is not a file names, among the map or the world presets; null if none. */
        private static PresetArgument shipped(Path given, boolean world) {
            try {
                return PresetArgument.of("", given, world);
            } catch (InputException e) {
                return null;
            }
        }
    }
}
