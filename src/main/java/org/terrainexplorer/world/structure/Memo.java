package org.terrainexplorer.world.structure;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Function;

/**
 * A bounded cache of values that are pure functions of their key, each computed once even when several threads
 * ask for it at the same time (the others wait for the first). When it holds more than its capacity the oldest
 * entries go; a value asked for again is computed again, the same.
 */
final class Memo<K, V> {

    private final int capacity;
    private final ConcurrentHashMap<K, FutureTask<V>> map = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<K> order = new ConcurrentLinkedQueue<>();

    Memo(int capacity) {
        this.capacity = capacity;
    }

    V get(K key, Function<K, V> compute) {
        FutureTask<V> task = map.get(key);
        if (task == null) {
            FutureTask<V> mine = new FutureTask<>(() -> compute.apply(key));
            task = map.putIfAbsent(key, mine);
            if (task == null) {
                task = mine;
                order.add(key);
                mine.run();
                while (map.size() > capacity) {
                    K oldest = order.poll();
                    if (oldest == null) {
                        break;
                    }
                    map.remove(oldest);
                }
            }
        }
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            map.remove(key, task);
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** Whether a value for the key is held (or being computed). */
    boolean holds(K key) {
        return map.containsKey(key);
    }

    /** How many values are held. */
    int size() {
        return map.size();
    }
}
