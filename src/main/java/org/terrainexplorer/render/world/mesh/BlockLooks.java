package org.terrainexplorer.render.world.mesh;

import org.terrainexplorer.mesh.VoxelGrid;
import org.terrainexplorer.render.world.WorldColors;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * What the 3D view makes of each block id of a palette, looked up once so the per-block loops only index an
 * array: a {@link VoxelGrid} cell of the block's kind (air; water and other see-through fluids; solid blocks and
 * lava, which the view draws opaque and glowing) and its slot in the {@link PaletteTexture}, by the colours the
 * map and the section use ({@link WorldColors}).
 *
 * <p>Immutable. A growing palette (a saved world's) only adds ids, so a table for a palette's size now serves
 * every chunk made before; {@link #covers} tells whether a chunk's palette has grown past it.
 */
public final class BlockLooks {

    private final BlockPalette palette;
    private final int[] cells;

    private BlockLooks(BlockPalette palette, int[] cells) {
        this.palette = palette;
        this.cells = cells;
    }

    /** The looks of every id the palette has now, slots taken from the texture. */
    public static BlockLooks of(BlockPalette palette, PaletteTexture texture) {
        int n = palette.size();
        int[] cells = new int[n];
        for (int id = 0; id < n; id++) {
            cells[id] = cell(palette.state(id), texture);
        }
        return new BlockLooks(palette, cells);
    }

    private static int cell(BlockState state, PaletteTexture texture) {
        if (state.isAir()) {
            return VoxelGrid.cell(VoxelGrid.AIR, 0);
        }
        int rgb = WorldColors.block(state) & 0xFFFFFF;
        if (state.name().equals("minecraft:lava")) {
            return VoxelGrid.cell(VoxelGrid.SOLID, texture.slot(rgb, PaletteTexture.Look.GLOWING));
        }
        if (state.isFluid()) {
            return VoxelGrid.cell(VoxelGrid.FLUID, texture.slot(rgb, PaletteTexture.Look.SEE_THROUGH));
        }
        return VoxelGrid.cell(VoxelGrid.SOLID, texture.slot(rgb, PaletteTexture.Look.OPAQUE));
    }

    /** Whether this table is for {@code palette} and holds all its ids. */
    public boolean covers(BlockPalette palette) {
        return this.palette == palette && cells.length >= palette.size();
    }

    /** The cell of a block id. */
    public int cell(int id) {
        return cells[id];
    }

    /** The cells by id (not to be changed). */
    int[] cells() {
        return cells;
    }
}
