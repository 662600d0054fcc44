package org.terrainexplorer.world.carver;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * A seeded world's carvers ready to carve its chunks: the {@link CarverStarts} and, per configured carver, its
 * rules over the world's palette (which blocks it replaces, its lava level, its debug markers). Immutable apart
 * from the starts' table; shared by every thread. Each thread carves with a {@link ChunkCarver} of its own.
 */
public final class CompiledCarvers {

    final CarverStarts starts;
    final GenRange range;
    final int minY;
    final int height;
    final Map<CarverConfig, Rules> rules = new IdentityHashMap<>();
    /** Per palette id: grass block or mycelium (a column through them moves its surface down). */
    final boolean[] surfaceBlock;
    /** Per palette id: a fluid (water or lava). */
    final boolean[] fluid;
    /** Per palette id: the dirt block (where the moved surface goes). */
    final boolean[] dirt;
    final int air;
    final int lava;
    final int caveAir;

    /**
     * The carvers of a world for a seed: {@code biomes} are the biomes its source can give, {@code range} its
     * generation range, {@code minY} and {@code height} its dimension's (the carving mask's) extent.
     */
    public CompiledCarvers(WorldCarvers carvers, Set<String> biomes, long seed, GenRange range, int minY, int height,
                           BlockPalette palette) {
        this.starts = new CarverStarts(carvers, biomes, seed, range);
        this.range = range;
        this.minY = minY;
        this.height = height;
        int n = palette.size();
        surfaceBlock = new boolean[n];
        fluid = new boolean[n];
        dirt = new boolean[n];
        for (int i = 0; i < n; i++) {
            BlockState s = palette.state(i);
            surfaceBlock[i] = s.name().equals("minecraft:grass_block") || s.name().equals("minecraft:mycelium");
            fluid[i] = s.isFluid() || "true".equals(s.properties().get("waterlogged"));
            dirt[i] = s.name().equals("minecraft:dirt");
        }
        air = palette.id(BlockState.AIR);
        lava = palette.id(BlockState.LAVA);
        caveAir = palette.idOrMissing(ChunkCarver.CAVE_AIR);
        for (List<CarverConfig> list : carvers.air().values()) {
            for (CarverConfig c : list) {
                rules.computeIfAbsent(c, k -> new Rules(k, palette, range));
            }
        }
    }

    /** The starts (for explanations: which carvers a chunk starts). */
    public CarverStarts starts() {
        return starts;
    }

    /** A configured carver's rules over the palette. */
    static final class Rules {
        final boolean[] replaceable;
        final int lavaLevel;
        final boolean nether;
        final boolean debug;
        final int debugAir;
        final int debugWater;
        final int debugLava;
        final int debugBarrier;

        Rules(CarverConfig c, BlockPalette palette, GenRange range) {
            replaceable = c.common().replaceable().over(palette);
            lavaLevel = c.common().lavaLevel().resolve(range.minY(), range.depth());
            nether = c instanceof CarverConfig.Cave cave && cave.nether();
            DebugSettings d = c.common().debug();
            debug = d.enabled();
            debugAir = debug ? palette.id(d.air()) : -1;
            debugWater = debug ? palette.id(d.placedWater()) : -1;
            debugLava = debug ? palette.id(d.lava()) : -1;
            debugBarrier = debug ? palette.id(d.barrier()) : -1;
        }
    }
}
