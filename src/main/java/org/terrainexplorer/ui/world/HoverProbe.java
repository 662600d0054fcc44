package org.terrainexplorer.ui.world;

import java.util.Locale;
import javafx.application.Platform;
import org.terrainexplorer.render.LatestWins;
import org.terrainexplorer.render.RenderPool;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * What is under the pointer, worked out on the pool (the FX thread never samples noise) and shown in the
 * status bar: the position, the surface or section block, the biome and the router's values there.
 */
final class HoverProbe {

    private record Probe(LoadedWorld world, int x, int y, int z, boolean surface) {
    }

    private final WorldModel model;
    private final WorldEngine engine;
    private final LatestWins<Probe> probes;

    HoverProbe(WorldModel model, WorldEngine engine, RenderPool pool) {
        this.model = model;
        this.engine = engine;
        probes = new LatestWins<>(pool::execute, this::probe, e -> { });
    }

    /** The map's pointer is over block column (x, z). */
    void at(int x, int z) {
        model.setHoverSpot(WorldModel.Spot.column(x, z));
        LoadedWorld w = model.loaded();
        if (w != null) {
            probes.submit(new Probe(w, x, 0, z, true));
        }
    }

    /** The section's pointer is over block (x, y, z). */
    void at(int x, int y, int z) {
        model.setHoverSpot(WorldModel.Spot.block(x, y, z));
        LoadedWorld w = model.loaded();
        if (w != null) {
            probes.submit(new Probe(w, x, y, z, false));
        }
    }

    /** The pointer left. */
    void clear() {
        // The spot stays: the column plot and the spline editor keep showing the last place pointed at.
        model.setHoverText("");
    }

    private void probe(Probe p, java.util.function.BooleanSupplier superseded) {
        LoadedWorld w = p.world();
        StringBuilder text = new StringBuilder();
        int y = p.y();
        String block = null;
        String biome = null;
        ChunkPos pos = ChunkPos.ofBlock(p.x(), p.z());
        if (p.surface()) {
            SurfaceData s = engine.cachedSurface(pos);
            int k = (p.z() & 15) << 4 | (p.x() & 15);
            if (s != null) {
                y = s.worldSurface()[k] - 1;
                block = w.world().palette().state(s.topBlock()[k]).toString();
                biome = w.biomeIds().get(s.biome()[k]);
            } else {
                y = (int) Math.floor(w.sampler().estimatedSurface(p.x(), p.z()));
            }
        } else {
            ChunkData c = engine.cachedChunk(pos);
            if (c != null) {
                block = c.blockState(p.x() & 15, y, p.z() & 15).toString();
                biome = c.biome(p.x() & 15, y, p.z() & 15);
            }
        }
        if (biome == null) {
            biome = w.sampler().biome(p.x(), y, p.z());
        }
        double[] v = new double[WorldSampler.VALUES];
        w.sampler().values(p.x(), y, p.z(), v);
        text.append(String.format(Locale.ROOT, "x %d  y %d  z %d", p.x(), y, p.z()));
        if (block != null) {
            text.append("   ").append(shortName(block));
        } else if (p.surface()) {
            text.append("   (surface estimated; chunk not generated)");
        }
        text.append("   ").append(shortName(biome));
        text.append(String.format(Locale.ROOT, "   continents %.3f  erosion %.3f  weirdness %.3f  PV %.3f  "
            + "temperature %.3f  humidity %.3f  depth %.3f  density %.3f", v[WorldSampler.CONTINENTS],
            v[WorldSampler.EROSION], v[WorldSampler.WEIRDNESS], v[WorldSampler.PEAKS_VALLEYS],
            v[WorldSampler.TEMPERATURE], v[WorldSampler.HUMIDITY], v[WorldSampler.DEPTH],
            v[WorldSampler.FINAL_DENSITY]));
        String result = text.toString();
        if (!superseded.getAsBoolean()) {
            Platform.runLater(() -> model.setHoverText(result));
        }
    }

    static String shortName(String id) {
        return id.startsWith("minecraft:") ? id.substring("minecraft:".length()) : id;
    }
}
