package org.terrainexplorer.world.chunk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The block states one world can generate, numbered from 0 (air) in the order they were added. A world's
 * palette is built while its data loads and is then read-only, so chunks can store small ids and any thread
 * can map them back.
 */
public final class BlockPalette {

    /** Air's id in every palette. */
    public static final int AIR = 0;

    private final List<BlockState> states;
    private final Map<BlockState, Integer> ids;

    private BlockPalette(List<BlockState> states) {
        this.states = List.copyOf(states);
        Map<BlockState, Integer> map = new HashMap<>();
        for (int i = 0; i < states.size(); i++) {
            map.put(states.get(i), i);
        }
        this.ids = Map.copyOf(map);
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
            return new BlockPalette(states);
        }
    }

    /** The state with an id. */
    public BlockState state(int id) {
        return states.get(id);
    }

    /** The id of a state. */
    public int id(BlockState state) {
        Integer id = ids.get(state);
        if (id == null) {
            throw new IllegalArgumentException("block " + state + " is not in this world's palette");
        }
        return id;
    }

    /** The id of a state, or −1 when this world never generates it. */
    public int idOrMissing(BlockState state) {
        Integer id = ids.get(state);
        return id == null ? -1 : id;
    }

    /** The number of states. */
    public int size() {
        return states.size();
    }

    /** All states, by id. */
    public List<BlockState> states() {
        return states;
    }
}
