package org.terrainexplorer.cli;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import org.terrainexplorer.io.anvil.AirForMissing;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.json.Suggestions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code world sample}: for each line {@code x y z} on standard input, one tab-separated line of the chosen
 * fields: router slots (evaluated directly, no cell interpolation), the stored biome, the generated block, and
 * the column's heightmaps.
 */
@Command(name = "sample", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  printf '0 64 0\\n100 -20 -300\\n' | terrain-explorer world sample --seed 42 \\",
        "      --fields continents,biome,block",
        "  printf '0,64,0\\n' | terrain-explorer world sample --fields final_density"},
    description = {"Prints fields of the world at block positions read on standard input.",
        "Each line holds x y z (whole numbers, y vertical); blank lines and lines starting with # are skipped. For "
            + "each, one line of the --fields, tab-separated, numbers in full precision."})
final class WorldSampleCommand implements Callable<Integer> {

    /** Blanks, or a comma with blanks around it: {@code x y z} and {@code x,y,z} both read. */
    private static final Pattern SEPARATORS = Pattern.compile("\\s*,\\s*|\\s+");
    private static final List<String> EXTRA = List.of("weirdness", "peaks_valleys", "preliminary_surface", "biome",
        "block", "world_surface", "ocean_floor");

    @Mixin
    WorldOptions options;

    @Mixin
    SavedWorldOption saved;

    /** What a saved world can answer: it stores blocks and biomes, not the router that made them. */
    private static final List<String> SAVED_FIELDS = List.of("biome", "block", "world_surface", "ocean_floor");

    @Option(names = "--fields", paramLabel = "FIELD[,FIELD...]", required = true,
        description = {"What to print, in order. A router slot: barrier, fluid_level_floodedness, fluid_level_spread, "
            + "lava, temperature, vegetation, continents, erosion, depth, ridges, initial_density_without_jaggedness "
            + "(to 1.21.8) or preliminary_surface_level (from 1.21.9), final_density, vein_toggle, vein_ridged, "
            + "vein_gap (each evaluated directly at the block);",
            "weirdness and peaks_valleys, as the map's layers name them: the ridges slot, and it folded as the game "
                + "folds it for the biomes;",
            "preliminary_surface: the column's preliminary surface level (as aquifers and surface rules use it);",
            "biome: the biome the game stores for the 4x4x4 cell holding the block (no fuzzy zoom);",
            "block: the generated block; world_surface / ocean_floor: one above the column's highest non-air / "
                + "highest solid block, from the generated chunk.",
            "With --saved-world: biome, block, world_surface and ocean_floor of the saved chunks (air where the "
                + "world has no chunk)."})
    String fieldList;

    private List<String> fields;

    private final TerrainCli.Streams streams;

    WorldSampleCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        fields = java.util.Arrays.stream(fieldList.split(",", -1)).map(String::strip).toList();
        for (String f : fields) {
            if (!NoiseRouter.ALL_SLOT_NAMES.contains(f) && !EXTRA.contains(f)) {
                List<String> allowed = new ArrayList<>(NoiseRouter.ALL_SLOT_NAMES);
                allowed.addAll(EXTRA);
                throw new UsageException("--fields: unknown field '" + f + "'; allowed " + String.join(", ", allowed)
                    + Suggestions.didYouMean(f, allowed));
            }
        }
        if (saved.given()) {
            for (String f : fields) {
                if (!SAVED_FIELDS.contains(f)) {
                    throw new InputException("--fields " + f + ": a saved world has only its blocks and biomes; "
                        + "choose from " + String.join(", ", SAVED_FIELDS));
                }
            }
            try (SavedWorld world = saved.open(options, streams.err())) {
                return sample(null, null, new AirForMissing(world), world.minY(), world.height());
            }
        }
        RandomState state = options.loaded().state();
        List<String> slots = state.router().slotNames();
        for (String f : fields) {
            if (NoiseRouter.ALL_SLOT_NAMES.contains(f) && !slots.contains(f)) {
                throw new InputException("--fields " + f + ": the router of this world (release "
                    + options.loaded().version() + ") has no such slot; its surface slot is "
                    + slots.get(NoiseRouter.SURFACE_INDEX));
            }
        }
        WorldGenerator generator = options.loaded().generator();
        return sample(state, generator, generator, state.world().minY(), state.world().height());
    }

    /**
     * Reads the points and prints the fields. {@code chunkSource} makes the chunks of the block fields (the
     * generator, or a saved world's chunks, those it lacks being air); {@code state} and {@code generator} are null
     * for a saved world, which has only those fields.
     */
    private int sample(RandomState state, WorldGenerator generator, ChunkGenerator chunkSource, int minY,
                       int height) {
        int maxY = minY + height - 1;
        Map<ChunkPos, ChunkData> chunks = new LinkedHashMap<>(64, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<ChunkPos, ChunkData> eldest) {
                return size() > 64;
            }
        };
        // Time spent waiting for input (lines typed at a terminal, a slow pipe) is not long work: the progress
        // counts only the time the points take, so a person typing points is not interrupted.
        ProgressReport progress = streams.progressReport("sample");
        progress.start(-1, "points");
        Writer out = new BufferedWriter(new OutputStreamWriter(streams.out(), StandardCharsets.UTF_8), 1 << 16);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(streams.in(), StandardCharsets.UTF_8))) {
            int lineNumber = 0;
            StringBuilder line = new StringBuilder();
            for (String text = read(in, progress); text != null; text = read(in, progress)) {
                lineNumber++;
                if (lineNumber == 1) {
                    text = Lines.withoutByteOrderMark(text);
                }
                String trimmed = text.strip();
                if (trimmed.isEmpty() || trimmed.charAt(0) == '#') {
                    continue;
                }
                int[] p = parse(trimmed, lineNumber);
                line.setLength(0);
                for (int i = 0; i < fields.size(); i++) {
                    if (i > 0) {
                        line.append('\t');
                    }
                    line.append(value(fields.get(i), p, state, generator, chunkSource, chunks, minY, maxY,
                        lineNumber, progress::cancelled));
                }
                out.write(line.append('\n').toString());
                progress.add(1);
            }
            progress.finish();
        } catch (IOException e) {
            throw new UncheckedIOException("could not read standard input or write standard output: "
                + e.getMessage(), e);
        } finally {
            try {
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("could not write standard output: " + e.getMessage(), e);
            }
        }
        return 0;
    }

    private static int[] parse(String line, int lineNumber) {
        String[] parts = SEPARATORS.split(line);
        if (parts.length != 3) {
            throw new InputException("line " + lineNumber + ": expected 3 whole numbers (x y z or x,y,z), found "
                + parts.length + " values: " + line);
        }
        int[] p = new int[3];
        for (int i = 0; i < 3; i++) {
            long v;
            try {
                v = Long.parseLong(parts[i]);
            } catch (NumberFormatException e) {
                if (parts[i].matches("[-+]?\\d+")) {
                    throw new InputException("line " + lineNumber + ": " + parts[i] + " is beyond the world's limit "
                        + "of ±" + WorldCoordinates.LIMIT);
                }
                throw new InputException("line " + lineNumber + ": '" + parts[i] + "' is not a whole number");
            }
            if (Math.abs(v) > WorldCoordinates.LIMIT) {
                throw new InputException("line " + lineNumber + ": " + v + " is beyond the world's limit of ±"
                    + WorldCoordinates.LIMIT);
            }
            p[i] = (int) v;
        }
        return p;
    }

    private static String value(String field, int[] p, RandomState state, WorldGenerator generator,
                                ChunkGenerator chunkSource, Map<ChunkPos, ChunkData> chunks, int minY, int maxY,
                                int lineNumber, BooleanSupplier cancelled) {
        int x = p[0];
        int y = p[1];
        int z = p[2];
        switch (field) {
            case "biome" -> {
                if (generator != null) {
                    return generator.biome(x >> 2, y >> 2, z >> 2);
                }
                ChunkData chunk = chunks.computeIfAbsent(ChunkPos.ofBlock(x, z),
                    c -> chunkSource.generate(c, cancelled));
                if (chunkSource instanceof AirForMissing saved && saved.lacks(chunk.pos())) {
                    return "not_generated";
                }
                return chunk.biome(x & 15, Math.max(minY, Math.min(maxY, y)), z & 15);
            }
            case "weirdness" -> {
                return Double.toString(state.router().ridges().compute(FunctionContext.of(x, y, z)));
            }
            case "peaks_valleys" -> {
                return Double.toString(WorldSampler.fold(state.router().ridges().compute(FunctionContext.of(x, y, z))));
            }
            case "preliminary_surface" -> {
                return Integer.toString(generator.preliminarySurfaceLevel(x, z));
            }
            case "block", "world_surface", "ocean_floor" -> {
                ChunkPos pos = ChunkPos.ofBlock(x, z);
                ChunkData chunk = chunks.computeIfAbsent(pos, c -> chunkSource.generate(c, cancelled));
                if (field.equals("world_surface")) {
                    return Integer.toString(chunk.worldSurface(x & 15, z & 15));
                }
                if (field.equals("ocean_floor")) {
                    return Integer.toString(chunk.oceanFloor(x & 15, z & 15));
                }
                if (y < minY || y > maxY) {
                    throw new InputException("line " + lineNumber + ": y " + y + " is outside the world (" + minY
                        + " to " + maxY + "); the block field needs a y inside it");
                }
                return chunk.blockState(x & 15, y, z & 15).toString();
            }
            default -> {
                DensityFunction f = state.router().slot(field);
                return Double.toString(f.compute(FunctionContext.of(x, y, z)));
            }
        }
    }

    /**
     * The next line of input; the time it waited for one (none was buffered) is left out of the progress. A stopping
     * program (Ctrl+C, SIGTERM) reads no more: a {@link CancellationException} instead.
     */
    private static String read(BufferedReader in, ProgressReport progress) throws IOException {
        if (progress.cancelled()) {
            throw new CancellationException("the program is stopping");
        }
        if (in.ready()) {
            return in.readLine();
        }
        long start = System.nanoTime();
        String line = in.readLine();
        progress.waited(System.nanoTime() - start);
        return line;
    }
}
