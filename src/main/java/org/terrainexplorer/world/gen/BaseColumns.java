package org.terrainexplorer.world.gen;

import java.util.Arrays;

/**
 * The noise stage's columns as the game's structure placement reads them ({@code NoiseBasedChunkGenerator}'s
 * {@code getBaseHeight} and {@code getBaseColumn}): without structures, filled cell by cell down one cell column of
 * its chunk exactly as the whole chunk fills it (the aquifer of the whole chunk, as the game's single-column noise
 * chunk has it). Thread-safe: each call has a worker of its own.
 */
final class BaseColumns {

    /** One call's noise chunk, blocks (for whole columns) and one cell's states (for heights). */
    private record Worker(NoiseChunk noise, short[] blocks, int[] states) {
    }

    private final WorldDefinition world;
    private final Heightmaps.Kinds kinds;
    private final Workers<Worker> workers;

    BaseColumns(RandomState state, java.util.function.Supplier<ChunkPrograms> programs, Heightmaps.Kinds kinds) {
        this.world = state.world();
        this.kinds = kinds;
        workers = new Workers<>(() -> {
            NoiseChunk noise = new NoiseChunk(state, programs.get(), world.settings(), world.minY(), world.height(),
                world.palette(), true);
            return new Worker(noise, new short[world.height() << 8], new int[noise.cellHeight()]);
        });
    }

    /**
     * Both generation heights of column (x, z) into {@code out}: {world surface, ocean floor}. Only the column's own
     * blocks are worked out, cell by cell from the top ({@link NoiseChunk#columnCell}): the heights tell air, fluids
     * and solid blocks apart, which the ore veins do not change, as they replace only the default block, unless that
     * is air or a fluid (then whole cells are filled, veins and all).
     */
    void heights(int x, int z, int[] out) {
        Worker w = workers.take();
        try {
            int minY = world.minY();
            NoiseChunk noise = w.noise();
            noise.begin(x >> 4 << 4, z >> 4 << 4);
            int width = noise.cellWidth();
            int cx = (x & 15) / width;
            int cz = (z & 15) / width;
            int column = (z & 15) << 4 | (x & 15);
            int surface = minY;
            int floor = minY;
            int[] states = w.states();
            boolean[] air = kinds.air();
            boolean[] fluid = kinds.fluid();
            int solid = noise.defaultBlock;
            boolean byColumn = !world.settings().oreVeinsEnabled() || !air[solid] && !fluid[solid];
            search:
            for (int cy = noise.cellsUp() - 1; cy >= 0; cy--) {
                int y0 = (noise.minCellY() + cy) * noise.cellHeight();
                if (byColumn) {
                    noise.columnCell(cx, cz, cy, (x & 15) % width, (z & 15) % width, states);
                } else {
                    clearCell(w.blocks(), cx, cz, y0, noise);
                    noise.fillCell(w.blocks(), minY, cx, cz, cy, true);
                    for (int y = Math.max(y0, minY); y < Math.min(y0 + states.length, minY + world.height()); y++) {
                        states[y - y0] = w.blocks()[(y - minY) << 8 | column];
                    }
                }
                for (int y = y0 + noise.cellHeight() - 1; y >= y0; y--) {
                    if (y < minY || y >= minY + world.height()) {
                        continue;
                    }
                    int id = states[y - y0] == Aquifer.SOLID ? solid : states[y - y0];
                    if (!air[id]) {
                        if (surface == minY) {
                            surface = y + 1;
                        }
                        if (!fluid[id]) {
                            floor = y + 1;
                            break search;
                        }
                    }
                }
            }
            out[0] = surface;
            out[1] = floor;
        } finally {
            workers.give(w);
        }
    }

    /** The blocks of column (x, z), palette ids indexed y − the world's min y. */
    short[] column(int x, int z) {
        Worker w = workers.take();
        try {
            int minY = world.minY();
            int column = (z & 15) << 4 | (x & 15);
            NoiseChunk noise = w.noise();
            noise.begin(x >> 4 << 4, z >> 4 << 4);
            int cx = (x & 15) / noise.cellWidth();
            int cz = (z & 15) / noise.cellWidth();
            short[] blocks = w.blocks();
            short[] out = new short[world.height()];
            for (int cy = noise.cellsUp() - 1; cy >= 0; cy--) {
                int y0 = (noise.minCellY() + cy) * noise.cellHeight();
                clearCell(blocks, cx, cz, y0, noise);
                noise.fillCell(blocks, minY, cx, cz, cy, true);
                for (int y = y0; y < y0 + noise.cellHeight(); y++) {
                    if (y >= minY && y < minY + world.height()) {
                        out[y - minY] = blocks[(y - minY) << 8 | column];
                    }
                }
            }
            return out;
        } finally {
            workers.give(w);
        }
    }

    /** Air in the blocks of one cell, before {@link NoiseChunk#fillCell} writes its non-air blocks. */
    private void clearCell(short[] blocks, int cx, int cz, int y0, NoiseChunk noise) {
        int minY = world.minY();
        int width = noise.cellWidth();
        for (int y = Math.max(y0, minY); y < Math.min(y0 + noise.cellHeight(), minY + world.height()); y++) {
            for (int dz = 0; dz < width; dz++) {
                int row = (y - minY) << 8 | (cz * width + dz) << 4 | cx * width;
                Arrays.fill(blocks, row, row + width, (short) 0);
            }
        }
    }
}
