package org.terrainexplorer.search;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The append-only record of a search's finished work units, in a folder: {@code ledger.jsonl}, whose first line
 * names the search (its specification's hash, range, unit size and layout, and the specification itself) and each
 * further line one finished unit with its matches. A line is written whole and forced to the disk before the unit
 * counts as done, so after Ctrl+C, a crash, a SIGKILL or a power cut the ledger holds every unit finished before
 * and at most a torn last line, which opening it cuts off. Runs that resume read it and search only the units it
 * lacks; a ledger of another specification is refused. The local runner and the Spark runner write the same
 * lines, so either can finish the other's search.
 *
 * <p>A run that is stopped (Ctrl+C, SIGTERM) also records the part of each unit under way that it finished: a line
 * with the unit, its positions done ({@link WorkUnits#positions}) and their matches, from which a resumed local run
 * carries on (the Spark runner searches such a unit whole). Format 2 has these lines; a format 1 ledger (made before
 * them) is read as before and gets none, so that an older reader never takes a part for a whole unit.
 *
 * <p>Thread-safe: appends are serialised.
 */
public final class Ledger implements Closeable {

    /** The ledger file's name in its folder. */
    public static final String FILE = "ledger.jsonl";
    /** The format of the header line (2: part lines may follow). */
    public static final int FORMAT = 2;

    /**
     * A unit begun and stopped: its first {@code done} positions searched, holding {@code seeds} seeds, with these
     * matches in seed order.
     */
    public record Part(long done, long seeds, List<Match> matches) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final FileChannel channel;
    private final Map<Long, List<Match>> finished;
    private final Map<Long, Long> finishedSeeds;
    private final Map<Long, Part> parts;
    private final boolean takesParts;

    /** A ledger refused: another search's, or one that exists where a new search was asked for. */
    public static final class LedgerException extends Exception {
        private static final long serialVersionUID = 1L;

        public LedgerException(String message) {
            super(message);
        }
    }

    private Ledger(Path file, FileChannel channel, Map<Long, List<Match>> finished, Map<Long, Long> seeds,
                   Map<Long, Part> parts, boolean takesParts) {
        this.file = file;
        this.channel = channel;
        this.finished = finished;
        this.finishedSeeds = seeds;
        parts.keySet().removeAll(finished.keySet());
        this.parts = parts;
        this.takesParts = takesParts;
    }

    /**
     * The search as the ledger in {@code folder} cut it, to resume it: where the specification does not give its
     * unit size and the ledger was cut with another (a ledger made before small ranges were cut finer by default),
     * the ledger's; otherwise the search itself. The ledger's header must still name the same search when opened.
     */
    public static SearchSpec resumable(Path folder, SearchSpec spec) {
        Path file = folder.resolve(FILE);
        if (spec.unitGiven() || !Files.isRegularFile(file)) {
            return spec;
        }
        try (java.io.BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String first = in.readLine();
            JsonNode unit = first == null ? null : JSON.readTree(first).get("unitSize");
            if (unit != null && unit.canConvertToInt() && unit.asInt() > 0 && unit.asInt() != spec.unitSize()) {
                return spec.withUnitSize(unit.asInt());
            }
        } catch (IOException | RuntimeException e) {
            // Not a ledger that can be read: open says what is wrong with it.
        }
        return spec;
    }

    /**
     * Opens the ledger in {@code folder} for a search (made if missing). A ledger with finished units is carried on
     * only with {@code resume}; its header must name the same search.
     */
    public static Ledger open(Path folder, SearchSpec spec, WorkUnits units, boolean resume)
        throws IOException, LedgerException {
        Files.createDirectories(folder);
        Path file = folder.resolve(FILE);
        String hash = spec.hash();
        Map<Long, List<Match>> finished = new TreeMap<>();
        Map<Long, Long> seeds = new TreeMap<>();
        Map<Long, Part> parts = new TreeMap<>();
        int[] format = {FORMAT};
        boolean exists = Files.exists(file) && Files.size(file) > 0;
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
            StandardOpenOption.WRITE);
        try {
            if (exists) {
                byte[] bytes = Files.readAllBytes(file);
                long good = read(bytes, hash, file, finished, seeds, parts, format);
                if ((!finished.isEmpty() || !parts.isEmpty()) && !resume) {
                    throw new LedgerException(folder + " holds a ledger of " + finished.size() + " finished unit"
                        + (finished.size() == 1 ? "" : "s") + (parts.isEmpty() ? "" : " and " + parts.size() + " begun")
                        + " of this search: add --resume to carry on from it, or give another ledger folder");
                }
                if (good < bytes.length) {
                    // A torn last line (the process died while writing it): its unit is searched again.
                    channel.truncate(good);
                }
                if (good == 0) {
                    header(channel, spec, units);
                    format[0] = FORMAT;
                }
            } else {
                channel.truncate(0);
                header(channel, spec, units);
            }
            channel.position(channel.size());
        } catch (IOException | LedgerException | RuntimeException e) {
            channel.close();
            throw e;
        }
        return new Ledger(file, channel, finished, seeds, parts, format[0] >= 2);
    }

    /**
     * Starts a new ledger in {@code folder} for a search, replacing the one there (of this search or another) in one
     * step: the new header is written to a hidden file beside it, forced to the disk and renamed over it, so the
     * folder holds the old ledger or the new one, never part of either.
     */
    public static Ledger replace(Path folder, SearchSpec spec, WorkUnits units) throws IOException {
        Files.createDirectories(folder);
        Path file = folder.resolve(FILE);
        Path temporary = folder.resolve("." + FILE + "." + Long.toHexString(System.nanoTime()) + ".part");
        try {
            try (FileChannel fresh = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE)) {
                header(fresh, spec, units);
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
            try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
                dir.force(true);
            } catch (IOException | UnsupportedOperationException e) {
                // Not every platform can open a folder; the rename itself is still atomic.
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        channel.position(channel.size());
        return new Ledger(file, channel, new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), true);
    }

    private static void header(FileChannel channel, SearchSpec spec, WorkUnits units) throws IOException {
        ObjectNode h = JSON.createObjectNode();
        h.put("ledger", FORMAT);
        h.put("spec", spec.hash());
        h.put("from", spec.from());
        h.put("to", spec.to());
        h.put("unitSize", spec.unitSize());
        h.put("layout", units.layout());
        h.put("units", units.count());
        h.set("specification", spec.json());
        write(channel, JSON.writeValueAsString(h));
    }

    /** Reads the lines; returns the length of the good part (every complete, well-formed line). */
    private static long read(byte[] bytes, String hash, Path file, Map<Long, List<Match>> finished,
                             Map<Long, Long> seeds, Map<Long, Part> parts, int[] format) throws LedgerException {
        int start = 0;
        int lineNo = 0;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            if (end == bytes.length) {
                return start;
            }
            String line = new String(bytes, start, end - start, StandardCharsets.UTF_8);
            JsonNode node;
            try {
                node = JSON.readTree(line);
            } catch (JsonProcessingException e) {
                if (lineNo == 0) {
                    throw new LedgerException(file + ": not a search ledger (its first line is not JSON)");
                }
                return start;
            }
            if (lineNo == 0) {
                if (node == null || !node.has("ledger") || !node.has("spec")) {
                    throw new LedgerException(file + ": not a search ledger");
                }
                if (node.get("ledger").asInt() > FORMAT) {
                    throw new LedgerException(file + ": a ledger of a newer format (" + node.get("ledger").asInt()
                        + "); update Terrain Explorer");
                }
                format[0] = node.get("ledger").asInt();
                String theirs = node.get("spec").asText();
                if (!theirs.equals(hash)) {
                    throw new LedgerException(file + " belongs to another search (specification " + shortHash(theirs)
                        + ", seeds " + node.path("from").asText() + " to " + node.path("to").asText()
                        + "); this one is " + shortHash(hash) + " (a ledger carries on only the search that began it: "
                        + "the same specification and seeds)");
                }
            } else {
                if (node == null || !node.has("unit") || !node.has("matches")) {
                    return start;
                }
                List<Match> matches = new ArrayList<>();
                try {
                    for (JsonNode m : node.get("matches")) {
                        matches.add(MatchJson.read(m));
                    }
                } catch (IllegalArgumentException e) {
                    return start;
                }
                long unit = node.get("unit").asLong();
                if (node.has("part")) {
                    // A stopped run's part of a unit: each part holds the earlier ones, so the last one counts.
                    long done = node.get("part").asLong();
                    if (format[0] >= 2 && done > 0 && done > parts.getOrDefault(unit, new Part(0, 0, null)).done()) {
                        parts.put(unit, new Part(done, node.path("seeds").asLong(0), List.copyOf(matches)));
                    }
                } else {
                    finished.put(unit, List.copyOf(matches));
                    seeds.put(unit, node.path("seeds").asLong(0));
                }
            }
            lineNo++;
            start = end + 1;
        }
        return start;
    }

    private static String shortHash(String hash) {
        return hash.length() > 12 ? hash.substring(0, 12) + "…" : hash;
    }

    private static void write(FileChannel channel, String line) throws IOException {
        ByteBuffer b = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
        while (b.hasRemaining()) {
            channel.write(b);
        }
        channel.force(false);
    }

    /** The units finished before this run opened it, with their matches, by unit number. */
    public Map<Long, List<Match>> finished() {
        return Collections.unmodifiableMap(finished);
    }

    /** The seeds the units finished before this run held, by unit number. */
    public Map<Long, Long> finishedSeeds() {
        return Collections.unmodifiableMap(finishedSeeds);
    }

    /** The units begun and stopped before this run opened it (and not finished since), by unit number. */
    public Map<Long, Part> parts() {
        return Collections.unmodifiableMap(parts);
    }

    /**
     * Records the part of unit {@code unit} a stopped run finished: its first {@code done} positions (counted from
     * the unit's start, earlier runs' parts included), holding {@code seeds} seeds, and all their matches. Written
     * whole and forced to the disk before returning; false (nothing written) in a format 1 ledger, which has no
     * parts.
     */
    public synchronized boolean appendPart(long unit, long done, long seeds, List<Match> matches) throws IOException {
        if (!takesParts) {
            return false;
        }
        StringBuilder b = new StringBuilder(64 + matches.size() * 96);
        b.append("{\"unit\":").append(unit).append(",\"part\":").append(done).append(",\"seeds\":").append(seeds)
            .append(",\"matches\":[");
        for (int i = 0; i < matches.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(MatchJson.line(matches.get(i)));
        }
        b.append("]}");
        write(channel, b.toString());
        return true;
    }

    /** Records a finished unit: written whole and forced to the disk before returning. */
    public void append(long unit, long seeds, List<Match> matches) throws IOException {
        List<String> lines = new ArrayList<>(matches.size());
        for (Match m : matches) {
            lines.add(MatchJson.line(m));
        }
        appendLines(unit, seeds, lines);
    }

    /** {@link #append} with the matches as their lines ({@link MatchJson#line}), as a Spark task returns them. */
    public synchronized void appendLines(long unit, long seeds, List<String> matchLines) throws IOException {
        StringBuilder b = new StringBuilder(64 + matchLines.size() * 96);
        b.append("{\"unit\":").append(unit).append(",\"seeds\":").append(seeds).append(",\"matches\":[");
        for (int i = 0; i < matchLines.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(matchLines.get(i));
        }
        b.append("]}");
        write(channel, b.toString());
    }

    /** The ledger's file. */
    public Path file() {
        return file;
    }

    @Override
    public synchronized void close() throws IOException {
        channel.close();
    }
}
