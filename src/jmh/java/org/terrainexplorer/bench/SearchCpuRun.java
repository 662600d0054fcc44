package org.terrainexplorer.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;
import org.terrainexplorer.search.SearchSpec;
import org.terrainexplorer.search.SearchWorld;
import org.terrainexplorer.search.SeedEvaluator;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.gen.ClimateProbe;

/**
 * {@link SearchBenchmark}'s cases timed by the thread's own CPU time rather than the wall clock: on a machine shared
 * with other work (a load average far above its cores) a thread's wall-clock rate is its share of a core, while its
 * CPU time is what one core does for it. One thread; each case runs for about {@code seconds} of CPU after a warm-up
 * of the same length.
 *
 * <pre>mvn -o -q -Pbench test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.bench.SearchCpuRun -Dexec.args=20</pre>
 */
public final class SearchCpuRun {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private SearchCpuRun() {
    }

    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 20;
        WorldSession session = new WorldSession();
        String[][] cases = {{"structures", SearchBenchmark.STRUCTURES}, {"village", SearchBenchmark.VILLAGE},
            {"biome", SearchBenchmark.BIOME},
            {"spawn", SearchBenchmark.SPAWN}, {"combination", SearchBenchmark.COMBINATION}};
        for (String[] c : cases) {
            SeedEvaluator e = new SeedEvaluator(SearchWorld.bind(SearchSpec.parse("{\"format\": 1, \"world\": "
                + "{\"version\": \"1.21.1\"}, \"condition\": " + c[1] + "}", "bench", Path.of(".")), session),
                () -> false);
            long[] next = {0};
            run(c[0] + " (seeds/s)", seconds, () -> e.evaluate(next[0]++) != null);
            long[] base = {0};
            if (c[0].equals("structures")) {
                run("placementBases (bases/s)", seconds, () -> e.placement(base[0]++));
            }
        }
        ClimateProbe.Probe probe = ClimateProbe.of(session.load(WorldSettings.defaults().withVersion("1.21.1"))
            .world()).newProbe();
        long[] seed = {0};
        run("biomeAtPoint (seeds/s)", seconds, () -> {
            probe.seed(seed[0]++);
            return probe.biome(0, 64, 0).equals("minecraft:mushroom_fields");
        });
    }

    private static void run(String name, double seconds, java.util.function.BooleanSupplier step) {
        for (int pass = 0; pass < 2; pass++) {
            long c0 = CPU.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            long n = 0;
            int hits = 0;
            while (CPU.getCurrentThreadCpuTime() - c0 < seconds * 1e9) {
                for (int i = 0; i < 64; i++) {
                    if (step.getAsBoolean()) {
                        hits++;
                    }
                }
                n += 64;
            }
            double cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
            double wall = (System.nanoTime() - t0) / 1e9;
            if (pass == 1) {
                System.out.printf(Locale.ROOT, "%-26s %,14.0f per CPU second  %,14.0f per wall second  (%d of %d "
                    + "held)%n", name, n / cpu, n / wall, hits, n);
            }
        }
    }
}
