package org.terrainexplorer.world.structure;

import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.gen.WorldSpawn;

/** Scratch: the spawn of a seed. */
public final class SpawnScratch {
    public static void main(String[] args) {
        var def = TestWorlds.version(args[0]).world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        RandomState state = new RandomState(def, Long.parseLong(args[1]));
        long t = System.nanoTime();
        WorldSpawn s = WorldSpawn.find(new WorldSampler(state), new WorldGenerator(state), () -> false);
        System.out.println(s + " ms " + (System.nanoTime() - t) / 1e6);
    }
}
