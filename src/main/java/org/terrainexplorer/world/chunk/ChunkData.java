package org.terrainexplorer.world.chunk;

import java.util.List;

/**
 * A generated chunk: 16 × 16 columns over the world's height, its blocks stored by 16-block section with a
 * palette each (a uniform section is one id; others pack 4 or 8 bits per block, or 16 for sections of more than
 * 256 states), its two generation heightmaps and its biomes (one per 4 × 4 × 4 cell, as the game stores them).
 * Immutable once built; any thread may read it.
 */
public final class ChunkData {

    private final ChunkPos pos;
    private final int minY;
    private final int height;
    private final BlockPalette palette;
    private final List<String> biomeIds;
    private final Section[] sections;
    private final short[] worldSurface;
    private final short[] oceanFloor;
    private final short[] biomes;
    private final CarvingMask carvingMask;

    /**
     * Builds a chunk from a full block array.
     *
     * @param blocks       palette ids, index {@code ((y − minY) · 16 + z) · 16 + x}
     * @param worldSurface per column ({@code z · 16 + x}), one above the highest non-air block (minY if none)
     * @param oceanFloor   per column, one above the highest block that is neither air nor fluid
     * @param biomes       biome indices into {@code biomeIds}, index {@code (qy · 4 + qz) · 4 + qx}
     */
    public ChunkData(ChunkPos pos, int minY, int height, BlockPalette palette, List<String> biomeIds, short[] blocks,
                     int[] worldSurface, int[] oceanFloor, short[] biomes) {
        this(pos, minY, height, palette, biomeIds, blocks, worldSurface, oceanFloor, biomes, null);
    }

    /**
     * Builds a chunk from a full block array, with the carvers' mask when they ran (null when they did not: the
     * chunk is then at the game's {@code surface} status, else at {@code carvers}).
     */
    public ChunkData(ChunkPos pos, int minY, int height, BlockPalette palette, List<String> biomeIds, short[] blocks,
                     int[] worldSurface, int[] oceanFloor, short[] biomes, CarvingMask carvingMask) {
        this.carvingMask = carvingMask;
        this.pos = pos;
        this.minY = minY;
        this.height = height;
        this.palette = palette;
        this.biomeIds = biomeIds;
        this.sections = new Section[height >> 4];
        int[] localIndex = new int[palette.size()];
        java.util.Arrays.fill(localIndex, -1);
        for (int s = 0; s < sections.length; s++) {
            sections[s] = Section.of(blocks, s << 12, localIndex);
        }
        this.worldSurface = toShorts(worldSurface);
        this.oceanFloor = toShorts(oceanFloor);
        this.biomes = biomes.clone();
    }

    private static short[] toShorts(int[] values) {
        short[] s = new short[values.length];
        for (int i = 0; i < values.length; i++) {
            s[i] = (short) values[i];
        }
        return s;
    }

    /** The chunk's position. */
    public ChunkPos pos() {
        return pos;
    }

    /** The lowest y. */
    public int minY() {
        return minY;
    }

    /** The height in blocks. */
    public int height() {
        return height;
    }

    /** The world's block palette. */
    public BlockPalette palette() {
        return palette;
    }

    /** The palette id of the block at chunk-local (x, z) and world y. */
    public int block(int x, int y, int z) {
        int ly = y - minY;
        return sections[ly >> 4].get(((ly & 15) << 8) | (z << 4) | x);
    }

    /** The block state at chunk-local (x, z) and world y. */
    public BlockState blockState(int x, int y, int z) {
        return palette.state(block(x, y, z));
    }

    /** One above the highest non-air block of a column (minY when all air). */
    public int worldSurface(int x, int z) {
        return worldSurface[z << 4 | x];
    }

    /** One above the highest block of a column that is neither air nor fluid. */
    public int oceanFloor(int x, int z) {
        return oceanFloor[z << 4 | x];
    }

    /** The biome stored for the 4 × 4 × 4 cell holding chunk-local (x, z) and world y. */
    public String biome(int x, int y, int z) {
        return biomeIds.get(biomeIndex(x, y, z));
    }

    /** The index in {@link #biomeIds()} of the biome stored for a block's cell. */
    public int biomeIndex(int x, int y, int z) {
        int qy = Math.min(Math.max((y - minY) >> 2, 0), (height >> 2) - 1);
        return biomes[(qy << 4) | ((z >> 2) << 2) | (x >> 2)];
    }

    /** The world's biome ids, by index. */
    public List<String> biomeIds() {
        return biomeIds;
    }

    /** The blocks the carvers visited, or null if they did not run on this chunk. */
    public CarvingMask carvingMask() {
        return carvingMask;
    }

    /** The number of sections. */
    public int sectionCount() {
        return sections.length;
    }

    /** Whether a section (0 = lowest) is one block throughout, and which. */
    public int uniformBlock(int section) {
        return sections[section].uniform();
    }

    /** The bytes this chunk holds (arrays and headers, estimated), for the cache's budget. */
    public long memoryBytes() {
        long bytes = 96 + worldSurface.length * 2L + oceanFloor.length * 2L + biomes.length * 2L
            + (carvingMask == null ? 0 : carvingMask.memoryBytes());
        for (Section s : sections) {
            bytes += s.memoryBytes();
        }
        return bytes;
    }

    /** A 16 × 16 × 16 section: a local palette and packed indices. */
    private static final class Section {
        private final int[] palette;
        private final int bits;
        private final byte[] bytes;
        private final char[] chars;

        private Section(int[] palette, int bits, byte[] bytes, char[] chars) {
            this.palette = palette;
            this.bits = bits;
            this.bytes = bytes;
            this.chars = chars;
        }

        /**
         * The section of {@code blocks[offset .. offset + 4096)}: its local palette in order of first appearance
         * and the packed indices. {@code localIndex} maps palette ids to local indices; it is all −1 on entry and
         * on return (so one array serves every section of a chunk).
         */
        static Section of(short[] blocks, int offset, int[] localIndex) {
            int first = blocks[offset];
            int end = offset + 4096;
            int i = offset + 1;
            while (i < end && blocks[i] == first) {
                i++;
            }
            if (i == end) {
                return new Section(new int[] {first}, 0, null, null);
            }
            int[] local = new int[16];
            int count = 0;
            for (int k = offset; k < end; k++) {
                int id = blocks[k];
                if (localIndex[id] < 0) {
                    if (count == local.length) {
                        local = java.util.Arrays.copyOf(local, count * 2);
                    }
                    localIndex[id] = count;
                    local[count++] = id;
                }
            }
            int[] palette = java.util.Arrays.copyOf(local, count);
            Section section;
            if (count <= 16) {
                byte[] packed = new byte[2048];
                for (int k = 0; k < 4096; k += 2) {
                    packed[k >> 1] = (byte) (localIndex[blocks[offset + k]] | localIndex[blocks[offset + k + 1]] << 4);
                }
                section = new Section(palette, 4, packed, null);
            } else if (count <= 256) {
                byte[] packed = new byte[4096];
                for (int k = 0; k < 4096; k++) {
                    packed[k] = (byte) localIndex[blocks[offset + k]];
                }
                section = new Section(palette, 8, packed, null);
            } else {
                char[] wide = new char[4096];
                for (int k = 0; k < 4096; k++) {
                    wide[k] = (char) localIndex[blocks[offset + k]];
                }
                section = new Section(palette, 16, null, wide);
            }
            for (int id : palette) {
                localIndex[id] = -1;
            }
            return section;
        }

        int get(int i) {
            return switch (bits) {
                case 0 -> palette[0];
                case 4 -> palette[(bytes[i >> 1] >> ((i & 1) << 2)) & 15];
                case 8 -> palette[bytes[i] & 255];
                default -> palette[chars[i]];
            };
        }

        int uniform() {
            return bits == 0 ? palette[0] : -1;
        }

        long memoryBytes() {
            return 48 + palette.length * 4L + (bytes == null ? 0 : bytes.length) + (chars == null ? 0 : chars.length * 2L);
        }
    }
}
