package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.Command;

@DisplayName("The help")
class HelpTest {

    @ParameterizedTest(name = "terrain-explorer {0} --help")
    @ValueSource(strings = {"", "render", "sample", "preset", "preset validate", "params"})
    @DisplayName("of every command fits 80 columns and keeps each option of the synopsis on one line")
    void fitsEightyColumns(String command) {
        String[] args = (command + " --help").strip().split(" ");
        CliRun run = CliRun.run("", args);
        assertEquals(0, run.exitCode(), run.err());
        for (String line : run.lines()) {
            assertTrue(line.length() <= 80, line.length() + " columns: " + line);
        }
        String[] lines = run.lines();
        assertTrue(lines[0].startsWith("Usage: terrain-explorer"), lines[0]);
        for (int i = 0; i == 0 || (i < lines.length && lines[i].startsWith(" ")); i++) {
            assertEquals(lines[i].chars().filter(c -> c == '[').count(), lines[i].chars().filter(c -> c == ']').count(),
                "an option split across synopsis lines: " + lines[i]);
        }
    }

    @ParameterizedTest(name = "terrain-explorer world {0} --help")
    @ValueSource(strings = {"", "sample", "map", "section", "chunks", "save", "export", "structures", "locate", "spawn"})
    @DisplayName("of the world commands shows each example whole on its lines, never cut by the wrapping "
        + "(a path split as '~/.' and 'minecraft/...')")
    void worldExamplesUnwrapped(String command) {
        String[] args = ("world " + command + " --help").replace("  ", " ").split(" ");
        CliRun run = CliRun.run("", args);
        assertEquals(0, run.exitCode(), run.err());
        String[] lines = run.lines();
        int examples = Arrays.asList(lines).indexOf("Examples:");
        assertTrue(examples > 0, run.out());
        for (int i = examples + 1; i < lines.length; i++) {
            assertTrue(lines[i].startsWith("  "), "an example wrapped: " + lines[i]);
            assertTrue(lines[i].length() <= 80, lines[i].length() + " columns: " + lines[i]);
        }
    }

    @Test
    @DisplayName("names no single release in the world command's description, which follows --game-version")
    void worldDescriptionNamesNoRelease() {
        String help = CliRun.run("", "world", "--help").out();
        assertTrue(!help.contains("1.21.1"), help);
        assertTrue(help.contains("--game-version"), help);
    }

    @Test
    @DisplayName("shows --octaves as one list of amplitudes, not picocli's repeated split syntax")
    void octavesSynopsis() {
        String help = CliRun.run("", "sample", "--help").out();
        assertTrue(help.contains("[--octaves=A1,A2,…]"), help);
        assertTrue(help.matches("(?s).*--octaves=A1,A2,… +Per-octave amplitudes.*"), help);
        assertTrue(!help.contains("...[,"), help);
    }

    @Test
    @DisplayName("lists each command with its whole first sentence")
    void commandList() {
        String help = CliRun.run("", "--help").out().replaceAll("\n {12}", " ");
        assertTrue(help.contains("\n  sample  Prints the value of a noise kernel or a terrain field at each point "
            + "read on standard input.\n"), help);
        assertTrue(help.contains("\n  render  Renders one layer of a region of the world to an image file.\n"), help);
        assertTrue(help.contains("Run 'terrain-explorer COMMAND --help' for a command's options."), help);
    }

    @Test
    @DisplayName("describes each command in whole sentences, so picocli never breaks one between two lines")
    void wholeSentences() {
        for (Class<?> command : List.of(TerrainCli.class, RenderCommand.class, SampleCommand.class,
                PresetCommand.class, PresetCommand.Validate.class, ParamsCommand.class)) {
            String[] description = command.getAnnotation(Command.class).description();
            assertTrue(description.length > 0, command.getSimpleName());
            for (String paragraph : description) {
                assertTrue(paragraph.endsWith("."), command.getSimpleName() + ": " + Arrays.toString(description));
            }
        }
    }

    @ParameterizedTest(name = "terrain-explorer {0} --help")
    @ValueSource(strings = {"world", "world sample", "world map", "world section", "world chunks", "world save",
        "world export", "render", "sample", "preset", "params"})
    @DisplayName("never cuts a dotted name at its dot ('level.' and 'dat', 'a .' and 'zip', 'MagicaVoxel .' and "
        + "'vox') where the JDK's line breaking would")
    void dottedNamesWhole(String command) {
        CliRun run = CliRun.run("", (command + " --help").split(" "));
        assertEquals(0, run.exitCode(), run.err());
        List<String> names = dottedNames(commandClass(command));
        if (command.startsWith("world ")) {
            assertTrue(!names.isEmpty(), "the test finds the names");
        }
        String[] lines = run.lines();
        for (int i = 0; i < lines.length; i++) {
            assertTrue(!lines[i].endsWith(" ."), "a line ends with a lone dot: " + lines[i]);
            assertTrue(lines[i].indexOf('\u2024') < 0, "a one dot leader left in: " + lines[i]);
            for (String name : names) {
                for (int dot = name.indexOf('.'); dot >= 0 && i + 1 < lines.length; dot = name.indexOf('.', dot + 1)) {
                    boolean cut = lines[i].endsWith(name.substring(0, dot + 1))
                        && lines[i + 1].strip().startsWith(name.substring(dot + 1));
                    assertTrue(!cut, name + " cut at a dot:\n" + lines[i] + "\n" + lines[i + 1]);
                }
            }
        }
    }

    private static Class<?> commandClass(String command) {
        return switch (command) {
            case "world" -> WorldCommand.class;
            case "world sample" -> WorldSampleCommand.class;
            case "world map" -> WorldMapCommand.class;
            case "world section" -> WorldSectionCommand.class;
            case "world chunks" -> WorldChunksCommand.class;
            case "world save" -> WorldSaveCommand.class;
            case "world export" -> WorldExportCommand.class;
            case "render" -> RenderCommand.class;
            case "sample" -> SampleCommand.class;
            case "preset" -> PresetCommand.class;
            default -> ParamsCommand.class;
        };
    }

    /**
     * The dotted names ({@code level.dat}, {@code .zip}, {@code r.X.Z.mca.<date>.bak}) in a command's description
     * and its options' (its mixins' and groups' too), and for a command with subcommands in theirs.
     */
    private static List<String> dottedNames(Class<?> type) {
        List<String> texts = new java.util.ArrayList<>();
        texts(type, texts);
        Command c = type.getAnnotation(Command.class);
        if (c != null) {
            for (Class<?> sub : c.subcommands()) {
                Command subCommand = sub.getAnnotation(Command.class);
                if (subCommand != null) {
                    texts.addAll(List.of(subCommand.description()));
                }
            }
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[^\\s(),;:'\"]*\\.[A-Za-z_<][^\\s(),;:'\"]*")
            .matcher(String.join("\n", texts));
        List<String> names = new java.util.ArrayList<>();
        while (m.find()) {
            names.add(m.group().replaceAll("\\.+$", ""));
        }
        return names;
    }

    private static void texts(Class<?> type, List<String> texts) {
        Command command = type.getAnnotation(Command.class);
        if (command != null) {
            texts.addAll(List.of(command.description()));
        }
        for (java.lang.reflect.Field f : type.getDeclaredFields()) {
            picocli.CommandLine.Option option = f.getAnnotation(picocli.CommandLine.Option.class);
            if (option != null) {
                texts.addAll(List.of(option.description()));
            }
            if (f.isAnnotationPresent(picocli.CommandLine.Mixin.class)
                || f.isAnnotationPresent(picocli.CommandLine.ArgGroup.class)) {
                texts(f.getType(), texts);
            }
        }
    }
}
