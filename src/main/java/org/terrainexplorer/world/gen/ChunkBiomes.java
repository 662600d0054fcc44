package org.terrainexplorer.world.gen;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.density.compile.FlatStore;
import org.terrainexplorer.world.density.compile.Frame;

/**
 * One thread's biomes of a chunk: the biomes it stores (every quart, as the game stores them), its neighbours'
 * (computed on demand as their chunks would store them) and the game's fuzzy zoom over them, which the surface
 * rules read. A whole chunk stores all its quarts at once ({@link #fill}, a column search per quart column); a
 * partial one ({@link #begin} with {@code lazy}) computes a quart when first asked, as its neighbours are.
 */
final class ChunkBiomes implements BiomeZoom.Quarts {

    private final BiomeZoom zoom;
    private final BiomeZoom.Jitter jitter;
    private final ToIntFunction<String> index;
    /** This thread's biome search: warm-started from its previous answer, with the fresh search's result. */
    private final Function<long[], String> search;
    /** This thread's warm-started R-tree search, or null when the source is not multi-noise. */
    private final RTree<String>.Cursor cursor;
    /** The generator's biome index of each entry of the multi-noise list (null when not multi-noise). */
    private final int[] entryBiome;
    /** The entry the last {@link #storedAround} found, or −1 when not known. */
    private int sampledEntry = -1;
    /** This thread's column search (null for a fixed biome). */
    private final BiomeSource.ColumnSearch columnSearch;
    /** The source when its biomes depend on position (the end's, a checkerboard), else null. */
    private final BiomeSource.ByPosition byPosition;
    /** The erosion slot at a block, for {@link #byPosition}; the last value is kept (a chunk asks per quart). */
    private final BiomeSource.Erosion erosion = this::erosionAt;
    private long erosionKeyXZ = Long.MIN_VALUE;
    private int erosionKeyY;
    private double erosionValue;
    private final Frame frame;
    private final int quarts;
    private final int minQuartY;
    private final int[] quartYs;
    private final long[] target = new long[Climate.PARAMETERS];
    /** The chunk's stored biomes, index (quart y · 4 + quart z) · 4 + quart x; −1 where not yet computed. */
    private final short[] stored;
    /** The biome-list entry each stored quart was found at by the column search, or −1 (see {@link #surelyNotIn}). */
    private final int[] storedEntry;
    /** The stored biomes of the quart columns around the chunk: [(quart y · 6 + z + 1) · 6 + x + 1]; −1 unknown. */
    private final short[] around;
    /**
     * The climate of quart columns, kept across this thread's chunks as the corner columns are (see
     * {@link CellCorners}): a quart column's climate is sampled in its owner chunk's context, so it depends on its
     * position alone, and a map's neighbouring chunks ask for the quart columns along their shared edges (their
     * zoom reads the quarts around them). A slot per quart column modulo {@link #CLIMATE_SLOTS_X} ×
     * {@link #CLIMATE_SLOTS_Z} (a row of 34 chunks, two chunks deep: a chunk's quarts and those around it never
     * share one); each holds the six values of every quart of its column as floats (the game quantises the float),
     * [quart y][t, h, c, e, d, w]: 2.5 MB per thread at most.
     */
    private static final int CLIMATE_SLOTS_X = 136;
    private static final int CLIMATE_SLOTS_Z = 8;
    private final long[] climateKeys = new long[CLIMATE_SLOTS_X * CLIMATE_SLOTS_Z];
    private final float[][] climateValues = new float[CLIMATE_SLOTS_X * CLIMATE_SLOTS_Z][];
    /**
     * Per climate slot, its column's depth-group bests for {@link #columnEntry} (valid where columnPrepared): the
     * climate they were prepared for, and each group's best distance and entry.
     */
    private final boolean[] columnPrepared = new boolean[CLIMATE_SLOTS_X * CLIMATE_SLOTS_Z];
    private final long[][] columnTargets = new long[CLIMATE_SLOTS_X * CLIMATE_SLOTS_Z][];
    private final long[][] columnBase = new long[CLIMATE_SLOTS_X * CLIMATE_SLOTS_Z][];
    private final int[][] columnBest = new int[CLIMATE_SLOTS_X * CLIMATE_SLOTS_Z][];
    /**
     * Stored biomes kept across this thread's chunks: a quart's stored biome depends on the quart alone (its climate
     * is sampled in its owner chunk's context, whichever chunk asks), and a map's neighbouring chunks ask for the
     * quarts along their shared edges, and their surface rules' zoom for the quarts around them, again. Direct-mapped
     * and bounded (32768 quarts: the tops of a few rows of a map's chunks); a quart evicted is sampled again, to the
     * same biome. Keys as {@link #quartKey}, {@link Long#MIN_VALUE} for none.
     */
    private static final int QUART_SLOT_BITS = 15;
    private final long[] quartKeys = new long[1 << QUART_SLOT_BITS];
    private final short[] quartBiomes = new short[1 << QUART_SLOT_BITS];
    private final int[] quartEntries = new int[1 << QUART_SLOT_BITS];
    private int chunkQuartX;
    private int chunkQuartZ;
    /**
     * {@link #zoomedIn}'s verdicts per biome list and zoom cell of the chunk ((quart y + 1) · 5 + quart z + 1) · 5
     * + quart x + 1), valid while their stamp is {@link #stamp}, which moves whenever a stored quart may change.
     */
    private byte[][] cellVerdicts = new byte[0][];
    private int[] verdictStamps = new int[0];
    private int stamp;
    /**
     * Per zoom cell of the chunk (numbered as {@link #cellVerdicts}), the one biome its eight quarts store, −1
     * ({@link BiomeZoom#DIFFER}) when two of them differ, or {@link #NOT_KNOWN} while that is not known; valid while
     * {@link #uniformStamp} is {@link #stamp}.
     */
    private short[] uniformCells = new short[0];
    private int uniformStamp = -1;
    private static final short NOT_KNOWN = -2;

    ChunkBiomes(ChunkPrograms programs, FlatStore flats, WorldDefinition world, BiomeZoom zoom,
                List<String> biomeIds, ToIntFunction<String> index) {
        this.zoom = zoom;
        this.index = index;
        byPosition = world.biomeSource() instanceof BiomeSource.ByPosition p ? p : null;
        cursor = world.biomeSource() instanceof BiomeSource.MultiNoise m ? m.cursor() : null;
        search = cursor != null ? cursor::search : world.biomeSource()::biome;
        columnSearch = world.biomeSource() instanceof BiomeSource.MultiNoise m ? m.columnSearch() : null;
        entryBiome = world.biomeSource() instanceof BiomeSource.MultiNoise m
            ? m.entryBiomes(biomeIds) : null;
        quarts = world.height() >> 2;
        minQuartY = world.minY() >> 2;
        frame = programs.points.newFrame(quarts, flats);
        quartYs = new int[quarts];
        for (int i = 0; i < quarts; i++) {
            quartYs[i] = (minQuartY + i) << 2;
        }
        stored = new short[quarts << 4];
        storedEntry = new int[quarts << 4];
        around = new short[6 * 6 * quarts];
        Arrays.fill(climateKeys, Long.MIN_VALUE);
        Arrays.fill(quartKeys, Long.MIN_VALUE);
        jitter = zoom.new Jitter(world.minY(), world.height());
    }

    /** Moves to a chunk; with {@code lazy}, its own quarts are computed when first asked, else by {@link #fill}. */
    void begin(ChunkPos pos, boolean lazy) {
        chunkQuartX = pos.x() << 2;
        chunkQuartZ = pos.z() << 2;
        stamp++;
        Arrays.fill(around, (short) -1);
        if (lazy) {
            Arrays.fill(stored, (short) -1);
        }
        Arrays.fill(storedEntry, -1);
        jitter.begin(chunkQuartX, chunkQuartZ);
    }

    /** The chunk's stored biomes (valid after {@link #fill}). */
    short[] stored() {
        return stored;
    }

    /**
     * Copies the stored biomes of the quart row with quart z {@code qz} (along x) or of the quart column with
     * quart x {@code qx} (along z) to the other rows (columns), for a slice that stores only its own.
     */
    void spread(boolean alongX, int q) {
        stamp++;
        for (int ly = 0; ly < quarts; ly++) {
            for (int a = 0; a < 4; a++) {
                for (int b = 0; b < 4; b++) {
                    int qx = alongX ? a : q;
                    int qz = alongX ? q : a;
                    int toX = alongX ? a : b;
                    int toZ = alongX ? b : a;
                    stored[(ly << 4) | (toZ << 2) | toX] = stored[(ly << 4) | (qz << 2) | qx];
                }
            }
        }
    }

    /** Stores every quart of the chunk, a column of quarts at a time, with {@code points} (in the chunk). */
    void fill(Frame points) {
        fill(points, -1, -1);
    }

    /**
     * Stores the quarts of the quart columns with quart x {@code onlyX} (or any, if negative) and quart z
     * {@code onlyZ} (likewise), a column of quarts at a time, with {@code points} (in the chunk).
     */
    void fill(Frame points, int onlyX, int onlyZ) {
        stamp++;
        if (byPosition != null) {
            fillByPosition(onlyX, onlyZ);
            return;
        }
        int minX = chunkQuartX << 2;
        int minZ = chunkQuartZ << 2;
        for (int qz = 0; qz < 4; qz++) {
            for (int qx = 0; qx < 4; qx++) {
                if (onlyX >= 0 && qx != onlyX || onlyZ >= 0 && qz != onlyZ) {
                    continue;
                }
                int bx = minX + (qx << 2);
                int bz = minZ + (qz << 2);
                for (int start = 0; start < quarts; start += points.capacity) {
                    int n = Math.min(points.capacity, quarts - start);
                    points.column(bx, bz, quartYs, start, n);
                    runClimate(points);
                    if (columnSearch != null) {
                        columnSearch.prepare(target(points, 0, target));
                    }
                    for (int i = 0; i < n; i++) {
                        target(points, i, target);
                        String biome = columnSearch != null ? columnSearch.biome(target) : search.apply(target);
                        int k = ((start + i) << 4) | (qz << 2) | qx;
                        stored[k] = (short) index.applyAsInt(biome);
                        storedEntry[k] = columnSearch != null ? columnSearch.lastEntry() : -1;
                    }
                }
            }
        }
    }

    /** {@link #fill} for a source whose biomes depend on position: level by level, so a chunk's erosion is kept. */
    private void fillByPosition(int onlyX, int onlyZ) {
        for (int ly = 0; ly < quarts; ly++) {
            for (int qz = 0; qz < 4; qz++) {
                for (int qx = 0; qx < 4; qx++) {
                    if (onlyX >= 0 && qx != onlyX || onlyZ >= 0 && qz != onlyZ) {
                        continue;
                    }
                    String biome = byPosition.biome(chunkQuartX + qx, minQuartY + ly, chunkQuartZ + qz, erosion);
                    stored[(ly << 4) | (qz << 2) | qx] = (short) index.applyAsInt(biome);
                }
            }
        }
    }

    /**
     * The erosion slot at a block, evaluated directly in its chunk's context (the game's climate sampler); the
     * last block's value is kept.
     */
    private double erosionAt(int x, int y, int z) {
        long xz = (long) x << 32 | (z & 0xFFFFFFFFL);
        if (xz == erosionKeyXZ && y == erosionKeyY) {
            return erosionValue;
        }
        frame.enterChunk(x >> 4 << 4, z >> 4 << 4, 16);
        frame.point(x, y, z);
        frame.run(ChunkPrograms.EROSION);
        erosionValue = frame.values(ChunkPrograms.EROSION)[0];
        erosionKeyXZ = xz;
        erosionKeyY = y;
        return erosionValue;
    }

    /** The stored biome of a quart, its y clamped to the world as a chunk clamps it. */
    @Override
    public int biome(int qx, int qy, int qz) {
        int ly = Math.min(Math.max(qy - minQuartY, 0), quarts - 1);
        int dx = qx - chunkQuartX;
        int dz = qz - chunkQuartZ;
        if (dx >= 0 && dx < 4 && dz >= 0 && dz < 4) {
            int k = (ly << 4) | (dz << 2) | dx;
            if (stored[k] < 0) {
                stored[k] = (short) storedAround(qx, ly, qz);
                storedEntry[k] = sampledEntry;
            }
            return stored[k];
        }
        if (dx >= -1 && dx <= 4 && dz >= -1 && dz <= 4) {
            int k = (ly * 6 + dz + 1) * 6 + dx + 1;
            if (around[k] < 0) {
                around[k] = (short) storedAround(qx, ly, qz);
            }
            return around[k];
        }
        return storedAnywhere(qx, ly + minQuartY, qz);
    }

    @Override
    public int known(int qx, int qy, int qz) {
        int ly = Math.min(Math.max(qy - minQuartY, 0), quarts - 1);
        int dx = qx - chunkQuartX;
        int dz = qz - chunkQuartZ;
        if (dx >= 0 && dx < 4 && dz >= 0 && dz < 4) {
            return stored[(ly << 4) | (dz << 2) | dx];
        }
        if (dx >= -1 && dx <= 4 && dz >= -1 && dz <= 4) {
            return around[(ly * 6 + dz + 1) * 6 + dx + 1];
        }
        return -1;
    }

    /**
     * The stored biome of a quart of the 6 × 6 quart columns around (and of) the chunk ({@code ly} counted from
     * the world's lowest). The climate of its whole quart column is sampled at once, the first time the column is
     * asked for, in its owner chunk's context: one column batch, so the column's y-independent climate is sampled
     * once (the same values as quart by quart), and so are the nearest entries of its depth groups (see
     * {@link #columnEntry}): a quart then only compares the groups at its depth.
     */
    private int storedAround(int qx, int ly, int qz) {
        long key = quartKey(qx, ly, qz);
        int slot = quartSlot(key);
        if (quartKeys[slot] == key) {
            sampledEntry = quartEntries[slot];
            return quartBiomes[slot];
        }
        int biome = sampleAround(qx, ly, qz);
        quartKeys[slot] = key;
        quartBiomes[slot] = (short) biome;
        quartEntries[slot] = sampledEntry;
        return biome;
    }

    /** A quart's key in the cross-chunk table: 26 bits of quart x and z each (far beyond the world border), 10 of y. */
    private static long quartKey(int qx, int ly, int qz) {
        return (long) (qx & 0x3FFFFFF) << 36 | (long) (qz & 0x3FFFFFF) << 10 | ly;
    }

    private static int quartSlot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 64 - QUART_SLOT_BITS);
    }

    /** {@link #storedAround} without the cross-chunk table. */
    private int sampleAround(int qx, int ly, int qz) {
        sampledEntry = -1;
        if (byPosition != null) {
            return index.applyAsInt(byPosition.biome(qx, ly + minQuartY, qz, erosion));
        }
        int slot = aroundTarget(qx, ly, qz);
        if (cursor != null) {
            int entry = columnEntry(slot);
            if (entry >= 0) {
                sampledEntry = entry;
                return entryBiome[entry];
            }
            cursor.search(target);
            sampledEntry = cursor.lastEntry();
            return entryBiome[sampledEntry];
        }
        return index.applyAsInt(search.apply(target));
    }

    /**
     * The entry nearest to {@link #target}, a quart of the quart column in climate slot {@code slot}, from the
     * column's depth groups ({@link BiomeSource.ColumnSearch}, prepared on the column's first quart asked): the
     * R-tree's answer, without a search per quart. −1 without a column search, or when the quart's values other
     * than depth differ from the column's (a datapack's y-dependent climate).
     */
    private int columnEntry(int slot) {
        if (columnSearch == null) {
            return -1;
        }
        long[] column = columnTargets[slot];
        if (!columnPrepared[slot]) {
            if (column == null) {
                column = new long[Climate.PARAMETERS];
                columnTargets[slot] = column;
                columnBase[slot] = new long[columnSearch.groups()];
                columnBest[slot] = new int[columnSearch.groups()];
            }
            columnSearch.prepare(target);
            columnSearch.keep(columnBase[slot], columnBest[slot]);
            System.arraycopy(target, 0, column, 0, Climate.PARAMETERS);
            columnPrepared[slot] = true;
        }
        for (int d = 0; d < Climate.PARAMETERS; d++) {
            if (d != 4 && target[d] != column[d]) {
                return -1;
            }
        }
        return columnSearch.entry(target[4], columnBase[slot], columnBest[slot]);
    }

    /**
     * Puts the quantised climate of a quart into {@link #target}, its column's climate sampled on first use;
     * returns the column's climate slot.
     */
    private int aroundTarget(int qx, int ly, int qz) {
        int slot = Math.floorMod(qx, CLIMATE_SLOTS_X) * CLIMATE_SLOTS_Z + Math.floorMod(qz, CLIMATE_SLOTS_Z);
        long key = (long) qx << 32 | (qz & 0xFFFFFFFFL);
        float[] values = climateValues[slot];
        if (climateKeys[slot] != key) {
            if (values == null) {
                values = new float[quarts * 6];
                climateValues[slot] = values;
            }
            frame.enterChunk(qx >> 2 << 4, qz >> 2 << 4, 16);
            frame.column(qx << 2, qz << 2, quartYs, quarts);
            runClimate(frame);
            double[] t = frame.values(ChunkPrograms.TEMPERATURE);
            double[] h = frame.values(ChunkPrograms.VEGETATION);
            double[] c = frame.values(ChunkPrograms.CONTINENTS);
            double[] e = frame.values(ChunkPrograms.EROSION);
            double[] d = frame.values(ChunkPrograms.DEPTH);
            double[] w = frame.values(ChunkPrograms.RIDGES);
            for (int i = 0; i < quarts; i++) {
                int k = i * 6;
                values[k] = (float) t[i];
                values[k + 1] = (float) h[i];
                values[k + 2] = (float) c[i];
                values[k + 3] = (float) e[i];
                values[k + 4] = (float) d[i];
                values[k + 5] = (float) w[i];
            }
            climateKeys[slot] = key;
            columnPrepared[slot] = false;
        }
        int k = ly * 6;
        for (int i = 0; i < 6; i++) {
            target[i] = Climate.quantize(values[k + i]);
        }
        target[6] = 0L;
        return slot;
    }

    /**
     * Whether a neighbour's quart surely stores no biome of {@code set}, shown without its biome search: the entry
     * the chunk's nearest quart was found at is nearer to its climate than every entry of the set's biomes, so
     * the nearest entry (which the search finds) is not one of them. False when that cannot be shown, or the quart
     * is the chunk's own or already known (its biome is then at hand). Surface rules ask about the neighbours'
     * quarts at the chunk's edges (26.2's sulfur caves at every stone block), and mostly the set is far away.
     */
    @Override
    public boolean surelyNotIn(int qx, int qy, int qz, SurfaceRuleCompiler.BiomeSet set) {
        int ly = Math.min(Math.max(qy - minQuartY, 0), quarts - 1);
        int dx = qx - chunkQuartX;
        int dz = qz - chunkQuartZ;
        if (columnSearch == null || dx >= 0 && dx < 4 && dz >= 0 && dz < 4 || dx < -1 || dx > 4 || dz < -1
            || dz > 4 || around[(ly * 6 + dz + 1) * 6 + dx + 1] >= 0) {
            return false;
        }
        int near = (ly << 4) | (Math.min(Math.max(dz, 0), 3) << 2) | Math.min(Math.max(dx, 0), 3);
        int candidate = storedEntry[near];
        if (candidate < 0 || set.contains(stored[near])) {
            return false;
        }
        int[] entries = setEntries(set);
        if (entries.length > FEW_ENTRIES) {
            return false;
        }
        aroundTarget(qx, ly, qz);
        long bound = columnSearch.distance(candidate, target, Long.MAX_VALUE);
        return columnSearch.nearest(entries, target, bound + 1) > bound;
    }

    /**
     * The most entries a set may have for {@link #surelyNotIn} to measure them (26.2's sulfur caves have one; the
     * R-tree beats a scan of a few hundred, as a badlands or ocean list has).
     */
    private static final int FEW_ENTRIES = 32;

    /** The biome list's entries of each set's biomes, by {@link SurfaceRuleCompiler.BiomeSet#index}. */
    private int[][] setEntries = new int[0][];

    private int[] setEntries(SurfaceRuleCompiler.BiomeSet set) {
        if (set.index >= setEntries.length) {
            setEntries = Arrays.copyOf(setEntries, set.index + 1);
        }
        if (setEntries[set.index] == null) {
            setEntries[set.index] = columnSearch.entriesWhere(i -> set.contains(entryBiome[i]));
        }
        return setEntries[set.index];
    }

    /** The biome the owning chunk stores for any quart, sampled in that chunk's context. */
    int storedAnywhere(int qx, int qy, int qz) {
        if (byPosition != null) {
            return index.applyAsInt(byPosition.biome(qx, qy, qz, erosion));
        }
        frame.enterChunk(qx >> 2 << 4, qz >> 2 << 4, 16);
        frame.point(qx << 2, qy << 2, qz << 2);
        runClimate(frame);
        return index.applyAsInt(search.apply(target(frame, 0, target)));
    }

    /** The game's zoomed biome of a block. */
    int zoomed(int x, int y, int z) {
        return zoom.biome(x, y, z, this, jitter);
    }

    /**
     * Whether the biome the game gives block (x, y, z) is in {@code set}; the zoom only when the eight quarts the
     * block picks from disagree. Which eight depends on the block's zoom cell ((x − 2) >> 2, likewise y and z), so
     * their verdict is kept per cell and list for the chunk: a surface rule asks at every block, and 64 blocks
     * share a cell.
     */
    boolean zoomedIn(int x, int y, int z, SurfaceRuleCompiler.BiomeSet set) {
        int verdict = verdict(x, y, z, set);
        if (verdict != MIXED) {
            return verdict == ALL;
        }
        return set.contains(zoomed(x, y, z));
    }

    /** Whether the biome of every block of (x, y, z)'s zoom cell is outside {@code set}: its eight quarts are. */
    boolean cellOutside(int x, int y, int z, SurfaceRuleCompiler.BiomeSet set) {
        return verdict(x, y, z, set) == NONE;
    }

    /** The verdict of the eight quarts of (x, y, z)'s zoom cell on {@code set}, kept for the chunk's cells. */
    private int verdict(int x, int y, int z, SurfaceRuleCompiler.BiomeSet set) {
        int cx = (x - 2 >> 2) - chunkQuartX + 1;
        int cy = (y - 2 >> 2) - minQuartY + 1;
        int cz = (z - 2 >> 2) - chunkQuartZ + 1;
        boolean inChunk = cx >= 0 && cx < 5 && cz >= 0 && cz < 5 && cy >= 0 && cy <= quarts;
        int cell = (cy * 5 + cz) * 5 + cx;
        if (inChunk) {
            // Most cells' quarts agree: then the verdict on every list is whether the list holds their biome.
            int uniform = uniformBiome(cell, x, y, z);
            if (uniform >= 0) {
                return set.contains(uniform) ? ALL : NONE;
            }
        }
        byte[] verdicts = inChunk ? verdicts(set.index) : null;
        int verdict = inChunk ? verdicts[cell] : UNKNOWN;
        if (verdict == UNKNOWN) {
            verdict = (byte) (BiomeZoom.inSetAround(x, y, z, this, set) + 2);
            if (inChunk) {
                verdicts[cell] = (byte) verdict;
            }
        }
        return verdict;
    }

    /**
     * The biome all eight quarts of (x, y, z)'s zoom cell {@code cell} store, from those already stored (none is
     * computed here: {@link BiomeZoom#sameAround}), or −1 when they differ or some are not stored yet; kept per
     * cell once known.
     */
    private int uniformBiome(int cell, int x, int y, int z) {
        if (uniformStamp != stamp) {
            if (uniformCells.length < 25 * (quarts + 1)) {
                uniformCells = new short[25 * (quarts + 1)];
            }
            Arrays.fill(uniformCells, NOT_KNOWN);
            uniformStamp = stamp;
        }
        int uniform = uniformCells[cell];
        if (uniform == NOT_KNOWN) {
            uniform = BiomeZoom.sameAround(x - 2 >> 2, y - 2 >> 2, z - 2 >> 2, this);
            if (uniform == BiomeZoom.NOT_AT_HAND) {
                return -1;
            }
            uniformCells[cell] = (short) uniform;
        }
        return uniform;
    }

    /** {@link #zoomedIn}'s verdicts: not yet asked, the eight quarts mixed, none in the list, all in it. */
    private static final byte UNKNOWN = 0;
    private static final byte MIXED = 1;
    private static final byte NONE = 2;
    private static final byte ALL = 3;

    /** The verdicts of list {@code index} for the chunk's zoom cells, cleared when first asked after a change. */
    private byte[] verdicts(int index) {
        if (index >= cellVerdicts.length) {
            cellVerdicts = Arrays.copyOf(cellVerdicts, index + 1);
            verdictStamps = Arrays.copyOf(verdictStamps, index + 1);
        }
        byte[] v = cellVerdicts[index];
        if (v == null) {
            v = new byte[25 * (quarts + 1)];
            cellVerdicts[index] = v;
        } else if (verdictStamps[index] != stamp) {
            Arrays.fill(v, UNKNOWN);
        }
        verdictStamps[index] = stamp;
        return v;
    }

    private static void runClimate(Frame f) {
        for (int r = ChunkPrograms.TEMPERATURE; r <= ChunkPrograms.RIDGES; r++) {
            f.run(r);
        }
    }

    /** The quantised climate of point {@code i} of the frame, into {@code target}. */
    private static long[] target(Frame f, int i, long[] target) {
        target[0] = Climate.quantize((float) f.values(ChunkPrograms.TEMPERATURE)[i]);
        target[1] = Climate.quantize((float) f.values(ChunkPrograms.VEGETATION)[i]);
        target[2] = Climate.quantize((float) f.values(ChunkPrograms.CONTINENTS)[i]);
        target[3] = Climate.quantize((float) f.values(ChunkPrograms.EROSION)[i]);
        target[4] = Climate.quantize((float) f.values(ChunkPrograms.DEPTH)[i]);
        target[5] = Climate.quantize((float) f.values(ChunkPrograms.RIDGES)[i]);
        target[6] = 0L;
        return target;
    }
}
