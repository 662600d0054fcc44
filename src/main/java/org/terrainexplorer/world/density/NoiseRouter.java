package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The noise router of a world's noise settings: the density functions the generator reads, by slot. The
 * climate slots choose biomes; {@code final_density} decides solid or not; the fluid slots drive aquifers;
 * the vein slots place ore veins; the surface slot gives the preliminary surface level that aquifers and surface
 * rules read.
 *
 * <p>The surface slot has two forms ({@link SurfaceSlot}): until 1.21.8 {@code initial_density_without_jaggedness},
 * a density the generator searches down each column for the level where it first exceeds 0.390625; from 1.21.9
 * {@code preliminary_surface_level}, the level itself (a {@code find_top_surface} in the game's data). A router
 * holds one of them, as the game's JSON of a release does.
 *
 * @param surface     the function in the surface slot, of the form {@code surfaceSlot} says
 * @param surfaceSlot which surface slot the settings have
 */
public record NoiseRouter(DensityFunction barrier, DensityFunction fluidLevelFloodedness,
                          DensityFunction fluidLevelSpread, DensityFunction lava, DensityFunction temperature,
                          DensityFunction vegetation, DensityFunction continents, DensityFunction erosion,
                          DensityFunction depth, DensityFunction ridges,
                          DensityFunction surface, DensityFunction finalDensity,
                          DensityFunction veinToggle, DensityFunction veinRidged, DensityFunction veinGap,
                          SurfaceSlot surfaceSlot) {

    /** The two forms of the surface slot. */
    public enum SurfaceSlot {
        /** Until 1.21.8: a density; the preliminary surface is the highest cell level where it exceeds 0.390625. */
        INITIAL_DENSITY_WITHOUT_JAGGEDNESS("initial_density_without_jaggedness"),
        /** From 1.21.9: the preliminary surface level itself, floored at the column's quart corner and y 0. */
        PRELIMINARY_SURFACE_LEVEL("preliminary_surface_level");

        private final String id;

        SurfaceSlot(String id) {
            this.id = id;
        }

        /** The slot's JSON name. */
        public String id() {
            return id;
        }
    }

    /** Index of the surface slot in {@link #slots()}. */
    public static final int SURFACE_INDEX = 10;

    /** The slots' JSON names until 1.21.8, in the order of the record's components. */
    public static final List<String> SLOTS = names(SurfaceSlot.INITIAL_DENSITY_WITHOUT_JAGGEDNESS);

    /** Every slot name a router of any release may have, the two surface forms included. */
    public static final List<String> ALL_SLOT_NAMES;

    static {
        List<String> all = new java.util.ArrayList<>(SLOTS);
        all.add(SURFACE_INDEX + 1, SurfaceSlot.PRELIMINARY_SURFACE_LEVEL.id());
        ALL_SLOT_NAMES = List.copyOf(all);
    }

    private static List<String> names(SurfaceSlot surface) {
        return List.of("barrier", "fluid_level_floodedness", "fluid_level_spread", "lava", "temperature",
            "vegetation", "continents", "erosion", "depth", "ridges", surface.id(), "final_density", "vein_toggle",
            "vein_ridged", "vein_gap");
    }

    /**
     * Reads the router object of a noise settings file. Every slot is required, and exactly one of the two surface
     * forms (a router with both or neither is refused, naming them).
     */
    public static NoiseRouter read(JsonValue v, DensityCodec.Resolver resolver) {
        boolean old = v.has(SurfaceSlot.INITIAL_DENSITY_WITHOUT_JAGGEDNESS.id());
        boolean current = v.has(SurfaceSlot.PRELIMINARY_SURFACE_LEVEL.id());
        if (old == current) {
            throw v.error((old ? "both " : "neither ") + SurfaceSlot.INITIAL_DENSITY_WITHOUT_JAGGEDNESS.id()
                + (old ? " and " : " nor ") + SurfaceSlot.PRELIMINARY_SURFACE_LEVEL.id() + ": a router has one of them"
                + " (the first until 1.21.8, the second from 1.21.9)");
        }
        SurfaceSlot surface = old ? SurfaceSlot.INITIAL_DENSITY_WITHOUT_JAGGEDNESS : SurfaceSlot.PRELIMINARY_SURFACE_LEVEL;
        List<String> names = names(surface);
        DensityFunction[] f = new DensityFunction[names.size()];
        for (int i = 0; i < f.length; i++) {
            f[i] = DensityCodec.read(v.field(names.get(i)), resolver);
        }
        return of(f, surface);
    }

    /** A router of the slots in {@link #slotNames()} order, with the given surface form. */
    public static NoiseRouter of(DensityFunction[] f, SurfaceSlot surface) {
        return new NoiseRouter(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9], f[10], f[11], f[12], f[13],
            f[14], surface);
    }

    /** This router with its slots replaced (in {@link #slotNames()} order), the surface form kept. */
    public NoiseRouter withSlots(DensityFunction[] f) {
        return of(f, surfaceSlot);
    }

    /** This router's slot names, in the order of {@link #slots()}. */
    public List<String> slotNames() {
        return names(surfaceSlot);
    }

    /** The slots in {@link #slotNames()} order. */
    public DensityFunction[] slots() {
        return new DensityFunction[] {barrier, fluidLevelFloodedness, fluidLevelSpread, lava, temperature, vegetation,
            continents, erosion, depth, ridges, surface, finalDensity, veinToggle, veinRidged, veinGap};
    }

    /** The slot with a JSON name (the surface slot by the name this router has). */
    public DensityFunction slot(String name) {
        List<String> names = slotNames();
        int i = names.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no router slot '" + name + "' (slots: " + String.join(", ", names)
                + ")");
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
        return withSlots(mapped.functions().toArray(new DensityFunction[0]));
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
