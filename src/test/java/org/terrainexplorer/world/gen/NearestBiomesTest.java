package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Explain's nearest biomes")
class NearestBiomesTest {

    private static BiomeSource.Ranked ranked(String biome, long fitness, long temperature) {
        Climate.Parameter any = new Climate.Parameter(-10000, 10000);
        Climate.ParameterPoint point = new Climate.ParameterPoint(new Climate.Parameter(temperature, temperature), any,
            any, any, any, any, 0);
        return new BiomeSource.Ranked(new BiomeSource.Entry(biome, point), fitness);
    }

    @Test
    @DisplayName("list the nearest point of each of the first three different biomes, counting its ties")
    void differentBiomesWithTies() {
        List<BiomeSource.Ranked> ranked = List.of(ranked("a", 100, 0), ranked("b", 400, 1), ranked("b", 400, 2),
            ranked("a", 900, 3), ranked("b", 900, 4), ranked("c", 1600, 5), ranked("d", 1600, 6),
            ranked("c", 1600, 7), ranked("c", 2500, 8));
        List<BlockExplanation.Neighbour> out = BlockExplainer.nearestBiomes(ranked, 3);
        assertEquals(List.of("a", "b", "c"), out.stream().map(BlockExplanation.Neighbour::biome).toList());
        assertEquals(List.of(1, 2, 2), out.stream().map(BlockExplanation.Neighbour::tied).toList());
        assertEquals(List.of(0.001, 0.002, 0.004), out.stream().map(BlockExplanation.Neighbour::distance).toList());
        assertEquals(new Climate.Parameter(1, 1), out.get(1).point().temperature(), "b's first nearest point");
    }

    @Test
    @DisplayName("a parameter list of fewer biomes gives as many as it has")
    void fewerBiomes() {
        List<BlockExplanation.Neighbour> out = BlockExplainer.nearestBiomes(List.of(ranked("a", 0, 0),
            ranked("a", 0, 1), ranked("a", 4, 2)), 3);
        assertEquals(1, out.size());
        assertEquals(2, out.get(0).tied());
        assertEquals(0.0, out.get(0).distance());
    }
}
