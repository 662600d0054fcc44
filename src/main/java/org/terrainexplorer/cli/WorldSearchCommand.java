package org.terrainexplorer.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.terrainexplorer.io.AtomicFiles;
import org.terrainexplorer.io.FileErrors;
import org.terrainexplorer.io.ShippedPresets;
import org.terrainexplorer.search.Ledger;
import org.terrainexplorer.search.LocalSearch;
import org.terrainexplorer.search.Match;
import org.terrainexplorer.search.SearchExamples;
import org.terrainexplorer.search.MatchJson;
import org.terrainexplorer.search.SearchSpec;
import org.terrainexplorer.search.SearchWorld;
import org.terrainexplorer.search.WorkUnits;
import org.terrainexplorer.session.WorldSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code world search}: the seeds of a range that hold a specification's conditions, on every core. */
@Command(name = "search", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world search --spec desert-pyramid --range 0:1999 \\",
        "      --out pyramids.jsonl",
        "  terrain-explorer world search --spec desert-pyramid --limit 2 \\",
        "      --out first2.jsonl",
        "  terrain-explorer world search --spec desert-pyramid --range 0:1999 \\",
        "      --out pyramids.jsonl --resume"},
    description = {"Searches a range of seeds for those that hold a search specification's conditions (a JSON file: "
        + "the release, world and dimension, the seed range and a tree of conditions on biomes, climate, surface "
        + "height, the spawn and structures; see docs/seed-search.md). Cheapest checks first: structure "
        + "placement from the seed's lower 48 bits, then the climate, then the exact world; a seed is written only "
        + "when every condition holds exactly.",
        "Writes one line of JSON per matching seed, in seed order: the seed and where each condition matched. "
            + "Finished work units go to a ledger folder as they finish, so a run stopped by a crash or a reboot "
            + "carries on with --resume; progress goes to standard error.",
        "--overwrite starts afresh: it replaces FILE and its ledger, once the new search begins (a refused "
            + "specification or world leaves both as they were).",
        "Stopped by Ctrl+C or SIGTERM, it stops at each thread's next seed, keeps the part of each unit it had "
            + "searched in the ledger, writes the matches found so far to FILE, says so, and exits with 130 (Ctrl+C) "
            + "or 143 (SIGTERM); --resume carries on from there."})
final class WorldSearchCommand implements java.util.concurrent.Callable<Integer> {

    @Option(names = "--spec", paramLabel = "FILE|NAME", required = true,
        description = "The search specification (JSON, \"format\": 1), or the name of a shipped example: "
            + "desert-pyramid, jungle-spawn, mushroom-fields, temples-near-spawn.")
    String spec;

    @Option(names = "--range", paramLabel = "A:B",
        description = "The seeds to search, A to B inclusive (whole numbers, may be negative). Default: the "
            + "specification's.")
    String range;

    @Option(names = "--threads", paramLabel = "N",
        description = "Worker threads, 1 to 1024. Default: the number of cores.")
    Integer threads;

    @Option(names = "--ledger", paramLabel = "DIR",
        description = "The folder of the ledger of finished units. Default: FILE.ledger beside --out.")
    Path ledgerFolder;

    @Option(names = "--resume",
        description = "Carry on from the ledger: search only the units it lacks (refused if it belongs to another "
            + "specification or range).")
    boolean resume;

    @Option(names = "--limit", paramLabel = "N",
        description = "Stop at the N lowest matching seeds of the range (the same N on every run).")
    Long limit;

    @Mixin
    OutputFile output;

    private final TerrainCli.Streams streams;

    WorldSearchCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (workers < 1 || workers > 1024) {
            throw new InputException("--threads " + workers + ": allowed 1 to 1024");
        }
        if (limit != null && limit < 1) {
            throw new InputException("--limit " + limit + ": allowed 1 or more");
        }
        // --overwrite starts afresh: the results file and its ledger are replaced once the new search begins.
        boolean fresh = output.overwrite && !resume;
        if (resume) {
            output.overwrite = true;
        } else if (!fresh && output.out.getFileName() != null) {
            // An earlier run's ledger (and results): say both ways on, before "already exists".
            refuseEarlierLedger(output.out, ledgerFolder(output.out));
        }
        Path out = output.checked("a results file of JSON lines", ".jsonl", ".json", ".txt");
        SearchSpec read;
        try {
            read = readSpec(spec);
            if (range != null) {
                long[] r = range(range);
                read = read.withRange(r[0], r[1]);
            }
        } catch (SearchSpec.SpecException e) {
            throw new InputException("--spec " + e.getMessage());
        }
        Path folder = ledgerFolder(out);
        if (resume) {
            read = Ledger.resumable(folder, read);
        }
        SearchWorld world;
        try {
            world = SearchWorld.bind(read, new WorldSession());
        } catch (SearchSpec.SpecException e) {
            throw new InputException("--spec " + spec + ": " + e.getMessage());
        }
        WorkUnits units = WorkUnits.of(read);
        try (Ledger ledger = fresh ? Ledger.replace(folder, read, units) : Ledger.open(folder, read, units, resume)) {
            return run(world, read, units, ledger, workers, out);
        } catch (Ledger.LedgerException e) {
            // Named by the option the user gave (a ledger beside --out unless --ledger named its folder).
            throw new InputException((ledgerFolder == null ? "--out " + out + ": its ledger " : "--ledger ")
                + e.getMessage() + ": write the results elsewhere (--out" + (ledgerFolder == null ? "" : ", --ledger")
                + "), or give --overwrite " + (resume ? "in place of --resume " : "") + "to start this search afresh, "
                + "replacing them");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the ledger in " + folder + ": " + FileErrors.reasonAndFile(e),
                e);
        }
    }

    /** The ledger's folder: --ledger, or FILE.ledger beside the results file. */
    private Path ledgerFolder(Path out) {
        return ledgerFolder != null ? ledgerFolder : out.toAbsolutePath().resolveSibling(out.getFileName() + ".ledger");
    }

    /** Refuses a ledger an earlier run left, naming --resume and --overwrite. */
    private void refuseEarlierLedger(Path out, Path folder) {
        if (Files.exists(folder.resolve(Ledger.FILE))) {
            throw new InputException((ledgerFolder == null ? "--out " + out + ": its ledger " + folder
                : "--ledger " + folder + ": its ledger") + " exists from an earlier run: add --resume to carry on "
                + "from it, or --overwrite to start again (replacing it and " + out + ")");
        }
    }

    /** A file's specification; where no such file is, the shipped example of that name (".json" optional). */
    static SearchSpec readSpec(String spec) throws SearchSpec.SpecException {
        Path file = Path.of(spec);
        if (Files.exists(file)) {
            return SearchSpec.read(file);
        }
        String name = spec.endsWith(".json") ? spec.substring(0, spec.length() - ".json".length()) : spec;
        try {
            java.util.Optional<byte[]> shipped = name.contains("/") ? java.util.Optional.empty()
                : ShippedPresets.read(SearchExamples.FOLDER, name);
            if (shipped.isPresent()) {
                return SearchSpec.parse(new String(shipped.get(), java.nio.charset.StandardCharsets.UTF_8),
                    SearchExamples.FOLDER + "/" + name + ".json", null);
            }
            List<String> names = ShippedPresets.names(SearchExamples.FOLDER);
            throw new SearchSpec.SpecException(spec + ": no such file, nor a shipped example (those are "
                + String.join(", ", names) + ")"
                + org.terrainexplorer.world.json.Suggestions.didYouMean(name.replace('_', '-'), names), null);
        } catch (IOException e) {
            throw new SearchSpec.SpecException(spec + ": " + e.getMessage(), e);
        }
    }

    private int run(SearchWorld world, SearchSpec read, WorkUnits units, Ledger ledger, int workers, Path out) {
        LocalSearch search = new LocalSearch(world, workers, limit == null ? 0 : limit, ledger, null);
        CountDownLatch written = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            search.stop();
            try {
                written.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "search-stop");
        try {
            Runtime.getRuntime().addShutdownHook(hook);
        } catch (IllegalStateException e) {
            // Stopped (Ctrl+C, SIGTERM) while the world was loading: no search was begun, nothing is written.
            throw new CancellationException("stopped before the search began");
        }
        ExecutorService runner = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "search-run");
            t.setDaemon(true);
            return t;
        });
        try {
            Future<LocalSearch.Result> running = runner.submit(search::run);
            long delay = streams.progress().delay().toNanos();
            long interval = streams.progress().interval().toNanos();
            long start = System.nanoTime();
            long due = start + delay;
            LocalSearch.Result result;
            while (true) {
                try {
                    result = running.get(Math.max(1, due - System.nanoTime()), TimeUnit.NANOSECONDS);
                    break;
                } catch (TimeoutException e) {
                    print(search.progress(), units.firstSeed(0), units.seeds(0));
                    due = System.nanoTime() + interval;
                } catch (InterruptedException e) {
                    search.stop();
                    Thread.currentThread().interrupt();
                    throw new InputException("interrupted");
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException r) {
                        throw r;
                    }
                    throw new IllegalStateException(cause);
                }
            }
            List<Match> matches = result.complete() ? result.matches() : search.matchesSoFar();
            write(out, matches);
            LocalSearch.Progress p = search.progress();
            double rate = result.seconds() > 0 ? result.seedsSearched() / result.seconds() : 0;
            if (!result.complete()) {
                // Only a stopping program (Ctrl+C, SIGTERM) stops a search: the process ends with the signal's status
                // (130, 143) whatever is returned here.
                String all = p.seeds() == Long.MAX_VALUE ? "2^64" : grouped(p.seeds());
                streams.err().printf(Locale.ROOT, "search: stopped: %s of %s searched (%d of %d units whole); the "
                    + "ledger %s keeps them: carry on with --resume%n", count(search.seedsKept(), "seed"), all,
                    p.unitsDone(), p.units(), ledger.file().getParent());
                streams.out().printf(Locale.ROOT, "Wrote %s: %d matches so far (not complete), %s searched here in "
                    + "%.1f s%n", out, matches.size(), count(result.seedsSearched(), "seed"), result.seconds());
                return TerrainCli.EXIT_STOPPED;
            }
            streams.out().printf(Locale.ROOT, "Wrote %s: %d matching seed%s of %s (%s %s), %s searched here in %.1f s, "
                + "%.0f seeds/s on %d thread%s%n", out, matches.size(), matches.size() == 1 ? "" : "s",
                read.from() + " to " + read.to(), world.version(), read.dimension(), count(result.seedsSearched(),
                    "seed"), result.seconds(), rate, workers, workers == 1 ? "" : "s");
            return 0;
        } finally {
            runner.shutdownNow();
            written.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // Shutting down: the hook is running and waits for 'written'.
            }
        }
    }

    /** A progress line; what the matches so far stand for is said as the window says it. */
    private void print(LocalSearch.Progress p, long first, long unitSeeds) {
        StringBuilder line = new StringBuilder("search: ");
        if (p.seeds() != Long.MAX_VALUE) {
            line.append(p.seeds() == 0 ? 100 : Math.min(100, (long) (100.0 * p.seedsDone() / p.seeds())))
                .append(" % (");
        }
        line.append(count(p.seedsDone(), "seed")).append(p.seeds() != Long.MAX_VALUE ? " of " + grouped(p.seeds())
            : "").append(p.seeds() != Long.MAX_VALUE ? ")" : "");
        line.append(String.format(Locale.ROOT, ", %s seeds/s", grouped((long) p.seedsPerSecond())));
        if (!p.timeLeft().isEmpty()) {
            // With --limit the search usually stops long before the range ends: the time is the whole range's.
            line.append(limit == null ? ", ETA " + p.timeLeft()
                : ", the whole range in " + p.timeLeft() + " (it stops at " + grouped(limit)
                    + (limit == 1 ? " match)" : " matches)"));
        }
        line.append(", ").append(p.matches()).append(p.matches() == 1 ? " match" : " matches")
            .append(p.allDone() ? ", all done" : p.coverage(first, unitSeeds));
        if (p.paused()) {
            line.append(" (paused)");
        }
        streams.err().println(line);
        streams.err().flush();
    }

    private static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String count(long n, String unit) {
        return grouped(n) + " " + unit + (n == 1 ? "" : "s");
    }

    /** Writes the matches, one JSON line each, atomically. */
    private static void write(Path out, List<Match> matches) {
        try {
            AtomicFiles.write(out, stream -> {
                Writer w = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
                for (Match m : matches) {
                    w.write(MatchJson.line(m));
                    w.write('\n');
                }
                w.flush();
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    /** A:B as two seeds. */
    static long[] range(String text) {
        int colon = text.indexOf(':', text.startsWith("-") ? 1 : 0);
        if (colon < 0) {
            throw new InputException("--range " + text + ": expected A:B (two whole numbers, such as 0:999999)");
        }
        try {
            long a = Long.parseLong(text.substring(0, colon).strip());
            long b = Long.parseLong(text.substring(colon + 1).strip());
            if (a > b) {
                throw new InputException("--range " + text + ": the first seed is above the last");
            }
            return new long[] {a, b};
        } catch (NumberFormatException e) {
            throw new InputException("--range " + text + ": expected A:B, two whole numbers from " + Long.MIN_VALUE
                + " to " + Long.MAX_VALUE);
        }
    }
}
