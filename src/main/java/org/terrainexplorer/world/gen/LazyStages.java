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

    private final Lazy<ChunkPrograms> programs;
    private final Lazy<SurfaceSystem> surface;
    /** The carvers, or null when the chunks are not carved. */
    private final Lazy<CompiledCarvers> carvers;

    /** The stages of {@code state}'s world; {@code carves}: whether its chunks are carved at all. */
    LazyStages(RandomState state, List<String> biomeIds, boolean carves) {
        programs = new Lazy<>(() -> new ChunkPrograms(state.router()));
        surface = new Lazy<>(() -> new SurfaceSystem(state, biomeIds));
        carvers = carves ? new Lazy<>(() -> compileCarvers(state, biomeIds)) : null;
    }

    private static CompiledCarvers compileCarvers(RandomState state, List<String> biomeIds) {
        WorldDefinition world = state.world();
        NoiseSettings settings = world.settings();
        GenRange range = new GenRange(Math.max(world.minY(), settings.minY()),
            Math.min(world.height(), settings.height()));
        return new CompiledCarvers(world.carvers(), java.util.Set.copyOf(biomeIds), state.seed(), range,
            world.minY(), world.height(), world.palette());
    }

    /** The density programs of the world's router. */
    ChunkPrograms programs() {
        return programs.get();
    }

    /** The surface system. */
    SurfaceSystem surface() {
        return surface.get();
    }

    /** The carvers for this seed, or null when the chunks are not carved. */
    CompiledCarvers carvers() {
        return carvers == null ? null : carvers.get();
    }
}
