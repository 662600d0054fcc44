package org.terrainexplorer.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("Search specifications are read whole or refused with the JSON path of what is wrong")
class SearchSpecTest {

    private static SearchSpec parse(String json) throws SearchSpec.SpecException {
        return SearchSpec.parse(json, "s.json", Path.of("."));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "no format|{\"condition\": {\"biome\": \"desert\", \"within\": 10, \"of\": [0, 0]}}|s.json: missing field 'format'",
        "newer format|{\"format\": 2, \"condition\": {}}|s.json: at format: format 2 is newer",
        "unknown field|{\"format\": 1, \"colour\": 3, \"condition\": {\"not\": {\"biome\": \"desert\", \"within\": 1, \"of\": [0,0]}}}|s.json: at colour: unknown field 'colour'",
        "bad radius|{\"format\": 1, \"condition\": {\"all\": [{\"biome\": \"desert\", \"within\": 10, \"of\": [0, 0]}, {\"structure\": \"village\", \"within\": -5, \"of\": [0, 0]}]}}|s.json: at condition.all[1].within: expected a whole number from 0 to 100000, found -5",
        "bad origin|{\"format\": 1, \"condition\": {\"any\": [{\"biome\": \"desert\", \"within\": 10, \"of\": [0]}]}}|s.json: at condition.any[0].of: expected [x, z], found a list of 1",
        "two kinds|{\"format\": 1, \"condition\": {\"biome\": \"desert\", \"climate\": \"erosion\"}}|s.json: at condition: a condition has one kind",
        "unknown reference|{\"format\": 1, \"condition\": {\"structure\": \"village\", \"within\": 10, \"of\": \"v\"}}|s.json: at condition.of: no condition has the id 'v'",
        "duplicate id|{\"format\": 1, \"condition\": {\"all\": [{\"id\": \"a\", \"spawnIn\": {\"from\": [0,0], \"to\": [1,1]}}, {\"id\": \"a\", \"spawnBiome\": \"jungle\"}]}}|s.json: at condition.all[1].id: the id 'a' is used twice",
        "inverted seeds|{\"format\": 1, \"seeds\": {\"from\": 5, \"to\": 1}, \"condition\": {\"spawnBiome\": \"jungle\"}}|s.json: at seeds: from 5 is above to 1",
        "climate name|{\"format\": 1, \"condition\": {\"climate\": \"heat\", \"range\": [0, 1], \"at\": [0, 0]}}|s.json: at condition.climate: unknown climate parameter 'heat'",
        "too many samples|{\"format\": 1, \"condition\": {\"biome\": \"desert\", \"within\": 100000, \"of\": [0, 0], \"step\": 4}}|s.json: at condition.within: a radius of 100000 at a step of 4 takes",
        "malformed|{\"format\": 1, |s.json: not valid JSON at line 1"})
    @DisplayName("a bad specification is refused, naming the path")
    void refusesWithPath(String what, String json, String message) {
        SearchSpec.SpecException e = assertThrows(SearchSpec.SpecException.class, () -> parse(json));
        assertTrue(e.getMessage().startsWith(message), what + ": " + e.getMessage());
    }

    @Test
    @DisplayName("the hash is of the content: whitespace and field order do not change it, the range does")
    void hashOfContent() throws Exception {
        SearchSpec a = parse("{\"format\": 1, \"seeds\": {\"from\": 0, \"to\": 9}, \"condition\": "
            + "{\"spawnBiome\": \"jungle\"}}");
        SearchSpec b = parse("{\"condition\":{\"spawnBiome\":\"jungle\"},\n\"seeds\":{\"to\":9,\"from\":0},\"format\":1}");
        assertEquals(a.hash(), b.hash());
        assertNotEquals(a.hash(), a.withRange(0, 10).hash());
        assertEquals(0, a.from());
        assertEquals(9, a.to());
        assertEquals(10, a.withRange(1, 10).seedCount());
    }

    @Test
    @DisplayName("64-bit seeds are read exactly, as numbers or strings")
    void wholeSeeds() throws Exception {
        SearchSpec s = parse("{\"format\": 1, \"seeds\": {\"from\": -9223372036854775808, \"to\": \"9223372036854775807\"},"
            + " \"condition\": {\"spawnBiome\": \"jungle\"}}");
        assertEquals(Long.MIN_VALUE, s.from());
        assertEquals(Long.MAX_VALUE, s.to());
        assertEquals(Long.MAX_VALUE, s.seedCount());
    }

    @Test
    @DisplayName("every shipped example specification reads and binds to its world")
    void shippedExamplesBind() throws Exception {
        org.terrainexplorer.session.WorldSession session = new org.terrainexplorer.session.WorldSession(
            org.terrainexplorer.world.TestWorlds.DATA);
        try (Stream<Path> files = Files.list(Path.of("presets/search"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                SearchWorld.bind(SearchSpec.read(f), session);
            }
        }
    }

    @Test
    @DisplayName("names the world does not have are refused with their path when bound")
    void namesCheckedAgainstTheWorld() throws Exception {
        org.terrainexplorer.session.WorldSession session = new org.terrainexplorer.session.WorldSession(
            org.terrainexplorer.world.TestWorlds.DATA);
        SearchSpec.SpecException e = assertThrows(SearchSpec.SpecException.class, () -> SearchWorld.bind(parse(
            "{\"format\": 1, \"world\": {\"version\": \"1.19.3\"}, \"condition\": {\"all\": [{\"spawnBiome\": "
                + "\"jungle\"}, {\"biome\": \"cherry_grove\", \"within\": 100, \"of\": [0, 0]}]}}"), session));
        assertTrue(e.getMessage().contains("at condition.all[1].biome: this world (1.19.3, overworld) has no biome "
            + "minecraft:cherry_grove"), e.getMessage());
        e = assertThrows(SearchSpec.SpecException.class, () -> SearchWorld.bind(parse(
            "{\"format\": 1, \"world\": {\"version\": \"1.21.1\"}, \"condition\": {\"structure\": \"pyramid_of_giza\", "
                + "\"within\": 100, \"of\": [0, 0]}}"), session));
        assertTrue(e.getMessage().contains("at condition.structure: this world (1.21.1, overworld) has no structure "
            + "'pyramid_of_giza'"), e.getMessage());
    }

    @Test
    @DisplayName("a mistyped biome is refused with the nearest the world has and how many it has, not all their names")
    void mistypedBiomeNamesTheNearest() throws Exception {
        org.terrainexplorer.session.WorldSession session = new org.terrainexplorer.session.WorldSession(
            org.terrainexplorer.world.TestWorlds.DATA);
        SearchSpec spec = parse("{\"format\": 1, \"world\": {\"version\": \"1.21.1\"}, \"condition\": {\"all\": ["
            + "{\"structure\": \"desert_pyramid\", \"within\": 200, \"of\": [0, 0]}, {\"biome\": \"desrt\", "
            + "\"within\": 64, \"of\": [0, 0]}]}}");
        SearchSpec.SpecException e = assertThrows(SearchSpec.SpecException.class, () -> SearchWorld.bind(spec,
            session));
        int biomes = SearchWorld.template(spec, session).world().biomeSource().possibleBiomes().size();
        assertEquals("specification: at condition.all[1].biome: this world (1.21.1, overworld) has no biome "
            + "minecraft:desrt; did you mean 'desert'? (it has " + biomes + " biomes)", e.getMessage());
        // The cheap check the window makes at Apply, against the world loaded once, says the same.
        SearchSpec.SpecException atApply = assertThrows(SearchSpec.SpecException.class,
            () -> SearchWorld.checkNames(spec, SearchWorld.template(spec, session)));
        assertEquals(e.getMessage(), atApply.getMessage());
    }
}
