package org.terrainexplorer.world.density;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writes density functions back as the game's JSON, the inverse of {@link DensityCodec}: a constant as a number,
 * a reference as its id (the named function itself is written to its own file), every other node as an object
 * with its {@code type} and fields. Splines keep their float values exactly (a float widened to double and
 * narrowed back is the same float).
 */
public final class DensityWriter {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private DensityWriter() {
    }

    /** The JSON of a function, references written as ids. */
    public static JsonNode write(DensityFunction f) {
        if (f instanceof Reference r) {
            return JSON.textNode(r.id());
        }
        if (f instanceof Constant c) {
            return JSON.numberNode(c.value());
        }
        ObjectNode o = JSON.objectNode();
        o.put("type", "minecraft:" + f.type());
        if (f instanceof Arithmetic a) {
            o.set("argument1", write(a.argument1()));
            o.set("argument2", write(a.argument2()));
        } else if (f instanceof Mapped m) {
            o.set("argument", write(m.input()));
        } else if (f instanceof Clamp c) {
            o.set("input", write(c.input()));
            o.put("min", c.min());
            o.put("max", c.max());
        } else if (f instanceof YClampedGradient g) {
            o.put("from_y", g.fromY());
            o.put("to_y", g.toY());
            o.put("from_value", g.fromValue());
            o.put("to_value", g.toValue());
        } else if (f instanceof NoiseFunction n) {
            o.put("noise", n.noise().id());
            o.put("xz_scale", n.xzScale());
            o.put("y_scale", n.yScale());
        } else if (f instanceof ShiftedNoise s) {
            o.set("shift_x", write(s.shiftX()));
            o.set("shift_y", write(s.shiftY()));
            o.set("shift_z", write(s.shiftZ()));
            o.put("xz_scale", s.xzScale());
            o.put("y_scale", s.yScale());
            o.put("noise", s.noise().id());
        } else if (f instanceof Shift s) {
            o.put("argument", s.noise().id());
        } else if (f instanceof RangeChoice r) {
            o.set("input", write(r.input()));
            o.put("min_inclusive", r.minInclusive());
            o.put("max_exclusive", r.maxExclusive());
            o.set("when_in_range", write(r.whenInRange()));
            o.set("when_out_of_range", write(r.whenOutOfRange()));
        } else if (f instanceof SplineFunction s) {
            o.set("spline", spline(s.spline()));
        } else if (f instanceof WeirdScaledSampler w) {
            o.set("input", write(w.input()));
            o.put("noise", w.noise().id());
            o.put("rarity_value_mapper", w.rarityValueMapper().id());
        } else if (f instanceof OldBlendedNoise b) {
            o.put("xz_scale", b.xzScale());
            o.put("y_scale", b.yScale());
            o.put("xz_factor", b.xzFactor());
            o.put("y_factor", b.yFactor());
            o.put("smear_scale_multiplier", b.smearScaleMultiplier());
        } else if (f instanceof Marker m) {
            o.set("argument", write(m.wrapped()));
        } else if (f instanceof Blend b) {
            if (b.kind() == Blend.Kind.DENSITY) {
                o.set("argument", write(b.input()));
            }
        } else if (!(f instanceof EndIslands) && !(f instanceof Beardifier)) {
            throw new IllegalArgumentException("cannot write a density function of type " + f.type());
        }
        return o;
    }

    /** The JSON of a spline: a number, or its coordinate and points. */
    public static JsonNode spline(CubicSpline spline) {
        if (spline instanceof CubicSpline.Constant c) {
            return JSON.numberNode(c.value());
        }
        CubicSpline.Multipoint m = (CubicSpline.Multipoint) spline;
        ObjectNode o = JSON.objectNode();
        o.set("coordinate", write(m.coordinate()));
        var points = o.putArray("points");
        for (int i = 0; i < m.size(); i++) {
            ObjectNode p = points.addObject();
            p.put("location", m.location(i));
            p.set("value", spline(m.value(i)));
            p.put("derivative", m.derivative(i));
        }
        return o;
    }
}
