package org.terrainexplorer.world.structure;

import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Scratch: prints the starts of a region. */
public final class StructureScratch {
    public static void main(String[] args) {
        String release = args.length > 0 ? args[0] : "1.21.1";
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 42L;
        int r = args.length > 2 ? Integer.parseInt(args[2]) : 32;
        VersionData v = TestWorlds.version(release);
        WorldDefinition def = v.world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        RandomState state = new RandomState(def, seed);
        WorldGenerator gen = new WorldGenerator(state);
        GeneratedTerrain terrain = new GeneratedTerrain(gen, new WorldSampler(state));
        long t0 = System.nanoTime();
        StructureData data = v.structures();
        long t1 = System.nanoTime();
        StructureWorld world = data.bind(terrain, seed);
        System.out.println("sets " + data.sets().size() + " possible " + world.possibleSets().size() + " load ms " + (t1 - t0) / 1e6);
        for (StructureSet set : world.possibleSets()) {
            for (ChunkPos c : world.structureChunks(set, -r, -r, r, r)) {
                world.start(set, c.x(), c.z()).ifPresent(s -> System.out.println(set.id() + " " + s.id() + " chunk "
                    + c.x() + "," + c.z() + " at " + s.position() + " pieces " + s.pieces().size() + " " + s.startBox()));
            }
        }
        System.out.println("ms " + (System.nanoTime() - t1) / 1e6);
    }
}
