package org.terrainexplorer.concurrent;

import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Runs jobs on the shared pool so that at most one runs and only the newest waiting request follows it: a
 * request that arrives while a job runs supersedes it (the job sees {@code superseded} turn true and may stop
 * early, by throwing {@link CancellationException}). The caller never waits.
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
    private final Consumer<Throwable> onError;
    private final Object lock = new Object();
    private T pending;
    private boolean running;
    private volatile long generation;

    /**
     * @param executor the shared pool
     * @param job      the work
     * @param onError  told of a job's unexpected failure (on the pool thread); the next request still runs
     */
    public LatestWins(Executor executor, Job<T> job, Consumer<Throwable> onError) {
        this.executor = executor;
        this.job = job;
        this.onError = onError;
    }

    /** Asks for a run with {@code request}; a request still waiting is replaced and a running job superseded. */
    public void submit(T request) {
        synchronized (lock) {
            pending = request;
            generation++;
            if (running) {
                return;
            }
            running = true;
        }
        executor.execute(this::drain);
    }

    /**
     * Asks for a run with {@code request} after the running job, which is left to finish: for redraws that only
     * add what arrived meanwhile (new chunks), where stopping the job under way would leave nothing drawn while
     * chunks keep arriving. A request still waiting is replaced.
     */
    public void refresh(T request) {
        synchronized (lock) {
            pending = request;
            if (running) {
                return;
            }
            running = true;
        }
        executor.execute(this::drain);
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

    private void drain() {
        while (true) {
            T request;
            long mine;
            synchronized (lock) {
                request = pending;
                pending = null;
                mine = generation;
                if (request == null) {
                    running = false;
                    return;
                }
            }
            try {
                job.run(request, () -> generation != mine);
            } catch (CancellationException superseded) {
                // A newer request is waiting.
            } catch (RuntimeException | Error e) {
                onError.accept(e);
            }
        }
    }
}
