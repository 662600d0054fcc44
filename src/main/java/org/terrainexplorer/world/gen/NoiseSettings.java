package org.terrainexplorer.world.gen;

import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.density.DensityCodec;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.json.JsonValue;

/**
 * A world's {@code worldgen/noise_settings}: the vertical extent and cell size of the noise, the default
 * block and fluid, sea level, the switches, the noise router and the surface rule.
 *
 * @param minY               the lowest y the noise fills (a multiple of 16)
 * @param height             the height the noise fills (a multiple of 16)
 * @param sizeHorizontal     cell width in quarters of 4 blocks (1 or 2 in the game's data: cells 4 or 8 wide)
 * @param sizeVertical       cell height in quarters of 4 blocks
 * @param seaLevel           the level of the sea and of aquifers' default fluid
 * @param defaultBlock       the solid block the noise places (stone)
 * @param defaultFluid       the fluid below sea level (water)
 * @param aquifersEnabled    whether aquifers decide fluids underground
 * @param oreVeinsEnabled    whether ore veins are placed in the noise fill
 * @param legacyRandomSource whether the world uses the legacy random source (old worlds' climate)
 * @param router             the density functions, unbound
 * @param surfaceRule        the surface rule
 * @param spawnTarget        the climates the world spawn is searched for ({@code spawn_target}; empty: the origin)
 */
public record NoiseSettings(int minY, int height, int sizeHorizontal, int sizeVertical, int seaLevel,
                            BlockState defaultBlock, BlockState defaultFluid, boolean aquifersEnabled,
                            boolean oreVeinsEnabled, boolean legacyRandomSource, NoiseRouter router,
                            SurfaceRules.Rule surfaceRule, java.util.List<Climate.ParameterPoint> spawnTarget) {

    public NoiseSettings {
        spawnTarget = java.util.List.copyOf(spawnTarget);
    }

    /** Cell width in blocks. */
    public int cellWidth() {
        return sizeHorizontal * 4;
    }

    /** Cell height in blocks. */
    public int cellHeight() {
        return sizeVertical * 4;
    }

    /** These settings with aquifers on or off. */
    public NoiseSettings withAquifers(boolean on) {
        return new NoiseSettings(minY, height, sizeHorizontal, sizeVertical, seaLevel, defaultBlock, defaultFluid, on,
            oreVeinsEnabled, legacyRandomSource, router, surfaceRule, spawnTarget);
    }

    /** These settings with ore veins on or off. */
    public NoiseSettings withOreVeins(boolean on) {
        return new NoiseSettings(minY, height, sizeHorizontal, sizeVertical, seaLevel, defaultBlock, defaultFluid,
            aquifersEnabled, on, legacyRandomSource, router, surfaceRule, spawnTarget);
    }

    /** These settings with another sea level. */
    public NoiseSettings withSeaLevel(int level) {
        return new NoiseSettings(minY, height, sizeHorizontal, sizeVertical, level, defaultBlock, defaultFluid,
            aquifersEnabled, oreVeinsEnabled, legacyRandomSource, router, surfaceRule, spawnTarget);
    }

    /** These settings with another router. */
    public NoiseSettings withRouter(NoiseRouter newRouter) {
        return new NoiseSettings(minY, height, sizeHorizontal, sizeVertical, seaLevel, defaultBlock, defaultFluid,
            aquifersEnabled, oreVeinsEnabled, legacyRandomSource, newRouter, surfaceRule, spawnTarget);
    }

    /** Reads a noise settings object, checking it as the game's codec does. */
    public static NoiseSettings read(JsonValue v, DensityCodec.Resolver resolver) {
        JsonValue noise = v.field("noise");
        int minY = noise.field("min_y").asInt(-2032, 2031);
        int height = noise.field("height").asInt(0, 4064);
        if (minY % 16 != 0) {
            throw noise.field("min_y").error("min_y must be a multiple of 16, found " + minY);
        }
        if (height % 16 != 0) {
            throw noise.field("height").error("height must be a multiple of 16, found " + height);
        }
        if (minY + height > 2032) {
            throw noise.field("height").error("min_y + height must not exceed 2032, found " + (minY + height));
        }
        int sizeHorizontal = noise.field("size_horizontal").asInt(1, 4);
        int sizeVertical = noise.field("size_vertical").asInt(1, 4);
        return new NoiseSettings(minY, height, sizeHorizontal, sizeVertical,
            v.field("sea_level").asInt(Integer.MIN_VALUE, Integer.MAX_VALUE),
            SurfaceRules.readBlockState(v.field("default_block")), SurfaceRules.readBlockState(v.field("default_fluid")),
            v.field("aquifers_enabled").asBoolean(), v.field("ore_veins_enabled").asBoolean(),
            v.field("legacy_random_source").asBoolean(), NoiseRouter.read(v.field("noise_router"), resolver),
            SurfaceRules.readRule(v.field("surface_rule")), spawnTarget(v));
    }

    private static java.util.List<Climate.ParameterPoint> spawnTarget(JsonValue v) {
        java.util.List<Climate.ParameterPoint> out = new java.util.ArrayList<>();
        if (v.has("spawn_target")) {
            for (JsonValue p : v.field("spawn_target").elements()) {
                out.add(Climate.ParameterPoint.read(p));
            }
        }
        return out;
    }
}
