package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.StoredStartsFixture;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * {@code world structures --saved-world}: a saved world made for the test (the explorer's level.dat of seed 42 and
 * 26.2, and a region file written here whose chunks store starts: one as the explorer predicts it, one moved, one
 * the explorer does not predict, and one chunk without the start predicted in it).
 */
class WorldStructuresSavedTest {

    private static final String RELEASE = "26.2";

    @TempDir
    static Path dir;

    private static Path world;
    private static final List<StructureStart> PREDICTED = new ArrayList<>();
    private static ChunkPos empty;

    private static StructureWorld structures(long seed) {
        RandomState state = new RandomState(TestWorlds.version(RELEASE).world(Dimension.OVERWORLD,
            BuiltinWorld.OVERWORLD), seed);
        return TestWorlds.version(RELEASE).structures().bind(new GeneratedTerrain(new WorldGenerator(state),
            new WorldSampler(state)), seed);
    }

    @BeforeAll
    static void makeWorld() throws IOException {
        world = dir.resolve("saved");
        CliRun save = CliRun.run("", "world", "save", "--seed", "42", "--game-version", RELEASE, "--from", "0,0",
            "--to", "0,0", "--out", world.toString());
        assertEquals(0, save.exitCode(), save.err());
        StructureWorld predictor = structures(42L);
        int starts = predictor.startsIn(0, 0).size();
        assertTrue(save.out().contains("\nWrote " + starts + (starts == 1 ? " structure start" : " structure starts")),
            starts + " starts predicted in chunk 0, 0: " + save.out());
        // Three predicted starts in three chunks, the nearest of their sets' chosen chunks to 0,0.
        for (StructureSet set : predictor.possibleSets()) {
            for (ChunkPos c : predictor.structureChunks(set, -40, -40, 40, 40)) {
                if (PREDICTED.size() < 3
                    && PREDICTED.stream().noneMatch(s -> s.chunkX() == c.x() && s.chunkZ() == c.z())
                    && predictor.startsIn(c.x(), c.z()).size() == 1) {
                    predictor.start(set, c.x(), c.z()).ifPresent(PREDICTED::add);
                }
            }
        }
        assertEquals(3, PREDICTED.size(), "three predicted starts near 0,0");
        empty = new ChunkPos(PREDICTED.get(0).chunkX() + 1, PREDICTED.get(0).chunkZ());
        assertTrue(predictor.startsIn(empty.x(), empty.z()).isEmpty(), "no start predicted beside the first");
        StructureStart moved = PREDICTED.get(1);
        Map<ChunkPos, CompoundBinaryTag> chunks = new LinkedHashMap<>();
        StructureStart same = PREDICTED.get(0);
        chunks.put(pos(same), chunk(same.id(), StoredStartsFixture.stored(same, 0)));
        chunks.put(pos(moved), chunk(moved.id(), StoredStartsFixture.stored(moved, 5)));
        chunks.put(empty, chunk("minecraft:desert_pyramid", CompoundBinaryTag.builder()
            .putString("id", "minecraft:desert_pyramid").putInt("ChunkX", empty.x()).putInt("ChunkZ", empty.z())
            .put("Children", ListBinaryTag.builder().add(StoredStartsFixture.piece("minecraft:tedp",
                new BoundingBox(empty.x() * 16, 64, empty.z() * 16, empty.x() * 16 + 20, 78, empty.z() * 16 + 20)))
                .build()).build()));
        chunks.put(pos(PREDICTED.get(2)), chunk(null, null));
        Path regions = DimensionFolder.OVERWORLD.regionFolder(world);
        try (Stream<Path> old = Files.list(regions)) {
            for (Path p : old.toList()) {
                Files.delete(p);
            }
        }
        StoredStartsFixture.writeRegions(regions, chunks);
    }

    private static ChunkPos pos(StructureStart s) {
        return new ChunkPos(s.chunkX(), s.chunkZ());
    }

    /** A chunk of 26.2 (data version 4903) storing one start or none. */
    private static CompoundBinaryTag chunk(String id, CompoundBinaryTag start) {
        return StoredStartsFixture.chunk(id, start, 4903);
    }

    private static String line(StructureStart s) {
        return s.id() + "  chunk " + s.chunkX() + "," + s.chunkZ() + "  at ";
    }

    @Test
    @DisplayName("--saved-world lists the stored starts, one line each with its chunk, pieces and box, by chunk")
    void listsStoredStarts() {
        CliRun run = CliRun.run("", "world", "structures", "--saved-world", world.toString());
        assertEquals(0, run.exitCode(), run.err());
        String[] lines = run.lines();
        assertEquals(3, lines.length, run.out());
        StructureStart same = PREDICTED.get(0);
        String sameLine = Arrays.stream(lines).filter(l -> l.startsWith(line(same))).findFirst().orElseThrow();
        assertTrue(sameLine.endsWith("  " + same.pieces().size() + (same.pieces().size() == 1 ? " piece" : " pieces")
            + "  box " + same.piecesBox()), sameLine);
        assertTrue(Arrays.stream(lines).anyMatch(l -> l.startsWith("minecraft:desert_pyramid  chunk " + empty.x()
            + "," + empty.z() + "  at ")), run.out());
        assertFalse(run.out().contains("predicted"), "no comparison unless asked for");
        assertTrue(run.err().contains("3 stored starts in 4 saved chunks"), run.err());
    }

    @Test
    @DisplayName("--compare marks a start as predicted the same, a moved one as differing, and names the others")
    void comparesWithThePrediction() {
        CliRun run = CliRun.run("", "world", "structures", "--saved-world", world.toString(), "--compare");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = List.of(run.lines());
        assertEquals(4, lines.size(), run.out());
        StructureStart moved = PREDICTED.get(1);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith(line(PREDICTED.get(0)))
            && l.endsWith("  predicted: same")), run.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith(line(moved)) && l.endsWith("  differs: start piece box "
            + moved.startBox().moved(5, 0, 0) + ", predicted " + moved.startBox())), run.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("minecraft:desert_pyramid  chunk " + empty.x() + ","
            + empty.z()) && l.endsWith("  not predicted")), run.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith(line(PREDICTED.get(2))) && l.endsWith("  not stored")),
            run.out());
        assertTrue(run.err().contains("3 stored starts (1 as predicted, 1 differing, 1 not predicted, 1 predicted "
            + "start not stored) in 4 saved chunks"), run.err());
    }

    @Test
    @DisplayName("--from and --to keep the saved listing to a rectangle, --type to some structures; --compare alone needs "
        + "--saved-world")
    void rectangleAndRefusals() {
        StructureStart first = PREDICTED.get(0);
        int x = first.chunkX() * 16;
        int z = first.chunkZ() * 16;
        CliRun run = CliRun.run("", "world", "structures", "--saved-world", world.toString(), "--from", x + "," + z,
            "--to", (x + 15) + "," + (z + 15));
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(1, run.lines().length, run.out());
        assertTrue(run.lines()[0].startsWith(line(first)), run.out());
        CliRun pyramids = CliRun.run("", "world", "structures", "--saved-world", world.toString(), "--type",
            "desert_pyramid");
        assertEquals(0, pyramids.exitCode(), pyramids.err());
        assertEquals(1, pyramids.lines().length, pyramids.out());
        assertTrue(pyramids.lines()[0].startsWith("minecraft:desert_pyramid  chunk "), pyramids.out());
        CliRun alone = CliRun.run("", "world", "structures", "--from", "0,0", "--to", "15,15", "--compare");
        assertEquals(2, alone.exitCode(), alone.err());
        assertTrue(alone.err().contains("--compare compares a saved world's starts"), alone.err());
    }
}
