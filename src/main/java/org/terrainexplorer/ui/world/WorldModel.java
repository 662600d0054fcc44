package org.terrainexplorer.ui.world;

import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.ui.common.UndoHistory;

/**
 * The voxel world mode's state as its panels see it: the settings that decide the world (with undo), the world
 * loaded from them (and the Minecraft world shown instead, if the settings name one), the map's view and layer,
 * the section line and layer, and the 3D view's settings. Written through its methods, read through properties.
 * FX thread only.
 */
public final class WorldModel {

    private final ReadOnlyObjectWrapper<WorldSettings> settings =
        new ReadOnlyObjectWrapper<>(this, "settings", WorldSettings.defaults());
    private final ReadOnlyObjectWrapper<LoadedWorld> loaded = new ReadOnlyObjectWrapper<>(this, "loaded");
    private final ReadOnlyObjectWrapper<SavedWorld> savedWorld = new ReadOnlyObjectWrapper<>(this, "savedWorld");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<WorldView> view =
        new ReadOnlyObjectWrapper<>(this, "view", new WorldView(0, 0, 1, 512, 512));
    private final ReadOnlyObjectWrapper<WorldView> preview = new ReadOnlyObjectWrapper<>(this, "preview");
    private final javafx.beans.binding.ObjectBinding<WorldView> shown = javafx.beans.binding.Bindings.createObjectBinding(
        () -> preview.get() != null ? preview.get() : view.get(), preview, view);
    private final ObjectProperty<WorldLayer> layer = new SimpleObjectProperty<>(this, "layer", WorldLayer.SURFACE);
    private final ObjectProperty<Boolean> chunkGrid = new SimpleObjectProperty<>(this, "chunkGrid", false);
    private final ObjectProperty<Integer> biomeY = new SimpleObjectProperty<>(this, "biomeY", 0);
    private final ReadOnlyObjectWrapper<SectionLine> section =
        new ReadOnlyObjectWrapper<>(this, "section", SectionLine.START);
    private final ObjectProperty<SectionRenderer.Layer> sectionLayer =
        new SimpleObjectProperty<>(this, "sectionLayer", SectionRenderer.Layer.BLOCKS);
    private final ReadOnlyObjectWrapper<IsoSettings> iso =
        new ReadOnlyObjectWrapper<>(this, "iso", IsoSettings.around(0, 0));
    private final ReadOnlyStringWrapper hoverText = new ReadOnlyStringWrapper(this, "hoverText", "");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final UndoHistory<WorldSettings> history = new UndoHistory<>();
    private final ReadOnlyObjectWrapper<Spot> hoverSpot = new ReadOnlyObjectWrapper<>(this, "hoverSpot");
    private final ReadOnlyObjectWrapper<Spot> explainSpot = new ReadOnlyObjectWrapper<>(this, "explainSpot");
    private final ObjectProperty<Long> cacheMegabytes = new SimpleObjectProperty<>(this, "cacheMegabytes", 512L);
    private final ObjectProperty<java.util.Set<String>> hiddenStructures =
        new SimpleObjectProperty<>(this, "hiddenStructures", java.util.Set.of());
    private final ReadOnlyObjectWrapper<Found> found = new ReadOnlyObjectWrapper<>(this, "found");
    private final ReadOnlyObjectWrapper<org.terrainexplorer.search.Match> searchMatch =
        new ReadOnlyObjectWrapper<>(this, "searchMatch");
    private final ReadOnlyObjectWrapper<org.terrainexplorer.session.StructureMarks.Mark> explainedStructure =
        new ReadOnlyObjectWrapper<>(this, "explainedStructure");

    // ------------------------------------------------------------------ settings and undo

    /** The settings that decide the world. */
    public ReadOnlyObjectProperty<WorldSettings> settingsProperty() {
        return settings.getReadOnlyProperty();
    }

    public WorldSettings settings() {
        return settings.get();
    }

    /** Changes the settings as one undo step (or as part of the current gesture). */
    public void change(WorldSettings next) {
        if (next.equals(settings.get())) {
            return;
        }
        history.record(settings.get());
        settings.set(next);
        updateUndo();
    }

    /** Replaces the settings without an undo step: the previous world stays after a load failed. */
    void revert(WorldSettings previous) {
        settings.set(previous);
        updateUndo();
    }

    /** Starts a gesture (a slider drag): its changes make one undo step. */
    public void beginGesture() {
        history.beginGesture();
    }

    /** Ends the gesture. */
    public void endGesture() {
        history.endGesture();
    }

    /** Undoes the last change of the settings. */
    public void undo() {
        Optional<WorldSettings> before = history.undo(settings.get());
        before.ifPresent(settings::set);
        updateUndo();
    }

    /** Redoes the last undone change. */
    public void redo() {
        Optional<WorldSettings> after = history.redo(settings.get());
        after.ifPresent(settings::set);
        updateUndo();
    }

    private void updateUndo() {
        canUndo.set(history.canUndo());
        canRedo.set(history.canRedo());
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    // ------------------------------------------------------------------ the loaded world

    /** The world made from the settings; null until the first load finishes. */
    public ReadOnlyObjectProperty<LoadedWorld> loadedProperty() {
        return loaded.getReadOnlyProperty();
    }

    public LoadedWorld loaded() {
        return loaded.get();
    }

    void setLoaded(LoadedWorld world) {
        loaded.set(world);
    }

    /**
     * The Minecraft world shown instead of generating (its chunks read from its region files), or null while the
     * generated world is shown. {@link #loaded()} stays the generated world under it, to return to.
     */
    public ReadOnlyObjectProperty<SavedWorld> savedWorldProperty() {
        return savedWorld.getReadOnlyProperty();
    }

    public SavedWorld savedWorld() {
        return savedWorld.get();
    }

    void setSavedWorld(SavedWorld world) {
        savedWorld.set(world);
    }

    /** Whether a world is being loaded. */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    void setLoading(boolean on) {
        loading.set(on);
    }

    // ------------------------------------------------------------------ the map

    /** The map's view. */
    public ReadOnlyObjectProperty<WorldView> viewProperty() {
        return view.getReadOnlyProperty();
    }

    public WorldView view() {
        return view.get();
    }

    /** Shows another part of the world or at another scale (not an undo step). */
    public void setView(WorldView next) {
        view.set(next);
    }

    /** A view shown in place of the map's while the overview is hovered; null otherwise. */
    public ReadOnlyObjectProperty<WorldView> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    void setPreview(WorldView v) {
        preview.set(v);
    }

    /** What the map shows: the preview while there is one, else the view. */
    public javafx.beans.binding.ObjectBinding<WorldView> shownView() {
        return shown;
    }

    /** The map's layer. */
    public ObjectProperty<WorldLayer> layerProperty() {
        return layer;
    }

    /** Whether the chunk grid is drawn. */
    public ObjectProperty<Boolean> chunkGridProperty() {
        return chunkGrid;
    }

    /** The height whose biomes the layer of biomes at a height shows. */
    public ObjectProperty<Integer> biomeYProperty() {
        return biomeY;
    }

    // ------------------------------------------------------------------ the section and the 3D view

    /** The section's line. */
    public ReadOnlyObjectProperty<SectionLine> sectionProperty() {
        return section.getReadOnlyProperty();
    }

    public SectionLine section() {
        return section.get();
    }

    /** The shortest section line the map draws with the mouse, in blocks. */
    public static final int MIN_SECTION = 16;

    public void setSection(SectionLine line) {
        section.set(line);
    }

    /**
     * Moves the map to centre on (x, z), as a jump (go to, Home, the spawn), not a pan: a section line left wholly
     * outside the new view follows, along x through the new centre with its length, so the section shows the place
     * the map went to. A line that crosses the view, even with both ends outside it, stays.
     */
    public void jumpTo(double x, double z) {
        WorldView v = view().centredOn(x, z);
        setView(v);
        SectionLine line = section();
        if (!crosses(line, v)) {
            setSection(SectionLine.alongX((int) Math.floor(v.centreX()), (int) Math.floor(v.centreZ()), line.length()));
        }
    }

    /** Whether any part of the line lies in the view's rectangle (the segment clipped to it, Liang–Barsky). */
    static boolean crosses(SectionLine line, WorldView v) {
        double halfW = v.width() * v.blocksPerPixel() / 2.0;
        double halfH = v.height() * v.blocksPerPixel() / 2.0;
        double x0 = line.ax() - v.centreX();
        double z0 = line.az() - v.centreZ();
        double dx = line.bx() - line.ax();
        double dz = line.bz() - line.az();
        double[] p = {-dx, dx, -dz, dz};
        double[] q = {x0 + halfW, halfW - x0, z0 + halfH, halfH - z0};
        double from = 0;
        double to = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return false;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    from = Math.max(from, t);
                } else {
                    to = Math.min(to, t);
                }
            }
        }
        return from <= to;
    }

    /** What the section shows. */
    public ObjectProperty<SectionRenderer.Layer> sectionLayerProperty() {
        return sectionLayer;
    }

    /** The 3D view's settings. */
    public ReadOnlyObjectProperty<IsoSettings> isoProperty() {
        return iso.getReadOnlyProperty();
    }

    public IsoSettings iso() {
        return iso.get();
    }

    public void setIso(IsoSettings next) {
        iso.set(next);
    }

    // ------------------------------------------------------------------ the rest

    /** What is under the pointer, for the status bar. */
    public ReadOnlyStringProperty hoverTextProperty() {
        return hoverText.getReadOnlyProperty();
    }

    void setHoverText(String text) {
        hoverText.set(text);
    }

    /**
     * A place in the world the pointer or a click points at: a block of the section, or a column of the map
     * ({@code column} true: its top block is meant and {@code y} is unknown).
     */
    public record Spot(int x, int y, int z, boolean column) {

        /** A block. */
        public static Spot block(int x, int y, int z) {
            return new Spot(x, y, z, false);
        }

        /** The top of a column. */
        public static Spot column(int x, int z) {
            return new Spot(x, 0, z, true);
        }
    }

    /** Where the pointer is over the map or the section; null when it is over neither. */
    public ReadOnlyObjectProperty<Spot> hoverSpotProperty() {
        return hoverSpot.getReadOnlyProperty();
    }

    void setHoverSpot(Spot spot) {
        hoverSpot.set(spot);
    }

    /** The block "explain this block" is about; null until the user asks. */
    public ReadOnlyObjectProperty<Spot> explainSpotProperty() {
        return explainSpot.getReadOnlyProperty();
    }

    /** Asks why the block (or the column's top block) at {@code spot} is what it is. */
    public void explain(Spot spot) {
        explainSpot.set(spot);
    }

    /** The chunk cache's budget, in megabytes. */
    public ObjectProperty<Long> cacheMegabytesProperty() {
        return cacheMegabytes;
    }

    /** The structure kinds the map hides ("village", "mineshaft"); none by default. */
    public ObjectProperty<java.util.Set<String>> hiddenStructuresProperty() {
        return hiddenStructures;
    }

    /** Shows or hides a kind of structure on the map. */
    public void showStructures(String kind, boolean shown) {
        java.util.Set<String> next = new java.util.TreeSet<>(hiddenStructures.get());
        if (shown) {
            next.remove(kind);
        } else {
            next.add(kind);
        }
        hiddenStructures.set(java.util.Set.copyOf(next));
    }

    /** The structure Explain describes; null until the user clicks one. */
    public ReadOnlyObjectProperty<org.terrainexplorer.session.StructureMarks.Mark> explainedStructureProperty() {
        return explainedStructure.getReadOnlyProperty();
    }

    /** Asks why a structure is where it is. */
    public void explainStructure(org.terrainexplorer.session.StructureMarks.Mark mark) {
        explainedStructure.set(mark);
    }

    /** A structure the map's go-to found: where and what, in the world it was found in (marked while shown). */
    public record Found(org.terrainexplorer.session.LoadedWorld world, int x, int z, String label) {
    }

    /** The structure the map's go-to found last, or null. */
    public ReadOnlyObjectProperty<Found> foundProperty() {
        return found.getReadOnlyProperty();
    }

    /** Marks a structure the go-to found (null: none). */
    public void markFound(Found f) {
        found.set(f);
    }

    /** The search match the map marks (the seed a Search result opened), or null. */
    public ReadOnlyObjectProperty<org.terrainexplorer.search.Match> searchMatchProperty() {
        return searchMatch.getReadOnlyProperty();
    }

    /**
     * Opens a search's match: its world (release, dimension, built-in world or datapack) with the match's seed, as
     * one undo step, the map centred on the first place a condition matched at, and the places marked.
     */
    public void showSearchMatch(org.terrainexplorer.search.SearchSpec spec, org.terrainexplorer.search.Match match) {
        WorldSettings s = settings().withSeed(Long.toString(match.seed())).withDimension(spec.dimension());
        if (spec.version() != null) {
            s = s.withVersion(spec.version());
        }
        s = spec.datapack() != null ? s.withDatapack(spec.datapack()) : s.withDatapack(null).withBuiltin(spec.world());
        change(s);
        searchMatch.set(match);
        for (java.util.List<org.terrainexplorer.search.Match.Place> places : match.where().values()) {
            for (org.terrainexplorer.search.Match.Place p : places) {
                if (p.located()) {
                    jumpTo(p.x() + 0.5, p.z() + 0.5);
                    return;
                }
            }
        }
    }
}
