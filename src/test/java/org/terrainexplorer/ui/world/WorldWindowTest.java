package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.world.noise.NoiseParameters;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
@DisplayName("The voxel world window")
class WorldWindowTest {

    /** Dialogs answered by the test. */
    static final class Scripted implements WorldDialogs {
        final Deque<Path> files = new ArrayDeque<>();
        final List<String> errors = new java.util.ArrayList<>();

        @Override
        public Optional<Path> chooseDatapack(Window owner, boolean folder) {
            return Optional.ofNullable(files.poll());
        }

        @Override
        public Optional<Path> chooseSave(Window owner, String title, String name, String description, String ext) {
            return Optional.ofNullable(files.poll());
        }

        @Override
        public void error(Window owner, String title, String message) {
            errors.add(title + ": " + message);
        }
    }

    private WorldWindowFixture fixture;
    private RenderPool pool;
    private WorldModel model;
    private WorldWindow window;
    private final Scripted dialogs = new Scripted();

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.open(stage, dialogs, 860, 600, m -> { });
        pool = fixture.pool;
        model = fixture.model;
        window = fixture.window;
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    private static void waitUntil(String what, BooleanSupplier condition) {
        WorldWaits.waitUntil(what, 60, condition);
    }

    private void loaded() {
        WorldWaits.loaded(model, 60);
    }

    @Test
    @DisplayName("moved to a new place, the map fills in from the chunks made there and ends complete")
    void mapFillsInProgressively(FxRobot robot) {
        loaded();
        List<WorldEngine.Image> made = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<WorldEngine.Image> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        robot.interact(() -> {
            WorldView moved = new WorldView(5000, -3000, 1, model.view().width(), model.view().height());
            // Only the new view's images: one of the old view may still be on its way. The images made are watched
            // where they are handed over, since the window shows only the newest (a busy FX thread may skip some).
            window.engine().watchMapImages(now -> {
                if (showsMoved(now)) {
                    made.add(now);
                }
            });
            window.engine().mapImageProperty().addListener((o, was, now) -> {
                if (showsMoved(now)) {
                    shown.add(now);
                }
            });
            model.setView(moved);
        });
        waitUntil("a complete map shown", () -> shown.stream().anyMatch(WorldEngine.Image::complete));
        // Whether a partial map comes first depends on how fast the chunks are made against the map's drawing (a
        // loaded pool may make them before the first drawing); MapDrawingTest shows partial-then-complete without
        // a race. Here: the window gets there, and once complete never shows a partial map of the place again.
        int first = 0;
        while (first < made.size() && !made.get(first).complete()) {
            first++;
        }
        assertTrue(first < made.size(), "the complete map shown was made for the place");
        for (int i = first; i < made.size(); i++) {
            assertTrue(made.get(i).complete(), "no partial map made after the complete one");
        }
        WorldEngine.Stats stats = window.engine().statsProperty().get();
        assertTrue(stats.generated() > 0, "chunks were generated");
        assertTrue(window.statusMessage().isEmpty() || !window.statusMessage().startsWith("internal error"));
    }

    private static boolean showsMoved(WorldEngine.Image image) {
        return image != null && image.shows() instanceof WorldView v && v.centreX() == 5000 && v.centreZ() == -3000;
    }

    @Test
    @DisplayName("a go-to refused (beyond the world's limit) and then one that goes says where the map went, not the "
        + "refusal")
    void goToAfterARefusal(FxRobot robot) {
        TextField goTo = robot.lookup("#world-goto").queryAs(TextField.class);
        robot.interact(() -> {
            goTo.setText("40000000, 0");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        assertTrue(window.statusMessage().contains("beyond the world's limit"), window.statusMessage());
        robot.interact(() -> {
            goTo.setText("1200 -300");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals(1200, model.view().centreX(), 0.5);
        assertEquals("Centred the map on 1200, -300", window.statusMessage());
    }

    @Test
    @DisplayName("a structure typed in the go-to is found as the game's /locate finds it from the map's centre, and "
        + "the map centred on it; a name the world lacks is refused with the kinds it has")
    void goToAStructure(FxRobot robot) {
        loaded();
        TextField goTo = robot.lookup("#world-goto").queryAs(TextField.class);
        robot.interact(() -> {
            goTo.setText("1200 -300");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        java.util.Optional<org.terrainexplorer.world.structure.StructureWorld.Located> expected = model.loaded()
            .structures().locate(id -> org.terrainexplorer.world.structure.StructureKinds.matches("village", id),
                1200, -300, StructureGoTo.RADIUS, () -> false);
        assertTrue(expected.isPresent(), "a village near 1200, -300");
        robot.interact(() -> {
            goTo.setText("Village");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        waitUntil("the village found", () -> window.statusMessage().contains("nearest to 1200, -300: at"));
        assertEquals(expected.get().position().x(), model.view().centreX(), 0.5);
        assertEquals(expected.get().position().z(), model.view().centreZ(), 0.5);
        assertTrue(window.statusMessage().contains("(" + expected.get().start().id() + ")"),
            window.statusMessage());
        WorldModel.Found mark = model.foundProperty().get();
        assertTrue(mark != null && mark.world() == model.loaded() && mark.x() == expected.get().position().x()
            && mark.z() == expected.get().position().z() && mark.label().equals("Village"), "marked: " + mark);
        robot.interact(() -> {
            goTo.setText("tower of babel");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        assertTrue(window.statusMessage().startsWith("Go to tower of babel: type x, z (such as 120, -64) or a "
            + "structure from the legend: ") && window.statusMessage().contains("village"), window.statusMessage());
        robot.interact(() -> {
            goTo.setText("strongold");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        assertTrue(window.statusMessage().startsWith("Go to strongold: did you mean 'stronghold'? Or type x, z"),
            window.statusMessage());
        // A structure of another dimension: refused at once, then named where it is, once the other dimensions
        // are read on the pool.
        robot.interact(() -> {
            goTo.setText("fortress");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        waitUntil("the fortress's dimension named", () -> window.statusMessage().equals("Go to fortress: no such "
            + "structure in the Overworld; it is in The Nether (choose it under World, Dimension)"));
        assertEquals("overworld", model.settings().dimension(), "only said, not switched");
    }

    @Test
    @DisplayName("the block Explain describes is ringed on the map, white over dark, and the ring moves with it")
    void explainedBlockIsMarked(FxRobot robot) {
        loaded();
        WorldMapPane map = window.mapPane();
        WorldView v = model.view();
        int x = v.blockX((int) (map.getWidth() / 3));
        int z = v.blockZ((int) (map.getHeight() / 3));
        int x2 = v.blockX((int) (map.getWidth() * 2 / 3));
        int z2 = v.blockZ((int) (map.getHeight() * 2 / 3));
        robot.interact(() -> model.explain(WorldModel.Spot.column(x, z)));
        WaitForAsyncUtils.waitForFxEvents();
        double cx = v.column(x + 0.5);
        double cz = v.row(z + 0.5);
        javafx.scene.image.WritableImage[] shot = new javafx.scene.image.WritableImage[1];
        robot.interact(() -> shot[0] = map.snapshot(null, null));
        assertTrue(whiteNear(shot[0], cx + WorldMapPane.EXPLAINED_RADIUS, cz), "white on the ring's right");
        assertTrue(whiteNear(shot[0], cx, cz - WorldMapPane.EXPLAINED_RADIUS), "white on the ring's top");
        // Explaining elsewhere moves the ring there (where nothing white was before).
        assertFalse(whiteNear(shot[0], v.column(x2 + 0.5) + WorldMapPane.EXPLAINED_RADIUS, v.row(z2 + 0.5)),
            "no ring yet at the next place");
        robot.interact(() -> model.explain(WorldModel.Spot.column(x2, z2)));
        // The map repaints when the explained spot has changed: wait for the ring there, not for a set time.
        waitUntil("the ring at the new place", () -> {
            robot.interact(() -> shot[0] = map.snapshot(null, null));
            return whiteNear(shot[0], v.column(x2 + 0.5) + WorldMapPane.EXPLAINED_RADIUS, v.row(z2 + 0.5));
        });
    }

    /** Whether a near-white, unsaturated pixel lies within 2 pixels of (x, y). */
    private static boolean whiteNear(javafx.scene.image.Image image, double x, double y) {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                javafx.scene.paint.Color c = image.getPixelReader().getColor((int) Math.round(x) + dx,
                    (int) Math.round(y) + dy);
                if (c.getBrightness() > 0.85 && c.getSaturation() < 0.15) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    @DisplayName("a go-to far away takes the section with it (along x through the new centre, its length kept); one "
        + "that keeps the line in view leaves it where it was drawn")
    void sectionFollowsAGoTo(FxRobot robot) {
        TextField goTo = robot.lookup("#world-goto").queryAs(TextField.class);
        SectionLine before = model.section();
        robot.interact(() -> {
            goTo.setText("5000, -7000");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        SectionLine far = model.section();
        assertEquals(SectionLine.alongX(5000, -7000, before.length()), far);
        robot.interact(() -> {
            goTo.setText("5010, -7000");
            goTo.fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals(far, model.section(), "still in view: not moved");
    }

    @Test
    @DisplayName("the built-in world's chooser is labelled, so 'Overworld' under the nether's Dimension reads as "
        + "the world type")
    void worldTypeIsLabelled(FxRobot robot) {
        javafx.scene.Node chooser = robot.lookup("#world-builtin").query();
        javafx.scene.Parent row = chooser.getParent();
        assertTrue(row instanceof javafx.scene.layout.HBox, "in a row with its label: " + row);
        assertTrue(row.getChildrenUnmodifiable().stream().anyMatch(n -> n instanceof javafx.scene.control.Label l
            && l.getText().equals("World type")), row.getChildrenUnmodifiable().toString());
    }

    @Test
    @DisplayName("the Noises section offers 26.2's nether its climate noises (nether/temperature, nether/vegetation) "
        + "and says so when a world (the end) has none, rather than standing empty; the spline editor's note that the end "
        + "has no splines goes with it; 1.21.1's nether, whose climate noises the game makes with fixed parameters, "
        + "offers no knob that would do nothing")
    void noiseKnobsOfTheNetherAndTheEnd(FxRobot robot) {
        loaded();
        robot.interact(() -> model.change(model.settings().withVersion("26.2").withDimension("the_nether")));
        loaded();
        waitUntil("the nether's knobs", () -> knobTitles(robot).contains("Temperature"));
        assertEquals(List.of("Temperature", "Vegetation (humidity)"), knobTitles(robot));
        robot.interact(() -> model.change(model.settings().withDimension("the_end")));
        loaded();
        waitUntil("the end's note", () -> robot.lookup("#knobs-none").tryQuery().isPresent());
        assertEquals(List.of(), knobTitles(robot));
        assertEquals("This world has no splines in its noise router.", window.splineEditor().message());
        // Before 26.1 the game makes the nether's temperature and vegetation with fixed parameters: no knob.
        robot.interact(() -> model.change(model.settings().withVersion("1.21.1").withDimension("the_nether")));
        loaded();
        waitUntil("1.21.1's nether note", () -> robot.lookup("#knobs-none").tryQuery()
            .map(n -> ((javafx.scene.control.Label) n).getText().contains("fixed parameters")).orElse(false));
        assertEquals(List.of(), knobTitles(robot));
        // 1.21.1's end has the same legacy random source, but its biomes read no climate noise: a plain note.
        robot.interact(() -> model.change(model.settings().withDimension("the_end")));
        loaded();
        waitUntil("1.21.1's end note", () -> robot.lookup("#knobs-none").tryQuery()
            .map(n -> ((javafx.scene.control.Label) n).getText().contains("no noise you can edit")).orElse(false));
        robot.interact(() -> model.change(model.settings().withDimension("overworld")));
        loaded();
        waitUntil("the overworld's knobs", () -> knobTitles(robot).contains("Continentalness"));
        assertEquals("", window.splineEditor().message(), "the end's note is gone with the end");
    }

    private static List<String> knobTitles(FxRobot robot) {
        javafx.scene.control.TitledPane noises = robot.lookup("#world-section-noises").query();
        return ((javafx.scene.layout.Pane) noises.getContent()).getChildren().stream()
            .filter(n -> n instanceof javafx.scene.control.TitledPane)
            .map(n -> ((javafx.scene.control.TitledPane) n).getText()).toList();
    }

    @Test
    @DisplayName("a shift-drag on the map sets the section's line, and the section follows it")
    void sectionFollowsADraggedLine(FxRobot robot) {
        loaded();
        WorldMapPane map = window.mapPane();
        // Along the map's top, clear of the overview in its bottom-right corner (the map is narrow in this window).
        int toX = (int) Math.min(170, map.getWidth() - 10);
        Point2D from = map.localToScreen(10, 30);
        Point2D to = map.localToScreen(toX, 30);
        robot.press(KeyCode.SHIFT);
        robot.moveTo(from).press(MouseButton.PRIMARY).moveTo(to).release(MouseButton.PRIMARY);
        robot.release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        WorldView v = model.view();
        SectionLine line = model.section();
        assertEquals(v.blockX(10), line.ax(), 1);
        assertEquals(v.blockX(toX), line.bx(), 1);
        assertEquals(line.az(), line.bz());
        waitUntil("the section of the new line", () -> {
            WorldEngine.Image s = window.engine().sectionImageProperty().get();
            return s != null && line.equals(s.shows()) && s.complete();
        });
        assertEquals(line.length(), window.engine().sectionImageProperty().get().width());
    }

    @Test
    @DisplayName("a shift-click (or a drag shorter than 16 blocks) keeps the section there was and says why: no section "
        + "of one block")
    void noOneBlockSection(FxRobot robot) {
        loaded();
        SectionLine before = model.section();
        WorldMapPane map = window.mapPane();
        Point2D at = map.localToScreen(20, 30);
        robot.press(KeyCode.SHIFT);
        robot.moveTo(at).press(MouseButton.PRIMARY).release(MouseButton.PRIMARY);
        robot.moveTo(at).press(MouseButton.PRIMARY).moveTo(at.add(4, 0)).release(MouseButton.PRIMARY);
        robot.release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, model.section(), "the line as it was");
        assertTrue(window.statusMessage().contains("at least " + WorldModel.MIN_SECTION + " blocks"),
            window.statusMessage());
    }

    @Test
    @DisplayName("the section's axis labels stay whole inside the pane: the top one is not cut in half")
    void axisLabelsWhole() {
        double h = 300;
        for (double row = 0; row <= h; row += 0.5) {
            double baseline = SectionPane.labelBaseline(row, h);
            assertTrue(baseline - SectionPane.LABEL_SIZE >= 0 && baseline <= h, "row " + row + ": " + baseline);
        }
        assertEquals(153, SectionPane.labelBaseline(150, h), 1e-9, "away from the edges, centred on its tick");
    }

    @Test
    @DisplayName("while the pointer is over the map the status bar gives its text the room: the chunk counts step "
        + "aside and come back when it leaves")
    void statusBarMakesRoomForTheHover(FxRobot robot) {
        loaded();
        Label chunks = robot.lookup("#world-status-chunks").queryAs(Label.class);
        Label hover = robot.lookup("#world-status-hover").queryAs(Label.class);
        waitUntil("the chunk counts", () -> !chunks.getText().isEmpty());
        WorldMapPane map = window.mapPane();
        robot.moveTo(map.localToScreen(map.getWidth() / 2, map.getHeight() / 2));
        waitUntil("the hover text", () -> !model.hoverTextProperty().get().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(chunks.isVisible(), "the counts step aside");
        // Read together on the FX thread: the hover text changes as the chunks under the pointer arrive.
        String[] texts = new String[2];
        robot.interact(() -> {
            texts[0] = model.hoverTextProperty().get();
            texts[1] = hover.getText();
        });
        assertEquals(texts[0], texts[1]);
        robot.moveTo(robot.lookup("#world-builtin").queryAs(javafx.scene.Node.class));
        waitUntil("the hover text gone", () -> model.hoverTextProperty().get().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(chunks.isVisible(), "the counts are back");
    }

    @Test
    @DisplayName("the section fills its pane's width at first, + and − step through 1 to 4 pixels per block, and Fit "
        + "fits the line again, also a new, shorter one")
    void sectionFitsItsPane(FxRobot robot) {
        loaded();
        SectionPane section = window.sectionPane();
        waitUntil("a section", () -> section.frame() != null);
        double room = robot.lookup("#world-section").queryAs(SectionPane.class).lookup("Canvas").getLayoutBounds()
            .getWidth() - 40;
        assertTrue(section.fitted(), "fitted at first");
        double expected = Math.max(SectionPane.MIN_FIT, Math.min(4, room / section.frame().width()));
        assertEquals(expected, section.zoom(), 1e-9, "the line fills the width");
        assertTrue(section.frame().width() * section.zoom() > room - 1, "no empty band beside the section");
        robot.clickOn("#section-zoom-in");
        assertFalse(section.fitted());
        assertEquals(Math.min(4, Math.floor(expected) + 1), section.zoom());
        robot.clickOn("#section-zoom-out").clickOn("#section-zoom-out").clickOn("#section-zoom-out");
        assertEquals(1, section.zoom(), "no further out than 1:1 by steps");
        robot.clickOn("#section-fit");
        assertTrue(section.fitted());
        assertEquals(expected, section.zoom(), 1e-9);
        // A shorter line fills the width too, at a larger scale.
        SectionLine shorter = SectionLine.alongX(0, 0, 100);
        robot.interact(() -> model.setSection(shorter));
        waitUntil("the shorter section", () -> section.frame() != null && shorter.equals(section.frame().shows()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Math.max(SectionPane.MIN_FIT, Math.min(4, room / 100)), section.zoom(), 1e-9);
        // The longest line fits under 1:1; − does not jump to 1:1, which would be larger.
        SectionLine longest = SectionLine.alongX(0, 0, SectionLine.MAX_LENGTH);
        robot.interact(() -> model.setSection(longest));
        waitUntil("the longest section", () -> section.frame() != null && longest.equals(section.frame().shows()));
        WaitForAsyncUtils.waitForFxEvents();
        double fitted = section.zoom();
        assertTrue(fitted < 1, "fitted under 1:1: " + fitted);
        robot.clickOn("#section-zoom-out");
        assertEquals(fitted, section.zoom(), 1e-9, "out from under 1:1 does nothing");
        assertTrue(section.fitted());
    }

    @Test
    @DisplayName("the 3D view turns a quarter with the rotate button, and the cut-away changes what it shows")
    void isoRotatesAndCuts(FxRobot robot) {
        loaded();
        robot.interact(() -> model.setIso(model.iso().withSize(2)));
        waitUntil("the 3D view", () -> isoOf(model.iso()) != null);
        int[] before = isoOf(model.iso()).argb().clone();
        robot.interact(() -> window.lowerTabs().getSelectionModel().select(1));
        robot.clickOn("#iso-rotate-right");
        assertEquals(1, model.iso().rotation());
        waitUntil("the turned view", () -> isoOf(model.iso()) != null);
        assertFalse(Arrays.equals(before, isoOf(model.iso()).argb()), "the picture turned");
        robot.interact(() -> ((Slider) robot.lookup("#iso-cut").query()).setValue(20));
        waitUntil("the cut view", () -> model.iso().cutY() == 20 && isoOf(model.iso()) != null);
        WorldEngine.Image cut = isoOf(model.iso());
        assertTrue(cut.height() < before.length / Math.max(1, cut.width()) + 400, "the cut view is lower");
        // The diagram is fitted to its pane, whole: as wide or as tall as the pane allows, within it.
        IsoPane iso = robot.lookup("#world-iso").queryAs(IsoPane.class);
        ScrollPane scroll = robot.lookup("#iso-scroll").queryAs(ScrollPane.class);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(iso.fitted());
        javafx.geometry.Bounds shown = iso.imageView().getBoundsInParent();
        javafx.geometry.Bounds room = scroll.getViewportBounds();
        assertTrue(shown.getWidth() <= room.getWidth() && shown.getHeight() <= room.getHeight(),
            shown + " within " + room);
        javafx.scene.image.Image drawn = iso.imageView().getImage();
        assertTrue(shown.getWidth() >= room.getWidth() - 5 || shown.getHeight() >= room.getHeight() - 5
            || shown.getWidth() >= drawn.getWidth() - 1, shown + " fills " + room + " one way, or is as drawn");
        assertTrue(shown.getWidth() <= drawn.getWidth() + 1, "fitting never enlarges the diagram");
        robot.clickOn("#iso-zoom-in");
        assertFalse(iso.fitted(), "+ draws pixel for pixel");
        robot.clickOn("#iso-fit");
        assertTrue(iso.fitted());
    }

    private WorldEngine.Image isoOf(IsoSettings settings) {
        WorldEngine.Image i = window.engine().isoImageProperty().get();
        return i != null && settings.equals(i.shows()) && i.complete() ? i : null;
    }

    @Test
    @DisplayName("a knob change loads a changed world, and undo brings the world's noise back")
    void undoRestoresAKnobChange(FxRobot robot) {
        loaded();
        LoadedWorld original = model.loaded();
        TextField field = robot.lookup("#field-knob-continentalness-1").queryAs(TextField.class);
        robot.interact(() -> {
            field.setText("0.25");
            field.fireEvent(new javafx.event.ActionEvent());
        });
        waitUntil("the edited world", () -> model.loaded() != original && !model.loadingProperty().get());
        NoiseParameters edited = model.settings().knobs().get("minecraft:continentalness");
        assertNotNull(edited);
        assertEquals(0.25, edited.amplitude(0));
        robot.interact(() -> window.menuItem("world-menu-undo").fire());
        waitUntil("the world again", () -> model.settings().knobs().isEmpty() && !model.loadingProperty().get());
        assertEquals(original.settings(), model.loaded().settings(), "the world's settings again");
    }

    @Test
    @DisplayName("a datapack opens and shows its name; a bad one is refused with the file and path, and the world stays")
    void datapacks(FxRobot robot) throws IOException {
        loaded();
        Path good = Files.createTempDirectory("good-pack");
        Path settings = good.resolve("data/minecraft/worldgen/noise_settings/overworld.json");
        Files.createDirectories(settings.getParent());
        String overworld = Files.readString(org.terrainexplorer.world.TestWorlds.MCDATA.resolve(
                    "1.21.1/data/minecraft/worldgen/noise_settings/overworld.json"));
        Files.writeString(settings, overworld.replace("\"sea_level\": 63", "\"sea_level\": 80"));
        dialogs.files.add(good);
        robot.interact(() -> window.openDatapack(true));
        waitUntil("the pack's world", () -> model.loaded() != null && good.equals(model.loaded().settings().datapack())
            && !model.loadingProperty().get());
        assertEquals(80, model.loaded().world().settings().seaLevel());
        assertTrue(robot.lookup("#world-pack-name").queryLabeled().getText().contains(good.getFileName().toString()));

        Path bad = Files.createTempDirectory("bad-pack");
        Path df = bad.resolve("data/minecraft/worldgen/density_function/overworld/continents.json");
        Files.createDirectories(df.getParent());
        Files.writeString(df, "{\"type\": \"minecraft:flat_cache\", \"argument\": {\"type\": \"minecraft:sqeeze\"}}");
        LoadedWorld before = model.loaded();
        dialogs.files.add(bad);
        robot.interact(() -> window.openDatapack(true));
        waitUntil("the refusal", () -> window.statusMessage().contains("sqeeze") && !model.loadingProperty().get());
        assertTrue(window.statusMessage().contains("density_function/overworld/continents.json"),
            window.statusMessage());
        assertTrue(window.statusMessage().contains("argument.type"), window.statusMessage());
        assertSame(before, model.loaded(), "the previous world stays");
        assertEquals(good, model.settings().datapack(), "the settings are the previous world's again");
        assertTrue(dialogs.errors.stream().anyMatch(e -> e.startsWith("Datapack: ") && e.contains("sqeeze")
            && e.contains("density_function/overworld/continents.json")), "the whole refusal in a dialog: "
            + dialogs.errors);
    }
}
