package org.terrainexplorer.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldLoadException;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;

/**
 * What the window waits for when a setting changes, before any chunk: {@link WorldSession#load} turning new settings
 * into a loaded world (the router compiled, the noises made for the seed). Each call alternates between two
 * settings, so every call builds a world (the session returns the last one unchanged for equal settings):
 * <ul>
 *   <li>{@code seedChange}: 26.2's overworld with seed 42, then 43;</li>
 *   <li>{@code releaseSwitch}: seed 42's overworld of 26.2, then of 1.21.1, both releases read once before (as
 *       the window has them after the first switch), so that a switch can be compared with an edit.</li>
 * </ul>
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SessionBenchmark {

    /** A session with both releases read, and the pairs of settings to alternate between. */
    @State(Scope.Thread)
    public static class Session {
        WorldSession session;
        WorldSettings[] seeds;
        WorldSettings[] releases;
        int turn;

        @Setup
        public void setUp() throws WorldLoadException {
            session = new WorldSession();
            WorldSettings base = WorldSettings.defaults().withVersion("26.2").withSeed("42");
            seeds = new WorldSettings[] {base, base.withSeed("43")};
            releases = new WorldSettings[] {base, base.withVersion("1.21.1")};
            for (WorldSettings s : releases) {
                session.load(s);
            }
        }

        LoadedWorld next(WorldSettings[] pair) throws WorldLoadException {
            turn ^= 1;
            return session.load(pair[turn]);
        }
    }

    @Benchmark
    public LoadedWorld seedChange(Session s) throws WorldLoadException {
        return s.next(s.seeds);
    }

    @Benchmark
    public LoadedWorld releaseSwitch(Session s) throws WorldLoadException {
        return s.next(s.releases);
    }
}
