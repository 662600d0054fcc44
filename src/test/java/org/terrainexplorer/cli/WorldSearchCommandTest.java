package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("world search writes the same result file on any thread count, and after a SIGKILL and --resume")
class WorldSearchCommandTest {

    /** Pyramids by the origin in a desert: five units of 300 seeds. */
    static final String SPEC = """
        {"format": 1, "world": {"version": "1.21.1"}, "seeds": {"from": 0, "to": 1499}, "unitSize": 300,
         "condition": {"all": [{"id": "pyramid", "structure": "desert_pyramid", "within": 200, "of": [0, 0]},
                               {"id": "desert", "biome": "desert", "within": 64, "of": [0, 0]}]}}
        """;

    @TempDir
    static Path dir;
    static Path spec;
    static List<String> reference;

    @BeforeAll
    static void uninterrupted() throws Exception {
        spec = dir.resolve("s.json");
        Files.writeString(spec, SPEC);
        Path out = dir.resolve("one.jsonl");
        CliRun r = CliRun.run("", "world", "search", "--spec", spec.toString(), "--threads", "1", "--out",
            out.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("Wrote " + out + ": "), r.out());
        reference = Files.readAllLines(out);
        assertTrue(reference.size() >= 3, "some matches: " + reference);
    }

    @Test
    @DisplayName("2 and 4 threads write the 1-thread file, byte for byte")
    void threadsGiveTheSameFile() throws Exception {
        for (String threads : new String[] {"2", "4"}) {
            Path out = dir.resolve("t" + threads + ".jsonl");
            CliRun r = CliRun.run("", "world", "search", "--spec", spec.toString(), "--threads", threads, "--out",
                out.toString());
            assertEquals(0, r.exitCode(), r.err());
            assertEquals(reference, Files.readAllLines(out));
        }
    }

    @Test
    @DisplayName("a search killed with SIGKILL in a child process and resumed writes the uninterrupted file")
    void sigkillThenResume(@TempDir Path work) throws Exception {
        Path out = work.resolve("killed.jsonl");
        Path ledger = work.resolve("killed.jsonl.ledger").resolve("ledger.jsonl");
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
            "org.terrainexplorer.Launcher", "world", "search", "--spec", spec.toString(), "--threads", "1", "--out",
            out.toString()));
        Process child = new ProcessBuilder(command).redirectErrorStream(true)
            .redirectOutput(work.resolve("child.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
            // Wait until the child has finished at least one unit (the header and one line in the ledger).
            while (lines(ledger) < 2) {
                assertTrue(child.isAlive(), "the child ended early: " + Files.readString(work.resolve("child.log")));
                assertTrue(System.nanoTime() < deadline, "no unit finished in time");
                TimeUnit.MILLISECONDS.sleep(20);
            }
        } finally {
            child.destroyForcibly();
            child.waitFor();
        }
        assertEquals(137, child.exitValue(), "killed by SIGKILL");
        long finished = lines(ledger) - 1;
        assertTrue(finished >= 1 && finished < 5, "killed mid-run: " + finished + " of 5 units in the ledger");
        assertFalse(Files.exists(out), "a killed run wrote no results file");
        CliRun r = CliRun.run("", "world", "search", "--spec", spec.toString(), "--threads", "2", "--out",
            out.toString(), "--resume");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(reference, Files.readAllLines(out));
        assertEquals(6, lines(ledger), "every unit once in the ledger");
    }

    @Test
    @DisplayName("a second run is refused without --resume or --overwrite, naming both; --overwrite replaces the "
        + "results and the ledger once the new search begins, and a run refused before that leaves both as they were")
    void existingLedgerNeedsResumeOrOverwrite(@TempDir Path work) throws Exception {
        Path out = work.resolve("seeds.jsonl");
        Path ledger = work.resolve("seeds.jsonl.ledger").resolve("ledger.jsonl");
        CliRun first = CliRun.run("", "world", "search", "--spec", spec.toString(), "--out", out.toString());
        assertEquals(0, first.exitCode(), first.err());
        String ledgerBefore = Files.readString(ledger);
        CliRun same = CliRun.run("", "world", "search", "--spec", spec.toString(), "--out", out.toString());
        assertEquals(1, same.exitCode());
        assertTrue(same.err().contains("--out " + out + ": its ledger " + ledger.getParent() + " exists from an "
            + "earlier run: add --resume to carry on from it, or --overwrite to start again (replacing it and " + out
            + ")"), same.err());

        Path other = work.resolve("other.jsonl");
        CliRun again = CliRun.run("", "world", "search", "--spec", spec.toString(), "--out", other.toString(),
            "--ledger", ledger.getParent().toString());
        assertEquals(1, again.exitCode());
        assertTrue(again.err().contains("its ledger exists from an earlier run: add --resume to carry on from it, or "
            + "--overwrite to start again"), again.err());
        assertFalse(Files.exists(other));

        // Refused while the world is bound: nothing replaced yet.
        Path bad = work.resolve("bad.json");
        Files.writeString(bad, SPEC.replace("\"desert\", \"within\"", "\"no_such_biome\", \"within\""));
        CliRun refused = CliRun.run("", "world", "search", "--spec", bad.toString(), "--out", out.toString(),
            "--overwrite");
        assertEquals(1, refused.exitCode());
        assertTrue(refused.err().contains("no_such_biome"), refused.err());
        assertEquals(reference, Files.readAllLines(out));
        assertEquals(ledgerBefore, Files.readString(ledger));

        // Another range over the same files: the old results and ledger give way to the new run's alone.
        CliRun fresh = CliRun.run("", "world", "search", "--spec", spec.toString(), "--range", "0:599", "--out",
            out.toString(), "--overwrite");
        assertEquals(0, fresh.exitCode(), fresh.err());
        assertTrue(fresh.out().contains("600 seeds searched here"), "searched afresh: " + fresh.out());
        List<String> below600 = reference.stream().filter(l -> Long.parseLong(l.substring("{\"seed\":".length(),
            l.indexOf(','))) < 600).toList();
        assertEquals(below600, Files.readAllLines(out));
        List<String> lines = Files.readAllLines(ledger);
        assertEquals(3, lines.size(), "the new header and its 2 units alone: " + lines);
        assertTrue(lines.get(0).contains("\"from\":0,\"to\":599"), lines.get(0));
        try (java.util.stream.Stream<Path> left = Files.list(ledger.getParent())) {
            assertEquals(List.of(ledger), left.toList(), "no temporary file left");
        }

        // Resuming with other seeds: the ledger named as the user gave it (beside --out), and both ways on.
        CliRun otherSeeds = CliRun.run("", "world", "search", "--spec", spec.toString(), "--range", "0:299", "--out",
            out.toString(), "--resume");
        assertEquals(1, otherSeeds.exitCode());
        assertTrue(otherSeeds.err().contains("--out " + out + ": its ledger " + ledger + " belongs to another search"),
            otherSeeds.err());
        assertTrue(otherSeeds.err().contains("write the results elsewhere (--out), or give --overwrite in place of "
            + "--resume to start this search afresh"), otherSeeds.err());
        assertEquals(below600, Files.readAllLines(out), "nothing replaced");
    }

    @Test
    @DisplayName("--limit 2 writes the two lowest matches")
    void limit() throws Exception {
        Path out = dir.resolve("two.jsonl");
        CliRun r = CliRun.run("", "world", "search", "--spec", spec.toString(), "--limit", "2", "--out",
            out.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(reference.subList(0, 2), Files.readAllLines(out));
    }

    @Test
    @DisplayName("a bad specification is refused with its JSON path and exit code 1")
    void badSpec() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": 1, \"condition\": {\"all\": [{\"biome\": \"desert\", \"within\": 10, "
            + "\"of\": [0, 0]}, {\"spawnIn\": {\"from\": [5, 5], \"to\": [0, 0]}}]}}");
        CliRun r = CliRun.run("", "world", "search", "--spec", bad.toString(), "--out",
            dir.resolve("bad.jsonl").toString());
        assertEquals(1, r.exitCode());
        assertTrue(r.err().contains("at condition.all[1].spawnIn: 'from' must be the corner with the lower x and z"),
            r.err());
    }

    @Test
    @DisplayName("--spec takes a shipped example by name from anywhere; an unknown name lists the examples and names "
        + "the nearest")
    void shippedByName() throws Exception {
        Path out = dir.resolve("named.jsonl");
        CliRun r = CliRun.run("", "world", "search", "--spec", "desert-pyramid", "--range", "0:299", "--out",
            out.toString());
        assertEquals(0, r.exitCode(), r.err());
        Path file = dir.resolve("byfile.jsonl");
        CliRun f = CliRun.run("", "world", "search", "--spec", "presets/search/desert-pyramid.json", "--range",
            "0:299", "--out", file.toString());
        assertEquals(0, f.exitCode(), f.err());
        assertEquals(Files.readAllLines(file), Files.readAllLines(out), "the shipped example is the file's");
        CliRun unknown = CliRun.run("", "world", "search", "--spec", "desert-pyramids", "--out",
            dir.resolve("none.jsonl").toString());
        assertEquals(1, unknown.exitCode());
        assertTrue(unknown.err().contains("desert-pyramids: no such file, nor a shipped example (those are "
            + "desert-pyramid, jungle-spawn, mushroom-fields, temples-near-spawn); did you mean 'desert-pyramid'?"),
            unknown.err());
        CliRun underscore = CliRun.run("", "world", "search", "--spec", "temples_near_spawn", "--out",
            dir.resolve("none.jsonl").toString());
        assertTrue(underscore.err().contains("; did you mean 'temples-near-spawn'?"), underscore.err());
    }

    @Test
    @DisplayName("an option the other world commands take (--game-version, --seed) is answered with where the search "
        + "takes it from")
    void worldOptionsPointToTheSpecification() {
        CliRun release = CliRun.run("", "world", "search", "--spec", "desert-pyramid", "--game-version", "26.2",
            "--out", dir.resolve("r.jsonl").toString());
        assertEquals(2, release.exitCode(), release.err());
        assertTrue(release.err().startsWith("world search: --game-version: unknown option; world search takes the "
            + "world from its specification's \"world\", such as {\"version\": \"1.21.1\""), release.err());
        CliRun seed = CliRun.run("", "world", "search", "--spec", "desert-pyramid", "--seed", "5", "--out",
            dir.resolve("s.jsonl").toString());
        assertTrue(seed.err().startsWith("world search: --seed: unknown option; world search searches the seeds of "
            + "--range A:B"), seed.err());
        CliRun other = CliRun.run("", "world", "search", "--spec", "desert-pyramid", "--treads", "2", "--out",
            dir.resolve("t.jsonl").toString());
        assertTrue(other.err().startsWith("world search: --treads: unknown option; did you mean '--threads'?"),
            other.err());
    }

    private static long lines(Path file) throws Exception {
        if (!Files.exists(file)) {
            return 0;
        }
        return Files.readString(file).chars().filter(c -> c == '\n').count();
    }
}
