package org.terrainexplorer.world.gen;

import java.util.Arrays;
import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.random.PositionalRandomFactory;
import org.terrainexplorer.world.random.RandomSource;

/**
 * The game's aquifers ({@code Aquifer.NoiseBasedAquifer}), per chunk: where the density says "not solid", the
 * fluid there comes from the nearest of a jittered grid of aquifer centres (one per 16 × 12 × 16 blocks), each
 * with its own fluid level and type drawn from the floodedness, spread and lava noises. Between two aquifers
 * of different levels a barrier noise keeps a wall of stone. With aquifers off, every open block below sea level
 * is the default fluid, and lava below y −54.
 *
 * <p>One instance serves one chunk at a time on one thread ({@link #reset} moves it to the next); its caches
 * hold the centres and statuses of the grid cells around the chunk.
 */
final class Aquifer {

    /** {@link #computeSubstance}'s answer for "solid": the density decides, no fluid. */
    static final int SOLID = -1;
    /** {@link #openSubstance}'s answer when the block's density decides (an aquifer barrier may close it). */
    static final int NEEDS_DENSITY = -2;
    /** The game's "way below the world" fluid level. */
    private static final int WAY_BELOW_MIN_Y = -2032 << 4;
    private static final int[][] SURFACE_SAMPLING_OFFSETS_IN_CHUNKS = {{0, 0}, {-2, -1}, {-1, -1}, {0, -1}, {1, -1},
        {-3, 0}, {-2, 0}, {-1, 0}, {1, 0}, {-2, 1}, {-1, 1}, {0, 1}, {1, 1}};
    private static final double DEEP_DARK_EROSION = -0.225F;
    private static final double DEEP_DARK_DEPTH = 0.9F;

    private final NoiseChunk chunk;
    private final boolean enabled;
    /**
     * Whether the aquifer gives the global fluid above a height it works out per chunk from the preliminary surface
     * levels around it, as the game's aquifer does from 1.21.9 ({@code skipSamplingAboveY}).
     */
    private final boolean skipAboveSurface;
    /** The height above which open blocks take the global fluid, this chunk; none without the skip. */
    private int skipAboveY = Integer.MAX_VALUE;
    /** Whether {@link #skipAboveY} is worked out for this chunk (on first use: a preview's columns never ask). */
    private boolean skipKnown;
    private int chunkMinX;
    private int chunkMinZ;
    private final int seaLevel;
    private final int water;
    private final int lava;
    private final int air;
    private final int defaultFluid;
    private final PositionalRandomFactory random;
    private final RandomSource scratch;

    private int minGridX;
    private int minGridY;
    private int minGridZ;
    private int gridSizeX;
    private int gridSizeZ;
    // Per grid cell: the centre (or not yet drawn) and the status (level, fluid) or not yet computed.
    private int[] centreX = new int[0];
    private int[] centreY = new int[0];
    private int[] centreZ = new int[0];
    private boolean[] centreKnown = new boolean[0];
    private int[] statusLevel = new int[0];
    private int[] statusFluid = new int[0];
    private boolean[] statusKnown = new boolean[0];

    Aquifer(NoiseChunk chunk, boolean enabled, boolean skipAboveSurface, int seaLevel, int defaultFluid, int water,
            int lava, PositionalRandomFactory random) {
        this.chunk = chunk;
        this.enabled = enabled;
        this.skipAboveSurface = skipAboveSurface;
        this.seaLevel = seaLevel;
        this.defaultFluid = defaultFluid;
        this.water = water;
        this.lava = lava;
        this.air = 0;
        this.random = random;
        this.scratch = random.at(0, 0, 0);
    }

    /** Moves to a chunk whose blocks span x in [minX, minX+15], z likewise, and y in [minY, minY + height). */
    void reset(int minX, int minZ, int minY, int height) {
        minGridX = Math.floorDiv(minX, 16) - 1;
        gridSizeX = Math.floorDiv(minX + 15, 16) + 1 - minGridX + 1;
        minGridY = Math.floorDiv(minY, 12) - 1;
        int gridSizeY = Math.floorDiv(minY + height, 12) + 1 - minGridY + 1;
        minGridZ = Math.floorDiv(minZ, 16) - 1;
        gridSizeZ = Math.floorDiv(minZ + 15, 16) + 1 - minGridZ + 1;
        int size = gridSizeX * gridSizeY * gridSizeZ;
        // Block grid positions floorDiv(x − 5, 16) span two values across a chunk, likewise z.
        groupBaseX = Math.floorDiv(minX - 5, 16);
        groupBaseZ = Math.floorDiv(minZ - 5, 16);
        groupBaseY = Math.floorDiv(minY + 1, 12);
        groupSpanY = Math.floorDiv(minY + height + 1, 12) - groupBaseY + 1;
        int groups = 4 * groupSpanY;
        if (groupKnown.length < groups) {
            groupKnown = new int[groups];
            groupUniform = new boolean[groups];
            groupLevel = new int[groups];
            groupFluid = new int[groups];
            groupMaxLevel = new int[groups];
        }
        generation++;
        if (centreKnown.length < size) {
            centreX = new int[size];
            centreY = new int[size];
            centreZ = new int[size];
            centreKnown = new boolean[size];
            statusLevel = new int[size];
            statusFluid = new int[size];
            statusKnown = new boolean[size];
        } else {
            Arrays.fill(centreKnown, false);
            Arrays.fill(statusKnown, false);
        }
        chunkMinX = minX;
        chunkMinZ = minZ;
        skipKnown = false;
    }

    /** {@link #skipAboveY}, worked out on first use in the chunk. */
    private int skipAboveY() {
        if (!skipKnown) {
            skipAboveY = enabled && skipAboveSurface ? skipAbove(chunkMinX, chunkMinZ) : Integer.MAX_VALUE;
            skipKnown = true;
        }
        return skipAboveY;
    }

    /**
     * The game's {@code skipSamplingAboveY} (1.21.9 and later): from the highest preliminary surface level over the
     * grid cells around the chunk (every 4 blocks, {@code NoiseChunk.maxPreliminarySurfaceLevel}), plus 8, the top of
     * the grid cell above the next.
     */
    private int skipAbove(int minX, int minZ) {
        int startX = (minX - 5) >> 4;
        int endX = ((minX + 15 - 5) >> 4) + 1;
        int startZ = (minZ - 5) >> 4;
        int endZ = ((minZ + 15 - 5) >> 4) + 1;
        int max = Integer.MIN_VALUE;
        for (int z = startZ << 4; z <= (endZ << 4) + 9; z += 4) {
            for (int x = startX << 4; x <= (endX << 4) + 9; x += 4) {
                max = Math.max(max, chunk.preliminarySurfaceLevel(x, z));
            }
        }
        int adjusted = max + 8;
        int gridY = Math.floorDiv(adjusted + 12, 12) + 1;
        return gridY * 12 + 11 - 1;
    }

    // Per candidate group (the twelve cells around a block's grid position), for the short-cut: whether all
    // twelve share one status, that status, and their highest level. Valid when groupKnown equals generation.
    private int generation = 1;
    private int groupBaseX;
    private int groupBaseY;
    private int groupBaseZ;
    private int groupSpanY;
    private int[] groupKnown = new int[0];
    private boolean[] groupUniform = new boolean[0];
    private int[] groupLevel = new int[0];
    private int[] groupFluid = new int[0];
    private int[] groupMaxLevel = new int[0];

    private int group(int gx0, int gy0, int gz0) {
        return ((gx0 - groupBaseX) * 2 + gz0 - groupBaseZ) * groupSpanY + gy0 - groupBaseY;
    }

    private void summarise(int group, int gx0, int gy0, int gz0) {
        boolean uniform = true;
        int level = 0;
        int fluid = 0;
        int max = Integer.MIN_VALUE;
        boolean first = true;
        for (int u = 0; u <= 1; u++) {
            for (int v = -1; v <= 1; v++) {
                for (int w = 0; w <= 1; w++) {
                    int cell = index(gx0 + u, gy0 + v, gz0 + w);
                    centre(cell, gx0 + u, gy0 + v, gz0 + w);
                    status(cell);
                    if (first) {
                        level = statusLevel[cell];
                        fluid = statusFluid[cell];
                        first = false;
                    } else if (statusLevel[cell] != level || statusFluid[cell] != fluid) {
                        uniform = false;
                    }
                    max = Math.max(max, statusLevel[cell]);
                }
            }
        }
        groupUniform[group] = uniform;
        groupLevel[group] = uniform ? level : Integer.MAX_VALUE;
        groupFluid[group] = uniform ? fluid : air;
        groupMaxLevel[group] = max;
        groupKnown[group] = generation;
    }

    private void centre(int cell, int gx, int gy, int gz) {
        if (!centreKnown[cell]) {
            RandomSource r = random.at(gx, gy, gz, scratch);
            centreX[cell] = gx * 16 + r.nextInt(10);
            centreY[cell] = gy * 12 + r.nextInt(9);
            centreZ[cell] = gz * 16 + r.nextInt(10);
            centreKnown[cell] = true;
        }
    }

    private int index(int gx, int gy, int gz) {
        return ((gy - minGridY) * gridSizeZ + gz - minGridZ) * gridSizeX + gx - minGridX;
    }

    // The global fluid picker: lava below min(−54, sea level), the default fluid below sea level.
    private int globalLevel(int y) {
        return y < Math.min(-54, seaLevel) ? -54 : seaLevel;
    }

    private int globalFluid(int y) {
        return y < Math.min(-54, seaLevel) ? lava : defaultFluid;
    }

    /** What the global picker places at y: its fluid below its level, air above. */
    private int globalAt(int y) {
        return y < globalLevel(y) ? globalFluid(y) : air;
    }

    /**
     * The block at a position whose density is {@code density}: {@link #SOLID} where the density (or an aquifer
     * barrier) keeps it solid, else the fluid or air there.
     */
    int computeSubstance(int x, int y, int z, double density) {
        if (!enabled) {
            return density > 0.0 ? SOLID : globalAt(y);
        }
        if (density > 0.0) {
            return SOLID;
        }
        return open(x, y, z, density, true);
    }

    /**
     * {@link #computeSubstance} of a block known to be open (density ≤ 0) whose density is not at hand:
     * {@link #NEEDS_DENSITY} where the answer depends on its value, else the answer.
     */
    int openSubstance(int x, int y, int z) {
        return enabled ? open(x, y, z, 0.0, false) : globalAt(y);
    }

    /**
     * Whether every block of a cell known to be open (density ≤ 0 throughout) gets an answer that depends on its
     * y alone, without its density; if so, {@code rows[dy]} is the answer at {@code y0 + dy}. True when each
     * row is in the global lava, or every candidate group of its blocks takes {@link #computeSubstance}'s group
     * short-cut with the same answer.
     */
    boolean openRows(int x0, int y0, int z0, int width, int height, int[] rows) {
        if (!enabled) {
            for (int dy = 0; dy < height; dy++) {
                rows[dy] = globalAt(y0 + dy);
            }
            return true;
        }
        int gxLow = Math.floorDiv(x0 - 5, 16);
        int gxHigh = Math.floorDiv(x0 + width - 1 - 5, 16);
        int gzLow = Math.floorDiv(z0 - 5, 16);
        int gzHigh = Math.floorDiv(z0 + width - 1 - 5, 16);
        for (int dy = 0; dy < height; dy++) {
            int y = y0 + dy;
            if (y > skipAboveY() || globalAt(y) == lava) {
                rows[dy] = globalAt(y);
                continue;
            }
            int gy0 = Math.floorDiv(y + 1, 12);
            int answer = Integer.MIN_VALUE;
            for (int gx0 = gxLow; gx0 <= gxHigh; gx0++) {
                for (int gz0 = gzLow; gz0 <= gzHigh; gz0++) {
                    int group = group(gx0, gy0, gz0);
                    if (groupKnown[group] != generation) {
                        summarise(group, gx0, gy0, gz0);
                    }
                    if (!groupUniform[group] && y < groupMaxLevel[group] + 6) {
                        return false;
                    }
                    int a = y < groupLevel[group] ? groupFluid[group] : air;
                    if (answer != Integer.MIN_VALUE && a != answer) {
                        return false;
                    }
                    answer = a;
                }
            }
            rows[dy] = answer;
        }
        return true;
    }

    /** The aquifer's answer for an open block; without its density, {@link #NEEDS_DENSITY} where it would be read. */
    private int open(int x, int y, int z, double density, boolean densityKnown) {
        if (y > skipAboveY()) {
            return globalAt(y);
        }
        if (globalAt(y) == lava) {
            return lava;
        }
        int gx0 = Math.floorDiv(x - 5, 16);
        int gy0 = Math.floorDiv(y + 1, 12);
        int gz0 = Math.floorDiv(z - 5, 16);
        // A short-cut that changes nothing: when the twelve candidate aquifers all have one status, the nearest
        // has it and no pressure can arise between equals; and well above all their levels every pressure is
        // negative. Either way the answer is the status at y.
        int group = group(gx0, gy0, gz0);
        if (groupKnown[group] != generation) {
            summarise(group, gx0, gy0, gz0);
        }
        if (groupUniform[group] || y >= groupMaxLevel[group] + 6) {
            return y < groupLevel[group] ? groupFluid[group] : air;
        }
        return nearest(x, y, z, gx0, gy0, gz0, density, densityKnown);
    }

    /**
     * {@link #computeSubstance} (with {@code densityKnown}; else {@link #openSubstance}) of one block by the game's
     * own steps alone: the statuses of its nearest aquifers only, no group short-cut, and the skip above the surface
     * (1.21.9 and later) worked out only where the block's answer is not the global fluid's, the only case in which
     * it could change it. (It never does: above the skip height every candidate centre is more than 12 blocks above
     * the highest preliminary surface level + 8 of the grid columns around the chunk, which hold the candidates', so
     * each status is the global one and the answer the global fluid's; the game skips only to save work.) For single
     * columns, where summarising every group a column passes, and the skip's 121 preliminary surface levels, cost
     * more than the block's own few statuses; the answers are the same.
     */
    int blockSubstance(int x, int y, int z, double density, boolean densityKnown) {
        if (densityKnown && density > 0.0) {
            return SOLID;
        }
        int global = globalAt(y);
        if (!enabled || global == lava) {
            return global;
        }
        int answer = nearest(x, y, z, Math.floorDiv(x - 5, 16), Math.floorDiv(y + 1, 12), Math.floorDiv(z - 5, 16),
            density, densityKnown);
        return answer != global && answer != NEEDS_DENSITY && y > skipAboveY() ? global : answer;
    }

    /**
     * The game's answer for an open block from its three nearest aquifer centres of the twelve around its grid
     * position (gx0, gy0, gz0); {@link #NEEDS_DENSITY} without the density where a pressure would read it.
     */
    private int nearest(int x, int y, int z, int gx0, int gy0, int gz0, double density, boolean densityKnown) {
        int d1 = Integer.MAX_VALUE;
        int d2 = Integer.MAX_VALUE;
        int d3 = Integer.MAX_VALUE;
        int c1 = 0;
        int c2 = 0;
        int c3 = 0;
        // The three nearest of the twelve surrounding centres, ties going to the later one as in the game.
        for (int u = 0; u <= 1; u++) {
            for (int v = -1; v <= 1; v++) {
                for (int w = 0; w <= 1; w++) {
                    int gx = gx0 + u;
                    int gy = gy0 + v;
                    int gz = gz0 + w;
                    int cell = index(gx, gy, gz);
                    centre(cell, gx, gy, gz);
                    int dx = centreX[cell] - x;
                    int dy = centreY[cell] - y;
                    int dz = centreZ[cell] - z;
                    int d = dx * dx + dy * dy + dz * dz;
                    if (d1 >= d) {
                        c3 = c2;
                        c2 = c1;
                        c1 = cell;
                        d3 = d2;
                        d2 = d1;
                        d1 = d;
                    } else if (d2 >= d) {
                        c3 = c2;
                        c2 = cell;
                        d3 = d2;
                        d2 = d;
                    } else if (d3 >= d) {
                        c3 = cell;
                        d3 = d;
                    }
                }
            }
        }
        status(c1);
        int state1 = at(c1, y);
        double similarity12 = similarity(d1, d2);
        if (similarity12 <= 0.0) {
            return state1;
        }
        if (state1 == water && globalAt(y - 1) == lava) {
            return state1;
        }
        double similarity13 = similarity(d1, d3);
        double similarity23 = similarity(d2, d3);
        if (!densityKnown) {
            // The block is open (density at most 0), so it stays open unless some pressure term is above 0: only then
            // does its density decide (and terms that would read the barrier noise are not known here).
            status(c2);
            status(c3);
            boolean mayClose = !(similarity12 * pressure(c1, c2, x, y, z, false) <= 0.0)
                || similarity13 > 0.0 && !(similarity12 * similarity13 * pressure(c1, c3, x, y, z, false) <= 0.0)
                || similarity23 > 0.0 && !(similarity12 * similarity23 * pressure(c2, c3, x, y, z, false) <= 0.0);
            return mayClose ? NEEDS_DENSITY : state1;
        }
        // The barrier noise is sampled at most once per block, and only if a pressure needs it.
        barrier = Double.NaN;
        status(c2);
        if (density + similarity12 * pressure(c1, c2, x, y, z, true) > 0.0) {
            return SOLID;
        }
        status(c3);
        if (similarity13 > 0.0 && density + similarity12 * similarity13 * pressure(c1, c3, x, y, z, true) > 0.0) {
            return SOLID;
        }
        if (similarity23 > 0.0 && density + similarity12 * similarity23 * pressure(c2, c3, x, y, z, true) > 0.0) {
            return SOLID;
        }
        return state1;
    }

    private static double similarity(int d1, int d2) {
        return 1.0 - Math.abs(d2 - d1) / 25.0;
    }

    /** The barrier noise at the current block, NaN until a pressure needs it. */
    private double barrier;

    /**
     * How strongly two aquifers push apart at y: high across a fluid border, 0 for equal levels; NaN where it reads
     * the barrier noise and {@code barrierKnown} is false (the noise is then not at hand).
     */
    private double pressure(int a, int b, int x, int y, int z, boolean barrierKnown) {
        int stateA = at(a, y);
        int stateB = at(b, y);
        if (stateA == lava && stateB == water || stateA == water && stateB == lava) {
            return 2.0;
        }
        int levelA = statusLevel[a];
        int levelB = statusLevel[b];
        int difference = Math.abs(levelA - levelB);
        if (difference == 0) {
            return 0.0;
        }
        double middle = 0.5 * (levelA + levelB);
        double above = y + 0.5 - middle;
        double half = difference / 2.0;
        double inside = half - Math.abs(above);
        double falloff;
        if (above > 0.0) {
            double p = 0.0 + inside;
            falloff = p > 0.0 ? p / 1.5 : p / 2.5;
        } else {
            double p = 3.0 + inside;
            falloff = p > 0.0 ? p / 3.0 : p / 10.0;
        }
        double wall;
        if (falloff < -2.0 || falloff > 2.0) {
            wall = 0.0;
        } else {
            if (!barrierKnown) {
                return Double.NaN;
            }
            if (Double.isNaN(barrier)) {
                barrier = chunk.barrier(x, y, z);
            }
            wall = barrier;
        }
        return 2.0 * (wall + falloff);
    }

    private int at(int cell, int y) {
        return y < statusLevel[cell] ? statusFluid[cell] : air;
    }

    /** Computes a cell's status (fluid level and type) if not yet known. */
    private void status(int cell) {
        if (statusKnown[cell]) {
            return;
        }
        int x = centreX[cell];
        int y = centreY[cell];
        int z = centreZ[cell];
        computeFluid(cell, x, y, z);
        statusKnown[cell] = true;
    }

    private void computeFluid(int cell, int x, int y, int z) {
        int globalLevel = globalLevel(y);
        int globalFluid = globalFluid(y);
        int lowestSurface = Integer.MAX_VALUE;
        int above = y + 12;
        int below = y - 12;
        boolean surfaceFluidHere = false;
        for (int[] offset : SURFACE_SAMPLING_OFFSETS_IN_CHUNKS) {
            int sx = x + (offset[0] << 4);
            int sz = z + (offset[1] << 4);
            int surface = chunk.preliminarySurfaceLevel(sx, sz);
            int top = surface + 8;
            boolean here = offset[0] == 0 && offset[1] == 0;
            if (here && below > top) {
                statusLevel[cell] = globalLevel;
                statusFluid[cell] = globalFluid;
                return;
            }
            boolean reaches = above > top;
            if (reaches || here) {
                if (globalAt(top) != air) {
                    if (here) {
                        surfaceFluidHere = true;
                    }
                    if (reaches) {
                        statusLevel[cell] = globalLevel(top);
                        statusFluid[cell] = globalFluid(top);
                        return;
                    }
                }
            }
            lowestSurface = Math.min(lowestSurface, surface);
        }
        int level = surfaceLevel(x, y, z, globalLevel, lowestSurface, surfaceFluidHere);
        statusLevel[cell] = level;
        statusFluid[cell] = fluidType(x, y, z, globalFluid, level);
    }

    private int surfaceLevel(int x, int y, int z, int globalLevel, int lowestSurface, boolean surfaceFluidHere) {
        double flooded;
        double partial;
        if (chunk.point(ChunkPrograms.EROSION, x, y, z) < DEEP_DARK_EROSION
            && chunk.point(ChunkPrograms.DEPTH, x, y, z) > DEEP_DARK_DEPTH) {
            flooded = -1.0;
            partial = -1.0;
        } else {
            int distance = lowestSurface + 8 - y;
            double nearSurface = surfaceFluidHere ? Mth.clampedMap(distance, 0.0, 64.0, 1.0, 0.0) : 0.0;
            double floodedness = Mth.clamp(chunk.point(ChunkPrograms.FLOODEDNESS, x, y, z), -1.0, 1.0);
            double fullThreshold = Mth.map(nearSurface, 1.0, 0.0, -0.3, 0.8);
            double partialThreshold = Mth.map(nearSurface, 1.0, 0.0, -0.8, 0.4);
            partial = floodedness - partialThreshold;
            flooded = floodedness - fullThreshold;
        }
        if (flooded > 0.0) {
            return globalLevel;
        }
        if (partial > 0.0) {
            return randomizedSurfaceLevel(x, y, z, lowestSurface);
        }
        return WAY_BELOW_MIN_Y;
    }

    private int randomizedSurfaceLevel(int x, int y, int z, int lowestSurface) {
        int gx = Math.floorDiv(x, 16);
        int gy = Math.floorDiv(y, 40);
        int gz = Math.floorDiv(z, 16);
        int middle = gy * 40 + 20;
        double spread = chunk.point(ChunkPrograms.SPREAD, gx, gy, gz) * 10.0;
        int offset = Mth.quantize(spread, 3);
        return Math.min(lowestSurface, middle + offset);
    }

    private int fluidType(int x, int y, int z, int globalFluid, int level) {
        if (level <= -10 && level != WAY_BELOW_MIN_Y && globalFluid != lava) {
            double noise = chunk.point(ChunkPrograms.LAVA, Math.floorDiv(x, 64), Math.floorDiv(y, 40),
                Math.floorDiv(z, 64));
            if (Math.abs(noise) > 0.3) {
                return lava;
            }
        }
        return globalFluid;
    }

}
