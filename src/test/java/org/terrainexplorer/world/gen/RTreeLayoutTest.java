package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.gen.Climate.Parameter;
import org.terrainexplorer.world.gen.Climate.ParameterPoint;

/** A tree read from a layout ({@link RTree#fromLayout}) refuses any layout that is not a tree of its entries. */
class RTreeLayoutTest {

    private static final List<ParameterPoint> ONE = List.of(new ParameterPoint(new Parameter(0, 0), new Parameter(0, 0),
        new Parameter(0, 0), new Parameter(0, 0), new Parameter(0, 0), new Parameter(0, 0), 0));

    @Test
    @DisplayName("a layout nesting nodes far deeper than any built tree is refused, not a stack overflow")
    void deepNestingIsRefused() {
        int[] layout = new int[200_001];
        Arrays.fill(layout, -1);
        layout[layout.length - 1] = 0;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> RTree.fromLayout(ONE, List.of("a"), layout));
        assertTrue(e.getMessage().contains("deeper than"), e.getMessage());
    }

    @Test
    @DisplayName("a node of Integer.MIN_VALUE children is named as such")
    void mostNegativeCount() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> RTree.fromLayout(ONE, List.of("a"), new int[] {Integer.MIN_VALUE, 0}));
        assertTrue(e.getMessage().contains("a node of 2147483648 children"), e.getMessage());
    }

    @Test
    @DisplayName("a leaf alone reads back")
    void leafAlone() {
        assertEquals(0, RTree.fromLayout(ONE, List.of("a"), new int[] {0}).treeOrder()[0]);
    }
}
