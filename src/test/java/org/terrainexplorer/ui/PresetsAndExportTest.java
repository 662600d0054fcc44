package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.export.MapExport;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.TerrainRenderer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Choices.IslandMode;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
@DisplayName("Presets and export in the window")
class PresetsAndExportTest {

    private WindowFixture app;

    @Start
    void start(Stage stage) {
        app = new WindowFixture(stage);
    }

    @AfterEach
    void closePool() {
        app.close();
    }

    /** The names of the presets in the project's presets/ folder. */
    private static final List<String> SHIPPED = List.of("Archipelago", "Classic", "Continents", "Desert world",
        "Island", "Ridged mountains", "Single octave", "Terraces");

    @Test
    @DisplayName("the Presets menu lists the shipped presets; choosing one loads it and names the window")
    void shippedPresetsMenu(FxRobot robot) {
        robot.clickOn("#menu-file").clickOn("Presets");
        List<String> listed = listedPresets(robot);
        for (String name : SHIPPED) {
            assertTrue(listed.contains(name), name + " is listed in " + listed);
        }
        choose(robot, "preset-islands");
        assertTrue(app.model.params().islandMode() != IslandMode.OFF, "the island preset makes an island");
        Viewport view = app.model.viewport();
        assertEquals(1.4, view.unitsPerPixel() * Math.min(view.width(), view.height()), 1e-9,
            "the preset's span fills the maps' shorter side, whatever their shape");
        assertEquals("Terrain Explorer — Island", app.stage.getTitle());
        robot.interact(() -> app.model.set(Param.WATER_LEVEL, 0.5));
        assertEquals("Terrain Explorer — Island •", app.stage.getTitle(), "a change marks the title");
        robot.interact(app.model::undo);
        assertEquals("Terrain Explorer — Island", app.stage.getTitle(), "undoing it clears the mark");
    }

    @Test
    @DisplayName("File ▸ Presets shows the shipped presets on screen, each time it opens, and a click loads one")
    void presetsMenuShowsShippedPresets(FxRobot robot) throws Exception {
        // given the window as it starts, when File ▸ Presets opens, then its popup shows the presets
        robot.clickOn("#menu-file").clickOn("Presets");
        List<String> shown = shownPresets(robot);
        assertTrue(shown.contains("No presets of your own yet (" + app.userFolder + ")"),
            "says that there are none of the person's own: " + shown);

        // when it is closed, a preset is put in the person's folder, and it is opened again, then it shows the
        // shipped presets again and, once the folder is read, that preset too (the open menu is refreshed)
        robot.interact(() -> presetsMenu(robot).getParentMenu().hide());
        Files.writeString(app.userFolder.resolve("dunes.json"), "{\"format\": 1, \"name\": \"Dunes\"}");
        robot.clickOn("#menu-file").clickOn("Presets");
        shownPresets(robot);
        WindowFixture.waitUntil("the open menu to show the new preset", () -> shownTexts(robot).contains("Dunes"));
        assertTrue(shownTexts(robot).containsAll(SHIPPED), shownTexts(robot).toString());

        // when one is clicked, then it is loaded (the pointer goes across into the submenu first, along its first
        // item: a path over the File menu's other items would close it)
        Node popup = WaitForAsyncUtils.asyncFx(() -> shownPresetsPopup(robot).getScene().getRoot()).get();
        robot.moveTo(robot.from(popup).lookup(SHIPPED.get(0)).<Node>query());
        robot.clickOn(robot.from(popup).lookup("Island").<Node>query());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.model.params().islandMode() != IslandMode.OFF, "the island preset makes an island");
        assertEquals("Terrain Explorer — Island", app.stage.getTitle());
    }

    @Test
    @DisplayName("saves as a file and opens it back with identical parameters; the title follows")
    void saveAsAndOpen(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> app.model.set(Param.RIDGES, 0.35));
        app.dialogs.save = dir.resolve("mine");
        robot.interact(() -> assertTrue(app.window.files().saveAs()));
        Path file = dir.resolve("mine.json");
        assertTrue(Files.exists(file), "the .json extension is added");
        assertEquals("Terrain Explorer — mine", app.stage.getTitle());
        TerrainParams saved = app.model.params();
        robot.interact(() -> app.model.setAll(TerrainParams.defaults()));
        app.dialogs.open = file;
        robot.clickOn("#menu-file").clickOn("Open…");
        assertEquals(saved, app.model.params());
        assertEquals(Presets.load(file).params(), saved);
    }

    @Test
    @DisplayName("asks before replacing a file whose name it completed, and keeps it if told no")
    void confirmsOverwrite(@TempDir Path dir, FxRobot robot) throws IOException {
        Path existing = dir.resolve("keep.json");
        Files.writeString(existing, "{\"format\": 1}");
        app.dialogs.save = dir.resolve("keep");
        app.dialogs.confirmAnswer = false;
        robot.interact(() -> assertFalse(app.window.files().saveAs()));
        assertEquals(1, app.dialogs.confirmations.size());
        assertEquals("{\"format\": 1}", Files.readString(existing), "the file is untouched");
    }

    @Test
    @DisplayName("refuses a broken preset with a message naming the problem, changing nothing")
    void refusesBrokenPreset(@TempDir Path dir, FxRobot robot) throws IOException {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"format\": 1, \"waterLevel\": 3.5}", StandardCharsets.UTF_8);
        TerrainParams before = app.model.params().with(Param.SEED, 5L);
        robot.interact(() -> app.model.setAll(before));
        String title = app.stage.getTitle();
        robot.interact(() -> app.window.files().open(broken));
        assertEquals(before, app.model.params(), "the parameters are untouched");
        assertEquals(title, app.stage.getTitle());
        assertEquals(1, app.dialogs.errors.size());
        String error = app.dialogs.errors.get(0);
        assertTrue(error.contains("waterLevel") && error.contains("3.5") && error.contains("0 to 0.95"), error);
    }

    @Test
    @DisplayName("a failed save says why and leaves the old file as it was")
    void failedSave(@TempDir Path dir, FxRobot robot) throws IOException {
        Path folderAsFile = dir.resolve("taken.json");
        Files.createDirectory(folderAsFile);
        app.dialogs.save = folderAsFile;
        robot.interact(() -> assertFalse(app.window.files().saveAs()));
        assertEquals(1, app.dialogs.errors.size());
        assertTrue(app.dialogs.errors.get(0).contains("taken.json"), app.dialogs.errors.get(0));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.count(), "no stray temporary file");
        }
    }

    @Test
    @DisplayName("saves to My Presets, which then lists it")
    void myPresets(FxRobot robot) {
        robot.interact(() -> app.model.set(Param.TERRACES, 4));
        app.dialogs.name = "Step Land";
        robot.clickOn("#menu-file").clickOn("Save to My Presets…");
        assertTrue(Files.exists(app.userFolder.resolve("step-land.json")));
        robot.interact(() -> app.model.setAll(TerrainParams.defaults()));
        robot.clickOn("#menu-file").clickOn("Presets");
        choose(robot, "preset-step-land");
        assertEquals(4, app.model.params().integer(Param.TERRACES));
        assertEquals("Terrain Explorer — Step Land", app.stage.getTitle());
    }

    @Test
    @DisplayName("a drop opens the first .json among the dropped files and ignores other files")
    void dropPicksPreset() {
        File png = new File("/tmp/map.png");
        File json = new File("/tmp/Island.JSON");
        assertEquals(Optional.of(json.toPath()), FileActions.presetIn(List.of(png, json)));
        assertEquals(Optional.empty(), FileActions.presetIn(List.of(png)));
    }

    @Test
    @DisplayName("asks about unsaved changes before closing: cancel keeps the window, discard lets it close")
    void unsavedChanges(FxRobot robot) {
        robot.interact(() -> assertTrue(app.window.files().mayClose(), "nothing to save"));
        robot.interact(() -> app.model.set(Param.SEED, 99L));
        app.dialogs.saveChoice = Dialogs.SaveChoice.CANCEL;
        robot.interact(() -> assertFalse(app.window.files().mayClose()));
        app.dialogs.saveChoice = Dialogs.SaveChoice.DISCARD;
        robot.interact(() -> assertTrue(app.window.files().mayClose()));
    }

    @Test
    @DisplayName("exports the view with progress; the file's pixels equal a direct render of the same area")
    void exportEqualsRender(@TempDir Path dir, FxRobot robot) throws Exception {
        Path file = dir.resolve("out.png");
        @SuppressWarnings("unchecked")
        Task<Path>[] task = new Task[1];
        robot.interact(() -> task[0] = app.window.files().export(
            new ExportDialog.Settings(Layer.BIOME, MapExport.Format.PNG, 300, 200), file));
        waitFor(task[0]);
        assertEquals(Worker.State.SUCCEEDED, state(robot, task[0]));
        assertTrue(app.window.status().message().contains("Exported"), app.window.status().message());
        BufferedImage image = ImageIO.read(file.toFile());
        assertEquals(300, image.getWidth());
        Viewport view = app.model.viewport();
        Viewport area = new Viewport(view.centerX(), view.centerY(), view.worldWidth() / 300, 300, 200);
        try (RenderPool pool = new RenderPool(1)) {
            TerrainRenderer direct = new TerrainRenderer(pool);
            direct.render(app.model.params(), area, EnumSet.of(Layer.BIOME));
            int[] expected = direct.image(Layer.BIOME);
            int[] actual = image.getRGB(0, 0, 300, 200, null, 0, 300);
            for (int i = 0; i < actual.length; i++) {
                actual[i] |= 0xFF000000;
            }
            assertArrayEquals(expected, actual);
        }
    }

    @Test
    @DisplayName("cancelling an export from the status bar writes no file")
    void cancelExport(@TempDir Path dir, FxRobot robot) throws Exception {
        Path file = dir.resolve("big.png");
        FileActions.ExportTask task = startExport(robot, 6000, file);
        Node cancel = robot.lookup("#status-task-cancel").query();
        assertTrue(robot.lookup("#status-task-box").query().isVisible(), "progress and cancel show while it runs");
        robot.clickOn(cancel);
        assertTrue(task.awaitEnd(30_000), "the export's work ends");
        waitFor(task);
        assertEquals(Worker.State.CANCELLED, state(robot, task));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(Files.exists(file));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(0, files.count(), "no partial file");
        }
        assertFalse(robot.lookup("#status-task-box").query().isVisible(), "the progress goes away");
    }

    @Test
    @DisplayName("closing the window during an export stops it and leaves neither the file nor a partial one")
    void closeDuringExport(@TempDir Path dir, FxRobot robot) throws Exception {
        Path file = dir.resolve("closing.png");
        FileActions.ExportTask task = startExport(robot, 8000, file);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
            () -> WaitForAsyncUtils.asyncFx(() -> task.getProgress() > 0).get());
        robot.interact(() -> app.window.dispose());
        assertTrue(task.isDone());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "nothing left behind once dispose returns");
        }
    }

    @Test
    @DisplayName("refuses an export whose size would zoom past the limits, saying why, and starts nothing")
    void refusesExportPastZoomLimit(@TempDir Path dir, FxRobot robot) {
        robot.interact(() -> app.model.setViewport(new Viewport(0, 0, Viewport.MIN_UNITS_PER_PIXEL, 400, 300)));
        Object[] task = new Object[1];
        robot.interact(() -> task[0] = app.window.files().export(
            new ExportDialog.Settings(Layer.BIOME, MapExport.Format.PNG, 4000, 3000), dir.resolve("x.png")));
        assertEquals(null, task[0]);
        assertEquals(1, app.dialogs.errors.size(), app.dialogs.errors.toString());
        assertTrue(app.dialogs.errors.get(0).contains("4000 pixels wide") && app.dialogs.errors.get(0)
            .contains("allowed 1e-07 to 1e+03"), app.dialogs.errors.get(0));
        assertFalse(Files.exists(dir.resolve("x.png")));
    }

    /** Starts a square biome PNG export of the view, {@code size} pixels across. */
    private FileActions.ExportTask startExport(FxRobot robot, int size, Path file) {
        FileActions.ExportTask[] task = new FileActions.ExportTask[1];
        robot.interact(() -> task[0] = app.window.files().export(
            new ExportDialog.Settings(Layer.BIOME, MapExport.Format.PNG, size, size), file));
        return task[0];
    }

    /** The File menu's Presets submenu, as last filled. */
    private static Menu presetsMenu(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        return (Menu) bar.getMenus().get(0).getItems().stream()
            .filter(i -> "menu-presets".equals(i.getId())).findFirst().orElseThrow();
    }

    /** The open Presets menu's items' texts, once read (the menu lists them off the FX thread). */
    private static List<String> listedPresets(FxRobot robot) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !texts(robot).contains("Loading presets…"));
            return texts(robot);
        } catch (TimeoutException e) {
            throw new AssertionError("the presets were not listed", e);
        }
    }

    /**
     * The texts of the items the open Presets submenu shows on screen, once they include every shipped preset.
     * (The submenu's popup holds its own copy of the menu's items, so the menu's items alone do not tell.)
     */
    private static List<String> shownPresets(FxRobot robot) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shownTexts(robot).containsAll(SHIPPED));
        } catch (TimeoutException e) {
            throw new AssertionError("the open Presets menu shows " + shownTexts(robot) + ", not " + SHIPPED, e);
        }
        return shownTexts(robot);
    }

    private static List<String> shownTexts(FxRobot robot) {
        try {
            return WaitForAsyncUtils.asyncFx(() -> {
                ContextMenu popup = shownPresetsPopup(robot);
                return popup == null ? List.<String>of() : popup.getItems().stream().map(MenuItem::getText).toList();
            }).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** The popup of the open Presets submenu, or null if it is not open. FX thread. */
    private static ContextMenu shownPresetsPopup(FxRobot robot) {
        Menu presets = presetsMenu(robot);
        return Window.getWindows().stream().filter(w -> w instanceof ContextMenu && w.isShowing())
            .map(w -> (ContextMenu) w).filter(c -> c.getItems().stream().noneMatch(i -> i == presets))
            .findFirst().orElse(null);
    }

    private static List<String> texts(FxRobot robot) {
        try {
            return WaitForAsyncUtils.asyncFx(() -> presetsMenu(robot).getItems().stream().map(MenuItem::getText)
                .toList()).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Chooses a preset from the open Presets menu (the popup is rebuilt each time it opens; fire the item). */
    private static void choose(FxRobot robot, String id) {
        listedPresets(robot);
        MenuItem item = presetsMenu(robot).getItems().stream()
            .filter(i -> id.equals(i.getId())).findFirst().orElseThrow(() -> new AssertionError("no " + id));
        robot.interact(() -> {
            item.fire();
            presetsMenu(robot).getParentMenu().hide();
        });
    }

    private static Worker.State state(FxRobot robot, Task<?> task) {
        Worker.State[] state = new Worker.State[1];
        robot.interact(() -> state[0] = task.getState());
        return state[0];
    }

    private static void waitFor(Task<?> task) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> task.isDone());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
