package org.terrainexplorer.ui;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.RowConstraints;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.UserPresets;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.ui.common.HomeKey;

/**
 * The explorer window's content: the parameters on the left, the three maps and the overview in a grid,
 * the 1D Perlin panel below them, the status bar at the bottom and the menus at the top. Builds the panels
 * and wires them to one {@link ExplorerModel}; owns no state of its own beyond the theme.
 */
final class ExplorerWindow extends BorderPane {

    private final ExplorerModel model;
    private final RenderController renderer;
    private final ParameterPanel parameters;
    private final MapView elevation;
    private final MapView moisture;
    private final MapView biomes;
    private final MiniMapView minimap;
    private final PerlinPanel perlin;
    private final NoiseTypesPanel noiseTypes;
    private final OctavesPanel octaves;
    private final ShapingPanel shaping;
    private final LiveCodePanel liveCode;
    private final LearnPanel learn;
    private final LatticeLayer lattice;
    private final TabPane teaching = new TabPane();
    private final ToggleButton learnToggle = new ToggleButton("Learn");
    private final StatusBar status;
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme", Theme.LIGHT);

    private final PresetDocument<TerrainParams> document;
    private final FileActions files;
    /** What File ▸ Quit does; by default, closes the window once the preset's changes are dealt with. */
    private Runnable quitAction;

    ExplorerWindow(ExplorerModel model, RenderPool pool) {
        this(model, pool, new FxDialogs(), UserPresets.standard());
    }

    ExplorerWindow(ExplorerModel model, RenderPool pool, Dialogs dialogs,
                   UserPresets userPresets) {
        this.model = model;
        setId("explorer");
        status = new StatusBar(model);
        renderer = new RenderController(model, pool, status::show);
        document = PresetDocument.of(model);
        files = new FileActions(model, document, pool, status, dialogs, userPresets);
        quitAction = () -> {
            if (files.mayClose()) {
                getScene().getWindow().hide();
            }
        };
        ReadOnlyObjectWrapper<Viewport> frameView = new ReadOnlyObjectWrapper<>();
        renderer.frameViewport(frameView);
        parameters = new ParameterPanel(model, status::showRefusal);
        parameters.setPrefWidth(330);
        parameters.setMinWidth(260);
        elevation = new MapView("map-elevation", "Elevation", model, renderer.image(Layer.TERRAIN),
            frameView.getReadOnlyProperty());
        moisture = new MapView("map-moisture", "Moisture", model, renderer.image(Layer.MOISTURE),
            frameView.getReadOnlyProperty());
        biomes = new MapView("map-biome", "Biomes", model, renderer.image(Layer.BIOME),
            frameView.getReadOnlyProperty());
        minimap = new MiniMapView(model, pool, () -> renderer.scheduler().busy());
        Tab perlinTab = new Tab();
        // The 1D panel follows the maps' kernel: "1D Perlin", "1D Simplex", "1D Value".
        perlinTab.textProperty().bind(Bindings.createStringBinding(
            () -> "1D " + ParameterPanel.labelOf(model.params().noise()), model.paramsProperty()));
        perlin = new PerlinPanel(model, pool, perlinTab.selectedProperty(), theme, status::show);
        perlinTab.setId("tab-perlin");
        perlinTab.setContent(perlin);
        Tab typesTab = new Tab("Noise types");
        Tab octavesTab = new Tab("Octaves");
        noiseTypes = new NoiseTypesPanel(model, pool, typesTab.selectedProperty(), theme, status::show);
        octaves = new OctavesPanel(model, pool, octavesTab.selectedProperty(), status::show);
        Tab shapingTab = new Tab("Shaping curves");
        Tab biomesTab = new Tab("Biomes");
        biomesTab.setId("tab-biomes");
        biomesTab.setContent(new BiomesPanel(model, pool, biomesTab.selectedProperty(), status::show));
        Tab codeTab = new Tab("Code");
        shaping = new ShapingPanel(model, shapingTab.selectedProperty(), theme);
        liveCode = new LiveCodePanel(model, codeTab.selectedProperty());
        shapingTab.setId("tab-shaping");
        shapingTab.setContent(shaping);
        codeTab.setId("tab-code");
        codeTab.setContent(liveCode);
        typesTab.setId("tab-types");
        typesTab.setContent(noiseTypes);
        octavesTab.setId("tab-octaves");
        octavesTab.setContent(octaves);
        teaching.setId("teaching-tabs");
        teaching.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        teaching.getTabs().addAll(perlinTab, typesTab, octavesTab, shapingTab, biomesTab, codeTab);
        learn = new LearnPanel(model, new LearnPanel.Guide() {
            @Override
            public void showTab(String tabId) {
                teaching.getTabs().stream().filter(t -> t.getId().equals(tabId)).findFirst()
                    .ifPresent(t -> teaching.getSelectionModel().select(t));
            }

            @Override
            public void showParameter(Param param) {
                if (param != null) {
                    parameters.reveal(param);
                }
            }
        });
        lattice = new LatticeLayer(model, pool, elevation.area(), status::show);
        elevation.overlay(lattice);

        GridPane maps = new GridPane();
        maps.setId("maps");
        maps.setHgap(6);
        maps.setVgap(6);
        for (int i = 0; i < 2; i++) {
            ColumnConstraints column = new ColumnConstraints();
            column.setPercentWidth(50);
            column.setHgrow(Priority.ALWAYS);
            maps.getColumnConstraints().add(column);
            RowConstraints row = new RowConstraints();
            row.setPercentHeight(50);
            row.setVgrow(Priority.ALWAYS);
            maps.getRowConstraints().add(row);
        }
        maps.add(elevation, 0, 0);
        maps.add(moisture, 1, 0);
        maps.add(biomes, 0, 1);
        maps.add(minimap, 1, 1);
        // The maps' size in pixels is the view's size: all three share one cell size.
        elevation.area().widthProperty().addListener(o -> resizeView());
        elevation.area().heightProperty().addListener(o -> resizeView());

        SplitPane centre = new SplitPane(maps, teaching);
        centre.setOrientation(Orientation.VERTICAL);
        centre.setDividerPositions(0.71);
        SplitPane main = new SplitPane(parameters, centre);
        main.setDividerPositions(0.24);
        SplitPane.setResizableWithParent(parameters, false);
        learnToggle.setId("learn-toggle");
        learnToggle.setTooltip(new Tooltip("A walk through the ideas, step by step (F1)."));
        learnToggle.selectedProperty().addListener((o, was, on) -> {
            setRight(on ? learn : null);
            if (!on) {
                learn.leave();
            }
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        MenuBar bar = menus();
        HBox.setHgrow(bar, Priority.ALWAYS);
        HBox top = new HBox(bar, learnToggle);
        top.setAlignment(Pos.CENTER_RIGHT);
        top.setId("top-bar");
        setTop(top);
        setCenter(main);
        setBottom(status);

        // Home goes home wherever the focus is (not in a text field), while this mode is shown.
        HomeKey.install(this, model::home);
        sceneProperty().addListener((o, was, scene) -> {
            if (scene != null) {
                applyTheme(scene, theme.get());
                files.attach(scene);
                scene.windowProperty().addListener((w, old, window) -> files.owner(window));
            }
        });
        theme.addListener((o, was, now) -> {
            if (getScene() != null) {
                applyTheme(getScene(), now);
            }
        });
        renderer.request();
    }

    private static Tab tab(String id, String title, Node content) {
        Tab tab = new Tab(title, content);
        tab.setId(id);
        return tab;
    }

    private void resizeView() {
        int w = (int) Math.floor(elevation.area().getWidth());
        int h = (int) Math.floor(elevation.area().getHeight());
        if (w >= 1 && h >= 1) {
            model.resize(Math.min(w, Viewport.MAX_SIZE), Math.min(h, Viewport.MAX_SIZE));
        }
    }

    private MenuBar menus() {
        MenuItem quit = new MenuItem("Quit");
        quit.setId("menu-quit");
        quit.setAccelerator(new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN));
        quit.setOnAction(e -> quitAction.run());
        Menu file = new Menu("File");
        file.getItems().addAll(files.menuItems());
        file.getItems().addAll(new SeparatorMenuItem(), quit);
        file.setId("menu-file");

        MenuItem undo = new MenuItem("Undo");
        undo.setId("menu-undo");
        undo.setAccelerator(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN));
        undo.disableProperty().bind(model.canUndoProperty().not());
        undo.setOnAction(e -> model.undo());

        MenuItem redo = new MenuItem("Redo");
        redo.setId("menu-redo");
        redo.setAccelerator(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN));
        redo.disableProperty().bind(model.canRedoProperty().not());
        redo.setOnAction(e -> model.redo());

        Menu edit = new Menu("Edit", null, undo, redo);
        edit.setOnShowing(e -> {
            undo.setText(model.undoText());
            redo.setText(model.redoText());
        });
        edit.setId("menu-edit");

        MenuItem home = new MenuItem("Home view");
        home.setId("menu-home");
        home.setAccelerator(new KeyCodeCombination(KeyCode.HOME));
        home.setOnAction(e -> model.home());
        MenuItem darkLight = new MenuItem("Dark theme");
        darkLight.setId("menu-theme");
        darkLight.textProperty().bind(Bindings.createStringBinding(
            () -> theme.get() == Theme.LIGHT ? "Dark theme" : "Light theme", theme));
        darkLight.setOnAction(e -> theme.set(theme.get().other()));
        CheckMenuItem latticeItem = new CheckMenuItem("Lattice overlay");
        latticeItem.setId("menu-lattice");
        latticeItem.setAccelerator(new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN));
        latticeItem.setSelected(model.latticeOverlayProperty().get());
        latticeItem.selectedProperty().addListener((o, was, on) -> model.setLatticeOverlay(on));
        model.latticeOverlayProperty().addListener((o, was, on) -> latticeItem.setSelected(on));
        CheckMenuItem learnItem = new CheckMenuItem("Learn");
        learnItem.setId("menu-learn");
        learnItem.setAccelerator(new KeyCodeCombination(KeyCode.F1));
        learnItem.selectedProperty().bindBidirectional(learnToggle.selectedProperty());
        Menu view = new Menu("View", null, home, latticeItem, learnItem, new SeparatorMenuItem(), darkLight);
        view.setId("menu-view");
        MenuBar bar = new MenuBar(file, edit, view);
        bar.setId("menu-bar");
        return bar;
    }

    private static void applyTheme(Scene scene, Theme theme) {
        scene.getStylesheets().setAll(theme.stylesheets());
    }

    /**
     * Stops the window's timers and any export (waiting briefly for it to remove its temporary file); the
     * render pool is its owner's to close.
     */
    void dispose() {
        renderer.stop();
        minimap.stop();
        files.finishExport(3000);
    }

    ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    ExplorerModel model() {
        return model;
    }

    RenderController renderController() {
        return renderer;
    }

    ParameterPanel parameters() {
        return parameters;
    }

    MapView map(Layer layer) {
        return switch (layer) {
            case MOISTURE -> moisture;
            case BIOME -> biomes;
            default -> elevation;
        };
    }

    MiniMapView minimap() {
        return minimap;
    }

    PerlinPanel perlin() {
        return perlin;
    }

    NoiseTypesPanel noiseTypes() {
        return noiseTypes;
    }

    OctavesPanel octaves() {
        return octaves;
    }

    LiveCodePanel liveCode() {
        return liveCode;
    }

    LearnPanel learn() {
        return learn;
    }

    LatticeLayer lattice() {
        return lattice;
    }

    TabPane teaching() {
        return teaching;
    }

    ToggleButton learnToggle() {
        return learnToggle;
    }

    /** A menu item by id, in any of the menus (for tests). */
    MenuItem menuItem(String id) {
        return ((MenuBar) lookup("#menu-bar")).getMenus().stream().flatMap(m -> m.getItems().stream())
            .filter(i -> id.equals(i.getId())).findFirst().orElseThrow(() -> new IllegalArgumentException(id));
    }

    StatusBar status() {
        return status;
    }

    /** Who quits instead (the app window, which asks about the unsaved changes of both modes at once). */
    void onQuit(Runnable action) {
        quitAction = action;
    }

    PresetDocument<TerrainParams> document() {
        return document;
    }

    FileActions files() {
        return files;
    }
}
