package org.terrainexplorer.export;

import org.terrainexplorer.render.world.WorldColors;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * What exports need of each block id of a palette, looked up once so the per-block loops only index arrays:
 * whether it is air, whether it is solid (neither air nor fluid) and its colour, the one the map, the section and
 * the 3D view give it ({@link WorldColors#block}: tinted blocks at the plains' tints).
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
            rgb[id] = WorldColors.block(s) & 0xFFFFFF;
        }
    }
}
