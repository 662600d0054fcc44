package org.terrainexplorer;

import java.lang.ref.Reference;
import java.util.logging.Logger;
import org.terrainexplorer.cli.TerrainCli;
import org.terrainexplorer.ui.TerrainExplorerApp;

/**
 * The jar's entry point. With no arguments it opens the window ({@code --preset FILE} opens it on a preset of
 * either form); with a subcommand it runs headless.
 *
 * <p>It does not extend {@code javafx.application.Application}: started from a plain classpath, the JavaFX
 * launcher refuses a main class that does, and the headless commands must not need the toolkit at all.
 */
public final class Launcher {

    private static final String CLASSPATH_WARNING = "Unsupported JavaFX configuration";

    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || args.length == 2 && args[0].equals("--preset")) {
            // JavaFX warns "Unsupported JavaFX configuration" whenever it is loaded from the class path, as it
            // is from this single jar. The jar is built and tested that way; the warning would only worry the
            // person who started it. Only that one message is dropped: JavaFX's other warnings go through.
            // The logger is held until the window closes (a logger nobody references may be collected, and
            // its filter with it).
            Logger javafx = Logger.getLogger("javafx");
            javafx.setFilter(r -> r.getMessage() == null || !r.getMessage().startsWith(CLASSPATH_WARNING));
            TerrainExplorerApp.launchWindow(args);
            Reference.reachabilityFence(javafx);
        } else {
            System.exit(TerrainCli.run(args));
        }
    }
}
