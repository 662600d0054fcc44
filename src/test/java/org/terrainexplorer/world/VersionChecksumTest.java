package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrainexplorer.world.data.Dimension;

/**
 * Every shipped release's chunks are pinned: the overworld of each (the chunk list holds places where the biome
 * lists changed, so 1.19.3, 1.20.1, 1.21.4 and 1.21.5 each differ from the one before), and the nether and end
 * where a release changed them. 1.19.3 to 1.21.8 share their nether and end data (see ../shared/mcdata/README.md),
 * so those releases pin the same sums. The releases from 1.21.9 on load once the router's new types are merged:
 * a line each, from {@link VersionChecksums#main}.
 */
class VersionChecksumTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "1.19.3, overworld, ff0e8d181f7e32699730399342ba82e4ff10cfa2b8d3cc64dc65c44d91d43e30",
        "1.19.3, the_nether, 23ed677b45f7f65746f925839fc194247eacc3a9a45c61e8887e5b7595c1e61a",
        "1.19.3, the_end, 7fd7a2aaf31da7c69683affcef41cb83d585e4c526d3b21b5ff3e4d453daf79e",
        "1.20.1, overworld, 8cacd28cc2d1f18e47eabbb51c090189e151d5678a3fee2caf2efdc7c25bf836",
        "1.20.6, overworld, 8cacd28cc2d1f18e47eabbb51c090189e151d5678a3fee2caf2efdc7c25bf836",
        "1.21.1, overworld, 8cacd28cc2d1f18e47eabbb51c090189e151d5678a3fee2caf2efdc7c25bf836",
        "1.21.1, the_nether, 23ed677b45f7f65746f925839fc194247eacc3a9a45c61e8887e5b7595c1e61a",
        "1.21.1, the_end, 7fd7a2aaf31da7c69683affcef41cb83d585e4c526d3b21b5ff3e4d453daf79e",
        "1.21.4, overworld, 40ad7a68059252571cb2507f9019dd415d6e10cc8533cdc04f8c6ae241aed692",
        "1.21.5, overworld, ef15fd97fa3b162ef7a20f413dba15c03b9ff6aaeac8b26f5c82f5a6d1368a49",
        "1.21.8, overworld, ef15fd97fa3b162ef7a20f413dba15c03b9ff6aaeac8b26f5c82f5a6d1368a49",
        "1.21.8, the_nether, 23ed677b45f7f65746f925839fc194247eacc3a9a45c61e8887e5b7595c1e61a",
        "1.21.8, the_end, 7fd7a2aaf31da7c69683affcef41cb83d585e4c526d3b21b5ff3e4d453daf79e",
        // After the router's merge, from VersionChecksums.main:
        // "1.21.9, overworld, ...", "1.21.9, the_nether, ...", "1.21.9, the_end, ...",
        // "1.21.11, overworld, ...",
        // "26.1, overworld, ...", "26.1, the_nether, ...",
        // "26.2, overworld, ...", "26.2, the_nether, ...", "26.2, the_end, ...",
    })
    @DisplayName("a release's chunks are unchanged")
    void checksum(String version, String dimension, String expected) {
        assertEquals(expected, VersionChecksums.checksum(version, Dimension.byId(dimension)));
    }
}
