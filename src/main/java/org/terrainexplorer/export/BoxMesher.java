package org.terrainexplorer.export;

import java.util.function.BooleanSupplier;
import org.terrainexplorer.mesh.GreedyMesher;
import org.terrainexplorer.mesh.VoxelGrid;

/**
 * The visible surface of a box for the {@code .glb} export, through the same {@link GreedyMesher} as the 3D view:
 * a face of a solid block (neither air nor fluid) is drawn where its neighbour is not solid; outside the box counts
 * as open, so the box is closed. Quads merge faces of the same colour; their key is the colour {@code 0xRRGGBB}.
 */
public final class BoxMesher {

    private BoxMesher() {
    }

    /** Meshes a box; throws {@link java.util.concurrent.CancellationException} when cancelled. */
    public static GreedyMesher.Quads mesh(VoxelBox box, BooleanSupplier cancelled) {
        BlockTable table = new BlockTable(box.palette());
        VoxelGrid grid = new VoxelGrid();
        grid.resize(box.sizeX(), box.sizeY(), box.sizeZ(), VoxelGrid.cell(VoxelGrid.AIR, 0));
        int[] cells = grid.cells();
        for (int y = 0; y < box.sizeY(); y++) {
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            for (int z = 0; z < box.sizeZ(); z++) {
                int i = grid.index(0, y, z);
                for (int x = 0; x < box.sizeX(); x++, i++) {
                    int id = box.block(x, y, z);
                    if (table.solid[id]) {
                        cells[i] = VoxelGrid.cell(VoxelGrid.SOLID, table.rgb[id]);
                    }
                }
            }
        }
        GreedyMesher.Quads quads = new GreedyMesher.Quads();
        GreedyMesher.mesh(grid, VoxelGrid.SOLID, 1 << VoxelGrid.SOLID, quads, cancelled);
        return quads;
    }
}
