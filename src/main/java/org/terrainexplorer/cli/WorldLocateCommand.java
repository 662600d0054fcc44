package org.terrainexplorer.cli;

import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.world.gen.WorldSpawn;
import org.terrainexplorer.world.structure.StructureWorld;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code world locate}: the nearest structure of a kind, found the way the game's {@code /locate} finds it. */
@Command(name = "locate", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world locate village --seed 42",
        "  terrain-explorer world locate ancient_city --near 1000,-2000",
        "  terrain-explorer world locate fortress --dimension the_nether --near 0,0"},
    description = {"Finds the structure of TYPE the game's /locate would find from --near (default: the world "
        + "spawn; in the nether and the end, 0,0): on rings of the structure set's grid cells around the point, "
        + "the first start on the nearest ring that has one; strongholds by their rings. Prints where the game "
        + "would say, how far, the start's chunk, and the world searched (release, dimension and seed: without "
        + "--game-version and --seed, the newest release and seed 42).",
        "As the game's, it is the nearest start in most worlds, not in all: a start on a nearer cell of a larger "
            + "ring can lose to one on a smaller ring."})
final class WorldLocateCommand implements Callable<Integer> {

    /** The game's /locate searches 100 rings of grid cells. */
    static final int GAME_RINGS = 100;

    @Mixin
    WorldOptions options;

    @Parameters(index = "0", paramLabel = "TYPE",
        description = "A structure: an id (minecraft:village_plains), a short name (village_plains) or a kind "
            + "(village, ruined_portal, ocean_ruin, shipwreck, mineshaft).")
    String type;

    @Option(names = "--near", paramLabel = "X,Z", converter = WorldCoordinates.Pair.class,
        description = "Where to search from (block coordinates). Default: the world spawn (0,0 outside the "
            + "overworld).")
    WorldCoordinates.Ints near;

    @Option(names = "--radius", paramLabel = "N", defaultValue = "" + GAME_RINGS,
        description = "How many rings of grid cells to search, 1 to 1000; the game's is 100 (for villages, about "
            + "3,400 chunks).")
    int radius;

    private final TerrainCli.Streams streams;

    WorldLocateCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (radius < 1 || radius > 1000) {
            throw new InputException("--radius " + radius + ": allowed 1 to 1000 rings");
        }
        LoadedWorld world = options.loaded();
        StructureWorld structures = world.structures();
        Predicate<String> wanted = StructureNames.filter(java.util.List.of(type), structures, "TYPE",
            n -> StructureNames.elsewhere(n, world, options.session()));
        int x;
        int z;
        String from;
        if (near != null) {
            x = near.get(0);
            z = near.get(1);
            from = x + ", " + z;
        } else if ("overworld".equals(world.settings().dimension())) {
            WorldSpawn spawn = world.spawn().get();
            x = spawn.x();
            z = spawn.z();
            from = "the spawn (" + x + ", " + z + ")";
        } else {
            x = 0;
            z = 0;
            from = "0, 0";
        }
        Optional<StructureWorld.Located> found = structures.locate(wanted, x, z, radius, () -> false);
        String of = "; in " + options.describe() + ", " + options.seedWords();
        if (found.isEmpty()) {
            streams.out().println("no " + type + (structures.locatable(wanted)
                ? " within " + radius + " rings of " + from
                : ": none of its biomes is in this dimension's biome source, so it never starts") + of);
            return 1;
        }
        StructureWorld.Located l = found.get();
        streams.out().println(l.start().id() + " at " + l.position().x() + ", ~, " + l.position().z() + " ("
            + (long) Math.floor(l.distance()) + " blocks from " + from + "), chunk " + l.start().chunkX() + ","
            + l.start().chunkZ() + ", generation point " + l.start().position() + of);
        return 0;
    }
}
