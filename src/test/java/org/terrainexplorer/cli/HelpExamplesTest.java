package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example of every command's {@code --help}, pasted as a user would paste it: its lines joined where they end
 * with {@code \}, a {@code printf '…' |} before it as standard input, and run. Only the files it writes go to a
 * temporary folder (a {@code ~} or a relative {@code --out}), so nothing lands in the user's home or the project.
 */
@DisplayName("Every example of every --help runs as pasted")
class HelpExamplesTest {

    /** Every command, as typed after the program's name. */
    private static final List<String> COMMANDS = List.of("", "render", "sample", "preset", "preset validate",
        "params", "help", "world", "world sample", "world map", "world section", "world chunks", "world save",
        "world export", "world structures", "world locate", "world spawn", "world search");

    @TempDir
    Path dir;
    /** A folder per example's output, so two helps' same example write apart. */
    private int outputs;

    /** The commands a help lists under "Commands:", each as typed after the program's name. */
    private static List<String> listed(String command) {
        CliRun run = CliRun.run("", args(command + " --help"));
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String line : run.lines()) {
            if (line.equals("Commands:")) {
                in = true;
            } else if (in && line.matches("  [a-z]+ .*|  [a-z]+")) {
                out.add((command + " " + line.strip().split(" ")[0]).strip());
            } else if (in && !line.startsWith("    ")) {
                in = false;
            }
        }
        return out;
    }

    private static String[] args(String line) {
        String s = line.strip();
        return s.isEmpty() ? new String[0] : s.split(" +");
    }

    /** The examples of a command's help, each whole: continued lines joined. */
    static List<String> examples(String help) {
        List<String> out = new ArrayList<>();
        String[] lines = help.split("\n");
        int start = Arrays.asList(lines).indexOf("Examples:");
        if (start < 0) {
            return out;
        }
        StringBuilder current = null;
        for (int i = start + 1; i < lines.length && lines[i].startsWith("  "); i++) {
            String line = lines[i].strip();
            if (current == null) {
                current = new StringBuilder();
            } else {
                current.append(' ');
            }
            boolean continues = line.endsWith("\\");
            current.append(continues ? line.substring(0, line.length() - 1).strip() : line);
            if (!continues) {
                out.add(current.toString());
                current = null;
            }
        }
        assertEquals(null, current, "an example ends with \\ but nothing follows it");
        return out;
    }

    /** Splits a command line as a shell does: words, single-quoted words, printf's escapes left to printf. */
    private static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder w = null;
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                w = w == null ? new StringBuilder() : w;
            } else if (c == ' ' && !quoted) {
                if (w != null) {
                    out.add(w.toString());
                    w = null;
                }
            } else {
                w = w == null ? new StringBuilder() : w;
                w.append(c);
            }
        }
        assertTrue(!quoted, "an unclosed quote: " + line);
        if (w != null) {
            out.add(w.toString());
        }
        return out;
    }

    /** Runs one example; returns why it failed, or null. */
    private String run(String example) throws IOException {
        String stdin = "";
        List<String> w = words(example);
        if (w.get(0).equals("printf")) {
            stdin = w.get(1).replace("\\n", "\n");
            assertEquals("|", w.get(2), example);
            w = w.subList(3, w.size());
        }
        int pipe = w.indexOf("|");
        if (pipe >= 0) {
            w = w.subList(0, pipe);                         // what follows reads the output: not ours to run
        }
        assertEquals("terrain-explorer", w.get(0), example);
        List<String> args = new ArrayList<>();
        for (int i = 1; i < w.size(); i++) {
            String a = w.get(i);
            if (i > 1 && w.get(i - 1).equals("--out")) {
                Path out = Path.of(a.startsWith("~/") ? a.substring(2) : a);
                Path target = dir.resolve(Integer.toString(++outputs)).resolve(out.getFileName());
                Files.createDirectories(target.getParent());
                a = target.toString();
            }
            assertTrue(!a.startsWith("~") && !a.contains("*"), "a word a shell would expand: " + a);
            args.add(a);
        }
        CliRun run = CliRun.run(stdin, args.toArray(String[]::new));
        return run.exitCode() == 0 ? null : example + " → exit " + run.exitCode() + ": " + run.err();
    }

    @Test
    @DisplayName("every command's examples run with exit 0, and the list of commands is whole")
    void examplesRun() throws IOException {
        Set<String> all = new LinkedHashSet<>(listed(""));
        all.addAll(listed("world"));
        all.addAll(listed("preset"));
        all.add("");
        assertEquals(new java.util.TreeSet<>(all), new java.util.TreeSet<>(COMMANDS), "the commands the helps list");
        List<String> failed = new ArrayList<>();
        int count = 0;
        for (String command : COMMANDS) {
            if (command.equals("help")) {
                continue;
            }
            CliRun help = CliRun.run("", args(command + " --help"));
            assertEquals(0, help.exitCode(), help.err());
            for (String example : examples(help.out())) {
                count++;
                String why = run(example);
                if (why != null) {
                    failed.add(why);
                }
            }
        }
        assertTrue(count >= 25, "the examples were found: " + count);
        assertEquals(List.of(), failed, "examples that fail when pasted");
    }

    @Test
    @DisplayName("help COMMAND SUBCOMMAND shows the subcommand's help, as --help does")
    void nestedHelp() {
        CliRun help = CliRun.run("", "help", "world", "map");
        assertEquals(0, help.exitCode(), help.err());
        assertEquals(CliRun.run("", "world", "map", "--help").out(), help.out());
        CliRun typo = CliRun.run("", "help", "world", "mapp");
        assertEquals(2, typo.exitCode());
        assertTrue(typo.err().startsWith("world: mapp: unknown command; allowed sample, map, section, chunks, save, "
            + "export, structures, locate, spawn, search; did you mean 'map'?"), typo.err());
    }

    @Test
    @DisplayName("an example's lines are joined only where they end with \\")
    void joining() {
        assertEquals(List.of("terrain-explorer a --b c", "terrain-explorer d"),
            examples("x\nExamples:\n  terrain-explorer a \\\n      --b c\n  terrain-explorer d\n"));
    }

    @Test
    @DisplayName("a help that points at a document names one there is: a README section, or a file in docs/")
    void documentsPointedAtExist() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        for (String command : COMMANDS) {
            String help = String.join(" ", CliRun.run("", args(command + " --help")).lines()).replaceAll(" +", " ");
            java.util.regex.Matcher section = java.util.regex.Pattern.compile("README's ([A-Z][a-z]+(?: [a-z]+)*)")
                .matcher(help);
            while (section.find()) {
                assertTrue(readme.contains("\n## " + section.group(1) + "\n"), command + ": the README has no section '"
                    + section.group(1) + "'");
            }
            java.util.regex.Matcher doc = java.util.regex.Pattern.compile("docs/[a-z-]+\\.md").matcher(help);
            while (doc.find()) {
                assertTrue(Files.isRegularFile(Path.of(doc.group())), command + ": no " + doc.group());
            }
        }
        String search = String.join(" ", CliRun.run("", "world", "search", "--help").lines());
        assertTrue(search.contains("docs/seed-search.md"), "Seed search moved to docs/: " + search);
    }
}
