package org.terrainexplorer.world.gen;

import java.util.Arrays;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.noise.NormalNoise;
import org.terrainexplorer.world.random.RandomSource;

/**
 * The badlands' terracotta bands (the {@code bandlands} surface rule): 192 levels of terracotta drawn once per
 * seeded world, as the game draws them, shifted up or down per column by an offset noise. Immutable.
 */
final class ClayBands {

    private final int[] clayBands;
    private final NormalNoise clayBandsOffsetNoise;

    ClayBands(BlockPalette palette, RandomSource random, NormalNoise offsetNoise) {
        clayBands = generateBands(palette, random);
        clayBandsOffsetNoise = offsetNoise;
    }

    private int[] generateBands(BlockPalette palette, RandomSource random) {
        int terracotta = palette.id(SurfaceNeeds.BAND_BLOCKS.get(0));
        int orange = palette.id(SurfaceNeeds.BAND_BLOCKS.get(1));
        int[] bands = new int[192];
        Arrays.fill(bands, terracotta);
        for (int i = 0; i < bands.length; i++) {
            i += random.nextInt(5) + 1;
            if (i >= bands.length) {
                break;
            }
            bands[i] = orange;
        }
        makeBands(random, bands, 1, palette.id(SurfaceNeeds.BAND_BLOCKS.get(2)));
        makeBands(random, bands, 2, palette.id(SurfaceNeeds.BAND_BLOCKS.get(3)));
        makeBands(random, bands, 1, palette.id(SurfaceNeeds.BAND_BLOCKS.get(4)));
        int white = palette.id(SurfaceNeeds.BAND_BLOCKS.get(5));
        int lightGray = palette.id(SurfaceNeeds.BAND_BLOCKS.get(6));
        int count = random.nextIntBetweenInclusive(9, 15);
        int placed = 0;
        for (int y = 0; placed < count && y < bands.length; y += random.nextInt(16) + 4) {
            bands[y] = white;
            if (y - 1 > 0 && random.nextBoolean()) {
                bands[y - 1] = lightGray;
            }
            if (y + 1 < bands.length && random.nextBoolean()) {
                bands[y + 1] = lightGray;
            }
            placed++;
        }
        return bands;
    }

    private static void makeBands(RandomSource random, int[] bands, int minWidth, int block) {
        int count = random.nextIntBetweenInclusive(6, 15);
        for (int k = 0; k < count; k++) {
            int width = minWidth + random.nextInt(3);
            int start = random.nextInt(bands.length);
            for (int n = 0; start + n < bands.length && n < width; n++) {
                bands[start + n] = block;
            }
        }
    }

    /** The band's block at (x, y, z): the bands shifted by an offset noise of (x, z). */
    int at(int x, int y, int z) {
        int offset = (int) Math.round(clayBandsOffsetNoise.getValue(x, 0.0, z) * 4.0);
        return clayBands[(y + offset + clayBands.length) % clayBands.length];
    }
}
