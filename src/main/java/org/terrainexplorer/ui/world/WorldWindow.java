package org.terrainexplorer.ui.world;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.ui.common.FittingLabel;
import org.terrainexplorer.ui.common.HomeKey;

/**
 * The voxel world mode's content: the world's parameters on the left; the map (with its layer, chunk grid, go-to
 * field, legend and overview) above the section and the 3D view; the status bar below; and its menus. Builds the
 * panels and wires them to one {@link WorldModel} and its {@link WorldEngine}.
 */
public final class WorldWindow extends BorderPane {

    private final WorldModel model;
    private final WorldEngine engine;
    private final WorldDialogs dialogs;
    private final WorldStatusBar status;
    private final WorldMapPane map;
    private final SectionPane section;
    private final IsoPane iso;
    private final WorldFlyTab fly;
    private final WorldParameterPanel parameters;
    private final TabPane lower = new TabPane();
    private final MenuBar menuBar;
    private final WorldExports exports;
    private final WorldDiskActions disk;
    private final HoverProbe hover;
    private final MapLegend legend = new MapLegend();
    private final StructureOverlay structures;
    private final StructureLegend structureLegend;
    private final TabPane side = new TabPane();
    private final WorldInspector inspector;
    private final SplineEditorPane splines;
    private final ExplainPane explain;
    private final ColumnPlotPane column;
    private final WorldLearnPane learn;
    private final SearchPane search;

    /** A world window without a Quit item (shown on its own, as tests do). */
    public WorldWindow(WorldModel model, WorldSession worlds, RenderPool pool, WorldDialogs dialogs,
                       List<MenuItem> presetMenu) {
        this(model, worlds, pool, dialogs, presetMenu, null);
    }

    /**
     * @param model      the mode's state
     * @param worlds     the session that loads worlds
     * @param pool       the shared pool
     * @param dialogs    the file and error dialogs
     * @param presetMenu the File menu's items for presets (opening either form, saving this one)
     * @param quit       what File ▸ Quit (Ctrl+Q) does, or null for no Quit item
     */
    public WorldWindow(WorldModel model, WorldSession worlds, RenderPool pool, WorldDialogs dialogs,
                       List<MenuItem> presetMenu, Runnable quit) {
        this.model = model;
        this.dialogs = dialogs;
        setId("world-window");
        WorldStatusBar[] statusRef = new WorldStatusBar[1];
        engine = new WorldEngine(model, worlds, pool, text -> statusRef[0].show(text));
        engine.setOnPackRefused(why -> dialogs.error(getScene() == null ? null : getScene().getWindow(), "Datapack",
            why));
        status = new WorldStatusBar(model, engine);
        statusRef[0] = status;
        hover = new HoverProbe(model, engine, pool);
        structures = new StructureOverlay(model, worlds, pool);
        structureLegend = new StructureLegend(model, structures);
        map = new WorldMapPane(model, engine, hover, structures, text -> status.show(text));
        section = new SectionPane(model, engine, hover, structures);
        iso = new IsoPane(model, engine);
        fly = new WorldFlyTab(model, pool, status::show);
        section.setOnBlockDoubleClick(p -> fly.goTo(p[0], p[1], p[2]));
        parameters = new WorldParameterPanel(model, worlds, () -> openDatapack(true), status::showRefusal);
        parameters.setPrefWidth(330);
        parameters.setMinWidth(240);
        exports = new WorldExports(model, engine, pool, dialogs, status::show, status::track, this);
        disk = new WorldDiskActions(model, worlds, pool, dialogs, status, this);

        OverviewPane overview = new OverviewPane(model, engine);
        StackPane mapStack = new StackPane(map, fly.marker(), overview);
        StackPane.setAlignment(overview, Pos.BOTTOM_RIGHT);
        StackPane.setMargin(overview, new javafx.geometry.Insets(8));
        VBox mapBox = new VBox(4, toolbar(pool), legend, structureLegend, mapStack);
        VBox.setVgrow(mapStack, Priority.ALWAYS);
        engine.mapImageProperty().addListener((o, was, now) -> {
            if (now != null && now.complete() || now != null && !model.layerProperty().get().direct()) {
                legend.show(now, model.layerProperty().get(), model.loaded());
            }
        });

        Tab sectionTab = new Tab("Section", section);
        sectionTab.setId("tab-section");
        Tab isoTab = new Tab("Diagram", iso);
        isoTab.setId("tab-iso");
        lower.getTabs().addAll(sectionTab, isoTab, fly.tab());
        lower.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        lower.setId("world-lower-tabs");
        SplitPane centre = new SplitPane(mapBox, lower);
        centre.setOrientation(Orientation.VERTICAL);
        centre.setDividerPositions(0.6);
        inspector = new WorldInspector(model, engine, pool);
        splines = new SplineEditorPane(model, inspector, pool, dialogs, status::show);
        explain = new ExplainPane(inspector);
        column = new ColumnPlotPane(inspector);
        learn = new WorldLearnPane(model, guide());
        search = new SearchPane(model, worlds, pool::execute, status::show);
        Tab searchTab = tab("tab-search", "Search", search);
        // The Search tab loads its specification's world, to check names against, once opened, not with the window.
        searchTab.selectedProperty().addListener((o, was, now) -> {
            if (now) {
                search.opened();
            }
        });
        side.getTabs().addAll(tab("tab-splines", "Splines", scrolling(splines)),
            tab("tab-explain", "Explain", explain), tab("tab-column", "Column", column), searchTab);
        side.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        side.setId("world-side-tabs");
        model.explainSpotProperty().addListener((o, was, now) -> selectSide("tab-explain"));
        model.explainedStructureProperty().addListener((o, was, now) -> selectSide("tab-explain"));
        // The Learn walk sits above the tabs it opens, so its text and buttons stay in view.
        learn.setVisible(false);
        learn.managedProperty().bind(learn.visibleProperty());
        learn.setMaxHeight(360);
        VBox sideBox = new VBox(4, learn, side);
        VBox.setVgrow(side, Priority.ALWAYS);
        sideBox.setMinWidth(260);
        sideBox.setPrefWidth(400);
        SplitPane main = new SplitPane(parameters, centre, sideBox);
        main.setDividerPositions(0.2, 0.7);
        SidePanels.widthsOnFirstLayout(main);
        SplitPane.setResizableWithParent(parameters, false);
        SplitPane.setResizableWithParent(sideBox, false);
        menuBar = menus(presetMenu, quit);
        setTop(menuBar);
        setCenter(main);
        setBottom(status);
        // Home goes to 0, 0 wherever the focus is (not in a text field), while this mode is shown.
        HomeKey.install(this, () -> model.jumpTo(0, 0));
    }

    private static Tab tab(String id, String title, javafx.scene.Node content) {
        Tab t = new Tab(title, content);
        t.setId(id);
        return t;
    }

    /** A side tab's content that scrolls when the window is too low for it, rather than squeezing its text. */
    private static ScrollPane scrolling(javafx.scene.Node content) {
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        return scroll;
    }

    private void selectSide(String id) {
        side.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
            .ifPresent(t -> side.getSelectionModel().select(t));
    }

    /** How the Learn walk points at the window's parts. */
    private WorldLearnPane.Guide guide() {
        return new WorldLearnPane.Guide() {
            @Override
            public void showSideTab(String tabId) {
                selectSide(tabId);
            }

            @Override
            public void showLowerTab(String tabId) {
                lower.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst()
                    .ifPresent(t -> lower.getSelectionModel().select(t));
            }

            @Override
            public void showSpline(String keySuffix, float... nestedAt) {
                selectSide("tab-splines");
                splines.showNested(keySuffix, nestedAt);
            }

            @Override
            public void showKnob(String id) {
                parameters.reveal(id);
            }

            @Override
            public void explainStructure(String kind) {
                if (explainStructureNearCentre(kind)) {
                    return;
                }
                // The marks come from the pool: explain once the map marks one (until then, or once it has all
                // and none is of the kind, the listener stays only as long as the view is the step's).
                WorldView asked = model.view();
                javafx.beans.InvalidationListener[] once = new javafx.beans.InvalidationListener[1];
                once[0] = o -> {
                    StructureOverlay.Marks m = structures.marksProperty().get();
                    boolean moved = !model.view().equals(asked);
                    if (moved || explainStructureNearCentre(kind) || m != null && m.complete()
                        && m.view().equals(asked)) {
                        structures.marksProperty().removeListener(once[0]);
                    }
                };
                structures.marksProperty().addListener(once[0]);
            }
        };
    }

    /**
     * The map's toolbar: the layer, grid, zoom, go-to (coordinates, or a structure found on {@code pool}) and hint;
     * with a saved world open, a second row under it for its dimension, Go to spawn and Fit saved chunks (one row
     * with them did not fit the map's width at 1280 × 800, and pushed the right-hand panel past the window's edge).
     */
    private VBox toolbar(RenderPool pool) {
        ChoiceBox<WorldLayer> layer = new ChoiceBox<>();
        layer.setId("world-layer");
        layer.getItems().addAll(WorldLayer.values());
        layer.setConverter(new StringConverter<>() {
            @Override
            public String toString(WorldLayer l) {
                return l == null ? "" : l.title();
            }

            @Override
            public WorldLayer fromString(String s) {
                return null;
            }
        });
        layer.valueProperty().bindBidirectional(model.layerProperty());
        javafx.scene.control.Spinner<Integer> biomeY = BiomeHeightSpinner.of(model);
        CheckBox grid = new CheckBox("Chunk grid");
        grid.setId("world-grid");
        grid.selectedProperty().addListener((o, was, on) -> model.chunkGridProperty().set(on));
        model.chunkGridProperty().addListener((o, was, on) -> grid.setSelected(on));
        TextField goTo = new TextField();
        goTo.setId("world-goto");
        goTo.setPromptText("go to x, z");
        goTo.setPrefColumnCount(8);
        goTo.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        goTo.setTooltip(new Tooltip("Type block coordinates x, z, or a structure (village, ancient city, …) to find "
            + "the nearest from the map's centre, and press Enter"));
        StructureGoTo structureGoTo = new StructureGoTo(model, engine.worlds(), pool, text -> status.show(text));
        goTo.setOnAction(e -> {
            if (structureGoTo.go(goTo.getText())) {
                goTo.clear();
            }
        });
        Button in = new Button("+");
        in.setId("world-zoom-in");
        in.setOnAction(e -> map.zoomStep(-1));
        Button out = new Button("−");
        out.setId("world-zoom-out");
        out.setOnAction(e -> map.zoomStep(1));
        FittingLabel hint = new FittingLabel(
            "drag: pan · wheel: zoom · shift+drag: section line · click: explain · double-click: 3D here",
            "drag: pan · wheel: zoom · shift+drag: section · click: explain", "shift+drag: section · click: explain",
            "mouse: hover for help");
        hint.getStyleClass().add(WorldStyles.HINT);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Label layerLabel = new Label("Layer");
        for (javafx.scene.control.Control c : List.of(layerLabel, layer, biomeY, grid, in, out)) {
            c.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        }
        Button spawn = new Button("Spawn");
        spawn.setId("world-spawn");
        spawn.setTooltip(new Tooltip("Centre the map on the world spawn, as the game finds it (the star)"));
        spawn.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        spawn.visibleProperty().bind(model.savedWorldProperty().isNull());
        spawn.managedProperty().bind(spawn.visibleProperty());
        spawn.setOnAction(e -> {
            org.terrainexplorer.world.gen.WorldSpawn at = structures.spawnProperty().get();
            if (at == null) {
                status.show(model.loaded() != null && !"overworld".equals(model.loaded().settings().dimension())
                    ? "The world spawn is the overworld's" : "The spawn is still being worked out…");
                return;
            }
            model.jumpTo(at.x(), at.z());
            status.show("The world spawn: " + at.x() + ", " + at.y() + ", " + at.z());
        });
        HBox bar = new HBox(6, layerLabel, layer, biomeY, grid, in, out, goTo, spawn, gap, hint);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add(WorldStyles.TOOLBAR);
        Label savedLabel = new Label("Saved world");
        savedLabel.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        HBox saved = new HBox(6, savedLabel);
        saved.getChildren().addAll(new SavedWorldNavigation(model, status::show).controls());
        saved.setAlignment(Pos.CENTER_LEFT);
        saved.getStyleClass().add(WorldStyles.TOOLBAR);
        saved.setId("world-saved-bar");
        saved.visibleProperty().bind(model.savedWorldProperty().isNotNull());
        saved.managedProperty().bind(saved.visibleProperty());
        return new VBox(4, bar, saved);
    }

    private MenuBar menus(List<MenuItem> presetMenu, Runnable quitAction) {
        MenuItem openFolder = new MenuItem("Open datapack folder…");
        openFolder.setId("world-menu-open-folder");
        openFolder.setOnAction(e -> openDatapack(true));
        MenuItem openZip = new MenuItem("Open datapack zip…");
        openZip.setId("world-menu-open-zip");
        openZip.setOnAction(e -> openDatapack(false));
        MenuItem exportMap = new MenuItem("Export map as PNG…");
        exportMap.setId("world-menu-export-map");
        exportMap.setOnAction(e -> exports.exportMap());
        MenuItem exportSection = new MenuItem("Export section as PNG…");
        exportSection.setId("world-menu-export-section");
        exportSection.setOnAction(e -> exports.exportSection());
        MenuItem exportIso = new MenuItem("Export diagram as PNG…");
        exportIso.setId("world-menu-export-iso");
        exportIso.setOnAction(e -> exports.exportIso());
        MenuItem exportFly = new MenuItem("Export 3D view as PNG…");
        exportFly.setId("world-menu-export-fly");
        exportFly.setOnAction(e -> exports.exportFly(fly.capture()));
        Menu file = new Menu("File");
        file.setId("world-menu-file");
        file.getItems().addAll(presetMenu);
        if (!presetMenu.isEmpty()) {
            file.getItems().add(new SeparatorMenuItem());
        }
        MenuItem gameData = new MenuItem("Game data…");
        gameData.setId("world-menu-game-data");
        gameData.setOnAction(e -> addGameData());
        file.getItems().addAll(openFolder, openZip, gameData, new SeparatorMenuItem(), exportMap, exportSection,
            exportIso, exportFly);
        file.getItems().add(new SeparatorMenuItem());
        file.getItems().addAll(disk.menuItems());
        if (quitAction != null) {
            MenuItem quit = new MenuItem("Quit");
            quit.setId("world-menu-quit");
            quit.setAccelerator(new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN));
            quit.setOnAction(e -> quitAction.run());
            file.getItems().addAll(new SeparatorMenuItem(), quit);
        }

        MenuItem undo = new MenuItem("Undo");
        undo.setId("world-menu-undo");
        undo.setAccelerator(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN));
        undo.disableProperty().bind(model.canUndoProperty().not());
        undo.setOnAction(e -> model.undo());
        MenuItem redo = new MenuItem("Redo");
        redo.setId("world-menu-redo");
        redo.setAccelerator(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        redo.disableProperty().bind(model.canRedoProperty().not());
        redo.setOnAction(e -> model.redo());
        Menu edit = new Menu("Edit", null, undo, redo);
        edit.setId("world-menu-edit");

        CheckMenuItem grid = new CheckMenuItem("Chunk grid");
        grid.setId("world-menu-grid");
        grid.setAccelerator(new KeyCodeCombination(KeyCode.G, KeyCombination.SHORTCUT_DOWN));
        grid.setOnAction(e -> model.chunkGridProperty().set(grid.isSelected()));
        model.chunkGridProperty().addListener((o, was, on) -> grid.setSelected(on));
        MenuItem origin = new MenuItem("Go to 0, 0");
        origin.setId("world-menu-origin");
        origin.setAccelerator(new KeyCodeCombination(KeyCode.HOME));
        origin.setOnAction(e -> model.jumpTo(0, 0));
        CheckMenuItem learnItem = new CheckMenuItem("Learn: how Minecraft makes terrain");
        learnItem.setId("world-menu-learn");
        learnItem.setAccelerator(new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN));
        learnItem.selectedProperty().bindBidirectional(learn.visibleProperty());
        Menu view = new Menu("View", null, grid, origin, new SeparatorMenuItem(), learnItem);
        view.setId("world-menu-view");
        MenuBar bar = new MenuBar(file, edit, view);
        bar.setId("world-menu-bar");
        return bar;
    }

    /** Asks for a datapack and opens it; a bad pack is reported and the previous world stays. */
    void openDatapack(boolean folder) {
        Optional<Path> pack = dialogs.chooseDatapack(getScene() == null ? null : getScene().getWindow(), folder);
        pack.ifPresent(p -> {
            status.show("Opening " + p.getFileName() + "…");
            model.change(model.settings().withDatapack(p));
        });
    }

    /**
     * Asks for a folder of the game's data-generator output (or a folder of such folders) and adds its releases to
     * the version chooser; the folder is only read. A folder that is not game data is refused with what is wrong.
     */
    void addGameData() {
        Optional<Path> folder = dialogs.chooseDatapack(getScene() == null ? null : getScene().getWindow(), true);
        folder.ifPresent(f -> {
            try {
                List<String> added = engine.worlds().addGameData(f);
                parameters.refreshVersions();
                status.show("Added game data of " + String.join(", ", added) + " from " + f.getFileName()
                    + ": choose it under World ▸ Release");
            } catch (org.terrainexplorer.session.WorldLoadException e) {
                status.show(e.getMessage());
                dialogs.error(getScene() == null ? null : getScene().getWindow(), "Game data", e.getMessage());
            }
        });
    }

    /** The menu bar (the app window shows it above the mode's content). */
    public MenuBar menuBar() {
        return menuBar;
    }

    /** The model. */
    public WorldModel model() {
        return model;
    }

    /** The engine. */
    public WorldEngine engine() {
        return engine;
    }

    /** The status line's message. */
    public String statusMessage() {
        return status.message();
    }

    /** Shows a message in the status bar. */
    public void showMessage(String text) {
        status.show(text);
    }

    /**
     * Shows a message about the world as the settings now make it (a preset named {@code name} was loaded): once
     * the settings change, the status bar says what changed since instead.
     */
    public void showWorldMessage(String name, String text) {
        status.showAbout(name, text);
    }

    /** Stops the engine's timers and renders; the pool is its owner's to close. */
    public void dispose() {
        search.dispose();
        engine.close();
        fly.dispose();
        exports.cancel();
        disk.cancel();
    }

    /** A menu item by id (for tests). */
    public MenuItem menuItem(String id) {
        return menuBar.getMenus().stream().flatMap(m -> m.getItems().stream())
            .filter(i -> id.equals(i.getId())).findFirst().orElseThrow(() -> new IllegalArgumentException(id));
    }

    /** The lower tabs: the section, the diagram (isometric) and the 3D view. */
    public TabPane lowerTabs() {
        return lower;
    }

    WorldDiskActions diskActions() {
        return disk;
    }

    WorldMapPane mapPane() {
        return map;
    }

    /** Goes to a step of the Learn walk (0-based), showing the walk. */
    public void learnStep(int step) {
        showLearn(true);
        learn.go(step);
    }

    /** Shows or hides the Learn walk above the side tabs. */
    public void showLearn(boolean on) {
        learn.setVisible(on);
    }

    /** Opens a spline in the editor by its key's ending, then the nested points nearest to the locations. */
    public void showSpline(String keySuffix, float... nestedAt) {
        guide().showSpline(keySuffix, nestedAt);
    }

    /** The Search tab's pane. */
    SearchPane searchPane() {
        return search;
    }

    /**
     * Opens the Search tab with a shipped example over seeds {@code from} to {@code to} and starts it (for the docs'
     * screenshots, taken from the real window).
     */
    public void startSearchExample(String file, long from, long to) {
        selectSide("tab-search");
        search.startExample(file, from, to);
    }

    /** The matches the Search tab lists, once its search is done; −1 while it runs. */
    public int searchResultsWhenDone() {
        return search.doneCount();
    }

    /** Selects the Search tab's result {@code i}, opening its seed on the map. */
    public void selectSearchResult(int i) {
        search.resultsList().getSelectionModel().select(i);
        search.resultsList().scrollTo(i);
    }

    /** The side tabs: splines, explain, column, learn. */
    public TabPane sideTabs() {
        return side;
    }

    SplineEditorPane splineEditor() {
        return splines;
    }

    StructureOverlay structureOverlay() {
        return structures;
    }

    /**
     * Explains the start of a kind ({@code village}) the map marks nearest its centre, as a click on its icon
     * does (for the docs' screenshots, taken from the real window); false while the map marks none.
     */
    public boolean explainStructureNearCentre(String kind) {
        StructureOverlay.Marks m = structures.marksProperty().get();
        if (m == null) {
            return false;
        }
        double cx = model.view().centreX();
        double cz = model.view().centreZ();
        return m.marks().stream().filter(x -> x.kind().equals(kind))
            .min(java.util.Comparator.comparingDouble(x -> Math.hypot(x.x() - cx, x.z() - cz)))
            .map(x -> {
                model.explainStructure(x);
                return true;
            }).orElse(false);
    }

    ExplainPane explainPane() {
        return explain;
    }

    ColumnPlotPane columnPlot() {
        return column;
    }

    WorldLearnPane learnPane() {
        return learn;
    }

    SectionPane sectionPane() {
        return section;
    }

    IsoPane isoPane() {
        return iso;
    }

    WorldFlyTab flyTab() {
        return fly;
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
