package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.gen.ClimateSampler;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * The reference vectors made by {@code tools/reference/make-vectors.mjs} and {@code dimension-vectors.mjs} with
 * deepslate 0.26.2 (see their README), read from the test resources, and the one place that compares them with
 * this generator. Three kinds of file:
 * <ul>
 *   <li>values at points: {@code seed x y z} then a column a value (router slots), compared by
 *       {@link #compareValues};</li>
 *   <li>biomes at quarts: {@code seed x y z biome}, compared by {@link #compareBiomes};</li>
 *   <li>noise chunks: a {@code chunk <world> seed cx cz} line, then 256 lines {@code x z runs} of a column from the
 *       top down as runs of block letters ({@link #columnRuns}), compared by {@link #compareNoiseChunks}.</li>
 * </ul>
 * A comparison collects every difference rather than stopping at the first, so a failure says how much differs.
 */
public final class ReferenceVectors {

    private static final String ROOT = "/org/terrainexplorer/world/reference/";

    /** How many differences a failure message lists. */
    private static final int LISTED = 10;

    private ReferenceVectors() {
    }

    /** The lines of a vector file. */
    public static List<String> lines(String name) {
        try (InputStream in = ReferenceVectors.class.getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("missing reference vector file " + name);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(
                name.endsWith(".gz") ? new java.util.zip.GZIPInputStream(in) : in, StandardCharsets.UTF_8));
            List<String> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rows of a tab-separated file, without its header. */
    public static List<String[]> rows(String name) {
        List<String> lines = lines(name);
        List<String[]> rows = new ArrayList<>(lines.size());
        for (String line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                rows.add(line.split("\t"));
            }
        }
        return rows;
    }

    /** The header of a tab-separated file. */
    public static String[] header(String name) {
        return lines(name).get(0).split("\t");
    }

    /** The values of one seed's world at block positions, by the vector file's column name. */
    @FunctionalInterface
    public interface PointValues {
        double value(String column, int x, int y, int z);
    }

    /** The biome of one seed's world at a quart position. */
    @FunctionalInterface
    public interface QuartBiomes {
        String biome(int quartX, int quartY, int quartZ);
    }

    /**
     * What a comparison found.
     *
     * @param rows     the rows (points, quarts) or chunks the file holds
     * @param compared the values (or columns) compared
     * @param exact    how many of them were bit-identical (for strings: equal)
     * @param failures a line for each value that differs (beyond the tolerance, for numbers)
     */
    public record Comparison(int rows, int compared, int exact, List<String> failures) {

        /** Fails, naming the first differences, where any value differs. */
        public void assertNoneDiffer(String what) {
            assertTrue(failures.isEmpty(), failures.size() + " of " + compared + " " + what + " differ, first: "
                + failures.subList(0, Math.min(LISTED, failures.size())));
        }

        /**
         * Fails where any value differs beyond the tolerance, then where one within it is not bit-identical: within
         * the tolerance is the contract, but in practice every value is bit-identical, and a drop says so.
         */
        public void assertBitIdentical(String what) {
            assertNoneDiffer(what);
            assertEquals(compared, exact, what + " within the tolerance but not bit-identical");
        }
    }

    /**
     * Compares every value column (after {@code seed x y z}) of a points file with {@code perSeed}'s values, made
     * once a seed.
     */
    public static Comparison compareValues(String file, LongFunction<PointValues> perSeed, double tolerance) {
        String[] header = header(file);
        List<String[]> rows = rows(file);
        Map<Long, PointValues> seeds = new HashMap<>();
        int exact = 0;
        int total = 0;
        List<String> failures = new ArrayList<>();
        for (String[] row : rows) {
            long seed = Long.parseLong(row[0]);
            PointValues values = seeds.computeIfAbsent(seed, perSeed::apply);
            int x = Integer.parseInt(row[1]);
            int y = Integer.parseInt(row[2]);
            int z = Integer.parseInt(row[3]);
            for (int c = 4; c < header.length; c++) {
                double expected = Double.parseDouble(row[c]);
                double actual = values.value(header[c], x, y, z);
                total++;
                if (Double.compare(expected, actual) == 0) {
                    exact++;
                } else if (!(Math.abs(expected - actual) <= tolerance)) {
                    failures.add(header[c] + " seed " + seed + " at " + x + " " + y + " " + z + ": expected "
                        + expected + ", got " + actual);
                }
            }
        }
        return new Comparison(rows.size(), total, exact, failures);
    }

    /** The router's slots by their names, computed by the (uncompiled) density functions of a seed's world. */
    public static PointValues routerSlots(WorldDefinition definition, long seed) {
        RandomState state = new RandomState(definition, seed);
        return (slot, x, y, z) -> state.router().slot(slot).compute(FunctionContext.of(x, y, z));
    }

    /** Compares the biome of every row of a quarts file with {@code perSeed}'s, made once a seed. */
    public static Comparison compareBiomes(String file, LongFunction<QuartBiomes> perSeed) {
        List<String[]> rows = rows(file);
        Map<Long, QuartBiomes> seeds = new HashMap<>();
        int exact = 0;
        List<String> failures = new ArrayList<>();
        for (String[] row : rows) {
            long seed = Long.parseLong(row[0]);
            String actual = seeds.computeIfAbsent(seed, perSeed::apply)
                .biome(Integer.parseInt(row[1]), Integer.parseInt(row[2]), Integer.parseInt(row[3]));
            if (actual.equals(row[4])) {
                exact++;
            } else {
                failures.add("seed " + seed + " quart " + row[1] + " " + row[2] + " " + row[3] + ": expected "
                    + row[4] + ", got " + actual);
            }
        }
        return new Comparison(rows.size(), rows.size(), exact, failures);
    }

    /** The multi-noise biome source's answer for the climate sampled at a quart of a seed's world. */
    public static QuartBiomes multiNoiseBiomes(WorldDefinition definition, long seed) {
        ClimateSampler sampler = new ClimateSampler(new RandomState(definition, seed).router());
        return (x, y, z) -> definition.biomeSource().biome(sampler.sample(x, y, z));
    }

    /** The world as deepslate fills it: without aquifers and ore veins, which deepslate does not have. */
    public static WorldDefinition withoutAquifersOrOreVeins(WorldDefinition world) {
        return world.withSettings(world.settings().withAquifers(false).withOreVeins(false));
    }

    /**
     * Generates every chunk of a noise-chunks file to the noise stage of {@code definition} and compares each
     * column's runs; {@link Comparison#rows} counts the chunks and {@link Comparison#compared} the columns.
     */
    public static Comparison compareNoiseChunks(WorldDefinition definition, String file) {
        List<String> lines = lines(file);
        List<String> failures = new ArrayList<>();
        int chunks = 0;
        int columns = 0;
        int exact = 0;
        for (int i = 0; i < lines.size(); i++) {
            String[] head = lines.get(i).split("\t");
            if (!head[0].equals("chunk")) {
                continue;
            }
            chunks++;
            long seed = Long.parseLong(head[2]);
            ChunkPos pos = new ChunkPos(Integer.parseInt(head[3]), Integer.parseInt(head[4]));
            ChunkData chunk = new WorldGenerator(new RandomState(definition, seed), WorldGenerator.Stage.NOISE)
                .generate(pos, () -> false);
            for (int c = 0; c < 256; c++) {
                String[] column = lines.get(i + 1 + c).split("\t");
                String actual = columnRuns(chunk, Integer.parseInt(column[0]), Integer.parseInt(column[1]));
                columns++;
                if (actual.equals(column[2])) {
                    exact++;
                } else {
                    failures.add("seed " + seed + " chunk " + pos + " column " + column[0] + "," + column[1]
                        + ": expected " + column[2] + ", got " + actual);
                }
            }
        }
        return new Comparison(chunks, columns, exact, failures);
    }

    /**
     * A column from the top of the world down as runs of letters, as the scripts write them: a air, s stone,
     * w water, l lava, n netherrack, e end stone, ? anything else (which no vector file holds).
     */
    public static String columnRuns(ChunkData chunk, int x, int z) {
        StringBuilder sb = new StringBuilder();
        char run = 0;
        int count = 0;
        for (int y = chunk.minY() + chunk.height() - 1; y >= chunk.minY(); y--) {
            char c = letter(chunk.blockState(x, y, z));
            if (c == run) {
                count++;
            } else {
                if (count > 0) {
                    sb.append(run).append(count);
                }
                run = c;
                count = 1;
            }
        }
        return sb.append(run).append(count).toString();
    }

    private static char letter(BlockState state) {
        if (state.isAir()) {
            return 'a';
        }
        return switch (state.name()) {
            case "minecraft:stone" -> 's';
            case "minecraft:water" -> 'w';
            case "minecraft:lava" -> 'l';
            case "minecraft:netherrack" -> 'n';
            case "minecraft:end_stone" -> 'e';
            default -> '?';
        };
    }
}
