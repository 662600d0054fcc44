package org.terrainexplorer.ui.world;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.StructureMarks;
import org.terrainexplorer.world.structure.StructureKinds;
import org.terrainexplorer.world.structure.StructureSet;

/**
 * The map's structure legend: each kind of structure the world can have, with its icon and how many are in view,
 * as a check box that shows or hides it on the map (the starts and the terrain they adapt stay: the World panel's
 * Structures switch turns those off).
 */
final class StructureLegend extends FlowPane {

    /** The widest count each box keeps room for (more digits widen the box, rarely, far out). */
    private static final String COUNT_ROOM = " 888";

    private final WorldModel model;
    private final Map<String, CheckBox> boxes = new LinkedHashMap<>();
    private LoadedWorld shownFor;
    private StructureOverlay.Marks counted;
    /** Whether each box has its room for a count, measured with the scene's style. */
    private boolean roomReserved;

    StructureLegend(WorldModel model, StructureOverlay overlay) {
        super(8, 2);
        this.model = model;
        setId("world-structure-legend");
        setAlignment(Pos.CENTER_LEFT);
        model.loadedProperty().addListener((o, was, now) -> rebuild(now));
        overlay.marksProperty().addListener((o, was, now) -> counts(now));
        model.hiddenStructuresProperty().addListener((o, was, now) ->
            boxes.forEach((kind, box) -> box.setSelected(!now.contains(kind))));
        managedProperty().bind(visibleProperty());
        sceneProperty().addListener((o, was, now) -> reserveCountRoom());
        rebuild(model.loaded());
    }

    private void rebuild(LoadedWorld world) {
        if (world == shownFor) {
            return;
        }
        shownFor = world;
        getChildren().clear();
        boxes.clear();
        if (world == null || world.structures().possibleSets().isEmpty()) {
            setVisible(false);
            return;
        }
        TreeSet<String> kinds = new TreeSet<>();
        for (StructureSet set : world.structures().possibleSets()) {
            set.entries().forEach(e -> kinds.add(StructureKinds.kind(e.structure().id())));
        }
        Label title = new Label("Structures:");
        getChildren().add(title);
        for (String kind : kinds) {
            CheckBox box = new CheckBox(StructureKinds.title(kind));
            box.setId("structure-kind-" + kind.replace(':', '-'));
            box.setGraphic(StructureIcons.icon(kind));
            box.setSelected(!model.hiddenStructuresProperty().get().contains(kind));
            box.setTooltip(new Tooltip("Show or hide " + StructureKinds.title(kind).toLowerCase(java.util.Locale.ROOT)
                + " on the map (the number beside it: how many are in view); click an icon to see why it is there"));
            box.selectedProperty().addListener((o, was, on) -> model.showStructures(kind, on));
            boxes.put(kind, box);
            getChildren().add(box);
        }
        setVisible(true);
        roomReserved = false;
        reserveCountRoom();
    }

    /**
     * Gives each box the width it has with a count of {@link #COUNT_ROOM}'s digits, so the counts arriving (or
     * changing as the map moves) do not re-flow the rows and move the map below. Needs the scene's style: done
     * when the legend is in a scene.
     */
    private void reserveCountRoom() {
        if (roomReserved || getScene() == null || boxes.isEmpty()) {
            return;
        }
        boxes.forEach((kind, box) -> {
            box.setMinWidth(USE_COMPUTED_SIZE);
            box.setText(StructureKinds.title(kind) + COUNT_ROOM);
        });
        applyCss();
        boxes.values().forEach(box -> box.setMinWidth(box.prefWidth(-1)));
        roomReserved = true;
        counts(counted);
    }

    /** Shows how many of each kind are in view (none: {@code marks} null). Package-private for tests. */
    void counts(StructureOverlay.Marks marks) {
        counted = marks;
        Map<String, Integer> n = new TreeMap<>();
        if (marks != null) {
            for (StructureMarks.Mark m : marks.marks()) {
                n.merge(m.kind(), 1, Integer::sum);
            }
            // Over a saved world, the starts its chunks store (not those predicted that it lacks).
            for (org.terrainexplorer.session.StoredStructures.Mark m : marks.stored()) {
                if (m.entry().stored() != null) {
                    n.merge(m.kind(), 1, Integer::sum);
                }
            }
        }
        boxes.forEach((kind, box) -> box.setText(StructureKinds.title(kind)
            + (n.containsKey(kind) ? " " + n.get(kind) : "")));
    }
}
