package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javafx.collections.ObservableList;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.DensityTrace;
import org.terrainexplorer.world.gen.BlockExplanation;
import org.terrainexplorer.world.json.Ids;

/**
 * "Explain this block": why the block clicked in the section (or the top block of the column clicked on the map)
 * is what it is. The answer in words on top; the {@code final_density} tree at the block, its decisive path open
 * and marked, branches not taken greyed; then the climate and the three nearest biomes; then the column's surface
 * and the surface rules that placed the block.
 */
final class ExplainPane extends VBox {

    static final String DECISIVE = "explain-decisive";
    static final String NOT_TAKEN = "explain-not-taken";

    private final Label summary = new Label("Click a block in the section, or a point on the map, to see why it is "
        + "what it is.");
    private final Label where = new Label();
    private final TreeView<DensityTrace> tree = new TreeView<>();
    private final VBox details = new VBox(6);
    private BlockExplanation shown;
    private final SplitPane split;

    ExplainPane(WorldInspector inspector) {
        super(6);
        setId("explain-pane");
        getStyleClass().add(WorldStyles.PANEL);
        summary.setId("explain-summary");
        summary.setWrapText(true);
        summary.getStyleClass().add(WorldStyles.SECTION_TITLE);
        where.setId("explain-where");
        where.setWrapText(true);
        // The answer and its line keep their height whole; the tree and the details below give way.
        summary.setMinHeight(Region.USE_PREF_SIZE);
        where.setMinHeight(Region.USE_PREF_SIZE);
        where.getStyleClass().add(WorldStyles.HINT);
        tree.setId("explain-tree");
        tree.setShowRoot(true);
        tree.setCellFactory(v -> new TraceCell());
        details.setId("explain-details");
        ScrollPane scroll = new ScrollPane(details);
        scroll.setFitToWidth(true);
        split = new SplitPane(tree, scroll);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.55);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().addAll(summary, where, split);
        inspector.explainedProperty().addListener((o, was, now) -> show(now));
        inspector.structureExplainedProperty().addListener((o, was, now) -> showStructure(now));
    }

    /** Why a structure is where it is: the steps as a numbered list; no density tree. */
    private void showStructure(WorldInspector.StructureExplained result) {
        if (result == null) {
            return;
        }
        shown = null;
        tree.setRoot(null);
        details.getChildren().clear();
        // A structure has no density tree: its steps get the whole pane.
        split.setDividerPositions(0.0);
        if (result.mark() == null) {
            summary.setText(result.error());
            where.setText("");
            return;
        }
        var m = result.mark();
        var s = m.start();
        summary.setText(org.terrainexplorer.world.structure.StructureKinds.title(m.kind()) + " (" + s.id()
            + "): why it is here");
        where.setText(String.format(Locale.ROOT, "starts in chunk %d, %d · generation point %s · %d %s in %s",
            s.chunkX(), s.chunkZ(), s.position(), s.pieces().size(), s.pieces().size() == 1 ? "piece" : "pieces",
            s.piecesBox()));
        int n = 1;
        for (String step : result.steps()) {
            Label l = wrapping(n++ + ". " + step);
            l.getStyleClass().add("explain-structure-step");
            details.getChildren().add(l);
        }
    }

    private void show(WorldInspector.Explained result) {
        if (result == null) {
            return;
        }
        if (result.explanation() == null) {
            summary.setText(result.error());
            where.setText("");
            tree.setRoot(null);
            details.getChildren().clear();
            shown = null;
            return;
        }
        BlockExplanation e = result.explanation();
        shown = e;
        if (split.getDividerPositions()[0] < 0.05) {
            split.setDividerPositions(0.55);
        }
        summary.setText(e.summary());
        where.setText(header(e));
        TreeItem<DensityTrace> root = item(e.tree());
        tree.setRoot(root);
        openDecisivePath(root, e.decisive());
        details.getChildren().setAll(climate(e), biomes(e), column(e));
        if (e.carver() != null) {
            details.getChildren().add(0, carver(e.carver()));
        }
    }

    /** The line under the summary: where, what, and the density as the chunk has it and at the block itself. */
    static String header(BlockExplanation e) {
        String chunk = Double.isNaN(e.chunkDensity()) ? "no density as the chunk has it (outside the terrain noise's "
            + "range)" : "density " + number(e.chunkDensity()) + " as the chunk blends it";
        return String.format(Locale.ROOT, "x %d  y %d  z %d · %s · %s (%s at the block itself, the tree below)",
            e.x(), e.y(), e.z(), e.block().shortName(), chunk, number(e.tree().value()));
    }

    /** The preliminary surface in words: the game's {@code Integer.MAX_VALUE} is a column without one. */
    static String preliminary(int level) {
        return level == Integer.MAX_VALUE ? "preliminary surface: none in this column (no level is dense enough to "
            + "count as ground, so the surface rules take every block as below it)"
            : "preliminary surface: y " + level + " (where the surface rules expect the ground)";
    }

    /** A nearby biome's line: its rank, name and distance, and how many of its points tie there. */
    static String neighbour(int rank, BlockExplanation.Neighbour nb) {
        return String.format(Locale.ROOT, "%d. %s — distance %.4f%s%s", rank, Ids.shortName(nb.biome()),
            nb.distance(), nb.distance() == 0 ? " (inside its box)" : "",
            nb.tied() > 1 ? " (" + nb.tied() + " of its points tie at this distance)" : "");
    }

    /** The explanation shown, for tests. */
    BlockExplanation shown() {
        return shown;
    }

    /** The tree view, for tests. */
    TreeView<DensityTrace> treeView() {
        return tree;
    }

    /** Expands the path down to the node the summary names and selects it, so the deciding node is in view. */
    private void openDecisivePath(TreeItem<DensityTrace> root, DensityTrace target) {
        List<DensityTrace> path = new java.util.ArrayList<>();
        if (!pathTo(root.getValue(), target, path)) {
            path = root.getValue().decisivePath();
        }
        TreeItem<DensityTrace> at = root;
        for (int i = 1; i < path.size() && at != null; i++) {
            at.setExpanded(true);
            DensityTrace next = path.get(i);
            TreeItem<DensityTrace> found = null;
            for (TreeItem<DensityTrace> c : at.getChildren()) {
                if (c.getValue() == next) {
                    found = c;
                    break;
                }
            }
            at = found;
        }
        if (at != null) {
            tree.getSelectionModel().select(at);
            int row = tree.getRow(at);
            tree.scrollTo(Math.max(0, row - 6));
        }
    }

    /** The nodes from {@code node} down to {@code target} (by identity) into {@code path}; false if not below. */
    private static boolean pathTo(DensityTrace node, DensityTrace target, List<DensityTrace> path) {
        path.add(node);
        if (node == target) {
            return true;
        }
        for (DensityTrace c : node.children()) {
            if (pathTo(c, target, path)) {
                return true;
            }
        }
        path.remove(path.size() - 1);
        return false;
    }

    /** A tree item whose children are made when it is first opened (the overworld's tree has thousands of nodes). */
    private static TreeItem<DensityTrace> item(DensityTrace node) {
        return new TreeItem<>(node) {
            private boolean built;

            @Override
            public boolean isLeaf() {
                return getValue().children().isEmpty();
            }

            @Override
            public ObservableList<TreeItem<DensityTrace>> getChildren() {
                if (!built) {
                    built = true;
                    super.getChildren().setAll(getValue().children().stream().map(ExplainPane::item)
                        .collect(Collectors.toList()));
                }
                return super.getChildren();
            }
        };
    }

    /** A node's line: the field it fills, its type and arguments, and its value. */
    static String text(DensityTrace node) {
        StringBuilder b = new StringBuilder();
        if (node.role() == DensityTrace.Role.DECISIVE && !node.input().equals("root")) {
            b.append("▶ ");
        }
        if (!node.input().equals("root") && !node.input().equals("argument") && !node.input().startsWith("minecraft:")) {
            b.append(node.input()).append(": ");
        }
        b.append(node.type());
        List<DensityFunction.Parameter> ps = node.parameters();
        if (!ps.isEmpty()) {
            b.append(' ').append(ps.stream().map(p -> p.name().equals("id") || p.name().equals("noise")
                ? Ids.shortName(p.value()) : p.name().equals("argument") || p.name().equals("value") ? p.value()
                : p.name() + " " + p.value()).collect(Collectors.joining(", ")));
        }
        b.append(" = ").append(number(node.value()));
        if (node.skipped()) {
            b.append("   (the game skips this)");
        }
        return b.toString();
    }

    /**
     * A node's line, wrapped at the tree's width: no line runs past the panel's right edge, so the tree needs no
     * sideways scroll at any width. A deep node's line wraps in the room its indentation leaves.
     */
    private static final class TraceCell extends TreeCell<DensityTrace> {
        /** The width the skin gives the disclosure arrow when it knows no wider one (TreeCellSkin's default). */
        private static final double DISCLOSURE = 18;

        TraceCell() {
            setWrapText(true);
            // Asking for no width of its own, the cell gets the tree's: the text wraps there.
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(DensityTrace node, boolean empty) {
            super.updateItem(node, empty);
            getStyleClass().removeAll(DECISIVE, NOT_TAKEN);
            if (empty || node == null) {
                setText(null);
                setTooltip(null);
                return;
            }
            setText(text(node));
            setTooltip(new javafx.scene.control.Tooltip(getText()));
            if (node.role() == DensityTrace.Role.DECISIVE) {
                getStyleClass().add(DECISIVE);
            } else if (node.role() == DensityTrace.Role.NOT_TAKEN || node.skipped()) {
                getStyleClass().add(NOT_TAKEN);
            }
        }

        /**
         * The height of the text wrapped in the room the skin lays it out in: the cell's width less the node's
         * indentation and the disclosure arrow (the skin's own measure wraps at the whole width, a line short).
         */
        @Override
        protected double computePrefHeight(double width) {
            return super.computePrefHeight(width < 0 ? width : Math.max(1, width - indentation()));
        }

        private double indentation() {
            TreeView<DensityTrace> view = getTreeView();
            if (view == null || getTreeItem() == null
                || !(getSkin() instanceof javafx.scene.control.skin.TreeCellSkin<?> skin)) {
                return 0;
            }
            int level = view.getTreeItemLevel(getTreeItem()) - (view.isShowRoot() ? 0 : 1);
            javafx.scene.Node arrow = getDisclosureNode();
            double disclosure = Math.max(DISCLOSURE, arrow == null ? 0 : arrow.prefWidth(-1));
            return skin.getIndent() * level + disclosure;
        }
    }

    private static VBox climate(BlockExplanation e) {
        BlockExplanation.Climate c = e.climate();
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setId("explain-climate");
        String[][] rows = {
            {"temperature", number(c.temperature())}, {"humidity (vegetation)", number(c.humidity())},
            {"continentalness", number(c.continentalness())}, {"erosion", number(c.erosion())},
            {"weirdness", number(c.weirdness())}, {"peaks and valleys", number(c.peaksAndValleys())},
            {"depth", number(c.depth())}};
        for (int i = 0; i < rows.length; i++) {
            grid.addRow(i, new Label(rows[i][0]), new Label(rows[i][1]));
        }
        return section("Climate at the block", grid);
    }

    private static VBox biomes(BlockExplanation e) {
        VBox box = new VBox(2);
        Label chosen = new Label("biome: " + Ids.shortName(e.biome()) + " (stored for its 4×4×4 cell, "
            + "chosen by the nearest climate point)");
        chosen.setId("explain-biome");
        chosen.setWrapText(true);
        chosen.setMinHeight(Region.USE_PREF_SIZE);
        box.getChildren().add(chosen);
        int n = 1;
        for (BlockExplanation.Neighbour nb : e.nearest()) {
            Label l = wrapping(neighbour(n++, nb));
            l.getStyleClass().add("explain-neighbour");
            box.getChildren().add(l);
        }
        return section("Biome: the nearest biomes' parameter points", box);
    }

    private static VBox column(BlockExplanation e) {
        BlockExplanation.Column c = e.column();
        VBox box = new VBox(2);
        box.getChildren().add(wrapping(String.format(Locale.ROOT, "surface: y %d, %s", c.surfaceY(),
            c.topBlock().shortName())));
        Label preliminary = wrapping(preliminary(c.preliminarySurface()));
        preliminary.setId("explain-preliminary");
        box.getChildren().add(preliminary);
        box.getChildren().add(rules("the top block", c.topRules()));
        if (e.y() != c.surfaceY()) {
            box.getChildren().add(rules("this block", e.rules()));
        }
        return section("Column", box);
    }

    private static VBox carver(BlockExplanation.Carver c) {
        VBox box = new VBox(2);
        box.setId("explain-carver");
        box.getChildren().add(new Label(String.format(Locale.ROOT, "%s, started in chunk (%d, %d), %d blocks away",
            c.type(), c.chunkX(), c.chunkZ(), Math.round(c.distance()))));
        Label parameters = new Label("  " + String.join("\n  ", c.parameters()));
        parameters.setWrapText(true);
        box.getChildren().add(parameters);
        return section("Carver: " + c.id(), box);
    }

    private static Label rules(String what, List<String> rules) {
        Label l = new Label(rules.isEmpty() ? "surface rules for " + what + ": none placed it (the noise did)"
            : "surface rules for " + what + ":\n  " + String.join("\n  → ", rules));
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        l.setId(what.equals("the top block") ? "explain-top-rules" : "explain-block-rules");
        return l;
    }

    /** A label that wraps at the pane's width rather than cutting its text short. */
    private static Label wrapping(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    private static VBox section(String title, javafx.scene.Node content) {
        Label t = wrapping(title);
        t.getStyleClass().add(WorldStyles.SECTION_TITLE);
        return new VBox(3, t, content);
    }

    static String number(double v) {
        return String.format(Locale.ROOT, "%.4f", v).replace('-', '−');
    }
}
