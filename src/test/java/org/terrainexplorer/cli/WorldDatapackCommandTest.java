package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("--datapack: what is not a pack is refused; a pack for an unshipped release opens")
class WorldDatapackCommandTest {

    /** A pack's ridge noise, changed so the pack does something. */
    private static final String RIDGE = "{\"firstOctave\": -6, \"amplitudes\": [1.0, 2.0, 1.0, 0.0, 0.0, 0.0]}";

    @TempDir
    Path dir;

    private Path pack(Path root, String mcmeta) throws IOException {
        Path noise = root.resolve("data/minecraft/worldgen/noise");
        Files.createDirectories(noise);
        Files.writeString(noise.resolve("ridge.json"), RIDGE, StandardCharsets.UTF_8);
        if (mcmeta != null) {
            Files.writeString(root.resolve("pack.mcmeta"), mcmeta, StandardCharsets.UTF_8);
        }
        return root;
    }

    private static CliRun sample(Path datapack) {
        return CliRun.run("0 64 0\n", "world", "sample", "--datapack", datapack.toString(), "--fields", "ridges");
    }

    @Test
    @DisplayName("a folder of packs is refused, naming its packs")
    void folderOfPacks() throws IOException {
        Path packs = Files.createDirectory(dir.resolve("datapacks"));
        pack(packs.resolve("mountains"), null);
        pack(packs.resolve("rivers"), "{\"pack\": {\"pack_format\": 48}}");
        Files.write(packs.resolve("islands.zip"), new byte[0]);
        CliRun run = sample(packs);
        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.err().contains("not a datapack: no pack.mcmeta and data/ in " + packs), run.err());
        assertTrue(run.err().contains("it holds the packs islands.zip, mountains, rivers: give one of them"),
            run.err());
        assertEquals("", run.out());
    }

    @Test
    @DisplayName("a pack's data/ folder is refused, naming the pack's folder")
    void dataFolder() throws IOException {
        Path pack = pack(dir.resolve("mine"), "{\"pack\": {\"pack_format\": 48}}");
        CliRun run = sample(pack.resolve("data"));
        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.err().contains("not a datapack") && run.err().contains("a pack's data/ folder")
            && run.err().contains(pack.toAbsolutePath().toString()), run.err());
    }

    @Test
    @DisplayName("a folder with only pack.mcmeta is refused")
    void onlyMcmeta() throws IOException {
        Path pack = Files.createDirectory(dir.resolve("bare"));
        Files.writeString(pack.resolve("pack.mcmeta"), "{\"pack\": {\"pack_format\": 48}}");
        CliRun run = sample(pack);
        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.err().contains("not a datapack: " + pack + " has a pack.mcmeta but no data/ folder"),
            run.err());
    }

    @Test
    @DisplayName("a pack for 1.21.2–1.21.3 (format 57) opens with 1.21.1, which has the same terrain data, and says so")
    void unshippedReleaseOpens() throws IOException {
        Path pack = pack(dir.resolve("format57"), "{\"pack\": {\"pack_format\": 57, \"description\": \"\"}}");
        CliRun run = sample(pack);
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().contains("warning: datapack format57: the pack is for format 57 (Minecraft 1.21.2, "
            + "1.21.3), which there is no game data for; opened with 1.21.1, which has the same terrain data"),
            run.err());
        CliRun same = CliRun.run("0 64 0\n", "world", "sample", "--datapack", pack.toString(), "--game-version",
            "1.21.1", "--fields", "ridges");
        assertEquals(0, same.exitCode(), same.err());
        assertEquals(same.out(), run.out(), "the same world as with --game-version 1.21.1");
        assertTrue(!same.err().contains("opened with"), "no note when the release is chosen: " + same.err());
    }
}
