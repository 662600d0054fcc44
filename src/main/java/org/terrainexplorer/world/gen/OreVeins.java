package org.terrainexplorer.world.gen;

import java.util.List;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * The game's ore veins ({@code OreVeinifier}), placed during the noise fill where the vein toggle is strong:
 * copper veins in granite above y 0, iron veins in tuff below, with scattered ore and raw ore blocks.
 */
public final class OreVeins {

    /** Copper: ore, raw block, filler, y range. */
    static final BlockState COPPER_ORE = BlockState.of("minecraft:copper_ore");
    static final BlockState RAW_COPPER = BlockState.of("minecraft:raw_copper_block");
    static final BlockState GRANITE = BlockState.of("minecraft:granite");
    static final BlockState IRON_ORE = BlockState.of("minecraft:deepslate_iron_ore");
    static final BlockState RAW_IRON = BlockState.of("minecraft:raw_iron_block");
    static final BlockState TUFF = BlockState.of("minecraft:tuff");

    /** Every block a vein can place. */
    public static final List<BlockState> BLOCKS = List.of(COPPER_ORE, RAW_COPPER, GRANITE, IRON_ORE, RAW_IRON, TUFF);

    static final int COPPER_MIN_Y = 0;
    static final int COPPER_MAX_Y = 50;
    static final int IRON_MIN_Y = -60;
    static final int IRON_MAX_Y = -8;

    /** The toggle's strength from which veins appear: {@code (double) 0.4f}, as the game writes it. */
    static final double VEININESS_THRESHOLD = 0.4F;
    static final int EDGE_ROUNDOFF_BEGIN = 20;
    static final double MAX_EDGE_ROUNDOFF = 0.2;
    static final float VEIN_SOLIDNESS = 0.7F;
    static final double MIN_RICHNESS = 0.1F;
    static final double MAX_RICHNESS = 0.3F;
    static final double MAX_RICHNESS_THRESHOLD = 0.6F;
    static final float CHANCE_OF_RAW_ORE_BLOCK = 0.02F;
    static final double SKIP_ORE_IF_GAP_NOISE_IS_BELOW = -0.3F;

    private OreVeins() {
    }
}
