package org.terrainexplorer.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("The parameter table")
class ParamTableTest {

    @Test
    @DisplayName("gives every parameter a unique id, a label, a one-sentence description and a valid default")
    void everyRowIsComplete() {
        Set<String> ids = new HashSet<>();
        for (Param p : Param.values()) {
            assertTrue(ids.add(p.id()), "duplicate id " + p.id());
            assertFalse(p.label().isBlank(), p.id());
            assertTrue(p.description().endsWith(".") && p.description().length() > 20, p.id() + " description");
            assertEquals(p.validate(p.defaultValue()), TerrainParams.defaults().get(p), p.id());
            if (p.kind() == Param.Kind.NUMBER || p.kind() == Param.Kind.INTEGER || p.kind() == Param.Kind.OCTAVES) {
                assertTrue(p.min() < p.max(), p.id() + " range");
                assertTrue(p.step() > 0 && p.step() <= p.max() - p.min(), p.id() + " step");
            }
            if (p.kind() == Param.Kind.CHOICE) {
                assertTrue(p.choices().size() >= 2, p.id() + " choices");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Param.class)
    @DisplayName("reads back what it writes: parse(format(v)) = v for every default")
    void formatParseRoundTrip(Param p) {
        Object value = TerrainParams.defaults().get(p);
        assertEquals(value, p.parse(p.format(value)));
    }

    @Test
    @DisplayName("refuses an out-of-range number with the name, the value and the range")
    void outOfRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> Param.WATER_LEVEL.validate(1.5));
        assertEquals("waterLevel: 1.5 is out of range; allowed 0 to 0.95", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Param.TERRACES.validate(33));
        assertEquals("terraces: 33 is out of range; allowed 0 to 32", e.getMessage());
    }

    @Test
    @DisplayName("refuses NaN, infinities, text for numbers and fractions for whole numbers; digits beyond a long are "
        + "out of range")
    void wrongValues() {
        assertMessage(() -> Param.FREQUENCY.validate(Double.NaN), "frequency: NaN is not a number; allowed 0.1 to 64");
        assertMessage(() -> Param.FREQUENCY.validate(Double.POSITIVE_INFINITY), "frequency: Infinity is not a finite");
        assertMessage(() -> Param.FREQUENCY.parse("NaN"), "frequency: 'NaN' is not a number; allowed 0.1 to 64");
        assertMessage(() -> Param.FREQUENCY.parse("99999999999999999999999"),
            "frequency: 99999999999999999999999 is out of range; allowed 0.1 to 64");
        assertMessage(() -> Param.FREQUENCY.parse("1e999"), "frequency: 1e999 is out of range; allowed 0.1 to 64");
        assertMessage(() -> Param.FREQUENCY.validate("3"), "frequency: '3' is not a number");
        assertMessage(() -> Param.TERRACES.validate(2.5), "terraces: 2.5 is not a whole number");
        assertMessage(() -> Param.SEED.parse("12x"), "seed: '12x' is not a whole number");
        assertMessage(() -> Param.SEED.parse("99999999999999999999"),
            "seed: 99999999999999999999 is out of range; allowed a whole number from -9223372036854775808");
        assertMessage(() -> Param.TERRACES.parse("-99999999999999999999"),
            "terraces: -99999999999999999999 is out of range; allowed 0 to 32");
        assertMessage(() -> Param.TREES.parse("yes"), "trees: 'yes' is not true or false");
        assertMessage(() -> Param.NOISE.parse("worley"), "noise: 'worley' is not one of perlin, simplex, value");
        assertMessage(() -> Param.ISLAND_DISTANCE.validate(3), "islandDistance: 3 is not one of euclidean");
    }

    @Test
    @DisplayName("checks octave lists: length 1 to 8, each amplitude in range, not all zero")
    void octaveLists() {
        assertEquals(List.of(1.0, 0.5), Param.OCTAVES.parse("1, 0.5"));
        assertMessage(() -> Param.OCTAVES.parse("1,1,1,1,1,1,1,1,1"), "octaves: 9 amplitudes are too many; allowed 1 to 8");
        assertMessage(() -> Param.OCTAVES.validate(List.of()), "octaves: 0 amplitudes are too few");
        assertMessage(() -> Param.OCTAVES.parse("1,1.5"), "octaves[2]: 1.5 is out of range; allowed 0 to 1");
        assertMessage(() -> Param.OCTAVES.parse("0,0"), "all amplitudes are 0");
        assertMessage(() -> Param.OCTAVES.parse("1,x"), "octaves[2]: 'x' is not a number");
    }

    @Test
    @DisplayName("finds choices by id, lower case with hyphens")
    void choiceIds() {
        assertSame(Choices.IslandDistance.SQUARE_BUMP, Param.ISLAND_DISTANCE.parse("square-bump"));
        assertEquals(List.of("euclidean", "manhattan", "square-bump"), Param.ISLAND_DISTANCE.choiceIds());
        assertEquals("elevation-moisture", Param.BIOMES.format(Choices.BiomeMode.ELEVATION_MOISTURE));
    }

    @Test
    @DisplayName("assigns each stage what it invalidates: colour samples nothing, moisture keeps elevation")
    void stages() {
        assertFalse(Stage.COLOUR.resamplesElevation() || Stage.COLOUR.resamplesMoisture() || Stage.COLOUR.reshapes());
        assertTrue(Stage.MOISTURE.resamplesMoisture() && !Stage.MOISTURE.resamplesElevation()
            && !Stage.MOISTURE.reshapes());
        assertTrue(Stage.SHAPE.reshapes() && !Stage.SHAPE.resamplesElevation());
        assertTrue(Stage.NOISE.resamplesElevation() && Stage.NOISE.resamplesMoisture());
        assertEquals(Stage.COLOUR, Param.WATER_LEVEL.stage());
        assertEquals(Stage.SHAPE, Param.EXPONENT.stage());
        assertEquals(Stage.MOISTURE, Param.MOISTURE_FREQUENCY.stage());
    }

    @Test
    @DisplayName("TerrainParams: with() returns a changed copy, compares by value and lists differences")
    void paramsAreValues() {
        TerrainParams defaults = TerrainParams.defaults();
        TerrainParams changed = defaults.with(Param.FREQUENCY, 5.0).with(Param.OCTAVES, List.of(1.0));
        assertEquals(3.0, defaults.number(Param.FREQUENCY));
        assertEquals(5.0, changed.number(Param.FREQUENCY));
        assertEquals(Set.of(Param.FREQUENCY, Param.OCTAVES), changed.differences(defaults));
        assertEquals(changed, defaults.with(Param.OCTAVES, new double[] {1}).with(Param.FREQUENCY, 5));
        assertSame(defaults, defaults.with(Param.FREQUENCY, 3.0));
        assertTrue(changed.moistureSeed() != changed.seed());
    }

    private static void assertMessage(Runnable action, String expected) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, action::run);
        assertTrue(e.getMessage().contains(expected), "message '" + e.getMessage() + "' lacks '" + expected + "'");
    }
}
