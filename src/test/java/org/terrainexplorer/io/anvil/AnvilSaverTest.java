package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;

/** Saving is all or nothing, never replaces what it should not, and names the world's origin in level.dat. */
class AnvilSaverTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("a save cancelled half-way leaves no folder, temporary or final")
    void cancelLeavesNothing(@TempDir Path dir) throws IOException {
        AtomicInteger done = new AtomicInteger();
        try (RenderPool pool = new RenderPool(2)) {
            assertThrows(CancellationException.class, () -> AnvilSaver.save(
                Overworld42.request(dir.resolve("world"), new ChunkPos(0, 0), new ChunkPos(3, 3)), pool,
                done::set, () -> done.get() >= 3));
        }
        assertTrue(done.get() >= 3 && done.get() < 16);
        assertEquals(List.of(), names(dir));
    }

    @Test
    @DisplayName("an existing target is refused; with overwrite a world is written into (the replaced files kept "
        + "as backups) but a folder of other things is not")
    void overwrite(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("world");
        Files.createDirectories(target.resolve("keep"));
        Files.writeString(target.resolve("keep/notes.txt"), "mine");
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.Request plain = Overworld42.request(target, new ChunkPos(0, 0), new ChunkPos(0, 0));
            IOException exists = assertThrows(IOException.class, () -> AnvilSaver.save(plain, pool, n -> { },
                () -> false));
            assertTrue(exists.getMessage().contains("already exists"), exists.getMessage());
            AnvilSaver.Request replace = withOverwrite(plain);
            IOException notWorld = assertThrows(IOException.class, () -> AnvilSaver.save(replace, pool, n -> { },
                () -> false));
            assertTrue(notWorld.getMessage().contains("not a world"), notWorld.getMessage());
            assertEquals("mine", Files.readString(target.resolve("keep/notes.txt")));

            Path world = dir.resolve("saved");
            AnvilSaver.save(Overworld42.request(world, new ChunkPos(0, 0), new ChunkPos(0, 0)), pool, n -> { },
                () -> false);
            AnvilSaver.save(withOverwrite(Overworld42.request(world, new ChunkPos(5, 5), new ChunkPos(5, 5))), pool,
                n -> { }, () -> false);
            List<String> regions = names(world.resolve("region"));
            assertEquals(2, regions.size(), regions.toString());
            assertEquals("r.0.0.mca", regions.get(0));
            assertTrue(regions.get(1).matches("r\\.0\\.0\\.mca\\.\\d{8}-\\d{6}\\.bak"), regions.get(1));
            assertTrue(Files.exists(world.resolve("level.dat_old")), "the replaced level.dat kept as the game does");
            try (SavedWorld saved = SavedWorld.open(world)) {
                assertEquals(null, saved.chunk(new ChunkPos(0, 0)), "the new region file holds the new save");
                assertTrue(saved.chunk(new ChunkPos(5, 5)) != null);
            }
        }
        assertEquals(List.of("saved", "world"), names(dir), "no temporary folders left");
    }

    private static AnvilSaver.Request withOverwrite(AnvilSaver.Request r) {
        return new AnvilSaver.Request(r.generator(), r.world(), r.origin(), r.seed(), r.from(), r.to(), r.target(),
            true);
    }

    @Test
    @DisplayName("more than 128 x 128 chunks is refused before anything is written")
    void tooMany(@TempDir Path dir) throws IOException {
        AnvilSaver.Request big = Overworld42.request(dir.resolve("w"), new ChunkPos(0, 0), new ChunkPos(128, 127));
        assertThrows(IllegalArgumentException.class, () -> AnvilSaver.check(big));
        assertEquals(List.of(), names(dir));
    }

    @Test
    @DisplayName("a datapack world: the pack is copied into datapacks/ with a pack.mcmeta, enabled as file/NAME, "
        + "and its own overworld dimension is level.dat's")
    void datapack(@TempDir Path dir) throws IOException {
        Path pack = dir.resolve("mypack");
        Files.createDirectories(pack.resolve("data/minecraft/dimension"));
        Files.writeString(pack.resolve("data/minecraft/dimension/overworld.json"), """
            {"type": "minecraft:overworld",
             "generator": {"type": "minecraft:noise", "settings": "minecraft:overworld",
               "biome_source": {"type": "minecraft:multi_noise", "biomes": [
                 {"biome": "minecraft:plains", "parameters": {"temperature": [-1, 0.5], "humidity": 0,
                   "continentalness": 0, "erosion": 0, "weirdness": 0, "depth": 0, "offset": 0}}]}}}
            """);
        Path target = dir.resolve("world");
        AnvilSaver.Request r = Overworld42.request(target, new ChunkPos(0, 0), new ChunkPos(0, 0));
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(new AnvilSaver.Request(r.generator(), r.world(), new WorldOrigin.Datapack(pack), 7L,
                r.from(), r.to(), target, false), pool, n -> { }, () -> false);
        }
        assertTrue(Files.isRegularFile(target.resolve("datapacks/mypack/data/minecraft/dimension/overworld.json")));
        assertTrue(Files.readString(target.resolve("datapacks/mypack/pack.mcmeta")).contains("\"pack_format\": 48"));
        CompoundBinaryTag data = BinaryTagIO.reader().read(target.resolve("level.dat"), BinaryTagIO.Compression.GZIP)
            .getCompound("Data");
        ListBinaryTag enabled = data.getCompound("DataPacks").getList("Enabled");
        assertEquals(List.of("vanilla", "file/mypack"), List.of(enabled.getString(0), enabled.getString(1)));
        CompoundBinaryTag generator = data.getCompound("WorldGenSettings").getCompound("dimensions")
            .getCompound("minecraft:overworld").getCompound("generator");
        CompoundBinaryTag point = generator.getCompound("biome_source").getList("biomes").getCompound(0)
            .getCompound("parameters");
        ListBinaryTag temperature = point.getList("temperature");
        assertEquals(BinaryTagTypes.DOUBLE, temperature.elementType(), "[-1, 0.5] becomes a list of doubles");
        assertEquals(-1.0, temperature.getDouble(0));
        assertEquals(BinaryTagTypes.INT, point.get("humidity").type());
        assertFalse(data.getCompound("WorldGenSettings").getCompound("dimensions").get("minecraft:the_nether")
            == null);
    }

    @Test
    @DisplayName("built-in worlds name their noise settings: caves with its own dimension type")
    void builtinSettings() throws IOException {
        CompoundBinaryTag caves = LevelDat.dimensions(new WorldOrigin.Builtin(BuiltinWorld.CAVES))
            .getCompound("minecraft:overworld");
        assertEquals("minecraft:overworld_caves", caves.getString("type"));
        assertEquals("minecraft:caves", caves.getCompound("generator").getString("settings"));
        for (BuiltinWorld w : List.of(BuiltinWorld.LARGE_BIOMES, BuiltinWorld.AMPLIFIED, BuiltinWorld.FLOATING_ISLANDS)) {
            CompoundBinaryTag o = LevelDat.dimensions(new WorldOrigin.Builtin(w)).getCompound("minecraft:overworld");
            assertEquals("minecraft:" + w.id(), o.getCompound("generator").getString("settings"));
            assertEquals("minecraft:overworld", o.getCompound("generator").getCompound("biome_source")
                .getString("preset"));
        }
    }
}
