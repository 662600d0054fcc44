package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.density.compile.Lowering;
import org.terrainexplorer.world.density.compile.Op;

/**
 * Every density function type, listed once: the codec reads by this list, the writer writes by it, the compiler
 * compiles by it and the property tests check each entry. Adding a type is its file (with its {@link DensityType})
 * and one line here.
 */
public final class DensityTypes {

    private static final Map<String, DensityType<?>> BY_ID;

    static {
        List<DensityType<?>> all = new ArrayList<>();
        all.add(Constant.TYPE);
        all.addAll(Arithmetic.TYPES);
        all.addAll(Mapped.TYPES);
        all.add(Clamp.TYPE);
        all.add(YClampedGradient.TYPE);
        all.add(NoiseFunction.TYPE);
        all.add(ShiftedNoise.TYPE);
        all.addAll(Shift.TYPES);
        all.add(RangeChoice.TYPE);
        all.add(SplineFunction.TYPE);
        all.add(WeirdScaledSampler.TYPE);
        all.add(OldBlendedNoise.TYPE);
        all.add(EndIslands.TYPE);
        all.addAll(Marker.TYPES);
        all.addAll(Blend.TYPES);
        all.add(Beardifier.TYPE);
        all.add(FindTopSurface.TYPE);
        all.add(IntervalSelect.TYPE);
        Map<String, DensityType<?>> byId = new LinkedHashMap<>();
        for (DensityType<?> t : all) {
            if (byId.put(t.id(), t) != null) {
                throw new IllegalStateException("density type " + t.id() + " is listed twice");
            }
        }
        BY_ID = Collections.unmodifiableMap(byId);
    }

    private DensityTypes() {
    }

    /** Every type, in the order listed. */
    public static List<DensityType<?>> all() {
        return List.copyOf(BY_ID.values());
    }

    /** The type with an id (without namespace), or null. */
    public static DensityType<?> byId(String id) {
        return BY_ID.get(id);
    }

    /** The type of a function (by its {@link DensityFunction#type()}). */
    static DensityType<?> of(DensityFunction f) {
        DensityType<?> t = BY_ID.get(f.type());
        if (t == null || !t.functionClass().isInstance(f)) {
            throw new IllegalArgumentException("no registered density function type for " + f.type());
        }
        return t;
    }

    /** Compiles a node by its type's hook (or through its tree); for the compiler. */
    public static Op compile(DensityFunction f, Lowering lowering) {
        return of(f).compile(f, lowering);
    }
}
