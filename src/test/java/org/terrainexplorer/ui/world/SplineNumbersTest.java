package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.density.Constant;
import org.terrainexplorer.world.density.CubicSpline;

@DisplayName("The spline editor's numbers")
class SplineNumbersTest {

    @Test
    @DisplayName("show as plain decimals of five significant digits and at most six places, never in E notation")
    void plainDecimals() {
        assertEquals("-0.000512", SplineNumbers.show(-5.1222738E-4F));
        assertEquals("0.25", SplineNumbers.show(0.25F));
        assertEquals("-1.1", SplineNumbers.show(-1.1F));
        assertEquals("0.078125", SplineNumbers.show(0.078125F));
        assertEquals("1234.6", SplineNumbers.show(1234.5678F));
        assertEquals("12346000", SplineNumbers.show(1.2345678E7F));
        assertEquals("0", SplineNumbers.show(1.0E-9F), "below a millionth rounds to 0");
        assertEquals("0", SplineNumbers.show(-0.0F));
    }

    @Test
    @DisplayName("a field still showing a number stands for it exactly; other text is read, or refused naming the field")
    void reading() {
        float exact = -5.1222738E-4F;
        assertEquals(exact, SplineNumbers.read("derivative", "-0.000512", exact));
        assertEquals(exact, SplineNumbers.read("derivative", " −0.000512 ", exact));
        assertEquals(-0.000512F, SplineNumbers.read("derivative", "-0.000512", 0.5F));
        assertEquals(0.3F, SplineNumbers.read("value", "0.3", 0.25F));
        assertEquals("location 'abc' is not a number", assertThrows(IllegalArgumentException.class,
            () -> SplineNumbers.read("location", "abc", 0F)).getMessage());
        assertEquals("value 'NaN' is not a finite number that fits a float", assertThrows(
            IllegalArgumentException.class, () -> SplineNumbers.read("value", "NaN", 0F)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SplineNumbers.read("value", "1e39", 0F));
    }

    @Test
    @DisplayName("a refused location says where the point may go: between its neighbours' locations")
    void locationRange() {
        CubicSpline.Multipoint m = CubicSpline.Multipoint.of(new Constant(0.0), java.util.List.of(
            new CubicSpline.Point(-1.1F, new CubicSpline.Constant(0F), 0F),
            new CubicSpline.Point(-0.45F, new CubicSpline.Constant(1F), 0F),
            new CubicSpline.Point(0.3F, new CubicSpline.Constant(2F), 0F)));
        assertEquals("a location below -0.45 (the next point's)", SplinePointFields.between(m, 0));
        assertEquals("a location between -1.1 and 0.3 (the points on either side)", SplinePointFields.between(m, 1));
        assertEquals("a location above -0.45 (the point before's)", SplinePointFields.between(m, 2));
    }
}
