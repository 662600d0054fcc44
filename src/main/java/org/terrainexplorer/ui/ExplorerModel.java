package org.terrainexplorer.ui;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.terrainexplorer.render.Frame;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.ui.common.UndoHistory;

/**
 * The window's state, as the panels see it: the parameters, the view, the preview of a distant region
 * while the minimap is hovered, the last frame shown, and undo. Writable only through its methods, which
 * validate; read through read-only properties, to which the panels bind. FX thread only.
 */
public final class ExplorerModel {

    private final ReadOnlyObjectWrapper<TerrainParams> params =
        new ReadOnlyObjectWrapper<>(this, "params", TerrainParams.defaults());
    private final ReadOnlyObjectWrapper<Viewport> viewport =
        new ReadOnlyObjectWrapper<>(this, "viewport", Viewport.home(512, 512));
    private final ReadOnlyObjectWrapper<Viewport> preview = new ReadOnlyObjectWrapper<>(this, "preview");
    /** Whether the view is the home view (until moved): then a resize keeps it the home view of the new size. */
    private boolean atHome = true;
    private final ObjectBinding<Viewport> shown;
    private final ReadOnlyObjectWrapper<Frame> frame = new ReadOnlyObjectWrapper<>(this, "frame");
    private final ReadOnlyBooleanWrapper rendering = new ReadOnlyBooleanWrapper(this, "rendering");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ReadOnlyStringWrapper hoverText = new ReadOnlyStringWrapper(this, "hoverText", "");
    private final Map<Param, ObjectBinding<Object>> values = new EnumMap<>(Param.class);
    private final UndoHistory<TerrainParams> history = new UndoHistory<>();
    private final ReadOnlyBooleanWrapper latticeOverlay = new ReadOnlyBooleanWrapper(this, "latticeOverlay", false);

    public ExplorerModel() {
        shown = Bindings.createObjectBinding(() -> preview.get() != null ? preview.get() : viewport.get(),
            preview, viewport);
        for (Param p : Param.values()) {
            values.put(p, Bindings.createObjectBinding(() -> params.get().get(p), params));
        }
    }

    // ------------------------------------------------------------------ parameters

    /** The current parameters. */
    public ReadOnlyObjectProperty<TerrainParams> paramsProperty() {
        return params.getReadOnlyProperty();
    }

    public TerrainParams params() {
        return params.get();
    }

    /** One parameter's current value, for a control to follow. */
    public ObjectBinding<Object> valueOf(Param param) {
        return values.get(param);
    }

    /**
     * Sets a parameter, recording an undo step (one per gesture); an invalid value throws
     * {@link IllegalArgumentException} naming what is wrong and leaves everything unchanged.
     */
    public void set(Param param, Object value) {
        TerrainParams next = params.get().with(param, value);
        replaceParams(next);
    }

    /** Replaces every parameter at once (a preset), as one undo step. */
    public void setAll(TerrainParams next) {
        history.endGesture();
        replaceParams(next);
    }

    private void replaceParams(TerrainParams next) {
        if (next.equals(params.get())) {
            return;
        }
        history.record(params.get());
        params.set(next);
        updateUndoState();
    }

    /** Starts a gesture (a slider drag): its changes undo as one step. */
    public void beginGesture() {
        history.beginGesture();
    }

    /** Ends the current gesture. */
    public void endGesture() {
        history.endGesture();
    }

    /** Goes back one step; returns whether there was one. */
    public boolean undo() {
        Optional<TerrainParams> previous = history.undo(params.get());
        previous.ifPresent(params::set);
        updateUndoState();
        return previous.isPresent();
    }

    /** Goes forward one step; returns whether there was one. */
    public boolean redo() {
        Optional<TerrainParams> next = history.redo(params.get());
        next.ifPresent(params::set);
        updateUndoState();
        return next.isPresent();
    }

    private void updateUndoState() {
        canUndo.set(history.canUndo());
        canRedo.set(history.canRedo());
    }

    /** What going to {@code other} would change, for a menu item: " Water level", " 5 changes". */
    private String changesTo(TerrainParams other) {
        var changed = params.get().differences(other);
        if (changed.isEmpty()) {
            return "";
        }
        if (changed.size() > 2) {
            return " " + changed.size() + " changes";
        }
        StringBuilder text = new StringBuilder();
        for (Param p : changed) {
            text.append(text.length() == 0 ? " " : ", ").append(p.label());
        }
        return text.toString();
    }

    /**
     * The Undo menu item's text: "Undo" and what it would change. Computed when asked (as the menu opens),
     * not at every change of a drag.
     */
    public String undoText() {
        return "Undo" + history.peekUndo().map(this::changesTo).orElse("");
    }

    /** The Redo menu item's text. */
    public String redoText() {
        return "Redo" + history.peekRedo().map(this::changesTo).orElse("");
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    // ------------------------------------------------------------------ the view

    /** The view the maps show when the minimap is not hovered. */
    public ReadOnlyObjectProperty<Viewport> viewportProperty() {
        return viewport.getReadOnlyProperty();
    }

    public Viewport viewport() {
        return viewport.get();
    }

    /** Moves or resizes the view. */
    public void setViewport(Viewport next) {
        atHome = false;
        viewport.set(next);
    }

    /**
     * The map size in pixels changed: keep the centre and scale, or, while the view is still the home view,
     * make it the home view of the new size (so the first layout shows home, not a 512-pixel guess).
     */
    public void resize(int width, int height) {
        Viewport v = viewport.get();
        if (v.width() != width || v.height() != height) {
            viewport.set(atHome ? Viewport.home(width, height) : v.withSize(width, height));
        }
    }

    /** Back to the home view: the origin, one world unit across the shorter side. */
    public void home() {
        Viewport v = viewport.get();
        viewport.set(Viewport.home(v.width(), v.height()));
        atHome = true;
    }

    /** The distant region shown while the minimap is hovered, or null. */
    public ReadOnlyObjectProperty<Viewport> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** Shows a distant region centred on (x, y) without moving the view; {@link #endPreview} restores it. */
    public void preview(double x, double y) {
        preview.set(viewport.get().centredOn(x, y));
    }

    public void endPreview() {
        preview.set(null);
    }

    /** What the maps show: the preview if any, else the view. */
    public ObjectBinding<Viewport> shownViewport() {
        return shown;
    }

    /** Whether the lattice is drawn over the elevation map when zoomed in far enough. */
    public ReadOnlyBooleanProperty latticeOverlayProperty() {
        return latticeOverlay.getReadOnlyProperty();
    }

    public void setLatticeOverlay(boolean on) {
        latticeOverlay.set(on);
    }

    // ------------------------------------------------------------------ what is on screen

    /** The last full frame shown in the maps. */
    public ReadOnlyObjectProperty<Frame> frameProperty() {
        return frame.getReadOnlyProperty();
    }

    void showFrame(Frame shownFrame) {
        frame.set(shownFrame);
    }

    /** Whether a render is running. */
    public ReadOnlyBooleanProperty renderingProperty() {
        return rendering.getReadOnlyProperty();
    }

    void setRendering(boolean busy) {
        rendering.set(busy);
    }

    /** What lies under the pointer: coordinates and the values there. */
    public ReadOnlyStringProperty hoverTextProperty() {
        return hoverText.getReadOnlyProperty();
    }

    void setHoverText(String text) {
        hoverText.set(text);
    }
}
