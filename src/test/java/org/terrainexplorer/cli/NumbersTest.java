package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Numbers in messages")
class NumbersTest {

    @Test
    @DisplayName("print as typed: no needless .0, exponents as 1e-7 rather than 1.0E-7")
    void plain() {
        assertEquals("5", Numbers.plain(5.0));
        assertEquals("1000", Numbers.plain(1000.0));
        assertEquals("0.25", Numbers.plain(0.25));
        assertEquals("0.1", Numbers.plain(0.1));
        assertEquals("-0.5", Numbers.plain(-0.5));
        assertEquals("0", Numbers.plain(-0.0));
        assertEquals("0.0001", Numbers.plain(1e-4));
        assertEquals("12345.678", Numbers.plain(12345.678));
        assertEquals("1e-7", Numbers.plain(1e-7));
        assertEquals("2.5e-8", Numbers.plain(2.5e-8));
        assertEquals("1e9", Numbers.plain(1e9));
        assertEquals("-1e9", Numbers.plain(-1e9));
        assertEquals("1.5e12", Numbers.plain(1.5e12));
        assertEquals("1e300", Numbers.plain(1e300));
        assertEquals("NaN", Numbers.plain(Double.NaN));
        assertEquals("infinity", Numbers.plain(Double.POSITIVE_INFINITY));
        assertEquals("1e-7 to 1000", Numbers.range(1e-7, 1e3));
        assertEquals("1 to 4", Numbers.range(1.0, 4.0));
    }
}
