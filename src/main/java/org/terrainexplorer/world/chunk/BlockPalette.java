package org.terrainexplorer.world.chunk;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The block states of one world, numbered from 0 (air) in the order they were added, so chunks can store small
 * ids and any thread can map them back.
 *
 * <p>A generated world's palette is built while its data loads and is then fixed. A world read from disk cannot
 * know its blocks in advance (any block, any mod's), so its palette is {@linkplain #growing() growing}: readers on
 * several threads {@linkplain #add add} states as they meet them. Ids never change once given, and a chunk only
 * holds ids that were added before it was built, so {@link #state} of any id in a chunk always works. A table
 * indexed by id that was sized from {@link #size()} earlier may be too short for a later chunk: extend it when it
 * meets a larger id.
 */
public final class BlockPalette {

    /** Air's id in every palette. */
    public static final int AIR = 0;

    /** The states by id; replaced whole (never changed in place) when a growing palette grows. */
    private volatile BlockState[] states;
    private final Map<BlockState, Integer> ids;
    private final boolean growing;

    private BlockPalette(List<BlockState> states, boolean growing) {
        this.states = states.toArray(new BlockState[0]);
        this.growing = growing;
        Map<BlockState, Integer> map = growing ? new ConcurrentHashMap<>() : new HashMap<>();
        for (int i = 0; i < states.size(); i++) {
            map.put(states.get(i), i);
        }
        this.ids = growing ? map : Map.copyOf(map);
    }

    /** Collects block states; {@link #build} freezes them into a palette. */
    public static final class Builder {
        private final List<BlockState> states = new ArrayList<>(List.of(BlockState.AIR));
        private final Map<BlockState, Integer> ids = new HashMap<>(Map.of(BlockState.AIR, 0));

        /** The id of a state, adding it if new. */
        public int add(BlockState state) {
            return ids.computeIfAbsent(state, s -> {
                states.add(s);
                return states.size() - 1;
            });
        }

        /** The palette of the states added so far. */
        public BlockPalette build() {
            return new BlockPalette(states, false);
        }
    }

    /** A palette holding air only that grows as {@link #add} meets new states; safe to use from any thread. */
    public static BlockPalette growing() {
        return new BlockPalette(List.of(BlockState.AIR), true);
    }

    /** Whether {@link #add} may add states. */
    public boolean isGrowing() {
        return growing;
    }

    /**
     * The id of a state, adding it first if this growing palette lacks it. Thread-safe; the first caller to add a
     * state fixes its id.
     *
     * @throws IllegalArgumentException if this palette is fixed and lacks the state
     */
    public int add(BlockState state) {
        Integer id = ids.get(state);
        if (id != null) {
            return id;
        }
        if (!growing) {
            throw new IllegalArgumentException("block " + state + " is not in this world's palette");
        }
        synchronized (this) {
            id = ids.get(state);
            if (id != null) {
                return id;
            }
            BlockState[] old = states;
            BlockState[] grown = Arrays.copyOf(old, old.length + 1);
            grown[old.length] = state;
            // Publish the longer array before the id, so whoever sees the id can look the state up.
            states = grown;
            ids.put(state, old.length);
            return old.length;
        }
    }

    /** The state with an id. */
    public BlockState state(int id) {
        return states[id];
    }

    /** The id of a state. */
    public int id(BlockState state) {
        Integer id = ids.get(state);
        if (id == null) {
            throw new IllegalArgumentException("block " + state + " is not in this world's palette");
        }
        return id;
    }

    /** The id of a state, or −1 when this world never generates it (or, growing, has not met it yet). */
    public int idOrMissing(BlockState state) {
        Integer id = ids.get(state);
        return id == null ? -1 : id;
    }

    /** The number of states (so far, for a growing palette). */
    public int size() {
        return states.length;
    }

    /** All states, by id (a snapshot, for a growing palette). */
    public List<BlockState> states() {
        return List.of(states);
    }
}
