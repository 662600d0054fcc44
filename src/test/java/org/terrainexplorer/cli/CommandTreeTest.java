package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** A command line gets the commands its arguments reach, and prints what the whole tree would. */
class CommandTreeTest {

    @Command(name = "terrain-explorer")
    static final class Top implements Callable<Integer> {
        @Override
        public Integer call() {
            return 0;
        }
    }

    /** The names of the commands made for {@code args}: the top level's, then world's (empty when not made). */
    private static List<List<String>> made(String... args) {
        CommandLine top = new CommandLine(new Top());
        TerrainCli.Streams streams = new TerrainCli.Streams(System.in, System.out, System.err);
        CommandTree.add(top, new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                try {
                    return type.getDeclaredConstructor(TerrainCli.Streams.class).newInstance(streams);
                } catch (NoSuchMethodException e) {
                    return CommandLine.defaultFactory().create(type);
                }
            }
        }, args);
        CommandLine world = top.getSubcommands().get("world");
        return List.of(List.copyOf(top.getSubcommands().keySet()),
            world == null ? List.of() : List.copyOf(world.getSubcommands().keySet()));
    }

    private static final List<String> ALL_TOP = List.of("render", "sample", "preset", "params", "world", "help");
    private static final List<String> ALL_WORLD = List.of("sample", "map", "section", "chunks", "save", "export",
        "structures", "locate", "spawn", "search");

    @Test
    @DisplayName("a named command alone; every command for none, an unknown one, options first, or help")
    void madeAsFarAsNamed() {
        assertEquals(List.of(List.of("world"), List.of("map")), made("world", "map", "--size", "64x64"));
        assertEquals(List.of(List.of("render"), List.of()), made("render", "--out", "x.png"));
        assertEquals(List.of(List.of("world"), ALL_WORLD), made("world", "--help"));
        assertEquals(List.of(List.of("world"), ALL_WORLD), made("world", "mpa"));
        assertEquals(List.of(List.of("world"), ALL_WORLD), made("world"));
        assertEquals(List.of(ALL_TOP, ALL_WORLD), made());
        assertEquals(List.of(ALL_TOP, ALL_WORLD), made("wrld", "map"));
        assertEquals(List.of(ALL_TOP, ALL_WORLD), made("--help"));
        assertEquals(List.of(ALL_TOP, ALL_WORLD), made("help", "world", "map"));
        // "sample" at the top is the noise sampler, not world's: a world command's name only counts after world.
        assertEquals(List.of(List.of("sample"), List.of()), made("sample", "map"));
    }

    @Test
    @DisplayName("what a command line prints and returns is the same as with every command made")
    void sameAsTheWholeTree() {
        String[][] lines = {{"--help"}, {"world", "--help"}, {"world", "map", "--help"}, {"help", "world", "map"},
            {"world", "mpa"}, {"wrld"}, {"world", "map", "--bogus"}, {"preset", "validate", "--help"}, {"-V"},
            {"world", "locate", "--help"}, {"world", "map", "--size", "NaNxNaN"}, {"help", "world", "mpa"}};
        for (String[] args : lines) {
            CliRun lazy = CliRun.run("", args);
            CliRun whole = CliRun.onEveryCommand(args);
            assertEquals(whole.exitCode(), lazy.exitCode(), String.join(" ", args));
            assertEquals(whole.out(), lazy.out(), String.join(" ", args));
            assertEquals(whole.err(), lazy.err(), String.join(" ", args));
        }
    }
}
