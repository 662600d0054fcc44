package org.terrainexplorer.ui.world;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.density.Reference;
import org.terrainexplorer.world.density.SplineEdits;
import org.terrainexplorer.world.gen.BlockExplainer;
import org.terrainexplorer.world.gen.BlockExplanation;
import org.terrainexplorer.world.gen.ColumnProfile;

/**
 * The teaching views' work, off the FX thread (latest wins): explains the block the user clicked, profiles the
 * column under the pointer, and evaluates the splines' coordinates (continentalness, erosion, …) there for the
 * spline editor's "you are here" marks. Results come back as read-only properties, set on the FX thread.
 */
final class WorldInspector {

    /** An explanation, or why there is none. */
    record Explained(WorldModel.Spot spot, BlockExplanation explanation, String error) {
    }

    /** Why a structure is where it is: the steps, one sentence each, or why there are none. */
    record StructureExplained(org.terrainexplorer.session.StructureMarks.Mark mark, List<String> steps,
                              String error) {
    }

    /**
     * A column's profile and the world it belongs to; {@code centre} when it is the view's centre, profiled before
     * the pointer pointed anywhere.
     */
    record Profiled(LoadedWorld world, ColumnProfile.Profile profile, boolean centre) {
    }

    /** The values of the splines' coordinate functions at a spot, by function id. */
    record Coordinates(WorldModel.Spot spot, Map<String, Double> values) {
    }

    /** A world's explainer and profiler, made once per loaded world. */
    private record Tools(LoadedWorld world, BlockExplainer explainer, ColumnProfile profiles,
                         Map<String, DensityFunction> coordinates) {
    }

    private final WorldEngine engine;
    private final LatestWins<WorldModel.Spot> explains;
    private final LatestWins<Aim> profiles;
    private final LatestWins<WorldModel.Spot> coordinates;
    private final ReadOnlyObjectWrapper<Explained> explained = new ReadOnlyObjectWrapper<>(this, "explained");
    private final LatestWins<org.terrainexplorer.session.StructureMarks.Mark> structureExplains;
    private final ReadOnlyObjectWrapper<StructureExplained> structureExplained =
        new ReadOnlyObjectWrapper<>(this, "structureExplained");
    private final ReadOnlyObjectWrapper<Profiled> profiled = new ReadOnlyObjectWrapper<>(this, "profiled");
    private final ReadOnlyObjectWrapper<Coordinates> coordinateValues =
        new ReadOnlyObjectWrapper<>(this, "coordinateValues");
    private final WorldModel model;
    private volatile Tools tools;

    WorldInspector(WorldModel model, WorldEngine engine, RenderPool pool) {
        this.model = model;
        this.engine = engine;
        explains = new LatestWins<>(pool::execute, this::explain, e -> Platform.runLater(
            () -> explained.set(new Explained(null, null, "could not explain: " + e))));
        profiles = new LatestWins<>(pool::execute, this::profile, e -> { });
        // Until the pointer first points somewhere, the column plotted is the view's centre's, not none.
        model.viewProperty().addListener((o, was, now) -> profileCentre());
        structureExplains = new LatestWins<>(pool::execute, this::explainStructure, e -> Platform.runLater(
            () -> structureExplained.set(new StructureExplained(null, List.of(), "could not explain: " + e))));
        model.explainedStructureProperty().addListener((o, was, now) -> {
            if (now != null) {
                structureExplains.submit(now);
            }
        });
        coordinates = new LatestWins<>(pool::execute, this::coordinates, e -> { });
        model.explainSpotProperty().addListener((o, was, now) -> {
            explainOrNote(now);
            follow(now);
        });
        model.hoverSpotProperty().addListener((o, was, now) -> follow(now));
        model.savedWorldProperty().addListener((o, was, now) -> {
            // Another world shown: the place Explain explained is explained in it (or, in a saved world, the note
            // says why not), never left explaining the world shown before.
            if (model.loaded() != null) {
                WorldModel.Spot spot = model.explainSpotProperty().get();
                explainOrNote(spot);
                if (now == null) {
                    follow(spot);
                }
            }
        });
        model.loadedProperty().addListener((o, was, now) -> {
            follow(model.hoverSpotProperty().get());
            profileCentre();
            explainOrNote(model.explainSpotProperty().get());
        });
    }

    /**
     * Explains {@code spot} in the generated world on the pool, or, while a saved world is shown, says at once that
     * it cannot be explained there; nothing for null. (The Column tab's and the coordinates' column is the caller's:
     * {@link #follow}.)
     */
    private void explainOrNote(WorldModel.Spot spot) {
        if (spot == null) {
            return;
        }
        if (model.savedWorld() != null) {
            // A saved world holds blocks, not the noises that made them: nothing to trace.
            explained.set(new Explained(spot, null, "Explain works on generated worlds: a saved Minecraft "
                + "world holds its blocks, not the noises that made them. File › Back to generated world to "
                + "explain the same place as the seed makes it."));
            return;
        }
        explains.submit(spot);
    }

    /** A column to profile, and whether it stands for the view's centre. */
    private record Aim(WorldModel.Spot spot, boolean centre) {
    }

    private void follow(WorldModel.Spot spot) {
        if (spot != null && model.loaded() != null && model.savedWorld() == null) {
            profiles.submit(new Aim(spot, false));
            coordinates.submit(spot);
        }
    }

    /** Profiles the column at the view's centre while the pointer has pointed nowhere yet. */
    private void profileCentre() {
        if (model.hoverSpotProperty().get() == null && model.loaded() != null && model.savedWorld() == null) {
            var v = model.view();
            profiles.submit(new Aim(WorldModel.Spot.column((int) Math.floor(v.centreX()),
                (int) Math.floor(v.centreZ())), true));
        }
    }

    /** The latest explanation. */
    ReadOnlyObjectProperty<Explained> explainedProperty() {
        return explained.getReadOnlyProperty();
    }

    /** The latest structure explanation. */
    ReadOnlyObjectProperty<StructureExplained> structureExplainedProperty() {
        return structureExplained.getReadOnlyProperty();
    }

    private void explainStructure(org.terrainexplorer.session.StructureMarks.Mark mark, BooleanSupplier superseded) {
        LoadedWorld world = model.loaded();
        if (world == null || mark.start() == null) {
            return;
        }
        var explainer = new org.terrainexplorer.world.structure.StructureExplainer(world.structures());
        var start = mark.start();
        List<String> steps = new java.util.ArrayList<>(explainer.explain(mark.set(), start.chunkX(), start.chunkZ()));
        explainer.nearestFailed(mark.set(), start.chunkX(), start.chunkZ(), 48).ifPresent(steps::add);
        List<String> done = List.copyOf(steps);
        Platform.runLater(() -> {
            if (model.explainedStructureProperty().get() == mark) {
                structureExplained.set(new StructureExplained(mark, done, null));
            }
        });
    }

    /** The profile of the column last pointed at. */
    ReadOnlyObjectProperty<Profiled> profiledProperty() {
        return profiled.getReadOnlyProperty();
    }

    /** The spline coordinates where the pointer last was. */
    ReadOnlyObjectProperty<Coordinates> coordinatesProperty() {
        return coordinateValues.getReadOnlyProperty();
    }

    private Tools tools(LoadedWorld world) {
        Tools t = tools;
        if (t == null || t.world() != world) {
            Map<String, DensityFunction> coords = new HashMap<>();
            List<DensityFunction> roots = Arrays.asList(world.state().router().slots());
            Map<String, DensityFunction> named = SplineEdits.named(roots);
            for (String id : coordinateIds(world)) {
                DensityFunction f = named.get(id);
                if (f != null) {
                    coords.put(id, f);
                }
            }
            t = new Tools(world, new BlockExplainer(world.generator()), new ColumnProfile(world.generator()),
                Map.copyOf(coords));
            tools = t;
        }
        return t;
    }

    /** The ids of the named functions the world's splines use as coordinates. */
    static Set<String> coordinateIds(LoadedWorld world) {
        Set<String> ids = new LinkedHashSet<>();
        for (SplineEdits.Found f : SplineEdits.find(Arrays.asList(world.world().settings().router().slots()))) {
            collect(f.spline(), ids);
        }
        return ids;
    }

    private static void collect(CubicSpline s, Set<String> ids) {
        if (s instanceof CubicSpline.Multipoint m) {
            if (m.coordinate() instanceof Reference r) {
                ids.add(r.id());
            }
            for (int i = 0; i < m.size(); i++) {
                collect(m.value(i), ids);
            }
        }
    }

    private void explain(WorldModel.Spot spot, BooleanSupplier superseded) {
        LoadedWorld world = model.loaded();
        if (world == null) {
            return;
        }
        Explained result;
        try {
            ChunkPos pos = ChunkPos.ofBlock(spot.x(), spot.z());
            ChunkData chunk = engine.cachedChunk(world, pos);
            if (chunk == null) {
                chunk = world.generator().generate(pos, superseded);
            }
            int y = spot.y();
            if (spot.column()) {
                y = Math.max(world.world().minY(), chunk.worldSurface(spot.x() & 15, spot.z() & 15) - 1);
            }
            BlockExplanation e = tools(world).explainer().explain(spot.x(), y, spot.z(), chunk, superseded);
            result = new Explained(spot, e, null);
        } catch (java.util.concurrent.CancellationException e) {
            return;
        } catch (IllegalArgumentException e) {
            result = new Explained(spot, null, e.getMessage());
        }
        if (!superseded.getAsBoolean()) {
            Explained r = result;
            // (A saved world opened meanwhile keeps its note: the generated world under it is not what is shown.)
            Platform.runLater(() -> {
                if (model.savedWorld() == null) {
                    explained.set(r);
                }
            });
        }
    }

    private void profile(Aim aim, BooleanSupplier superseded) {
        LoadedWorld world = model.loaded();
        if (world == null) {
            return;
        }
        ColumnProfile.Profile p = tools(world).profiles().of(aim.spot().x(), aim.spot().z());
        if (!superseded.getAsBoolean()) {
            Platform.runLater(() -> profiled.set(new Profiled(world, p, aim.centre())));
        }
    }

    private void coordinates(WorldModel.Spot spot, BooleanSupplier superseded) {
        LoadedWorld world = model.loaded();
        if (world == null) {
            return;
        }
        Map<String, Double> values = new HashMap<>();
        // The splines' coordinates are flat-cached in the game: sampled at y 0 of the column.
        FunctionContext at = FunctionContext.of(spot.x(), 0, spot.z());
        for (Map.Entry<String, DensityFunction> e : tools(world).coordinates().entrySet()) {
            values.put(e.getKey(), e.getValue().compute(at));
        }
        if (!superseded.getAsBoolean()) {
            Coordinates c = new Coordinates(spot, Map.copyOf(values));
            Platform.runLater(() -> coordinateValues.set(c));
        }
    }
}
