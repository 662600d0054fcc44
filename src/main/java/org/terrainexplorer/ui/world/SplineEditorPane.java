package org.terrainexplorer.ui.world;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.Reference;
import org.terrainexplorer.world.density.SplineEdits;
import org.terrainexplorer.world.density.SplinePoints;
import org.terrainexplorer.world.json.Ids;

/**
 * The spline editor: the terrain-shaping splines of the current world (offset, factor, jaggedness, and any
 * {@code spline} function of a datapack) drawn as curves over their coordinates. Drag a point (one undo step per
 * drag), drag its derivative handle, double-click to add a point, Delete to remove one, or type exact numbers; a
 * point whose value is a spline opens it (double-click, or the overview's thumbnails), with breadcrumbs back out.
 * Edits the format cannot hold are refused with a message and change nothing. The curve's nested values, and the
 * red mark, come from where the pointer last was on the map or the section. Saves the edits as a datapack.
 */
final class SplineEditorPane extends VBox {

    private enum Drag { NONE, POINT, HANDLE }

    private final WorldModel model;
    private final RenderPool pool;
    private final WorldDialogs dialogs;
    private final Consumer<String> status;
    private final ChoiceBox<SplineEdits.Found> choice = new ChoiceBox<>();
    private final javafx.scene.layout.FlowPane crumbs = new javafx.scene.layout.FlowPane(2, 0);
    private final SplineCanvas canvas = new SplineCanvas();
    private final SplinePointFields fields = new SplinePointFields(this::typed);
    private final Label message = new Label();
    private final SplineDatapackSave saver;
    private final NestedSplinesOverview overview = new NestedSplinesOverview();
    private List<SplineEdits.Found> found = List.of();
    private List<Integer> path = List.of();
    private int selected = -1;
    private Map<String, Double> coordinates = Map.of();
    private final CubicSpline.Coordinates at = f -> f instanceof Reference r
        ? coordinates.getOrDefault(r.id(), 0.0).floatValue() : 0.0F;
    private Drag drag = Drag.NONE;
    private boolean changedInDrag;
    private LoadedWorld shownWorld;

    SplineEditorPane(WorldModel model, WorldInspector inspector, RenderPool pool, WorldDialogs dialogs,
                     Consumer<String> status) {
        super(6);
        this.model = model;
        this.pool = pool;
        this.dialogs = dialogs;
        this.status = status;
        this.saver = new SplineDatapackSave(model, pool, dialogs, status, message::setText,
            () -> getScene() == null ? null : getScene().getWindow());
        setId("spline-editor");
        getStyleClass().add(WorldStyles.PANEL);

        choice.setId("spline-choice");
        choice.setConverter(new StringConverter<>() {
            @Override
            public String toString(SplineEdits.Found f) {
                return f == null ? "" : title(f) + (model.settings().splines().containsKey(f.key()) ? " (edited)" : "");
            }

            @Override
            public SplineEdits.Found fromString(String s) {
                return null;
            }
        });
        choice.valueProperty().addListener((o, was, now) -> {
            if (now != null && (was == null || !was.key().equals(now.key()))) {
                path = List.of();
                selected = -1;
                reframe();
                refresh();
            }
        });
        Button revert = button("spline-revert", "Revert", "Put this spline back as the world has it (one undo step)");
        revert.setOnAction(e -> revert());
        HBox top = new HBox(6, new Label("Spline"), choice, revert);
        top.setAlignment(Pos.CENTER_LEFT);
        crumbs.setId("spline-crumbs");
        crumbs.setAlignment(Pos.CENTER_LEFT);
        crumbs.setPrefWrapLength(360);

        Pane area = new Pane(canvas);
        area.setMinSize(200, 160);
        area.setPrefHeight(260);
        canvas.widthProperty().bind(area.widthProperty());
        canvas.heightProperty().bind(area.heightProperty());
        canvas.widthProperty().addListener(o -> redraw());
        canvas.heightProperty().addListener(o -> redraw());
        VBox.setVgrow(area, Priority.ALWAYS);
        canvas.setOnMousePressed(this::pressed);
        canvas.setOnMouseDragged(this::dragged);
        canvas.setOnMouseReleased(this::released);
        canvas.setOnMouseClicked(this::clicked);
        canvas.setFocusTraversable(true);
        canvas.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
                deleteSelected();
            }
        });

        Button add = button("spline-add", "Add point", "Add a point halfway along the selected point's segment "
            + "(or double-click the curve)");
        add.setOnAction(e -> addPoint());
        Button delete = button("spline-delete", "Delete point", "Delete the selected point (Delete key)");
        delete.setOnAction(e -> deleteSelected());
        Button open = button("spline-open", "Open nested", "Open the selected point's own spline (double-click it)");
        open.setOnAction(e -> openSelected());
        HBox actions = new HBox(6, add, delete, open);

        message.setId("spline-message");
        message.setWrapText(true);
        message.getStyleClass().add(WorldStyles.HINT);


        Button saveFolder = button("spline-save-folder", "Save as datapack folder…",
            "Write the edited functions (and edited noises) as a datapack folder the game and the explorer open");
        saveFolder.setOnAction(e -> saver.save(false));
        Button saveZip = button("spline-save-zip", "…as zip", "The same datapack as one zip file");
        saveZip.setOnAction(e -> saver.save(true));
        HBox saves = new HBox(6, saveFolder, saveZip);
        Label hint = new Label("Drag points and the orange derivative handle; shift-drag keeps the location. "
            + "Double-click the curve to add a point, a hollow point to open its spline. The red line is where the "
            + "pointer was on the map.");
        hint.setWrapText(true);
        hint.getStyleClass().add(WorldStyles.HINT);
        for (Label l : List.of(message, overview.title(), hint)) {
            // Whole lines: in a low window the pane scrolls rather than cutting them short.
            l.setWrapText(true);
            l.setMinHeight(Region.USE_PREF_SIZE);
        }
        getChildren().addAll(top, crumbs, area, fields, actions, message, overview.title(), overview, saves, hint);

        model.loadedProperty().addListener((o, was, now) -> worldChanged(now));
        model.settingsProperty().addListener((o, was, now) -> {
            if (drag == Drag.NONE) {
                refresh();
            } else {
                redraw();
            }
        });
        inspector.coordinatesProperty().addListener((o, was, now) -> {
            if (now != null) {
                coordinates = now.values();
                if (drag == Drag.NONE) {
                    redraw();
                }
            }
        });
        worldChanged(model.loaded());
        // A saved world is shown as it was saved: its splines cannot change it.
        model.savedWorldProperty().addListener((o, was, now) -> setDisable(now != null));
    }

    private static Button button(String id, String text, String tip) {
        Button b = new Button(text);
        b.setId(id);
        b.setTooltip(new Tooltip(tip));
        return b;
    }

    /** A spline's name in the list: its function without the namespace and the overworld's folder. */
    static String title(SplineEdits.Found f) {
        String name = Ids.shortName(f.function());
        if (name.startsWith("overworld/")) {
            name = name.substring("overworld/".length());
        }
        return f.index() == 0 ? name : name + " #" + (f.index() + 1);
    }

    // ------------------------------------------------------------------ what is shown

    private void worldChanged(LoadedWorld world) {
        if (world == null || shownWorld != null && shownWorld.base() == world.base()) {
            shownWorld = world;
            refresh();
            return;
        }
        shownWorld = world;
        String key = choice.getValue() == null ? null : choice.getValue().key();
        found = SplineEdits.find(Arrays.asList(world.base().settings().router().slots()));
        choice.getItems().setAll(found);
        Optional<SplineEdits.Found> keep = found.stream().filter(f -> f.key().equals(key)).findFirst();
        choice.setValue(keep.orElse(found.isEmpty() ? null : found.get(0)));
        // Another world's note (its lack of splines, a refusal) does not carry over to this one.
        message.setText(found.isEmpty() ? "This world has no splines in its noise router." : "");
        reframe();
        refresh();
    }

    /** The outermost spline being edited, with the settings' edit if there is one. */
    CubicSpline root() {
        SplineEdits.Found f = choice.getValue();
        if (f == null) {
            return null;
        }
        return model.settings().splines().getOrDefault(f.key(), f.spline());
    }

    /** The spline at the current path, or null. */
    CubicSpline.Multipoint current() {
        CubicSpline root = root();
        if (root == null) {
            return null;
        }
        try {
            return SplinePoints.at(root, path);
        } catch (IllegalArgumentException e) {
            path = List.of();
            selected = -1;
            return root instanceof CubicSpline.Multipoint m ? m : null;
        }
    }

    /** Rebuilds everything shown from the settings: fields, breadcrumbs, overview and the curve. */
    private void refresh() {
        CubicSpline.Multipoint m = current();
        if (m != null && selected >= m.size()) {
            selected = -1;
        }
        crumbs();
        fields.show(m, selected);
        overview(m);
        redraw();
        if (m != null && !m.increasing()) {
            // A datapack may hold such a curve; the game searches its points as given, and so does the plot.
            message.setText("This curve's point locations do not increase; it is drawn as the game evaluates it.");
        }
        int i = choice.getSelectionModel().getSelectedIndex();
        if (i >= 0) {
            // Re-render the list's "(edited)" marks.
            choice.setConverter(choice.getConverter());
        }
    }

    private void reframe() {
        CubicSpline.Multipoint m = current();
        if (m != null) {
            canvas.frame(m, at, marker(m));
        }
    }

    private Double marker(CubicSpline.Multipoint m) {
        return m.coordinate() instanceof Reference r ? coordinates.get(r.id()) : null;
    }

    private void redraw() {
        CubicSpline.Multipoint m = current();
        if (m != null) {
            // The plot is scaled to the curve: while a point is dragged it only grows (the axes stay still under
            // the pointer), otherwise it fits the curve as its nested values and edits now make it.
            if (drag == Drag.NONE) {
                canvas.frame(m, at, marker(m));
            } else {
                canvas.include(m, at);
            }
        }
        canvas.draw(m, at, selected, m == null ? null : marker(m), m == null ? "" : coordinateName(m));
    }

    private static String coordinateName(CubicSpline.Multipoint m) {
        return m.coordinate() instanceof Reference r ? Ids.shortName(r.id()).replace("overworld/", "")
            : m.coordinate().type();
    }

    private void crumbs() {
        crumbs.getChildren().clear();
        CubicSpline root = root();
        if (!(root instanceof CubicSpline.Multipoint m)) {
            return;
        }
        SplineEdits.Found f = choice.getValue();
        Hyperlink first = crumb(0, title(f) + " over " + coordinateName(m));
        crumbs.getChildren().add(first);
        CubicSpline at = root;
        for (int level = 0; level < path.size(); level++) {
            CubicSpline.Multipoint outer = (CubicSpline.Multipoint) at;
            int index = path.get(level);
            at = outer.value(index);
            crumbs.getChildren().add(new Label("›"));
            crumbs.getChildren().add(crumb(level + 1, String.format(Locale.ROOT, "point %d (%s %s) over %s",
                index + 1, coordinateName(outer), SplineCanvas.fmt(outer.location(index)),
                coordinateName((CubicSpline.Multipoint) at))));
        }
    }

    private Hyperlink crumb(int level, String text) {
        Hyperlink link = new Hyperlink(text);
        link.setId("spline-crumb-" + level);
        link.setOnAction(e -> openPath(path.subList(0, Math.min(level, path.size()))));
        return link;
    }

    private void overview(CubicSpline.Multipoint m) {
        overview.show(m, at, i -> {
            List<Integer> next = new ArrayList<>(path);
            next.add(i);
            openPath(next);
        }, SplineEditorPane::coordinateName);
    }

    // ------------------------------------------------------------------ navigation (also for Learn and tests)

    /** Shows the spline whose key ends with {@code keySuffix} (e.g. {@code overworld/factor#0}), at its top. */
    boolean show(String keySuffix) {
        for (SplineEdits.Found f : found) {
            if (f.key().endsWith(keySuffix)) {
                choice.setValue(f);
                openPath(List.of());
                return true;
            }
        }
        return false;
    }

    /**
     * Shows a spline (by key ending) and opens, level by level, the nested point nearest to each location whose
     * value is a spline.
     */
    boolean showNested(String keySuffix, float... nestedAt) {
        if (!show(keySuffix)) {
            return false;
        }
        List<Integer> next = new ArrayList<>();
        for (float target : nestedAt) {
            CubicSpline.Multipoint m = SplinePoints.at(root(), next);
            int best = -1;
            for (int i = 0; i < m.size(); i++) {
                if (m.value(i) instanceof CubicSpline.Multipoint
                    && (best < 0 || Math.abs(m.location(i) - target) < Math.abs(m.location(best) - target))) {
                    best = i;
                }
            }
            if (best < 0) {
                break;
            }
            next.add(best);
        }
        openPath(next);
        return true;
    }

    /** Opens the nested spline at {@code next}. */
    void openPath(List<Integer> next) {
        CubicSpline root = root();
        try {
            SplinePoints.at(root, next);
        } catch (IllegalArgumentException e) {
            message.setText(e.getMessage());
            return;
        }
        path = List.copyOf(next);
        selected = -1;
        message.setText("");
        reframe();
        refresh();
    }

    /** Selects point {@code i} of the current spline. */
    void select(int i) {
        CubicSpline.Multipoint m = current();
        selected = m == null || i < 0 || i >= m.size() ? -1 : i;
        refresh();
    }

    List<Integer> path() {
        return path;
    }

    int selected() {
        return selected;
    }

    SplineCanvas canvas() {
        return canvas;
    }

    /** The coordinates the curve's nested values are evaluated at (where the pointer last was), for tests. */
    Map<String, Double> coordinates() {
        return coordinates;
    }

    /** Evaluates the shown spline's curve as it is drawn, for tests. */
    float curveAt(float x) {
        return current().evaluate(x, at);
    }

    String message() {
        return message.getText();
    }

    private void openSelected() {
        CubicSpline.Multipoint m = current();
        if (m == null || selected < 0) {
            message.setText("Select a point first.");
            return;
        }
        if (!(m.value(selected) instanceof CubicSpline.Multipoint)) {
            message.setText("Point " + (selected + 1) + "'s value is a number, not a spline.");
            return;
        }
        List<Integer> next = new ArrayList<>(path);
        next.add(selected);
        openPath(next);
    }

    // ------------------------------------------------------------------ editing

    /** Applies an edit of the current spline, or shows why it is refused; true when applied. */
    private boolean apply(java.util.function.UnaryOperator<CubicSpline> edit) {
        SplineEdits.Found f = choice.getValue();
        if (f == null) {
            return false;
        }
        try {
            CubicSpline next = edit.apply(root());
            message.setText("");
            model.change(model.settings().withSpline(f.key(), next));
            return true;
        } catch (IllegalArgumentException e) {
            message.setText("Refused: " + e.getMessage() + ".");
            return false;
        }
    }

    private void pressed(MouseEvent e) {
        canvas.requestFocus();
        CubicSpline.Multipoint m = current();
        if (m == null || e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        if (selected >= 0) {
            double[] h = canvas.handle(m, selected, at);
            if (Math.hypot(h[0] - e.getX(), h[1] - e.getY()) <= SplineCanvas.HIT) {
                begin(Drag.HANDLE);
                return;
            }
        }
        int hit = canvas.pointAt(m, at, e.getX(), e.getY());
        if (hit >= 0) {
            selected = hit;
            begin(Drag.POINT);
            refresh();
        }
    }

    private void begin(Drag kind) {
        drag = kind;
        changedInDrag = false;
        model.beginGesture();
    }

    private void dragged(MouseEvent e) {
        CubicSpline.Multipoint m = current();
        if (drag == Drag.NONE || m == null || selected < 0) {
            return;
        }
        int i = selected;
        float loc = m.location(i);
        float val = m.value(i) instanceof CubicSpline.Constant c ? c.value() : 0.0F;
        float der = m.derivative(i);
        if (drag == Drag.POINT) {
            float newLoc = e.isShiftDown() ? loc : (float) canvas.xAt(e.getX());
            float newVal = (float) canvas.valueAt(e.getY());
            changedInDrag |= apply(root -> SplinePoints.withPoint(root, path, i, newLoc, newVal, der));
        } else {
            double dx = canvas.xAt(e.getX()) - loc;
            double dv = canvas.valueAt(e.getY()) - m.value(i).apply(at);
            if (Math.abs(e.getX() - canvas.px(loc)) < 2) {
                message.setText("Refused: a vertical tangent has no finite derivative.");
                return;
            }
            float newDer = (float) (dv / dx);
            changedInDrag |= apply(root -> SplinePoints.withPoint(root, path, i, loc, val, newDer));
        }
        fields.show(current(), selected);
        redraw();
    }

    private void released(MouseEvent e) {
        if (drag != Drag.NONE) {
            drag = Drag.NONE;
            model.endGesture();
            if (changedInDrag) {
                reframe();
            }
            refresh();
        }
    }

    private void clicked(MouseEvent e) {
        if (e.getClickCount() != 2 || e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        CubicSpline.Multipoint m = current();
        if (m == null) {
            return;
        }
        int hit = canvas.pointAt(m, at, e.getX(), e.getY());
        if (hit >= 0) {
            selected = hit;
            openSelected();
            return;
        }
        addPointAt((float) canvas.xAt(e.getX()));
    }

    private void addPoint() {
        CubicSpline.Multipoint m = current();
        if (m == null) {
            return;
        }
        int i = Math.max(0, selected);
        float x = i < m.size() - 1 ? (m.location(i) + m.location(i + 1)) / 2 : m.location(i) + 0.1F;
        addPointAt(x);
    }

    /** Adds a point on the curve at {@code x}, with the curve's value and slope there. */
    private void addPointAt(float x) {
        CubicSpline.Multipoint m = current();
        float v = m.evaluate(x, at);
        float h = 1e-3F;
        float slope = (m.evaluate(x + h, at) - m.evaluate(x - h, at)) / (2 * h);
        int[] index = new int[1];
        if (apply(root -> {
            SplinePoints.Added added = SplinePoints.withAddedPoint(root, path, x, v, slope);
            index[0] = added.index();
            return added.root();
        })) {
            selected = index[0];
            refresh();
        }
    }

    private void deleteSelected() {
        if (selected < 0) {
            message.setText("Select a point first.");
            return;
        }
        int i = selected;
        if (apply(root -> SplinePoints.withoutPoint(root, path, i))) {
            selected = -1;
            refresh();
        }
    }

    private void typed() {
        CubicSpline.Multipoint m = current();
        if (m == null || selected < 0) {
            return;
        }
        int i = selected;
        try {
            SplinePointFields.Typed t = fields.read(m, i);
            if (apply(root -> SplinePoints.withPoint(root, path, i, t.location(), t.value(), t.derivative()))) {
                reframe();
                refresh();
            }
        } catch (IllegalArgumentException e) {
            message.setText("Refused: " + e.getMessage() + ".");
        }
    }

    private void revert() {
        SplineEdits.Found f = choice.getValue();
        if (f != null && model.settings().splines().containsKey(f.key())) {
            model.change(model.settings().withSpline(f.key(), null));
            path = List.of();
            selected = -1;
            reframe();
            refresh();
        }
    }
}
