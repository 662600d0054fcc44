package org.terrainexplorer.io.anvil;

import java.nio.file.Path;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/** The overworld with seed 42, loaded once for all the Anvil tests (a holder: built on first use, then fixed). */
final class Overworld42 {

    static final WorldDefinition WORLD = TestWorlds.load(BuiltinWorld.OVERWORLD);
    static final WorldGenerator GENERATOR = new WorldGenerator(new RandomState(WORLD, 42L));

    private Overworld42() {
    }

    /** A request to save a rectangle of it. */
    static AnvilSaver.Request request(Path target, ChunkPos from, ChunkPos to) {
        return new AnvilSaver.Request(GENERATOR, WORLD, new WorldOrigin.Builtin(BuiltinWorld.OVERWORLD), 42L, from,
            to, target, false);
    }
}
