package org.terrainexplorer.ui.world;

import static org.terrainexplorer.ui.FxRuns.onFx;
import static org.terrainexplorer.ui.FxRuns.waitOnFx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.stage.Window;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.AnvilSaver;
import org.terrainexplorer.io.anvil.WorldOrigin;
import org.terrainexplorer.render.world.WorldColors;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.ui.FxRuns;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * Not a test: measures "opening a saved world draws its first map within 1 s". Saves one region (32 × 32 chunks)
 * of the overworld, seed 42, then in the world window (on the current display, or Monocle's headless one) opens
 * it through File ▸ Open Minecraft world again and again, each time from the generated world with its map
 * complete, and prints, from the menu action to the map on the FX thread: the first map of the saved world (its
 * chunks still being read: grey), the first showing blocks, and the complete one. The view is centred on the region's west edge, so
 * half of it is the region's chunks and half chunks the world lacks (not generated). Run with
 *
 * <pre>mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=cp.txt -Dmdep.includeScope=test
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw \
 *     -cp target/test-classes:target/classes:$(cat cp.txt) org.terrainexplorer.ui.world.SavedWorldOpenRun [runs]</pre>
 */
public final class SavedWorldOpenRun {

    /** How long a run waits for a map or a load before it gives up. */
    private static final long WAIT_MILLIS = 600_000;

    private SavedWorldOpenRun() {
    }

    public static void main(String[] args) {
        // Exits explicitly: the toolkit's threads would keep the run alive after Platform.exit under some displays.
        try {
            run(args);
        } catch (Exception | AssertionError e) {
            e.printStackTrace();
            System.exit(1);
        }
        System.exit(0);
    }

    private static void run(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        Path dir = Files.createTempDirectory("saved-world-open-run");
        Path world = dir.resolve("region-0-0");
        WorldDefinition overworld = TestWorlds.load(BuiltinWorld.OVERWORLD);
        WorldGenerator generator = new WorldGenerator(new RandomState(overworld, 42L));
        try (RenderPool pool = new RenderPool()) {
            AnvilSaver.save(new AnvilSaver.Request(generator, overworld, new WorldOrigin.Builtin(BuiltinWorld.OVERWORLD),
                42L, new ChunkPos(0, 0), new ChunkPos(31, 31), world, false), pool, n -> { }, () -> false);
        }
        FxRuns.startToolkit();
        RenderPool pool = new RenderPool();
        WorldModel model = new WorldModel();
        WorldWindow window = FxRuns.show(
            () -> new WorldWindow(model, new WorldSession(), pool, new Answers(world), List.of()), 1100, 760);
        waitOnFx(() -> model.loaded() != null && !model.loadingProperty().get(), WAIT_MILLIS);
        WorldView[] view = new WorldView[1];
        onFx(() -> {
            view[0] = model.view().centredOn(0, 256);
            model.setView(view[0]);
        });
        System.out.printf("threads: %d; map %d x %d pixels at 1 block per pixel, centred on block 0, 256%n",
            pool.threads(), view[0].width(), view[0].height());
        List<Double> first = new ArrayList<>();
        List<Double> blocks = new ArrayList<>();
        List<Double> complete = new ArrayList<>();
        for (int run = 0; run < runs; run++) {
            waitOnFx(() -> generatedComplete(window, view[0]), WAIT_MILLIS);
            long[] times = new long[3];
            long[] start = new long[1];
            onFx(() -> {
                window.engine().mapImageProperty().addListener((o, was, image) -> {
                    long now = System.nanoTime();
                    // (The saved world opens at its spawn: the map measured is the one of the view it opens at.)
                    if (model.savedWorld() == null || image == null || !model.view().equals(image.shows())
                        || !showsSavedWorld(image)) {
                        return;
                    }
                    if (times[0] == 0) {
                        times[0] = now;
                    }
                    if (showsBlocks(image) && times[1] == 0) {
                        times[1] = now;
                    }
                    if (image.complete() && times[2] == 0) {
                        times[2] = now;
                    }
                });
                start[0] = System.nanoTime();
                window.menuItem("world-menu-open-saved").fire();
            });
            waitOnFx(() -> times[2] != 0, WAIT_MILLIS);
            first.add((times[0] - start[0]) / 1e6);
            blocks.add((times[1] - start[0]) / 1e6);
            complete.add((times[2] - start[0]) / 1e6);
            System.out.printf("run %d: first map %.0f ms, first with blocks %.0f ms, complete %.0f ms%n", run + 1,
                first.get(run), blocks.get(run), complete.get(run));
            onFx(() -> window.menuItem("world-menu-back-to-generated").fire());
            waitOnFx(() -> model.savedWorld() == null && !model.loadingProperty().get(), WAIT_MILLIS);
            onFx(() -> model.setView(view[0]));
        }
        System.out.printf("median of %d runs: first map %.0f ms, first with blocks %.0f ms, complete %.0f ms "
            + "(first run: %.0f, %.0f, %.0f ms)%n", runs, median(first), median(blocks), median(complete),
            first.get(0), blocks.get(0), complete.get(0));
        onFx(window::dispose);
        pool.close();
        Platform.exit();
        try (var files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /**
     * Whether an image is the saved world's: only it draws chunks as not generated (the hatch), and before it knows
     * any chunk its map is all grey checker (the generated world's map shown before it was complete).
     */
    private static boolean showsSavedWorld(WorldEngine.Image image) {
        boolean allLoading = true;
        for (int p : image.argb()) {
            if (p == WorldColors.NOT_GENERATED || p == WorldColors.NOT_GENERATED_HATCH) {
                return true;
            }
            allLoading &= p == CHECKER_LIGHT || p == CHECKER_DARK;
        }
        return allLoading;
    }

    /** Whether a saved world's map shows blocks already: a pixel neither loading nor not generated. */
    private static boolean showsBlocks(WorldEngine.Image image) {
        for (int p : image.argb()) {
            if (p != WorldColors.NOT_GENERATED && p != WorldColors.NOT_GENERATED_HATCH && p != CHECKER_LIGHT
                && p != CHECKER_DARK) {
                return true;
            }
        }
        return false;
    }

    /** The map's checker for a chunk still loading. */
    private static final int CHECKER_LIGHT = 0xFF9A9A9A;
    private static final int CHECKER_DARK = 0xFF8A8A8A;

    private static boolean generatedComplete(WorldWindow window, WorldView view) {
        WorldEngine.Image i = window.engine().mapImageProperty().get();
        return window.model().savedWorld() == null && !window.model().loadingProperty().get() && i != null
            && view.equals(i.shows()) && i.complete() && !showsSavedWorld(i);
    }

    private static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    /** Answers the one question asked: which world to open. */
    private record Answers(Path world) implements WorldDialogs {
        @Override
        public Optional<Path> chooseDatapack(Window owner, boolean folder) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseWorld(Window owner) {
            return Optional.of(world);
        }

        @Override
        public Optional<Path> chooseSave(Window owner, String title, String name, String description, String ext) {
            return Optional.empty();
        }

        @Override
        public void error(Window owner, String title, String message) {
            System.err.println(title + ": " + message);
        }
    }
}
