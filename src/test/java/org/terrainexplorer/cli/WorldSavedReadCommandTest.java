package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("world sample, export and save with saved worlds and game versions")
class WorldSavedReadCommandTest {

    @TempDir
    Path dir;

    private Path save(String name, String... extra) {
        Path world = dir.resolve(name);
        String[] base = {"world", "save", "--seed", "42", "--from", "2,2", "--to", "3,3", "--out", world.toString()};
        String[] args = new String[base.length + extra.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        CliRun run = CliRun.run("", args);
        assertEquals(0, run.exitCode(), run.err());
        return world;
    }

    @Test
    @DisplayName("world sample --saved-world prints the saved blocks, biomes and heights as the generated world's")
    void sampleReadsSavedWorld() {
        Path world = save("w");
        String points = "40 60 40\n47 -60 33\n40 70 200\n";
        CliRun saved = CliRun.run(points, "world", "sample", "--saved-world", world.toString(), "--fields",
            "block,biome,world_surface,ocean_floor");
        assertEquals(0, saved.exitCode(), saved.err());
        CliRun generated = CliRun.run(points, "world", "sample", "--seed", "42", "--fields",
            "block,biome,world_surface,ocean_floor");
        String[] s = saved.lines();
        String[] g = generated.lines();
        assertEquals(g[0], s[0]);
        assertEquals(g[1], s[1]);
        assertTrue(s[2].startsWith("minecraft:air\tnot_generated\t"), "a chunk the world lacks: " + s[2]);
        CliRun router = CliRun.run(points, "world", "sample", "--saved-world", world.toString(), "--fields",
            "continents");
        assertEquals(1, router.exitCode());
        assertTrue(router.err().contains("only its blocks and biomes"), router.err());
    }

    @Test
    @DisplayName("world export --saved-world writes the saved box, chunks it lacks as air")
    void exportReadsSavedWorld() throws IOException {
        Path world = save("w");
        Path vox = dir.resolve("box.vox");
        CliRun run = CliRun.run("", "world", "export", "--saved-world", world.toString(), "--format", "vox",
            "--from", "32,40,32", "--to", "79,80,63", "--out", vox.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("chunks the saved world lacks exported as air"), run.out());
        assertTrue(Files.size(vox) > 1000);
        Path generated = dir.resolve("gen.vox");
        assertEquals(0, CliRun.run("", "world", "export", "--seed", "42", "--format", "vox", "--from", "32,40,32",
            "--to", "63,80,63", "--out", generated.toString()).exitCode());
        Path savedSame = dir.resolve("same.vox");
        assertEquals(0, CliRun.run("", "world", "export", "--saved-world", world.toString(), "--format", "vox",
            "--from", "32,40,32", "--to", "63,80,63", "--out", savedSame.toString()).exitCode());
        assertTrue(java.util.Arrays.equals(Files.readAllBytes(generated), Files.readAllBytes(savedSame)),
            "the saved chunks export byte for byte as the generated ones");
    }

    @Test
    @DisplayName("--game-version 26.1 writes 26.1's layout, which map --saved-world reads, by level.dat or zip")
    void gameVersionAndInputs() throws IOException {
        Path world = save("w26", "--game-version", "26.1");
        assertTrue(Files.isDirectory(world.resolve("dimensions/minecraft/overworld/region")));
        assertTrue(Files.isRegularFile(world.resolve("data/minecraft/world_gen_settings.dat")));
        Path png = dir.resolve("m.png");
        CliRun map = CliRun.run("", "world", "map", "--saved-world", world.resolve("level.dat").toString(),
            "--size", "32x32", "--out", png.toString());
        assertEquals(0, map.exitCode(), map.err());
        assertTrue(map.err().contains("written by 26.1 (data version 4786)"), map.err());
        assertTrue(map.out().contains("of the saved world w26,"), "named by its folder: " + map.out());
        // Without --center the map centres on the middle of the saved chunks (level.dat names a spawn outside them).
        assertTrue(map.err().contains("centre 48,48 (the middle of the saved chunks 2,2 to 3,3)"), map.err());
        CliRun unknown = CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--game-version", "1.16.5",
            "--out", dir.resolve("x").toString());
        assertEquals(1, unknown.exitCode());
        assertTrue(unknown.err().contains("26.1"), "lists the releases: " + unknown.err());
        CliRun nether = CliRun.run("", "world", "map", "--saved-world", world.toString(), "--dimension", "nether",
            "--size", "8x8", "--overwrite", "--out", png.toString());
        assertEquals(0, nether.exitCode(), nether.err());
        assertTrue(nether.err().contains("warning: dimensions/minecraft/the_nether/region is missing")
            || nether.err().contains("warning: DIM-1/region is missing"), nether.err());
        // Without --saved-world, --dimension chooses the generated world's dimension.
        CliRun alone = CliRun.run("", "world", "map", "--dimension", "nether", "--size", "8x8", "--blocks-per-pixel",
            "64", "--overwrite", "--out", png.toString());
        assertEquals(0, alone.exitCode(), alone.err());
    }

    @Test
    @DisplayName("an empty folder given as --datapack is warned about")
    void emptyDatapack() throws IOException {
        Path empty = Files.createDirectory(dir.resolve("pack"));
        CliRun run = CliRun.run("", "world", "save", "--datapack", empty.toString(), "--from", "0,0", "--to", "0,0",
            "--out", dir.resolve("w").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().contains("warning: datapack " + empty + " is an empty folder"), run.err());
    }

    @Test
    @DisplayName("world save --overwrite says which replaced files it kept, and keeps the rest of the world")
    void overwriteReportsBackups() throws IOException {
        Path world = save("w");
        Files.writeString(world.resolve("notes.txt"), "mine");
        CliRun again = CliRun.run("", "world", "save", "--seed", "42", "--from", "2,2", "--to", "3,3", "--out",
            world.toString(), "--overwrite");
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.out().contains("Kept the replaced file as level.dat_old"), again.out());
        assertTrue(again.out().contains("region") && again.out().contains(".mca."), again.out());
        assertEquals("mine", Files.readString(world.resolve("notes.txt")));
        assertFalse(Files.list(dir).anyMatch(p -> p.getFileName().toString().endsWith(".part")));
    }
}
