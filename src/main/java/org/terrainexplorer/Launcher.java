package org.terrainexplorer;

import org.terrainexplorer.cli.TerrainCli;
import org.terrainexplorer.ui.TerrainExplorerApp;

/**
 * The jar's entry point. With no arguments it opens the window; with a subcommand it runs headless.
 *
 * <p>It does not extend {@code javafx.application.Application}: started from a plain classpath, the JavaFX
 * launcher refuses a main class that does, and the headless commands must not need the toolkit at all.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            TerrainExplorerApp.launchWindow(args);
        } else {
            System.exit(TerrainCli.run(args));
        }
    }
}
