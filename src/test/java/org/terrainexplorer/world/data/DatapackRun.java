package org.terrainexplorer.world.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.terrainexplorer.world.McData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.json.DataException;

/**
 * A dev-time check of real datapacks (not a test: the packs are other people's and are not committed): loads every
 * pack in a folder (each subfolder or zip) as the game would, in each dimension, on the release its
 * {@code pack.mcmeta} picks (or one given), generates a chunk of each dimension that loads, and prints one line a
 * pack and dimension, then how many of how many loaded.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat cp.txt) org.terrainexplorer.world.data.DatapackRun \
 *     /path/to/packs [../shared/mcdata] [release]
 * </pre>
 */
public final class DatapackRun {

    private DatapackRun() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        GameData data = GameData.shippedFrom(args.length > 1 ? Path.of(args[1]) : McData.ROOT);
        String forced = args.length > 2 ? args[2] : null;
        List<Path> packs;
        try (Stream<Path> s = Files.list(folder)) {
            packs = s.filter(p -> Files.isDirectory(p) || p.toString().endsWith(".zip")).sorted().toList();
        }
        int loaded = 0;
        List<String> refused = new ArrayList<>();
        for (Path path : packs) {
            Pack pack = Pack.open(path);
            String version;
            try {
                version = forced != null ? forced : PackFormat.choose(data, pack).name();
            } catch (DataException e) {
                refused.add(pack.name() + ": " + e.getMessage());
                System.out.println(pack.name() + ": no release: " + e.getMessage());
                continue;
            }
            boolean all = true;
            for (Dimension d : Dimension.values()) {
                long start = System.nanoTime();
                try {
                    LoadedData w = data.open(version).datapackWorld(d, pack);
                    long loadedAt = System.nanoTime();
                    new WorldGenerator(new RandomState(w.definition(), 42L)).generate(new ChunkPos(3, -7), () -> false);
                    System.out.printf(Locale.ROOT, "%s on %s, %s: loads in %.0f ms, a chunk in %.0f ms, %d warnings%s%n",
                        pack.name(), version, d.id(), (loadedAt - start) / 1e6, (System.nanoTime() - loadedAt) / 1e6,
                        w.warnings().size(), w.warnings().isEmpty() ? "" : " (first: " + w.warnings().get(0) + ")");
                } catch (RuntimeException e) {
                    all = false;
                    System.out.printf("%s on %s, %s: REFUSED: %s%n", pack.name(), version, d.id(), e.getMessage());
                    if (d == Dimension.OVERWORLD) {
                        refused.add(pack.name() + " on " + version + ": " + e.getMessage());
                    }
                }
            }
            loaded += all ? 1 : 0;
        }
        System.out.printf("%d of %d packs load in every dimension%n", loaded, packs.size());
        refused.forEach(r -> System.out.println("refused: " + r));
    }
}
