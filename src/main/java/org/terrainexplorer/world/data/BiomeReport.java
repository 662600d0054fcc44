package org.terrainexplorer.world.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.gen.Climate;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.JsonErrors;

/**
 * Reads a release's multi-noise biome report ({@code reports/biome_parameters/<ns>/<name>.json}, the game's list as
 * its code builds it: {@code {"biomes": [{"biome": id, "parameters": {...}}, ...]}}) straight from its text with
 * Jackson's streaming parser: the overworld's has 7593 entries, 3.4 MB, and a tree of it would be read only to be
 * dropped. Entries keep the report's order, which decides ties as in the game.
 */
final class BiomeReport {

    private static final JsonFactory JSON = JsonFactory.builder().build();
    private static final List<String> PARAMETERS = List.of("temperature", "humidity", "continentalness", "erosion",
        "depth", "weirdness", "offset");

    private BiomeReport() {
    }

    /** The report's biome list. */
    static BiomeSource.MultiNoise read(String text, String file) {
        List<BiomeSource.Entry> entries = new ArrayList<>();
        Map<String, Float> numbers = new HashMap<>();
        String where = "";
        try (JsonParser p = JSON.createParser(text)) {
            expect(p, p.nextToken(), JsonToken.START_OBJECT, file, where);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                if (!name.equals("biomes")) {
                    p.skipChildren();
                    continue;
                }
                expect(p, p.currentToken(), JsonToken.START_ARRAY, file, "biomes");
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    where = "biomes";
                    entries.add(entry(p, file, entries.size(), numbers));
                }
            }
        } catch (IOException e) {
            throw new DataException(file, where.isEmpty() ? where : where + "[" + entries.size() + "]",
                e instanceof JsonProcessingException j ? JsonErrors.notValid(j) : "cannot read: " + e.getMessage());
        }
        if (entries.isEmpty()) {
            throw new DataException(file, "biomes", "the report lists no biome");
        }
        return new BiomeSource.MultiNoise(entries);
    }

    /**
     * Entry {@code index} of the list. The JSON paths of its values are only spelled out for a message: a cold start
     * reads the overworld's 53,000 values once, before the JIT has compiled anything.
     */
    private static BiomeSource.Entry entry(JsonParser p, String file, int index, Map<String, Float> numbers)
        throws IOException {
        String where = "biomes[" + index + "]";
        expect(p, p.currentToken(), JsonToken.START_OBJECT, file, where);
        String biome = null;
        Climate.Parameter[] values = new Climate.Parameter[PARAMETERS.size()];
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken t = p.nextToken();
            if (name.equals("biome")) {
                expect(p, t, JsonToken.VALUE_STRING, file, where, ".biome");
                biome = org.terrainexplorer.world.json.Ids.normalise(p.getText());
                if (biome == null) {
                    throw new DataException(file, where + ".biome", "'" + p.getText() + "' is not a valid id");
                }
            } else if (name.equals("parameters")) {
                expect(p, t, JsonToken.START_OBJECT, file, where, ".parameters");
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String param = p.currentName();
                    int k = PARAMETERS.indexOf(param);
                    if (k < 0) {
                        throw new DataException(file, where + ".parameters." + param, "not a climate parameter ("
                            + String.join(", ", PARAMETERS) + ")");
                    }
                    values[k] = parameter(p, p.nextToken(), file, where, param, numbers);
                }
            } else {
                p.skipChildren();
            }
        }
        if (biome == null) {
            throw new DataException(file, where, "missing field 'biome'");
        }
        for (int k = 0; k < values.length; k++) {
            if (values[k] == null) {
                throw new DataException(file, where + ".parameters", "missing field '" + PARAMETERS.get(k) + "'");
            }
        }
        return new BiomeSource.Entry(biome, new Climate.ParameterPoint(values[0], values[1], values[2], values[3],
            values[4], values[5], values[6].min()));
    }

    /**
     * A number or a {@code [min, max]} pair, as floats, quantised as the game's codec reads them; {@code where} and
     * {@code param} name it in a message.
     */
    private static Climate.Parameter parameter(JsonParser p, JsonToken t, String file, String where, String param,
                                               Map<String, Float> numbers) throws IOException {
        if (t.isNumeric()) {
            float f = number(p, numbers);
            return Climate.Parameter.span(f, f);
        }
        String at = where + ".parameters." + param;
        expect(p, t, JsonToken.START_ARRAY, file, at);
        expect(p, p.nextToken(), JsonToken.VALUE_NUMBER_FLOAT, file, at, "[0]");
        float min = number(p, numbers);
        expect(p, p.nextToken(), JsonToken.VALUE_NUMBER_FLOAT, file, at, "[1]");
        float max = number(p, numbers);
        expect(p, p.nextToken(), JsonToken.END_ARRAY, file, at);
        if (min > max) {
            throw new DataException(file, at, "min " + min + " is above max " + max);
        }
        return Climate.Parameter.span(min, max);
    }

    /**
     * The current number token as the float the game reads ({@code (float)} of its double value), each distinct
     * spelling parsed once: the overworld's 91,000 numbers are 39 spellings, and parsing a double (Jackson hands the
     * text to {@link Double#parseDouble}) was nearly a tenth of making the overworld's definition in a fresh JVM.
     */
    private static float number(JsonParser p, Map<String, Float> numbers) throws IOException {
        String text = p.getText();
        Float known = numbers.get(text);
        if (known == null) {
            known = (float) p.getDoubleValue();
            numbers.put(text, known);
        }
        return known;
    }

    private static void expect(JsonParser p, JsonToken actual, JsonToken wanted, String file, String at) {
        expect(p, actual, wanted, file, at, "");
    }

    /** Checks a token; the path {@code at + suffix} is only joined for the message. */
    private static void expect(JsonParser p, JsonToken actual, JsonToken wanted, String file, String at,
                               String suffix) {
        boolean ok = actual == wanted || wanted == JsonToken.VALUE_NUMBER_FLOAT && actual != null && actual.isNumeric();
        if (!ok) {
            throw new DataException(file, at + suffix, "expected " + wanted.name().toLowerCase(java.util.Locale.ROOT)
                .replace('_', ' ') + ", found " + actual + " (line " + p.currentLocation().getLineNr() + ")");
        }
    }
}
