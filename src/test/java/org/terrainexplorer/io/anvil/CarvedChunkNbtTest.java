package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.McData;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/** A carved chunk is saved at status carvers with its carving mask, as the game saves one; others at surface. */
class CarvedChunkNbtTest {

    @Test
    @DisplayName("a carved chunk: status minecraft:carvers, CarvingMasks.AIR the mask, its blocks read back the same")
    void carvedChunk() throws Exception {
        WorldDefinition world = McData.overworld("1.21.1");
        ChunkData chunk = new WorldGenerator(new RandomState(world, 42L)).generate(new ChunkPos(0, 0), () -> false);
        CompoundBinaryTag nbt = new ChunkNbtWriter().write(chunk, StructureNbt.NONE);
        assertEquals("minecraft:carvers", nbt.getString("Status"));
        long[] air = nbt.getCompound("CarvingMasks").getLongArray("AIR");
        assertArrayEquals(chunk.carvingMask().toLongArray(), air);
        assertTrue(java.util.BitSet.valueOf(air).cardinality() > 1000, "the carvers visited this chunk");
        ChunkData read = new ChunkNbtReader(world.minY(), world.height(), BlockPalette.growing(), new GrowingIds())
            .read(nbt, chunk.pos());
        for (int y = chunk.minY(); y < chunk.minY() + chunk.height(); y++) {
            for (int i = 0; i < 256; i++) {
                assertEquals(chunk.blockState(i & 15, y, i >> 4), read.blockState(i & 15, y, i >> 4));
            }
        }
    }

    @Test
    @DisplayName("a chunk made with the carvers off: status minecraft:surface and no carving masks")
    void uncarvedChunk() {
        WorldDefinition world = McData.overworld("1.21.1").withCarvers(false);
        ChunkData chunk = new WorldGenerator(new RandomState(world, 42L)).generate(new ChunkPos(0, 0), () -> false);
        CompoundBinaryTag nbt = new ChunkNbtWriter().write(chunk, StructureNbt.NONE);
        assertEquals("minecraft:surface", nbt.getString("Status"));
        assertEquals(0, nbt.getCompound("CarvingMasks").size());
    }
}
