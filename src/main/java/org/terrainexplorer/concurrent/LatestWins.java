package org.terrainexplorer.concurrent;

import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Runs jobs on the shared pool so that at most one runs and only the newest waiting request follows it: a
 * request that arrives while a job runs supersedes it (the job sees {@code superseded} turn true and may stop
 * early, by throwing {@link CancellationException}). The caller never waits. Whatever a job or its error report
 * throws, the loop is left idle and ready for the next request: it never stays "running" after its thread has
 * gone. The 2D maps' {@code RenderScheduler} and the voxel world's drawings all run on this one loop.
 *
 * @param <T> the request
 */
public final class LatestWins<T> {

    /** The work for one request. */
    @FunctionalInterface
    public interface Job<T> {
        void run(T request, BooleanSupplier superseded);
    }

    private final Executor executor;
    private final Job<T> job;
    private final BiConsumer<T, Throwable> onError;
    private final Object lock = new Object();
    private final AtomicLong started = new AtomicLong();
    private final AtomicLong completed = new AtomicLong();
    private final AtomicLong supersededCount = new AtomicLong();
    private volatile Consumer<Boolean> busyListener = busy -> { };
    private T pending;
    private boolean running;
    private volatile long generation;

    /**
     * @param executor the shared pool
     * @param job      the work
     * @param onError  told of a job's unexpected failure (on the pool thread); the next request still runs
     */
    public LatestWins(Executor executor, Job<T> job, Consumer<Throwable> onError) {
        this(executor, job, (request, error) -> onError.accept(error));
    }

    /**
     * @param executor the shared pool
     * @param job      the work
     * @param onError  told of a job's unexpected failure with its request (on the pool thread)
     */
    public LatestWins(Executor executor, Job<T> job, BiConsumer<T, Throwable> onError) {
        this.executor = executor;
        this.job = job;
        this.onError = onError;
    }

    /**
     * Tells {@code listener} (on a pool thread, or the submitting thread) when jobs start running (true) and when
     * the queue drains (false). A hint that may arrive after a newer one: read {@link #busy()} for the state.
     */
    public void onBusyChanged(Consumer<Boolean> listener) {
        busyListener = listener;
    }

    /** Asks for a run with {@code request}; a request still waiting is replaced and a running job superseded. */
    public void submit(T request) {
        enqueue(request, true);
    }

    /**
     * Asks for a run with {@code request} after the running job, which is left to finish: for redraws that only
     * add what arrived meanwhile (new chunks), where stopping the job under way would leave nothing drawn while
     * chunks keep arriving. A request still waiting is replaced.
     */
    public void refresh(T request) {
        enqueue(request, false);
    }

    private void enqueue(T request, boolean supersede) {
        boolean start;
        synchronized (lock) {
            pending = request;
            if (supersede) {
                generation++;
            }
            start = !running;
            running = true;
        }
        if (start) {
            busyListener.accept(true);
            executor.execute(this::drain);
        }
    }

    /**
     * Tells a running job it is superseded and drops a waiting request, without asking for a new run: what it
     * would make is no longer wanted (the world it draws was replaced).
     */
    public void supersede() {
        synchronized (lock) {
            pending = null;
            generation++;
        }
    }

    /** Whether a job runs or waits. */
    public boolean busy() {
        synchronized (lock) {
            return running;
        }
    }

    /** Jobs started so far. */
    public long started() {
        return started.get();
    }

    /** Jobs finished so far. */
    public long completed() {
        return completed.get();
    }

    /** Jobs stopped because a newer request arrived. */
    public long superseded() {
        return supersededCount.get();
    }

    private void drain() {
        try {
            while (true) {
                T request;
                long mine;
                synchronized (lock) {
                    request = pending;
                    pending = null;
                    mine = generation;
                    if (request == null) {
                        running = false;
                        break;
                    }
                }
                started.incrementAndGet();
                try {
                    job.run(request, () -> generation != mine);
                    completed.incrementAndGet();
                } catch (CancellationException superseded) {
                    supersededCount.incrementAndGet();
                } catch (RuntimeException | Error e) {
                    report(request, e);
                }
            }
        } finally {
            boolean again;
            synchronized (lock) {
                // Left by an escape (not by an empty queue): restart for what is pending, or go idle.
                again = running && pending != null;
                running = again;
            }
            if (again) {
                executor.execute(this::drain);
            } else {
                busyListener.accept(false);
            }
        }
    }

    private void report(T request, Throwable error) {
        try {
            onError.accept(request, error);
        } catch (RuntimeException | Error reportError) {
            reportError.addSuppressed(error);
            System.err.println("terrain-explorer: a job failed and so did its report: " + reportError);
        }
    }
}
