package org.terrainexplorer.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Choices.IslandDistance;
import org.terrainexplorer.terrain.Choices.IslandMode;

@DisplayName("The live code")
class LiveCodeTest {

    static Stream<TerrainParams> parameterSets() {
        TerrainParams d = TerrainParams.defaults();
        return Stream.of(d,
            d.with(Param.RIDGES, 0.6).with(Param.ISLAND, IslandMode.MULTIPLICATIVE).with(Param.TERRACES, 5)
                .with(Param.CLIMATE, true).with(Param.ISLAND_RADIUS, 0.8),
            d.with(Param.NOISE, NoiseType.SIMPLEX).with(Param.ISLAND, IslandMode.ADDITIVE)
                .with(Param.ISLAND_DISTANCE, IslandDistance.SQUARE_BUMP).with(Param.ISLAND_A, 0.1)
                .with(Param.ISLAND_B, 0.3).with(Param.ISLAND_C, 2.0).with(Param.ISLAND_RADIUS, 0.6),
            d.with(Param.NOISE, NoiseType.VALUE).with(Param.FADE, Fade.CUBIC).with(Param.BIOMES, BiomeMode.ELEVATION)
                .with(Param.ISLAND, IslandMode.MULTIPLICATIVE).with(Param.ISLAND_DISTANCE, IslandDistance.MANHATTAN),
            d.with(Param.OCTAVES, List.of(1.0, 0.0, 0.3)).with(Param.LACUNARITY, 2.37).with(Param.EXPONENT, 2.3)
                .with(Param.TERRACES, 8).with(Param.TERRACE_SMOOTHING, 0.0).with(Param.SEED, -77L),
            d.with(Param.MOISTURE_OCTAVES, List.of(0.4, 1.0)).with(Param.MOISTURE_FREQUENCY, 6.5)
                .with(Param.MOISTURE_SEED_OFFSET, 12345).with(Param.WATER_LEVEL, 0.2).with(Param.FUDGE, 1.35));
    }

    @ParameterizedTest
    @MethodSource("parameterSets")
    @DisplayName("compiles as shown and computes the maps' elevation, moisture and biomes")
    void isTheActualComputation(TerrainParams params, @TempDir Path dir) throws Exception {
        String code = LiveCode.of(params);
        Class<?> shown = compile(code, dir);
        Method elevation = shown.getDeclaredMethod("elevation", double.class, double.class);
        Method moisture = shown.getDeclaredMethod("moisture", double.class, double.class);
        Method biome = shown.getDeclaredMethod("biome", double.class, double.class);
        elevation.setAccessible(true);
        moisture.setAccessible(true);
        biome.setAccessible(true);
        TerrainSampler sampler = new TerrainSampler(new TerrainGenerator(params));
        SplittableRandom random = new SplittableRandom(9);
        int points = 3000;
        int elevationOff = 0;
        int biomeOff = 0;
        double worstAgreeing = 0;
        for (int i = 0; i < points; i++) {
            double x = random.nextDouble(-1.2, 1.2);
            double y = random.nextDouble(-1.2, 1.2);
            sampler.sample(x, y);
            double e = (double) elevation.invoke(null, x, y);
            double m = (double) moisture.invoke(null, x, y);
            double diff = Math.abs(e - sampler.elevation());
            // The maps use single precision and tabulated powers: values agree to about 10⁻⁵; a step of a hard
            // terrace or a threshold can flip where a value sits on its edge.
            if (diff > 1e-3) {
                elevationOff++;
            } else {
                worstAgreeing = Math.max(worstAgreeing, diff);
            }
            assertEquals(sampler.moisture(), m, 1e-4, "moisture at " + x + ", " + y);
            if (!sampler.biome().id().equals(biome.invoke(null, x, y))) {
                biomeOff++;
            }
        }
        assertTrue(worstAgreeing < 1e-4, "off a step, elevations agree to " + worstAgreeing);
        assertTrue(elevationOff <= points / 500, elevationOff + " of " + points + " elevations differ by > 1e-3");
        assertTrue(biomeOff <= points / 200, biomeOff + " of " + points + " biomes differ");
    }

    @Test
    @DisplayName("writes the current values into the code")
    void showsTheValues() {
        TerrainParams params = TerrainParams.defaults().with(Param.EXPONENT, 2.35).with(Param.SEED, 4242L)
            .with(Param.ISLAND, IslandMode.ADDITIVE).with(Param.ISLAND_B, 0.3);
        String code = LiveCode.of(params);
        assertTrue(code.contains("SEED = 4242L"), code);
        assertTrue(code.contains("2.35);  // redistribution"), code);
        assertTrue(code.contains("- 0.3 * Math.pow(d, 1.5)"), code);
        assertTrue(code.contains("Perlin.noise2(seed, x, y, Fade.QUINTIC)"), code);
        assertTrue(!LiveCode.of(TerrainParams.defaults()).contains("island"), "no island code when it is off");
    }

    /** Compiles the code inside a class and loads it. */
    static Class<?> compile(String code, Path dir) throws Exception {
        String source = "import org.terrainexplorer.noise.*;\npublic final class Shown {\n" + code + "\n}\n";
        Path file = dir.resolve("Shown.java");
        Files.writeString(file, source, StandardCharsets.UTF_8);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int status = compiler.run(null, null, System.err, "-classpath", System.getProperty("java.class.path"),
            "-d", dir.toString(), "-proc:none", file.toString());
        assertEquals(0, status, "the shown code compiles:\n" + source);
        URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
            LiveCodeTest.class.getClassLoader());
        return loader.loadClass("Shown");
    }
}
