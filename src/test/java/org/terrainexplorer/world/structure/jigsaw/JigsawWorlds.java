package org.terrainexplorer.world.structure.jigsaw;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.LoadedData;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * Seeded structure worlds for tests and runners: a release's data with the code of a (possibly later) release, in
 * the overworld or the nether. While the nether fortress is not built, the nether's {@code nether_complexes} set is
 * skipped by the loader; a small datapack then keeps only its bastion entry, which gives the same bastion starts as
 * the whole set where the game chose a bastion (each structure of a set is tried with a random source of its own).
 */
public final class JigsawWorlds {

    private static final Map<String, StructureData> DATA = new ConcurrentHashMap<>();

    private JigsawWorlds() {
    }

    /** The structures of {@code dimension} of a world of {@code seed}. */
    public static StructureWorld world(String dataRelease, String codeRelease, Dimension dimension, long seed) {
        VersionData v = TestWorlds.version(dataRelease);
        WorldDefinition def = v.world(dimension, BuiltinWorld.OVERWORLD).withCarvers(false);
        RandomState state = new RandomState(def, seed);
        GeneratedTerrain terrain = new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state));
        return data(dataRelease, codeRelease, dimension).bind(terrain, seed);
    }

    /** The structure data of a release's {@code dimension} with the code of {@code codeRelease}. */
    public static StructureData data(String dataRelease, String codeRelease, Dimension dimension) {
        VersionData v = TestWorlds.version(dataRelease);
        StructureData data = DATA.computeIfAbsent(dataRelease + " " + dimension, k -> load(v, dimension));
        return new StructureData(data.sets(), data.templates(), new StructureCode(codeRelease));
    }

    private static StructureData load(VersionData v, Dimension dimension) {
        if (dimension != Dimension.THE_NETHER) {
            return v.structures();
        }
        try {
            Path pack = Files.createTempDirectory("bastions");
            Path sets = pack.resolve("data/minecraft/worldgen/structure_set");
            Files.createDirectories(sets);
            String set = v.pack().read("data/minecraft/worldgen/structure_set/nether_complexes.json").orElseThrow();
            int spread = set.indexOf("\"structures\"");
            Files.writeString(sets.resolve("nether_complexes.json"), set.substring(0, spread)
                + "\"structures\": [{\"structure\": \"minecraft:bastion_remnant\", \"weight\": 3}]}");
            LoadedData loaded = v.world(Dimension.THE_NETHER, BuiltinWorld.OVERWORLD, List.of(Pack.folder(pack)));
            return loaded.structures().get();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
