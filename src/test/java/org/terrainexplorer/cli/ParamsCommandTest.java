package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.terrain.Param;

@DisplayName("The params command")
class ParamsCommandTest {

    @Test
    @DisplayName("lists every parameter once, name first, then its default, what is allowed and its meaning")
    void listsEveryParameter() {
        CliRun run = CliRun.run("", "params");
        assertEquals(0, run.exitCode(), run.err());
        List<String> names = new ArrayList<>();
        for (String line : run.lines()) {
            if (!line.startsWith(" ")) {
                names.add(line.substring(0, line.indexOf(' ')));
            }
        }
        assertEquals(Param.values().length, names.size());
        for (Param p : Param.values()) {
            assertEquals(p.id(), names.get(p.ordinal()));
        }
        String joined = run.out().replaceAll("\n {20}", " ");
        assertTrue(joined.contains("\nfrequency           default 3; allowed 0.1 to 64 (cells/unit) Lattice cells of "
            + "the first octave per world unit: higher makes smaller features.\n"), joined);
        assertTrue(joined.contains("\nlacunarity          default 2; allowed 1 to 4 (×) "), joined);
    }

    @Test
    @DisplayName("fits 80 columns and prints numbers as typed, without needless .0 or 1.0E-7")
    void readable() {
        String out = CliRun.run("", "params").out();
        for (String line : out.split("\n")) {
            assertTrue(line.length() <= ParamsCommand.WIDTH, line.length() + " columns: " + line);
        }
        // The printed values, without the descriptions' prose.
        String values = out.replaceAll("\n {20}", " ");
        for (Param p : Param.values()) {
            values = values.replace(p.description(), "");
        }
        assertFalse(values.matches("(?s).*\\d\\.0\\b.*"), values);
        assertFalse(values.contains("E-") || values.contains("E+"), values);
    }

    @Test
    @DisplayName("wraps at spaces, keeping a word longer than the width whole")
    void wrap() {
        assertEquals(List.of("one two", "three"), ParamsCommand.wrap("one two three", 8));
        assertEquals(List.of("a", "-9223372036854775808", "b"), ParamsCommand.wrap("a -9223372036854775808 b", 5));
        assertEquals(List.of(""), ParamsCommand.wrap("", 10));
    }
}
