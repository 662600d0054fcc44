package org.terrainexplorer.concurrent;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

/**
 * The one bounded pool every render runs on: daemon platform threads, one per core by default, named
 * {@code terrain-render-N}. The window, the minimap, exports and the command line share it; create one per
 * application and close it on exit.
 */
public final class RenderPool implements AutoCloseable {

    private final ForkJoinPool pool;

    /** A pool with one thread per available core. */
    public RenderPool() {
        this(Runtime.getRuntime().availableProcessors());
    }

    /** A pool with the given number of threads (at least 1). */
    public RenderPool(int threads) {
        // Numbered by a counter of this pool: a new worker's pool index is not known yet when it is named.
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        pool = new ForkJoinPool(Math.max(1, threads), p -> {
            ForkJoinWorkerThread thread = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
            thread.setName("terrain-render-" + made.getAndIncrement());
            thread.setDaemon(true);
            return thread;
        }, null, false);
    }

    /** The number of threads. */
    public int threads() {
        return pool.getParallelism();
    }

    /**
     * Runs {@code body} for every index in [0, count) in parallel and returns when all are done; an
     * exception from any index (a cancellation, say) is rethrown here. Callable from inside the pool.
     */
    public void forEach(int count, IntConsumer body) {
        RecursiveAction all = new RecursiveAction() {
            private static final long serialVersionUID = 1L;

            @Override
            protected void compute() {
                RecursiveAction[] tasks = new RecursiveAction[count];
                for (int i = 0; i < count; i++) {
                    int index = i;
                    tasks[i] = new RecursiveAction() {
                        private static final long serialVersionUID = 1L;

                        @Override
                        protected void compute() {
                            body.accept(index);
                        }
                    };
                }
                ForkJoinTask.invokeAll(tasks);
            }
        };
        if (ForkJoinTask.inForkJoinPool() && ForkJoinTask.getPool() == pool) {
            all.invoke();
        } else {
            pool.invoke(all);
        }
    }

    /**
     * Whether work submitted from outside the pool (a render request, a chunk source's pumps) waits for a thread:
     * long-running loops on the pool check it to step aside.
     */
    public boolean hasWaitingWork() {
        return pool.hasQueuedSubmissions();
    }

    /**
     * Runs a task on the pool, returning at once. After {@link #close} the task is dropped: the window that asked
     * for it is gone (a request can still arrive from an event queued just before closing).
     */
    public void execute(Runnable task) {
        if (pool.isShutdown()) {
            return;
        }
        try {
            pool.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException closedMeanwhile) {
            // Closed between the check and the submission: dropped as above.
        }
    }

    /** Stops taking work and waits up to two seconds for work under way (an export's clean-up) to end. */
    @Override
    public void close() {
        pool.shutdown();
        try {
            if (!pool.awaitTermination(2, TimeUnit.SECONDS)) {
                pool.shutdownNow();
            }
        } catch (InterruptedException e) {
            pool.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
