package org.terrainexplorer.io.anvil;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.RandomAccess;

/**
 * Names numbered in the order they were first met (a saved world's biomes), growing safely from several threads:
 * an index never changes once given, and the list view reads the current names without locking.
 */
final class GrowingIds extends AbstractList<String> implements RandomAccess {

    private volatile String[] names = new String[0];
    private final Map<String, Integer> ids = new HashMap<>();

    /** The index of a name, adding it if new (the list itself stays read-only to others). */
    synchronized int idOf(String name) {
        Integer id = ids.get(name);
        if (id != null) {
            return id;
        }
        String[] grown = Arrays.copyOf(names, names.length + 1);
        grown[names.length] = name;
        names = grown;
        ids.put(name, grown.length - 1);
        return grown.length - 1;
    }

    @Override
    public String get(int index) {
        return names[index];
    }

    @Override
    public int size() {
        return names.length;
    }
}
