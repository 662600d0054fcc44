package org.terrainexplorer.world.gen;

import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;

/**
 * The world spawn as the game finds it when it makes a world ({@code MinecraftServer.setInitialSpawn}): first the
 * point nearest the origin whose climate best fits the noise settings' {@code spawn_target}, searched on two spirals
 * (the climate alone, no terrain); then, from that point's chunk outwards on a square spiral of 11 × 11 chunks, the
 * first column of the first chunk whose top is not fluid, the spawn standing on its top full block.
 *
 * <p>The columns are read from whole chunks of the generator given (with its structures' terrain). What the game
 * places at its features stage (trees, boulders) is not made here: where one stands on the column the game picks,
 * its spawn is on top of it and this one is not.
 *
 * @param x        the spawn
 * @param y        the spawn's y (the block above the ground), or the game's 64 when no chunk had a column
 * @param z        the spawn
 * @param climateX the point the climate search found
 * @param climateZ the point the climate search found
 * @param fitness  that point's fitness (lower is better)
 */
public record WorldSpawn(int x, int y, int z, int climateX, int climateZ, long fitness) {

    /** The height the game gives a noise world's spawn before it searches the surface. */
    public static final int SPAWN_HEIGHT = 64;

    /** Blocks the game's spawn search passes through: their collision shape does not fill the top of the block. */
    private static final Set<String> NOT_FULL_TOP = Set.of("minecraft:mud", "minecraft:soul_sand",
        "minecraft:dirt_path", "minecraft:farmland", "minecraft:powder_snow", "minecraft:snow");

    /**
     * The climate search ({@code Climate.findSpawnPosition}): {x, z, fitness}. The origin when the settings have no
     * spawn target. The fitness weighs the distance to the origin as the world's release does (1.21.2 changed it).
     */
    public static long[] climatePoint(WorldSampler sampler) {
        return sampler.withClimate(targets -> climatePoint(sampler.state().world(), targets));
    }

    /**
     * The quantised climate at a block's quart corner, parameter by parameter, as {@link WorldSampler#target} gives
     * it: what the spawn search reads, so that a point that cannot win is not sampled whole.
     */
    public interface Targets {
        /** Moves to block (x, y, z); its quart corner is what is sampled. */
        void point(int x, int y, int z);

        /**
         * Parameter {@code d} at the point, in the climate's order (0 temperature, 1 humidity, 2 continentalness,
         * 3 erosion, 4 depth, 5 weirdness), quantised.
         */
        long parameter(int d);
    }

    /**
     * {@link #climatePoint(WorldSampler)} of {@code world} with the climate read from {@code sampler} (a seed
     * search's probe, which gives the bits {@link WorldSampler#target} gives).
     */
    public static long[] climatePoint(WorldDefinition world, Targets sampler) {
        List<Climate.ParameterPoint> targets = world.settings().spawnTarget();
        if (targets.isEmpty()) {
            return new long[] {0, 0, 0};
        }
        Fitness fitness = new Fitness(targets, world.code().atLeast("1.21.2"));
        long[] best = new long[3];
        fitness.at(sampler, 0, 0, Long.MAX_VALUE, best);
        radial(sampler, fitness, best, 2048.0F, 512.0F);
        radial(sampler, fitness, best, 512.0F, 32.0F);
        return best;
    }

    /** One of the game's spiral searches around {@code best}, which it updates in place. */
    private static void radial(Targets sampler, Fitness fitness, long[] best, float maxRadius, float step) {
        float angle = 0.0F;
        float radius = step;
        int ox = (int) best[0];
        int oz = (int) best[1];
        while (radius <= maxRadius) {
            int x = ox + (int) (Math.sin(angle) * radius);
            int z = oz + (int) (Math.cos(angle) * radius);
            fitness.at(sampler, x, z, best[2], best);
            angle += step / radius;
            if ((double) angle > Math.PI * 2) {
                angle = 0.0F;
                radius += step;
            }
        }
    }

    /**
     * The game's spawn fitness of a point ({@code getSpawnPositionAndFitness}: the nearest spawn target's squared
     * climate distance, depth taken as 0, weighed with the distance to the origin), read only as far as it can still
     * beat the best so far. The search keeps a point only if it is strictly better, and every parameter adds a
     * distance that is never negative: so the point is dropped as soon as the distance to the origin and the
     * parameters read so far make a fitness no better than the best, first with none read, then after each. The
     * parameters every target spans whole ([−1, 1]: the overworld's temperature, humidity and erosion) add to a
     * target's distance only where their value leaves that span, so they are read last. The best point is the
     * game's, and its fitness exact.
     */
    private static final class Fitness {
        private static final int DEPTH = 4;
        private final long[][] min;
        private final long[][] max;
        /** Per target, what its offset and depth add (the game takes depth as 0): the same at every point. */
        private final long[] fixed;
        /** The parameters read first (some target does not span them whole), then the rest (not depth). */
        private final int[] first;
        private final int[] last;
        private final int[] all;
        private final boolean newer;
        private final long[] values = new long[Climate.PARAMETERS];

        Fitness(List<Climate.ParameterPoint> targets, boolean newer) {
            this.newer = newer;
            int n = targets.size();
            min = new long[n][];
            max = new long[n][];
            fixed = new long[n];
            boolean[] whole = new boolean[6];
            java.util.Arrays.fill(whole, true);
            for (int i = 0; i < n; i++) {
                Climate.ParameterPoint p = targets.get(i);
                Climate.Parameter[] ranges = {p.temperature(), p.humidity(), p.continentalness(), p.erosion(),
                    p.depth(), p.weirdness()};
                min[i] = new long[6];
                max[i] = new long[6];
                for (int d = 0; d < 6; d++) {
                    min[i][d] = ranges[d].min();
                    max[i][d] = ranges[d].max();
                    whole[d] &= min[i][d] <= Climate.quantize(-1.0F) && max[i][d] >= Climate.quantize(1.0F);
                }
                fixed[i] = Climate.square(p.offset()) + Climate.square(p.depth().distance(0L));
            }
            int[] early = new int[5];
            int[] late = new int[5];
            int e = 0;
            int l = 0;
            for (int d = 0; d < 6; d++) {
                if (d == DEPTH) {
                    continue;
                }
                if (whole[d]) {
                    late[l++] = d;
                } else {
                    early[e++] = d;
                }
            }
            first = java.util.Arrays.copyOf(early, e);
            last = java.util.Arrays.copyOf(late, l);
            all = new int[e + l];
            System.arraycopy(first, 0, all, 0, e);
            System.arraycopy(last, 0, all, e, l);
        }

        /**
         * Puts {x, z, fitness} of point (x, z) into {@code out} if its fitness is below {@code bound} (every point
         * when it is {@code Long.MAX_VALUE}); else leaves {@code out} alone.
         */
        void at(Targets sampler, int x, int z, long bound, long[] out) {
            long distance = (long) x * x + (long) z * z;
            boolean bounded = bound != Long.MAX_VALUE;
            // The distance to the origin alone may already lose; then each parameter read may show it loses.
            if (bounded && weigh(nearest(first, 0), distance) >= bound) {
                return;
            }
            sampler.point(x, 0, z);
            for (int k = 0; k < first.length; k++) {
                values[first[k]] = sampler.parameter(first[k]);
                if (bounded && weigh(nearest(first, k + 1), distance) >= bound) {
                    return;
                }
            }
            for (int d : last) {
                values[d] = sampler.parameter(d);
            }
            long f = weigh(nearest(all, all.length), distance);
            if (f < bound) {
                out[0] = x;
                out[1] = z;
                out[2] = f;
            }
        }

        /**
         * The least over the targets of the squared distances of the parameters read (the first {@code count} of
         * {@code read}, and depth) and the offset: the nearest target's fitness when all are read, and never more
         * than it otherwise.
         */
        private long nearest(int[] read, int count) {
            long best = Long.MAX_VALUE;
            for (int i = 0; i < fixed.length; i++) {
                long sum = fixed[i];
                for (int k = 0; k < count; k++) {
                    sum += Climate.square(distance(i, read[k]));
                }
                best = Math.min(best, sum);
            }
            return best;
        }

        private long distance(int target, int d) {
            long v = values[d];
            long above = v - max[target][d];
            long below = min[target][d] - v;
            return above > 0L ? above : Math.max(below, 0L);
        }

        /** The fitness of the nearest target's distance at a point {@code distance} squared blocks from the origin. */
        private long weigh(long nearest, long distance) {
            if (newer) {
                return nearest * (2048L * 2048L) + distance;
            }
            float square = 10000.0F * 10000.0F;
            return (long) ((double) square * Math.pow((double) distance / (2500.0 * 2500.0), 2.0)) + nearest;
        }
    }

    /** The spawn of a world: the climate search, then the surface search over {@code generator}'s chunks. */
    public static WorldSpawn find(WorldSampler sampler, WorldGenerator generator, BooleanSupplier cancelled) {
        return find(climatePoint(sampler), generator, cancelled);
    }

    /** The spawn from a climate point already found ({@link #climatePoint}: {x, z, fitness}), by the surface search. */
    public static WorldSpawn find(long[] point, WorldGenerator generator, BooleanSupplier cancelled) {
        int cx = Math.floorDiv((int) point[0], 16);
        int cz = Math.floorDiv((int) point[1], 16);
        int dx = 0;
        int dz = 0;
        int stepX = 0;
        int stepZ = -1;
        for (int i = 0; i < 11 * 11; i++) {
            if (dx >= -5 && dx <= 5 && dz >= -5 && dz <= 5) {
                int[] found = inChunk(generator, new ChunkPos(cx + dx, cz + dz), cancelled);
                if (found != null) {
                    return new WorldSpawn(found[0], found[1], found[2], (int) point[0], (int) point[1], point[2]);
                }
            }
            if (dx == dz || dx < 0 && dx == -dz || dx > 0 && dx == 1 - dz) {
                int old = stepX;
                stepX = -stepZ;
                stepZ = old;
            }
            dx += stepX;
            dz += stepZ;
        }
        return new WorldSpawn((cx << 4) + 8, SPAWN_HEIGHT, (cz << 4) + 8, (int) point[0], (int) point[1], point[2]);
    }

    /**
     * The game's {@code getSpawnPosInChunk}: columns by x, then z; the first one that has a spawn. From the chunk's
     * surface alone ({@link WorldGenerator#generateSurface}, what a map shows): a column whose top block is a fluid
     * has none, one whose top block is full has it on that block; only a column topped by another block (a player
     * may stand lower down) needs the whole chunk.
     */
    static int[] inChunk(WorldGenerator generator, ChunkPos pos, BooleanSupplier cancelled) {
        SurfaceData surface = generator.generateSurface(pos, cancelled);
        BlockPalette palette = generator.world.palette();
        int minY = generator.world.minY();
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                int i = z << 4 | x;
                BlockState top = palette.state(surface.topBlock()[i]);
                if (surface.worldSurface()[i] <= minY || fluid(top)) {
                    continue;
                }
                if (!fullTop(top)) {
                    return inWholeChunk(generator, pos, cancelled);
                }
                return new int[] {pos.minBlockX() + x, surface.worldSurface()[i], pos.minBlockZ() + z};
            }
        }
        return null;
    }

    /** {@link #inChunk} from the whole chunk. */
    static int[] inWholeChunk(WorldGenerator generator, ChunkPos pos, BooleanSupplier cancelled) {
        ChunkData chunk = generator.generate(pos, cancelled);
        BlockPalette palette = chunk.palette();
        int minY = chunk.minY();
        int top = minY + chunk.height() - 1;
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                int y = column(chunk, palette, x, z, minY, top);
                if (y != Integer.MIN_VALUE) {
                    return new int[] {pos.minBlockX() + x, y, pos.minBlockZ() + z};
                }
            }
        }
        return null;
    }

    /**
     * The game's {@code getOverworldRespawnPos} for one column of a chunk: the y above its top full block, or
     * {@code Integer.MIN_VALUE} when its top is a fluid (or it has nothing to stand on above a fluid).
     */
    private static int column(ChunkData chunk, BlockPalette palette, int x, int z, int minY, int top) {
        int surface = minY;
        int floor = minY;
        for (int y = top; y >= minY; y--) {
            BlockState s = palette.state(chunk.block(x, y, z));
            if (!s.isAir()) {
                if (surface == minY) {
                    surface = y + 1;
                }
                if (!fluid(s)) {
                    floor = y + 1;
                    break;
                }
            }
        }
        // MOTION_BLOCKING and WORLD_SURFACE agree over the blocks made here: every non-air block is solid or fluid.
        int motionBlocking = surface;
        if (surface <= motionBlocking && surface > floor) {
            return Integer.MIN_VALUE;
        }
        for (int y = Math.min(motionBlocking + 1, top); y >= minY; y--) {
            BlockState s = palette.state(chunk.block(x, y, z));
            if (fluid(s)) {
                return Integer.MIN_VALUE;
            }
            if (fullTop(s)) {
                return y + 1;
            }
        }
        return Integer.MIN_VALUE;
    }

    private static boolean fluid(BlockState s) {
        return s.isFluid() || "true".equals(s.properties().get("waterlogged"));
    }

    /** Whether a block's collision shape fills its top face (what a player can stand on everywhere). */
    static boolean fullTop(BlockState s) {
        if (s.isAir() || fluid(s) || NOT_FULL_TOP.contains(s.name())) {
            return s.name().equals("minecraft:snow") && "8".equals(s.properties().get("layers"));
        }
        String n = s.name();
        return !(n.endsWith("_slab") && !"double".equals(s.properties().get("type")) || n.endsWith("_stairs")
            || n.endsWith("_carpet") || n.endsWith("_button") || n.endsWith("_pressure_plate"));
    }
}
