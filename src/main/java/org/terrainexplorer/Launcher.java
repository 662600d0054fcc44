package org.terrainexplorer;

import java.lang.ref.Reference;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Logger;
import org.terrainexplorer.cli.TerrainCli;
import org.terrainexplorer.ui.TerrainExplorerApp;

/**
 * The jar's entry point. With no arguments it opens the window ({@code --preset FILE} opens it on a preset of
 * either form); with a subcommand it runs headless, started with {@code java -jar} in a second JVM given the
 * options short runs need ({@link JvmRestart}).
 *
 * <p>It does not extend {@code javafx.application.Application}: started from a plain classpath, the JavaFX
 * launcher refuses a main class that does, and the headless commands must not need the toolkit at all.
 */
public final class Launcher {

    private static final String CLASSPATH_WARNING = "Unsupported JavaFX configuration";

    private Launcher() {
    }

    /**
     * Why the window cannot open, in one line naming the headless commands, or null when it can: on Linux and the
     * other X11 systems JavaFX needs a display, and without one it fails with a long stack trace.
     */
    static String noDisplay(String osName, Map<String, String> env, String glassPlatform) {
        String os = osName.toLowerCase(Locale.ROOT);
        boolean needsX = !os.contains("win") && !os.contains("mac");
        boolean headlessToolkit = "Monocle".equals(glassPlatform);
        if (!needsX || headlessToolkit || nonBlank(env.get("DISPLAY")) || nonBlank(env.get("WAYLAND_DISPLAY"))) {
            return null;
        }
        return "terrain-explorer: no display to open the window on (DISPLAY is not set); the headless commands "
            + "need none: render, sample, preset, params and world (run with --help to list them)";
    }

    private static boolean nonBlank(String s) {
        return s != null && !s.isBlank();
    }

    public static void main(String[] args) {
        if (args.length == 0 || args.length == 2 && args[0].equals("--preset")) {
            String noDisplay = noDisplay(System.getProperty("os.name", ""), System.getenv(),
                System.getProperty("glass.platform"));
            if (noDisplay != null) {
                System.err.println(noDisplay);
                System.exit(1);
            }
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
            // A headless command started with java -jar runs in a JVM tuned for short runs (see JvmRestart).
            System.exit(JvmRestart.run().orElseGet(() -> TerrainCli.run(args)));
        }
    }
}
