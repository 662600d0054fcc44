package org.terrainexplorer.world.carver;

import java.util.Set;
import org.terrainexplorer.world.chunk.BlockPalette;

/**
 * The blocks a carver may replace (its {@code replaceable}: a block tag such as
 * {@code #minecraft:overworld_carver_replaceables}, one block, or a list), resolved to block ids. A block state
 * matches by its block, whatever its properties.
 *
 * @param name   how the file named it (the tag, with its {@code #}, or the list)
 * @param blocks the block ids
 */
public record BlockSet(String name, Set<String> blocks) {

    /** Copies the ids. */
    public BlockSet {
        blocks = Set.copyOf(blocks);
    }

    /** Whether a block id is in the set. */
    public boolean contains(String block) {
        return blocks.contains(block);
    }

    /** Per palette id, whether its block is in the set. */
    public boolean[] over(BlockPalette palette) {
        boolean[] in = new boolean[palette.size()];
        for (int i = 0; i < in.length; i++) {
            in[i] = blocks.contains(palette.state(i).name());
        }
        return in;
    }

    @Override
    public String toString() {
        return name;
    }
}
