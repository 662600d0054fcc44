package org.terrainexplorer.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import org.terrainexplorer.search.Ledger;
import org.terrainexplorer.search.Match;
import org.terrainexplorer.search.MatchJson;
import org.terrainexplorer.search.SearchSpec;
import org.terrainexplorer.search.SearchWorld;
import org.terrainexplorer.search.UnitSearch;
import org.terrainexplorer.search.WorkUnits;
import org.terrainexplorer.session.WorldSession;
import scala.collection.JavaConverters;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * A seed search on Apache Spark: the same specification, work units, ledger and results file as the local search
 * ({@code world search}), with each work unit one Spark task. The driver reads the specification and the ledger,
 * hands out the units the ledger lacks, and appends each unit to the ledger as its task's result comes back, so a
 * search started on a laptop can be finished on a cluster and the other way round; the results file is the local
 * search's, byte for byte.
 *
 * <pre>
 * spark-submit --class org.terrainexplorer.spark.SparkSearch --jars terrain-explorer.jar \
 *     terrain-explorer-spark.jar --spec s.json --out results.jsonl [--range A:B] [--ledger DIR] [--resume]
 *     [--limit N]
 * </pre>
 *
 * Without a master from spark-submit it runs embedded on {@code local[*]}. Started with {@code java} instead, it takes
 * the master and the executors' jars as system properties, which {@link SparkConf} reads like every {@code spark.*}
 * one: {@code -Dspark.master=spark://host:7077 -Dspark.jars=terrain-explorer-spark.jar,terrain-explorer.jar}.
 */
public final class SparkSearch {

    /** What a unit's task returns: its number, its seeds and its matches as JSON lines, in seed order. */
    public record UnitResult(long unit, long seeds, List<String> lines) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /** How a run ended. */
    public record Result(List<String> lines, boolean complete, long unitsRun) {
    }

    private SparkSearch() {
    }

    /** Runs a search from the command line (see the class comment); exit code 0 when complete. */
    public static void main(String[] args) throws Exception {
        Path spec = null;
        Path out = null;
        Path ledger = null;
        String range = null;
        boolean resume = false;
        long limit = 0;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--spec" -> spec = Path.of(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                case "--ledger" -> ledger = Path.of(args[++i]);
                case "--range" -> range = args[++i];
                case "--resume" -> resume = true;
                case "--limit" -> limit = Long.parseLong(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i] + "; expected --spec FILE "
                    + "--out FILE [--range A:B] [--ledger DIR] [--resume] [--limit N]");
            }
        }
        if (spec == null || out == null) {
            throw new IllegalArgumentException("--spec FILE and --out FILE are required");
        }
        SearchSpec read = SearchSpec.read(spec);
        if (range != null) {
            int colon = range.indexOf(':', range.startsWith("-") ? 1 : 0);
            read = read.withRange(Long.parseLong(range.substring(0, colon)), Long.parseLong(range.substring(colon + 1)));
        }
        if (ledger == null) {
            ledger = out.toAbsolutePath().resolveSibling(out.getFileName() + ".ledger");
        }
        SparkConf conf = new SparkConf().setAppName("terrain-explorer search");
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        long start = System.nanoTime();
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            Result r = run(sc, read, ledger, resume, limit, out);
            System.out.printf("Wrote %s: %d matching seed%s of %d to %d, %d units run on Spark (%s) in %.1f s%s%n",
                out, r.lines().size(), r.lines().size() == 1 ? "" : "s", read.from(), read.to(), r.unitsRun(),
                sc.master(), (System.nanoTime() - start) / 1e9, r.complete() ? "" : " (not complete)");
            if (!r.complete()) {
                System.exit(3);
            }
        }
    }

    /**
     * Runs a search on {@code sc}: the units the ledger in {@code ledgerFolder} lacks, each one task, and writes the
     * results file (the N lowest matches with {@code limit} above 0).
     */
    public static Result run(JavaSparkContext sc, SearchSpec spec, Path ledgerFolder, boolean resume, long limit,
                             Path out) throws Exception {
        if (resume) {
            spec = Ledger.resumable(ledgerFolder, spec);
        }
        // Bound here first: the driver checks the specification against the world before any task starts.
        SearchWorld.bind(spec, new WorldSession());
        WorkUnits units = WorkUnits.of(spec);
        long wanted = limit <= 0 ? Long.MAX_VALUE : limit;
        try (Ledger ledger = Ledger.open(ledgerFolder, spec, units, resume)) {
            Progress progress = new Progress(units, wanted);
            for (Map.Entry<Long, List<Match>> e : ledger.finished().entrySet()) {
                List<String> lines = new ArrayList<>();
                for (Match m : e.getValue()) {
                    lines.add(MatchJson.line(m));
                }
                progress.done(e.getKey(), e.getValue().stream().mapToLong(Match::seed).toArray(), lines);
            }
            String json = spec.toJson();
            int batch = Math.max(64, sc.defaultParallelism() * 64);
            long next = 0;
            long run = 0;
            while (!progress.enough() && next < units.count()) {
                List<Long> pending = new ArrayList<>();
                while (pending.size() < batch && next < units.count()) {
                    long i = next++;
                    if (!progress.isDone(i) && !progress.beyondLimit(units.firstSeed(i))) {
                        pending.add(i);
                    }
                }
                if (pending.isEmpty()) {
                    continue;
                }
                JavaRDD<UnitResult> results = sc.parallelize(pending, pending.size()).map(new RunUnit(json));
                List<Object> partitions = new ArrayList<>();
                for (int p = 0; p < pending.size(); p++) {
                    partitions.add(p);
                }
                ClassTag<UnitResult> tag = ClassTag$.MODULE$.apply(UnitResult.class);
                sc.sc().runJob(results.rdd(), new First(), JavaConverters.asScalaBuffer(partitions).toSeq(),
                    new Record(ledger, progress), tag);
                run += pending.size();
            }
            List<String> lines = progress.results();
            write(out, lines);
            return new Result(lines, progress.enough() || progress.allDone(), run);
        }
    }

    private static void write(Path out, List<String> lines) throws IOException {
        Path tmp = out.toAbsolutePath().resolveSibling("." + out.getFileName() + ".part");
        StringBuilder b = new StringBuilder();
        for (String l : lines) {
            b.append(l).append('\n');
        }
        Files.writeString(tmp, b, StandardCharsets.UTF_8);
        Files.move(tmp, out.toAbsolutePath(), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
            java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The driver's record of finished units and matches (the same rules as the local search's). */
    static final class Progress {
        private final WorkUnits units;
        private final long limit;
        private final TreeMap<Long, String> matches = new TreeMap<>();
        private final java.util.Set<Long> done = new java.util.HashSet<>();
        private long lowest;

        Progress(WorkUnits units, long limit) {
            this.units = units;
            this.limit = limit;
        }

        synchronized void done(long unit, long[] seeds, List<String> lines) {
            done.add(unit);
            for (int i = 0; i < seeds.length; i++) {
                matches.put(seeds[i], lines.get(i));
            }
            while (lowest < units.count() && done.contains(lowest)) {
                done.remove(lowest);
                lowest++;
            }
        }

        synchronized boolean isDone(long unit) {
            return unit < lowest || done.contains(unit);
        }

        private long doneBelow() {
            return units.doneBelow(lowest, k -> k < lowest || done.contains(k));
        }

        synchronized boolean allDone() {
            return doneBelow() == Long.MAX_VALUE;
        }

        private long nth() {
            long n = 0;
            for (long s : matches.keySet()) {
                if (++n == limit) {
                    return s;
                }
            }
            return Long.MAX_VALUE;
        }

        /** Whether the N lowest matches are known. */
        synchronized boolean enough() {
            return limit != Long.MAX_VALUE && matches.size() >= limit && (allDone() || nth() < doneBelow());
        }

        /** Whether every seed from {@code seed} on lies above the N lowest matches known. */
        synchronized boolean beyondLimit(long seed) {
            return limit != Long.MAX_VALUE && matches.size() >= limit && seed > nth();
        }

        synchronized List<String> results() {
            List<String> out = new ArrayList<>();
            for (String line : matches.values()) {
                if (out.size() >= limit) {
                    break;
                }
                out.add(line);
            }
            return out;
        }
    }

    /** A unit's task: the searcher of the specification, bound once per executor, searches the unit. */
    static final class RunUnit implements Function<Long, UnitResult> {
        private static final long serialVersionUID = 1L;
        private final String spec;

        RunUnit(String spec) {
            this.spec = spec;
        }

        @Override
        public UnitResult call(Long unit) throws Exception {
            SearchWorld world = ExecutorWorlds.world(spec);
            UnitSearch search = new UnitSearch(world, () -> false);
            List<Match> found = search.run(unit, n -> {
            });
            List<String> lines = new ArrayList<>(found.size());
            for (Match m : found) {
                lines.add(MatchJson.line(m));
            }
            return new UnitResult(unit, search.units().seeds(unit), lines);
        }
    }

    /** A partition's only element (one unit per partition). */
    static final class First
        extends AbstractFunction2<org.apache.spark.TaskContext, scala.collection.Iterator<UnitResult>, UnitResult>
        implements Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public UnitResult apply(org.apache.spark.TaskContext context, scala.collection.Iterator<UnitResult> it) {
            return it.next();
        }
    }

    /** On the driver, as each task's result arrives: the ledger line first, then the record. */
    static final class Record extends AbstractFunction2<Object, UnitResult, BoxedUnit> implements Serializable {
        private static final long serialVersionUID = 1L;
        private final transient Ledger ledger;
        private final transient Progress progress;

        Record(Ledger ledger, Progress progress) {
            this.ledger = ledger;
            this.progress = progress;
        }

        @Override
        public BoxedUnit apply(Object partition, UnitResult r) {
            try {
                long[] seeds = new long[r.lines().size()];
                for (int i = 0; i < seeds.length; i++) {
                    seeds[i] = MatchJson.read(r.lines().get(i)).seed();
                }
                ledger.appendLines(r.unit(), r.seeds(), r.lines());
                progress.done(r.unit(), seeds, r.lines());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("cannot write the ledger: " + e.getMessage(), e);
            }
            return BoxedUnit.UNIT;
        }
    }

    /** The searches bound on this JVM (an executor's), by specification: one binding per executor, not per task. */
    static final class ExecutorWorlds {
        private static final ConcurrentHashMap<String, SearchWorld> WORLDS = new ConcurrentHashMap<>();
        private static final WorldSession SESSION = new WorldSession();

        private ExecutorWorlds() {
        }

        static SearchWorld world(String spec) {
            return WORLDS.computeIfAbsent(spec, s -> {
                try {
                    return SearchWorld.bind(SearchSpec.parse(s, "specification", null), SESSION);
                } catch (SearchSpec.SpecException e) {
                    throw new IllegalArgumentException(e.getMessage(), e);
                }
            });
        }
    }
}
