package org.terrainexplorer.render.world.fly;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;

/** An executor that runs nothing until the test says: so a test sees jobs queued, and decides when they run. */
final class ManualExecutor implements Executor {

    private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();

    @Override
    public synchronized void execute(Runnable task) {
        tasks.add(task);
    }

    /** Tasks queued and not run. */
    synchronized int queued() {
        return tasks.size();
    }

    /** Runs the oldest task; false if none. */
    boolean runOne() {
        Runnable r;
        synchronized (this) {
            r = tasks.poll();
        }
        if (r == null) {
            return false;
        }
        r.run();
        return true;
    }

    /** Runs tasks (and those they queue) until none is left. */
    void runAll() {
        while (runOne()) {
            // next
        }
    }
}
