package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.databind.node.ObjectNode;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.search.LocalSearch;
import org.terrainexplorer.search.Match;
import org.terrainexplorer.search.SearchExamples;
import org.terrainexplorer.search.SearchSpec;
import org.terrainexplorer.search.SearchWorld;

@ExtendWith(ApplicationExtension.class)
@DisplayName("The Search tab")
class SearchPaneTest {

    private WorldWindowFixture fixture;
    private WorldModel model;
    private SearchPane pane;

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.open(stage, new WorldWindowTest.Scripted(), 1280, 800, m -> { });
        model = fixture.model;
        pane = fixture.window.searchPane();
        TabPane side = (TabPane) stage.getScene().lookup("#world-side-tabs");
        side.getTabs().stream().filter(t -> "tab-search".equals(t.getId())).findFirst()
            .ifPresent(t -> side.getSelectionModel().select(t));
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    @SuppressWarnings("unchecked")
    private void example(FxRobot robot, String file) {
        ComboBox<SearchExamples.Example> examples = robot.lookup("#search-examples").queryAs(ComboBox.class);
        robot.interact(() -> examples.getItems().stream().filter(e -> e.file().equals(file)).findFirst()
            .ifPresent(e -> examples.getSelectionModel().select(e)));
    }

    private void seeds(FxRobot robot, String from, String to) {
        robot.interact(() -> {
            robot.lookup("#search-from").queryAs(TextField.class).setText(from);
            robot.lookup("#search-to").queryAs(TextField.class).setText(to);
        });
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    @DisplayName("running an example lists the seeds the headless search finds, in seed order, and says it is done; "
        + "selecting one opens it on the map, centred on what matched, marked in gold, and says in which release")
    void runsAnExample(FxRobot robot) throws Exception {
        example(robot, "desert-pyramid.json");
        seeds(robot, "0", "1499");
        robot.clickOn("#search-start");
        WorldWaits.waitUntil("the search to end", 180, () -> text(robot, "#search-progress").startsWith("Done"));
        List<Long> shown = pane.matches().stream().map(Match::seed).toList();
        SearchSpec spec = SearchExamples.list().stream().filter(e -> e.file().equals("desert-pyramid.json"))
            .findFirst().orElseThrow().spec().withRange(0, 1499);
        List<Long> expected = new LocalSearch(SearchWorld.bind(spec, fixture.worlds), 1, 0, null, null).run()
            .matches().stream().map(Match::seed).toList();
        assertFalse(expected.isEmpty());
        assertEquals(expected, shown);
        assertFalse(robot.lookup("#search-start").queryAs(Button.class).isDisabled());

        // Selecting a seed opens it on the map, centred on what matched, marked in gold.
        @SuppressWarnings("unchecked")
        ListView<Match> list = robot.lookup("#search-results").queryAs(ListView.class);
        robot.interact(() -> list.getSelectionModel().select(0));
        Match m = list.getItems().get(0);
        assertEquals(m.seed(), model.settings().seed());
        assertEquals("1.21.1", model.settings().version());
        assertEquals("Seed " + m.seed() + " as the search found it: Minecraft 1.21.1 overworld, centred on what "
            + "matched", fixture.window.statusMessage(), "the release the map changed to is said");
        assertEquals(m, model.searchMatchProperty().get());
        Match.Place first = m.where().values().iterator().next().get(0);
        assertEquals(first.x() + 0.5, model.view().centreX(), 0.5);
        assertEquals(first.z() + 0.5, model.view().centreZ(), 0.5);
        WorldWaits.loaded(model, 120);
        WorldMapPane map = fixture.window.mapPane();
        // The diamond's top corner lies SEARCH_MARK pixels above the place: gold there, once the pane has drawn the
        // mark (a pulse after the world loads; a snapshot at once caught the map without it).
        Color[] seen = new Color[1];
        WorldWaits.waitUntil("the gold mark at the match", 60, () -> {
            robot.interact(() -> {
                WritableImage shot = map.snapshot(null, null);
                WorldView v = model.view();
                double x = v.column(first.x() + 0.5);
                double z = v.row(first.z() + 0.5);
                seen[0] = shot.getPixelReader().getColor((int) Math.round(x),
                    (int) Math.round(z - WorldMapPane.SEARCH_MARK));
            });
            Color c = seen[0];
            return c.getRed() > 0.8 && c.getGreen() > 0.6 && c.getBlue() < 0.3;
        });
    }

    @Test
    @DisplayName("the results list stays fast with 100,000 rows: scrolling to the end and selecting there is quick, "
        + "and only the visible rows have cells")
    void hundredThousandRows(FxRobot robot) {
        List<Match> many = new ArrayList<>(100_000);
        for (int i = 0; i < 100_000; i++) {
            many.add(new Match(i * 7L, Map.of("v", List.of(new Match.Place("minecraft:village_plains", i, Match.Place
                .NO_Y, -i, Double.NaN)))));
        }
        @SuppressWarnings("unchecked")
        ListView<Match> list = robot.lookup("#search-results").queryAs(ListView.class);
        robot.interact(() -> pane.matches().setAll(many));
        long t0 = System.nanoTime();
        robot.interact(() -> {
            list.scrollTo(99_999);
            list.getSelectionModel().select(99_999);
        });
        WaitForAsyncUtils.waitForFxEvents();
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < 3000, "scrolled and selected in " + ms + " ms");
        int cells = robot.lookup("#search-results .list-cell").queryAll().size();
        assertTrue(cells < 80, cells + " cells for 100,000 rows");
        assertEquals(99_999 * 7L, list.getSelectionModel().getSelectedItem().seed());
    }

    @SuppressWarnings("unchecked")
    private static TreeView<ObjectNode> tree(FxRobot robot) {
        return robot.lookup("#search-tree").queryAs(TreeView.class);
    }

    private static void type(FxRobot robot, String json) {
        robot.interact(() -> robot.lookup("#search-node").queryAs(TextArea.class).setText(json));
    }

    @Test
    @DisplayName("a bad seed range is told under the seeds, on its own, and does not block editing a condition")
    void badRangeDoesNotBlockConditionEdits(FxRobot robot) {
        // Given the example and seeds 100 to 5,
        example(robot, "desert-pyramid.json");
        seeds(robot, "100", "5");
        assertTrue(text(robot, "#search-seeds-error").contains("first seed is above the last"),
            text(robot, "#search-seeds-error"));
        TreeView<ObjectNode> tree = tree(robot);
        robot.interact(() -> tree.getSelectionModel().select(tree.getRoot().getChildren().get(1)));
        // when the desert condition's radius is changed and applied,
        type(robot, "{\"id\": \"desert\", \"biome\": \"desert\", \"within\": 100, \"of\": [0, 0]}");
        robot.clickOn("#search-apply");
        // then the tree has it, still selected, and the range is still told, apart from the conditions.
        ObjectNode desert = tree.getRoot().getChildren().get(1).getValue();
        assertEquals(100, desert.get("within").asInt(), desert.toString());
        assertEquals(desert, tree.getSelectionModel().getSelectedItem().getValue());
        assertEquals("", text(robot, "#search-error"));
        assertTrue(text(robot, "#search-seeds-error").contains("first seed is above the last"));
        // And Start refuses the range rather than running.
        robot.clickOn("#search-start");
        assertEquals("Not started.", text(robot, "#search-progress"));
        assertFalse(robot.lookup("#search-start").queryAs(Button.class).isDisabled());
    }

    @Test
    @DisplayName("a bad edit of a condition is refused with its JSON path; the tree keeps what it had and the editor "
        + "what was typed, its condition still selected")
    void badEditRefused(FxRobot robot) {
        example(robot, "desert-pyramid.json");
        TreeView<ObjectNode> tree = tree(robot);
        robot.interact(() -> tree.getSelectionModel().select(tree.getRoot().getChildren().get(0)));
        String before = tree.getRoot().getChildren().get(0).getValue().toString();
        String typed = "{\"structure\": \"desert_pyramid\", \"within\": -5, \"of\": [0, 0]}";
        type(robot, typed);
        robot.clickOn("#search-apply");
        String error = text(robot, "#search-error");
        assertTrue(error.contains("at condition.all[0].within: expected a whole number from 0 to 100000, found -5"),
            error);
        assertEquals(before, tree.getRoot().getChildren().get(0).getValue().toString());
        assertEquals(typed, robot.lookup("#search-node").queryAs(TextArea.class).getText());
        assertEquals(tree.getRoot().getChildren().get(0), tree.getSelectionModel().getSelectedItem());
    }

    private boolean namesLoaded(FxRobot robot) {
        boolean[] loaded = new boolean[1];
        robot.interact(() -> loaded[0] = pane.namesLoaded());
        return loaded[0];
    }

    @Test
    @DisplayName("a biome the world lacks is refused at Apply with the nearest it has, not all sixty, and the edit "
        + "stays in the editor")
    void unknownBiomeRefusedAtApply(FxRobot robot) {
        // Given the example, its world loaded to check names against,
        example(robot, "desert-pyramid.json");
        WorldWaits.waitUntil("the example's world", 120, () -> namesLoaded(robot));
        TreeView<ObjectNode> tree = tree(robot);
        robot.interact(() -> tree.getSelectionModel().select(tree.getRoot().getChildren().get(1)));
        // when the desert condition is given a mistyped biome and applied,
        String typed = "{\"id\": \"desert\", \"biome\": \"desrt\", \"within\": 64, \"of\": [0, 0]}";
        type(robot, typed);
        robot.clickOn("#search-apply");
        // then it is refused with the nearest name, the tree keeps "desert" and the editor the typing.
        String error = text(robot, "#search-error");
        assertTrue(error.contains("at condition.all[1].biome: this world (1.21.1, overworld) has no biome "
            + "minecraft:desrt; did you mean 'desert'? (it has "), error);
        assertFalse(error.contains("badlands"), error);
        assertEquals("desert", tree.getRoot().getChildren().get(1).getValue().get("biome").asText());
        assertEquals(typed, robot.lookup("#search-node").queryAs(TextArea.class).getText());
    }

    @Test
    @DisplayName("a name refused at Start is told once, under the conditions; a long message scrolls in a few lines, "
        + "so the tree, the editor and the results keep their room")
    void refusedAtStartToldOnce(FxRobot robot) {
        example(robot, "desert-pyramid.json");
        Button start = robot.lookup("#search-start").queryAs(Button.class);
        String spec = "{\"format\": 1, \"world\": {\"version\": \"1.21.1\", \"world\": \"large_biomes\"}, "
            + "\"seeds\": {\"from\": 0, \"to\": 999}, \"condition\": {\"all\": [{\"structure\": \"desert_pyramid\", "
            + "\"within\": 200, \"of\": [0, 0]}, {\"biome\": \"qqqqzzzz\", \"within\": 64, \"of\": [0, 0]}]}}";
        // Loaded and started in one event: before its world is here for the names, so binding the search refuses it.
        robot.interact(() -> {
            pane.load(spec);
            start.fire();
        });
        WorldWaits.waitUntil("the search to end", 120, () -> !start.isDisabled());
        assertTrue(text(robot, "#search-progress").startsWith("Not started"), text(robot, "#search-progress"));
        String error = text(robot, "#search-error");
        assertTrue(error.contains("at condition.all[1].biome: this world (1.21.1, overworld) has no biome "
            + "minecraft:qqqqzzzz; it has "), error);
        List<String> saying = robot.lookup("#search-pane .label").queryAllAs(Label.class).stream()
            .filter(l -> l.isVisible() && l.getText() != null && l.getText().contains("has no biome"))
            .map(Label::getText).toList();
        assertEquals(1, saying.size(), "told once: " + saying);
        // The sixty names scroll in a few lines; the tree, the editor and the results keep their room.
        TreeView<ObjectNode> tree = tree(robot);
        TextArea node = robot.lookup("#search-node").queryAs(TextArea.class);
        @SuppressWarnings("unchecked")
        ListView<Match> results = robot.lookup("#search-results").queryAs(ListView.class);
        assertTrue(tree.getHeight() >= 120, "the tree has " + tree.getHeight() + " px");
        assertTrue(node.getHeight() >= node.prefHeight(-1) - 1, "the editor has " + node.getHeight() + " px");
        javafx.geometry.Bounds shown = results.localToScene(results.getLayoutBounds());
        assertTrue(results.getHeight() >= 100 && shown.getMaxY() <= results.getScene().getHeight(),
            "the results have " + results.getHeight() + " px, down to " + shown.getMaxY() + " of "
                + results.getScene().getHeight());
        double area = robot.lookup("#search-error-area").queryAs(javafx.scene.Node.class).getLayoutBounds()
            .getHeight();
        assertTrue(area <= 100, "the message takes " + area + " px");
    }

    @Test
    @DisplayName("Add puts a condition of the chosen kind under the selected group")
    void addsUnderTheGroup(FxRobot robot) {
        example(robot, "desert-pyramid.json");
        TreeView<ObjectNode> tree = tree(robot);
        int before = tree.getRoot().getChildren().size();
        robot.interact(() -> tree.getSelectionModel().select(tree.getRoot()));
        robot.clickOn("#search-add").clickOn("Spawn in a biome");
        assertEquals(before + 1, tree.getRoot().getChildren().size());
        assertEquals("spawn in plains", SearchText.summary(tree.getRoot().getChildren().get(before).getValue()));
        assertEquals("", text(robot, "#search-error"));
    }

    @Test
    @DisplayName("a second run is told from its start (the status bar no longer says the last one is done); paused "
        + "in its first units, the progress says results come a block of seeds at a time, not that none matched")
    void progressTellsTheCurrentRun(FxRobot robot) {
        // Given the window's world loaded (so nothing of its own comes to the status bar meanwhile), a search run to
        // its end,
        WorldWaits.loaded(model, 120);
        example(robot, "desert-pyramid.json");
        seeds(robot, "0", "63");
        robot.clickOn("#search-start");
        WorldWaits.waitUntil("the first search to end", 180, () -> text(robot, "#search-progress").startsWith("Done"));
        assertTrue(text(robot, "#world-status-hover").startsWith("Search done"), text(robot, "#world-status-hover"));
        // when a second, long one starts,
        seeds(robot, "0", "99999999");
        robot.clickOn("#search-start");
        // then the status bar says it runs, from its start,
        assertEquals("Search running: seeds 0 to 99,999,999", text(robot, "#world-status-hover"));
        assertFalse(text(robot, "#search-progress").startsWith("Done"), text(robot, "#search-progress"));
        // and paused in its first units, the progress says results come a whole block at a time.
        WorldWaits.waitUntil("the search to run", 120, () -> pane.search() != null
            && pane.search().progress().seedsDone() > 0);
        robot.clickOn("#search-pause");
        WorldWaits.waitUntil("the pause told", 10, () -> text(robot, "#search-progress").startsWith("Paused"));
        String shown = text(robot, "#search-progress");
        assertTrue(shown.contains("found so far (matches come as each block of 16,384 seeds completes"), shown);
        assertFalse(shown.contains("below 0 "), shown);
        robot.clickOn("#search-stop");
        WorldWaits.waitUntil("the search to stop", 60, () -> text(robot, "#search-progress").startsWith("Stopped"));
        assertTrue(text(robot, "#world-status-hover").startsWith("Search stopped"), text(robot, "#world-status-hover"));
    }

    @Test
    @DisplayName("pause holds the search, resume lets it go on, stop ends it and says so")
    void pauseResumeStop(FxRobot robot) {
        example(robot, "desert-pyramid.json");
        seeds(robot, "0", "99999999");
        robot.clickOn("#search-start");
        // Running, and its progress shown (the pane laid out again for it), before the click.
        WorldWaits.waitUntil("the search to run", 120, () -> pane.search() != null
            && pane.search().progress().seedsDone() > 0 && text(robot, "#search-progress").contains("seeds"));
        robot.clickOn("#search-pause");
        WorldWaits.waitUntil("the search paused", 10, () -> pane.search().progress().paused());
        assertEquals("Resume", robot.lookup("#search-pause").queryAs(Button.class).getText());
        robot.clickOn("#search-pause");
        assertFalse(pane.search().progress().paused());
        robot.clickOn("#search-stop");
        WorldWaits.waitUntil("the search to stop", 60, () -> text(robot, "#search-progress").startsWith("Stopped"));
        assertFalse(robot.lookup("#search-start").queryAs(Button.class).isDisabled());
    }
}
