package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The preset validate command")
class PresetCommandTest {

    @TempDir
    Path folder;

    @Test
    @DisplayName("prints ok for each good preset, with its warnings, and exits 0")
    void allGood() throws IOException {
        Path good = write("good.json", "{\"format\": 1, \"seed\": 4}");
        Path typo = write("typo.json", "{\"format\": 1, \"sed\": 4, \"colour\": 1}");
        CliRun run = CliRun.run("", "preset", "validate", good.toString(), typo.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(good + ": ok\n" + typo + ": ok (unknown field 'sed' ignored; unknown field 'colour' ignored)\n",
            run.out());
        assertEquals("", run.err());
    }

    @Test
    @DisplayName("reports each refused preset on standard error, checks the rest, and exits non-zero")
    void someRefused() throws IOException {
        Path bad = write("bad.json", "{\"format\": 1, \"waterLevel\": 2}");
        Path good = write("good.json", "{\"format\": 1}");
        Path broken = write("broken.json", "{\"format\": 1,\n \"seed\": }");
        Path missing = folder.resolve("missing.json");
        CliRun run = CliRun.run("", "preset", "validate", bad.toString(), good.toString(), broken.toString(),
            missing.toString());
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.exitCode());
        assertEquals(good + ": ok\n", run.out(), "the good file between bad ones is still checked");
        String[] errors = run.err().split("\n");
        assertEquals(3, errors.length, run.err());
        assertEquals(bad + ": waterLevel: 2 is out of range; allowed 0 to 0.95", errors[0]);
        assertTrue(errors[1].startsWith(broken + ": not valid JSON at line 2, column 10: "), errors[1]);
        assertEquals(missing + ": no such file", errors[2]);
    }

    @Test
    @DisplayName("shipped presets are named by name, from the jar wherever the program runs; an unknown name lists "
        + "them and names the nearest")
    void shippedByName() throws IOException {
        CliRun run = CliRun.run("", "preset", "validate", "islands", "frozen-peaks.json", "presets/classic.json");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("presets/islands.json: ok (shipped)\npresets/world/frozen-peaks.json: ok (shipped world preset)\n"
            + "presets/classic.json: ok\n", run.out(), "a file that exists (here, the project's) is read as a file");
        CliRun unknown = CliRun.run("", "preset", "validate", "islandz");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, unknown.exitCode());
        assertTrue(unknown.err().startsWith("islandz: no such file, and no shipped preset of that name; shipped: "
            + "archipelago, classic, continents, desert-world, islands, ridged-mountains, single-octave, terraces; "
            + "shipped world presets: amplified,"), unknown.err());
        assertTrue(unknown.err().endsWith("; did you mean 'islands'?\n"), "as --preset does: " + unknown.err());
        CliRun titled = CliRun.run("", "preset", "validate", "Ridged mountains", "Desert World");
        assertEquals("presets/ridged-mountains.json: ok (shipped)\npresets/desert-world.json: ok (shipped)\n",
            titled.out(), "the titles the window's menu shows: " + titled.err());
        // Titles that are not their file's name with spaces as hyphens: islands.json is "Island", amplified.json
        // "Amplified (seed 42)".
        CliRun other = CliRun.run("", "preset", "validate", "Island", "Amplified (seed 42)", "frozen Peaks");
        assertEquals("presets/islands.json: ok (shipped)\npresets/world/amplified.json: ok (shipped world preset)\n"
            + "presets/world/frozen-peaks.json: ok (shipped world preset)\n", other.out(),
            "titles unlike their file's name, with or without their note in brackets: " + other.err());

        Path png = folder.resolve("byname.png");
        Path file = folder.resolve("byfile.png");
        assertEquals(0, CliRun.run("", "render", "--preset", "islands", "--size", "64x48", "--out", png.toString())
            .exitCode());
        assertEquals(0, CliRun.run("", "render", "--preset", "presets/islands.json", "--size", "64x48", "--out",
            file.toString()).exitCode());
        assertTrue(java.util.Arrays.equals(Files.readAllBytes(png), Files.readAllBytes(file)),
            "--preset islands is the shipped islands.json");
        CliRun typo = CliRun.run("", "render", "--preset", "isalnds", "--out", folder.resolve("x.png").toString());
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, typo.exitCode());
        assertTrue(typo.err().contains("render: --preset isalnds: no such file, and no shipped preset of that name; "
            + "shipped: archipelago, classic,") && typo.err().contains("did you mean 'islands'?"), typo.err());
        CliRun world = CliRun.run("0 64 0\n", "world", "sample", "--preset", "frozen-peaks", "--fields", "depth");
        assertEquals(0, world.exitCode(), world.err());
    }

    @Test
    @DisplayName("validates every shipped preset without a warning")
    void shippedPresets() throws IOException {
        String[] files;
        try (Stream<Path> list = Files.walk(Path.of("presets"))) {
            files = list.filter(Files::isRegularFile).map(Path::toString).sorted().toArray(String[]::new);
        }
        String[] args = Stream.concat(Stream.of("preset", "validate"), Stream.of(files)).toArray(String[]::new);
        CliRun run = CliRun.run("", args);
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(files.length, run.lines().length);
        for (String line : run.lines()) {
            assertTrue(line.endsWith(": ok") || line.endsWith(": ok (world preset)")
                || line.startsWith("presets/search/") && line.endsWith(": ok (search specification)"), line);
        }
    }

    @Test
    @DisplayName("needs at least one file, and 'preset' alone asks for a subcommand")
    void usage() {
        CliRun none = CliRun.run("", "preset", "validate");
        assertNotEquals(0, none.exitCode());
        assertTrue(none.err().contains("FILE"), none.err());
        CliRun bare = CliRun.run("", "preset");
        assertNotEquals(0, bare.exitCode());
        assertTrue(bare.err().contains("validate"), bare.err());
    }

    private Path write(String name, String json) throws IOException {
        return Files.writeString(folder.resolve(name), json);
    }
}
