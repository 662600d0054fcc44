package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.terrainexplorer.io.anvil.StoredStarts.Start;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The structure starts a player's world stores, for the comparison runs: every chunk of a dimension's region files
 * (never written) with its status, data version, whether it was upgraded and its references, and its starts as the
 * window reads them ({@link StoredStarts#starts}: per structure id the start's {@code ChunkX}, {@code ChunkZ} and
 * pieces). The game stores only valid starts since 1.18 ({@code ChunkGenerator.tryGenerateStructure} keeps a start
 * only if it has pieces); an {@code "INVALID"} start (or one without children), which upgraded chunks carry, is read
 * as {@link Start#invalid()}.
 */
final class SavedStarts {

    private SavedStarts() {
    }

    /**
     * A chunk at {@code structure_starts} or later.
     *
     * @param dimension   its dimension
     * @param pos         its position
     * @param dataVersion {@code DataVersion}
     * @param status      its status, without namespace
     * @param upgraded    whether it carries the marks of a chunk from before 1.18 ({@code blending_data},
     *                    {@code below_zero_retrogen}): its starts were made by an older game
     * @param starts      its starts (the valid ones and the invalid ones alike)
     * @param references  {@code structures.References}: per structure id, the chunks of the starts whose pieces
     *                    reach this chunk (within 8 chunks; the starts the noise stage's beardifier reads)
     */
    record Chunk(DimensionFolder dimension, ChunkPos pos, int dataVersion, String status, boolean upgraded,
                 List<Start> starts, Map<String, List<ChunkPos>> references) {
        /** The status's index in the game's order (−1 if unknown). */
        int statusIndex() {
            return StoredStarts.STATUSES.indexOf(status);
        }
    }

    /** The statuses of chunks saved before the features stage (with blocks: noise, surface and carvers done or not). */
    static final Set<String> PRE_FEATURES = Set.of("noise", "surface", "carvers", "liquid_carvers");

    /** Whether a status is {@code structure_starts} or later. */
    static boolean hasStarts(String status) {
        return StoredStarts.STATUSES.indexOf(status) >= 1;
    }

    /**
     * Reads every chunk of a dimension whose status is at {@code structure_starts} or later, in region file order;
     * unreadable chunks are counted in {@code problems} and skipped. Chunks of the format before 1.18 (data version
     * below 2844, a {@code Level} compound) are skipped.
     */
    static void read(Path world, DimensionFolder dimension, Consumer<Chunk> out, Map<String, Long> problems)
        throws IOException {
        readRoots(world, dimension, SURVEYED, (pos, root) -> {
            if (root.get("Level") != null) {
                problems.merge(BEFORE_1_18, 1L, Long::sum);
                return;
            }
            Chunk c = chunk(dimension, pos, root);
            if (c != null) {
                out.accept(c);
            }
        }, problems);
    }

    /** The key under which {@link #read} counts chunks of the format before 1.18 among its problems. */
    static final String BEFORE_1_18 = "chunks of the format before 1.18";

    /** The top-level tags {@link #chunk} reads. */
    private static final Set<String> SURVEYED = Set.of("Level", "Status", "DataVersion", "structures",
        "blending_data", "below_zero_retrogen");

    /** Each chunk's whole NBT, in region file order. */
    interface RootSink {
        void accept(ChunkPos pos, CompoundBinaryTag root);
    }

    /**
     * Reads the root compound of every chunk of a dimension's region files: whole, or with only the top-level tags
     * named in {@code only} when it is not null.
     */
    static void readRoots(Path world, DimensionFolder dimension, Set<String> only, RootSink out,
                          Map<String, Long> problems) throws IOException {
        readRoots(world, dimension, only, pos -> true, out, problems);
    }

    /** As {@link #readRoots(Path, DimensionFolder, Set, RootSink, Map)}, for the chunks {@code which} accepts only. */
    static void readRoots(Path world, DimensionFolder dimension, Set<String> only,
                          java.util.function.Predicate<ChunkPos> which, RootSink out, Map<String, Long> problems)
        throws IOException {
        Path regions = dimension.regionFolder(world);
        if (!Files.isDirectory(regions)) {
            return;
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(regions)) {
            files = s.filter(p -> p.getFileName().toString().matches("r\\.-?\\d+\\.-?\\d+\\.mca")).sorted().toList();
        }
        for (Path file : files) {
            String[] parts = file.getFileName().toString().split("\\.");
            int rx = Integer.parseInt(parts[1]);
            int rz = Integer.parseInt(parts[2]);
            RegionReader region;
            try {
                region = RegionReader.open(file);
            } catch (IOException e) {
                problems.merge("unreadable region file", 1L, Long::sum);
                continue;
            }
            if (region == null) {
                continue;
            }
            try (region) {
                for (int i = 0; i < 1024; i++) {
                    ChunkPos pos = new ChunkPos(rx * 32 + (i & 31), rz * 32 + (i >> 5));
                    if (!which.test(pos)) {
                        continue;
                    }
                    CompoundBinaryTag root;
                    try {
                        RegionReader.Payload payload = region.read(pos);
                        if (payload == null) {
                            continue;
                        }
                        try (InputStream in = payload.compression().open(payload.data(), payload.offset(),
                            payload.length())) {
                            root = only == null ? BinaryTagIO.reader(64L << 20).read(in) : NbtSkim.read(in, only);
                        }
                    } catch (IOException | RuntimeException e) {
                        problems.merge("unreadable chunk", 1L, Long::sum);
                        continue;
                    }
                    out.accept(pos, root);
                }
            }
        }
    }

    /** The chunk's starts, or null when it is before {@code structure_starts} or of the format before 1.18. */
    static Chunk chunk(DimensionFolder dimension, ChunkPos pos, CompoundBinaryTag root) {
        if (root.get("Level") != null) {
            return null;
        }
        String status = root.getString("Status").replace("minecraft:", "");
        if (!hasStarts(status)) {
            return null;
        }
        boolean upgraded = root.get("blending_data") != null || root.get("below_zero_retrogen") != null;
        List<Start> out = StoredStarts.starts(root.getCompound("structures").getCompound("starts"), pos);
        CompoundBinaryTag refs = root.getCompound("structures").getCompound("References");
        Map<String, List<ChunkPos>> references = new TreeMap<>();
        for (String key : refs.keySet()) {
            if (refs.get(key) instanceof LongArrayBinaryTag longs && longs.size() > 0) {
                List<ChunkPos> at = new ArrayList<>();
                for (long l : longs.value()) {
                    at.add(new ChunkPos((int) l, (int) (l >>> 32)));
                }
                references.put(key, List.copyOf(at));
            }
        }
        return new Chunk(dimension, pos, root.getInt("DataVersion"), status, upgraded, List.copyOf(out),
            Map.copyOf(references));
    }

    /** A string tag's value, or null. */
    static String string(BinaryTag t) {
        return t instanceof StringBinaryTag s ? s.value() : null;
    }
}
