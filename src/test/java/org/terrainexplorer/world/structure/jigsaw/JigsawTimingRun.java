package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * How long a village start takes to assemble (no JMH): finds the village starts of a region, then generates each
 * again many times. "cold" is the first generation in a fresh world (its heights computed from the noise), "warm"
 * every later one (heights cached by the terrain): the assembly itself. Prints medians in milliseconds, wall clock
 * and, for the warm runs, the thread's CPU time (less swayed by other processes on a busy machine).
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.terrainexplorer.world.structure.jigsaw.JigsawTimingRun [release] [seed] [radius in chunks] [repeats]
 * </pre>
 */
public final class JigsawTimingRun {

    public static void main(String[] args) {
        String release = args.length > 0 ? args[0] : "1.21.1";
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 20250723L;
        int r = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        int repeats = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        StructureWorld world = JigsawWorlds.world(release, release, Dimension.OVERWORLD, seed);
        StructureData data = JigsawWorlds.data(release, release, Dimension.OVERWORLD);
        StructureSet villages = world.possibleSets().stream().filter(s -> s.id().equals("minecraft:villages"))
            .findFirst().orElseThrow();
        List<Long> cold = new ArrayList<>();
        List<long[]> found = new ArrayList<>();
        for (ChunkPos c : world.structureChunks(villages, -r, -r, r, r)) {
            long t = System.nanoTime();
            StructureStart s = world.start(villages, c.x(), c.z()).orElse(null);
            long dt = System.nanoTime() - t;
            if (s != null) {
                cold.add(dt);
                found.add(new long[] {c.x(), c.z(), s.pieces().size()});
            }
        }
        List<Long> warm = new ArrayList<>();
        List<Long> warmCpu = new ArrayList<>();
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int k = 0; k < repeats; k++) {
            for (long[] f : found) {
                StructureStart first = world.start(villages, (int) f[0], (int) f[1]).orElseThrow();
                Structure structure = first.structure();
                GenerationContext c = GenerationContext.of(seed, (int) f[0], (int) f[1], world.terrain(),
                    data.templates(), structure.biomes()::contains, data.code());
                long t = System.nanoTime();
                long tc = cpu.getCurrentThreadCpuTime();
                StructureStart again = structure.generate(c);
                warmCpu.add(cpu.getCurrentThreadCpuTime() - tc);
                warm.add(System.nanoTime() - t);
                if (again == null || again.pieces().size() != f[2]) {
                    throw new IllegalStateException("not the same start at " + Arrays.toString(f));
                }
            }
        }
        System.out.printf("%s seed %d: %d village starts in %d chunks around 0,0 (%s pieces)%n", release, seed,
            found.size(), (2 * r + 1) * (2 * r + 1), found.stream().map(f -> Long.toString(f[2])).toList());
        System.out.printf("cold (first, heights from the noise): median %.1f ms over %d%n", median(cold), cold.size());
        System.out.printf("warm (assembly, heights cached): median %.1f ms wall, %.1f ms cpu over %d%n", median(warm),
            median(warmCpu), warm.size());
    }

    private static double median(List<Long> nanos) {
        long[] a = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        if (a.length == 0) {
            return Double.NaN;
        }
        double m = a.length % 2 == 1 ? a[a.length / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2.0;
        return m / 1e6;
    }
}
