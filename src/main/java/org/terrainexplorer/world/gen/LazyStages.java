package org.terrainexplorer.world.gen;

import java.util.List;
import org.terrainexplorer.world.carver.CompiledCarvers;
import org.terrainexplorer.world.carver.GenRange;

/**
 * What only a chunk's surface and carvers stages need of a seeded world, the surface system (its compiled surface
 * rule) and the carvers, compiled when first asked for: a seed search makes a generator per seed and most of them
 * only read the noise stage's base heights. Thread-safe; each is made once.
 */
final class LazyStages {

    private final RandomState state;
    private final List<String> biomeIds;
    private final boolean carves;
    private volatile SurfaceSystem surface;
    private volatile CompiledCarvers carvers;

    /** The stages of {@code state}'s world; {@code carves}: whether its chunks are carved at all. */
    LazyStages(RandomState state, List<String> biomeIds, boolean carves) {
        this.state = state;
        this.biomeIds = biomeIds;
        this.carves = carves;
    }

    /** The surface system. */
    SurfaceSystem surface() {
        SurfaceSystem s = surface;
        if (s == null) {
            synchronized (this) {
                s = surface;
                if (s == null) {
                    s = new SurfaceSystem(state, biomeIds);
                    surface = s;
                }
            }
        }
        return s;
    }

    /** The carvers for this seed, or null when the chunks are not carved. */
    CompiledCarvers carvers() {
        CompiledCarvers c = carvers;
        if (c == null && carves) {
            synchronized (this) {
                c = carvers;
                if (c == null) {
                    WorldDefinition world = state.world();
                    NoiseSettings settings = world.settings();
                    GenRange range = new GenRange(Math.max(world.minY(), settings.minY()),
                        Math.min(world.height(), settings.height()));
                    c = new CompiledCarvers(world.carvers(), java.util.Set.copyOf(biomeIds), state.seed(), range,
                        world.minY(), world.height(), world.palette());
                    carvers = c;
                }
            }
        }
        return c;
    }
}
