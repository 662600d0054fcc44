package org.terrainexplorer.world.carver;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * A world's carvers: each biome's list of configured carvers, the sine table of the world's release, and whether
 * they run. The list of the biome at a chunk's corner decides which carvers may start in that chunk.
 *
 * <p>Releases before 1.21.2 give a biome two lists, for the game's two carving steps: {@code air} and
 * {@code liquid}. Since 1.18 the game runs only the air step (its {@code liquid_carvers} status does nothing), so
 * the liquid lists are read and kept but never carve, as in the game. Immutable.
 *
 * @param air     per biome id, the carvers of the air step (the only step from 1.21.2 on)
 * @param liquid  per biome id, the liquid step's carvers (never run)
 * @param trig    the release's sine table
 * @param enabled whether chunks are carved (the user's switch; the game always carves)
 */
public record WorldCarvers(Map<String, List<CarverConfig>> air, Map<String, List<CarverConfig>> liquid,
                           CarverTrig trig, boolean enabled) {

    /** No carvers. */
    public static final WorldCarvers NONE = new WorldCarvers(Map.of(), Map.of(), CarverTrig.LEGACY, false);

    /** Copies the maps. */
    public WorldCarvers {
        air = Map.copyOf(air);
        liquid = Map.copyOf(liquid);
    }

    /** The carvers a chunk whose corner lies in {@code biome} may start, in the order the game tries them. */
    public List<CarverConfig> carvers(String biome) {
        return air.getOrDefault(biome, List.of());
    }

    /** Whether any biome has a carver (on or off). */
    public boolean any() {
        return air.values().stream().anyMatch(l -> !l.isEmpty());
    }

    /** Whether chunks get carved: switched on and some biome has a carver. */
    public boolean active() {
        return enabled && any();
    }

    /** These carvers switched on or off. */
    public WorldCarvers withEnabled(boolean on) {
        return new WorldCarvers(air, liquid, trig, on);
    }

    /** These carvers with another release's sine table. */
    public WorldCarvers withTrig(CarverTrig newTrig) {
        return new WorldCarvers(air, liquid, newTrig, enabled);
    }

    /** Every block state the carvers can place, for the world's palette. */
    public List<BlockState> blocks() {
        Set<BlockState> out = new LinkedHashSet<>();
        out.add(BlockState.AIR);
        out.add(BlockState.WATER);
        out.add(BlockState.LAVA);
        for (List<CarverConfig> list : air.values()) {
            for (CarverConfig c : list) {
                if (c instanceof CarverConfig.Cave cave && cave.nether()) {
                    out.add(ChunkCarver.CAVE_AIR);
                }
                DebugSettings d = c.common().debug();
                if (d.enabled()) {
                    out.add(d.air());
                    out.add(d.placedWater());
                    out.add(d.lava());
                    out.add(d.barrier());
                }
            }
        }
        return new ArrayList<>(out);
    }
}
