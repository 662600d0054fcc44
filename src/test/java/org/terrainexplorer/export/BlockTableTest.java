package org.terrainexplorer.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.WorldColors;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;

/** Exports colour a block as the map, the section and the 3D view do: one table of block colours, not two. */
class BlockTableTest {

    @Test
    @DisplayName("every block 26.2's overworld, nether and end generate gets the map's own colour in an export")
    void exportsUseTheMapsColours() {
        for (Dimension d : new Dimension[] {Dimension.OVERWORLD, Dimension.THE_NETHER, Dimension.THE_END}) {
            BlockPalette palette = GameData.shipped().open("26.2").world(d, BuiltinWorld.OVERWORLD).palette();
            BlockTable table = new BlockTable(palette);
            for (int id = 0; id < palette.size(); id++) {
                BlockState s = palette.state(id);
                assertEquals(WorldColors.block(s) & 0xFFFFFF, table.rgb[id], s.name());
                assertTrue(s.isAir() || WorldColors.known(s.name()), s.name() + " has a deliberate colour");
            }
        }
    }
}
