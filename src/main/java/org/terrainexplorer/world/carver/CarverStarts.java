package org.terrainexplorer.world.carver;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The carvers that start in each chunk of a seeded world, each walked once: the game tries, for every chunk, each
 * carver of the list of the biome at the chunk's corner, with a random seeded from the world seed plus the
 * carver's index and the chunk's position ({@code setLargeFeatureSeed}), and a carver that passes its probability
 * draws its caves or ravine from the same random. All of that depends on the starting chunk alone, so it is
 * computed the first time any chunk within reach asks, and kept.
 *
 * <p>Thread-safe: the kept starts sit in a fixed table of 16384 slots indexed by position (a start evicted by
 * another is computed again, to the same value); two threads asking at once may both compute it. A start keeps its
 * carvers' parameters and, once a chunk within their reach asked, their walked tunnels (about 10 KB per carver
 * started; one chunk in four or five starts one): a few MB for a map's worth of chunks, at most about 40 MB.
 */
public final class CarverStarts {

    private static final int SLOT_BITS = 14;
    private static final Started[] NONE = new Started[0];

    private final long seed;
    private final GenRange range;
    private final CarverTrig trig;
    private final WorldCarvers carvers;
    /** The one list every biome of the world has, or null when they differ. */
    private final List<CarverConfig> onlyList;
    /** Per index, the highest probability any list gives its carver at that index (a draw above it starts none). */
    private final float[] highest;
    private final AtomicReferenceArray<Start> slots = new AtomicReferenceArray<>(1 << SLOT_BITS);

    /** The starts of a world's carvers for a seed, in a generation range. */
    public CarverStarts(WorldCarvers carvers, Set<String> biomes, long seed, GenRange range) {
        this.carvers = carvers;
        this.seed = seed;
        this.range = range;
        this.trig = carvers.trig();
        Set<List<CarverConfig>> lists = new HashSet<>();
        int longest = 0;
        for (String biome : biomes) {
            List<CarverConfig> list = carvers.carvers(biome);
            lists.add(list);
            longest = Math.max(longest, list.size());
        }
        onlyList = lists.size() == 1 ? lists.iterator().next() : null;
        highest = new float[longest];
        java.util.Arrays.fill(highest, -1.0F);
        for (List<CarverConfig> list : lists) {
            for (int i = 0; i < list.size(); i++) {
                highest[i] = Math.max(highest[i], list.get(i).common().probability());
            }
        }
    }

    /** The generation range the carvers work in. */
    public GenRange range() {
        return range;
    }

    /** The carvers started in chunk (chunkX, chunkZ), in the order the game carves them. */
    Started[] at(int chunkX, int chunkZ, CarveTarget target, CarverRandom scratch) {
        long key = (long) chunkX << 32 | chunkZ & 0xFFFFFFFFL;
        int slot = (int) (key * 0x9E3779B97F4A7C15L >>> 64 - SLOT_BITS);
        Start s = slots.get(slot);
        if (s != null && s.key == key) {
            return s.started;
        }
        Started[] started = compute(chunkX, chunkZ, target, scratch);
        slots.set(slot, new Start(key, started));
        return started;
    }

    /** The same, as a list, computed afresh (for explanations and tests). */
    public List<Started> compute(int chunkX, int chunkZ, CarveTarget target) {
        return List.of(compute(chunkX, chunkZ, target, new CarverRandom(0L)));
    }

    private Started[] compute(int chunkX, int chunkZ, CarveTarget target, CarverRandom random) {
        // The start draw of index i depends on the index alone: when no index passes the highest probability any
        // biome's list gives it, nothing starts whatever the biome, and the biome is not looked up.
        boolean any = false;
        for (int i = 0; i < highest.length && !any; i++) {
            random.setLargeFeatureSeed(seed + i, chunkX, chunkZ);
            any = random.nextFloat() <= highest[i];
        }
        if (!any) {
            return NONE;
        }
        List<CarverConfig> list = onlyList != null ? onlyList : carvers.carvers(target.startBiome(chunkX, chunkZ));
        List<Started> out = new ArrayList<>(1);
        for (int i = 0; i < list.size(); i++) {
            CarverConfig config = list.get(i);
            random.setLargeFeatureSeed(seed + i, chunkX, chunkZ);
            if (random.nextFloat() <= config.common().probability()) {
                out.add(config instanceof CarverConfig.Cave cave
                    ? CavePaths.walk(cave, i, chunkX, chunkZ, random, range, trig)
                    : CanyonPaths.walk((CarverConfig.Canyon) config, i, chunkX, chunkZ, random, range, trig));
            }
        }
        return out.toArray(NONE);
    }

    private record Start(long key, Started[] started) {
    }
}
