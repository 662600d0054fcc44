package org.terrainexplorer.ui;

import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.terrainexplorer.terrain.Param;

/**
 * The instrumented run behind the latency figures of docs/performance.md (not a test: timing belongs to runs, not to
 * assertions). Opens the real window on the current display, sizes it so the maps are 512×512, then moves
 * a slider 300 times at 60 Hz, as a drag does, and prints the median and 90th percentile of the time from
 * each value change to its images (a) updated and (b) drawn at the next pulse.
 *
 * <pre>xvfb-run -s "-screen 0 1920x1200x24" mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.ui.LatencyRun</pre>
 */
public final class LatencyRun {

    private LatencyRun() {
    }

    public static void main(String[] args) throws Exception {
        FxRuns.startToolkit();
        TerrainExplorerApp app = new TerrainExplorerApp();
        ExplorerWindow[] window = new ExplorerWindow[1];
        Stage[] stage = new Stage[1];
        Platform.runLater(() -> {
            stage[0] = new Stage();
            window[0] = app.open(stage[0], WindowSettings.inMemory()).maps();
        });
        Thread.sleep(3000);
        // Grow or shrink the window until the maps are exactly 512×512.
        for (int i = 0; i < 20; i++) {
            CountDownLatch sized = new CountDownLatch(1);
            boolean[] done = new boolean[1];
            Platform.runLater(() -> {
                var v = window[0].model().viewport();
                done[0] = v.width() == 512 && v.height() == 512;
                stage[0].setWidth(stage[0].getWidth() + 2 * (512 - v.width()));
                stage[0].setHeight(stage[0].getHeight() + 2 * (512 - v.height()));
                sized.countDown();
            });
            sized.await();
            if (done[0]) {
                break;
            }
            Thread.sleep(500);
        }
        for (String what : new String[] {"frequency (re-samples elevation)", "waterLevel (colour only)"}) {
            Param param = what.startsWith("frequency") ? Param.FREQUENCY : Param.WATER_LEVEL;
            run(window[0], param, 60, 16_667, true);
            for (long gapMicros : new long[] {16_667, 250_000}) {
                double[][] result = run(window[0], param, gapMicros > 100_000 ? 40 : 300, gapMicros, false);
                System.out.printf("%s, %s, maps %dx%d: change to images updated median %.1f ms p90 %.1f ms; "
                        + "to the next pulse (drawn) median %.1f ms p90 %.1f ms; %d samples%n", what,
                    gapMicros > 100_000 ? "single changes 250 ms apart" : "a drag at 60 Hz",
                    window[0].model().viewport().width(), window[0].model().viewport().height(),
                    percentile(result[0], 50), percentile(result[0], 90), percentile(result[1], 50),
                    percentile(result[1], 90), result[0].length);
            }
        }
        Platform.runLater(() -> stage[0].hide());
        app.stop();
        Platform.exit();
    }

    /** Moves a parameter's slider {@code steps} times at 60 Hz; returns the two latency series. */
    private static double[][] run(ExplorerWindow window, Param param, int steps, long gapMicros, boolean warmUp)
        throws InterruptedException {
        Platform.runLater(() -> window.renderController().latency().clear());
        double start = window.model().params().number(param);
        for (int i = 0; i < steps; i++) {
            int step = i;
            Platform.runLater(() -> {
                double value = param == Param.FREQUENCY ? 3 + 0.5 * Math.sin(step * 0.05)
                    : 0.42 + 0.1 * Math.sin(step * 0.05);
                window.parameters().number(param, 0).slider().setValue(
                    window.parameters().number(param, 0).toSlider(value));
            });
            TimeUnit.MICROSECONDS.sleep(gapMicros);
        }
        Thread.sleep(500);
        double[][] result = new double[2][];
        CountDownLatch read = new CountDownLatch(1);
        Platform.runLater(() -> {
            result[0] = window.renderController().latency().millis();
            result[1] = window.renderController().latency().pulseMillis();
            window.model().set(param, start);
            read.countDown();
        });
        read.await();
        return result;
    }

    private static double percentile(double[] values, int p) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, sorted.length * p / 100)];
    }
}
