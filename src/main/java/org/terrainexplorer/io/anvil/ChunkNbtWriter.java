package org.terrainexplorer.io.anvil;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;

/**
 * A generated chunk as release 1.21.1 stores a chunk still being generated (a proto chunk): its sections' block
 * states and biomes, the two world-generation heightmaps and its status: {@code minecraft:carvers} with the
 * carvers' mask when the explorer carved it (noise, surface and carvers), else {@code minecraft:surface}. When the
 * game loads the chunk it continues from there: (carvers,) features, light, spawn, then a full chunk. The fields
 * and their forms follow the game's {@code ChunkSerializer.write} of 1.20.5–1.21.1; empty lists and compounds
 * stand for the entities, ticks and post-processing marks the explorer does not make. Its structures are what
 * {@link StructureNbt} writes.
 *
 * <p>One writer per thread: it reuses its scratch arrays (and the palette entries it made) between chunks.
 */
final class ChunkNbtWriter {

    /** Release 1.21.1's data version, the default. */
    static final int DATA_VERSION = 3955;
    /** The status of a chunk after the noise and surface steps. */
    static final String STATUS = "minecraft:surface";
    /** The status of a chunk after the carvers step too. */
    static final String STATUS_CARVED = "minecraft:carvers";
    /** The heightmaps a chunk before the carvers step keeps: {@code ChunkStatus}'s world-generation set. */
    static final String WORLD_SURFACE_WG = "WORLD_SURFACE_WG";
    static final String OCEAN_FLOOR_WG = "OCEAN_FLOOR_WG";

    private final int dataVersion;
    private final int[] used = new int[4096];
    private final int[] indices = new int[4096];
    private final int[] biomeUsed = new int[64];
    private final int[] heights = new int[256];
    /** The palette the id-indexed arrays below are for. */
    private BlockPalette palette;
    private CompoundBinaryTag[] stateTags = new CompoundBinaryTag[0];
    private int[] localOf = new int[0];
    private int[] biomeLocal = new int[0];
    private List<String> biomeIds;

    /** A writer stamping chunks with release 1.21.1's data version. */
    ChunkNbtWriter() {
        this(DATA_VERSION);
    }

    /** A writer stamping chunks with {@code dataVersion} (the chunk format is the same from 1.18 to 26.2). */
    ChunkNbtWriter(int dataVersion) {
        this.dataVersion = dataVersion;
    }

    /** The chunk's NBT compound with its {@code structures} compound (see {@link StructureNbt}). */
    CompoundBinaryTag write(ChunkData chunk, CompoundBinaryTag structures) {
        prepare(chunk);
        int sections = chunk.sectionCount();
        int minSection = chunk.minY() >> 4;
        ListBinaryTag.Builder<CompoundBinaryTag> sectionList = ListBinaryTag.builder(BinaryTagTypes.COMPOUND);
        ListBinaryTag.Builder<ListBinaryTag> postProcessing = ListBinaryTag.builder(BinaryTagTypes.LIST);
        for (int s = 0; s < sections; s++) {
            sectionList.add(CompoundBinaryTag.builder()
                .putByte("Y", (byte) (minSection + s))
                .put("block_states", blockStates(chunk, s))
                .put("biomes", biomes(chunk, s))
                .build());
            postProcessing.add(ListBinaryTag.empty());
        }
        return CompoundBinaryTag.builder()
            .putInt("DataVersion", dataVersion)
            .putInt("xPos", chunk.pos().x())
            .putInt("yPos", minSection)
            .putInt("zPos", chunk.pos().z())
            .putLong("LastUpdate", 0L)
            .putLong("InhabitedTime", 0L)
            .putString("Status", chunk.carvingMask() == null ? STATUS : STATUS_CARVED)
            .put("sections", sectionList.build())
            .put("block_entities", ListBinaryTag.empty())
            .put("entities", ListBinaryTag.empty())
            .put("CarvingMasks", carvingMasks(chunk))
            .put("block_ticks", ListBinaryTag.empty())
            .put("fluid_ticks", ListBinaryTag.empty())
            .put("PostProcessing", postProcessing.build())
            .put("Heightmaps", CompoundBinaryTag.builder()
                .put(WORLD_SURFACE_WG, heightmap(chunk, false))
                .put(OCEAN_FLOOR_WG, heightmap(chunk, true))
                .build())
            .put("structures", structures)
            .build();
    }

    /** Sizes the id-indexed arrays for the chunk's palette and biome list, forgetting another palette's tags. */
    private void prepare(ChunkData chunk) {
        if (chunk.palette() != palette) {
            palette = chunk.palette();
            stateTags = new CompoundBinaryTag[palette.size()];
            localOf = new int[palette.size()];
            Arrays.fill(localOf, -1);
        } else if (localOf.length < palette.size()) {
            int old = localOf.length;
            stateTags = Arrays.copyOf(stateTags, palette.size());
            localOf = Arrays.copyOf(localOf, palette.size());
            Arrays.fill(localOf, old, localOf.length, -1);
        }
        biomeIds = chunk.biomeIds();
        if (biomeLocal.length < biomeIds.size()) {
            int old = biomeLocal.length;
            biomeLocal = Arrays.copyOf(biomeLocal, biomeIds.size());
            Arrays.fill(biomeLocal, old, biomeLocal.length, -1);
        }
    }

    /** A section's {@code block_states}: the palette in order of first appearance and the packed indices. */
    private CompoundBinaryTag blockStates(ChunkData chunk, int section) {
        int uniform = chunk.uniformBlock(section);
        if (uniform >= 0) {
            return CompoundBinaryTag.builder()
                .put("palette", ListBinaryTag.builder(BinaryTagTypes.COMPOUND).add(stateTag(uniform)).build())
                .build();
        }
        int baseY = chunk.minY() + (section << 4);
        int count = 0;
        int i = 0;
        for (int y = 0; y < 16; y++) {
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++, i++) {
                    int id = chunk.block(x, baseY + y, z);
                    int local = localOf[id];
                    if (local < 0) {
                        local = count;
                        localOf[id] = count;
                        used[count++] = id;
                    }
                    indices[i] = local;
                }
            }
        }
        ListBinaryTag.Builder<CompoundBinaryTag> entries = ListBinaryTag.builder(BinaryTagTypes.COMPOUND);
        for (int k = 0; k < count; k++) {
            entries.add(stateTag(used[k]));
            localOf[used[k]] = -1;
        }
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder().put("palette", entries.build());
        if (count > 1) {
            b.put("data", LongArrayBinaryTag.longArrayBinaryTag(
                PackedLongs.pack(indices, 4096, PackedLongs.blockBits(count))));
        }
        return b.build();
    }

    /** A section's {@code biomes}: 4 × 4 × 4 cells, index {@code (y · 4 + z) · 4 + x}. */
    private CompoundBinaryTag biomes(ChunkData chunk, int section) {
        int baseY = chunk.minY() + (section << 4);
        int count = 0;
        int i = 0;
        for (int qy = 0; qy < 4; qy++) {
            for (int qz = 0; qz < 4; qz++) {
                for (int qx = 0; qx < 4; qx++, i++) {
                    int id = chunk.biomeIndex(qx << 2, baseY + (qy << 2), qz << 2);
                    int local = biomeLocal[id];
                    if (local < 0) {
                        local = count;
                        biomeLocal[id] = count;
                        biomeUsed[count++] = id;
                    }
                    indices[i] = local;
                }
            }
        }
        ListBinaryTag.Builder<StringBinaryTag> entries = ListBinaryTag.builder(BinaryTagTypes.STRING);
        for (int k = 0; k < count; k++) {
            entries.add(StringBinaryTag.stringBinaryTag(biomeIds.get(biomeUsed[k])));
            biomeLocal[biomeUsed[k]] = -1;
        }
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder().put("palette", entries.build());
        if (count > 1) {
            b.put("data", LongArrayBinaryTag.longArrayBinaryTag(
                PackedLongs.pack(indices, 64, PackedLongs.biomeBits(count))));
        }
        return b.build();
    }

    /** The carving masks by step: the air step's, when the chunk was carved ({@code BitSet.toLongArray} form). */
    private static CompoundBinaryTag carvingMasks(ChunkData chunk) {
        if (chunk.carvingMask() == null) {
            return CompoundBinaryTag.empty();
        }
        return CompoundBinaryTag.builder()
            .put("AIR", LongArrayBinaryTag.longArrayBinaryTag(chunk.carvingMask().toLongArray()))
            .build();
    }

    /** A heightmap as the game packs it: 256 heights above the world's bottom, x fastest. */
    private LongArrayBinaryTag heightmap(ChunkData chunk, boolean oceanFloor) {
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int h = oceanFloor ? chunk.oceanFloor(x, z) : chunk.worldSurface(x, z);
                heights[z << 4 | x] = h - chunk.minY();
            }
        }
        return LongArrayBinaryTag.longArrayBinaryTag(
            PackedLongs.pack(heights, 256, PackedLongs.ceilLog2(chunk.height() + 1)));
    }

    /** A palette entry: {@code {Name, Properties}}, made once per state. */
    private CompoundBinaryTag stateTag(int id) {
        CompoundBinaryTag tag = stateTags[id];
        if (tag == null) {
            tag = stateTag(palette.state(id));
            stateTags[id] = tag;
        }
        return tag;
    }

    /** The game's form of a block state in a palette. */
    static CompoundBinaryTag stateTag(BlockState state) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder().putString("Name", state.name());
        if (!state.properties().isEmpty()) {
            CompoundBinaryTag.Builder p = CompoundBinaryTag.builder();
            for (Map.Entry<String, String> e : state.properties().entrySet()) {
                p.putString(e.getKey(), e.getValue());
            }
            b.put("Properties", p.build());
        }
        return b.build();
    }
}
