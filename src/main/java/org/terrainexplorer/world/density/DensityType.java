package org.terrainexplorer.world.density;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.terrainexplorer.world.density.compile.Lowering;
import org.terrainexplorer.world.density.compile.Op;
import org.terrainexplorer.world.json.JsonValue;

/**
 * One density function type as the game's JSON names it ({@code minecraft:clamp}): how to read it, how to write
 * it, how to make an arbitrary one for property tests, and optionally how to compile it. Each type's file declares
 * its own ({@code Clamp.TYPE}); {@link DensityTypes} lists them all once. A type without a compile hook runs
 * through its tree in compiled programs, point by point.
 *
 * @param id        the type's id without namespace, such as {@code clamp}
 * @param reader    reads the type's fields from its JSON object
 * @param writer    writes the fields back (the {@code type} field is written for it)
 * @param arbitrary makes a random instance from a {@link Sample}
 * @param compiler  its compiled form, or null
 * @param <F>       the class of its functions
 */
public record DensityType<F extends DensityFunction>(String id, Class<F> functionClass, Reader<F> reader,
                                                     Writer<F> writer, Arbitrary<F> arbitrary,
                                                     CompileHook<F> compiler) {

    /** A type without a compiled form: compiled programs evaluate it through its tree. */
    public static <F extends DensityFunction> DensityType<F> of(String id, Class<F> functionClass, Reader<F> reader,
                                                               Writer<F> writer, Arbitrary<F> arbitrary) {
        return new DensityType<>(id, functionClass, reader, writer, arbitrary, null);
    }

    /** This type with a compile hook. */
    public DensityType<F> compiledBy(CompileHook<F> hook) {
        return new DensityType<>(id, functionClass, reader, writer, arbitrary, hook);
    }

    /** Writes a function of this type (its class must be {@link #functionClass}) into {@code object}. */
    void writeFields(DensityFunction f, ObjectNode object, Writing writing) {
        writer.write(functionClass.cast(f), object, writing);
    }

    /** Compiles a function of this type; through its tree when the type has no hook. */
    Op compile(DensityFunction f, Lowering lowering) {
        return compiler == null ? lowering.tree(f) : compiler.compile(functionClass.cast(f), lowering);
    }

    /** Reads a function of this type from its JSON object; children through {@code reading}. */
    @FunctionalInterface
    public interface Reader<F> {
        F read(JsonValue object, Reading reading);
    }

    /** Writes a function's fields into its JSON object; children through {@code writing}. */
    @FunctionalInterface
    public interface Writer<F> {
        void write(F function, ObjectNode object, Writing writing);
    }

    /** Makes an arbitrary function of the type, its arguments and children drawn from a {@link Sample}. */
    @FunctionalInterface
    public interface Arbitrary<F> {
        F make(Sample sample);
    }

    /** Builds a function's compiled operation from its compiled children. */
    @FunctionalInterface
    public interface CompileHook<F> {
        Op compile(F function, Lowering lowering);
    }

    /** What a reader reads children with; errors name the JSON path. */
    public interface Reading {

        /** A child density function (a number, a reference or an object). */
        DensityFunction function(JsonValue v);

        /** A noise, by id. */
        NoiseHolder noise(JsonValue v);

        /** A spline (a number or a multipoint object). */
        CubicSpline spline(JsonValue v);
    }

    /** What a writer writes children with. */
    public interface Writing {

        /** A child density function (a reference as its id, a constant as a number). */
        JsonNode function(DensityFunction f);

        /** A spline. */
        JsonNode spline(CubicSpline s);
    }

    /**
     * The random source of arbitrary functions (property tests): numbers, children of bounded depth, bound noises
     * and splines.
     */
    public interface Sample {

        /** A double in [lo, hi), now and then one of the bounds or a special value the type must survive. */
        double number(double lo, double hi);

        /** An int in [lo, hi]. */
        int integer(int lo, int hi);

        /** A random child function. */
        DensityFunction function();

        /** A bound noise. */
        NoiseHolder noise();

        /** A random spline, its points in any order. */
        CubicSpline spline();

        /** One of {@code options}. */
        <E> E pick(E[] options);
    }
}
