package org.terrainexplorer.ui.world;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.terrainexplorer.search.SearchSpec;
import org.terrainexplorer.search.SearchWorld;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSession;

/**
 * The Search tab's condition tree and its editor: add a condition of any kind under the selected group, remove one,
 * edit one's JSON and apply it. Each edit is checked whole (the specification without its seeds, which the pane
 * checks on their own) and refused with the JSON path of what is wrong: the message shows under the editor, and a
 * refused edit stays in the editor, its condition still selected, to be mended. Names of biomes and structures are
 * checked against the specification's world, loaded on the pool (never on the FX thread) once the tab is open: from
 * then on a name the world lacks is refused at Apply with the nearest it has; before then, Start refuses it. A long
 * message scrolls in a few lines of its own, so the tree and the editor keep their room.
 */
final class SearchConditions extends VBox {

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The templates the Add menu offers: name, JSON. */
    private static final String[][] TEMPLATES = {
        {"All of…", "{\"all\": [{\"biome\": \"plains\", \"within\": 100, \"of\": [0, 0]}]}"},
        {"Any of…", "{\"any\": [{\"biome\": \"plains\", \"within\": 100, \"of\": [0, 0]}]}"},
        {"Not…", "{\"not\": {\"biome\": \"ocean\", \"within\": 0, \"of\": [0, 0]}}"},
        {"Biome within a radius", "{\"biome\": \"plains\", \"within\": 200, \"of\": [0, 0]}"},
        {"Biome covering an area", "{\"biome\": \"forest\", \"covers\": 30, \"area\": {\"from\": [-256, -256], "
            + "\"to\": [256, 256]}, \"step\": 32}"},
        {"Climate", "{\"climate\": \"temperature\", \"range\": [0.2, 1], \"at\": [0, 0]}"},
        {"Surface height", "{\"height\": [90, 320], \"at\": [0, 0]}"},
        {"Flat area", "{\"heightRange\": [0, 6], \"area\": {\"from\": [-32, -32], \"to\": [32, 32]}, \"step\": 8}"},
        {"Spawn in an area", "{\"spawnIn\": {\"from\": [-200, -200], \"to\": [200, 200]}}"},
        {"Spawn in a biome", "{\"spawnBiome\": [\"plains\"]}"},
        {"Structure", "{\"structure\": \"desert_pyramid\", \"within\": 300, \"of\": \"spawn\"}"}};

    /** The most room a message takes before it scrolls, in pixels (about five lines). */
    private static final double MESSAGE_HEIGHT = 90;

    private final TreeView<ObjectNode> tree = new TreeView<>();
    private final TextArea node = new TextArea();
    private final Label error = new Label();
    private final WorldSession session;
    private final Executor pool;
    /** The world names are checked against once loaded (else null), and the specification it is loaded for. */
    private LoadedWorld names;
    private SearchSpec namesOf;
    /** Whether names are checked yet (once the tab is open). */
    private boolean namesWanted;

    /** The specification being edited, as JSON; its "condition" is what the tree shows. */
    private ObjectNode doc;

    /**
     * @param session loads the specification's world, for its names
     * @param pool    where it is loaded
     */
    SearchConditions(WorldSession session, Executor pool) {
        this.session = session;
        this.pool = pool;
        setSpacing(6);
        tree.setId("search-tree");
        tree.setPrefHeight(170);
        tree.setMinHeight(120);
        tree.setShowRoot(true);
        tree.setCellFactory(v -> new TreeCell<>() {
            @Override
            protected void updateItem(ObjectNode c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : SearchText.summary(c));
            }
        });
        tree.getSelectionModel().selectedItemProperty().addListener((o, was, now) ->
            node.setText(now == null ? "" : pretty(now.getValue())));

        MenuButton add = new MenuButton("Add");
        add.setId("search-add");
        for (String[] t : TEMPLATES) {
            MenuItem item = new MenuItem(t[0]);
            item.setOnAction(e -> add(t[1]));
            add.getItems().add(item);
        }
        Button remove = new Button("Remove");
        remove.setId("search-remove");
        remove.setOnAction(e -> remove());
        Button apply = new Button("Apply");
        apply.setId("search-apply");
        apply.setOnAction(e -> applyNode());
        for (Control c : List.of(add, remove, apply)) {
            c.setMinWidth(Control.USE_PREF_SIZE);
        }
        node.setId("search-node");
        node.setPrefRowCount(5);
        node.setMinHeight(Region.USE_PREF_SIZE);
        node.setStyle("-fx-font-family: monospace;");
        error.setId("search-error");
        error.setWrapText(true);
        error.getStyleClass().add(WorldStyles.HINT);
        getChildren().addAll(tree, new HBox(6, add, remove, apply), node, messageArea(error));
    }

    /**
     * A message's area: as high as its wrapped lines, up to {@link #MESSAGE_HEIGHT}, then it scrolls; none when
     * there is no message. So a long message (the names of a world's biomes) never squeezes the tree or the editor.
     */
    private static ScrollPane messageArea(Label message) {
        ScrollPane area = new ScrollPane(message) {
            @Override
            protected double computePrefHeight(double width) {
                double w = (width > 0 ? width : getWidth()) - snappedLeftInset() - snappedRightInset();
                double lines = message.prefHeight(w > 0 ? w : -1);
                return Math.min(MESSAGE_HEIGHT, snappedTopInset() + lines + snappedBottomInset());
            }

            @Override
            protected double computeMinHeight(double width) {
                return computePrefHeight(width);
            }
        };
        area.setId(message.getId() + "-area");
        area.setFitToWidth(true);
        area.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        area.getStyleClass().add("edge-to-edge");
        area.visibleProperty().bind(message.textProperty().isNotEmpty());
        area.managedProperty().bind(area.visibleProperty());
        // Its height follows the message's lines, and those follow the width.
        message.textProperty().addListener((o, was, now) -> area.requestLayout());
        area.widthProperty().addListener((o, was, now) -> area.requestLayout());
        return area;
    }

    /** The specification being edited, or null before one is loaded. */
    ObjectNode doc() {
        return doc;
    }

    /** Shows a specification's condition tree, its top condition selected. */
    void load(ObjectNode spec) {
        doc = spec;
        rebuild();
    }

    /** Shows what is wrong ("" for nothing). */
    void error(String text) {
        error.setText(text);
    }

    /** What is shown as wrong. */
    String error() {
        return error.getText();
    }

    /**
     * Checks the specification edited, but for its seeds (the pane's range replaces them): the specification, or
     * null with what is wrong shown.
     */
    SearchSpec check() {
        if (doc == null) {
            error.setText("No specification: choose an example, or add a condition.");
            return null;
        }
        try {
            SearchSpec s = parsed();
            if (namesOf != null && SearchWorld.sameWorld(s, namesOf)) {
                if (names != null) {
                    SearchWorld.checkNames(s, names);
                }
            } else if (namesWanted) {
                loadNames(s);
            }
            error.setText("");
            return s;
        } catch (SearchSpec.SpecException | JsonProcessingException e) {
            error.setText(e.getMessage());
            return null;
        }
    }

    private SearchSpec parsed() throws SearchSpec.SpecException, JsonProcessingException {
        return SearchSpec.parse(JSON.writeValueAsString(doc), "specification", null);
    }

    /**
     * The tab is open: from now on names are checked, so the specification's world is loaded for them (not with the
     * window, whose first map has the pool to itself).
     */
    void opened() {
        namesWanted = true;
        if (doc == null || namesOf != null) {
            return;
        }
        try {
            loadNames(parsed());
        } catch (SearchSpec.SpecException | JsonProcessingException e) {
            error.setText(e.getMessage());
        }
    }

    /** Loads the world of {@code s}'s names on the pool; once it is here, a name it lacks is told at once. */
    private void loadNames(SearchSpec s) {
        namesOf = s;
        names = null;
        pool.execute(() -> {
            LoadedWorld world = null;
            String failed = null;
            try {
                world = SearchWorld.template(s, session);
            } catch (SearchSpec.SpecException | RuntimeException e) {
                failed = e.getMessage() != null ? e.getMessage() : e.toString();
            }
            LoadedWorld loaded = world;
            String why = failed;
            Platform.runLater(() -> namesArrived(s, loaded, why));
        });
    }

    private void namesArrived(SearchSpec s, LoadedWorld world, String failed) {
        if (namesOf != s) {
            return;
        }
        names = world;
        if (world == null) {
            // Start will say so too, in this same place: once.
            error.setText(failed);
            return;
        }
        try {
            SearchWorld.checkNames(parsed(), world);
        } catch (SearchSpec.SpecException | JsonProcessingException e) {
            // A message already shown (a refused edit's reason) stays unless the names are wrong.
            error.setText(e.getMessage());
        }
    }

    /** Whether the world the names are checked against is here (for tests). */
    boolean namesLoaded() {
        return names != null;
    }

    private void rebuild() {
        JsonNode c = doc.get("condition");
        tree.setRoot(c instanceof ObjectNode o ? item(o) : null);
        if (tree.getRoot() != null) {
            tree.getSelectionModel().select(tree.getRoot());
        }
    }

    private static TreeItem<ObjectNode> item(ObjectNode c) {
        TreeItem<ObjectNode> item = new TreeItem<>(c);
        item.setExpanded(true);
        for (ObjectNode child : children(c)) {
            item.getChildren().add(item(child));
        }
        return item;
    }

    private static List<ObjectNode> children(ObjectNode c) {
        List<ObjectNode> out = new ArrayList<>();
        for (String group : new String[] {"all", "any"}) {
            if (c.get(group) instanceof ArrayNode a) {
                a.forEach(n -> {
                    if (n instanceof ObjectNode o) {
                        out.add(o);
                    }
                });
            }
        }
        if (c.get("not") instanceof ObjectNode o) {
            out.add(o);
        }
        return out;
    }

    /** Adds a condition under the selected group (or beside the selected condition, in an "all" made for both). */
    private void add(String template) {
        if (doc == null) {
            try {
                load((ObjectNode) JSON.readTree("{\"format\": 1, \"condition\": " + template + "}"));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
            check();
            return;
        }
        ObjectNode made;
        try {
            made = (ObjectNode) JSON.readTree(template);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        TreeItem<ObjectNode> at = tree.getSelectionModel().getSelectedItem();
        ObjectNode target = at == null ? (ObjectNode) doc.get("condition") : at.getValue();
        ArrayNode list = target.get("all") instanceof ArrayNode a ? a : target.get("any") instanceof ArrayNode b ? b
            : null;
        if (list != null) {
            list.add(made);
        } else {
            ObjectNode root = (ObjectNode) doc.get("condition");
            if (root.get("all") instanceof ArrayNode a) {
                a.add(made);
            } else {
                ObjectNode all = JSON.createObjectNode();
                all.putArray("all").add(root).add(made);
                doc.set("condition", all);
            }
        }
        rebuild();
        select(made);
        check();
    }

    private void select(ObjectNode c) {
        TreeItem<ObjectNode> found = find(tree.getRoot(), c);
        if (found != null) {
            tree.getSelectionModel().select(found);
        }
    }

    private static TreeItem<ObjectNode> find(TreeItem<ObjectNode> item, ObjectNode c) {
        if (item == null) {
            return null;
        }
        if (item.getValue() == c) {
            return item;
        }
        for (TreeItem<ObjectNode> child : item.getChildren()) {
            TreeItem<ObjectNode> f = find(child, c);
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    private void remove() {
        TreeItem<ObjectNode> at = tree.getSelectionModel().getSelectedItem();
        if (at == null || at.getParent() == null) {
            error.setText("Select a condition inside a group to remove it (the tree keeps its top condition).");
            return;
        }
        ObjectNode parent = at.getParent().getValue();
        ArrayNode list = parent.get("all") instanceof ArrayNode a ? a : parent.get("any") instanceof ArrayNode b ? b
            : null;
        if (list == null || list.size() == 1) {
            error.setText("A group keeps at least one condition: remove the group instead.");
            return;
        }
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == at.getValue()) {
                list.remove(i);
                break;
            }
        }
        rebuild();
        check();
    }

    /** Replaces the selected condition with the JSON typed for it, if the whole specification then reads. */
    private void applyNode() {
        TreeItem<ObjectNode> at = tree.getSelectionModel().getSelectedItem();
        if (at == null || doc == null) {
            return;
        }
        ObjectNode typed;
        try {
            typed = (ObjectNode) JSON.readTree(node.getText());
        } catch (JsonProcessingException | ClassCastException e) {
            error.setText("Not a condition (a JSON object): " + e.getMessage());
            return;
        }
        ObjectNode old = at.getValue();
        ObjectNode was = old.deepCopy();
        old.removeAll();
        old.setAll(typed);
        if (check() == null) {
            // The tree keeps what it had; the editor keeps what was typed, its condition selected, with the reason.
            old.removeAll();
            old.setAll(was);
            return;
        }
        rebuild();
        select(old);
    }

    private static String pretty(ObjectNode c) {
        try {
            return JSON.writeValueAsString(c);
        } catch (JsonProcessingException e) {
            return c.toString();
        }
    }
}
