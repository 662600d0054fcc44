package org.terrainexplorer.world;

import java.util.List;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameVersion;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * Whole chunks (blocks, biomes, heightmaps) of a release's dimension, for {@link VersionChecksumTest}: seed 42, a
 * few chunks near the origin and far out, and where the biome lists changed (for the end: the main island, its edge, the outer islands). Prints every
 * release's and dimension's checksum:
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat cp.txt) org.terrainexplorer.world.VersionChecksums
 * </pre>
 */
public final class VersionChecksums {

    static final long SEED = 42L;

    private VersionChecksums() {
    }

    /** The chunks of a dimension. */
    static List<ChunkPos> chunks(Dimension dimension) {
        return switch (dimension) {
            // with a chunk where cherry grove came (1.20), and where pale garden came (1.21.4) and spread (1.21.5)
            case OVERWORLD -> List.of(new ChunkPos(0, 0), new ChunkPos(3000, -2500), new ChunkPos(-176, 188),
                new ChunkPos(-148, 156), new ChunkPos(72, 280));
            case THE_NETHER -> List.of(new ChunkPos(0, 0), new ChunkPos(-37, 112), new ChunkPos(3000, -2500));
            case THE_END -> List.of(new ChunkPos(0, 0), new ChunkPos(6, -5), new ChunkPos(80, -20),
                new ChunkPos(-300, 900));
        };
    }

    /** The checksum of a release's dimension. */
    public static String checksum(String version, Dimension dimension) {
        WorldDefinition world = TestWorlds.load(version, dimension, BuiltinWorld.OVERWORLD);
        return WorldChecksums.checksum(new WorldGenerator(new RandomState(world, SEED)), chunks(dimension), 2);
    }

    /** Prints every release's and dimension's checksum (a release that cannot load says why). */
    public static void main(String[] args) {
        for (GameVersion v : TestWorlds.DATA.versions()) {
            for (Dimension d : Dimension.values()) {
                String sum;
                try {
                    sum = checksum(v.name(), d);
                } catch (RuntimeException e) {
                    sum = "cannot load: " + e.getMessage();
                }
                System.out.println("\"" + v.name() + ", " + d.id() + ", " + sum + "\",");
            }
        }
    }
}
