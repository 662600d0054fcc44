package org.terrainexplorer.render.world.fly;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.terrainexplorer.render.world.mesh.ChunkMesh;
import org.terrainexplorer.render.world.mesh.ChunkMesher;
import org.terrainexplorer.render.world.mesh.ChunkNeighbours;
import org.terrainexplorer.render.world.mesh.Cuts;
import org.terrainexplorer.render.world.mesh.Lod;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Streams chunk meshes around the camera, without JavaFX: asks the {@link ChunkFeed} for the chunks a
 * {@link StreamPolicy} wants, meshes each on the pool once it and its four neighbours are there (most urgent
 * first, at most {@code parallelism} at once), and queues finished meshes for the view to {@link #drain} a few at a
 * time, once per frame. Meshes beyond the view distance are dropped (a change with no mesh), and when the shown
 * meshes pass the memory budget the furthest go and nothing as far is made again until they fit.
 *
 * <p>A new world ({@link #setFeed}), new cuts or a new level of detail make a chunk's mesh out of date: the old
 * one stays shown until the new one replaces it, nearest first. A request overtaken (the chunk left the view, the
 * world or the cuts changed) is cancelled: its mesher stops, and nothing of it is queued or counted.
 *
 * <p>Thread-safe: the view calls from its thread, meshes finish on the pool's, chunks arrive on the feed's; all
 * state is behind one lock, never held while meshing or while the view consumes changes.
 */
public final class MeshStreamer {

    /** A change for the view: show this mesh for its chunk, or (mesh null) show nothing there. */
    public record Change(ChunkPos pos, ChunkMesh mesh) {
    }

    /**
     * Counters: chunks shown and wanted, meshes being made, chunks ready to mesh and waiting for their chunks,
     * the shown meshes' bytes, and the meshes made so far.
     */
    public record Stats(int shown, int wanted, int meshing, int ready, int waiting, long bytes, long made,
                        boolean settled) {
    }

    /** What is shown (or queued to be) for a chunk. */
    private record Shown(int epoch, Lod lod, Cuts cuts, int contentTop, long bytes) {
    }

    /** A mesh being made. */
    private static final class Job {
        final ChunkPos pos;
        final int epoch;
        final Lod lod;
        final Cuts cuts;
        final ChunkNeighbours chunks;
        volatile boolean cancelled;

        Job(ChunkPos pos, int epoch, Lod lod, Cuts cuts, ChunkNeighbours chunks) {
            this.pos = pos;
            this.epoch = epoch;
            this.lod = lod;
            this.cuts = cuts;
            this.chunks = chunks;
        }
    }

    private final ChunkMesher mesher;
    private final Executor executor;
    private final int parallelism;
    private final Object lock = new Object();
    private ChunkFeed feed;
    private int epoch;
    private StreamPolicy policy;
    private Cuts cuts = Cuts.NONE;
    private double camX;
    private double camZ;
    private double yaw;
    /** How fast the camera moves, in blocks a second (0 at rest). */
    private double speed;
    private int planChunkX = Integer.MIN_VALUE;
    private int planChunkZ;
    private double planYaw;
    private List<StreamPolicy.Wanted> plan = List.of();
    private final Map<ChunkPos, StreamPolicy.Wanted> wanted = new HashMap<>();
    private final Map<ChunkPos, Integer> rank = new HashMap<>();
    private final Map<ChunkPos, Shown> shown = new HashMap<>();
    private final Map<ChunkPos, Job> jobs = new HashMap<>();
    private final PriorityQueue<ChunkPos> ready = new PriorityQueue<>(
        (a, b) -> Integer.compare(rankOf(a), rankOf(b)));
    private final Set<ChunkPos> queued = new HashSet<>();
    private final LinkedHashMap<ChunkPos, Change> outbox = new LinkedHashMap<>();
    private long bytes;
    private long made;
    /** Scores at or beyond this are not meshed: the budget ran out there. */
    private double horizon = Double.POSITIVE_INFINITY;
    private boolean closed;
    private boolean paused;
    private volatile java.util.function.BiConsumer<ChunkPos, RuntimeException> failures = (p, e) -> { };
    private long lastRequest;
    /** How often chunks still missing are asked for again while the camera stays in one chunk. */
    private static final long REQUEST_AGAIN_NANOS = 1_000_000_000L;

    /**
     * @param mesher      makes the meshes
     * @param executor    the shared pool
     * @param parallelism how many meshes may be made at once
     * @param policy      what to show
     */
    public MeshStreamer(ChunkMesher mesher, Executor executor, int parallelism, StreamPolicy policy) {
        this.mesher = mesher;
        this.executor = executor;
        this.parallelism = Math.max(1, parallelism);
        this.policy = policy;
    }

    private int rankOf(ChunkPos p) {
        Integer r = rank.get(p);
        return r == null ? Integer.MAX_VALUE : r;
    }

    /** A new world's chunks (or none): every shown mesh is out of date and is replaced, nearest first. */
    public void setFeed(ChunkFeed next) {
        setFeed(next, true);
    }

    /**
     * A new world's chunks (or none). With {@code replaceInPlace} (an edit of the world shown: the same place, other
     * blocks) the shown meshes stay until their new ones replace them, nearest first; without (another world: a
     * saved one opened or closed) they are forgotten at once, nothing of them is handed over any more, and the view
     * is to clear what it shows ({@link #drain} hands over the new world's meshes only).
     */
    public void setFeed(ChunkFeed next, boolean replaceInPlace) {
        synchronized (lock) {
            if (closed) {
                return;
            }
            if (!replaceInPlace) {
                outbox.clear();
                shown.clear();
                bytes = 0;
                horizon = Double.POSITIVE_INFINITY;
            }
            feed = next;
            epoch++;
            cancelAll();
            if (next != null) {
                int mine = epoch;
                next.addArrivalListener(pos -> arrived(next, mine, pos));
            }
            requestChunks();
            refreshReady();
        }
        pump();
    }

    /** New cuts: the meshes they change are made again, nearest first; those being made with the old are stopped. */
    public void setCuts(Cuts next) {
        synchronized (lock) {
            if (next.equals(cuts)) {
                return;
            }
            cuts = next;
            for (Job j : jobs.values()) {
                ChunkData c = j.chunks.centre();
                if (!j.cuts.equals(next.forChunk(j.pos, ChunkMesher.contentTop(c)))) {
                    j.cancelled = true;
                }
            }
            refreshReady();
        }
        pump();
    }

    /** A new view distance, levels or budget. */
    public void setPolicy(StreamPolicy next) {
        synchronized (lock) {
            policy = next;
            horizon = Double.POSITIVE_INFINITY;
            replan();
        }
        pump();
    }

    /** The policy in force. */
    public StreamPolicy policy() {
        synchronized (lock) {
            return policy;
        }
    }

    /**
     * The camera is at (x, z) heading {@code yaw}: plans again when it has crossed into another chunk or turned
     * by more than 30°, which drops what fell out of view and asks for what came in.
     */
    public void update(double x, double z, double yawDegrees) {
        update(x, z, yawDegrees, 0);
    }

    /**
     * {@link #update(double, double, double)} for a camera moving at {@code blocksPerSecond} toward
     * {@code headingDegrees}: the chunks ahead are asked for further ahead the faster it goes, up to the view's
     * edge, so flying fast finds them made rather than made behind it.
     */
    public void update(double x, double z, double headingDegrees, double blocksPerSecond) {
        synchronized (lock) {
            speed = Math.max(0, blocksPerSecond);
            double yawDegrees = headingDegrees;
            camX = x;
            camZ = z;
            yaw = yawDegrees;
            int cx = (int) Math.floor(x / 16);
            int cz = (int) Math.floor(z / 16);
            double turn = Math.abs(((yawDegrees - planYaw) % 360 + 540) % 360 - 180);
            if (cx == planChunkX && cz == planChunkZ && turn <= 30) {
                long now = System.nanoTime();
                if (now - lastRequest > REQUEST_AGAIN_NANOS && hasWaiting()) {
                    // The feed may have dropped chunks from its cache before they were meshed: ask again.
                    requestChunks();
                }
                return;
            }
            replan();
        }
        pump();
    }

    /** Hands over up to {@code max} changes, oldest first, to {@code sink} (called on the caller's thread). */
    public int drain(Consumer<Change> sink, int max) {
        List<Change> out = new ArrayList<>();
        synchronized (lock) {
            Iterator<Change> it = outbox.values().iterator();
            while (out.size() < max && it.hasNext()) {
                out.add(it.next());
                it.remove();
            }
        }
        out.forEach(sink);
        return out.size();
    }

    /** The counters now. */
    public Stats stats() {
        synchronized (lock) {
            int waiting = 0;
            boolean settled = outbox.isEmpty() && jobs.isEmpty();
            for (StreamPolicy.Wanted w : plan) {
                if (w.score() >= horizon) {
                    continue;
                }
                Shown s = shown.get(w.pos());
                boolean current = s != null && s.epoch() == epoch && s.lod() == policy.lod(w.distance(), s.lod())
                    && s.cuts().equals(cuts.forChunk(w.pos(), s.contentTop()));
                boolean known = s == null && feed != null && feed.missing(w.pos());
                if (!current && !known) {
                    settled = false;
                    if (!queued.contains(w.pos()) && !jobs.containsKey(w.pos())) {
                        waiting++;
                    }
                }
            }
            return new Stats(shown.size(), plan.size(), jobs.size(), queued.size(), waiting, bytes, made, settled);
        }
    }

    /**
     * Pauses streaming while the view is hidden (its chunks are no longer asked for, its jobs cancelled; what is
     * shown stays), or resumes it.
     */
    public void setPaused(boolean pause) {
        synchronized (lock) {
            if (pause == paused || closed) {
                return;
            }
            paused = pause;
            if (pause) {
                cancelAll();
                ready.clear();
                queued.clear();
                if (feed != null) {
                    feed.request(List.of(), camX, camZ);
                }
            } else {
                requestChunks();
                refreshReady();
            }
        }
        pump();
    }

    /** Stops everything: jobs are cancelled, nothing more is asked for or handed over. */
    public void close() {
        synchronized (lock) {
            closed = true;
            cancelAll();
            outbox.clear();
            if (feed != null) {
                feed.request(List.of(), camX, camZ);
            }
        }
    }

    // ------------------------------------------------------------------ under the lock

    private void cancelAll() {
        for (Job j : jobs.values()) {
            j.cancelled = true;
        }
    }

    private void replan() {
        planChunkX = (int) Math.floor(camX / 16);
        planChunkZ = (int) Math.floor(camZ / 16);
        planYaw = yaw;
        plan = policy.plan(camX, camZ, yaw);
        wanted.clear();
        rank.clear();
        for (int i = 0; i < plan.size(); i++) {
            StreamPolicy.Wanted w = plan.get(i);
            wanted.put(w.pos(), w);
            rank.put(w.pos(), i);
        }
        for (Iterator<Map.Entry<ChunkPos, Shown>> it = shown.entrySet().iterator(); it.hasNext();) {
            Map.Entry<ChunkPos, Shown> e = it.next();
            if (policy.drops(e.getKey(), camX, camZ)) {
                bytes -= e.getValue().bytes();
                it.remove();
                outbox.put(e.getKey(), new Change(e.getKey(), null));
            }
        }
        for (Job j : jobs.values()) {
            if (!wanted.containsKey(j.pos)) {
                j.cancelled = true;
            }
        }
        requestChunks();
        refreshReady();
    }

    private boolean hasWaiting() {
        for (StreamPolicy.Wanted w : plan) {
            if (w.score() < horizon && !shown.containsKey(w.pos()) && !queued.contains(w.pos())
                && !jobs.containsKey(w.pos())) {
                return true;
            }
        }
        return false;
    }

    private void requestChunks() {
        if (feed == null || closed || paused) {
            return;
        }
        lastRequest = System.nanoTime();
        // Sources that order by distance get a point a little ahead of the camera: what is in front comes first; in
        // fast flight, as far ahead as the camera goes in a second and a half (at most most of the view).
        double ahead = Math.max(Math.min(3, policy.viewDistance() / 3.0) * 16,
            Math.min(speed * 1.5, policy.viewDistance() * 16 * 0.6));
        double fx = Math.sin(Math.toRadians(yaw));
        double fz = -Math.cos(Math.toRadians(yaw));
        feed.request(StreamPolicy.generation(plan), camX + fx * ahead, camZ + fz * ahead);
    }

    /** Rebuilds the queue of chunks ready to mesh, in the plan's order. */
    private void refreshReady() {
        ready.clear();
        queued.clear();
        for (StreamPolicy.Wanted w : plan) {
            offer(w.pos());
        }
    }

    /** Queues a chunk if it is wanted, out of date, not being made, and it and its neighbours are there. */
    private void offer(ChunkPos pos) {
        StreamPolicy.Wanted w = wanted.get(pos);
        if (w == null || paused || queued.contains(pos) || jobs.containsKey(pos) || w.score() >= horizon
            || feed == null) {
            return;
        }
        Shown s = shown.get(pos);
        if (s != null && s.epoch() == epoch && s.lod() == policy.lod(w.distance(), s.lod())
            && s.cuts().equals(cuts.forChunk(pos, s.contentTop()))) {
            return;
        }
        if (feed.get(pos) == null) {
            return;
        }
        for (ChunkPos n : neighbours(pos)) {
            if (feed.get(n) == null && !feed.missing(n)) {
                return;
            }
        }
        queued.add(pos);
        ready.add(pos);
    }

    private static ChunkPos[] neighbours(ChunkPos p) {
        return new ChunkPos[] {new ChunkPos(p.x(), p.z() - 1), new ChunkPos(p.x(), p.z() + 1),
            new ChunkPos(p.x() + 1, p.z()), new ChunkPos(p.x() - 1, p.z())};
    }

    /** The next job, or null. */
    private Job nextJob() {
        while (!ready.isEmpty()) {
            ChunkPos pos = ready.poll();
            queued.remove(pos);
            StreamPolicy.Wanted w = wanted.get(pos);
            ChunkData centre = feed.get(pos);
            if (w == null || centre == null || w.score() >= horizon) {
                continue;
            }
            ChunkPos[] n = neighbours(pos);
            ChunkData north = feed.get(n[0]);
            ChunkData south = feed.get(n[1]);
            ChunkData east = feed.get(n[2]);
            ChunkData west = feed.get(n[3]);
            if (north == null && !feed.missing(n[0]) || south == null && !feed.missing(n[1])
                || east == null && !feed.missing(n[2]) || west == null && !feed.missing(n[3])) {
                // A neighbour was dropped from the feed's cache meanwhile: it is asked for again with the plan.
                continue;
            }
            Shown s = shown.get(pos);
            Lod lod = policy.lod(w.distance(), s == null ? null : s.lod());
            Cuts own = cuts.forChunk(pos, ChunkMesher.contentTop(centre));
            return new Job(pos, epoch, lod, own, new ChunkNeighbours(centre, north, south, east, west));
        }
        return null;
    }

    // ------------------------------------------------------------------ off the lock

    /** Starts jobs while there is room and work. */
    private void pump() {
        List<Job> start = new ArrayList<>();
        synchronized (lock) {
            while (!closed && jobs.size() < parallelism) {
                Job j = nextJob();
                if (j == null) {
                    break;
                }
                start.add(j);
                jobs.put(j.pos, j);
            }
        }
        for (Job j : start) {
            executor.execute(() -> run(j));
        }
    }

    private void run(Job job) {
        ChunkMesh mesh = null;
        RuntimeException failure = null;
        try {
            if (!job.cancelled) {
                mesh = mesher.mesh(job.chunks, job.lod, job.cuts, () -> job.cancelled);
            }
        } catch (CancellationException overtaken) {
            // Left the view, or the world or cuts changed: nothing of it is kept.
        } catch (RuntimeException e) {
            // A chunk that cannot be meshed shows nothing, and is not tried again until what it shows changes;
            // the others go on.
            failure = e;
            mesh = new ChunkMesh(job.pos, job.lod, job.cuts, ChunkMesh.Part.EMPTY, ChunkMesh.Part.EMPTY);
        } finally {
            synchronized (lock) {
                if (jobs.get(job.pos) == job) {
                    jobs.remove(job.pos);
                }
                if (mesh != null && !job.cancelled && !closed && job.epoch == epoch && wanted.containsKey(job.pos)) {
                    accept(job, mesh);
                }
                offer(job.pos);
            }
            pump();
        }
        if (failure != null) {
            failures.accept(job.pos, failure);
        }
    }

    /** Calls {@code listener} with each chunk that could not be meshed and why, on the pool's thread. */
    public void setFailureListener(java.util.function.BiConsumer<ChunkPos, RuntimeException> listener) {
        failures = listener == null ? (p, e) -> { } : listener;
    }

    private void accept(Job job, ChunkMesh mesh) {
        Shown old = shown.put(job.pos, new Shown(job.epoch, job.lod, job.cuts,
            ChunkMesher.contentTop(job.chunks.centre()), mesh.bytes()));
        bytes += mesh.bytes() - (old == null ? 0 : old.bytes());
        made++;
        outbox.put(job.pos, new Change(job.pos, mesh));
        long budget = policy.budgetBytes();
        while (bytes > budget && !shown.isEmpty()) {
            // The furthest shown mesh goes, and nothing as far is made again until the meshes fit.
            ChunkPos worst = null;
            double worstScore = Double.NEGATIVE_INFINITY;
            for (ChunkPos p : shown.keySet()) {
                StreamPolicy.Wanted w = wanted.get(p);
                double score = w == null ? Double.POSITIVE_INFINITY : w.score();
                if (score > worstScore) {
                    worst = p;
                    worstScore = score;
                }
            }
            bytes -= shown.remove(worst).bytes();
            outbox.put(worst, new Change(worst, null));
            horizon = Math.min(horizon, worstScore);
        }
        if (bytes < budget * 0.6 && horizon != Double.POSITIVE_INFINITY) {
            horizon = Double.POSITIVE_INFINITY;
            refreshReady();
        }
    }

    /** A chunk arrived (or turned out missing): it and its neighbours may be ready now. */
    private void arrived(ChunkFeed from, int fromEpoch, ChunkPos pos) {
        synchronized (lock) {
            if (from != feed || fromEpoch != epoch || closed) {
                return;
            }
            if (feed.missing(pos) && shown.containsKey(pos)) {
                // The new world lacks a chunk the old one had.
                bytes -= shown.remove(pos).bytes();
                outbox.put(pos, new Change(pos, null));
            }
            offer(pos);
            for (ChunkPos n : neighbours(pos)) {
                offer(n);
            }
        }
        pump();
    }
}
