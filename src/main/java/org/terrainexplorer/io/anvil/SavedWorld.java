package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * A Minecraft Java world on disk (release 1.18 or newer), read-only: its overworld's chunks as {@link ChunkData},
 * read from the region files as they are asked for, in the manner of a map viewer. A chunk the saves lack is
 * {@linkplain #chunk not generated}; it is never generated here. A region file or chunk that cannot be read is
 * reported as a {@link ChunkProblem} (file and chunk) and skipped like a missing one. Nothing is ever written to
 * the world's folder: files are opened for reading only.
 *
 * <p>Thread-safe: any number of threads may read chunks at once. Block states get ids in one {@linkplain
 * BlockPalette#growing() growing palette} shared by all chunks, biomes in one growing list. Close it to release
 * the open region files.
 */
public final class SavedWorld implements ChunkGenerator, AutoCloseable {

    /** Chunk NBT is rarely over a few hundred KiB; a limit keeps a damaged length from exhausting memory. */
    private static final long MAX_NBT_BYTES = 64L << 20;
    private static final Pattern REGION_NAME = Pattern.compile("r\\.(-?\\d+)\\.(-?\\d+)\\.mca");

    private final Path folder;
    private final Path regionFolder;
    private final String name;
    private final Long seed;
    private final int minY;
    private final int height;
    private final Integer seaLevel;
    private final BlockPalette palette = BlockPalette.growing();
    private final GrowingIds biomes = new GrowingIds();
    private final ChunkNbtReader reader;
    private final Map<Long, Region> regions = new ConcurrentHashMap<>();
    private final Set<String> reported = ConcurrentHashMap.newKeySet();
    private final List<ChunkProblem> problems = new CopyOnWriteArrayList<>();
    private final Consumer<ChunkProblem> listener;
    private volatile boolean closed;

    /** An opened region file, or the problem that kept it from opening (null reader and null problem: absent). */
    private record Region(RegionReader reader, ChunkProblem problem) {
    }

    private SavedWorld(Path folder, LevelDat.Info info, int[] extent, Consumer<ChunkProblem> listener) {
        this.folder = folder;
        this.regionFolder = folder.resolve("region");
        this.name = info.levelName() != null ? info.levelName() : folder.getFileName().toString();
        this.seed = info.seed();
        this.minY = extent[0];
        this.height = extent[1];
        this.seaLevel = info.seaLevel();
        this.listener = listener;
        this.reader = new ChunkNbtReader(minY, height, palette, biomes);
    }

    /** Opens a world folder; problems found later are only collected in {@link #problems()}. */
    public static SavedWorld open(Path folder) throws IOException {
        return open(folder, p -> { });
    }

    /**
     * Opens a world folder: reads its {@code level.dat} and finds the overworld's height.
     *
     * @param listener told of each problem once, on the thread that met it
     * @throws IOException naming the file, when the folder is not a world of release 1.18 or newer
     */
    public static SavedWorld open(Path folder, Consumer<ChunkProblem> listener) throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new IOException(folder + " is not a folder");
        }
        Path levelDat = folder.resolve("level.dat");
        if (!Files.isRegularFile(levelDat)) {
            throw new IOException(folder + " is not a Minecraft world: it has no level.dat");
        }
        LevelDat.Info info = LevelDat.read(levelDat);
        if (info.dataVersion() < LevelDat.FIRST_1_18_FORMAT) {
            throw new IOException(levelDat + ": a world from before release 1.18 (data version " + info.dataVersion()
                + "); open it once in Minecraft 1.18 or newer to upgrade it");
        }
        int[] extent = info.overworldExtent();
        if (extent == null) {
            extent = extentFromChunks(folder.resolve("region"));
        }
        return new SavedWorld(folder, info, extent, listener);
    }

    /**
     * The height of a world whose dimension type level.dat does not spell out (a datapack's): the lowest section
     * and the highest section with blocks of the first chunk found, or the overworld's −64 and 384.
     */
    private static int[] extentFromChunks(Path regionFolder) {
        for (Path file : regionFiles(regionFolder)) {
            try (RegionReader r = RegionReader.open(file)) {
                if (r == null) {
                    continue;
                }
                int[] found = firstExtent(r, file);
                if (found != null) {
                    return found;
                }
            } catch (IOException e) {
                // An unreadable file tells nothing about the height; it is reported when its chunks are asked for.
            }
        }
        return new int[] {-64, 384};
    }

    private static int[] firstExtent(RegionReader r, Path file) {
        Matcher m = REGION_NAME.matcher(file.getFileName().toString());
        if (!m.matches()) {
            return null;
        }
        int rx = Integer.parseInt(m.group(1));
        int rz = Integer.parseInt(m.group(2));
        for (int i = 0; i < RegionFile.SIDE * RegionFile.SIDE; i++) {
            ChunkPos pos = new ChunkPos(rx * 32 + i % 32, rz * 32 + i / 32);
            try {
                CompoundBinaryTag root = nbt(r.read(pos));
                if (root == null) {
                    continue;
                }
                Long yPos = Nbt.integer(root, "yPos", "");
                var sections = Nbt.list(root, "sections", "", net.kyori.adventure.nbt.BinaryTagTypes.COMPOUND);
                if (yPos == null || sections == null) {
                    continue;
                }
                long top = yPos;
                for (int k = 0; k < sections.size(); k++) {
                    CompoundBinaryTag s = (CompoundBinaryTag) sections.get(k);
                    Long y = Nbt.integer(s, "Y", "");
                    if (y != null && s.get("block_states") != null) {
                        top = Math.max(top, y + 1);
                    }
                }
                return new int[] {(int) (yPos * 16), (int) ((top - yPos) * 16)};
            } catch (IOException e) {
                // Try the next chunk.
            }
        }
        return null;
    }

    /** The world's folder. */
    public Path folder() {
        return folder;
    }

    /** The world's name (level.dat's {@code LevelName}, else the folder's name). */
    public String name() {
        return name;
    }

    /** The seed, if level.dat has one. */
    public OptionalLong seed() {
        return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    /** The overworld's lowest y. */
    public int minY() {
        return minY;
    }

    /** The overworld's height. */
    public int height() {
        return height;
    }

    /**
     * The overworld's sea level, when level.dat says it: its generator names one of the game's noise settings or
     * spells them out. Empty for a flat or modded world.
     */
    public OptionalInt seaLevel() {
        return seaLevel == null ? OptionalInt.empty() : OptionalInt.of(seaLevel);
    }

    /** The palette every chunk's block ids index (it grows as chunks are read). */
    public BlockPalette palette() {
        return palette;
    }

    /** The biome ids every chunk's biome indices index (it grows as chunks are read). */
    public List<String> biomeIds() {
        return biomes;
    }

    /** The problems met so far, in the order met, each once. */
    public List<ChunkProblem> problems() {
        return List.copyOf(problems);
    }

    /** The positions of the region files present (region coordinates: chunk / 32), sorted. */
    public List<ChunkPos> regionPositions() {
        List<ChunkPos> out = new ArrayList<>();
        for (Path file : regionFiles(regionFolder)) {
            Matcher m = REGION_NAME.matcher(file.getFileName().toString());
            if (m.matches()) {
                out.add(new ChunkPos(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
            }
        }
        return out;
    }

    private static List<Path> regionFiles(Path regionFolder) {
        if (!Files.isDirectory(regionFolder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(regionFolder)) {
            return files.filter(f -> REGION_NAME.matcher(f.getFileName().toString()).matches()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(regionFolder + ": cannot list region files: " + e.getMessage(), e);
        }
    }

    /**
     * Whether a region file's header lists the chunk, without reading it: a cheap map of where the world has been
     * generated. A listed chunk may still turn out unreadable or generated only to a status before noise, so
     * {@link #chunk} can be null for it; an unreadable region file lists nothing (and is reported).
     */
    public boolean stored(ChunkPos pos) {
        Region region = region(pos);
        return region.reader() != null && region.reader().has(pos);
    }

    /**
     * A chunk as saved, or null when the saves do not have it: never generated, generated only to a status before
     * noise, or unreadable (then also reported in {@link #problems()}).
     */
    public ChunkData chunk(ChunkPos pos) {
        Region region = region(pos);
        if (region.reader() == null) {
            return null;
        }
        try {
            CompoundBinaryTag root = nbt(region.reader().read(pos));
            return root == null ? null : reader.read(root, pos);
        } catch (IOException | RuntimeException e) {
            report(new ChunkProblem(region.reader().file(), pos, message(e)));
            return null;
        }
    }

    /**
     * The saved chunk, for code that takes any {@link ChunkGenerator}: nothing is generated.
     *
     * @throws NotGeneratedException when {@link #chunk} is null
     */
    @Override
    public ChunkData generate(ChunkPos pos, BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        ChunkData chunk = chunk(pos);
        if (chunk == null) {
            throw new NotGeneratedException(pos);
        }
        return chunk;
    }

    /** Thrown by {@link #generate} for a chunk the saves do not have. */
    public static final class NotGeneratedException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient ChunkPos pos;

        NotGeneratedException(ChunkPos pos) {
            super("chunk " + pos.x() + "," + pos.z() + " is not generated in this world");
            this.pos = pos;
        }

        /** The chunk. */
        public ChunkPos pos() {
            return pos;
        }
    }

    private Region region(ChunkPos pos) {
        if (closed) {
            throw new IllegalStateException("the saved world " + folder + " is closed");
        }
        long key = (long) (pos.x() >> 5) << 32 | ((pos.z() >> 5) & 0xFFFFFFFFL);
        return regions.computeIfAbsent(key, k -> {
            Path file = regionFolder.resolve(RegionFile.fileName(pos));
            try {
                return new Region(RegionReader.open(file), null);
            } catch (IOException e) {
                ChunkProblem p = new ChunkProblem(file, null, message(e));
                report(p);
                return new Region(null, p);
            }
        });
    }

    /** The NBT compound of a stored chunk, or null for none. */
    private static CompoundBinaryTag nbt(RegionReader.Payload payload) throws IOException {
        if (payload == null) {
            return null;
        }
        try (InputStream in = payload.compression().open(payload.data(), payload.offset(), payload.length())) {
            return BinaryTagIO.reader(MAX_NBT_BYTES).read(in);
        }
    }

    private static String message(Exception e) {
        String m = e.getMessage();
        if (e instanceof java.util.zip.ZipException) {
            return "corrupt compressed data (" + m + ")";
        }
        if (e instanceof java.io.EOFException) {
            return "NBT ends early" + (m == null ? "" : " (" + m + ")");
        }
        return m == null ? e.getClass().getSimpleName() : m;
    }

    private void report(ChunkProblem p) {
        if (reported.add(p.file() + "|" + p.chunk())) {
            problems.add(p);
            listener.accept(p);
        }
    }

    /** Closes the open region files. */
    @Override
    public void close() {
        closed = true;
        for (Region r : regions.values()) {
            if (r.reader() != null) {
                try {
                    r.reader().close();
                } catch (IOException e) {
                    // Read-only files: nothing is lost by a failed close.
                }
            }
        }
        regions.clear();
    }
}
