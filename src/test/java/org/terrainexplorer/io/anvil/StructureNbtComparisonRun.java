package org.terrainexplorer.io.anvil;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.StoredStructures;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.jigsaw.JigsawPiece;

/**
 * Compares the starts a world saved by the game stores with what {@link StructureNbt} writes for the same
 * starts, tag by tag (a run, not a test: the worlds are players' public saves, read and never committed):
 *
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.terrainexplorer.io.anvil.StructureNbtComparisonRun WORLD_FOLDER[:nether|:end] ...
 * </pre>
 *
 * A piece's {@code BB} counts as equal when it is the box as made or the box the game gives a piece read back
 * ({@link JigsawPiece#reloadedBox}: a start saved again after a reload has it). A piece of a type whose height the
 * game's features stage finds (igloos, shipwrecks, ocean ruins, temples, buried treasure) counts as equal, and is
 * counted apart, when it differs only by that: box and template position moved up or down together, the temple's
 * {@code HPos} and placed flags.
 */
public final class StructureNbtComparisonRun {

    /**
     * Flags the game changes when it places a piece's blocks, by piece id and tag, with the value it then writes (a
     * spider spawner placed, a chest placed or no longer needed, a spawner placed): a fresh start has the other
     * value, a start saved after its chunks were decorated may have this one. Taken as equal, and counted.
     */
    private static final Map<String, Byte> PLACED = Map.of("minecraft:mscorridor/hps", (byte) 1,
        "minecraft:nesclt/Chest", (byte) 0, "minecraft:nescrt/Chest", (byte) 0, "minecraft:nemt/Mob", (byte) 1,
        "minecraft:shcc/Chest", (byte) 1, "minecraft:shpr/Mob", (byte) 1);

    private StructureNbtComparisonRun() {
    }

    /** Counts over all worlds. */
    private static final class Tally {
        int starts;
        int startsEqual;
        int notPredicted;
        int pieces;
        int piecesEqual;
        int piecesFeatures;
        int startsFeatures;
        int referenceChunks;
        int referencesEqual;
        int referenceLongs;
        int startChunks;
        int extraStarts;
        final Map<String, Integer> differences = new TreeMap<>();
        final Map<String, Integer> notWritten = new TreeMap<>();
        final Map<String, Integer> placed = new TreeMap<>();
        /** Per structure id: starts compared, equal, equal but for the features stage, pieces. */
        final Map<String, int[]> byId = new TreeMap<>();
        final List<String> examples = new ArrayList<>();

        void differ(String path, String example) {
            String key = path.replaceAll("\\[\\d+]", "[]");
            int n = differences.merge(key, 1, Integer::sum);
            if (n <= 3 && examples.size() < 40) {
                examples.add(example);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Tally tally = new Tally();
        WorldSession session = new WorldSession();
        for (String arg : args) {
            boolean nether = arg.endsWith(":nether");
            boolean end = arg.endsWith(":end");
            Path folder = Path.of(nether || end ? arg.substring(0, arg.lastIndexOf(':')) : arg);
            DimensionFolder dimension = nether ? DimensionFolder.NETHER
                : end ? DimensionFolder.END : DimensionFolder.OVERWORLD;
            try (SavedWorld saved = SavedWorld.open(folder, dimension, p -> { })) {
                LoadedWorld predicting = StoredStructures.prediction(session, saved);
                System.out.println(folder + " " + dimension.cliName() + ": release " + predicting.version()
                    + ", seed " + predicting.settings().seedText());
                Path regions = dimension.folder(folder, SaveFormat.Layout.CLASSIC).resolve("region");
                List<Path> files;
                try (Stream<Path> list = Files.list(regions)) {
                    files = list.filter(f -> f.toString().endsWith(".mca")).sorted().toList();
                }
                Set<String> written = new TreeSet<>();
                for (Path region : files) {
                    compareRegion(tally, region, predicting, written, false);
                }
                for (Path region : files) {
                    compareRegion(tally, region, predicting, written, true);
                }
            }
        }
        System.out.printf("starts compared %d, whole starts equal %d, not predicted %d; pieces %d, equal %d%n",
            tally.starts, tally.startsEqual, tally.notPredicted, tally.pieces, tally.piecesEqual);
        System.out.printf("of those equal: starts %d and pieces %d equal but for what the features stage changed "
            + "(height, HPos, placed flags)%n", tally.startsFeatures, tally.piecesFeatures);
        System.out.printf("chunks at structure_starts or later: %d, starts the explorer writes that the game did not "
            + "store: %d%n", tally.startChunks, tally.extraStarts);
        System.out.printf("chunks at structure_references or later: %d, their references to the structures written "
            + "equal in %d (%d references)%n", tally.referenceChunks, tally.referencesEqual, tally.referenceLongs);
        tally.byId.forEach((id, c) -> System.out.println("  " + id + ": " + c[0] + " starts, " + c[1] + " equal ("
            + c[2] + " of them but for the features stage), " + c[3] + " pieces"));
        System.out.println("starts the explorer does not write (pieces it cannot save): " + tally.notWritten);
        System.out.println("flags the game changes when it places a piece, stored changed (taken as equal): "
            + tally.placed);
        tally.differences.forEach((path, n) -> System.out.println("  differs " + n + "× at " + path));
        tally.examples.forEach(e -> System.out.println("  e.g. " + e));
    }

    /**
     * The starts of a region file's chunks ({@code references} false; the ids of the structures written are noted in
     * {@code written}), or their references to those structures.
     */
    private static void compareRegion(Tally tally, Path region, LoadedWorld predicting, Set<String> written,
                                      boolean references) throws IOException {
        byte[] bytes = Files.readAllBytes(region);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        for (int i = 0; i < 1024; i++) {
            int location = b.getInt(i * 4);
            if (location == 0) {
                continue;
            }
            int start = (location >>> 8) * 4096;
            int length = b.getInt(start);
            int compression = bytes[start + 4];
            InputStream raw = new ByteArrayInputStream(bytes, start + 5, length - 1);
            CompoundBinaryTag root = BinaryTagIO.unlimitedReader().read(compression == 1 ? new GZIPInputStream(raw)
                : new InflaterInputStream(raw));
            if (references) {
                compareReferences(tally, root, predicting, written);
                continue;
            }
            CompoundBinaryTag starts = root.getCompound("structures").getCompound("starts");
            extraStarts(tally, root, starts, predicting);
            for (String id : starts.keySet()) {
                CompoundBinaryTag stored = starts.getCompound(id);
                if (stored.getList("Children").size() == 0) {
                    continue;
                }
                int cx = stored.getInt("ChunkX");
                int cz = stored.getInt("ChunkZ");
                StructureStart predicted = predicting.structures().startsIn(cx, cz).stream()
                    .filter(s -> s.id().equals(id)).findFirst().orElse(null);
                if (predicted != null && !StructureNbt.writable(predicted)) {
                    tally.notWritten.merge(id, 1, Integer::sum);
                    continue;
                }
                tally.starts++;
                if (predicted == null) {
                    tally.notPredicted++;
                    tally.differ("(not predicted)", id + " at chunk " + cx + ", " + cz + " not predicted");
                    continue;
                }
                written.add(id);
                CompoundBinaryTag ours = StructureNbt.start(predicted);
                int before = tally.piecesFeatures;
                boolean equal = compareStart(tally, id + "@" + cx + "," + cz, stored, ours, predicted);
                tally.startsEqual += equal ? 1 : 0;
                tally.startsFeatures += equal && tally.piecesFeatures > before ? 1 : 0;
                int[] counts = tally.byId.computeIfAbsent(id, k -> new int[4]);
                counts[0]++;
                counts[1] += equal ? 1 : 0;
                counts[2] += equal && tally.piecesFeatures > before ? 1 : 0;
                counts[3] += predicted.pieces().size();
            }
        }
    }

    /**
     * A chunk's stored references against those {@link StructureNbt#chunk} writes (as sets: the game keeps them in
     * a hash set), for the structures the explorer wrote a start of ({@code written}) and those it writes references
     * to here.
     */
    private static void compareReferences(Tally tally, CompoundBinaryTag root, LoadedWorld predicting,
                                          Set<String> written) {
        String status = root.getString("Status").replace("minecraft:", "");
        if (StoredStarts.STATUSES.indexOf(status) < 2) {
            return;
        }
        int cx = root.getInt("xPos");
        int cz = root.getInt("zPos");
        CompoundBinaryTag stored = root.getCompound("structures").getCompound("References");
        CompoundBinaryTag ours = StructureNbt.chunk(predicting.structures(), cx, cz).tag().getCompound("References");
        tally.referenceChunks++;
        boolean equal = true;
        Set<String> ids = new TreeSet<>(written);
        ids.addAll(ours.keySet());
        for (String id : ids) {
            Set<Long> a = longs(stored.get(id));
            Set<Long> b = longs(ours.get(id));
            tally.referenceLongs += a.size();
            if (!a.equals(b)) {
                equal = false;
                tally.differ("References." + id, "chunk " + cx + ", " + cz + " " + id + ": stored " + a + ", made " + b);
            }
        }
        tally.referencesEqual += equal ? 1 : 0;
    }

    /**
     * The starts the explorer writes in a chunk saved at {@code structure_starts} or later that the game did not
     * store there (the comparison of stored starts cannot see them).
     */
    private static void extraStarts(Tally tally, CompoundBinaryTag root, CompoundBinaryTag stored,
                                    LoadedWorld predicting) {
        if (StoredStarts.STATUSES.indexOf(root.getString("Status").replace("minecraft:", "")) < 1) {
            return;
        }
        tally.startChunks++;
        int cx = root.getInt("xPos");
        int cz = root.getInt("zPos");
        for (String id : StructureNbt.chunk(predicting.structures(), cx, cz).written()) {
            if (stored.getCompound(id).getList("Children").size() == 0) {
                tally.extraStarts++;
                tally.differ("(written, not stored)", id + " at chunk " + cx + ", " + cz + " written, not stored");
            }
        }
    }

    private static Set<Long> longs(BinaryTag tag) {
        Set<Long> out = new TreeSet<>();
        if (tag instanceof net.kyori.adventure.nbt.LongArrayBinaryTag a) {
            for (long l : a.value()) {
                out.add(l);
            }
        }
        return out;
    }

    private static boolean compareStart(Tally tally, String where, CompoundBinaryTag stored, CompoundBinaryTag ours,
                                        StructureStart predicted) {
        boolean equal = true;
        for (String key : List.of("id", "ChunkX", "ChunkZ", "references")) {
            equal &= same(tally, where, key, stored.get(key), ours.get(key));
        }
        ListBinaryTag a = stored.getList("Children");
        ListBinaryTag c = ours.getList("Children");
        if (a.size() != c.size()) {
            tally.differ("Children.size", where + ": " + a.size() + " pieces stored, " + c.size() + " made");
            equal = false;
        }
        for (int i = 0; i < Math.min(a.size(), c.size()); i++) {
            tally.pieces++;
            CompoundBinaryTag s = a.getCompound(i);
            CompoundBinaryTag o = c.getCompound(i);
            if (predicted.pieces().get(i) instanceof JigsawPiece piece && s.get("BB") instanceof IntArrayBinaryTag bb
                && Arrays.equals(bb.value(), piece.reloadedBox().toArray())) {
                o = o.put("BB", bb);
            }
            for (String key : s.keySet()) {
                Byte placed = PLACED.get(s.getString("id") + "/" + key);
                if (placed != null && s.get(key) instanceof ByteBinaryTag sb && sb.value() == placed
                    && o.get(key) instanceof ByteBinaryTag ob && ob.value() == 1 - placed) {
                    o = o.put(key, sb);
                    tally.placed.merge(s.getString("id") + "/" + key, 1, Integer::sum);
                }
            }
            if (!s.equals(o) && FEATURES_MOVED.contains(s.getString("id"))) {
                CompoundBinaryTag moved = afterFeatures(s, o);
                if (moved != null && s.equals(moved)) {
                    tally.piecesFeatures++;
                    tally.piecesEqual++;
                    continue;
                }
            }
            boolean pieceEqual = same(tally, where + " piece " + i, "Children[]", s, o);
            tally.piecesEqual += pieceEqual ? 1 : 0;
            equal &= pieceEqual;
        }
        return equal;
    }

    /** The piece types whose height (and flags) the game's features stage changes in the saved start. */
    private static final Set<String> FEATURES_MOVED = Set.of("minecraft:iglu",
        "minecraft:shipwreck", "minecraft:orp", "minecraft:tedp", "minecraft:tejp", "minecraft:tesh",
        "minecraft:btp");

    /** The flags the features stage sets as it places a piece (a temple's, a shipwreck's height from 26.1). */
    private static final List<String> PLACED_FLAGS = List.of("hasPlacedChest0", "hasPlacedChest1",
        "hasPlacedChest2", "hasPlacedChest3", "placedMainChest", "placedHiddenChest", "placedTrap1", "placedTrap2",
        "Witch", "Cat", "HPos", "height_adjusted");

    /**
     * What the features stage would make of the piece written ({@code ours}) to give the stored one: the box and
     * template position moved up or down together (by the stored box's offset), the height position and placed flags
     * as stored. Null if the boxes differ otherwise.
     */
    private static CompoundBinaryTag afterFeatures(CompoundBinaryTag stored, CompoundBinaryTag ours) {
        int[] a = stored.getIntArray("BB");
        int[] b = ours.getIntArray("BB");
        if (a.length != 6 || b.length != 6) {
            return null;
        }
        int dy = a[1] - b[1];
        int[] moved = {b[0], b[1] + dy, b[2], b[3], b[4] + dy, b[5]};
        CompoundBinaryTag out = ours.putIntArray("BB", moved);
        if (ours.get("TPY") != null) {
            out = out.putInt("TPY", ours.getInt("TPY") + dy);
        }
        for (String flag : PLACED_FLAGS) {
            if (ours.get(flag) != null && stored.get(flag) != null) {
                out = out.put(flag, stored.get(flag));
            }
        }
        return out;
    }

    /** Whether two tags are equal (same types, same values; compounds by key, lists in order); notes the first. */
    private static boolean same(Tally tally, String where, String path, BinaryTag stored, BinaryTag ours) {
        if (stored instanceof CompoundBinaryTag s && ours instanceof CompoundBinaryTag o) {
            boolean equal = true;
            Set<String> keys = new TreeSet<>(s.keySet());
            keys.addAll(o.keySet());
            for (String k : keys) {
                equal &= same(tally, where, path + "." + k, s.get(k), o.get(k));
            }
            return equal;
        }
        if (stored instanceof ListBinaryTag s && ours instanceof ListBinaryTag o && s.size() == o.size()) {
            boolean equal = true;
            for (int i = 0; i < s.size(); i++) {
                equal &= same(tally, where, path + "[" + i + "]", s.get(i), o.get(i));
            }
            return equal;
        }
        if (stored == null || ours == null || !stored.equals(ours)) {
            if (stored instanceof ListBinaryTag s && ours instanceof ListBinaryTag o && s.size() == 0 && o.size() == 0) {
                return true;
            }
            tally.differ(path, where + " " + path + ": stored " + stored + ", made " + ours);
            return false;
        }
        return true;
    }
}
