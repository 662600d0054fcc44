package org.terrainexplorer.world.gen;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.world.carver.ChunkCarver;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * One {@link WorldGenerator} call's state: the noise, biome and surface workers and the block arrays it reuses (a
 * generator keeps them in its {@code Workers}, one per thread at work).
 */
final class GenerationWorker {
    final NoiseChunk noise;
    /** Single columns of the chunk {@link #noise} is at, for previews and the section's densities. */
    final NoiseColumns columns;
    final ChunkBiomes biomes;
    final SurfaceSystem.Worker surface;
    final PartialFill partialFill;
    final short[] blocks;
    final int[] worldSurface = new int[256];
    final int[] oceanFloor = new int[256];
    final int[] limits = new int[256];
    final ChunkCarver carver;
    final ChunkCarving carving;
    final byte[] carveModes = new byte[256];
    final int[] carveFrom = new int[256];
    final boolean[] carveHits = new boolean[256];
    /** Every column's world-surface height after the noise stage of a partial chunk, before its surface walk. */
    final int[] preWalk = new int[256];
    /** Per cell column, the lowest y {@link #deepen} fills it down to (MAX_VALUE: not at all). */
    final int[] downTo;
    /** Which columns {@link #deepen} walks again. */
    final boolean[] again = new boolean[256];
    /** The lowest level (y − the world's min y) of {@link #blocks} that may hold a block other than air. */
    int dirtyFrom;
    final byte[] heightState = new byte[256];

    GenerationWorker(WorldGenerator g) {
        WorldDefinition world = g.world;
        noise = new NoiseChunk(g.state, g.programs(), world.settings(), world.minY(), world.height(), world.palette());
        columns = new NoiseColumns(noise);
        biomes = new ChunkBiomes(g.programs(), noise.flats, world, g.zoom, g.biomeIds, g::index);
        SurfaceSystem system = g.surfaceSystem();
        surface = system.newWorker(noise, biomes);
        partialFill = new PartialFill(noise, g.kinds, world.minY());
        blocks = new short[world.height() << 8];
        int cells = 16 / world.settings().cellWidth();
        downTo = new int[cells * cells];
        carver = g.carves ? new ChunkCarver(g.carvers()) : null;
        carving = g.carves ? new ChunkCarving(noise, biomes, system, surface, g.biomeIds, world.minY(), g.kinds) : null;
    }

    /**
     * A partial chunk: the noise stage of each cell column as {@code modes} says (every cell column's top when
     * null), its heightmaps and, at the surface stage, the surface of the columns in {@code only} (all when
     * null); false if a column needed a block under what was generated.
     */
    boolean partial(WorldGenerator g, ChunkPos pos, byte[] modes, boolean[] only, BooleanSupplier cancelled) {
        int minY = g.world.minY();
        g.enter(noise, pos.x(), pos.z());
        biomes.begin(pos, true);
        clearBlocks();
        partialFill.fill(blocks, modes, limits, cancelled);
        written(minY);
        if (!Heightmaps.columns(blocks, minY, g.world.height(), g.kinds, limits, noise.highestPlaced(),
            worldSurface, oceanFloor, heightState)) {
            return false;
        }
        if (g.stage == WorldGenerator.Stage.NOISE) {
            return true;
        }
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        System.arraycopy(worldSurface, 0, preWalk, 0, 256);
        return g.surfaceSystem().buildSurface(surface, pos, blocks, worldSurface, oceanFloor, limits, only);
    }

    /**
     * Deepens a partial chunk made by {@link #partial} (with every cell column's top, its surface walked): the
     * cell columns with a {@code downTo} are filled again from the top down to it, their heights found again and
     * their columns walked again, in the game's order, reading the other columns' heights as the walk through the
     * whole chunk reads them; the rest of the chunk is kept. False if a column needed a block under what was
     * generated.
     */
    boolean deepen(WorldGenerator g, ChunkPos pos, int[] downTo, BooleanSupplier cancelled) {
        int minY = g.world.minY();
        int cellWidth = noise.cellWidth();
        int cells = 16 / cellWidth;
        java.util.Arrays.fill(again, false);
        for (int cell = 0; cell < downTo.length; cell++) {
            if (downTo[cell] == Integer.MAX_VALUE) {
                continue;
            }
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            int cx = cell / cells;
            int cz = cell % cells;
            partialFill.refill(blocks, cx, cz, Math.min(downTo[cell], limits[cz * cellWidth << 4 | cx * cellWidth]),
                limits);
            for (int dx = 0; dx < cellWidth; dx++) {
                for (int dz = 0; dz < cellWidth; dz++) {
                    int column = (cz * cellWidth + dz) << 4 | (cx * cellWidth + dx);
                    again[column] = true;
                    if (!Heightmaps.column(blocks, minY, g.world.height(), g.kinds, column, limits[column],
                        worldSurface, oceanFloor)) {
                        return false;
                    }
                }
            }
        }
        written(minY);
        return g.surfaceSystem().buildSurface(surface, pos, blocks, worldSurface, oceanFloor, limits, again, preWalk);
    }

    /**
     * Clears {@link #blocks} to air where a block may have been placed since it was last all air, and notes that
     * any level may now be written (until {@link #written} says otherwise).
     */
    void clearBlocks() {
        java.util.Arrays.fill(blocks, dirtyFrom << 8, blocks.length, (short) 0);
        dirtyFrom = 0;
    }

    /**
     * Notes that a partial chunk places blocks only at or above its columns' limits (the noise fill, the surface
     * walk and the carvers alike), so the next {@link #clearBlocks} clears from there up.
     */
    void written(int minY) {
        int lowest = Integer.MAX_VALUE;
        for (int limit : limits) {
            lowest = Math.min(lowest, limit);
        }
        dirtyFrom = lowest == Integer.MAX_VALUE ? blocks.length >> 8 : Math.max(0, lowest - minY);
    }

    /**
     * Carves a partial chunk as far as a map needs: only a carver replacing a block at or above a column's floor
     * block (its ocean floor less one: the blocks a map shows and the heights it reads) with another changes them,
     * and those blocks are exact in the partial chunk. Where one does, those columns' cell columns are filled again
     * (noise and surface) down past the lowest block the carvers visit in them, and carved as in the whole chunk, the
     * others watched (their blocks and surfaces are kept); false if that is not enough (a carver opens the column
     * further down: the whole chunk is then needed).
     */
    boolean carveTops(WorldGenerator g, ChunkPos pos, BooleanSupplier cancelled) {
        if (!g.carves) {
            return true;
        }
        byte[] modes = carveModes;
        int[] from = carveFrom;
        boolean[] hits = carveHits;
        for (int column = 0; column < 256; column++) {
            modes[column] = ChunkCarver.PROBE_CHANGE;
            from[column] = oceanFloor[column] - 1;
            hits[column] = false;
        }
        carving.begin(pos, blocks, worldSurface, oceanFloor, limits);
        carver.carve(carving, pos.x(), pos.z(), modes, from, hits);
        int cellWidth = noise.cellWidth();
        int cells = 16 / cellWidth;
        // Per cell column, the lowest y to fill down to (MAX_VALUE: untouched): a cell under the lowest block the
        // carvers visited in its columns (of the tunnels that reach the levels the probe watched), under the surface
        // stage's own depth.
        java.util.Arrays.fill(downTo, Integer.MAX_VALUE);
        boolean any = false;
        for (int column = 0; column < 256; column++) {
            if (!hits[column]) {
                continue;
            }
            any = true;
            int x = column & 15;
            int z = column >> 4;
            int lowest = Math.min(limits[column], carver.lowestVisited(x, z));
            int cell = x / cellWidth * cells + z / cellWidth;
            downTo[cell] = Math.min(downTo[cell], lowest - 1 - 2 * noise.cellHeight());
        }
        if (!any) {
            return true;
        }
        if (!deepen(g, pos, downTo, cancelled)) {
            return false;
        }
        for (int column = 0; column < 256; column++) {
            boolean whole = downTo[(column & 15) / cellWidth * cells + (column >> 4) / cellWidth] != Integer.MAX_VALUE;
            modes[column] = whole ? ChunkCarver.CARVE : ChunkCarver.PROBE_CHANGE;
            from[column] = oceanFloor[column] - 1;
        }
        carving.begin(pos, blocks, worldSurface, oceanFloor, limits);
        return carver.carve(carving, pos.x(), pos.z(), modes, from) && !carving.unsure;
    }

    /**
     * Carves a partial chunk's row (z = {@code local} along x, else x = {@code local}) as the whole chunk would:
     * its own columns carved in the game's order, the rows beside it watched (a surface block moved down onto the
     * row reads their heights through the steep test): false, and the whole chunk is needed, if a carver reaches
     * one of their top blocks.
     */
    boolean carveRow(WorldGenerator g, ChunkPos pos, boolean alongX, int local) {
        if (!g.carves) {
            return true;
        }
        byte[] modes = carveModes;
        int[] from = carveFrom;
        for (int column = 0; column < 256; column++) {
            int across = alongX ? column >> 4 : column & 15;
            modes[column] = across == local ? ChunkCarver.CARVE
                : Math.abs(across - local) == 1 ? ChunkCarver.PROBE_TOUCH : ChunkCarver.SKIP;
            from[column] = worldSurface[column] - 1;
        }
        carving.begin(pos, blocks, worldSurface, oceanFloor, limits);
        return carver.carve(carving, pos.x(), pos.z(), modes, from) && !carving.unsure;
    }
}
