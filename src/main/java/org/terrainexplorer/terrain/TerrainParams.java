package org.terrainexplorer.terrain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Choices.ElevationPalette;
import org.terrainexplorer.terrain.Choices.IslandDistance;
import org.terrainexplorer.terrain.Choices.IslandMode;
import org.terrainexplorer.terrain.Choices.MoisturePalette;

/**
 * One complete, valid set of parameter values: immutable, compared by value. Every value passed the
 * table's {@link Param#validate}, so a {@code TerrainParams} can always be rendered.
 */
public final class TerrainParams {

    private static final TerrainParams DEFAULTS = new TerrainParams(defaultValues());

    /** Values by {@link Param#ordinal()}, each in the canonical type for its kind. */
    private final Object[] values;

    private TerrainParams(Object[] values) {
        this.values = values;
    }

    private static Object[] defaultValues() {
        Param[] params = Param.values();
        Object[] values = new Object[params.length];
        for (Param p : params) {
            values[p.ordinal()] = p.validate(p.defaultValue());
        }
        return values;
    }

    /** The table's defaults. */
    public static TerrainParams defaults() {
        return DEFAULTS;
    }

    /**
     * The defaults with the given values set, in order; each is validated, and the first invalid one
     * throws {@link IllegalArgumentException} naming it.
     */
    public static TerrainParams of(Map<Param, ?> changes) {
        TerrainParams params = DEFAULTS;
        for (Map.Entry<Param, ?> e : changes.entrySet()) {
            params = params.with(e.getKey(), e.getValue());
        }
        return params;
    }

    /** A copy with one value changed; throws {@link IllegalArgumentException} if the value is invalid. */
    public TerrainParams with(Param param, Object value) {
        Object valid = param.validate(value);
        if (valid.equals(values[param.ordinal()])) {
            return this;
        }
        Object[] copy = values.clone();
        copy[param.ordinal()] = valid;
        return new TerrainParams(copy);
    }

    /** The value, in the canonical type for its kind. */
    public Object get(Param param) {
        return values[param.ordinal()];
    }

    public double number(Param param) {
        return (Double) values[param.ordinal()];
    }

    public int integer(Param param) {
        return (Integer) values[param.ordinal()];
    }

    public boolean flag(Param param) {
        return (Boolean) values[param.ordinal()];
    }

    public <E extends Enum<E>> E choice(Param param, Class<E> type) {
        return type.cast(values[param.ordinal()]);
    }

    /** An octave list as an array (a fresh copy). */
    public double[] octaves(Param param) {
        @SuppressWarnings("unchecked")
        List<Double> list = (List<Double>) values[param.ordinal()];
        return list.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The parameters whose values differ from {@code other}'s. */
    public Set<Param> differences(TerrainParams other) {
        Set<Param> changed = EnumSet.noneOf(Param.class);
        for (Param p : Param.values()) {
            if (!values[p.ordinal()].equals(other.values[p.ordinal()])) {
                changed.add(p);
            }
        }
        return changed;
    }

    /** The values by id, in table order, as presets and the command line write them. */
    public Map<String, String> toText() {
        Map<String, String> text = new LinkedHashMap<>();
        for (Param p : Param.values()) {
            text.put(p.id(), p.format(values[p.ordinal()]));
        }
        return text;
    }

    // ------------------------------------------------------------ typed views for the generator

    public long seed() {
        return (Long) values[Param.SEED.ordinal()];
    }

    public NoiseType noise() {
        return choice(Param.NOISE, NoiseType.class);
    }

    public Fade fade() {
        return choice(Param.FADE, Fade.class);
    }

    /** The elevation octaves and lacunarity as fractal settings. */
    public Fractal elevationFractal() {
        return Fractal.of(octaves(Param.OCTAVES), number(Param.LACUNARITY));
    }

    /** The moisture octaves (lacunarity 2) as fractal settings. */
    public Fractal moistureFractal() {
        return Fractal.of(octaves(Param.MOISTURE_OCTAVES), 2.0);
    }

    /** The moisture field's seed: the seed plus the offset, never the elevation's. */
    public long moistureSeed() {
        return seed() + integer(Param.MOISTURE_SEED_OFFSET);
    }

    public IslandMode islandMode() {
        return choice(Param.ISLAND, IslandMode.class);
    }

    public IslandDistance islandDistance() {
        return choice(Param.ISLAND_DISTANCE, IslandDistance.class);
    }

    public BiomeMode biomeMode() {
        return choice(Param.BIOMES, BiomeMode.class);
    }

    public ElevationPalette elevationPalette() {
        return choice(Param.ELEVATION_PALETTE, ElevationPalette.class);
    }

    public MoisturePalette moisturePalette() {
        return choice(Param.MOISTURE_PALETTE, MoisturePalette.class);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TerrainParams p && Arrays.equals(values, p.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        toText().forEach((k, v) -> parts.add(k + "=" + v));
        return "TerrainParams[" + String.join(", ", parts) + "]";
    }
}
