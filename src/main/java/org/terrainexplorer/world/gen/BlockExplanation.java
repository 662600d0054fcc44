package org.terrainexplorer.world.gen;

import java.util.List;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.density.DensityTrace;

/**
 * Why a block is what it is: the block, the density that decided solid or empty, the {@code final_density} tree
 * there, the climate and the biome choice, and the column's surface. Made by {@link BlockExplainer}.
 *
 * @param x            block x
 * @param y            block y
 * @param z            block z
 * @param block        the block the chunk holds
 * @param summary      the answer in words, e.g. "air: a cheese cave — cave_cheese −0.41 makes the underground
 *                     density negative"
 * @param cause        what made it, in a few words ("a cheese cave", "solid ground", …)
 * @param chunkDensity the final density as the chunk computes it there (interpolated between cell corners); above
 *                     0 the noise places the default block, else air or fluid
 * @param tree         the final density tree evaluated at the block itself
 * @param decisive     the node of the tree the summary names (a cave noise or function, or the terrain)
 * @param climate      the climate at the block
 * @param biome        the biome stored for the block's 4 × 4 × 4 cell
 * @param nearest      the three biomes nearest to the cell's climate, nearest first, each by its nearest point
 *                     (empty when the biome source is not multi-noise)
 * @param biomeReason  how the dimension's biome source chose the biome, in words (the end's reads erosion at the
 *                     chunk's centre)
 * @param column       the block's column
 * @param rules        the surface rule conditions that held for this block and the block placed (empty when no rule
 *                     placed it)
 * @param carver       the carver that carved the block or moved the surface onto it, or null (the noise decided)
 */
public record BlockExplanation(int x, int y, int z, BlockState block, String summary, String cause,
                               double chunkDensity, DensityTrace tree, DensityTrace decisive, Climate climate,
                               String biome,
                               List<Neighbour> nearest, Column column, List<String> rules, String biomeReason,
                               Carver carver) {

    /**
     * A carver that changed the block.
     *
     * @param id           the configured carver ({@code minecraft:canyon})
     * @param type         its type ({@code cave}, {@code nether_cave}, {@code canyon})
     * @param chunkX       the chunk it started in, x
     * @param chunkZ       z
     * @param distance     blocks from the block to where it began
     * @param movedSurface whether it moved the surface onto the block (else it carved it)
     * @param parameters   its configured parameters, "name: value"
     */
    public record Carver(String id, String type, int chunkX, int chunkZ, double distance, boolean movedSurface,
                         List<String> parameters) {
    }

    /**
     * The six climate numbers at a block, in the game's units (before quantisation).
     *
     * @param temperature     temperature
     * @param humidity        humidity (the router's vegetation)
     * @param continentalness continentalness
     * @param erosion         erosion
     * @param weirdness       weirdness (the router's ridges)
     * @param depth           depth
     */
    public record Climate(double temperature, double humidity, double continentalness, double erosion,
                          double weirdness, double depth) {

        /** Peaks and valleys: weirdness folded. */
        public double peaksAndValleys() {
            return WorldSampler.fold(weirdness);
        }
    }

    /**
     * A biome near the climate, by its nearest parameter point.
     *
     * @param biome    the biome
     * @param distance the square root of the game's fitness, in climate units (0 inside the point's box)
     * @param point    the biome's nearest parameter point
     * @param tied     how many of the biome's points are at that distance (1: this one alone)
     */
    public record Neighbour(String biome, double distance, org.terrainexplorer.world.gen.Climate.ParameterPoint point,
                            int tied) {
    }

    /**
     * The column through the block.
     *
     * @param surfaceY           the highest non-air block's y
     * @param topBlock           that block
     * @param preliminarySurface the preliminary surface level, where surface rules expect the ground;
     *                           {@code Integer.MAX_VALUE} (as in the game) when no level of the column is dense
     *                           enough to count as ground
     * @param topRules           the surface rule conditions that held for the top block and the block placed
     */
    public record Column(int surfaceY, BlockState topBlock, int preliminarySurface, List<String> topRules) {
    }
}
