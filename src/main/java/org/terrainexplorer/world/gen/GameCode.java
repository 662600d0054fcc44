package org.terrainexplorer.world.gen;

/**
 * The changes in the game's generation code between releases that its data cannot show: which release's code a
 * world is generated with. Everything else that changed between releases is in the data (noise settings,
 * density functions, noises, biome lists) and is read from it.
 *
 * @param release             the release whose code this is ("1.21.1"), for messages
 * @param netherNoisesById    from 26.1: the nether's climate noises are {@code minecraft:nether/temperature} and
 *                            {@code minecraft:nether/vegetation}, always made the legacy way from the raw seed (+0,
 *                            +1) with their data's parameters. Before: under {@code legacy_random_source} the noises
 *                            {@code minecraft:temperature} and {@code vegetation} were made so with fixed parameters
 *                            (−7: 1, 1) and {@code minecraft:offset} was a zero-amplitude noise
 * @param snowLineFromSeaLevel from 1.21.2: a biome's temperature falls with height above sea level + 17 (it was
 *                            above y 80, which is the same for the overworld's sea level 63)
 */
public record GameCode(String release, boolean netherNoisesById, boolean snowLineFromSeaLevel) {

    /** The code of Minecraft Java 1.21.1, the explorer's first target and what a preset without a version means. */
    public static final GameCode V1_21_1 = new GameCode("1.21.1", false, false);

    /** The y above which a biome's temperature falls with height (exclusive). */
    public int snowLine(int seaLevel) {
        return snowLineFromSeaLevel ? seaLevel + 17 : 80;
    }
}
