package org.terrainexplorer.io.anvil;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * Saves a rectangle of generated chunks as a Minecraft Java world folder of a chosen release ({@link SaveFormat}):
 * {@code level.dat} naming the seed and the explorer's world, the overworld's region files with every chunk at
 * status {@code carvers} (with its carving mask; {@code surface} when the world's carvers are off), and the datapack
 * (if the world is one) in {@code datapacks/}; each chunk holds its structure starts and references
 * ({@link StructureNbt}). The game opens it, finishes those chunks (features, with the structures' pieces, and
 * light) and generates the same terrain around them.
 *
 * <p>Region by region, the chunks generate and encode in parallel on the shared pool, then the region file is
 * written. Everything goes into a temporary folder beside the target that is put in place at the end (see
 * {@link SaveFolder}); a cancelled, failed or interrupted save deletes it and leaves the target as it was.
 */
public final class AnvilSaver {

    /** The most chunks one save writes: 128 × 128 (16 region files). */
    public static final int MAX_CHUNKS = 128 * 128;

    /**
     * What to save.
     *
     * @param generator the chunks (the world's generator)
     * @param world     the world they come from (its name becomes the level's)
     * @param origin    the built-in world or datapack level.dat must name
     * @param seed      the seed
     * @param from      one corner chunk
     * @param to        the opposite corner chunk (inclusive)
     * @param target    the world folder to create
     * @param overwrite whether an existing world folder (or empty folder) at {@code target} may be written into
     *                  (its level.dat and the region files the save writes are replaced, the old ones kept as
     *                  backups; nothing else is touched)
     * @param format    the release whose game is to open the world: its data version, level.dat and folder layout
     *                  and datapack format
     * @param dimension the dimension the chunks are of: its region folder takes them ({@code region/},
     *                  {@code DIM-1/region/}, {@code DIM1/region/}, or 26.1's {@code dimensions/minecraft/…}); the
     *                  game makes the other dimensions itself, so one world folder can take a save of each
     * @param spawn     the world spawn {x, y, z} for level.dat (the game's, found by the session), or null for the
     *                  middle of the saved chunks
     * @param structures what the chunks store of structures and whether level.dat has the game make them
     */
    public record Request(ChunkGenerator generator, WorldDefinition world, WorldOrigin origin, long seed,
                          ChunkPos from, ChunkPos to, Path target, boolean overwrite, SaveFormat format,
                          DimensionFolder dimension, int[] spawn, Structures structures) {

        /**
         * A request without a known spawn (level.dat's is the middle of the saved chunks) whose chunks store no
         * structures ({@link Structures#UNSTORED}).
         */
        public Request(ChunkGenerator generator, WorldDefinition world, WorldOrigin origin, long seed, ChunkPos from,
                       ChunkPos to, Path target, boolean overwrite, SaveFormat format, DimensionFolder dimension) {
            this(generator, world, origin, seed, from, to, target, overwrite, format, dimension, null,
                Structures.UNSTORED);
        }

        /** This request with the world spawn level.dat is to name. */
        public Request withSpawn(int[] at) {
            return new Request(generator, world, origin, seed, from, to, target, overwrite, format, dimension, at,
                structures);
        }

        /**
         * This request with the world's structures: their starts and references stored in the saved chunks, or, for
         * a world whose structures are off ({@code on} false), none stored and level.dat's
         * {@code generate_structures} off, so the game makes none beyond the saved chunks either.
         */
        public Request withStructures(StructureWorld of, boolean on) {
            return new Request(generator, world, origin, seed, from, to, target, overwrite, format, dimension, spawn,
                on ? new Structures(of, true) : Structures.OFF);
        }

        /** A request for the overworld. */
        public Request(ChunkGenerator generator, WorldDefinition world, WorldOrigin origin, long seed, ChunkPos from,
                       ChunkPos to, Path target, boolean overwrite, SaveFormat format) {
            this(generator, world, origin, seed, from, to, target, overwrite, format, DimensionFolder.OVERWORLD);
        }

        /** A request for the default release ({@link SaveFormat#DEFAULT}). */
        public Request(ChunkGenerator generator, WorldDefinition world, WorldOrigin origin, long seed, ChunkPos from,
                       ChunkPos to, Path target, boolean overwrite) {
            this(generator, world, origin, seed, from, to, target, overwrite, SaveFormat.DEFAULT);
        }

        /** The number of chunks in the rectangle. */
        public long chunkCount() {
            return (long) (Math.abs(to.x() - from.x()) + 1) * (Math.abs(to.z() - from.z()) + 1);
        }
    }

    /**
     * What a save writes of structures.
     *
     * @param world     the structures whose starts and references the chunks store (see {@link StructureNbt}), or
     *                  null for none
     * @param generated whether level.dat has the game make structures ({@code generate_structures})
     */
    public record Structures(StructureWorld world, boolean generated) {
        /** The world's structures are off: none stored, and level.dat says so. */
        public static final Structures OFF = new Structures(null, false);
        /** None stored, level.dat with the game's structures on (for chunks without structures of their own). */
        public static final Structures UNSTORED = new Structures(null, true);
    }

    /**
     * What a save did and where its time went.
     *
     * @param folder        the world folder
     * @param chunks        chunks written
     * @param regions       region files written
     * @param generateNanos time spent generating chunks and their structures' NBT, summed over the pool's threads
     * @param encodeNanos   time spent turning chunks into compressed NBT, summed over the pool's threads
     * @param fileNanos     time spent writing region files, level.dat and the datapack (one thread)
     * @param starts        structure starts written, by structure id (see {@link StructureNbt})
     * @param leftOut       structure starts in the saved chunks that could not be written, by structure id
     * @param wallNanos     the whole save, start to rename
     * @param backups       files of an existing world that the save replaced, kept under these names (relative to
     *                      the folder)
     */
    public record Result(Path folder, int chunks, int regions, Map<String, Integer> starts,
                         Map<String, Integer> leftOut, long generateNanos, long encodeNanos, long fileNanos,
                         long wallNanos, List<Path> backups) {

        /**
         * The structure starts written, in words: {@code 3 structure starts (1 mineshaft, 1 trail_ruins, 1
         * village_taiga)}, then any left out because a piece of theirs cannot be saved (none of the game's types).
         */
        public String structuresText() {
            int written = starts.values().stream().mapToInt(Integer::intValue).sum();
            String text = (written == 1 ? "1 structure start" : written + " structure starts")
                + (written == 0 ? "" : " (" + counts(starts) + ")");
            return leftOut.isEmpty() ? text : text + "; left out (pieces the explorer cannot save): " + counts(leftOut);
        }

        private static String counts(Map<String, Integer> byId) {
            List<String> parts = new ArrayList<>();
            byId.forEach((id, n) -> parts.add(n + " " + Ids.shortName(id)));
            return String.join(", ", parts);
        }
    }

    private AnvilSaver() {
    }

    /**
     * Checks a request without writing anything: the rectangle's size and the target.
     *
     * @throws IllegalArgumentException for too many chunks
     * @throws IOException              for a target that may not be written
     */
    public static void check(Request request) throws IOException {
        if (request.chunkCount() > MAX_CHUNKS) {
            throw new IllegalArgumentException(request.chunkCount() + " chunks; at most " + MAX_CHUNKS
                + " (128 x 128) in one save");
        }
        SaveFolder.checkTarget(request.target(), request.overwrite());
    }

    /**
     * Saves the world.
     *
     * @param pool      the shared pool the chunks generate on
     * @param progress  told the number of chunks done so far, from the pool's threads
     * @param cancelled polled between chunks; when it turns true the save stops and leaves nothing
     * @throws CancellationException when cancelled
     * @throws IOException           naming the file that could not be written
     */
    public static Result save(Request request, RenderPool pool, IntConsumer progress, BooleanSupplier cancelled)
        throws IOException {
        check(request);
        long start = System.nanoTime();
        Path temporary = SaveFolder.temporaryName(request.target());
        boolean done = false;
        java.io.Closeable ownerLock = null;
        try (SaveFolder.CleanupOnExit cleanup = new SaveFolder.CleanupOnExit(temporary)) {
            ownerLock = SaveFolder.createTemporary(temporary, request.target());
            // Stopped as it is cancelled when the program is stopped (Ctrl+C, SIGTERM), so nothing is written
            // while the shutdown hook deletes the temporary folder.
            BooleanSupplier stop = () -> cleanup.stopping() || cancelled.getAsBoolean();
            Result result = write(request, temporary, pool, progress, stop, start);
            if (stop.getAsBoolean()) {
                throw new CancellationException();
            }
            ownerLock.close();
            List<Path> backups = SaveFolder.moveIntoPlace(temporary, request.target());
            done = true;
            Path folder = request.target().toAbsolutePath().normalize();
            return new Result(folder, result.chunks(), result.regions(), result.starts(), result.leftOut(),
                result.generateNanos(),
                result.encodeNanos(), result.fileNanos(), System.nanoTime() - start, backups);
        } finally {
            if (ownerLock != null) {
                ownerLock.close();
            }
            if (!done) {
                SaveFolder.deleteTree(temporary);
            }
        }
    }

    private static Result write(Request request, Path folder, RenderPool pool, IntConsumer progress,
                                BooleanSupplier cancelled, long start) throws IOException {
        long fileNanos = 0;
        long t = System.nanoTime();
        String datapackId = null;
        if (request.origin() instanceof WorldOrigin.Datapack d) {
            datapackId = DatapackCopy.copy(d.path(), folder.resolve("datapacks"), request.format());
        }
        Path regionFolder = Files.createDirectories(
            request.dimension().folder(folder, request.format().layout()).resolve("region"));
        fileNanos += System.nanoTime() - t;

        int x0 = Math.min(request.from().x(), request.to().x());
        int x1 = Math.max(request.from().x(), request.to().x());
        int z0 = Math.min(request.from().z(), request.to().z());
        int z1 = Math.max(request.from().z(), request.to().z());
        ChunkPos centre = new ChunkPos(Math.floorDiv(x0 + x1, 2), Math.floorDiv(z0 + z1, 2));
        int[] spawnY = {request.world().minY() + request.world().height()};
        Encoder encoder = new Encoder(request.format().dataVersion());
        AtomicInteger chunksDone = new AtomicInteger();
        Map<String, Integer> startsWritten = new ConcurrentHashMap<>();
        Map<String, Integer> leftOut = new ConcurrentHashMap<>();
        int timestamp = (int) (System.currentTimeMillis() / 1000);
        int regions = 0;
        for (int rx = Math.floorDiv(x0, 32); rx <= Math.floorDiv(x1, 32); rx++) {
            for (int rz = Math.floorDiv(z0, 32); rz <= Math.floorDiv(z1, 32); rz++) {
                List<ChunkPos> chunks = new ArrayList<>();
                for (int cx = Math.max(x0, rx * 32); cx <= Math.min(x1, rx * 32 + 31); cx++) {
                    for (int cz = Math.max(z0, rz * 32); cz <= Math.min(z1, rz * 32 + 31); cz++) {
                        chunks.add(new ChunkPos(cx, cz));
                    }
                }
                byte[][] payloads = new byte[RegionFile.SIDE * RegionFile.SIDE][];
                pool.forEach(chunks.size(), i -> {
                    ChunkPos pos = chunks.get(i);
                    if (cancelled.getAsBoolean()) {
                        throw new CancellationException();
                    }
                    long g = System.nanoTime();
                    ChunkData chunk = request.generator().generate(pos, cancelled);
                    StructureWorld of = request.structures().world();
                    StructureNbt.ChunkStructures structures = of == null ? StructureNbt.ChunkStructures.NONE
                        : StructureNbt.chunk(of, pos.x(), pos.z());
                    structures.written().forEach(id -> startsWritten.merge(id, 1, Integer::sum));
                    structures.leftOut().forEach(id -> leftOut.merge(id, 1, Integer::sum));
                    long e = System.nanoTime();
                    encoder.generateNanos.addAndGet(e - g);
                    payloads[RegionFile.index(pos.x(), pos.z())] = encoder.encode(chunk, structures.tag());
                    encoder.encodeNanos.addAndGet(System.nanoTime() - e);
                    if (pos.equals(centre) && request.dimension() == DimensionFolder.OVERWORLD) {
                        spawnY[0] = chunk.worldSurface(8, 8);
                    }
                    progress.accept(chunksDone.incrementAndGet());
                });
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException();
                }
                t = System.nanoTime();
                RegionWriter.write(regionFolder, rx, rz, payloads, timestamp);
                fileNanos += System.nanoTime() - t;
                regions++;
            }
        }
        t = System.nanoTime();
        String name = request.world().name() + " (seed " + request.seed() + ")";
        int[] spawn = request.spawn() != null ? request.spawn()
            : new int[] {centre.minBlockX() + 8, spawnY[0], centre.minBlockZ() + 8};
        LevelDatReader.Info existing = existingWorld(request);
        if (existing != null && request.dimension() != DimensionFolder.OVERWORLD) {
            // Another dimension added to a world: its name and its overworld spawn stay the world's.
            if (existing.levelName() != null) {
                name = existing.levelName();
            }
            if (existing.spawn() != null) {
                spawn = existing.spawn();
            }
        }
        LevelDat.write(folder.resolve("level.dat"), new LevelDat.Settings(name, request.seed(), request.origin(),
            datapackId, spawn[0], spawn[1], spawn[2], request.structures().generated()), System.currentTimeMillis(),
            request.format());
        fileNanos += System.nanoTime() - t;
        return new Result(folder, chunksDone.get(), regions, new TreeMap<>(startsWritten), new TreeMap<>(leftOut),
            encoder.generateNanos.get(), encoder.encodeNanos.get(), fileNanos, System.nanoTime() - start, List.of());
    }

    /** The level.dat of the world {@code --overwrite} writes into, or null (a new world, or none readable). */
    private static LevelDatReader.Info existingWorld(Request request) {
        Path levelDat = request.target().resolve("level.dat");
        if (!request.overwrite() || !Files.isRegularFile(levelDat)) {
            return null;
        }
        try {
            return LevelDatReader.read(levelDat);
        } catch (IOException e) {
            return null;
        }
    }

    /** Turns chunks into zlib-compressed NBT, each pool thread with its own NBT writer and buffer. */
    private static final class Encoder {
        final AtomicLong generateNanos = new AtomicLong();
        final AtomicLong encodeNanos = new AtomicLong();
        private final ThreadLocal<ChunkNbtWriter> writers;

        Encoder(int dataVersion) {
            writers = ThreadLocal.withInitial(() -> new ChunkNbtWriter(dataVersion));
        }
        private final ThreadLocal<Buffer> buffers = ThreadLocal.withInitial(Buffer::new);

        byte[] encode(ChunkData chunk, CompoundBinaryTag structures) {
            Buffer buffer = buffers.get();
            buffer.reset();
            try {
                BinaryTagIO.writer().write(writers.get().write(chunk, structures), buffer);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return Compression.zlib(buffer.bytes(), buffer.size());
        }
    }

    /** A byte buffer whose array is read without copying. */
    private static final class Buffer extends ByteArrayOutputStream {
        Buffer() {
            super(1 << 16);
        }

        byte[] bytes() {
            return buf;
        }
    }
}
