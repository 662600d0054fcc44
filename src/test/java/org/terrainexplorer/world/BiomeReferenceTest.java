package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.ClimateSampler;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;

/** Biomes against deepslate's at 1800 quarts of six seeds, exactly. */
class BiomeReferenceTest {

    @ParameterizedTest
    @EnumSource(value = BuiltinWorld.class, names = {"OVERWORLD", "LARGE_BIOMES", "AMPLIFIED"})
    @DisplayName("the multi-noise biome at a quart is deepslate's, exactly")
    void biomesMatchDeepslate(BuiltinWorld world) {
        String file = "biomes-" + world.id() + ".tsv";
        WorldDefinition definition = TestWorlds.load(world);
        Map<Long, ClimateSampler> samplers = new HashMap<>();
        List<String> failures = new ArrayList<>();
        List<String[]> rows = ReferenceVectors.rows(file);
        for (String[] row : rows) {
            long seed = Long.parseLong(row[0]);
            ClimateSampler sampler = samplers.computeIfAbsent(seed,
                s -> new ClimateSampler(new RandomState(definition, s).router()));
            String actual = definition.biomeSource().biome(sampler.sample(Integer.parseInt(row[1]),
                Integer.parseInt(row[2]), Integer.parseInt(row[3])));
            if (!actual.equals(row[4])) {
                failures.add("seed " + seed + " quart " + row[1] + " " + row[2] + " " + row[3] + ": expected "
                    + row[4] + ", got " + actual);
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " of " + rows.size() + " biomes differ: "
            + failures.subList(0, Math.min(10, failures.size())));
    }
}
