package org.terrainexplorer.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.io.Presets.Preset;
import org.terrainexplorer.io.Presets.PresetException;
import org.terrainexplorer.io.Presets.SavedView;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

@DisplayName("Presets")
class PresetsTest {

    @TempDir
    Path folder;

    // ------------------------------------------------------------------ round trips

    @Test
    @DisplayName("saving the defaults and loading them back gives the same parameters, view, name and description")
    void roundTripDefaults() throws Exception {
        Preset saved = new Preset("Plain défaut ✓", "The defaults, saved.", TerrainParams.defaults(),
            Optional.of(new SavedView(-12.5, 0.1 + 0.2, 0.0021)), List.of());
        Path file = folder.resolve("defaults.json");
        Presets.save(saved, file);

        Preset loaded = Presets.load(file);
        assertEquals(EnumSet.noneOf(Param.class), loaded.params().differences(TerrainParams.defaults()));
        assertEquals(saved.view(), loaded.view());
        assertEquals(0.1 + 0.2, loaded.view().orElseThrow().centerY(), 0.0, "doubles survive to the last bit");
        assertEquals("Plain défaut ✓", loaded.name());
        assertEquals("The defaults, saved.", loaded.description());
        assertEquals(List.of(), loaded.warnings());
    }

    @Test
    @DisplayName("a preset that changes every parameter survives a save and a load, value for value")
    void roundTripEveryParameter() throws Exception {
        TerrainParams changed = everyParameterChanged();
        assertEquals(EnumSet.allOf(Param.class), changed.differences(TerrainParams.defaults()),
            "the fixture changes every parameter in the table");
        Preset saved = new Preset("Everything", "", changed, Optional.empty(), List.of());
        Path file = folder.resolve("everything.json");
        Presets.save(saved, file);

        Preset loaded = Presets.load(file);
        assertEquals(EnumSet.noneOf(Param.class), loaded.params().differences(changed));
        assertTrue(loaded.params().equals(changed));
        assertEquals(Optional.empty(), loaded.view());
        assertEquals("", loaded.description());
        assertEquals(List.of(), loaded.warnings());
        // And the JSON is stable: saving the loaded preset writes the same bytes.
        Path again = folder.resolve("again.json");
        Presets.save(loaded, again);
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(again));
    }

    /** A value different from the default for every parameter, chosen per kind from the table. */
    private static TerrainParams everyParameterChanged() {
        TerrainParams params = TerrainParams.defaults();
        for (Param p : Param.values()) {
            Object current = p.defaultValue();
            Object value = switch (p.kind()) {
                // An awkward double (not a short decimal) well inside the range, and not the default.
                case NUMBER -> {
                    double third = p.min() + (p.max() - p.min()) / 3;
                    yield third == (Double) current ? p.min() + (p.max() - p.min()) / 7 : third;
                }
                case INTEGER -> (int) p.max();
                case SEED -> -8_765_432_109_876_543_210L;
                case BOOLEAN -> !(Boolean) current;
                case CHOICE -> p.choices().stream().filter(c -> !c.equals(current)).findFirst().orElseThrow();
                case OCTAVES -> List.of(0.9, 0.1 + 0.2, 0.0, 0.07);
            };
            params = params.with(p, value);
        }
        return params;
    }

    @Test
    @DisplayName("writes every parameter by its table name, in table order, after format, name and description")
    void jsonLayout() throws Exception {
        String json = Presets.toJson(Preset.of("Plain", TerrainParams.defaults()));
        assertTrue(json.startsWith("{\n  \"format\" : 1,\n  \"name\" : \"Plain\",\n"), json);
        int previous = -1;
        for (Param p : Param.values()) {
            int at = json.indexOf("\"" + p.id() + "\" :");
            assertTrue(at > previous, p.id() + " is written after the parameter before it");
            previous = at;
        }
        assertTrue(json.contains("\"noise\" : \"perlin\""), json);
        assertTrue(json.contains("\"octaves\" : [ 1.0, 0.5, 0.25, 0.125, 0.0625, 0.03125 ]"), json);
    }

    // ------------------------------------------------------------------ lenient reading

    @Test
    @DisplayName("missing fields take their defaults; the name defaults to the file name and there is no view")
    void missingFieldsTakeDefaults() throws Exception {
        Path file = write("sparse.json", "{\"format\": 1, \"frequency\": 5, \"island\": \"additive\"}");
        Preset loaded = Presets.load(file);
        TerrainParams expected = TerrainParams.defaults().with(Param.FREQUENCY, 5.0).with(Param.ISLAND, "additive");
        assertEquals(EnumSet.of(Param.FREQUENCY, Param.ISLAND), loaded.params().differences(TerrainParams.defaults()));
        assertTrue(expected.equals(loaded.params()));
        assertEquals("sparse", loaded.name());
        assertEquals("", loaded.description());
        assertEquals(Optional.empty(), loaded.view());

        Preset minimal = Presets.load(write("minimal.json", "{\"format\": 1}"));
        assertTrue(TerrainParams.defaults().equals(minimal.params()));
    }

    @Test
    @DisplayName("an unknown field is a warning naming it, and the rest of the preset still loads")
    void unknownFieldWarns() throws Exception {
        Path file = write("typo.json", "{\"format\": 1, \"frequncy\": 5, \"seed\": 3, "
            + "\"view\": {\"centerX\": 1, \"centerY\": 2, \"unitsPerPixel\": 0.01, \"zoom\": 4}}");
        Preset loaded = Presets.load(file);
        assertEquals(3L, loaded.params().seed());
        assertEquals(3.0, loaded.params().number(Param.FREQUENCY), "the misspelt field does not set frequency");
        assertEquals(new SavedView(1, 2, 0.01 * 512), loaded.view().orElseThrow(),
            "a view with unitsPerPixel was framed for 512-pixel maps");
        assertEquals(2, loaded.warnings().size(), loaded.warnings().toString());
        assertTrue(loaded.warnings().get(0).contains("'frequncy'"), loaded.warnings().toString());
        assertTrue(loaded.warnings().get(1).contains("'view.zoom'"), loaded.warnings().toString());
    }

    @Test
    @DisplayName("accepts whole numbers written as decimals, booleans and choices in any case")
    void lenientNumbers() throws Exception {
        Preset loaded = Presets.load(write("forms.json",
            "{\"format\": 1, \"terraces\": 4.0, \"seed\": -12, \"frequency\": 7, \"climate\": true, "
                + "\"noise\": \"Simplex\", \"octaves\": [1, 0]}"));
        assertEquals(4, loaded.params().integer(Param.TERRACES));
        assertEquals(-12L, loaded.params().seed());
        assertEquals(7.0, loaded.params().number(Param.FREQUENCY));
        assertTrue(loaded.params().flag(Param.CLIMATE));
        assertEquals("simplex", Param.NOISE.format(loaded.params().get(Param.NOISE)));
        assertArrayEquals(new double[] {1, 0}, loaded.params().octaves(Param.OCTAVES));
    }

    // ------------------------------------------------------------------ refusals

    /** A refused preset: the case's name, the file's JSON, and fragments the message must contain. */
    static Stream<Arguments> refusals() {
        return Stream.of(
            refusal("text for a number", "\"frequency\": \"high\"", "frequency", "'high'", "0.1 to 64"),
            refusal("a number for a choice", "\"noise\": 3", "noise", "3", "perlin, simplex, value"),
            refusal("a list for a number", "\"frequency\": [1, 2]", "frequency", "a list", "0.1 to 64"),
            refusal("an object for a number", "\"exponent\": {\"value\": 2}", "exponent", "an object", "0.25 to 5"),
            refusal("true for a number", "\"waterLevel\": true", "waterLevel", "true", "0 to 0.95"),
            refusal("null for a parameter", "\"seed\": null", "seed", "null", "a whole number"),
            refusal("a number for true/false", "\"climate\": 1", "climate", "1", "true or false"),
            refusal("text for a seed", "\"seed\": \"42\"", "seed", "'42'", "a whole number from"),
            refusal("text in an octave list", "\"octaves\": [1, \"x\"]", "octaves[2]", "'x'", "each 0 to 1"),
            refusal("a list in an octave list", "\"octaves\": [1, [0.5]]", "octaves[2]", "[0.5]", "each 0 to 1"),
            refusal("a number too large for a double", "\"frequency\": 1e999", "frequency", "1E+999", "0.1 to 64"),
            refusal("a negative number too large for a double", "\"islandA\": -2E+400", "islandA", "-2E+400",
                "-0.5 to 0.5"),
            refusal("a too-large number in an octave list", "\"octaves\": [1, 1e999]", "octaves[2]", "1E+999",
                "each 0 to 1"),
            refusal("a too-large number in the view", viewJson("1e999", "0", "0.01"), "view.centerX", "1E+999",
                "finite"),
            refusal("NaN, which JSON does not have", "\"frequency\": NaN", "not valid JSON at line 1, column",
                "Non-standard token 'NaN'"),
            refusal("Infinity, which JSON does not have", "\"frequency\": -Infinity",
                "not valid JSON at line 1, column", "Non-standard token '-Infinity'"),
            refusal("a number above the range", "\"waterLevel\": 0.99", "waterLevel", "0.99", "out of range",
                "0 to 0.95"),
            refusal("a number below the range", "\"frequency\": 0.01", "frequency", "0.01", "out of range",
                "0.1 to 64"),
            refusal("a whole number above the range", "\"terraces\": 33", "terraces", "33", "0 to 32"),
            refusal("a fraction for a whole number", "\"terraces\": 2.5", "terraces", "2.5", "not a whole number"),
            refusal("nine octaves", "\"octaves\": [1, 1, 1, 1, 1, 1, 1, 1, 1]", "octaves", "9 amplitudes",
                "1 to 8 amplitudes"),
            refusal("no octaves", "\"moistureOctaves\": []", "moistureOctaves", "0 amplitudes", "1 to 8 amplitudes"),
            refusal("all octaves zero", "\"octaves\": [0, 0, 0]", "octaves", "0,0,0", "all amplitudes are 0"),
            refusal("an octave amplitude above 1", "\"octaves\": [1, 1.5]", "octaves[2]", "1.5", "allowed 0 to 1"),
            refusal("a negative octave amplitude", "\"octaves\": [-0.5]", "octaves[1]", "-0.5", "allowed 0 to 1"),
            refusal("an unknown kernel", "\"noise\": \"worley\"", "noise", "'worley'", "perlin, simplex, value"),
            refusal("an unknown biome mode", "\"biomes\": \"whittaker\"", "biomes", "'whittaker'",
                "elevation, elevation-moisture"),
            refusal("an unknown fade curve", "\"fade\": \"smooth\"", "fade", "'smooth'", "linear, cubic, quintic"),
            refusal("a seed that is not whole", "\"seed\": 1.5", "seed", "1.5", "whole number"),
            refusal("a seed beyond 64 bits", "\"seed\": 9223372036854775808", "seed", "9223372036854775808",
                "beyond 64 bits", "-9223372036854775808 to 9223372036854775807"),
            refusal("a seed far below 64 bits", "\"seed\": -99999999999999999999999", "seed",
                "-99999999999999999999999", "beyond 64 bits"),
            refusal("a name that is not text", "\"name\": 5", "name", "5", "text"),
            refusal("a description that is a list", "\"description\": [\"a\"]", "description", "a list", "text"),
            refusal("a view that is not an object", "\"view\": 5", "view", "5", "centerX, centerY, span"),
            refusal("a view with text for a number", viewJson("\"left\"", "0", "0.01"), "view.centerX", "'left'",
                "a number"),
            refusal("a view without its scale", "\"view\": {\"centerX\": 0, \"centerY\": 0}", "view.span",
                "missing", "a number"),
            refusal("a view scale of zero", viewJson("0", "0", "0"), "view.unitsPerPixel", "0", "out of range",
                "allowed 1e-7 to 1000"),
            refusal("a view scale too large", viewJson("0", "0", "5000"), "view.unitsPerPixel", "5000",
                "out of range"),
            refusal("a view span of zero", "\"view\": {\"centerX\": 0, \"centerY\": 0, \"span\": 0}", "view.span",
                "0", "out of range", "1e-6 to 1e6"),
            refusal("a view centred too far out", viewJson("3e9", "0", "0.01"), "view", "3.0E9", "out of range",
                "-1e9 to 1e9"));
    }

    private static String viewJson(String x, String y, String upp) {
        return "\"view\": {\"centerX\": " + x + ", \"centerY\": " + y + ", \"unitsPerPixel\": " + upp + "}";
    }

    private static Arguments refusal(String what, String field, String... fragments) {
        return Arguments.of(what, "{\"format\": 1, \"ridges\": 0.25, " + field + "}", List.of(fragments));
    }

    @ParameterizedTest(name = "refuses {0}")
    @MethodSource("refusals")
    @DisplayName("refuses a bad value with a message naming the file, the field, the value and what is allowed")
    void refuses(String what, String json, List<String> fragments) throws IOException {
        Path file = write("bad.json", json);
        PresetException e = assertThrows(PresetException.class, () -> Presets.load(file), what);
        assertTrue(e.getMessage().startsWith(file + ": "), "names the file: " + e.getMessage());
        for (String fragment : fragments) {
            assertTrue(e.getMessage().contains(fragment), "'" + fragment + "' in: " + e.getMessage());
        }
    }

    /** Refusals of the document as a whole: the JSON, the format version, the root. */
    static Stream<Arguments> documentRefusals() {
        return Stream.of(
            Arguments.of("a newer format", "{\"format\": 2}", List.of("format", "2", "newer", "allowed 1")),
            Arguments.of("a format far in the future", "{\"format\": 4294967297}",
                List.of("format", "4294967297", "newer", "allowed 1")),
            Arguments.of("format 0", "{\"format\": 0}", List.of("format", "0", "out of range", "allowed 1")),
            Arguments.of("a missing format", "{\"seed\": 1}", List.of("format", "missing", "\"format\": 1")),
            Arguments.of("a format written as text", "{\"format\": \"1\"}",
                List.of("format", "'1' (text)", "not a whole number", "allowed 1")),
            Arguments.of("a fractional format", "{\"format\": 1.5}", List.of("format", "1.5", "not a whole number")),
            Arguments.of("a list at the root", "[1, 2]", List.of("a JSON object", "found a list")),
            Arguments.of("a number at the root", "42", List.of("a JSON object", "found 42")),
            Arguments.of("null at the root", "null", List.of("a JSON object", "found null")),
            Arguments.of("an empty file", "", List.of("a JSON object", "found nothing")),
            Arguments.of("a file of white space", "  \n ", List.of("a JSON object", "found nothing")),
            Arguments.of("a missing comma", "{\"format\": 1\n \"seed\": 2}",
                List.of("line 2, column 2", "not valid JSON")),
            Arguments.of("a trailing comma", "{\n  \"format\": 1,\n  \"seed\": 2,\n}",
                List.of("line 4, column 1", "not valid JSON")),
            Arguments.of("an unclosed object", "{\"format\": 1,\n\"seed\": 2", List.of("line 2", "not valid JSON")),
            Arguments.of("a comment", "{\"format\": 1 // one\n}", List.of("line 1, column 14", "not valid JSON")),
            Arguments.of("text after the object", "{\"format\": 1}\n{}", List.of("line 2", "not valid JSON")),
            Arguments.of("a duplicated field", "{\"format\": 1, \"seed\": 1,\n\"seed\": 2}",
                List.of("line 2", "'seed'", "Duplicate field")));
    }

    @ParameterizedTest(name = "refuses {0}")
    @MethodSource("documentRefusals")
    @DisplayName("refuses a malformed document with a message naming the file and what is wrong")
    void refusesDocument(String what, String json, List<String> fragments) throws IOException {
        Path file = write("doc.json", json);
        PresetException e = assertThrows(PresetException.class, () -> Presets.load(file), what);
        assertTrue(e.getMessage().startsWith(file + ": "), "names the file: " + e.getMessage());
        assertFalse(e.getMessage().contains("1 to 1"), "a single allowed format is said once: " + e.getMessage());
        for (String fragment : fragments) {
            assertTrue(e.getMessage().contains(fragment), "'" + fragment + "' in: " + e.getMessage());
        }
    }

    @Test
    @DisplayName("refuses a file over 1 MB unread, and loads one of exactly 1 MB")
    void sizeLimit() throws Exception {
        String head = "{\"format\": 1, \"seed\": 9}";
        byte[] exact = padded(head, (int) Presets.MAX_BYTES);
        Path fits = folder.resolve("fits.json");
        Files.write(fits, exact);
        assertEquals(9L, Presets.load(fits).params().seed());
        assertEquals(9L, Presets.load(new ByteArrayInputStream(exact), "fits.json").params().seed());

        byte[] over = padded(head, (int) Presets.MAX_BYTES + 1);
        Path big = folder.resolve("big.json");
        Files.write(big, over);
        PresetException e = assertThrows(PresetException.class, () -> Presets.load(big));
        assertTrue(e.getMessage().startsWith(big + ": "), e.getMessage());
        assertTrue(e.getMessage().contains("1048577 bytes"), e.getMessage());
        assertTrue(e.getMessage().contains("at most 1048576 bytes"), e.getMessage());
        PresetException fromStream = assertThrows(PresetException.class,
            () -> Presets.load(new ByteArrayInputStream(over), "presets/big.json"));
        assertTrue(fromStream.getMessage().startsWith("presets/big.json: "), fromStream.getMessage());
        assertTrue(fromStream.getMessage().contains("at most 1048576 bytes"), fromStream.getMessage());
    }

    /** {@code json} followed by spaces up to {@code size} bytes. */
    private static byte[] padded(String json, int size) {
        byte[] bytes = new byte[size];
        Arrays.fill(bytes, (byte) ' ');
        byte[] head = json.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(head, 0, bytes, 0, head.length);
        return bytes;
    }

    @Test
    @DisplayName("a missing file or a folder is refused with a message naming it")
    void unreadable() {
        Path missing = folder.resolve("nowhere.json");
        PresetException e = assertThrows(PresetException.class, () -> Presets.load(missing));
        assertEquals(missing + ": no such file", e.getMessage());
        PresetException dir = assertThrows(PresetException.class, () -> Presets.load(folder));
        assertTrue(dir.getMessage().startsWith(folder + ": cannot read"), dir.getMessage());
    }

    @Test
    @DisplayName("a refusal anywhere in the file refuses the whole preset: no partly applied result")
    void allOrNothing() throws Exception {
        // The bad value first, in the middle and last: each throws, so no preset with some values set exists.
        for (String json : List.of(
                "{\"format\": 1, \"frequency\": 99, \"seed\": 5, \"ridges\": 0.5}",
                "{\"format\": 1, \"seed\": 5, \"frequency\": 99, \"ridges\": 0.5}",
                "{\"format\": 1, \"seed\": 5, \"ridges\": 0.5, \"frequency\": 99}",
                "{\"format\": 1, \"seed\": 5, \"ridges\": 0.5, \"view\": {\"centerX\": 0}}")) {
            Path file = write("partial.json", json);
            assertThrows(PresetException.class, () -> Presets.load(file), json);
        }
        // And the valid part of the same file alone does load: the refusal is down to the one bad value.
        Preset good = Presets.load(write("good.json", "{\"format\": 1, \"seed\": 5, \"ridges\": 0.5}"));
        assertEquals(0.5, good.params().number(Param.RIDGES));
    }

    // ------------------------------------------------------------------ atomic saving

    @Test
    @DisplayName("saving over an existing preset replaces it and leaves no temporary file")
    void saveReplaces() throws Exception {
        Path file = folder.resolve("mine.json");
        Presets.save(Preset.of("First", TerrainParams.defaults().with(Param.SEED, 1L)), file);
        Presets.save(Preset.of("Second", TerrainParams.defaults().with(Param.SEED, 2L)), file);
        Preset loaded = Presets.load(file);
        assertEquals("Second", loaded.name());
        assertEquals(2L, loaded.params().seed());
        assertEquals(List.of(file), listFolder());
    }

    @Test
    @DisplayName("a save that cannot write (the target is a folder, or its folder is missing) says why")
    void saveFailsWithReason() throws Exception {
        Path dir = Files.createDirectory(folder.resolve("taken.json"));
        Files.writeString(dir.resolve("inside.txt"), "keep");
        IOException e = assertThrows(IOException.class, () -> Presets.save(Preset.of("x", TerrainParams.defaults()),
            dir));
        assertTrue(e.getMessage().contains(dir.toString()) && e.getMessage().contains("is a folder"), e.getMessage());
        assertEquals("keep", Files.readString(dir.resolve("inside.txt")));

        Path orphan = folder.resolve("no-such-folder").resolve("p.json");
        IOException missing = assertThrows(IOException.class,
            () -> Presets.save(Preset.of("x", TerrainParams.defaults()), orphan));
        assertTrue(missing.getMessage().contains(orphan.toString()), missing.getMessage());
        assertTrue(missing.getMessage().contains("does not exist"), missing.getMessage());
        assertEquals(List.of(dir), listFolder(), "nothing else was created");
    }

    @Test
    @DisplayName("a write that fails midway leaves the old file byte for byte and no .part file")
    void failedWriteKeepsOldFile() throws Exception {
        Path file = folder.resolve("precious.json");
        Presets.save(Preset.of("Precious", TerrainParams.defaults().with(Param.SEED, 77L)), file);
        byte[] before = Files.readAllBytes(file);

        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(file, out -> {
            out.write("{\"format\": 1, \"name\": \"half".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("disk full"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(List.of(file), listFolder(), "no temporary file is left");

        assertThrows(IllegalStateException.class, () -> AtomicFiles.write(file, out -> {
            out.write(new byte[100]);
            throw new IllegalStateException("bug in a writer");
        }));
        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(List.of(file), listFolder(), "no temporary file is left after an unchecked failure either");
        assertEquals(77L, Presets.load(file).params().seed());
    }

    @Test
    @DisplayName("a replaced preset keeps the permissions of the file it replaces")
    void saveKeepsPermissions() throws Exception {
        assumeTrue(Files.getFileStore(folder).supportsFileAttributeView("posix"), "POSIX permissions");
        Path file = folder.resolve("private.json");
        Presets.save(Preset.of("Private", TerrainParams.defaults()), file);
        Set<PosixFilePermission> ownerOnly = PosixFilePermissions.fromString("rw-------");
        Files.setPosixFilePermissions(file, ownerOnly);
        Presets.save(Preset.of("Private, again", TerrainParams.defaults()), file);
        assertEquals(ownerOnly, Files.getPosixFilePermissions(file));
        assertEquals("Private, again", Presets.load(file).name());
    }

    private List<Path> listFolder() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }

    private Path write(String name, String json) throws IOException {
        return Files.writeString(folder.resolve(name), json, StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("a preset loaded from a stream is named after the source's file name")
    void streamSourceNames() throws Exception {
        Preset p = Presets.load(new ByteArrayInputStream("{\"format\": 1}".getBytes(StandardCharsets.UTF_8)),
            "presets/quiet-sea.json");
        assertEquals("quiet-sea", p.name());
        assertEquals(EnumSet.noneOf(Param.class), p.params().differences(TerrainParams.defaults()));
    }

    @Test
    @DisplayName("a preset of the other kind is named as such: a world preset to a noise command, and the reverse")
    void otherKind() throws Exception {
        byte[] world = Files.readAllBytes(Path.of("presets/world/frozen-peaks.json"));
        PresetException noise = assertThrows(PresetException.class, () -> Presets.parse(world, "peaks.json", "p"));
        assertTrue(noise.getMessage().startsWith("peaks.json: a world preset"), noise.getMessage());
        byte[] island = Files.readAllBytes(Path.of("presets/islands.json"));
        PresetException other = assertThrows(PresetException.class,
            () -> WorldPresets.parse(island, "islands.json", Path.of(".")));
        assertTrue(other.getMessage().contains("islands.json") && other.getMessage().contains("not a world preset"),
            other.getMessage());
    }
}
