package org.terrainexplorer.world.structure;

import java.util.List;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * A seeded world's terrain as structure placement reads it: the generator's noise stage without structures for
 * heights and columns (both heights of a column are kept in a bounded cache, as jigsaw structures ask for the same
 * columns many times), the sampler for biomes at quarts. Thread-safe.
 */
public final class GeneratedTerrain implements StructureTerrain {

    private static final int KEPT_COLUMNS = 65_536;

    private final WorldGenerator generator;
    private final WorldSampler sampler;
    private final Memo<Long, int[]> heights = new Memo<>(KEPT_COLUMNS);

    public GeneratedTerrain(WorldGenerator generator, WorldSampler sampler) {
        this.generator = generator;
        this.sampler = sampler;
    }

    @Override
    public int minY() {
        return generator.state().world().minY();
    }

    @Override
    public int height() {
        return generator.state().world().height();
    }

    @Override
    public int noiseMinY() {
        return generator.state().world().settings().minY();
    }

    @Override
    public int genDepth() {
        return generator.state().world().settings().height();
    }

    @Override
    public int seaLevel() {
        return generator.state().world().settings().seaLevel();
    }

    @Override
    public int baseHeight(int x, int z, Heightmap type) {
        long key = (long) x & 0xFFFFFFFFL | ((long) z & 0xFFFFFFFFL) << 32;
        int[] h = heights.get(key, k -> {
            int[] out = new int[2];
            generator.baseHeights(x, z, out);
            return out;
        });
        return type.solidOnly() ? h[1] : h[0];
    }

    @Override
    public Column baseColumn(int x, int z) {
        short[] ids = generator.baseColumn(x, z);
        BlockPalette palette = generator.palette();
        int min = minY();
        return y -> y < min || y >= min + ids.length ? BlockState.AIR : palette.state(ids[y - min]);
    }

    @Override
    public String biome(int quartX, int quartY, int quartZ) {
        return sampler.biome(quartX << 2, quartY << 2, quartZ << 2);
    }

    @Override
    public boolean coldEnoughToSnow(int x, int y, int z) {
        var world = generator.state().world();
        String biome = biome(x >> 2, y >> 2, z >> 2);
        return world.climate(biome).coldEnoughToSnow(x, y, z, world.code().snowLine(seaLevel()));
    }

    @Override
    public List<String> possibleBiomes() {
        return generator.state().world().biomeSource().possibleBiomes();
    }
}
