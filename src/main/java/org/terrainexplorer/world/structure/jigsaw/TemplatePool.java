package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Shuffle;
import org.terrainexplorer.world.structure.Templates;
import org.terrainexplorer.world.random.RandomSource;

/**
 * A template pool ({@code worldgen/template_pool}, the game's {@code StructureTemplatePool}): its elements, each
 * repeated as many times as its weight (the list the game draws from and shuffles), and its fallback, the pool whose
 * elements are tried after its own and alone at the last depth. Immutable but for the largest height, worked out
 * once when first asked for (the same value on any thread).
 */
public final class TemplatePool {

    /** The id of the game's built-in empty pool; a jigsaw naming it, or a pool falling back to it, adds nothing. */
    public static final String EMPTY = "minecraft:empty";

    private static final int UNSET = Integer.MIN_VALUE;

    private final String id;
    private final List<PoolElement> templates;
    private final String fallbackId;
    private final TemplatePool inlineFallback;
    private volatile int maxSize = UNSET;

    /**
     * @param id             the pool's id, or null for a pool written inline
     * @param templates      the elements, each as often as its weight
     * @param fallbackId     the fallback's id, or null when it is written inline
     * @param inlineFallback the inline fallback, or null
     */
    TemplatePool(String id, List<PoolElement> templates, String fallbackId, TemplatePool inlineFallback) {
        this.id = id;
        this.templates = List.copyOf(templates);
        this.fallbackId = fallbackId;
        this.inlineFallback = inlineFallback;
    }

    /** The pool's id, or null for an inline pool. */
    public String id() {
        return id;
    }

    /** The fallback's id, or null when written inline. */
    public String fallbackId() {
        return fallbackId;
    }

    /** The inline fallback, or null. */
    TemplatePool inlineFallback() {
        return inlineFallback;
    }

    /** How many elements the pool draws from (the weights' sum). */
    public int size() {
        return templates.size();
    }

    /** The elements, each as often as its weight. */
    public List<PoolElement> templates() {
        return templates;
    }

    /**
     * The game's {@code getRandomTemplate}: one element, drawn by weight; the empty element, without a draw, for a
     * pool without elements (from 1.21; before, the game's draw threw there, and no structure started).
     */
    PoolElement randomTemplate(RandomSource random) {
        return templates.isEmpty() ? PoolElement.Empty.INSTANCE : templates.get(random.nextInt(templates.size()));
    }

    /** The game's {@code getShuffledTemplates}: the weighted list shuffled (a new list). */
    List<PoolElement> shuffledTemplates(RandomSource random) {
        List<PoolElement> out = new ArrayList<>(templates);
        Shuffle.shuffle(out, random);
        return out;
    }

    /** The game's {@code getMaxSize}: the tallest element's height unturned (0 for a pool of empty elements). */
    int maxSize(Templates templateStore) {
        int m = maxSize;
        if (m == UNSET) {
            m = 0;
            for (PoolElement e : templates) {
                if (!e.isEmpty()) {
                    m = Math.max(m, e.boundingBox(templateStore, BlockPos.ZERO, Rotation.NONE).ySpan());
                }
            }
            maxSize = m;
        }
        return m;
    }

    @Override
    public String toString() {
        return id == null ? "inline pool" : id;
    }
}
