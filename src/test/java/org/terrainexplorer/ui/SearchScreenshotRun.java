package org.terrainexplorer.ui;

import static org.terrainexplorer.ui.FxRuns.onFx;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Takes the docs' screenshots of the Search tab from the real window (not a test): an example run with its results,
 * then a matched seed opened on the map with what matched marked.
 *
 * <pre>xvfb-run -s "-screen 0 1920x1200x24" mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.ui.SearchScreenshotRun -Dexec.args=src/docs/screenshots</pre>
 *
 * <p>Arguments: the folder (default {@code src/docs/screenshots}), the example, its last seed, the result to open.
 */
public final class SearchScreenshotRun {

    private SearchScreenshotRun() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "src/docs/screenshots");
        String example = args.length > 1 ? args[1] : "desert-pyramid.json";
        long last = args.length > 2 ? Long.parseLong(args[2]) : 4999;
        int pick = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        Files.createDirectories(out);
        FxRuns.startToolkit();
        FxRuns.OpenApp app = FxRuns.OpenApp.open(1760, 1000, AppWindow.Mode.WORLD);
        AppWindow window = app.window();
        Thread.sleep(8000);
        onFx(() -> window.worldWindow().startSearchExample(example, 0, last));
        FxRuns.waitOnFx(() -> window.worldWindow().searchResultsWhenDone() > pick, 900_000);
        System.out.println("wrote " + FxRuns.writeSnapshot(window.getScene(), out.resolve("search-results.png")));
        onFx(() -> window.worldWindow().selectSearchResult(pick));
        FxRuns.waitOnFx(() -> !window.worldModel().loadingProperty().get(), 120_000);
        Thread.sleep(25000);
        System.out.println("wrote " + FxRuns.writeSnapshot(window.getScene(), out.resolve("search-map.png")));
        app.close();
    }
}
