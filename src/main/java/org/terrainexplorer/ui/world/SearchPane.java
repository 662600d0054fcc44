package org.terrainexplorer.ui.world;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.terrainexplorer.search.LocalSearch;
import org.terrainexplorer.search.Match;
import org.terrainexplorer.search.SearchExamples;
import org.terrainexplorer.search.SearchSpec;
import org.terrainexplorer.search.SearchWorld;
import org.terrainexplorer.search.WorkUnits;
import org.terrainexplorer.session.WorldSession;

/**
 * The Search tab: a seed search built and run from the window. Start from a shipped example, edit the condition
 * tree ({@link SearchConditions}), choose the seeds and the threads, then start, pause, resume or stop. The search
 * runs headless ({@link LocalSearch}, its own threads); the FX thread only polls its progress four times a second
 * and adds the matches found since. The results list is virtual (100,000 rows scroll as fast as 10); selecting a
 * seed opens it on the map with what matched marked.
 */
final class SearchPane extends VBox {

    private static final ObjectMapper JSON = SearchConditions.JSON;

    private final WorldModel model;
    private final WorldSession session;
    private final Consumer<String> status;
    private final ExecutorService runner = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "search-runner");
        t.setDaemon(true);
        return t;
    });

    private final ComboBox<SearchExamples.Example> examples = new ComboBox<>();
    private final TextField from = new TextField("0");
    private final TextField to = new TextField("99999");
    private final Spinner<Integer> threads = new Spinner<>(1, 256, Runtime.getRuntime().availableProcessors());
    private final Button start = new Button("Start");
    private final Button pause = new Button("Pause");
    private final Button stop = new Button("Stop");
    private final ProgressBar bar = new ProgressBar(0);
    private final Label progress = new Label("Not started.");
    private final ObservableList<Match> matches = FXCollections.observableArrayList();
    private final ListView<Match> results = new ListView<>(matches);
    private final ConcurrentLinkedQueue<Match> arrived = new ConcurrentLinkedQueue<>();
    private final Timeline poll;

    private final SearchConditions conditions;
    private final Label seedsError = new Label();
    /** The world the search runs in: the specification's release (or the newest), its dimension. */
    private final Label release = new Label();
    private SearchSpec running;
    private LocalSearch search;
    /** The seeds of one of the running search's work units: its results come a unit at a time. */
    private long unitSeeds;

    /**
     * @param model   the window's model (a selected match opens on its map)
     * @param session loads the searches' worlds
     * @param pool    the shared pool, where a specification's world is loaded to check its names
     * @param status  shows a line in the window's status bar
     */
    SearchPane(WorldModel model, WorldSession session, Executor pool, Consumer<String> status) {
        this.model = model;
        this.session = session;
        this.status = status;
        this.conditions = new SearchConditions(session, pool);
        setId("search-pane");
        getStyleClass().add(WorldStyles.PANEL);
        setSpacing(6);
        setPadding(new Insets(8));

        examples.setId("search-examples");
        examples.setMaxWidth(Double.MAX_VALUE);
        examples.setPromptText("Start from an example…");
        examples.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(SearchExamples.Example e, boolean empty) {
                super.updateItem(e, empty);
                setText(empty || e == null ? null : e.title());
            }
        });
        examples.setButtonCell(examples.getCellFactory().call(null));
        try {
            examples.getItems().setAll(SearchExamples.list());
        } catch (Exception e) {
            conditions.error("The shipped examples did not load: " + e.getMessage());
        }
        examples.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                load(now.text());
            }
        });

        from.setId("search-from");
        to.setId("search-to");
        from.textProperty().addListener((o, was, now) -> range());
        to.textProperty().addListener((o, was, now) -> range());
        seedsError.setId("search-seeds-error");
        seedsError.setWrapText(true);
        seedsError.getStyleClass().add(WorldStyles.HINT);
        seedsError.setMinHeight(Region.USE_PREF_SIZE);
        seedsError.visibleProperty().bind(seedsError.textProperty().isNotEmpty());
        seedsError.managedProperty().bind(seedsError.visibleProperty());
        from.setPrefColumnCount(9);
        to.setPrefColumnCount(9);
        threads.setId("search-threads");
        threads.setPrefWidth(72);
        threads.setEditable(true);
        start.setId("search-start");
        pause.setId("search-pause");
        stop.setId("search-stop");
        start.setOnAction(e -> start());
        pause.setOnAction(e -> togglePause());
        stop.setOnAction(e -> stopSearch());
        pause.setDisable(true);
        stop.setDisable(true);
        bar.setId("search-bar");
        bar.setMaxWidth(Double.MAX_VALUE);
        progress.setId("search-progress");
        progress.setWrapText(true);
        progress.setMinHeight(Region.USE_PREF_SIZE);

        results.setId("search-results");
        results.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Match m, boolean empty) {
                super.updateItem(m, empty);
                setText(empty || m == null ? null : SearchText.describe(m));
            }
        });
        results.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null && running != null) {
                model.showSearchMatch(running, now);
                // The search's world may not be the one shown before (another release): say which it is.
                String release = model.settings().version() == null ? session.newest() : model.settings().version();
                status.accept("Seed " + now.seed() + " as the search found it: Minecraft " + release + " "
                    + model.settings().dimension() + ", centred on what matched");
            }
        });
        VBox.setVgrow(results, Priority.ALWAYS);

        // Labels and buttons keep their words in a narrow panel; the fields give way, and the buttons have a row.
        Label seedsLabel = new Label("Seeds");
        Label toLabel = new Label("to");
        Label threadsLabel = new Label("Threads");
        for (javafx.scene.control.Control c : List.of(seedsLabel, toLabel, threadsLabel, start, pause, stop)) {
            c.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        }
        from.setMinWidth(48);
        to.setMinWidth(48);
        threads.setMinWidth(64);
        HBox seeds = new HBox(6, seedsLabel, from, toLabel, to);
        HBox run = new HBox(6, threadsLabel, threads);
        run.setId("search-run");
        HBox buttons = new HBox(6, start, pause, stop);
        seeds.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        run.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        // Beside the threads, where a run is set up: which world the run searches (the tooltip says why).
        release.setId("search-release");
        release.setWrapText(true);
        release.setMinWidth(0);
        release.setMinHeight(Region.USE_PREF_SIZE);
        release.setTooltip(new javafx.scene.control.Tooltip());
        release.getTooltip().setWrapText(true);
        release.getTooltip().setMaxWidth(420);
        HBox.setHgrow(release, Priority.ALWAYS);
        run.getChildren().add(release);
        model.settingsProperty().addListener(o -> showRelease());
        getChildren().addAll(examples, conditions, seeds, seedsError, run, buttons, bar, progress, results);

        poll = new Timeline(new KeyFrame(Duration.millis(250), e -> refresh()));
        poll.setCycleCount(Timeline.INDEFINITE);
        if (!examples.getItems().isEmpty()) {
            examples.getSelectionModel().select(0);
        }
    }

    // ------------------------------------------------------------------ the specification and its tree

    /** Loads a specification's text into the editor. */
    void load(String text) {
        try {
            ObjectNode doc = (ObjectNode) JSON.readTree(text);
            JsonNode seeds = doc.path("seeds");
            from.setText(seeds.path("from").asText("0"));
            to.setText(seeds.path("to").asText("99999"));
            conditions.load(doc);
            showRelease();
            check();
        } catch (JsonProcessingException | ClassCastException e) {
            conditions.error("Not a specification: " + e.getMessage());
        }
    }

    /** Says which world the specification searches, beside the map's release when that differs. */
    private void showRelease() {
        ObjectNode doc = conditions.doc();
        if (doc == null) {
            release.setText("");
            release.getTooltip().setText("");
            return;
        }
        JsonNode w = doc.path("world");
        String named = w.path("version").isTextual() ? w.path("version").asText() : null;
        String shown = model.settings().version() == null ? session.newest() : model.settings().version();
        String dimension = w.path("dimension").asText("overworld");
        String world = w.path("world").asText("overworld");
        release.setText(releaseLine(named, session.newest(), dimension, world, shown, false));
        release.getTooltip().setText(releaseLine(named, session.newest(), dimension, world, shown, true));
    }

    /**
     * The words that say which world a search runs in: the release the specification names ({@code named}, or null
     * for the newest, {@code newest}), its dimension and world type, and the release the map shows when it is
     * another: "Searches 1.21.1, overworld; the map shows 26.2", and {@code whole} why that release.
     */
    static String releaseLine(String named, String newest, String dimension, String world, String shown,
                              boolean whole) {
        String searched = named != null ? named : newest;
        String where = dimension.replace("minecraft:", "").replace("the_", "")
            + (world.equals("overworld") ? "" : ", " + world);
        String map = Objects.equals(searched, shown) ? "" : "; the map shows " + shown;
        if (!whole) {
            return "Searches " + searched + ", " + where + map;
        }
        String why = named != null ? "the release the specification names" : "the newest release: the "
            + "specification names none (its \"world\" may name one: {\"version\": \"1.21.1\"})";
        return "Searches Minecraft " + searched + ", " + where + ": " + why + map + ".";
    }

    /**
     * Checks the whole specification: the conditions (their message under the editor) and the seeds (theirs under
     * the seeds, on its own, so a bad range never blocks editing the conditions); the spec, or null.
     */
    private SearchSpec check() {
        SearchSpec s = conditions.check();
        long[] range = range();
        if (s == null || range == null) {
            return null;
        }
        try {
            return s.withRange(range[0], range[1]);
        } catch (SearchSpec.SpecException e) {
            seedsError.setText(e.getMessage());
            return null;
        }
    }

    /** The seeds typed, first and last, or null with what is wrong with them shown under them. */
    private long[] range() {
        try {
            long a = seed(from.getText());
            long b = seed(to.getText());
            if (a > b) {
                seedsError.setText(String.format(Locale.ROOT, "Seeds %d to %d: the first seed is above the last.",
                    a, b));
                return null;
            }
            seedsError.setText("");
            return new long[] {a, b};
        } catch (NumberFormatException e) {
            seedsError.setText(e.getMessage());
            return null;
        }
    }

    /** A seed bound as typed; a message that names it when it is not a whole number of the seeds' range. */
    static long seed(String typed) {
        String t = typed.strip();
        try {
            return Long.parseLong(t);
        } catch (NumberFormatException e) {
            String why = t.matches("[+-]?\\d+") ? "is beyond the seeds' range" : "is not a whole number";
            throw new NumberFormatException("Seeds: '" + t + "' " + why + "; seeds are whole numbers from "
                + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ".");
        }
    }

    // ------------------------------------------------------------------ running

    private void start() {
        SearchSpec spec = check();
        if (spec == null) {
            return;
        }
        int n = threads.getValue();
        matches.clear();
        arrived.clear();
        running = spec;
        start.setDisable(true);
        stop.setDisable(false);
        // From its start, everything says this run: nothing of the last one stays.
        bar.setProgress(-1);
        progress.setText("Loading the world…");
        status.accept(String.format(Locale.ROOT, "Search running: seeds %,d to %,d", spec.from(), spec.to()));
        Task<LocalSearch.Result> task = new Task<>() {
            @Override
            protected LocalSearch.Result call() throws Exception {
                SearchWorld world = SearchWorld.bind(spec, session);
                LocalSearch s = new LocalSearch(world, n, 0, null, (unit, found) -> arrived.addAll(found));
                WorkUnits units = s.units();
                long unit = Math.max(units.seeds(0), units.seeds(units.count() - 1));
                javafx.application.Platform.runLater(() -> {
                    search = s;
                    unitSeeds = unit;
                    pause.setDisable(false);
                    poll.play();
                });
                return s.run();
            }
        };
        task.setOnSucceeded(e -> finished(task.getValue(), null));
        task.setOnFailed(e -> finished(null, task.getException()));
        runner.submit(task);
    }

    private void finished(LocalSearch.Result r, Throwable failure) {
        poll.stop();
        refresh();
        start.setDisable(false);
        pause.setDisable(true);
        stop.setDisable(true);
        pause.setText("Pause");
        if (failure instanceof SearchSpec.SpecException) {
            // Told once, where the conditions are edited.
            progress.setText("Not started: the specification was refused (why is under the conditions).");
            conditions.error(failure.getMessage());
            status.accept("Search not started: the specification was refused");
        } else if (failure != null) {
            progress.setText("Stopped: " + failure.getMessage());
            status.accept("Search stopped: " + failure.getMessage());
        } else {
            progress.setText(String.format(Locale.ROOT, "%s: %,d matching seeds among %,d searched in %.1f s.",
                r.complete() ? "Done" : "Stopped", matches.size(), r.seedsSearched(), r.seconds()));
            status.accept("Search " + (r.complete() ? "done" : "stopped") + ": " + matches.size() + " seeds");
        }
        search = null;
    }

    private void togglePause() {
        LocalSearch s = search;
        if (s == null) {
            return;
        }
        if (pause.getText().equals("Pause")) {
            s.pause();
            pause.setText("Resume");
        } else {
            s.resume();
            pause.setText("Pause");
        }
        refresh();
    }

    private void stopSearch() {
        LocalSearch s = search;
        if (s != null) {
            s.stop();
        }
    }

    /** On the FX thread: the progress now and the matches found since the last look, inserted in seed order. */
    private void refresh() {
        List<Match> batch = new ArrayList<>();
        for (Match m; (m = arrived.poll()) != null;) {
            batch.add(m);
        }
        if (!batch.isEmpty()) {
            batch.sort(Comparator.comparingLong(Match::seed));
            if (matches.isEmpty() || matches.get(matches.size() - 1).seed() < batch.get(0).seed()) {
                matches.addAll(batch);
            } else {
                List<Match> all = new ArrayList<>(matches);
                all.addAll(batch);
                all.sort(Comparator.comparingLong(Match::seed));
                Match selected = results.getSelectionModel().getSelectedItem();
                matches.setAll(all);
                if (selected != null) {
                    int i = Collections.binarySearch(all, selected, Comparator.comparingLong(Match::seed));
                    results.getSelectionModel().select(i);
                }
            }
        }
        LocalSearch s = search;
        if (s == null) {
            return;
        }
        LocalSearch.Progress p = s.progress();
        bar.setProgress(p.seeds() == Long.MAX_VALUE ? -1 : (double) p.seedsDone() / p.seeds());
        progress.setText(SearchText.progress(p, running.from(), unitSeeds, matches.size()));
    }

    /** Stops a search that runs and ends the runner thread (the window is closing). */
    void dispose() {
        LocalSearch s = search;
        if (s != null) {
            s.stop();
        }
        poll.stop();
        runner.shutdownNow();
    }

    // ------------------------------------------------------------------ for tests and screenshots

    /** Chooses a shipped example, sets the seeds and starts it. */
    void startExample(String file, long first, long last) {
        examples.getItems().stream().filter(e -> e.file().equals(file)).findFirst()
            .ifPresent(e -> examples.getSelectionModel().select(e));
        from.setText(Long.toString(first));
        to.setText(Long.toString(last));
        start();
    }

    /** How many matches a finished search listed, or −1 while one runs (or none ran). */
    int doneCount() {
        return progress.getText().startsWith("Done") && search == null ? matches.size() : -1;
    }

    ObservableList<Match> matches() {
        return matches;
    }

    ListView<Match> resultsList() {
        return results;
    }

    /** The tab is open: the specification's names are checked from now on (its world loads on the pool). */
    void opened() {
        conditions.opened();
    }

    /** Whether the specification's world is here to check names against (for tests). */
    boolean namesLoaded() {
        return conditions.namesLoaded();
    }

    /** The search running, or null. */
    LocalSearch search() {
        return search;
    }
}
