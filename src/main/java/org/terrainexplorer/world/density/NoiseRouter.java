package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The noise router of a world's noise settings: the density functions the generator reads, by slot. The
 * climate slots choose biomes; {@code final_density} decides solid or not; the fluid slots drive aquifers;
 * the vein slots place ore veins; {@code initial_density_without_jaggedness} gives the preliminary surface.
 */
public record NoiseRouter(DensityFunction barrier, DensityFunction fluidLevelFloodedness,
                          DensityFunction fluidLevelSpread, DensityFunction lava, DensityFunction temperature,
                          DensityFunction vegetation, DensityFunction continents, DensityFunction erosion,
                          DensityFunction depth, DensityFunction ridges,
                          DensityFunction initialDensityWithoutJaggedness, DensityFunction finalDensity,
                          DensityFunction veinToggle, DensityFunction veinRidged, DensityFunction veinGap) {

    /** The slots' JSON names, in the order of the record's components. */
    public static final List<String> SLOTS = List.of("barrier", "fluid_level_floodedness", "fluid_level_spread", "lava",
        "temperature", "vegetation", "continents", "erosion", "depth", "ridges", "initial_density_without_jaggedness",
        "final_density", "vein_toggle", "vein_ridged", "vein_gap");

    /** Reads the router object of a noise settings file; every slot is required. */
    public static NoiseRouter read(JsonValue v, DensityCodec.Resolver resolver) {
        DensityFunction[] f = new DensityFunction[SLOTS.size()];
        for (int i = 0; i < f.length; i++) {
            f[i] = DensityCodec.read(v.field(SLOTS.get(i)), resolver);
        }
        return of(f);
    }

    private static NoiseRouter of(DensityFunction[] f) {
        return new NoiseRouter(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9], f[10], f[11], f[12], f[13],
            f[14]);
    }

    /** The slots in {@link #SLOTS} order. */
    public DensityFunction[] slots() {
        return new DensityFunction[] {barrier, fluidLevelFloodedness, fluidLevelSpread, lava, temperature, vegetation,
            continents, erosion, depth, ridges, initialDensityWithoutJaggedness, finalDensity, veinToggle, veinRidged,
            veinGap};
    }

    /** The slot with a JSON name. */
    public DensityFunction slot(String name) {
        int i = SLOTS.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no router slot '" + name + "' (slots: " + String.join(", ", SLOTS) + ")");
        }
        return slots()[i];
    }

    /** Each slot rewritten with {@link DensityFunction#mapAll}, with one memo for all, so shared parts stay shared. */
    public NoiseRouter mapAll(DensityFunction.Visitor visitor) {
        // One wrapper node over all slots lets a single mapAll see every shared subtree.
        DensityFunction[] slots = slots();
        Slots all = new Slots(List.of(slots));
        Slots mapped = (Slots) all.mapAll(new DensityFunction.Visitor() {
            @Override
            public DensityFunction apply(DensityFunction function) {
                return function instanceof Slots ? function : visitor.apply(function);
            }

            @Override
            public NoiseHolder visitNoise(NoiseHolder noise) {
                return visitor.visitNoise(noise);
            }
        });
        return of(mapped.functions().toArray(new DensityFunction[0]));
    }

    /** A carrier for all slots during {@link #mapAll}; never evaluated. */
    private record Slots(List<DensityFunction> functions) implements DensityFunction {

        @Override
        public double compute(FunctionContext context) {
            throw new UnsupportedOperationException();
        }

        @Override
        public double minValue() {
            return 0;
        }

        @Override
        public double maxValue() {
            return 0;
        }

        @Override
        public String type() {
            return "slots";
        }

        @Override
        public List<Input> inputs() {
            return List.of();
        }

        @Override
        public List<Parameter> parameters() {
            return List.of();
        }

        @Override
        public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
            return new Slots(functions.stream().map(children).toList());
        }
    }
}
