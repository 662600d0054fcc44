package org.terrainexplorer.ui;

import static org.terrainexplorer.ui.FxRuns.onFx;
import static org.terrainexplorer.ui.FxRuns.waitOnFx;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Locale;
import java.util.SplittableRandom;
import javax.management.ObjectName;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.render.world.fly.FlyCamera;
import org.terrainexplorer.ui.world.fly.FlyView;
import org.terrainexplorer.world.data.BuiltinWorld;

/**
 * A soak of the world window (not a test: it runs for minutes): random actions of the kinds a person takes — the
 * three lower tabs, flying and orbiting the 3D view at speeds from 20 to 170 blocks a second, jumps across the map,
 * zooming, new seeds, releases, built-in worlds and dimensions, the view distance and cuts — while every minute it
 * writes the process's resident memory, the heap in use and, with {@code -XX:NativeMemoryTracking=summary}, the
 * JVM's native memory by category. Run under Xvfb with 3D:
 *
 * <pre>MAVEN_OPTS="-Xmx1g -XX:NativeMemoryTracking=summary -Dprism.forceGPU=true" xvfb-run -s "-screen 0 1920x1200x24" \
 *     mvn -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=org.terrainexplorer.ui.WorldSoakRun \
 *     -Dexec.args="1800 target/soak.log"</pre>
 *
 * Arguments: seconds to run (default 1800), the log file (default target/soak.log), the random seed (default 1).
 */
public final class WorldSoakRun {

    private WorldSoakRun() {
    }

    public static void main(String[] args) throws Exception {
        long seconds = args.length > 0 ? Long.parseLong(args[0]) : 1800;
        Path log = Path.of(args.length > 1 ? args[1] : "target/soak.log");
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        Files.createDirectories(log.toAbsolutePath().getParent());
        try (PrintStream out = new PrintStream(Files.newOutputStream(log), true, StandardCharsets.UTF_8)) {
            run(seconds, seed, out);
        }
        System.exit(0);
    }

    private static void run(long seconds, long seed, PrintStream out) throws Exception {
        FxRuns.startToolkit();
        out.println("3D supported: " + FlyView.supported());
        FxRuns.OpenApp app = FxRuns.OpenApp.open(1600, 1000, AppWindow.Mode.WORLD);
        AppWindow w = app.window();
        waitOnFx(() -> w.worldModel().loaded() != null && !w.worldModel().loadingProperty().get(), 120_000);
        FlyView fly = (FlyView) w.worldWindow().lowerTabs().getTabs().get(2).getContent();
        SplittableRandom random = new SplittableRandom(seed);
        long start = System.nanoTime();
        long nextReport = start;
        int actions = 0;
        String[] releases = {"26.2", "1.21.1", "1.21.5", "1.20.1"};
        String[] dimensions = {"overworld", "the_nether", "the_end"};
        while (System.nanoTime() - start < seconds * 1_000_000_000L) {
            long now = System.nanoTime();
            if (now >= nextReport) {
                report(out, (now - start) / 1e9, actions, fly);
                nextReport = now + 60_000_000_000L;
            }
            int kind = random.nextInt(100);
            actions++;
            if (kind < 35) {
                // Fly for 2 to 6 s at 20 to 170 blocks a second (the 3D tab shown).
                double speed = 20 + random.nextDouble() * 150;
                double yaw = random.nextDouble() * 360;
                onFx(() -> {
                    w.worldWindow().lowerTabs().getSelectionModel().select(2);
                    fly.flyingProperty().set(true);
                    fly.speedProperty().set(speed);
                    fly.camera().turnTo(yaw, -10 - random.nextDouble() * 30);
                });
                long flightEnd = System.nanoTime() + (2000 + random.nextInt(4000)) * 1_000_000L;
                while (System.nanoTime() < flightEnd) {
                    onFx(() -> {
                        fly.camera().move(0.05, EnumSet.of(FlyCamera.Move.FORWARD));
                        fly.cameraMoved();
                    });
                    Thread.sleep(50);
                }
            } else if (kind < 45) {
                // Orbit somewhere else: the camera goes to a point and turns.
                int x = random.nextInt(-20000, 20000);
                int z = random.nextInt(-20000, 20000);
                onFx(() -> {
                    w.worldWindow().lowerTabs().getSelectionModel().select(2);
                    fly.flyingProperty().set(false);
                    fly.goTo(x, z);
                });
                for (int i = 0; i < 40; i++) {
                    onFx(() -> {
                        fly.camera().orbit(6, 0);
                        fly.cameraMoved();
                    });
                    Thread.sleep(50);
                }
            } else if (kind < 55) {
                int x = random.nextInt(-100000, 100000);
                int z = random.nextInt(-100000, 100000);
                onFx(() -> w.worldModel().jumpTo(x, z));
                Thread.sleep(1500);
            } else if (kind < 62) {
                int[] scales = {1, 2, 4, 8, 16, 32};
                int b = scales[random.nextInt(scales.length)];
                onFx(() -> {
                    WorldView v = w.worldModel().view();
                    w.worldModel().setView(new WorldView(v.centreX(), v.centreZ(), b, v.width(), v.height()));
                });
                Thread.sleep(1000);
            } else if (kind < 70) {
                String s = Long.toString(random.nextLong(1_000_000));
                onFx(() -> w.worldModel().change(w.worldModel().settings().withSeed(s)));
                Thread.sleep(2000);
            } else if (kind < 75) {
                String r = releases[random.nextInt(releases.length)];
                onFx(() -> w.worldModel().change(w.worldModel().settings().withVersion(r)));
                Thread.sleep(2000);
            } else if (kind < 80) {
                String d = dimensions[random.nextInt(dimensions.length)];
                onFx(() -> w.worldModel().change(w.worldModel().settings().withDimension(d)));
                Thread.sleep(2000);
            } else if (kind < 84) {
                BuiltinWorld b = BuiltinWorld.values()[random.nextInt(BuiltinWorld.values().length)];
                onFx(() -> w.worldModel().change(w.worldModel().settings().withBuiltin(b)));
                Thread.sleep(2000);
            } else if (kind < 88) {
                int d = 2 + random.nextInt(31);
                onFx(() -> fly.viewDistanceProperty().set(d));
                Thread.sleep(1500);
            } else if (kind < 92) {
                boolean cut = random.nextBoolean();
                int y = 20 + random.nextInt(80);
                onFx(() -> w.worldModel().setIso(w.worldModel().iso().withCutY(cut ? y : 319)
                    .withCutAlongSection(random.nextBoolean())));
                Thread.sleep(1500);
            } else if (kind < 96) {
                int tab = random.nextInt(3);
                onFx(() -> w.worldWindow().lowerTabs().getSelectionModel().select(tab));
                Thread.sleep(1000);
            } else {
                WorldLayer l = WorldLayer.values()[random.nextInt(WorldLayer.values().length)];
                onFx(() -> w.worldModel().layerProperty().set(l));
                Thread.sleep(1000);
            }
        }
        report(out, (System.nanoTime() - start) / 1e9, actions, fly);
        out.println("after a forced GC:");
        System.gc();
        Thread.sleep(2000);
        report(out, (System.nanoTime() - start) / 1e9, actions, fly);
        nativeMemory(out);
        app.close();
    }

    private static void report(PrintStream out, double seconds, int actions, FlyView fly) throws IOException {
        long rss = rssKb();
        Runtime rt = Runtime.getRuntime();
        long heap = rt.totalMemory() - rt.freeMemory();
        out.printf(Locale.ROOT, "t %6.0f s  actions %5d  rss %7.1f MB  heap used %6.1f MB (committed %6.1f MB)  "
                + "meshes %6.1f MB, %d chunks shown%n", seconds, actions, rss / 1024.0, heap / 1048576.0,
            rt.totalMemory() / 1048576.0, fly.stats().bytes() / 1048576.0, fly.stats().shown());
        String nmt = nmtSummary();
        if (nmt != null) {
            for (String line : nmt.split("\n")) {
                String t = line.strip();
                if (t.startsWith("Total:") || t.startsWith("-") && t.contains("(reserved=")) {
                    out.println("    " + t.replaceAll("\\s+", " "));
                }
            }
        }
    }

    private static void nativeMemory(PrintStream out) {
        String nmt = nmtSummary();
        out.println(nmt == null ? "(no native memory tracking: start with -XX:NativeMemoryTracking=summary)" : nmt);
    }

    /** The JVM's native memory summary, or null without tracking. */
    private static String nmtSummary() {
        try {
            Object result = ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "vmNativeMemory",
                new Object[] {new String[] {"summary"}}, new String[] {String[].class.getName()});
            String text = String.valueOf(result);
            return text.contains("Native Memory Tracking") && !text.contains("not enabled") ? text : null;
        } catch (Exception e) {
            return null;
        }
    }

    private static long rssKb() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        return -1;
    }
}
