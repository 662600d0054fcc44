package org.terrainexplorer.io.anvil;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.json.Ids;

/**
 * Reads a few columns of a stored chunk, as a zoomed-out map needs them, without building the whole chunk: the
 * stored {@code WORLD_SURFACE} heightmap says where each column's top is, and only the sections holding the top
 * blocks are unpacked. Below see-through blocks (plants, torches: {@code seeThrough}) it looks further down; in
 * a dimension with a ceiling (the nether) it starts below the roof, as map viewers do.
 *
 * <p>One sampler per thread: it keeps the unpacked sections of the chunk being read, and nothing between chunks.
 */
final class ColumnSampler {

    private static final Set<String> BEFORE_NOISE = Set.of("empty", "structure_starts", "structure_references",
        "biomes");

    private final int minY;
    private final int height;
    private final BlockPalette palette;
    private final GrowingIds biomes;
    private final Map<Integer, int[]> blocks = new HashMap<>();
    private final Map<Integer, int[]> sectionBiomes = new HashMap<>();
    private final Map<Integer, CompoundBinaryTag> sections = new HashMap<>();
    private final int[] scratch = new int[4096];
    private final int[] heights = new int[256];

    ColumnSampler(int minY, int height, BlockPalette palette, GrowingIds biomes) {
        this.minY = minY;
        this.height = height;
        this.palette = palette;
        this.biomes = biomes;
    }

    /**
     * Samples the columns {@code columns[k]} ({@code z · 16 + x}) of a chunk into {@code top[k]} (palette id; air
     * for an empty column), {@code surface[k]} (one above it), {@code biome[k]} (index in the world's biome
     * ids) and {@code waterDepth[k]} (for a fluid top, the blocks of fluid down to the floor under it).
     *
     * @return false when the chunk has no blocks yet (a status before noise)
     * @throws NbtFormatException when the chunk's NBT is damaged
     */
    boolean sample(CompoundBinaryTag root, int[] columns, int count, IntPredicate seeThrough, boolean ceiling,
                   short[] top, short[] surface, short[] biome, short[] waterDepth) throws NbtFormatException {
        String status = Nbt.string(root, "Status", "");
        if (status != null && BEFORE_NOISE.contains(Ids.shortName(status))) {
            return false;
        }
        blocks.clear();
        sectionBiomes.clear();
        sections.clear();
        ListBinaryTag list = Nbt.list(root, "sections", "", BinaryTagTypes.COMPOUND);
        if (list != null) {
            for (int i = 0; i < list.size(); i++) {
                CompoundBinaryTag s = (CompoundBinaryTag) list.get(i);
                Long y = Nbt.integer(s, "Y", "sections[" + i + "]");
                if (y != null) {
                    sections.put(y.intValue(), s);
                }
            }
        }
        boolean haveHeights = !ceiling && heightmap(root);
        int maxY = minY + height - 1;
        for (int k = 0; k < count; k++) {
            int column = columns[k];
            int x = column & 15;
            int z = column >> 4;
            int start = haveHeights ? Math.min(maxY, minY + heights[column] - 1) : maxY;
            int found = findTop(x, z, start, seeThrough, ceiling);
            waterDepth[k] = 0;
            if (found < minY) {
                top[k] = BlockPalette.AIR;
                surface[k] = (short) minY;
                biome[k] = (short) biomeAt(x, minY, z);
            } else {
                int id = block(x, found, z);
                top[k] = (short) id;
                surface[k] = (short) (found + 1);
                biome[k] = (short) biomeAt(x, found, z);
                if (palette.state(id).isFluid() || palette.state(id).holdsWater()) {
                    int y = found - 1;
                    while (y >= minY && (palette.state(block(x, y, z)).isFluid() || seeThrough.test(block(x, y, z))
                        || palette.state(block(x, y, z)).holdsWater() || palette.state(block(x, y, z)).isAir())) {
                        y--;
                    }
                    waterDepth[k] = (short) (found - y);
                }
            }
        }
        return true;
    }

    /** The y of the column's top block that is neither air nor see-through, below the roof if asked; minY−1 if none. */
    private int findTop(int x, int z, int start, IntPredicate seeThrough, boolean ceiling) throws NbtFormatException {
        int y = start;
        if (ceiling) {
            // Skip the sky above the roof, then the roof itself, to the first open space under it.
            while (y >= minY && palette.state(block(x, y, z)).isAir()) {
                y--;
            }
            int roof = y;
            while (y >= minY && !palette.state(block(x, y, z)).isAir()) {
                y--;
            }
            if (y < minY) {
                y = roof;
            }
        }
        for (; y >= minY; y--) {
            int id = block(x, y, z);
            if (!palette.state(id).isAir() && !seeThrough.test(id)) {
                return y;
            }
        }
        return minY - 1;
    }

    /** Fills {@link #heights} from the stored WORLD_SURFACE (or, before features, WORLD_SURFACE_WG) heightmap. */
    private boolean heightmap(CompoundBinaryTag root) throws NbtFormatException {
        CompoundBinaryTag maps = Nbt.compound(root, "Heightmaps", "");
        if (maps == null) {
            return false;
        }
        long[] data = Nbt.longArray(maps, "WORLD_SURFACE", "Heightmaps");
        if (data == null) {
            data = Nbt.longArray(maps, "WORLD_SURFACE_WG", "Heightmaps");
        }
        if (data == null) {
            return false;
        }
        try {
            PackedLongs.unpack(data, 256, PackedLongs.ceilLog2(height + 1), heights);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private int block(int x, int y, int z) throws NbtFormatException {
        int sectionY = y >> 4;
        int[] ids = blocks.get(sectionY);
        if (ids == null) {
            ids = unpackBlocks(sectionY);
            blocks.put(sectionY, ids);
        }
        return ids[(y & 15) << 8 | z << 4 | x];
    }

    private int[] unpackBlocks(int sectionY) throws NbtFormatException {
        int[] ids = new int[4096];
        CompoundBinaryTag section = sections.get(sectionY);
        CompoundBinaryTag states = section == null ? null : Nbt.compound(section, "block_states", "section");
        if (states == null) {
            return ids; // air
        }
        String path = "sections[Y=" + sectionY + "].block_states";
        ListBinaryTag entries = Nbt.list(states, "palette", path, BinaryTagTypes.COMPOUND);
        if (entries == null || entries.isEmpty()) {
            throw new NbtFormatException(path + ".palette is missing or empty");
        }
        int[] local = new int[entries.size()];
        for (int k = 0; k < local.length; k++) {
            local[k] = palette.add(ChunkNbtReader.state((CompoundBinaryTag) entries.get(k), path + ".palette"));
        }
        if (local.length == 1) {
            java.util.Arrays.fill(ids, local[0]);
            return ids;
        }
        long[] data = Nbt.longArray(states, "data", path);
        if (data == null) {
            throw new NbtFormatException(path + ".data is missing for a palette of more than one entry");
        }
        try {
            PackedLongs.unpack(data, 4096, PackedLongs.blockBits(local.length), scratch);
        } catch (IllegalArgumentException e) {
            throw new NbtFormatException(path + ".data: " + e.getMessage());
        }
        for (int i = 0; i < 4096; i++) {
            int l = scratch[i];
            if (l >= local.length) {
                throw new NbtFormatException(path + ".data: index " + l + " beyond a palette of " + local.length);
            }
            ids[i] = local[l];
        }
        return ids;
    }

    private int biomeAt(int x, int y, int z) throws NbtFormatException {
        int sectionY = y >> 4;
        int[] ids = sectionBiomes.get(sectionY);
        if (ids == null) {
            ids = unpackBiomes(sectionY);
            sectionBiomes.put(sectionY, ids);
        }
        return ids[((y & 15) >> 2) << 4 | (z >> 2) << 2 | x >> 2];
    }

    private int[] unpackBiomes(int sectionY) throws NbtFormatException {
        int[] ids = new int[64];
        CompoundBinaryTag section = sections.get(sectionY);
        CompoundBinaryTag b = section == null ? null : Nbt.compound(section, "biomes", "section");
        if (b == null) {
            java.util.Arrays.fill(ids, biomes.idOf(ChunkNbtReader.DEFAULT_BIOME));
            return ids;
        }
        String path = "sections[Y=" + sectionY + "].biomes";
        ListBinaryTag entries = Nbt.list(b, "palette", path, BinaryTagTypes.STRING);
        if (entries == null || entries.isEmpty()) {
            throw new NbtFormatException(path + ".palette is missing or empty");
        }
        int[] local = new int[entries.size()];
        for (int k = 0; k < local.length; k++) {
            local[k] = biomes.idOf(((StringBinaryTag) entries.get(k)).value());
        }
        if (local.length == 1) {
            java.util.Arrays.fill(ids, local[0]);
            return ids;
        }
        long[] data = Nbt.longArray(b, "data", path);
        if (data == null) {
            throw new NbtFormatException(path + ".data is missing for a palette of more than one entry");
        }
        try {
            PackedLongs.unpack(data, 64, PackedLongs.biomeBits(local.length), scratch);
        } catch (IllegalArgumentException e) {
            throw new NbtFormatException(path + ".data: " + e.getMessage());
        }
        for (int i = 0; i < 64; i++) {
            ids[i] = local[Math.min(scratch[i], local.length - 1)];
        }
        return ids;
    }
}
