package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.nio.file.Path;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/** Small worlds saved as the explorer saves them, for tests that open a saved world in the window. */
public final class SmallSaves {

    private SmallSaves() {
    }

    /** Saves chunks −2..1 × −1..0 of seed 42's overworld (the test run's release) as a world in {@code folder}. */
    public static void seed42(Path folder) throws IOException {
        WorldDefinition world = TestWorlds.load(BuiltinWorld.OVERWORLD);
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        try (RenderPool p = new RenderPool(2)) {
            AnvilSaver.save(new AnvilSaver.Request(generator, world, new WorldOrigin.Builtin(BuiltinWorld.OVERWORLD),
                42L, new ChunkPos(-2, -1), new ChunkPos(1, 0), folder, false), p, n -> { }, () -> false);
        }
    }
}
