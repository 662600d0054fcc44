package org.terrainexplorer.world.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.json.DataException;

/** The biome lists the build packs ({@link BiomeListPacker}) are the reports' lists, and are what a release reads. */
class BiomeListCodecTest {

    @TempDir
    Path temp;

    /** Every shipped release's biome reports, each distinct text once. */
    private static List<Path> reports() throws IOException {
        List<Path> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Path p : everyReport()) {
            if (seen.add(Files.readString(p))) {
                out.add(p);
            }
        }
        return out;
    }

    /** Every shipped release's biome reports, those with the same text as another release's included. */
    private static List<Path> everyReport() throws IOException {
        try (Stream<Path> walk = Files.walk(TestWorlds.MCDATA)) {
            return walk.filter(f -> f.toString().endsWith(".json")
                && f.toString().contains("/" + VersionPack.BIOME_REPORTS)).sorted().toList();
        }
    }

    private static BiomeSource.MultiNoise json(Path report) throws IOException {
        return BiomeReport.read(Files.readString(report), report.toString());
    }

    @Test
    @DisplayName("a packed list is its report's: each entry's biome and quantised values, in order; the same "
        + "search tree")
    void packedIsTheReport() throws IOException {
        List<Path> reports = reports();
        assertTrue(reports.size() >= 6, "the releases' distinct reports: " + reports);
        for (Path report : reports) {
            BiomeSource.MultiNoise read = json(report);
            BiomeSource.MultiNoise packed = BiomeListCodec.decode(BiomeListCodec.encode(read), "x.bin");
            assertEquals(read.entries(), packed.entries(), report.toString());
            assertArrayEquals(read.treeLayout(), packed.treeLayout(), report.toString());
            // The tree made from the layout answers as the built one, ties included (a cursor warm-starts).
            java.util.Random random = new java.util.Random(report.hashCode());
            var built = read.cursor();
            var made = packed.cursor();
            long[] target = new long[7];
            for (int i = 0; i < 2_000; i++) {
                for (int d = 0; d < 6; d++) {
                    target[d] = i % 3 == 0 ? random.nextInt(5) * 5_000 - 10_000 : random.nextInt(24_001) - 12_000;
                }
                assertEquals(built.search(target), made.search(target));
                assertEquals(built.lastEntry(), made.lastEntry(), report + " at " + Arrays.toString(target));
            }
        }
    }

    @Test
    @DisplayName("the build packed every release's reports into the classes (not one per distinct text), each its "
        + "report's list and tree")
    void theBuildPackedEveryReport() throws IOException {
        for (Path report : everyReport()) {
            Path rel = TestWorlds.MCDATA.relativize(report);
            String name = rel.toString().replace('\\', '/');
            String resource = GameData.SHIPPED_RESOURCE + name.substring(0, name.length() - ".json".length())
                + BiomeListCodec.SUFFIX;
            try (InputStream in = GameData.class.getResourceAsStream(resource)) {
                assertNotNull(in, resource + " (made by the build's process-classes phase: BiomeListPacker)");
                BiomeSource.MultiNoise read = json(report);
                BiomeSource.MultiNoise packed = BiomeListCodec.decode(in.readAllBytes(), resource);
                assertEquals(read.entries(), packed.entries(), resource);
                assertArrayEquals(read.treeLayout(), packed.treeLayout(), resource);
            }
        }
    }

    @Test
    @DisplayName("the packer replaces a packed list that is not its report's, even one newer than the report")
    void packerReplacesAStaleList() throws IOException {
        Path data = temp.resolve("mcdata");
        Path classes = temp.resolve("classes");
        Path report = data.resolve("r/" + VersionPack.BIOME_REPORTS + "minecraft/nether.json");
        Files.createDirectories(report.getParent());
        Path nether = TestWorlds.MCDATA.resolve("26.2/" + VersionPack.BIOME_REPORTS + "minecraft/nether.json");
        Files.copy(nether, report);
        BiomeListPacker.main(new String[] {data.toString(), classes.toString()});
        Path packed = classes.resolve("r/" + VersionPack.BIOME_REPORTS + "minecraft/nether" + BiomeListCodec.SUFFIX);
        assertEquals(json(report).entries(), BiomeListCodec.decode(Files.readAllBytes(packed), "p").entries());
        // The report changes, but keeps an old time (as cp -p, rsync -a or an archive leave it).
        Files.copy(TestWorlds.MCDATA.resolve("26.2/" + VersionPack.BIOME_REPORTS + "minecraft/overworld.json"),
            report, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.setLastModifiedTime(report, java.nio.file.attribute.FileTime.fromMillis(0));
        BiomeListPacker.main(new String[] {data.toString(), classes.toString()});
        assertTrue(json(report).entries().equals(BiomeListCodec.decode(Files.readAllBytes(packed), "p").entries()),
            "the packed list is the changed report's, not the one packed before");
    }

    /**
     * A copy of 1.21.1's required files in {@code root/1.21.1}, with a packed overworld list that is not the
     * report's (its first 100 entries, all plains), which it returns.
     */
    private static List<BiomeSource.Entry> releaseWithAnotherPackedList(Path root) throws IOException {
        Path release = TestWorlds.MCDATA.resolve("1.21.1");
        Path copy = root.resolve("1.21.1");
        for (String f : VersionLayout.REQUIRED) {
            Files.createDirectories(copy.resolve(f).getParent());
            Files.copy(release.resolve(f), copy.resolve(f));
        }
        List<BiomeSource.Entry> few = json(release.resolve(VersionPack.BIOME_REPORTS + "minecraft/overworld.json"))
            .entries().subList(0, 100).stream().map(e -> new BiomeSource.Entry("minecraft:plains", e.point())).toList();
        Files.write(copy.resolve(VersionPack.BIOME_REPORTS + "minecraft/overworld" + BiomeListCodec.SUFFIX),
            BiomeListCodec.encode(new BiomeSource.MultiNoise(few)));
        return few;
    }

    @Test
    @DisplayName("a shipped release with a packed list reads it, not its report, and lists the preset once")
    void aPackedListIsRead() throws IOException {
        Path root = temp.resolve("shipped");
        List<BiomeSource.Entry> few = releaseWithAnotherPackedList(root);
        GameData data = GameData.shippedFrom(root);
        GameVersion v = data.versions().get(0);
        assertTrue(v.shipped());
        VersionData opened = data.open(v);
        assertEquals(few, opened.biomeList("minecraft:overworld").orElseThrow().entries());
        assertEquals(List.of("minecraft:nether", "minecraft:overworld"), opened.biomeListPresets().stream().sorted()
            .toList());
        assertFalse(opened.pack().read(VersionPack.BIOME_REPORTS + "minecraft/overworld.json").isPresent(),
            "the report's JSON is not read");
        assertTrue(opened.biomeList("minecraft:nether").isPresent(), "a report without a packed list is parsed");
    }

    @Test
    @DisplayName("a user's game data folder is read from its reports: a packed list there (not the build's) is not")
    void aUsersFolderReadsItsReports() throws IOException {
        Path root = temp.resolve("mine");
        releaseWithAnotherPackedList(root);
        GameData data = GameData.empty();
        VersionData opened = data.open(data.addFolder(root.resolve("1.21.1")).get(0));
        List<BiomeSource.Entry> report = json(TestWorlds.MCDATA.resolve("1.21.1/" + VersionPack.BIOME_REPORTS
            + "minecraft/overworld.json")).entries();
        assertTrue(report.equals(opened.biomeList("minecraft:overworld").orElseThrow().entries()),
            "the overworld list is the report's");
        assertEquals(List.of("minecraft:nether", "minecraft:overworld"), opened.biomeListPresets().stream().sorted()
            .toList());
    }

    @Test
    @DisplayName("damaged packed lists are refused with the file named: cut short, other bytes, bytes after, "
        + "a bad tree")
    void damaged() throws IOException {
        byte[] good = BiomeListCodec.encode(json(TestWorlds.MCDATA.resolve("26.2/" + VersionPack.BIOME_REPORTS
            + "minecraft/nether.json")));
        DataException cut = assertThrows(DataException.class,
            () -> BiomeListCodec.decode(Arrays.copyOf(good, good.length - 3), "26.2/nether.bin"));
        assertTrue(cut.getMessage().contains("26.2/nether.bin") && cut.getMessage().contains("cut short"),
            cut.getMessage());
        DataException other = assertThrows(DataException.class,
            () -> BiomeListCodec.decode("{\"biomes\": []}".getBytes(StandardCharsets.UTF_8), "x.bin"));
        assertTrue(other.getMessage().contains("not a packed biome list"), other.getMessage());
        DataException more = assertThrows(DataException.class,
            () -> BiomeListCodec.decode(Arrays.copyOf(good, good.length + 2), "x.bin"));
        assertTrue(more.getMessage().contains("2 bytes after the list"), more.getMessage());
        byte[] twice = good.clone();
        System.arraycopy(good, good.length - 8, twice, good.length - 4, 4);
        DataException tree = assertThrows(DataException.class, () -> BiomeListCodec.decode(twice, "x.bin"));
        assertTrue(tree.getMessage().matches("(?s).*damaged: a tree layout with entry \\d+ twice.*"),
            tree.getMessage());
    }
}
