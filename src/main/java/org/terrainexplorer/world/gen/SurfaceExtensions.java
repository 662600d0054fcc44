package org.terrainexplorer.world.gen;

import java.util.List;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.noise.NormalNoise;
import org.terrainexplorer.world.random.PositionalRandomFactory;
import org.terrainexplorer.world.random.RandomSource;

/**
 * The two places where the game's surface system adds blocks of its own besides the surface rule: the eroded
 * badlands raise stone pillars into the air before the walk, and frozen oceans grow icebergs of packed ice and snow
 * after it, each from noises of its own. Part of {@link SurfaceSystem}, which calls these for each column with the
 * walk's {@link SurfaceSystem.Worker}.
 */
final class SurfaceExtensions {

    private final WorldDefinition world;
    private final int defaultBlock;
    private final int seaLevel;
    /** The y above which temperature falls with height ({@link GameCode#snowLine}). */
    private final int snowLine;
    private final int snowBlock;
    private final int packedIce;
    private final boolean[] air;
    private final boolean[] water;
    /** Palette ids of the default block's block, whatever its properties (the badlands pillars stop there). */
    private final boolean[] defaultBlockKind;
    private final NormalNoise badlandsPillarNoise;
    private final NormalNoise badlandsPillarRoofNoise;
    private final NormalNoise badlandsSurfaceNoise;
    private final NormalNoise icebergPillarNoise;
    private final NormalNoise icebergPillarRoofNoise;
    private final NormalNoise icebergSurfaceNoise;
    private final PositionalRandomFactory noiseRandom;
    private final int erodedBadlands;
    private final int frozenOcean;
    private final int deepFrozenOcean;
    private final BiomeClimate[] climates;

    SurfaceExtensions(RandomState state, List<String> biomeIds, BiomeClimate[] climates, int defaultBlock,
                      boolean[] air) {
        this.world = state.world();
        this.climates = climates;
        this.defaultBlock = defaultBlock;
        this.air = air;
        BlockPalette palette = world.palette();
        NoiseSettings settings = world.settings();
        seaLevel = settings.seaLevel();
        snowLine = world.code().snowLine(seaLevel);
        snowBlock = palette.id(SurfaceNeeds.EXTENSION_BLOCKS.get(0));
        packedIce = palette.id(SurfaceNeeds.EXTENSION_BLOCKS.get(1));
        water = new boolean[palette.size()];
        defaultBlockKind = new boolean[palette.size()];
        for (int i = 0; i < palette.size(); i++) {
            water[i] = palette.state(i).name().equals("minecraft:water");
            defaultBlockKind[i] = palette.state(i).name().equals(settings.defaultBlock().name());
        }
        badlandsPillarNoise = state.noise("minecraft:badlands_pillar");
        badlandsPillarRoofNoise = state.noise("minecraft:badlands_pillar_roof");
        badlandsSurfaceNoise = state.noise("minecraft:badlands_surface");
        icebergPillarNoise = state.noise("minecraft:iceberg_pillar");
        icebergPillarRoofNoise = state.noise("minecraft:iceberg_pillar_roof");
        icebergSurfaceNoise = state.noise("minecraft:iceberg_surface");
        noiseRandom = state.random();
        erodedBadlands = biomeIds.indexOf("minecraft:eroded_badlands");
        frozenOcean = biomeIds.indexOf("minecraft:frozen_ocean");
        deepFrozenOcean = biomeIds.indexOf("minecraft:deep_frozen_ocean");
    }

    /**
     * The biomes with an extension (eroded badlands, the frozen oceans) among {@code biomeIds}, as a set the rules'
     * compiler tests, or null when the world has none.
     */
    static SurfaceRuleCompiler.BiomeSet biomeSet(java.util.List<String> biomeIds, SurfaceRuleCompiler compiler) {
        java.util.List<String> extended = java.util.List.of("minecraft:eroded_badlands", "minecraft:frozen_ocean",
            "minecraft:deep_frozen_ocean").stream().filter(biomeIds::contains).toList();
        return extended.isEmpty() ? null : compiler.biomeSet(extended);
    }

    /** Whether a column of this biome gets the badlands' pillars. */
    boolean erodedBadlands(int biome) {
        return biome >= 0 && biome == erodedBadlands;
    }

    /** Whether a column of this biome may get an iceberg. */
    boolean frozenOcean(int biome) {
        return biome >= 0 && (biome == frozenOcean || biome == deepFrozenOcean);
    }

    /** The game's eroded-badlands extension: raises column (x, z)'s stone pillar, if its noises make one. */
    void badlandsPillar(SurfaceSystem.Worker w, int x, int z, int surfaceY) {
        double e = Math.min(Math.abs(badlandsSurfaceNoise.getValue(x, 0.0, z) * 8.25),
            badlandsPillarNoise.getValue(x * 0.2, 0.0, z * 0.2) * 15.0);
        if (e <= 0.0) {
            return;
        }
        double h = Math.abs(badlandsPillarRoofNoise.getValue(x * 0.75, 0.0, z * 0.75) * 1.5);
        double l = 64.0 + Math.min(e * e * 2.5, Math.ceil(h * 50.0) + 24.0);
        int top = Mth.floor(l);
        if (surfaceY > top) {
            return;
        }
        for (int y = top; y >= world.minY(); y--) {
            if (y < w.limit) {
                w.unsure = true;
                return;
            }
            int id = w.block(y);
            if (defaultBlockKind[id]) {
                break;
            }
            if (water[id]) {
                return;
            }
        }
        for (int y = top; y >= world.minY() && air[w.block(y)]; y--) {
            w.setBlock(y, defaultBlock);
        }
    }

    /** How far a frozen ocean's iceberg in column (x, z) rises from its noises (over 2: above the sea), or 0. */
    private double icebergRise(BiomeClimate climate, int x, int z) {
        double f = Math.min(Math.abs(icebergSurfaceNoise.getValue(x, 0.0, z) * 8.25),
            icebergPillarNoise.getValue(x * 1.28, 0.0, z * 1.28) * 15.0);
        if (f <= 1.8) {
            return 0.0;
        }
        double m = Math.abs(icebergPillarRoofNoise.getValue(x * 1.17, 0.0, z * 1.17) * 1.5);
        double top = Math.min(f * f * 1.2, Math.ceil(m * 40.0) + 14.0);
        return climate.temperatureAt(x, 63, z, snowLine) > 0.1F ? top - 2.0 : top;
    }

    /**
     * For a map's preview, the top block of a sea column of biome {@code biome} whose iceberg (a frozen ocean's)
     * shows at the surface, with {@link SurfaceSystem.Worker#blockY} set to its y; −1 where there is none. The extension's random
     * skips of single blocks are left out: the iceberg's top is snow where the game's first block from the top
     * would be, else packed ice.
     */
    int icebergTop(SurfaceSystem.Worker w, int x, int z, int biome) {
        if (biome < 0 || biome != frozenOcean && biome != deepFrozenOcean) {
            return -1;
        }
        double top = icebergRise(climates[biome], x, z);
        if (!(top > 2.0)) {
            return -1;
        }
        RandomSource random = noiseRandom.at(x, 0, z, w.scratch);
        random.nextInt(4);
        int snowFrom = seaLevel + 18 + random.nextInt(10);
        w.blockY = (int) (top + seaLevel) - 1;
        return w.blockY > snowFrom ? snowBlock : packedIce;
    }

    /** The game's frozen-ocean extension: grows column (x, z)'s iceberg, packed ice with snow on top. */
    void iceberg(SurfaceSystem.Worker w, int minSurfaceLevel, int biome, int x, int z, int surfaceY) {
        double top = icebergRise(climates[biome], x, z);
        if (top == 0.0) {
            return;
        }
        double bottom;
        if (top > 2.0) {
            bottom = seaLevel - top - 7.0;
            top += seaLevel;
        } else {
            top = 0.0;
            bottom = 0.0;
        }
        RandomSource random = noiseRandom.at(x, 0, z, w.scratch);
        int maxSnow = 2 + random.nextInt(4);
        int snowFrom = seaLevel + 18 + random.nextInt(10);
        int snow = 0;
        int column = (z - w.minZ) << 4 | (x - w.minX);
        boolean partial = w.limit > world.minY();
        for (int y = Math.max(surfaceY, (int) top + 1); y >= minSurfaceLevel; y--) {
            if (partial) {
                // Under the ocean floor less one nothing placed reaches a height (see SurfaceSystem.buildSurface).
                if (y <= w.oceanFloor[column] - 2) {
                    return;
                }
                if (y < w.limit) {
                    w.unsure = true;
                    return;
                }
            }
            int id = w.block(y);
            if (!(air[id] && y < (int) top && random.nextDouble() > 0.01
                || water[id] && y > (int) bottom && y < seaLevel && bottom != 0.0 && random.nextDouble() > 0.15)) {
                continue;
            }
            if (snow <= maxSnow && y > snowFrom) {
                w.setBlock(y, snowBlock);
                snow++;
            } else {
                w.setBlock(y, packedIce);
            }
        }
    }
}
