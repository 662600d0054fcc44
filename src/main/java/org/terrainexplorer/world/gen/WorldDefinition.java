package org.terrainexplorer.world.gen;

import java.util.Map;
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
 */
public record WorldDefinition(String name, NoiseSettings settings, int minY, int height, BiomeSource biomeSource,
                              Map<String, BiomeClimate> biomes, BlockPalette palette,
                              Map<String, NoiseParameters> noises, GameCode code) {

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
        return new WorldDefinition(name, newSettings, minY, height, biomeSource, biomes, palette, noises, code);
    }
}
