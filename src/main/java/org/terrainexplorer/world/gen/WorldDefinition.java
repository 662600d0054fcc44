package org.terrainexplorer.world.gen;

import java.util.Map;
import org.terrainexplorer.world.carver.WorldCarvers;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * Everything that decides a world's terrain except the seed: its noise settings, its vertical extent (the
 * dimension type's), its biome source, the climate of its biomes and the palette of blocks it can generate.
 * Immutable; a chunk is a pure function of (definition, seed, chunk position).
 *
 * @param name         what the user calls it ("Overworld", a datapack's name)
 * @param settings     the noise settings
 * @param minY         the dimension's lowest y
 * @param height       the dimension's height
 * @param biomeSource  the biome source
 * @param biomes       the climate of every biome the source can give, by id
 * @param palette      the blocks this world can generate
 * @param noises       the noises the surface system and surface rules sample, by id (the router's are in it)
 * @param code         the release whose generation code makes the world (what its data cannot show)
 * @param carvers      the biomes' carvers and whether they run (the palette holds the blocks they place)
 */
public record WorldDefinition(String name, NoiseSettings settings, int minY, int height, BiomeSource biomeSource,
                              Map<String, BiomeClimate> biomes, BlockPalette palette,
                              Map<String, NoiseParameters> noises, GameCode code, WorldCarvers carvers) {

    /** A definition without carvers. */
    public WorldDefinition(String name, NoiseSettings settings, int minY, int height, BiomeSource biomeSource,
                           Map<String, BiomeClimate> biomes, BlockPalette palette,
                           Map<String, NoiseParameters> noises, GameCode code) {
        this(name, settings, minY, height, biomeSource, biomes, palette, noises, code, WorldCarvers.NONE);
    }

    /** The climate of a biome. */
    public BiomeClimate climate(String biome) {
        BiomeClimate c = biomes.get(biome);
        if (c == null) {
            throw new IllegalArgumentException("no climate for biome " + biome);
        }
        return c;
    }

    /** This definition with other noise settings (a knob edit, aquifers switched), same biomes and palette. */
    public WorldDefinition withSettings(NoiseSettings newSettings) {
        return new WorldDefinition(name, newSettings, minY, height, biomeSource, biomes, palette, noises, code, carvers);
    }

    /** This definition with its carvers on or off (the game always carves; off shows the noise caves alone). */
    public WorldDefinition withCarvers(boolean on) {
        return withCarvers(carvers.withEnabled(on));
    }

    /** This definition with other carvers; their blocks must be in the palette (see {@link WorldCarvers#blocks}). */
    public WorldDefinition withCarvers(WorldCarvers newCarvers) {
        for (var state : newCarvers.blocks()) {
            if (palette.idOrMissing(state) < 0) {
                throw new IllegalArgumentException("the palette has no " + state + ", which the carvers place");
            }
        }
        return new WorldDefinition(name, settings, minY, height, biomeSource, biomes, palette, noises, code,
            newCarvers);    }
}
