package org.terrainexplorer.ui;

import static org.terrainexplorer.ui.FxRuns.onFx;

import java.nio.file.Files;
import java.nio.file.Path;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.SectionLine;

/**
 * Takes the docs' screenshots of structures from the real window (not a test): the map with its icons and legend
 * around the default seed's nearest village, Explain on that village, and the section through it, where the
 * game's beardifier levels the ground under its houses and streets.
 *
 * <pre>xvfb-run -s "-screen 0 1920x1200x24" mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.ui.StructureScreenshotRun -Dexec.args=src/docs/screenshots</pre>
 *
 * <p>Arguments: the folder (default {@code src/docs/screenshots}), the village's x and z (656, -304: what
 * {@code world locate village --near 0,0} answers for the default seed), the wait in milliseconds (20000).
 */
public final class StructureScreenshotRun {

    private StructureScreenshotRun() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "src/docs/screenshots");
        int x = args.length > 2 ? Integer.parseInt(args[1]) : 656;
        int z = args.length > 2 ? Integer.parseInt(args[2]) : -304;
        long settle = args.length > 3 ? Long.parseLong(args[3]) : 20000;
        Files.createDirectories(out);
        FxRuns.startToolkit();
        FxRuns.OpenApp app = FxRuns.OpenApp.open(1760, 1000, AppWindow.Mode.WORLD);
        AppWindow window = app.window();
        Thread.sleep(settle / 2);
        onFx(() -> {
            var m = window.worldModel();
            WorldView v = m.view();
            m.setView(new WorldView(x - 100, z, 4, v.width(), v.height()));
            m.setSection(new SectionLine(x - 96, z, x + 96, z));
        });
        Thread.sleep(settle);
        System.out.println("wrote " + FxRuns.writeSnapshot(window.getScene(), out.resolve("structures-map.png")));
        onFx(() -> {
            var m = window.worldModel();
            WorldView v = m.view();
            m.setView(new WorldView(x, z, 1, v.width(), v.height()));
        });
        FxRuns.waitOnFx(() -> window.worldWindow().explainStructureNearCentre("village"), 120_000);
        Thread.sleep(settle);
        System.out.println("wrote " + FxRuns.writeSnapshot(window.getScene(), out.resolve("structures-explain.png")));
        app.close();
    }
}
