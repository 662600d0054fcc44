package org.terrainexplorer.world.gen;

import java.util.List;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * What the surface stage needs of a world's data besides what its rule names: the noises it samples and the blocks
 * it places of its own (the badlands' bands, the frozen oceans' icebergs), so that a world's loader reads them.
 */
public final class SurfaceNeeds {

    private SurfaceNeeds() {
    }

    /** The terracotta blocks of the badlands bands. */
    public static final List<BlockState> BAND_BLOCKS = List.of(BlockState.of("minecraft:terracotta"),
        BlockState.of("minecraft:orange_terracotta"), BlockState.of("minecraft:yellow_terracotta"),
        BlockState.of("minecraft:brown_terracotta"), BlockState.of("minecraft:red_terracotta"),
        BlockState.of("minecraft:white_terracotta"), BlockState.of("minecraft:light_gray_terracotta"));

    /** The blocks the frozen-ocean extension places. */
    public static final List<BlockState> EXTENSION_BLOCKS = List.of(BlockState.of("minecraft:snow_block"),
        BlockState.of("minecraft:packed_ice"));

    /** The noises the surface system samples, besides those its rules name. */
    public static final List<String> NOISES = List.of("minecraft:surface", "minecraft:surface_secondary",
        "minecraft:clay_bands_offset", "minecraft:badlands_pillar", "minecraft:badlands_pillar_roof",
        "minecraft:badlands_surface", "minecraft:iceberg_pillar", "minecraft:iceberg_pillar_roof",
        "minecraft:iceberg_surface");
}
