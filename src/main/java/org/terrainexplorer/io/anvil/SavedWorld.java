package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntPredicate;
import java.util.function.Predicate;
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
 * A Minecraft Java world on disk (release 1.18 or newer), read-only: one dimension's chunks as {@link ChunkData},
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
    private final WorldInput input;
    private final Path source;
    private final DimensionFolder dimension;
    private final Path regionFolder;
    private final String name;
    private final Long seed;
    private final int minY;
    private final int height;
    private final Integer seaLevel;
    private final int dataVersion;
    private final String versionName;
    private final int[] spawn;
    private final List<String> warnings;
    private final AtomicInteger oldestChunkVersion = new AtomicInteger(Integer.MAX_VALUE);
    private final AtomicInteger newestChunkVersion = new AtomicInteger(Integer.MIN_VALUE);
    private final BlockPalette palette = BlockPalette.growing();
    private final GrowingIds biomes = new GrowingIds();
    private final ChunkNbtReader reader;
    private final Map<Long, Region> regions = new ConcurrentHashMap<>();
    private final Set<String> reported = ConcurrentHashMap.newKeySet();
    private final List<ChunkProblem> problems = new CopyOnWriteArrayList<>();
    private final Consumer<ChunkProblem> listener;
    private volatile boolean closed;
    /** Found once: where the chunks are and where to look first (region headers, a few chunks). */
    private final AtomicReference<Optional<int[]>> bounds = new AtomicReference<>();
    private final AtomicReference<Optional<int[]>> readableBounds = new AtomicReference<>();
    private volatile int[] start;

    /** An opened region file, or the problem that kept it from opening (null reader and null problem: absent). */
    private record Region(RegionReader reader, ChunkProblem problem) {
    }

    private SavedWorld(WorldInput input, Path source, DimensionFolder dimension, LevelDatReader.Info info, int[] extent,
                       List<String> warnings, Consumer<ChunkProblem> listener) {
        this.input = input;
        this.source = source;
        this.folder = input.folder();
        this.dimension = dimension;
        this.regionFolder = dimension.regionFolder(folder);
        this.name = info.levelName() != null ? info.levelName() : folder.getFileName().toString();
        this.seed = info.seed();
        this.minY = extent[0];
        this.height = extent[1];
        this.seaLevel = info.seaLevel(dimension);
        this.dataVersion = info.dataVersion();
        this.versionName = info.versionName();
        this.spawn = info.spawn();
        this.warnings = List.copyOf(warnings);
        this.listener = listener;
        this.reader = new ChunkNbtReader(minY, height, palette, biomes);
    }

    /**
     * Opens a world (its overworld, or the dimension whose folder the path is); problems found later are only
     * collected in {@link #problems()}.
     */
    public static SavedWorld open(Path path) throws IOException {
        return open(path, null, p -> { });
    }

    /** Opens a world: its overworld, or the dimension whose folder the path is. */
    public static SavedWorld open(Path path, Consumer<ChunkProblem> listener) throws IOException {
        return open(path, null, listener);
    }

    /**
     * Opens one dimension of a world: reads its {@code level.dat} and finds the dimension's height.
     *
     * @param path      the world's folder, its level.dat, a folder holding one world, or a .zip of a world
     * @param dimension which dimension's chunks to read ({@code region/}, {@code DIM-1/region/},
     *                  {@code DIM1/region/}, or 26.1's {@code dimensions/minecraft/.../region/}); null: the one
     *                  whose folder {@code path} is, else the overworld
     * @param listener  told of each problem once, on the thread that met it
     * @throws IOException naming the file, when the path is not a world of release 1.18 or newer
     */
    public static SavedWorld open(Path path, DimensionFolder chosen, Consumer<ChunkProblem> listener)
        throws IOException {
        WorldInput input = WorldInput.resolve(path);
        DimensionFolder dimension = chosen != null ? chosen : input.dimension() != null ? input.dimension()
            : DimensionFolder.OVERWORLD;
        boolean done = false;
        try {
            Path folder = input.folder();
            Path levelDat = folder.resolve("level.dat");
            LevelDatReader.Info info = LevelDatReader.read(levelDat);
            if (info.dataVersion() < LevelDat.FIRST_1_18_FORMAT) {
                throw new IOException(levelDat + ": a world from before release 1.18 (data version "
                    + info.dataVersion() + "); open it once in Minecraft 1.18 or newer to upgrade it");
            }
            List<String> warnings = new ArrayList<>();
            Path regions = dimension.regionFolder(folder);
            if (!Files.isDirectory(regions)) {
                warnings.add(folder.relativize(regions) + " is missing: the world has no chunks of the "
                    + dimension.cliName() + " (it was never visited, or the folder is not the whole world)");
            } else if (regionFiles(regions).isEmpty()) {
                warnings.add(folder.relativize(regions) + " holds no region files: the " + dimension.cliName()
                    + " has no chunks");
            }
            int[] extent = info.extent(dimension);
            if (extent == null) {
                extent = DimensionExtent.fromChunks(regions, dimension, regionFiles(regions));
            }
            SavedWorld world = new SavedWorld(input, path, dimension, info, extent, warnings, listener);
            done = true;
            return world;
        } finally {
            if (!done) {
                input.close();
            }
        }
    }

    /** The world's folder (for a zip, the temporary folder it was unpacked into, deleted on {@link #close}). */
    public Path folder() {
        return folder;
    }

    /**
     * The path that opens {@code other} of this world, as {@link #open(Path, Consumer)} reads it (its folder, or
     * the dimension's folder: {@code DIM-1}, {@code DIM1}, 26.1's {@code dimensions/minecraft/...}); empty for a
     * dimension the world has no folder for, and for a world opened from a zip, which has no folder of its own.
     */
    public Optional<Path> pathOf(DimensionFolder other) {
        if (input.unpacked()) {
            return Optional.empty();
        }
        if (other == DimensionFolder.OVERWORLD) {
            return Optional.of(folder);
        }
        Path dimensionFolder = other.regionFolder(folder).getParent();
        return Files.isDirectory(dimensionFolder) ? Optional.of(dimensionFolder) : Optional.empty();
    }

    /** The path this world was opened from. */
    public Path source() {
        return source;
    }

    /** Which dimension this reads. */
    public DimensionFolder dimension() {
        return dimension;
    }

    /** The folder of the region files read (which may not exist: see {@link #warnings()}). */
    public Path regionFolder() {
        return regionFolder;
    }

    /** level.dat's {@code DataVersion}: the data version of the game that last saved the world. */
    public int dataVersion() {
        return dataVersion;
    }

    /**
     * The release that last saved the world, in words: level.dat's {@code Version.Name} ({@code 1.21.4}, a snapshot's
     * name) when it has one, and the release of the explorer's table its data version falls in.
     */
    public String versionText() {
        String table = SaveFormat.nearestRelease(dataVersion).map(SaveFormat::release).orElse(null);
        String named = versionName == null ? (table == null ? "unknown release" : table) : versionName;
        String nearest = table == null || table.equals(versionName) ? "" : ", nearest known release " + table;
        return named + " (data version " + dataVersion + nearest + ")";
    }

    /** The release of the explorer's table nearest not newer than the world's data version, if any. */
    public Optional<SaveFormat> release() {
        return SaveFormat.nearestRelease(dataVersion);
    }

    /**
     * The lowest and highest {@code DataVersion} of the chunks read so far (chunks keep the version of the game that
     * last saved them, so an old world's far chunks are older than its level.dat), or empty before any.
     */
    public Optional<int[]> chunkDataVersions() {
        int lo = oldestChunkVersion.get();
        int hi = newestChunkVersion.get();
        return lo > hi ? Optional.empty() : Optional.of(new int[] {lo, hi});
    }

    /** The spawn point's block x, y, z as level.dat says it, if it does. */
    public Optional<int[]> spawn() {
        return spawn == null ? Optional.empty() : Optional.of(spawn.clone());
    }

    /** What is wrong with the world as a whole but does not stop it opening (a missing region folder). */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * The chunks the region files list, as a rectangle of chunk positions {@code {minX, minZ, maxX, maxZ}}, from the
     * region headers alone (read once); empty for a world without chunks.
     */
    public Optional<int[]> storedChunkBounds() {
        return chunkBounds(bounds, this::stored);
    }

    /**
     * As {@link #storedChunkBounds}, but only the chunks whose bytes are in their file (a truncated file's header
     * lists chunks whose bytes are gone): where a map of the world should look.
     */
    public Optional<int[]> readableChunkBounds() {
        return chunkBounds(readableBounds, this::inFile);
    }

    /** The rectangle of the chunks {@code counted}, found once into {@code known} (a race finds it twice, alike). */
    private Optional<int[]> chunkBounds(AtomicReference<Optional<int[]>> known, Predicate<ChunkPos> counted) {
        Optional<int[]> found = known.get();
        if (found == null) {
            found = ChunkBounds.of(regionPositions(), counted);
            known.set(found);
        }
        return found.map(int[]::clone);
    }

    /**
     * Where to look first: the spawn point when the saves hold its chunk with blocks (the overworld's, as level.dat
     * names it); else the middle of the region file with the most chunks (where the world was played, not the
     * edge of a pregenerated area), at the nearest chunk there with blocks; else 0, 0. Block x and z.
     */
    public int[] startPoint() {
        int[] known = start;
        if (known == null) {
            known = findStart();
            start = known;
        }
        return known.clone();
    }

    private int[] findStart() {
        if (spawn != null && dimension == DimensionFolder.OVERWORLD && chunk(ChunkPos.ofBlock(spawn[0], spawn[2])) != null) {
            return new int[] {spawn[0], spawn[2]};
        }
        List<ChunkPos> best = List.of();
        for (ChunkPos r : regionPositions()) {
            List<ChunkPos> inRegion = new ArrayList<>();
            for (int i = 0; i < RegionFile.SIDE * RegionFile.SIDE; i++) {
                ChunkPos c = new ChunkPos(r.x() * 32 + i % 32, r.z() * 32 + i / 32);
                if (inFile(c)) {
                    inRegion.add(c);
                }
            }
            if (inRegion.size() > best.size()) {
                best = inRegion;
            }
        }
        if (best.isEmpty()) {
            return new int[] {0, 0};
        }
        double mx = best.stream().mapToInt(ChunkPos::x).average().orElse(0);
        double mz = best.stream().mapToInt(ChunkPos::z).average().orElse(0);
        List<ChunkPos> byDistance = new ArrayList<>(best);
        byDistance.sort(java.util.Comparator.comparingDouble(c -> (c.x() - mx) * (c.x() - mx)
            + (c.z() - mz) * (c.z() - mz)));
        for (int i = 0; i < Math.min(64, byDistance.size()); i++) {
            ChunkPos c = byDistance.get(i);
            if (chunk(c) != null) {
                return new int[] {c.minBlockX() + 8, c.minBlockZ() + 8};
            }
        }
        ChunkPos c = byDistance.get(0);
        return new int[] {c.minBlockX() + 8, c.minBlockZ() + 8};
    }

    /** The world's name (level.dat's {@code LevelName}, else the folder's name). */
    public String name() {
        return name;
    }

    /** The seed, if level.dat has one. */
    public OptionalLong seed() {
        return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    /** The dimension's lowest y. */
    public int minY() {
        return minY;
    }

    /** The dimension's height. */
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

    static List<Path> regionFiles(Path regionFolder) {
        if (!Files.isDirectory(regionFolder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(regionFolder)) {
            return files.filter(f -> REGION_NAME.matcher(f.getFileName().toString()).matches()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(regionFolder + ": cannot list region files: " + e.getMessage(), e);
        }
    }

    /** Whether the region file lists the chunk where its bytes are (not beyond a truncated file's end). */
    private boolean inFile(ChunkPos pos) {
        Region region = region(pos);
        return region.reader() != null && region.reader().inFile(pos);
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
            if (root == null) {
                return null;
            }
            noteVersion(root);
            return reader.read(root, pos);
        } catch (IOException | RuntimeException e) {
            report(new ChunkProblem(region.reader().file(), pos, message(e)));
            return null;
        }
    }

    /**
     * The structure starts a chunk stores, or null when the saves lack it, it is before {@code structure_starts} or
     * of the format before 1.18, or it is unreadable (then also reported). Reads only the tags it needs.
     */
    public StoredStarts.Chunk storedStarts(ChunkPos pos) {
        Region region = region(pos);
        try {
            RegionReader.Payload payload = region.reader() == null ? null : region.reader().read(pos);
            if (payload == null) {
                return null;
            }
            try (InputStream in = payload.compression().open(payload.data(), payload.offset(), payload.length())) {
                return StoredStarts.chunk(pos, NbtSkim.read(in, StoredStarts.TAGS));
            }
        } catch (IOException | RuntimeException e) {
            report(new ChunkProblem(region.reader().file(), pos, message(e)));
            return null;
        }
    }

    /**
     * A reader of a few columns per chunk, for zoomed-out maps: see {@link Columns#sample}. One per thread (it
     * keeps the sections of the chunk it is reading); it holds nothing between chunks, so a map of any number of
     * regions reads in bounded memory.
     */
    public Columns columns() {
        return new Columns();
    }

    /** Reads columns of stored chunks (see {@link #columns()}). */
    public final class Columns {
        private final ColumnSampler sampler = new ColumnSampler(minY, height, palette, biomes);

        private Columns() {
        }

        /**
         * The top blocks of some columns of a chunk: {@code columns[k]} ({@code z · 16 + x}, k < count) gives
         * {@code top[k]} (a palette id: the highest block that is neither air nor {@code seeThrough}),
         * {@code surface[k]} (one above it; the world's bottom for an empty column) and {@code biome[k]}. In the
         * nether the search starts below the bedrock roof.
         *
         * @return false when the saves lack the chunk, it has no blocks yet, or it is unreadable (reported)
         */
        public boolean sample(ChunkPos pos, int[] columns, int count, IntPredicate seeThrough, short[] top,
                              short[] surface, short[] biome, short[] waterDepth) {
            Region region = region(pos);
            if (region.reader() == null) {
                return false;
            }
            try {
                CompoundBinaryTag root = nbt(region.reader().read(pos));
                if (root == null) {
                    return false;
                }
                noteVersion(root);
                return sampler.sample(root, columns, count, seeThrough, dimension == DimensionFolder.NETHER, top,
                    surface, biome, waterDepth);
            } catch (IOException | RuntimeException e) {
                report(new ChunkProblem(region.reader().file(), pos, message(e)));
                return false;
            }
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

    private void noteVersion(CompoundBinaryTag root) {
        try {
            Long v = Nbt.integer(root, "DataVersion", "");
            if (v != null) {
                oldestChunkVersion.accumulateAndGet(v.intValue(), Math::min);
                newestChunkVersion.accumulateAndGet(v.intValue(), Math::max);
            }
        } catch (NbtFormatException e) {
            // A chunk with a damaged DataVersion is reported, if at all, by the chunk reader.
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
        try {
            input.close();
        } catch (IOException e) {
            // A temporary copy left behind is in the system's temporary folder; nothing of the user's is touched.
        }
    }
}
