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
        return climatePoint(sampler.state().world(), sampler::target);
    }

    /** The quantised climate at a block, as {@link WorldSampler#target} gives it. */
    @FunctionalInterface
    public interface Targets {
        /** The climate target at (x, y, z) into {@code out[0..5]}. */
        void target(int x, int y, int z, long[] out);
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
        boolean newer = world.code().atLeast("1.21.2");
        long[] t = new long[6];
        long[] best = fitness(sampler, targets, 0, 0, newer, t);
        best = radial(sampler, targets, best, 2048.0F, 512.0F, newer, t);
        best = radial(sampler, targets, best, 512.0F, 32.0F, newer, t);
        return best;
    }

    private static long[] radial(Targets sampler, List<Climate.ParameterPoint> targets, long[] best,
                                 float maxRadius, float step, boolean newer, long[] t) {
        float angle = 0.0F;
        float radius = step;
        int ox = (int) best[0];
        int oz = (int) best[1];
        while (radius <= maxRadius) {
            int x = ox + (int) (Math.sin(angle) * radius);
            int z = oz + (int) (Math.cos(angle) * radius);
            long[] candidate = fitness(sampler, targets, x, z, newer, t);
            if (candidate[2] < best[2]) {
                best = candidate;
            }
            angle += step / radius;
            if ((double) angle > Math.PI * 2) {
                angle = 0.0F;
                radius += step;
            }
        }
        return best;
    }

    private static long[] fitness(Targets sampler, List<Climate.ParameterPoint> targets, int x, int z,
                                  boolean newer, long[] t) {
        sampler.target(x, 0, z, t);
        Climate.TargetPoint point = new Climate.TargetPoint(t[0], t[1], t[2], t[3], 0L, t[5]);
        long min = Long.MAX_VALUE;
        for (Climate.ParameterPoint p : targets) {
            min = Math.min(min, p.fitness(point));
        }
        long distance = (long) x * x + (long) z * z;
        long f;
        if (newer) {
            f = min * (2048L * 2048L) + distance;
        } else {
            float square = 10000.0F * 10000.0F;
            f = (long) ((double) square * Math.pow((double) distance / (2500.0 * 2500.0), 2.0)) + min;
        }
        return new long[] {x, z, f};
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
