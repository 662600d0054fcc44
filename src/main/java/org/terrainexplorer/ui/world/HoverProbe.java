package org.terrainexplorer.ui.world;

import java.util.Locale;
import javafx.application.Platform;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.structure.StructureStart;

/**
 * What is under the pointer, worked out on the pool (the FX thread never samples noise) and shown in the
 * status bar: the position, the surface or section block, the biome and the router's values there. Over a saved
 * world, what its chunk holds (there is no router to sample), or that the chunk is not generated.
 */
final class HoverProbe {

    /** A place to describe; {@code leaves} counts the pointer's leaving when it was asked for. */
    private record Probe(LoadedWorld world, SavedWorld saved, int x, int y, int z, boolean surface, long leaves) {
    }

    private final WorldModel model;
    private final WorldEngine engine;
    private final LatestWins<Probe> probes;
    /** How often the pointer has left (FX thread only): an answer asked for before it left is not shown. */
    private long leaves;

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
            probes.submit(new Probe(w, model.savedWorld(), x, 0, z, true, leaves));
        }
    }

    /** The map's pointer is over a structure's icon: its name and where it is. */
    void atStructure(org.terrainexplorer.session.StructureMarks.Mark mark) {
        model.setHoverSpot(WorldModel.Spot.column(mark.x(), mark.z()));
        leaves++;
        model.setHoverText(structureText(mark.kind(), mark.start()));
    }

    /**
     * What the hover says of a structure start: its name, the chunk it starts in and its generation point, as
     * Explain names them (not where its icon is drawn, the middle of its start piece, nor the pointer's place).
     */
    static String structureText(String kind, StructureStart s) {
        int pieces = s.pieces().size();
        return org.terrainexplorer.world.structure.StructureKinds.title(kind) + " (" + s.id() + ") starts in chunk "
            + s.chunkX() + ", " + s.chunkZ() + " · generation point " + s.position() + " · " + pieces
            + (pieces == 1 ? " piece" : " pieces") + " · click for why it is here";
    }

    /** The map's pointer is over a structure a saved world stores (or one predicted that it lacks). */
    void atStoredStructure(org.terrainexplorer.session.StoredStructures.Mark mark) {
        model.setHoverSpot(WorldModel.Spot.column(mark.x(), mark.z()));
        leaves++;
        var e = mark.entry();
        boolean stored = e.stored() != null;
        int chunkX = stored ? e.stored().chunkX() : e.predicted().chunkX();
        int chunkZ = stored ? e.stored().chunkZ() : e.predicted().chunkZ();
        int pieces = mark.boxes().size();
        model.setHoverText(org.terrainexplorer.world.structure.StructureKinds.title(mark.kind()) + " (" + e.id()
            + ") " + (stored ? "stored" : "predicted") + " at " + mark.x() + ", " + mark.z() + " · chunk " + chunkX
            + ", " + chunkZ + " · " + pieces + (pieces == 1 ? " piece" : " pieces") + " · " + e.text());
    }

    /** The section's pointer is over block (x, y, z). */
    void at(int x, int y, int z) {
        model.setHoverSpot(WorldModel.Spot.block(x, y, z));
        LoadedWorld w = model.loaded();
        if (w != null) {
            probes.submit(new Probe(w, model.savedWorld(), x, y, z, false, leaves));
        }
    }

    /** The pointer left. */
    void clear() {
        // The spot stays: the column plot and the spline editor keep showing the last place pointed at.
        leaves++;
        model.setHoverText("");
    }

    /** Shows a probe's text unless the pointer has left since it was asked for (on the FX thread). */
    private void show(Probe p, String text) {
        Platform.runLater(() -> {
            if (p.leaves() == leaves) {
                model.setHoverText(text);
            }
        });
    }

    private void probe(Probe p, java.util.function.BooleanSupplier superseded) {
        if (p.saved() != null) {
            probeSaved(p, superseded);
            return;
        }
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
            show(p, result);
        }
    }

    /** What a saved world's cached chunk holds at the pointer; nothing is read from disk for a hover. */
    private void probeSaved(Probe p, java.util.function.BooleanSupplier superseded) {
        SavedWorld saved = p.saved();
        ChunkPos pos = ChunkPos.ofBlock(p.x(), p.z());
        int lx = p.x() & 15;
        int lz = p.z() & 15;
        int y = p.y();
        String block = null;
        String biome = null;
        ChunkData c = engine.cachedChunk(pos);
        SurfaceData s = engine.cachedSurface(pos);
        if (p.surface() && s != null) {
            int k = lz << 4 | lx;
            y = s.worldSurface()[k] - 1;
            block = saved.palette().state(s.topBlock()[k]).toString();
            biome = saved.biomeIds().get(s.biome()[k]);
        } else if (!p.surface() && c != null) {
            block = c.blockState(lx, y, lz).toString();
            biome = c.biome(lx, y, lz);
        }
        StringBuilder text = new StringBuilder(p.surface()
            ? String.format(Locale.ROOT, "x %d  z %d", p.x(), p.z())
            : String.format(Locale.ROOT, "x %d  y %d  z %d", p.x(), y, p.z()));
        if (p.surface() && block != null) {
            text.append(String.format(Locale.ROOT, "  (surface y %d)", y));
        }
        if (block != null) {
            text.append("   ").append(shortName(block)).append("   ").append(shortName(biome));
        } else if (engine.notGenerated(pos)) {
            text.append("   chunk ").append(pos.x()).append(',').append(pos.z()).append(" not generated in this world");
        } else {
            text.append("   chunk ").append(pos.x()).append(',').append(pos.z()).append(" not read yet");
        }
        text.append("   (saved world ").append(saved.name()).append(')');
        String result = text.toString();
        if (!superseded.getAsBoolean()) {
            show(p, result);
        }
    }

    static String shortName(String id) {
        return Ids.shortName(id);
    }
}
