package org.terrainexplorer.world.chunk;

import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;

/**
 * Chunks for a view: the caller says which chunks it wants and around which point; the source generates the
 * missing ones on the shared pool, nearest that point first, drops (and cancels) those no longer wanted, and
 * keeps what it made in a cache bounded in bytes (least recently used out first).
 *
 * <p>A chunk may also turn out to be {@linkplain #notGenerated not generated}: a saved world's maker says so by
 * returning null for a chunk its files lack. That answer is kept like a chunk (it is not asked for again until it
 * leaves the cache), so a view over a world with holes settles instead of asking forever. A maker that throws is
 * reported to the {@linkplain #addFailureListener failure listeners} and its chunk kept as not generated; the
 * source goes on with the other chunks.
 *
 * <p>Thread-safe. Listeners are called on the pool thread that made the chunk; a UI hands them to its own thread.
 *
 * @param <T> what is kept of a chunk: the whole {@link ChunkData}, or only its {@link SurfaceData}
 */
public final class ChunkSource<T> implements AutoCloseable {

    /**
     * Makes the data of a chunk; throws {@link CancellationException} when {@code cancelled} turns true, and
     * returns null when the world does not have the chunk (a saved world's chunk never generated).
     */
    @FunctionalInterface
    public interface Maker<T> {
        T make(ChunkPos pos, java.util.function.BooleanSupplier cancelled);
    }

    /** What a not-generated chunk counts for in the cache's budget (its key and entry). */
    private static final long NOT_GENERATED_BYTES = 64;

    /** Counters for a status bar. */
    public record Stats(long generated, int queued, int running, int cached, long cachedBytes, double perSecond) {
    }

    private final Maker<T> maker;
    private final java.util.function.ToLongFunction<T> size;
    private final Executor executor;
    private final int parallelism;
    private final Object lock = new Object();
    /** Made chunks by position; a null value is a chunk the world does not have. */
    private final LinkedHashMap<ChunkPos, T> cache = new LinkedHashMap<>(256, 0.75f, true);
    private final Set<ChunkPos> wanted = new HashSet<>();
    private final Set<ChunkPos> running = new HashSet<>();
    private final List<java.util.function.BiConsumer<ChunkPos, T>> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final List<java.util.function.BiConsumer<ChunkPos, RuntimeException>> failureListeners =
        new java.util.concurrent.CopyOnWriteArrayList<>();
    private final long[] recent = new long[64];
    private long budgetBytes;
    private long cachedBytes;
    private double centreX;
    private double centreZ;
    private int pumps;
    private long generated;
    private boolean closed;
    private volatile java.util.function.BooleanSupplier othersWaiting = () -> false;
    private volatile ChunkSource<?> urgent;
    private final List<Runnable> drained = new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * @param maker       what makes a chunk's data (whole chunks, or only their surface)
     * @param size        the bytes one chunk's data holds, for the budget
     * @param executor    the shared pool
     * @param parallelism how many chunks may generate at once (the pool's threads)
     * @param budgetBytes the cache's memory budget
     */
    public ChunkSource(Maker<T> maker, java.util.function.ToLongFunction<T> size, Executor executor, int parallelism,
                       long budgetBytes) {
        this.maker = maker;
        this.size = size;
        this.executor = executor;
        this.parallelism = Math.max(1, parallelism);
        this.budgetBytes = budgetBytes;
    }

    /**
     * Lets other work on the pool go first: after each chunk, a pump that sees {@code othersWaiting} true (a render
     * queued behind it) hands its thread over and queues itself again from outside the pool, behind that work. (A
     * pool thread runs tasks it queued itself before anything else, so a pump re-queued from its own thread would
     * take the thread straight back.)
     */
    public void stepAsideWhen(java.util.function.BooleanSupplier othersWaiting) {
        this.othersWaiting = othersWaiting;
    }

    /**
     * Makes this source wait while {@code first} has chunks to make (the section's chunks before the map's): a
     * pump stops after its chunk, and {@code first} starts this source's pumps again when its queue empties.
     */
    public void after(ChunkSource<?> first) {
        urgent = first;
        first.drained.add(this::resume);
    }

    /** Starts pumps again for wanted chunks (after they waited). */
    public void resume() {
        synchronized (lock) {
            if (!closed) {
                startPumps();
            }
        }
    }

    /** Whether chunks are wanted that are not made yet. */
    public boolean hasPending() {
        synchronized (lock) {
            return !wanted.isEmpty();
        }
    }

    /**
     * Calls {@code listener} with every chunk made from now on, on the thread that made it; with null data for a
     * chunk found {@linkplain #notGenerated not generated}.
     */
    public void addListener(java.util.function.BiConsumer<ChunkPos, T> listener) {
        listeners.add(listener);
    }

    /** Calls {@code listener} with every exception a maker throws (other than a cancellation), on its thread. */
    public void addFailureListener(java.util.function.BiConsumer<ChunkPos, RuntimeException> listener) {
        failureListeners.add(listener);
    }

    /** The cached chunk, or null (not made yet, or {@linkplain #notGenerated not generated}). */
    public T get(ChunkPos pos) {
        synchronized (lock) {
            return cache.get(pos);
        }
    }

    /** Whether the chunk is known to be missing from the world (its maker returned null or failed). */
    public boolean notGenerated(ChunkPos pos) {
        synchronized (lock) {
            return cache.containsKey(pos) && cache.get(pos) == null;
        }
    }

    /**
     * Wants exactly these chunks, the nearest to (centreX, centreZ) first: cached ones are kept, missing ones
     * queued, and any queued or running chunk not in the set is dropped.
     */
    public void request(Collection<ChunkPos> chunks, double centreBlockX, double centreBlockZ) {
        boolean empty;
        synchronized (lock) {
            if (closed) {
                return;
            }
            wanted.clear();
            for (ChunkPos p : chunks) {
                if (!cache.containsKey(p)) {
                    wanted.add(p);
                }
            }
            centreX = centreBlockX;
            centreZ = centreBlockZ;
            startPumps();
            empty = wanted.isEmpty();
        }
        if (empty) {
            drained.forEach(Runnable::run);
        }
    }

    /** Changes the cache's budget, evicting at once if it shrank. */
    public void setBudget(long bytes) {
        synchronized (lock) {
            budgetBytes = bytes;
            evict();
        }
    }

    /** Empties the cache and the queue (the world changed). */
    public void clear() {
        synchronized (lock) {
            cache.clear();
            cachedBytes = 0;
            wanted.clear();
        }
        drained.forEach(Runnable::run);
    }

    /** The counters now. */
    public Stats stats() {
        synchronized (lock) {
            long now = System.nanoTime();
            int inLastSecond = 0;
            for (long t : recent) {
                if (t != 0 && now - t < 1_000_000_000L) {
                    inLastSecond++;
                }
            }
            return new Stats(generated, wanted.size() - countRunning(), running.size(), cache.size(), cachedBytes,
                inLastSecond);
        }
    }

    private int countRunning() {
        int n = 0;
        for (ChunkPos p : running) {
            if (wanted.contains(p)) {
                n++;
            }
        }
        return n;
    }

    private void startPumps() {
        int pending = wanted.size() - running.size();
        while (pumps < parallelism && pending > 0) {
            pumps++;
            pending--;
            executor.execute(this::pump);
        }
    }

    /** Generates the nearest wanted chunk, again and again, until none is left. */
    private void pump() {
        boolean first = true;
        while (true) {
            ChunkPos next;
            ChunkSource<?> before = urgent;
            if (before != null && before.hasPending()) {
                // Paused until the urgent source drains (it resumes this one).
                synchronized (lock) {
                    pumps--;
                }
                if (!before.hasPending()) {
                    resume();
                }
                return;
            }
            if (!first && othersWaiting.getAsBoolean()) {
                java.util.concurrent.CompletableFuture.delayedExecutor(0, java.util.concurrent.TimeUnit.MILLISECONDS,
                    executor).execute(this::pump);
                return;
            }
            first = false;
            boolean empty = false;
            synchronized (lock) {
                next = closed ? null : nearestPending();
                if (next == null) {
                    pumps--;
                    empty = wanted.isEmpty();
                } else {
                    running.add(next);
                }
            }
            if (next == null) {
                if (empty) {
                    drained.forEach(Runnable::run);
                }
                return;
            }
            ChunkPos pos = next;
            T chunk = null;
            boolean answered = false;
            RuntimeException failure = null;
            try {
                chunk = maker.make(pos, () -> isDropped(pos));
                answered = true;
            } catch (CancellationException dropped) {
                // Scrolled out of view while generating.
            } catch (RuntimeException e) {
                // Kept as not generated below, so the chunk is not tried again and again; the listeners say why.
                failure = e;
                answered = true;
            } finally {
                synchronized (lock) {
                    running.remove(pos);
                    if (answered) {
                        wanted.remove(pos);
                        store(pos, chunk);
                    }
                }
            }
            if (failure != null) {
                for (java.util.function.BiConsumer<ChunkPos, RuntimeException> l : failureListeners) {
                    l.accept(pos, failure);
                }
            }
            if (answered) {
                for (java.util.function.BiConsumer<ChunkPos, T> l : listeners) {
                    l.accept(pos, chunk);
                }
            }
        }
    }

    private boolean isDropped(ChunkPos pos) {
        synchronized (lock) {
            return closed || !wanted.contains(pos);
        }
    }

    private ChunkPos nearestPending() {
        ChunkPos best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (ChunkPos p : wanted) {
            if (running.contains(p)) {
                continue;
            }
            double d = p.distanceSquaredTo(centreX, centreZ);
            if (d < bestDistance || d == bestDistance && compare(p, best) < 0) {
                best = p;
                bestDistance = d;
            }
        }
        return best;
    }

    private static int compare(ChunkPos a, ChunkPos b) {
        return a.x() != b.x() ? Integer.compare(a.x(), b.x()) : Integer.compare(a.z(), b.z());
    }

    private void store(ChunkPos pos, T chunk) {
        boolean had = cache.containsKey(pos);
        T old = cache.put(pos, chunk);
        if (had) {
            cachedBytes -= bytes(old);
        }
        cachedBytes += bytes(chunk);
        recent[(int) (generated % recent.length)] = System.nanoTime();
        generated++;
        evict();
    }

    private void evict() {
        var it = cache.entrySet().iterator();
        while (cachedBytes > budgetBytes && it.hasNext()) {
            Map.Entry<ChunkPos, T> e = it.next();
            cachedBytes -= bytes(e.getValue());
            it.remove();
        }
    }

    private long bytes(T chunk) {
        return chunk == null ? NOT_GENERATED_BYTES : size.applyAsLong(chunk);
    }

    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
            wanted.clear();
        }
    }
}
