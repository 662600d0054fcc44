package org.terrainexplorer.world.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkChecksum;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.json.DataException;

class GameDataTest {

    @TempDir
    Path temp;

    @Test
    @DisplayName("the shipped releases are listed oldest first, 26.2 the default")
    void shippedVersions() {
        assertEquals(List.of("1.19.3", "1.20.1", "1.20.6", "1.21.1", "1.21.4", "1.21.5", "1.21.8", "1.21.9", "1.21.11",
            "26.1", "26.2"), TestWorlds.DATA.versions().stream().map(GameVersion::name).toList());
        assertEquals("26.2", TestWorlds.DATA.newest().name());
        assertTrue(TestWorlds.DATA.versions().stream().allMatch(GameVersion::shipped));
    }

    @Test
    @DisplayName("the biome lists are each release's report: cherry grove from 1.20, pale garden from 1.21.4, sulfur caves in 26.2")
    void biomeListsFollowTheReports() {
        assertFalse(overworldBiomes("1.19.3").contains("minecraft:cherry_grove"));
        assertTrue(overworldBiomes("1.20.1").contains("minecraft:cherry_grove"));
        assertFalse(overworldBiomes("1.21.1").contains("minecraft:pale_garden"));
        assertTrue(overworldBiomes("1.21.4").contains("minecraft:pale_garden"));
        assertFalse(overworldBiomes("26.1").contains("minecraft:sulfur_caves"));
        assertTrue(overworldBiomes("26.2").contains("minecraft:sulfur_caves"));
        // 1.21.5 placed pale gardens in more places: more entries name it than in 1.21.4
        assertTrue(entries("1.21.5", "minecraft:pale_garden") > entries("1.21.4", "minecraft:pale_garden"));
        assertEquals(List.of("minecraft:basalt_deltas", "minecraft:crimson_forest", "minecraft:nether_wastes",
            "minecraft:soul_sand_valley", "minecraft:warped_forest"), TestWorlds.version("1.21.1")
            .biomeList("minecraft:nether").orElseThrow().possibleBiomes().stream().sorted().toList());
    }

    private static List<String> overworldBiomes(String version) {
        return TestWorlds.version(version).biomeList("minecraft:overworld").orElseThrow().possibleBiomes();
    }

    private static long entries(String version, String biome) {
        return TestWorlds.version(version).biomeList("minecraft:overworld").orElseThrow().entries().stream()
            .filter(e -> e.biome().equals(biome)).count();
    }

    @Test
    @DisplayName("versions with identical files share them: one biome list object for 1.21.5 and 1.21.8, not for 1.21.4")
    void identicalFilesAreShared() {
        BiomeSource.MultiNoise a = TestWorlds.version("1.21.5").biomeList("minecraft:overworld").orElseThrow();
        BiomeSource.MultiNoise b = TestWorlds.version("1.21.8").biomeList("minecraft:overworld").orElseThrow();
        BiomeSource.MultiNoise c = TestWorlds.version("1.21.4").biomeList("minecraft:overworld").orElseThrow();
        assertSame(a, b);
        assertNotSame(a, c);
        // and a version's worlds are made once
        assertSame(TestWorlds.version("1.21.8").world(Dimension.THE_NETHER, BuiltinWorld.OVERWORLD),
            TestWorlds.version("1.21.8").world(Dimension.THE_NETHER, BuiltinWorld.OVERWORLD));
    }

    @Test
    @DisplayName("a copy of a shipped release under another name is added, generates the same chunks, and is never written")
    void userFolder() throws IOException {
        Path copy = temp.resolve("my-server");
        copyTree(TestWorlds.MCDATA.resolve("1.21.1"), copy);
        Files.delete(copy.resolve("VERSION.txt"));
        Map<String, String> before = snapshot(copy);
        GameData data = GameData.shippedFrom(TestWorlds.MCDATA);
        List<GameVersion> added = data.addFolder(copy);
        assertEquals(1, added.size());
        GameVersion mine = added.get(0);
        assertEquals("my-server", mine.name());
        assertFalse(mine.shipped());
        for (Dimension d : Dimension.values()) {
            WorldDefinition theirs = data.open(mine).world(d, BuiltinWorld.OVERWORLD);
            WorldDefinition ours = TestWorlds.carved("1.21.1", d, BuiltinWorld.OVERWORLD);
            ChunkPos pos = new ChunkPos(5, -3);
            assertEquals(checksum(ours, pos), checksum(theirs, pos), d.id());
        }
        assertEquals(before, snapshot(copy), "the folder is only read");
    }

    @Test
    @DisplayName("a release packed in a jar, as the build packs it, reads as its folder does: its chunks, a template")
    void releaseInAJar() throws IOException {
        Path jarPath = temp.resolve("packed.jar");
        Path release = TestWorlds.MCDATA.resolve("1.21.1");
        String prefix = GameData.SHIPPED_RESOURCE.substring(1);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jarPath));
             Stream<Path> walk = Files.walk(release)) {
            out.putNextEntry(new JarEntry(prefix + "README.md"));
            out.write("not a version".getBytes(StandardCharsets.UTF_8));
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                String rel = release.relativize(p).toString().replace('\\', '/');
                out.putNextEntry(new JarEntry(prefix + "1.21.1/" + rel));
                Files.copy(p, out);
            }
            out.putNextEntry(new JarEntry(prefix + "notes/readme.txt"));
            out.write("a folder that is not a version".getBytes(StandardCharsets.UTF_8));
        }
        try (JarFile jar = new JarFile(jarPath.toFile())) {
            GameData data = GameData.shippedIn(jar);
            assertEquals(List.of("1.21.1"), data.versions().stream().map(GameVersion::name).toList());
            GameVersion v = data.versions().get(0);
            assertTrue(v.shipped());
            ChunkPos pos = new ChunkPos(5, -3);
            assertEquals(checksum(TestWorlds.carved("1.21.1", Dimension.OVERWORLD, BuiltinWorld.OVERWORLD), pos),
                checksum(data.open(v).world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD), pos));
            String template = "data/minecraft/structure/igloo/top.nbt";
            assertArrayEquals(Files.readAllBytes(release.resolve(template)),
                data.open(v).pack().readBytes(template).orElseThrow());
            assertTrue(data.open(v).pack().readBytes("data/minecraft/structure/igloo/none.nbt").isEmpty());
        }
    }

    @Test
    @DisplayName("a folder of the data generator's output is named after the folder that holds generated/")
    void generatedFolder() throws IOException {
        Path generated = temp.resolve("server-1.21.3").resolve("generated");
        copyTree(TestWorlds.MCDATA.resolve("1.21.1"), generated);
        Files.delete(generated.resolve("VERSION.txt"));
        GameData data = GameData.empty();
        GameVersion v = data.addFolder(generated).get(0);
        assertEquals("server-1.21.3", v.name());
        assertEquals("1.21.3", data.open(v).code().release(), "the release named in the folder decides the code");
        assertTrue(data.open(v).code().snowLineFromSeaLevel());
    }

    @Test
    @DisplayName("bad folders are refused with what is wrong: no data, a missing report, mixed releases, a name taken")
    void badFolders() throws IOException {
        GameData data = GameData.shippedFrom(TestWorlds.MCDATA);
        Path empty = Files.createDirectory(temp.resolve("empty"));
        assertTrue(assertThrows(DataException.class, () -> data.addFolder(empty)).getMessage().contains("no game data here"));
        assertTrue(assertThrows(DataException.class, () -> data.addFolder(temp.resolve("nowhere"))).getMessage()
            .contains("not a folder"));

        Path noReport = temp.resolve("no-report");
        copyTree(TestWorlds.MCDATA.resolve("1.21.1"), noReport);
        Files.delete(noReport.resolve("VERSION.txt"));
        Files.delete(noReport.resolve("reports/biome_parameters/minecraft/nether.json"));
        DataException e = assertThrows(DataException.class, () -> data.addFolder(noReport));
        assertTrue(e.getMessage().contains("reports/biome_parameters/minecraft/nether.json"), e.getMessage());
        assertTrue(e.getMessage().contains("--reports"), e.getMessage());

        Path mixed = temp.resolve("mixed");
        copyTree(TestWorlds.MCDATA.resolve("1.21.1"), mixed);
        Files.delete(mixed.resolve("VERSION.txt"));
        copyTree(TestWorlds.MCDATA.resolve("1.20.1/data/minecraft/tags/blocks"), mixed.resolve("data/minecraft/tags/blocks"));
        GameVersion v = data.addFolder(mixed).get(0);
        DataException m = assertThrows(DataException.class, () -> data.open(v));
        assertTrue(m.getMessage().contains("mixes files of two releases"), m.getMessage());

        Path clash = temp.resolve("clash");
        copyTree(TestWorlds.MCDATA.resolve("1.21.1"), clash);
        DataException c = assertThrows(DataException.class, () -> data.addFolder(clash));
        assertTrue(c.getMessage().contains("version 1.21.1 is already there"), c.getMessage());
    }

    @Test
    @DisplayName("without any game data, the message says how to add it")
    void noGameData() {
        GameData none = GameData.empty();
        assertTrue(none.isEmpty());
        IllegalStateException e = assertThrows(IllegalStateException.class, none::newest);
        assertTrue(e.getMessage().contains("--game-data"), e.getMessage());
        assertTrue(e.getMessage().contains("--reports"), e.getMessage());
    }

    @Test
    @DisplayName("the game's code by release: 26.1's nether noises, 1.21.2's snow line")
    void codeByRelease() {
        assertFalse(TestWorlds.version("1.21.1").code().snowLineFromSeaLevel());
        assertTrue(TestWorlds.version("1.21.4").code().snowLineFromSeaLevel());
        assertFalse(TestWorlds.version("1.21.11").code().netherNoisesById());
        assertTrue(TestWorlds.version("26.1").code().netherNoisesById());
        assertEquals(80, TestWorlds.version("1.21.1").code().snowLine(40));
        assertEquals(57, TestWorlds.version("1.21.4").code().snowLine(40));
    }

    private static String checksum(WorldDefinition world, ChunkPos pos) {
        return ChunkChecksum.of(new WorldGenerator(new RandomState(world, 42L)).generate(pos, () -> false));
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    /** Every file's size and modification time, and every folder, by path. */
    private static Map<String, String> snapshot(Path root) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.toList()) {
                FileTime t = Files.getLastModifiedTime(p);
                out.put(root.relativize(p).toString(), Files.isDirectory(p) ? "dir" : Files.size(p) + "@" + t);
            }
        }
        return out;
    }
}
