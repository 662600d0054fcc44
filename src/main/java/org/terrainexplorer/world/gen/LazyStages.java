package org.terrainexplorer.world.gen;

import java.util.List;
import org.terrainexplorer.world.carver.CompiledCarvers;
import org.terrainexplorer.world.carver.GenRange;

/**
 * What a seeded world's chunks need compiled, made when first asked for: the density programs (for the noise
 * stage, and for base heights), the surface system (its compiled surface rule) and the carvers. A seed search makes
 * a generator per seed; most of them only read the noise stage's base heights, and a search for structures that
 * read no terrain reads none of it. Thread-safe; each is made once.
 */
final class LazyStages {

    private final RandomState state;
    private final List<String> biomeIds;
    private final boolean carves;
    private volatile ChunkPrograms programs;
    private volatile SurfaceSystem surface;
    private volatile CompiledCarvers carvers;

    /** The stages of {@code state}'s world; {@code carves}: whether its chunks are carved at all. */
    LazyStages(RandomState state, List<String> biomeIds, boolean carves) {
        this.state = state;
        this.biomeIds = biomeIds;
        this.carves = carves;
    }

    /** The density programs of the world's router. */
    ChunkPrograms programs() {
        ChunkPrograms p = programs;
        if (p == null) {
            synchronized (this) {
                p = programs;
                if (p == null) {
                    p = new ChunkPrograms(state.router());
                    programs = p;
                }
            }
        }
        return p;
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
