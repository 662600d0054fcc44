package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The world commands say what they made, and summarise repeated warnings")
class WorldMessagesTest {

    @TempDir
    Path dir;

    private static long count(String text, String part) {
        return text.lines().filter(l -> l.contains(part)).count();
    }

    @Test
    @DisplayName("the Wrote line names the release and dimension a preset or pack.mcmeta chose")
    void wroteNamesTheRelease() {
        Path png = dir.resolve("m.png");
        CliRun run = CliRun.run("", "world", "map", "--preset", "frozen-peaks", "--size", "32x32", "--blocks-per-pixel",
            "8", "--out", png.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().matches("(?s)Wrote \\Q" + png + "\\E: 32x32 height of Minecraft 1\\.21\\.1 overworld, "
            + "8 blocks per pixel.*"), run.out());
        Path nether = dir.resolve("n.png");
        CliRun n = CliRun.run("", "world", "section", "--game-version", "1.21.1", "--dimension", "the_nether", "--z",
            "0", "--from", "0", "--to", "15", "--out", nether.toString());
        assertEquals(0, n.exitCode(), n.err());
        assertTrue(n.out().contains(" of Minecraft 1.21.1 the_nether"), n.out());
    }

    @Test
    @DisplayName("messages say what is wrong: a box partly above the world names the part inside; a file where a folder "
        + "should be is named a file; an empty --out is no name")
    void plainMessages() throws IOException {
        CliRun box = CliRun.run("", "world", "export", "--format", "glb", "--from", "0,300,0", "--to", "10,400,10",
            "--out", dir.resolve("b.glb").toString());
        assertEquals(1, box.exitCode());
        assertTrue(box.err().contains("y 300 to 400 goes above the world's top, y 319; the part inside the world is "
            + "y 300 to 319"), box.err());
        CliRun outside = CliRun.run("", "world", "export", "--format", "glb", "--from", "0,330,0", "--to", "10,400,10",
            "--out", dir.resolve("b.glb").toString());
        assertTrue(outside.err().contains("y 330 to 400 is outside the world's -64 to 319"), outside.err());
        Path file = Files.writeString(dir.resolve("h2.png"), "x");
        for (String[] command : new String[][] {{"world", "map"}, {"render"}, {"world", "save", "--from", "0,0", "--to",
            "0,0"}}) {
            List<String> args = new java.util.ArrayList<>(List.of(command));
            args.addAll(List.of("--out", file.resolve("x.png").toString()));
            CliRun run = CliRun.run("", args.toArray(String[]::new));
            assertEquals(1, run.exitCode(), run.err());
            assertTrue(run.err().contains(file + " is a file, not a folder"), run.err());
            args.set(args.size() - 1, "");
            CliRun empty = CliRun.run("", args.toArray(String[]::new));
            assertEquals(1, empty.exitCode(), empty.err());
            assertTrue(empty.err().contains("--out '': no "), empty.err());
        }
    }

    @Test
    @DisplayName("a datapack whose files repeat an ignored field warns once for the kind, with the count; --verbose "
        + "lists each")
    void repeatedDataWarnings() throws IOException {
        Path pack = dir.resolve("pack");
        Path noise = Files.createDirectories(pack.resolve("data/minecraft/worldgen/density_function/mine"));
        for (int i = 0; i < 12; i++) {
            Files.writeString(noise.resolve("f" + i + ".json"), "{\"type\": \"minecraft:clamp\", \"input\": 0.5, "
                + "\"min\": 0, \"max\": 1, \"min_value\": -1}", StandardCharsets.UTF_8);
        }
        CliRun run = CliRun.run("0 64 0\n", "world", "sample", "--datapack", pack.toString(), "--fields", "depth");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(1, count(run.err(), "warning:"), run.err());
        assertTrue(run.err().contains("warning: 12 times, 'min_value': ignored, as the game ignores it"), run.err());
        assertTrue(run.err().contains("--verbose lists each"), run.err());
        CliRun verbose = CliRun.run("0 64 0\n", "world", "sample", "--datapack", pack.toString(), "--fields", "depth",
            "--verbose");
        assertEquals(0, verbose.exitCode(), verbose.err());
        assertEquals(12, count(verbose.err(), "min_value: ignored"), verbose.err());
    }

    @Test
    @DisplayName("a truncated region file gives one summary line, and the map centres where the chunks read")
    void truncatedRegion() throws IOException {
        Path world = dir.resolve("w");
        // Chunks 0..40 by 0..3: the spawn, at the centre chunk (20, 1), lies in region 0,0; region 1,0 holds 9 x 4.
        CliRun save = CliRun.run("", "world", "save", "--seed", "7", "--from", "0,0", "--to", "40,3", "--out",
            world.toString());
        assertEquals(0, save.exitCode(), save.err());
        Path region;
        try (Stream<Path> s = Files.walk(world)) {
            region = s.filter(p -> p.getFileName().toString().equals("r.0.0.mca")).findFirst().orElseThrow();
        }
        try (FileChannel c = FileChannel.open(region, StandardOpenOption.WRITE)) {
            c.truncate(8192);                              // the header alone: every chunk it lists is gone
        }
        Path png = dir.resolve("m.png");
        CliRun map = CliRun.run("", "world", "map", "--saved-world", world.toString(), "--size", "96x64", "--out",
            png.toString());
        assertEquals(0, map.exitCode(), map.err());
        List<String> warnings = map.err().lines().filter(l -> l.startsWith("warning:")).toList();
        assertTrue(warnings.size() <= 1, "at most one line for the file: " + warnings);
        assertTrue(map.err().contains("centre ") && !map.out().contains(" 0 chunks read"), map.out() + map.err());
        String centre = map.err().lines().filter(l -> l.startsWith("centre ")).findFirst().orElseThrow();
        int x = Integer.parseInt(centre.substring(7, centre.indexOf(',')));
        assertTrue(x >= 512, "centred on the readable region (x from 512): " + centre);
        CliRun all = CliRun.run("", "world", "map", "--saved-world", world.toString(), "--size", "96x64", "--center",
            "320,32", "--out", dir.resolve("all.png").toString());
        assertEquals(1, count(all.err(), "warning:"), all.err());
        assertTrue(all.err().matches("(?s).*warning: r\\.0\\.0\\.mca: \\d+ chunks unreadable, skipped as not "
            + "generated \\(the first: .*beyond the file's end.*"), all.err());
    }
}
