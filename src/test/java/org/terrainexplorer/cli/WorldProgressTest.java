package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Long world commands report progress on standard error")
class WorldProgressTest {

    /** A line at every unit done, from the start: what a long run shows every two seconds, made visible. */
    private static final TerrainCli.ProgressTiming EVERY_UNIT =
        new TerrainCli.ProgressTiming(Duration.ZERO, Duration.ZERO);
    /** Work that ends before the delay: a quick run. */
    private static final TerrainCli.ProgressTiming AFTER_AN_HOUR =
        new TerrainCli.ProgressTiming(Duration.ofHours(1), Duration.ZERO);

    @TempDir
    Path folder;

    @Test
    @DisplayName("map reports the chunks made as a rising percentage, ending at 100 % before its result line")
    void mapReportsChunks() {
        CliRun run = CliRun.run(EVERY_UNIT, "", "world", "map", "--size", "128x128", "--out",
            folder.resolve("m.png").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertRises(percentages(run.err(), "map", "64 chunks"), run.err());
        assertTrue(run.out().startsWith("Wrote "), run.out());
        assertEquals(1, run.lines().length, "standard output holds the result line alone");
    }

    @Test
    @DisplayName("a map beyond the chunks' scale reports the rows of the preview sampled")
    void farMapReportsRows() {
        CliRun run = CliRun.run(EVERY_UNIT, "", "world", "map", "--layer", "biome", "--blocks-per-pixel", "64",
            "--size", "64x256", "--out", folder.resolve("b.png").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertRises(percentages(run.err(), "map", "256 rows"), run.err());
    }

    @Test
    @DisplayName("section, chunks and export report the chunks they make")
    void sectionChunksAndExportReport() {
        CliRun section = CliRun.run(EVERY_UNIT, "", "world", "section", "--z", "0", "--from", "0", "--to", "127",
            "--out", folder.resolve("s.png").toString());
        assertEquals(0, section.exitCode(), section.err());
        assertRises(percentages(section.err(), "section", "8 chunks"), section.err());
        CliRun chunks = CliRun.run(EVERY_UNIT, "", "world", "chunks", "--from", "0,0", "--to", "2,2");
        assertEquals(0, chunks.exitCode(), chunks.err());
        assertRises(percentages(chunks.err(), "chunks", "9 chunks"), chunks.err());
        CliRun export = CliRun.run(EVERY_UNIT, "", "world", "export", "--from", "0,0,0", "--to", "47,80,31",
            "--out", folder.resolve("box.vox").toString());
        assertEquals(0, export.exitCode(), export.err());
        assertRises(percentages(export.err(), "export", "6 chunks"), export.err());
    }

    @Test
    @DisplayName("structures counts the candidate chunks the placement grids pick, not the rectangle's chunks")
    void structuresCountsCandidates() {
        CliRun run = CliRun.run(EVERY_UNIT, "", "world", "structures", "--from", "-1000,-1000", "--to", "1000,1000",
            "--type", "village");
        assertEquals(0, run.exitCode(), run.err());
        assertRises(percentages(run.err(), "structures", "16 candidate chunks"), run.err());
        assertTrue(run.err().contains(" in 15,876 chunks from "), run.err());
    }

    @Test
    @DisplayName("search names the seed below which every seed is searched only once it is past the range's first; "
        + "before, that matches come a unit at a time")
    void searchTellsWhatIsDone() throws java.io.IOException {
        Path spec = folder.resolve("s.json");
        java.nio.file.Files.writeString(spec, WorldSearchCommandTest.SPEC.replace("\"from\": 0", "\"from\": 100"));
        CliRun run = CliRun.run(EVERY_UNIT, "", "world", "search", "--spec", spec.toString(), "--threads", "1",
            "--out", folder.resolve("found.jsonl").toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.err().lines().filter(l -> l.startsWith("search: ") && l.contains("seeds/s")).toList();
        assertFalse(lines.isEmpty(), run.err());
        Pattern below = Pattern.compile(
            "so far \\(every seed below ([\\d,]+) searched; matches come as each block of 300 seeds completes\\)");
        for (String line : lines) {
            Matcher m = below.matcher(line);
            assertTrue(line.endsWith("all done")
                || line.contains(" so far (matches come as each block of 300 seeds completes)")
                || m.find() && Long.parseLong(m.group(1).replace(",", "")) > 100, line);
        }
    }

    @Test
    @DisplayName("with --limit, the time left is said to be the whole range's, with the count it stops at")
    void searchWithLimitSaysWhatItsTimeIs() {
        CliRun run = CliRun.run(EVERY_UNIT, "", "world", "search", "--spec", spec().toString(), "--threads", "1",
            "--limit", "1000", "--out", folder.resolve("limited.jsonl").toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> timed = run.err().lines().filter(l -> l.startsWith("search: ") && l.contains(" in ")
            && !l.contains("all done")).toList();
        assertFalse(timed.isEmpty(), run.err());
        for (String line : timed) {
            assertTrue(line.contains(", the whole range in ") && line.contains(" (it stops at 1,000 matches)"), line);
            assertFalse(line.contains("ETA"), line);
        }
    }

    private Path spec() {
        Path spec = folder.resolve("limit.json");
        try {
            java.nio.file.Files.writeString(spec, WorldSearchCommandTest.SPEC);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return spec;
    }

    @Test
    @DisplayName("sample counts its points on standard error and leaves standard output exactly as without")
    void sampleCountsPointsBesideItsOutput() {
        String points = "0 64 0\n16 64 0\n32 64 0\n48 64 0\n";
        CliRun counted = CliRun.run(EVERY_UNIT, points, "world", "sample", "--fields", "block,continents");
        CliRun quiet = CliRun.run(AFTER_AN_HOUR, points, "world", "sample", "--fields", "block,continents");
        assertEquals(0, counted.exitCode(), counted.err());
        assertEquals(quiet.out(), counted.out());
        assertEquals(4, counted.lines().length);
        assertTrue(counted.err().contains("sample: 1 point so far\n"), counted.err());
        assertTrue(counted.err().endsWith("sample: 4 points\n"), counted.err());
        assertEquals("", quiet.err());
    }

    @Test
    @DisplayName("a run that ends before the delay prints no progress")
    void quickRunPrintsNone() {
        CliRun run = CliRun.run(AFTER_AN_HOUR, "", "world", "map", "--size", "64x64", "--out",
            folder.resolve("q.png").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertFalse(run.err().contains("%"), run.err());
        assertEquals("", run.err());
    }

    /** The percentages of the lines {@code name: P % (N of TOTAL)}, checking each count against its percentage. */
    private static List<Integer> percentages(String err, String name, String total) {
        Matcher m = Pattern.compile("(?m)^" + name + ": (\\d+) % \\((\\d+) of " + total + "\\)$").matcher(err);
        List<Integer> found = new ArrayList<>();
        int all = Integer.parseInt(total.split(" ")[0]);
        while (m.find()) {
            int percent = Integer.parseInt(m.group(1));
            assertEquals(Integer.parseInt(m.group(2)) * 100 / all, percent, m.group());
            found.add(percent);
        }
        return found;
    }

    /** At least two lines, each percentage above the one before, the last 100. */
    private static void assertRises(List<Integer> percentages, String err) {
        assertTrue(percentages.size() >= 2, err);
        for (int i = 1; i < percentages.size(); i++) {
            assertTrue(percentages.get(i) > percentages.get(i - 1), err);
        }
        assertEquals(100, percentages.get(percentages.size() - 1), err);
    }

    @Test
    @DisplayName("time waiting for input (points typed by hand) puts the next line off: only the work's time counts")
    void waitingIsNotWork() {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        java.io.PrintStream err = new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8);
        ProgressReport progress = new ProgressReport(err, "sample", EVERY_UNIT);
        progress.start(-1, "points");
        progress.add(1);
        assertTrue(bytes.toString(java.nio.charset.StandardCharsets.UTF_8).contains("sample: 1 point so far"),
            "due at once: " + bytes);
        bytes.reset();
        progress.waited(Duration.ofHours(1).toNanos());
        progress.add(1);
        assertEquals("", bytes.toString(java.nio.charset.StandardCharsets.UTF_8), "an hour of waiting is not work");
    }
}
