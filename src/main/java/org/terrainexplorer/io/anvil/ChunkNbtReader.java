package org.terrainexplorer.io.anvil;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeMap;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.json.Ids;

/**
 * Reads chunk NBT of release 1.18 or newer (sections at the top level, {@code block_states} and {@code biomes}
 * palettes with packed data) into {@link ChunkData}, numbering block states in the world's growing palette and
 * biomes in its growing list. The heightmaps are recomputed from the blocks with {@link ChunkData}'s meaning
 * (non-air; neither air nor fluid), since the game's stored ones differ by status and by what counts as solid.
 *
 * <p>Thread-safe: each thread has its own scratch arrays.
 */
final class ChunkNbtReader {

    /** Statuses before the noise step: the chunk has no blocks yet, so it counts as not generated. */
    private static final Set<String> BEFORE_NOISE = Set.of("empty", "structure_starts", "structure_references",
        "biomes");
    /** What the game assumes for a section without biomes. */
    static final String DEFAULT_BIOME = "minecraft:plains";

    private final int minY;
    private final int height;
    private final BlockPalette palette;
    private final GrowingIds biomes;
    private final ThreadLocal<Scratch> scratch;

    ChunkNbtReader(int minY, int height, BlockPalette palette, GrowingIds biomes) {
        this.minY = minY;
        this.height = height;
        this.palette = palette;
        this.biomes = biomes;
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(height));
    }

    /** A thread's arrays: the chunk's blocks and biomes, one section's indices, the kinds of block ids. */
    private static final class Scratch {
        final short[] blocks;
        final short[] biomes;
        final int[] indices = new int[4096];
        final int[] worldSurface = new int[256];
        final int[] oceanFloor = new int[256];
        /** Per block id: 0 not looked at yet, 1 air, 2 fluid, 3 anything else. */
        byte[] kinds = new byte[256];

        Scratch(int height) {
            blocks = new short[height << 8];
            biomes = new short[(height >> 2) << 4];
        }
    }

    /**
     * The chunk in {@code root}, or null if its status says it has no blocks yet.
     *
     * @throws NbtFormatException if the NBT is not a 1.18+ chunk, is of another position, or has a field of the
     *                            wrong type or size
     */
    ChunkData read(CompoundBinaryTag root, ChunkPos expected) throws NbtFormatException {
        if (root.get("Level") != null) {
            Long version = Nbt.integer(root, "DataVersion", "");
            throw new NbtFormatException("a chunk from before release 1.18 (data version "
                + (version == null ? "unknown" : version) + "); open the world once in Minecraft 1.18 or newer");
        }
        Long x = Nbt.integer(root, "xPos", "");
        Long z = Nbt.integer(root, "zPos", "");
        if (x == null || z == null) {
            throw new NbtFormatException("xPos or zPos is missing");
        }
        if (x != expected.x() || z != expected.z()) {
            throw new NbtFormatException("holds chunk (" + x + ", " + z + ") where chunk (" + expected.x() + ", "
                + expected.z() + ") belongs");
        }
        String status = Nbt.string(root, "Status", "");
        if (status == null) {
            throw new NbtFormatException("Status is missing");
        }
        if (BEFORE_NOISE.contains(Ids.shortName(status))) {
            return null;
        }
        Scratch s = scratch.get();
        Arrays.fill(s.blocks, (short) BlockPalette.AIR);
        short plains = (short) biomes.idOf(DEFAULT_BIOME);
        Arrays.fill(s.biomes, plains);
        ListBinaryTag sections = Nbt.list(root, "sections", "", BinaryTagTypes.COMPOUND);
        if (sections == null) {
            throw new NbtFormatException("sections is missing");
        }
        int minSection = minY >> 4;
        int sectionCount = height >> 4;
        for (int i = 0; i < sections.size(); i++) {
            CompoundBinaryTag section = (CompoundBinaryTag) sections.get(i);
            String path = "sections[" + i + "]";
            Long y = Nbt.integer(section, "Y", path);
            if (y == null) {
                throw new NbtFormatException(path + ".Y is missing");
            }
            long index = y - minSection;
            if (index < 0 || index >= sectionCount) {
                continue; // the light-only sections below and above the world
            }
            CompoundBinaryTag states = Nbt.compound(section, "block_states", path);
            if (states != null) {
                readBlocks(states, path + ".block_states", (int) index, s);
            }
            CompoundBinaryTag sectionBiomes = Nbt.compound(section, "biomes", path);
            if (sectionBiomes != null) {
                readBiomes(sectionBiomes, path + ".biomes", (int) index, s);
            }
        }
        heightmaps(s);
        return new ChunkData(expected, minY, height, palette, biomes, s.blocks, s.worldSurface, s.oceanFloor,
            s.biomes);
    }

    private void readBlocks(CompoundBinaryTag states, String path, int section, Scratch s)
        throws NbtFormatException {
        ListBinaryTag entries = Nbt.list(states, "palette", path, BinaryTagTypes.COMPOUND);
        if (entries == null || entries.isEmpty()) {
            throw new NbtFormatException(path + ".palette is missing or empty");
        }
        int[] ids = new int[entries.size()];
        for (int k = 0; k < ids.length; k++) {
            ids[k] = palette.add(state((CompoundBinaryTag) entries.get(k), path + ".palette[" + k + "]"));
        }
        int offset = section << 12;
        if (ids.length == 1) {
            Arrays.fill(s.blocks, offset, offset + 4096, (short) ids[0]);
            return;
        }
        unpack(states, path, 4096, PackedLongs.blockBits(ids.length), s.indices);
        for (int i = 0; i < 4096; i++) {
            int local = s.indices[i];
            if (local >= ids.length) {
                throw new NbtFormatException(path + ".data: index " + local + " beyond a palette of " + ids.length);
            }
            s.blocks[offset + i] = (short) ids[local];
        }
    }

    private void readBiomes(CompoundBinaryTag section, String path, int index, Scratch s) throws NbtFormatException {
        ListBinaryTag entries = Nbt.list(section, "palette", path, BinaryTagTypes.STRING);
        if (entries == null || entries.isEmpty()) {
            throw new NbtFormatException(path + ".palette is missing or empty");
        }
        int[] ids = new int[entries.size()];
        for (int k = 0; k < ids.length; k++) {
            ids[k] = biomes.idOf(((StringBinaryTag) entries.get(k)).value());
        }
        int offset = index << 6;
        if (ids.length == 1) {
            Arrays.fill(s.biomes, offset, offset + 64, (short) ids[0]);
            return;
        }
        unpack(section, path, 64, PackedLongs.biomeBits(ids.length), s.indices);
        for (int i = 0; i < 64; i++) {
            int local = s.indices[i];
            if (local >= ids.length) {
                throw new NbtFormatException(path + ".data: index " + local + " beyond a palette of " + ids.length);
            }
            s.biomes[offset + i] = (short) ids[local];
        }
    }

    private static void unpack(CompoundBinaryTag container, String path, int count, int bits, int[] out)
        throws NbtFormatException {
        long[] data = Nbt.longArray(container, "data", path);
        if (data == null) {
            throw new NbtFormatException(path + ".data is missing for a palette of more than one entry");
        }
        try {
            PackedLongs.unpack(data, count, bits, out);
        } catch (IllegalArgumentException e) {
            throw new NbtFormatException(path + ".data: " + e.getMessage());
        }
    }

    /** A palette entry {@code {Name, Properties}} as a block state. */
    static BlockState state(CompoundBinaryTag entry, String path) throws NbtFormatException {
        String name = Nbt.string(entry, "Name", path);
        if (name == null) {
            throw new NbtFormatException(path + ".Name is missing");
        }
        CompoundBinaryTag properties = Nbt.compound(entry, "Properties", path);
        TreeMap<String, String> map = new TreeMap<>();
        if (properties != null) {
            for (String key : properties.keySet()) {
                String value = Nbt.string(properties, key, path + ".Properties");
                map.put(key, value);
            }
        }
        return new BlockState(name.indexOf(':') < 0 ? "minecraft:" + name : name, map);
    }

    /** Both of {@link ChunkData}'s heightmaps from the blocks just read. */
    private void heightmaps(Scratch s) {
        for (int column = 0; column < 256; column++) {
            int surface = minY;
            int floor = minY;
            for (int ly = height - 1; ly >= 0; ly--) {
                int kind = kind(s, s.blocks[ly << 8 | column]);
                if (kind != 1) {
                    if (surface == minY) {
                        surface = minY + ly + 1;
                    }
                    if (kind == 3) {
                        floor = minY + ly + 1;
                        break;
                    }
                }
            }
            s.worldSurface[column] = surface;
            s.oceanFloor[column] = floor;
        }
    }

    private int kind(Scratch s, int id) {
        if (id >= s.kinds.length) {
            s.kinds = Arrays.copyOf(s.kinds, Math.max(id + 1, s.kinds.length * 2));
        }
        byte k = s.kinds[id];
        if (k == 0) {
            BlockState state = palette.state(id);
            k = state.isAir() ? (byte) 1
                : state.isFluid() || "true".equals(state.properties().get("waterlogged")) ? (byte) 2 : (byte) 3;
            s.kinds[id] = k;
        }
        return k;
    }
}
