package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.gen.WorldSpawn;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureWorld;

/** {@code world structures}, {@code world locate} and {@code world spawn}. */
class WorldStructuresCommandTest {

    private static final String RELEASE = "26.2";

    private static StructureWorld structures(long seed) {
        RandomState state = new RandomState(TestWorlds.version(RELEASE).world(Dimension.OVERWORLD,
            BuiltinWorld.OVERWORLD), seed);
        return TestWorlds.version(RELEASE).structures().bind(new GeneratedTerrain(new WorldGenerator(state),
            new WorldSampler(state)), seed);
    }

    /** The starts the structure world has in a rectangle of chunks, as the command prints their first words. */
    private static List<String> expected(StructureWorld world, String kind, int x0, int z0, int x1, int z1) {
        List<String> out = new ArrayList<>();
        for (int z = z0; z <= z1; z++) {
            for (int x = x0; x <= x1; x++) {
                for (var s : world.startsIn(x, z)) {
                    if (s.id().contains(kind)) {
                        out.add(s.id() + "  chunk " + x + "," + z);
                    }
                }
            }
        }
        return out;
    }

    @Test
    @DisplayName("structures lists every start of a rectangle by chunk, the same on one thread and on four")
    void listsEveryStart() {
        CliRun one = CliRun.run("", "world", "structures", "--game-version", RELEASE, "--seed", "42", "--from",
            "-1200,-1200", "--to", "1200,1200", "--type", "swamp_hut,buried_treasure", "--threads", "1");
        assertEquals(0, one.exitCode(), one.err());
        CliRun four = CliRun.run("", "world", "structures", "--game-version", RELEASE, "--seed", "42", "--from",
            "-1200,-1200", "--to", "1200,1200", "--type", "swamp_hut,buried_treasure", "--threads", "4");
        assertEquals(one.out(), four.out());
        List<String> printed = Arrays.stream(one.lines()).map(l -> l.substring(0, l.indexOf("  at "))).toList();
        StructureWorld world = structures(42L);
        List<String> expected = new ArrayList<>(expected(world, "", -1200 >> 4, -1200 >> 4, 1200 >> 4, 1200 >> 4));
        expected.removeIf(s -> !s.startsWith("minecraft:swamp_hut") && !s.startsWith("minecraft:buried_treasure"));
        assertEquals(expected, printed);
        assertTrue(printed.size() > 5, one.out());
        assertTrue(one.err().contains(printed.size() + " starts in"), one.err());
    }

    @Test
    @DisplayName("a --type the world does not have is refused with the kinds it has and the nearest name")
    void unknownTypeRefused() {
        CliRun run = CliRun.run("", "world", "structures", "--from", "0,0", "--to", "100,100", "--type", "swamp_hat");
        assertEquals(1, run.exitCode());
        assertTrue(run.err().contains("--type swamp_hat: no such structure in this world"), run.err());
        assertTrue(run.err().contains("did you mean 'swamp_hut'?"), run.err());
    }

    @Test
    @DisplayName("--structures off leaves the world without starts")
    void structuresOff() {
        CliRun run = CliRun.run("", "world", "structures", "--structures", "off", "--from", "-500,-500", "--to",
            "500,500");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("0 starts"), run.err());
    }

    @Test
    @DisplayName("locate from beside a structure finds the nearest start of its kind among those listed around")
    void locateFindsTheNearest() {
        StructureWorld world = structures(42L);
        StructureSet huts = world.set("minecraft:swamp_huts").orElseThrow();
        List<int[]> all = new ArrayList<>();
        for (ChunkPos c : world.structureChunks(huts, -100, -100, 100, 100)) {
            world.start(huts, c.x(), c.z()).ifPresent(s -> all.add(new int[] {c.x() << 4, c.z() << 4}));
        }
        assertFalse(all.isEmpty());
        int[] near = all.get(all.size() / 2);
        int fromX = near[0] + 20;
        int fromZ = near[1] - 30;
        CliRun run = CliRun.run("", "world", "locate", "swamp_hut", "--game-version", RELEASE, "--seed", "42",
            "--near", fromX + "," + fromZ);
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("minecraft:swamp_hut at " + near[0] + ", ~, " + near[1] + " (36 blocks from"),
            run.out());
        assertTrue(run.out().endsWith("; in Minecraft " + RELEASE + " overworld, seed 42\n"), "the world searched: "
            + run.out());
        CliRun defaults = CliRun.run("", "world", "locate", "swamp_hut", "--near", fromX + "," + fromZ);
        assertEquals(0, defaults.exitCode(), defaults.err());
        assertTrue(defaults.out().endsWith("; in Minecraft " + new org.terrainexplorer.session.WorldSession().newest()
            + " overworld, seed 42\n"), "without options, the newest release and seed 42: " + defaults.out());
        CliRun text = CliRun.run("", "world", "locate", "swamp_hut", "--seed", "hello", "--near", "0,0");
        assertTrue(text.out().endsWith(", seed hello (" + "hello".hashCode() + ")\n"), text.out());
    }

    @Test
    @DisplayName("a structure the release lacks but a later one has names the release it came in; one the "
        + "dimension lacks names the dimension that has it")
    void structureOfALaterRelease() {
        CliRun run = CliRun.run("", "world", "locate", "trial_chambers", "--game-version", "1.19.3");
        assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.exitCode());
        assertEquals("world locate: TYPE trial_chambers: no such structure in 1.19.3 (in any dimension); it came in "
            + "1.21.1 (the oldest release there is data for that has it; try --game-version 1.21.1)\n", run.err());
        CliRun types = CliRun.run("", "world", "structures", "--from", "0,0", "--to", "100,100", "--type",
            "trail_ruins", "--game-version", "1.19.3");
        assertTrue(types.err().contains("--type trail_ruins: no such structure in 1.19.3 (in any dimension); it came "
            + "in 1.20.1"), types.err());
        CliRun nether = CliRun.run("", "world", "locate", "trial_chambers", "--dimension", "the_nether");
        assertEquals("world locate: TYPE trial_chambers: no such structure in the_nether; it is in the overworld "
            + "(add --dimension overworld)\n", nether.err(), "a dimension that lacks it names the one that has it");
        CliRun fortress = CliRun.run("", "world", "structures", "--from", "0,0", "--to", "100,100", "--type",
            "fortress");
        assertTrue(fortress.err().contains("--type fortress: no such structure in the overworld; it is in "
            + "the_nether (add --dimension the_nether)"), fortress.err());
        CliRun none = CliRun.run("", "world", "locate", "fortres");
        assertTrue(none.err().contains("no such structure in this world; it has"), "a name no dimension has: "
            + none.err());
    }

    @Test
    @DisplayName("spawn stands on the top block of a column that is not water, the first of its chunk by x then z")
    void spawnStandsOnGround() {
        CliRun run = CliRun.run("", "world", "spawn", "--game-version", RELEASE, "--seed", "42");
        assertEquals(0, run.exitCode(), run.err());
        String[] p = run.lines()[0].split(" ");
        assertEquals("spawn", p[0]);
        assertEquals("in Minecraft " + RELEASE + " overworld, seed 42", run.lines()[2], "which world, as locate says");
        int x = Integer.parseInt(p[1]);
        int y = Integer.parseInt(p[2]);
        int z = Integer.parseInt(p[3]);
        RandomState state = new RandomState(TestWorlds.version(RELEASE).world(Dimension.OVERWORLD,
            BuiltinWorld.OVERWORLD), 42L);
        WorldGenerator generator = new WorldGenerator(state).withBeards(structures(42L));
        ChunkData chunk = generator.generate(ChunkPos.ofBlock(x, z), () -> false);
        BlockState ground = chunk.blockState(x & 15, y - 1, z & 15);
        assertFalse(ground.isAir() || ground.isFluid(), "stands on " + ground);
        for (int above = y; above < chunk.minY() + chunk.height(); above++) {
            assertTrue(chunk.blockState(x & 15, above, z & 15).isAir(), "open above the spawn at y " + above);
        }
        WorldSpawn again = WorldSpawn.find(new WorldSampler(state), generator, () -> false);
        assertEquals(List.of(x, y, z), List.of(again.x(), again.y(), again.z()));
        long[] climate = WorldSpawn.climatePoint(new WorldSampler(state));
        assertTrue(Math.abs((x >> 4) - Math.floorDiv((int) climate[0], 16)) <= 5
            && Math.abs((z >> 4) - Math.floorDiv((int) climate[1], 16)) <= 5, "within the 11 x 11 chunk spiral");
    }
}
