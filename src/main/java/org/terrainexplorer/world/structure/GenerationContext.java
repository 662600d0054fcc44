package org.terrainexplorer.world.structure;

import java.util.function.Predicate;
import org.terrainexplorer.world.random.WorldgenRandom;

/**
 * What one structure's generation in one chunk reads (the game's {@code Structure.GenerationContext}): the world
 * seed, the chunk, a random source with the chunk's large-feature seed, the terrain, the templates and the biomes
 * the structure may start in.
 *
 * @param seed       the world seed
 * @param chunkX     the chunk
 * @param chunkZ     the chunk
 * @param random     seeded with {@code setLargeFeatureSeed(seed, chunkX, chunkZ)}, fresh for this structure
 * @param terrain    the world without structures
 * @param templates  the world's templates
 * @param validBiome whether a biome id is one the structure starts in
 * @param code       the release's structure code
 * @param notes      where the checks say why they passed or failed (Explain), or null
 */
public record GenerationContext(long seed, int chunkX, int chunkZ, WorldgenRandom random, StructureTerrain terrain,
                                Templates templates, Predicate<String> validBiome, StructureCode code,
                                java.util.List<String> notes) {

    /** A context without notes. */
    public GenerationContext(long seed, int chunkX, int chunkZ, WorldgenRandom random, StructureTerrain terrain,
                             Templates templates, Predicate<String> validBiome, StructureCode code) {
        this(seed, chunkX, chunkZ, random, terrain, templates, validBiome, code, null);
    }

    /**
     * Says why a check passed or failed, for Explain (a sentence: "the lowest corner, y 58, is below sea level 63");
     * nothing when no one listens.
     */
    public void note(String why) {
        if (notes != null) {
            notes.add(why);
        }
    }

    /** This context (same random state) keeping notes in {@code into}. */
    public GenerationContext noting(java.util.List<String> into) {
        return new GenerationContext(seed, chunkX, chunkZ, random, terrain, templates, validBiome, code, into);
    }

    /** A context for chunk (chunkX, chunkZ) with a freshly seeded random source. */
    public static GenerationContext of(long seed, int chunkX, int chunkZ, StructureTerrain terrain, Templates templates,
                                       Predicate<String> validBiome, StructureCode code) {
        return new GenerationContext(seed, chunkX, chunkZ, WorldgenRandom.largeFeature(seed, chunkX, chunkZ), terrain,
            templates, validBiome, code);
    }

    public int minBlockX() {
        return chunkX << 4;
    }

    public int minBlockZ() {
        return chunkZ << 4;
    }

    /** The game's {@code ChunkPos.getMiddleBlockX()}. */
    public int middleBlockX() {
        return (chunkX << 4) + 8;
    }

    public int middleBlockZ() {
        return (chunkZ << 4) + 8;
    }

    /** The game's {@code ChunkPos.getBlockX(offset)}. */
    public int blockX(int offset) {
        return (chunkX << 4) + offset;
    }

    public int blockZ(int offset) {
        return (chunkZ << 4) + offset;
    }
}
