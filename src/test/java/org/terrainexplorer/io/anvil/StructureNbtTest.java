package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.InflaterInputStream;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.LoadedData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;
import org.terrainexplorer.world.structure.jigsaw.JigsawJunction;
import org.terrainexplorer.world.structure.jigsaw.JigsawPiece;
import org.terrainexplorer.world.structure.jigsaw.PoolElement;
import org.terrainexplorer.world.structure.jigsaw.PoolElementJson;

/**
 * A saved chunk's structures: the jigsaw starts it holds, piece by piece as made, and references exactly where a
 * start's box reaches; read back by an independent NBT reader and by the reader made for the game's saves.
 */
class StructureNbtTest {

    private static final long SEED = 42L;
    /** Seed 42's taiga village in 26.2 starts in this chunk (its start piece at 848, 95, −880). */
    private static final ChunkPos VILLAGE = new ChunkPos(53, -55);

    private record World(LoadedData loaded, WorldGenerator generator, StructureWorld structures) {
    }

    private static World world(String release) {
        LoadedData loaded = TestWorlds.version(release).world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD, List.of());
        RandomState state = new RandomState(loaded.definition(), SEED);
        WorldGenerator plain = new WorldGenerator(state);
        StructureWorld structures = loaded.structures().get().bind(new GeneratedTerrain(plain,
            new WorldSampler(state)), SEED);
        return new World(loaded, plain.withBeards(structures), structures);
    }

    /** The chunk's NBT, read without the explorer's NBT library. */
    private static Map<String, Object> chunkNbt(Path region, int x, int z) throws IOException {
        byte[] bytes = Files.readAllBytes(region);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        int start = (b.getInt(((x & 31) + (z & 31) * 32) * 4) >>> 8) * 4096;
        int length = b.getInt(start);
        return PlainNbt.read(new InflaterInputStream(new ByteArrayInputStream(bytes, start + 5, length - 1)));
    }

    @Test
    @DisplayName("a saved village's start stores every piece as made; references lie exactly where its box reaches")
    void savedVillage(@TempDir Path dir) throws IOException {
        World w = world("26.2");
        StructureStart village = w.structures().start(w.structures().possibleSets().stream()
            .filter(s -> s.id().equals("minecraft:villages")).findFirst().orElseThrow(), VILLAGE.x(), VILLAGE.z())
            .orElseThrow();
        assertEquals("minecraft:village_taiga", village.id());
        // A row of chunks through the start, long enough to leave the village's reach at both ends.
        ChunkPos from = new ChunkPos(VILLAGE.x() - 6, VILLAGE.z());
        ChunkPos to = new ChunkPos(VILLAGE.x() + 6, VILLAGE.z());
        Path target = dir.resolve("w");
        AnvilSaver.Request request = new AnvilSaver.Request(w.generator(), w.loaded().definition(),
            new WorldOrigin.Builtin(BuiltinWorld.OVERWORLD), SEED, from, to, target, false,
            SaveFormat.forRelease("26.2").orElseThrow(), DimensionFolder.OVERWORLD).withStructures(w.structures(), true);
        AnvilSaver.Result result;
        try (RenderPool pool = new RenderPool(2)) {
            result = AnvilSaver.save(request, pool, n -> { }, () -> false);
        }
        assertEquals(1, result.starts().get(village.id()), result.starts().toString());
        assertTrue(result.structuresText().contains("1 village_taiga"), result.structuresText());
        Path region = target.resolve("dimensions/minecraft/overworld/region/r.1.-2.mca");

        Map<String, Object> root = chunkNbt(region, VILLAGE.x(), VILLAGE.z());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> children = (List<Map<String, Object>>) PlainNbt.get(root, "structures", "starts",
            village.id(), "Children");
        assertEquals(village.id(), PlainNbt.get(root, "structures", "starts", village.id(), "id"));
        assertEquals(VILLAGE.x(), PlainNbt.get(root, "structures", "starts", village.id(), "ChunkX"));
        assertEquals(VILLAGE.z(), PlainNbt.get(root, "structures", "starts", village.id(), "ChunkZ"));
        assertEquals(village.pieces().size(), children.size());
        for (int i = 0; i < children.size(); i++) {
            JigsawPiece p = (JigsawPiece) village.pieces().get(i);
            Map<String, Object> c = children.get(i);
            String at = "piece " + i;
            assertEquals("minecraft:jigsaw", c.get("id"), at);
            assertArrayEquals(p.box().toArray(), (int[]) c.get("BB"), at);
            assertEquals(-1, c.get("O"), at);
            assertEquals(List.of(p.position().x(), p.position().y(), p.position().z()),
                List.of(c.get("PosX"), c.get("PosY"), c.get("PosZ")), at);
            assertEquals(p.groundLevelDelta(), c.get("ground_level_delta"), at);
            assertEquals(p.rotation().name(), c.get("rotation"), at);
            assertNull(c.get("liquid_settings"), at + ": the default is not stored");
            if (p.element() instanceof PoolElement.Single single) {
                assertEquals(single.template(), PlainNbt.get(c, "pool_element", "location"), at);
            }
            assertEquals(p.element().source().path("element_type").asText(),
                PlainNbt.get(c, "pool_element", "element_type"), at);
            assertEquals(p.projection().id(), PlainNbt.get(c, "pool_element", "projection"), at);
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> junctions = (List<Map<String, Object>>) c.get("junctions");
            assertEquals(p.junctions().size(), junctions.size(), at);
            for (int k = 0; k < junctions.size(); k++) {
                JigsawJunction j = p.junctions().get(k);
                Map<String, Object> s = junctions.get(k);
                assertEquals(List.of(j.sourceX(), j.sourceGroundY(), j.sourceZ(), j.deltaY(), j.destProjection().id()),
                    List.of(s.get("source_x"), s.get("source_ground_y"), s.get("source_z"), s.get("delta_y"),
                        s.get("dest_proj")), at + " junction " + k);
            }
        }

        // References: every saved chunk names the village exactly where its box (12 wider: it adapts the terrain)
        // reaches the chunk, worked out here from the box alone.
        BoundingBox box = village.piecesBox();
        long packed = (long) VILLAGE.x() & 0xFFFFFFFFL | ((long) VILLAGE.z() & 0xFFFFFFFFL) << 32;
        int reaching = 0;
        for (int x = from.x(); x <= to.x(); x++) {
            for (int z = from.z(); z <= to.z(); z++) {
                Map<String, Object> chunk = chunkNbt(region, x, z);
                long[] refs = (long[]) PlainNbt.get(chunk, "structures", "References", village.id());
                boolean reaches = box.minX() - 12 <= (x << 4) + 15 && box.maxX() + 12 >= x << 4
                    && box.minZ() - 12 <= (z << 4) + 15 && box.maxZ() + 12 >= z << 4;
                boolean named = refs != null && Arrays.stream(refs).anyMatch(r -> r == packed);
                assertEquals(reaches, named, "chunk " + x + ", " + z);
                reaching += reaches ? 1 : 0;
                if (x != VILLAGE.x() || z != VILLAGE.z()) {
                    assertNull(PlainNbt.get(chunk, "structures", "starts", village.id()), "only its chunk starts it");
                }
            }
        }
        assertTrue(reaching > 1 && reaching < 13, reaching + " chunks reached: the test needs a mix");

        // The reader made for the game's saves reads the start as the prediction has it.
        try (SavedWorld saved = SavedWorld.open(target)) {
            StoredStarts.Chunk stored = saved.storedStarts(VILLAGE);
            assertNotNull(stored);
            StoredStarts.Start s = stored.starts().stream().filter(t -> t.id().equals(village.id())).findFirst()
                .orElseThrow();
            assertEquals(village.pieces().stream().map(StructurePiece::box).toList(),
                s.children().stream().map(StoredStarts.Piece::box).toList());
        }
    }

    @Test
    @DisplayName("a start is written only when all its pieces can be saved (a mineshaft is; one with a made-up piece "
        + "is not); before 1.21 no liquid settings")
    void unsavablePieceLeavesStartOutAndNoLiquidsBefore121() {
        StructureWorld s = world("1.20.1").structures();
        StructureStart village = s.locate(id -> id.startsWith("minecraft:village_"), 0, 0, 100, () -> false)
            .orElseThrow().start();
        CompoundBinaryTag written = StructureNbt.chunk(s, village.chunkX(), village.chunkZ()).tag().getCompound("starts")
            .getCompound(village.id(), null);
        assertNotNull(written, village.id());
        assertEquals(village.pieces().size(), written.getList("Children").size());
        for (var piece : written.getList("Children")) {
            assertNull(((CompoundBinaryTag) piece).get("liquid_settings"), "1.20.1 has none");
        }
        StructureStart mineshaft = s.locate(id -> id.equals("minecraft:mineshaft"), 0, 0, 100, () -> false)
            .orElseThrow().start();
        CompoundBinaryTag there = StructureNbt.chunk(s, mineshaft.chunkX(), mineshaft.chunkZ()).tag();
        assertNotNull(there.getCompound("starts").get("minecraft:mineshaft"));
        assertNotNull(there.getCompound("References").get("minecraft:mineshaft"));
        StructurePiece unsavable = new StructurePiece("minecraft:test", 1, mineshaft.startBox()) { };
        assertFalse(StructureNbt.writable(new StructureStart(mineshaft.structure(), mineshaft.chunkX(),
            mineshaft.chunkZ(), mineshaft.position(), List.of(mineshaft.pieces().get(0), unsavable))));
    }

    @Test
    @DisplayName("a world whose structures are off stores none and its level.dat has the game make none")
    void structuresOff(@TempDir Path dir) throws IOException {
        World w = world("1.21.1");
        for (boolean on : new boolean[] {true, false}) {
            Path target = dir.resolve("w" + on);
            AnvilSaver.Request request = new AnvilSaver.Request(w.generator(), w.loaded().definition(),
                new WorldOrigin.Builtin(BuiltinWorld.OVERWORLD), SEED, new ChunkPos(0, 0), new ChunkPos(0, 0), target,
                false, SaveFormat.forRelease("1.21.1").orElseThrow(), DimensionFolder.OVERWORLD)
                .withStructures(w.structures(), on);
            try (RenderPool pool = new RenderPool(1)) {
                AnvilSaver.save(request, pool, n -> { }, () -> false);
            }
            Map<String, Object> level = PlainNbt.readGzip(target.resolve("level.dat"));
            assertEquals((byte) (on ? 1 : 0), PlainNbt.get(level, "Data", "WorldGenSettings", "generate_features"));
        }
    }

    @Test
    @DisplayName("trial chambers' pieces store their structure's ignore_waterlogging (26.2)")
    void trialChambersLiquids() {
        StructureWorld s = world("26.2").structures();
        StructureStart chambers = s.locate(id -> id.equals("minecraft:trial_chambers"), 0, 0, 100, () -> false)
            .orElseThrow().start();
        ListBinaryTag children = StructureNbt.chunk(s, chambers.chunkX(), chambers.chunkZ()).tag().getCompound("starts")
            .getCompound(chambers.id()).getList("Children");
        assertEquals(chambers.pieces().size(), children.size());
        for (var piece : children) {
            assertEquals("ignore_waterlogging", ((CompoundBinaryTag) piece).getString("liquid_settings"));
        }
    }

    @Test
    @DisplayName("a pool element's JSON becomes the NBT the game's codecs read: ids, numbers, lists, projections")
    void elementJson() throws IOException {
        JsonNode json = new ObjectMapper().readTree("""
            {"element_type": "list_pool_element", "projection": "terrain_matching",
             "elements": [
               {"element_type": "single_pool_element", "location": "village/x", "projection": "rigid",
                "processors": {"processors": [{"processor_type": "minecraft:rule", "rules": [
                  {"input_predicate": {"predicate_type": "minecraft:random_block_match",
                                       "block": "minecraft:cobblestone", "probability": 0.1},
                   "output_state": {"Name": "minecraft:mossy_cobblestone"}}]}]}},
               {"element_type": "legacy_single_pool_element", "location": "minecraft:y", "projection": "rigid",
                "processors": [{"processor_type": "minecraft:nop"}]},
               {"element_type": "minecraft:feature_pool_element", "feature": "pile_hay", "projection": "rigid",
                "flag": true, "big": 5000000000, "mixed": [1, "a"], "gone": null}]}""");
        CompoundBinaryTag nbt = (CompoundBinaryTag) JsonNbt.convertWrapping(PoolElementJson.encoded(json, null));
        assertEquals("minecraft:list_pool_element", nbt.getString("element_type"));
        ListBinaryTag elements = nbt.getList("elements");
        CompoundBinaryTag single = elements.getCompound(0);
        assertEquals("minecraft:single_pool_element", single.getString("element_type"));
        assertEquals("minecraft:village/x", single.getString("location"));
        assertEquals("terrain_matching", single.getString("projection"), "the list's projection");
        CompoundBinaryTag predicate = single.getCompound("processors").getList("processors").getCompound(0)
            .getList("rules").getCompound(0).getCompound("input_predicate");
        assertEquals(DoubleBinaryTag.doubleBinaryTag(0.1), predicate.get("probability"));
        assertEquals("minecraft:nop", elements.getCompound(1).getCompound("processors").getList("processors")
            .getCompound(0).getString("processor_type"), "a bare list of processors is stored as the game wraps it");
        CompoundBinaryTag feature = elements.getCompound(2);
        assertEquals("minecraft:pile_hay", feature.getString("feature"));
        assertEquals(ByteBinaryTag.byteBinaryTag((byte) 1), feature.get("flag"));
        assertEquals(LongBinaryTag.longBinaryTag(5_000_000_000L), feature.get("big"));
        ListBinaryTag mixed = feature.getList("mixed");
        assertEquals(2, mixed.size());
        assertInstanceOf(CompoundBinaryTag.class, mixed.get(1));
        assertEquals("a", mixed.getCompound(1).getString(""), "a value in a list of several types is wrapped");
        assertFalse(feature.keySet().contains("gone"));
    }
}
