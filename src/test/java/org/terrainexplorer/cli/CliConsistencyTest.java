package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What a new user met on the command line: one rule, one style, plain messages. */
@DisplayName("The command line is consistent across its commands")
class CliConsistencyTest {

    @TempDir
    Path folder;

    @ParameterizedTest(name = "terrain-explorer {0} --help")
    @ValueSource(strings = {"", "render", "sample", "preset", "preset validate", "params", "world", "world sample",
        "world map", "world section", "world chunks", "world save", "world export"})
    @DisplayName("every --help ends with examples of the command, each on one line within 80 columns")
    void helpEndsWithExamples(String command) {
        CliRun run = CliRun.run("", (command + " --help").strip().split(" "));
        assertEquals(0, run.exitCode(), run.err());
        String[] lines = run.lines();
        int examples = Arrays.asList(lines).indexOf("Examples:");
        assertTrue(examples > 0, "no examples in " + run.out());
        long shown = Arrays.stream(lines, examples + 1, lines.length).filter(l -> l.startsWith("  terrain-explorer ")
            || l.startsWith("  printf ")).count();
        assertTrue(shown >= 2, run.out());
        for (String line : lines) {
            assertTrue(line.length() <= 80, line.length() + " columns: " + line);
        }
    }

    @ParameterizedTest(name = "{0} -V")
    @ValueSource(strings = {"render", "world", "world map", "world sample", "preset validate"})
    @DisplayName("-V prints the application's version on every command")
    void versionEverywhere(String command) {
        CliRun run = CliRun.run("", (command + " -V").split(" "));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("terrain-explorer "), run.out());
    }

    @Test
    @DisplayName("world sample's synopsis shows --fields once, as a list")
    void fieldsSynopsis() {
        String help = CliRun.run("", "world", "sample", "--help").out();
        assertTrue(help.contains("--fields=FIELD[,FIELD...]"), help);
        assertFalse(help.contains("[--fields="), help);
    }

    @Test
    @DisplayName("every command that writes a file refuses an existing one without --overwrite, and replaces it with")
    void oneRuleForExistingFiles() throws IOException {
        Path png = folder.resolve("map.png");
        Files.writeString(png, "mine");
        String[][] commands = {
            {"render", "--size", "8x8", "--out", png.toString()},
            {"world", "map", "--size", "8x8", "--blocks-per-pixel", "64", "--out", png.toString()},
            {"world", "section", "--z", "0", "--from", "0", "--to", "3", "--out", png.toString()}};
        for (String[] args : commands) {
            CliRun refused = CliRun.run("", args);
            assertEquals(1, refused.exitCode(), String.join(" ", args));
            assertTrue(refused.err().contains("already exists (add --overwrite to replace it)"), refused.err());
            assertEquals("mine", Files.readString(png), "the file the user had is left as it was");
        }
        for (String[] args : commands) {
            String[] with = Arrays.copyOf(args, args.length + 1);
            with[args.length] = "--overwrite";
            CliRun replaced = CliRun.run("", with);
            assertEquals(0, replaced.exitCode(), replaced.err());
            assertTrue(replaced.out().startsWith("Wrote " + png + ": "), replaced.out());
            Files.writeString(png, "mine");
        }
    }

    @Test
    @DisplayName("an --out named for another kind of file is a usage error (exit 2, the help named) on every command")
    void outOfAnotherKind() {
        String[][] lines = {{"render", "--out", "island"}, {"world", "map", "--out", "mapx"},
            {"world", "section", "--x", "0", "--from", "0", "--to", "16", "--out", "cut.txt"},
            {"world", "export", "--format", "vox", "--from", "0,0,0", "--to", "1,1,1", "--out", "box.png"}};
        for (String[] args : lines) {
            CliRun run = CliRun.run("", args);
            assertEquals(2, run.exitCode(), String.join(" ", args) + ": " + run.err());
            assertTrue(run.err().contains("--help' for the options"), run.err());
        }
    }

    @Test
    @DisplayName("world section names a line without its --x or --z before an --out that exists")
    void lineBeforeFile(@TempDir Path dir) throws IOException {
        Path existing = Files.writeString(dir.resolve("cut.png"), "keep");
        CliRun run = CliRun.run("", "world", "section", "--from", "0", "--to", "3", "--out", existing.toString());
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains("--from and --to go with --x X or --z Z"), run.err());
        assertEquals("keep", Files.readString(existing));
    }

    @Test
    @DisplayName("messages are the tool's own sentences, not the libraries'")
    void plainMessages() {
        CliRun both = CliRun.run("", "world", "section", "--x", "1", "--z", "2", "--from", "0", "--to", "3", "--out",
            folder.resolve("s.png").toString());
        assertEquals(2, both.exitCode());
        assertTrue(both.err().startsWith("world section: --x and --z: give one, not both"), both.err());
        assertFalse(both.err().contains("Error:") || both.err().contains("mutually exclusive"), both.err());
        CliRun decimal = CliRun.run("", "world", "map", "--blocks-per-pixel", "1.5", "--out",
            folder.resolve("m.png").toString());
        assertEquals(2, decimal.exitCode());
        assertTrue(decimal.err().contains("--blocks-per-pixel 1.5: not a whole number"), decimal.err());
        assertFalse(decimal.err().contains("is not an int"), decimal.err());
        CliRun line = CliRun.run("", "world", "section", "--from", "0", "--to", "3", "--out",
            folder.resolve("s.png").toString());
        assertTrue(line.err().contains("--from and --to go with --x X or --z Z"), line.err());
    }

    @Test
    @DisplayName("a 20-digit coordinate is beyond the world's limit, like any other too far")
    void hugeCoordinates() {
        CliRun option = CliRun.run("", "world", "section", "--z", "12345678901234567890", "--from", "0", "--to", "3",
            "--out", folder.resolve("s.png").toString());
        assertEquals(1, option.exitCode());
        assertTrue(option.err().contains("12345678901234567890 is beyond the world's limit"), option.err());
        CliRun pair = CliRun.run("", "world", "map", "--center", "0,-99999999999999999999", "--out",
            folder.resolve("m.png").toString());
        assertEquals(1, pair.exitCode());
        assertTrue(pair.err().contains("beyond the world's limit"), pair.err());
        CliRun sample = CliRun.run("12345678901234567890 0 0\n", "world", "sample", "--fields", "depth");
        assertEquals(1, sample.exitCode());
        assertTrue(sample.err().contains("line 1: 12345678901234567890 is beyond the world's limit"), sample.err());
    }

    @Test
    @DisplayName("standard input may start with a UTF-8 byte-order mark, and world sample reads x,y,z as well as x y z")
    void inputAsEditorsWriteIt() {
        CliRun plain = CliRun.run("0 64 0\n", "world", "sample", "--fields", "continents");
        CliRun marked = CliRun.run("\uFEFF0 64 0\n", "world", "sample", "--fields", "continents");
        CliRun commas = CliRun.run("0,64,0\n", "world", "sample", "--fields", "continents");
        CliRun spaced = CliRun.run("0, 64, 0\n", "world", "sample", "--fields", "continents");
        assertEquals(0, marked.exitCode(), marked.err());
        assertEquals(plain.out(), marked.out());
        assertEquals(plain.out(), commas.out(), commas.err());
        assertEquals(plain.out(), spaced.out(), spaced.err());
        CliRun noise = CliRun.run("\uFEFF0.5 0.25\n", "sample", "--noise", "perlin");
        CliRun noisePlain = CliRun.run("0.5 0.25\n", "sample", "--noise", "perlin");
        assertEquals(0, noise.exitCode(), noise.err());
        assertEquals(noisePlain.out(), noise.out());
    }

    @Test
    @DisplayName("counts in output lines agree with their number")
    void plurals() {
        CliRun one = CliRun.run("", "world", "chunks", "--from", "0,0", "--to", "0,0", "--threads", "1");
        assertTrue(one.out().startsWith("Made 1 chunk on 1 thread in "), one.out());
        assertEquals("1 block", Plural.of(1, "block"));
        assertEquals("16,384 chunks", Plural.of(16384, "chunk"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "render --preset|x.png",
        "world map --preset|x.png",
        "world search --spec|x.jsonl"})
    @DisplayName("a file of malformed JSON is reported alike by every command: its path, line, column and the fault")
    void malformedJsonAlike(String command, String out) throws IOException {
        Path sub = Files.createDirectories(folder.resolve("in"));
        Path bad = Files.writeString(sub.resolve("bad2.json"),
            "{\"format\": 1, \"seed\": \"abc\", \"zzz\": [1,2}\n");
        Path cut = Files.writeString(sub.resolve("trunc.json"), "{\"format\": 1,\n");
        String[][] cases = {
            {bad.toString(), "not valid JSON at line 1, column 41: Unexpected close marker '}': expected ']'"},
            {cut.toString(),
                "not valid JSON at line 2, column 1: Unexpected end-of-input within/between Object entries"}};
        String[] words = command.split(" ");
        String name = String.join(" ", Arrays.copyOf(words, words.length - 1));
        for (String[] c : cases) {
            String[] args = Arrays.copyOf(words, words.length + 3);
            args[words.length] = c[0];
            args[words.length + 1] = "--out";
            args[words.length + 2] = folder.resolve(out).toString();
            CliRun run = CliRun.run("", args);
            assertEquals(1, run.exitCode(), run.err());
            assertEquals(name + ": " + words[words.length - 1] + " " + c[0] + ": " + c[1] + "\n", run.err());
        }
    }
}
