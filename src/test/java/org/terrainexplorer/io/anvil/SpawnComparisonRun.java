package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.Releases;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.gen.WorldSpawn;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureData;

/**
 * Compares the world spawn players' worlds store in level.dat ({@code SpawnX/Y/Z}, or {@code spawn.pos} from 1.21.9)
 * with the one the explorer finds ({@link WorldSpawn}, over the chunks with the structures' terrain adaptation), for
 * worlds whose overworld is a built-in one. The game sets the spawn once, when it makes the world, with the release
 * of that day: the release used is that of the oldest chunk data version of the overworld (level.dat's data version
 * is that of the last save). A player can move the spawn ({@code /setworldspawn}), so a difference may be theirs: the
 * table gives the raw comparison, with the distance.
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.terrainexplorer.io.anvil.SpawnComparisonRun WORLD_FOLDER ...
 * </pre>
 */
public final class SpawnComparisonRun {

    private SpawnComparisonRun() {
    }

    /** The releases of the overworld's chunks (their data versions), oldest first. */
    private static TreeMap<Integer, Long> dataVersions(Path folder) throws IOException {
        TreeMap<Integer, Long> out = new TreeMap<>();
        Map<String, Long> problems = new TreeMap<>();
        SavedStarts.readRoots(folder, DimensionFolder.OVERWORLD, Set.of("DataVersion", "Level", "Status"),
            (pos, root) -> {
                if (root.get("Level") == null && !root.getString("Status").replace("minecraft:", "").equals("empty")) {
                    out.merge(root.getInt("DataVersion"), 1L, Long::sum);
                }
            }, problems);
        return out;
    }

    /** Compares the worlds named on the command line. */
    public static void main(String[] args) throws IOException {
        List<String> rows = new ArrayList<>();
        for (String arg : args) {
            Path folder = Path.of(arg);
            PlayerWorld world;
            try {
                world = PlayerWorld.read(folder);
            } catch (IOException e) {
                System.out.println(arg + ": not readable (" + e.getMessage() + ")");
                continue;
            }
            if (world.skipped().containsKey(DimensionFolder.OVERWORLD) || world.spawn() == null) {
                System.out.println(world.label() + ": skipped (" + world.skipped().getOrDefault(
                    DimensionFolder.OVERWORLD, "no spawn in level.dat") + ")");
                continue;
            }
            if (!java.nio.file.Files.isDirectory(DimensionFolder.OVERWORLD.regionFolder(folder))) {
                // A Bukkit server's world_nether or world_the_end: its level.dat is a copy, the overworld is elsewhere.
                System.out.println(world.label() + ": skipped (no overworld region files)");
                continue;
            }
            TreeMap<Integer, Long> versions = dataVersions(folder);
            versions.headMap(1).clear();
            Set<String> releases = new TreeSet<>(Releases.ORDER);
            versions.keySet().forEach(v -> releases.add(SavedRelease.name(v)));
            int oldest = versions.isEmpty() ? world.dataVersion() : versions.firstKey();
            SavedRelease release = SavedRelease.of(oldest).orElse(null);
            if (release == null) {
                System.out.println(world.label() + ": made by data version " + oldest + ", not a release of the table "
                    + releases);
                continue;
            }
            VersionData v = TestWorlds.version(release.data());
            WorldDefinition def = v.world(org.terrainexplorer.world.data.Dimension.OVERWORLD,
                world.builtins().get(DimensionFolder.OVERWORLD));
            RandomState state = new RandomState(def, world.seed());
            WorldSampler sampler = new WorldSampler(state);
            WorldGenerator plain = new WorldGenerator(state);
            StructureData data = v.structures();
            WorldGenerator generator = plain.withBeards(new StructureData(data.sets(), data.templates(),
                new StructureCode(release.release())).bind(new GeneratedTerrain(plain, sampler), world.seed()));
            long t0 = System.nanoTime();
            WorldSpawn spawn = WorldSpawn.find(sampler, generator, () -> false);
            int[] stored = world.spawn();
            double horizontal = Math.hypot(spawn.x() - stored[0], spawn.z() - stored[2]);
            String verdict = spawn.x() == stored[0] && spawn.z() == stored[2]
                ? (spawn.y() == stored[1] ? "same" : "same x, z; y " + (spawn.y() - stored[1]))
                : String.format(Locale.ROOT, "%.0f blocks away", horizontal);
            String row = String.format(Locale.ROOT, "| %s | %s | %s | %d, %d, %d | %d, %d, %d | %d, %d | %s |",
                world.label(), release.release(), String.join(", ", releases), stored[0], stored[1], stored[2],
                spawn.x(), spawn.y(), spawn.z(), spawn.climateX(), spawn.climateZ(), verdict);
            System.out.println(row + " (" + (System.nanoTime() - t0) / 1_000_000 + " ms)");
            rows.add(row);
        }
        System.out.println();
        System.out.println("| world | release made with | releases of its chunks | level.dat spawn | explorer's spawn "
            + "| climate point | |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- |");
        rows.forEach(System.out::println);
    }
}
