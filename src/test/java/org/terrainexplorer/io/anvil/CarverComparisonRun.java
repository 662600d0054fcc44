package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.terrainexplorer.world.McData;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * Compares, block by block, the chunks a player's world holds at status {@code carvers} (or {@code liquid_carvers},
 * the same blocks: the game's liquid step does nothing since 1.18) with the explorer's, carvers on and off. Reads
 * the world (never writes it), takes the seed from its {@code level.dat} and the release from each chunk's data
 * version (the game's data of that release from {@code ../shared/mcdata}); a world whose overworld is not the
 * default noise generator is skipped. Prints, per world and in total, the share of equal blocks and the commonest
 * differences.
 *
 * <pre>
 * mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.io.anvil.CarverComparisonRun -Dexec.args="WORLD_FOLDER ..."
 * </pre>
 */
public final class CarverComparisonRun {

    private static final Path MCDATA = McData.ROOT;
    private final Map<String, WorldDefinition> worlds = new HashMap<>();
    private final Map<String, WorldGenerator> generators = new HashMap<>();

    private CarverComparisonRun() {
    }

    /** Totals over chunks. */
    static final class Tally {
        long chunks;
        long blocks;
        long equalOn;
        long equalOff;
        final Map<String, Long> differences = new HashMap<>();
        long carved;
        long carvedRight;
        long missed;
        final Map<Integer, Long> missedY = new java.util.TreeMap<>();
        final Map<String, Long> releases = new java.util.TreeMap<>();

        void add(Tally t) {
            chunks += t.chunks;
            blocks += t.blocks;
            equalOn += t.equalOn;
            equalOff += t.equalOff;
            t.differences.forEach((k, v) -> differences.merge(k, v, Long::sum));
            carved += t.carved;
            carvedRight += t.carvedRight;
            missed += t.missed;
            t.missedY.forEach((k, v) -> missedY.merge(k, v, Long::sum));
            t.releases.forEach((k, v) -> releases.merge(k, v, Long::sum));
        }

        String line() {
            return String.format(Locale.ROOT, "%d chunks, %d blocks: carvers on %.3f%% equal, off %.3f%% equal; "
                + "%d blocks carved, %.2f%% as the game has them; %d open in the game, solid here, not carved",
                chunks, blocks, 100.0 * equalOn / Math.max(1, blocks), 100.0 * equalOff / Math.max(1, blocks),
                carved, 100.0 * carvedRight / Math.max(1, carved), missed);
        }
    }

    /** The release whose data a chunk of this data version was generated with, or null if not here. */
    static String release(int dataVersion) {
        if (dataVersion >= 3105 && dataVersion <= 3337) {
            return "1.19.3";
        }
        if (dataVersion >= 3463 && dataVersion <= 3700) {
            return "1.20.1";
        }
        if (dataVersion >= 3837 && dataVersion <= 3839) {
            return "1.20.6";
        }
        if (dataVersion >= 3953 && dataVersion <= 4082) {
            return "1.21.1";
        }
        if (dataVersion == 4189) {
            return "1.21.4";
        }
        if (dataVersion == 4325) {
            return "1.21.5";
        }
        if (dataVersion >= 4435 && dataVersion <= 4440) {
            return "1.21.8";
        }
        return null;
    }

    private WorldGenerator generator(String release, long seed, boolean carvers) {
        return generators.computeIfAbsent(release + " " + seed + " " + carvers, k -> {
            WorldDefinition w = worlds.computeIfAbsent(release, r -> org.terrainexplorer.world.TestWorlds.load(r,
                org.terrainexplorer.world.data.Dimension.OVERWORLD, BuiltinWorld.OVERWORLD));
            return new WorldGenerator(new RandomState(w.withCarvers(carvers), seed));
        });
    }

    private Tally compare(Path folder) throws IOException {
        Tally tally = new Tally();
        java.util.OptionalLong seedRead;
        try (SavedWorld saved = SavedWorld.open(folder)) {
            seedRead = saved.seed();
        }
        String generatorKind = overworldGenerator(folder.resolve("level.dat"));
        if (seedRead.isEmpty() || !"minecraft:overworld".equals(generatorKind)) {
            System.out.println(folder + ": skipped (overworld generator " + generatorKind + ")");
            return tally;
        }
        long seed = seedRead.getAsLong();
        Path regions = folder.resolve("region");
        if (!Files.isDirectory(regions)) {
            return tally;
        }
        BlockPalette palette = BlockPalette.growing();
        ChunkNbtReader reader = new ChunkNbtReader(-64, 384, palette, new GrowingIds());
        List<Path> files;
        try (Stream<Path> s = Files.list(regions)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".mca")).sorted().toList();
        }
        for (Path file : files) {
            String[] parts = file.getFileName().toString().split("\\.");
            int rx = Integer.parseInt(parts[1]);
            int rz = Integer.parseInt(parts[2]);
            try (RegionReader region = RegionReader.open(file)) {
                if (region == null) {
                    continue;
                }
                for (int i = 0; i < 1024; i++) {
                    ChunkPos pos = new ChunkPos(rx * 32 + (i & 31), rz * 32 + (i >> 5));
                    CompoundBinaryTag root;
                    try {
                        RegionReader.Payload payload = region.read(pos);
                        if (payload == null) {
                            continue;
                        }
                        try (InputStream in = payload.compression().open(payload.data(), payload.offset(),
                            payload.length())) {
                            root = BinaryTagIO.reader(64L << 20).read(in);
                        }
                    } catch (IOException e) {
                        continue;
                    }
                    String status = root.getString("Status").replace("minecraft:", "");
                    if (!status.equals("carvers") && !status.equals("liquid_carvers")) {
                        continue;
                    }
                    String release = release(root.getInt("DataVersion"));
                    if (release == null) {
                        continue;
                    }
                    ChunkData saved;
                    try {
                        saved = reader.read(root, pos);
                    } catch (NbtFormatException e) {
                        continue;
                    }
                    ChunkData on = generator(release, seed, true).generate(pos, () -> false);
                    ChunkData off = generator(release, seed, false).generate(pos, () -> false);
                    tally.chunks++;
                    tally.releases.merge(release + " (data version " + root.getInt("DataVersion") + ")", 1L,
                        Long::sum);
                    compareChunk(tally, pos, saved, on, off);
                }
            }
        }
        return tally;
    }

    /** Compares one chunk block by block: the game's, the explorer's with carvers, and without. */
    private static void compareChunk(Tally tally, ChunkPos pos, ChunkData saved, ChunkData on, ChunkData off) {
        for (int y = -64; y < 320; y++) {
            for (int i = 0; i < 256; i++) {
                int x = i & 15;
                int z = i >> 4;
                String game = saved.palette().state(saved.block(x, y, z)).name();
                String withCarvers = on.palette().state(on.block(x, y, z)).name();
                String without = off.palette().state(off.block(x, y, z)).name();
                tally.blocks++;
                tally.equalOn += game.equals(withCarvers) ? 1 : 0;
                tally.equalOff += game.equals(without) ? 1 : 0;
                if (!withCarvers.equals(without)) {
                    tally.carved++;
                    tally.carvedRight += game.equals(withCarvers) ? 1 : 0;
                    if (!game.equals(withCarvers) && DEBUG) {
                        System.out.println("  wrong carve " + pos + " " + x + "," + y + "," + z + " game " + game
                            + " on " + withCarvers + " off " + without);
                    }
                } else if (!game.equals(without) && isOpen(game) && !isOpen(without)) {
                    tally.missed++;
                    tally.missedY.merge(y >> 4, 1L, Long::sum);
                }
                if (!game.equals(withCarvers)) {
                    tally.differences.merge("game " + shortName(game) + ", explorer " + shortName(withCarvers), 1L,
                        Long::sum);
                }
            }
        }
    }

    private static final boolean DEBUG = Boolean.getBoolean("carvers.debug");

    private static boolean isOpen(String name) {
        return name.endsWith(":air") || name.endsWith("cave_air") || name.endsWith(":water") || name.endsWith(":lava");
    }

    private static String shortName(String name) {
        return name.replace("minecraft:", "");
    }

    /** The overworld's generator settings id in level.dat ("minecraft:overworld" for a default world). */
    private static String overworldGenerator(Path levelDat) throws IOException {
        CompoundBinaryTag root;
        try (InputStream in = Files.newInputStream(levelDat)) {
            root = BinaryTagIO.reader(16L << 20).read(in, BinaryTagIO.Compression.GZIP);
        }
        CompoundBinaryTag generator = root.getCompound("Data").getCompound("WorldGenSettings")
            .getCompound("dimensions").getCompound("minecraft:overworld").getCompound("generator");
        String type = generator.getString("type");
        if (!type.equals("minecraft:noise")) {
            return type.isEmpty() ? "unknown" : type;
        }
        var settings = generator.get("settings");
        var source = generator.getCompound("biome_source");
        boolean presetOverworld = "minecraft:overworld".equals(source.getString("preset"));
        return settings instanceof net.kyori.adventure.nbt.StringBinaryTag s && presetOverworld ? s.value()
            : "custom";
    }

    /** Compares the worlds named on the command line. */
    public static void main(String[] args) throws IOException {
        CarverComparisonRun run = new CarverComparisonRun();
        Tally total = new Tally();
        for (String arg : args) {
            Tally t = run.compare(Path.of(arg));
            if (t.chunks > 0) {
                System.out.println(arg + ": " + t.line() + " " + t.releases);
                print(t);
            }
            total.add(t);
        }
        System.out.println("total: " + total.line());
        System.out.println("missed by section: " + total.missedY);
        print(total);
    }

    private static void print(Tally t) {
        List<Map.Entry<String, Long>> d = new ArrayList<>(t.differences.entrySet());
        d.sort((a, b) -> Long.compare(b.getValue(), a.getValue()));
        Map<String, Long> top = new LinkedHashMap<>();
        d.stream().limit(8).forEach(e -> top.put(e.getKey(), e.getValue()));
        top.forEach((k, v) -> System.out.printf(Locale.ROOT, "    %-40s %6.3f%% of blocks%n", k,
            100.0 * v / Math.max(1, t.blocks)));
    }
}
