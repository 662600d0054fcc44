package org.terrainexplorer.io.export;

import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * What exports need of each block id of a palette, looked up once so the per-block loops only index arrays:
 * whether it is air, whether it is solid (neither air nor fluid) and its colour.
 */
final class BlockTable {

    final boolean[] air;
    final boolean[] solid;
    final int[] rgb;

    BlockTable(BlockPalette palette) {
        int n = palette.size();
        air = new boolean[n];
        solid = new boolean[n];
        rgb = new int[n];
        for (int id = 0; id < n; id++) {
            BlockState s = palette.state(id);
            air[id] = s.isAir();
            solid[id] = !s.isAir() && !s.isFluid();
            rgb[id] = BlockColors.rgb(s.name());
        }
    }
}
