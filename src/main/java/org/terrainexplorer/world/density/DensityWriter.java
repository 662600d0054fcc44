package org.terrainexplorer.world.density;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writes density functions back as the game's JSON, the inverse of {@link DensityCodec}: a constant as a number,
 * a reference as its id (the named function itself is written to its own file), every other node as an object
 * with its {@code type} and the fields its {@link DensityType} writes, so every registered type can be written.
 * Splines keep their float values exactly (a float widened to double and narrowed back is the same float).
 */
public final class DensityWriter {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final DensityType.Writing WRITING = new DensityType.Writing() {
        @Override
        public JsonNode function(DensityFunction f) {
            return write(f);
        }

        @Override
        public JsonNode spline(CubicSpline s) {
            return DensityWriter.spline(s);
        }
    };

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
        DensityType<?> type = DensityTypes.of(f);
        ObjectNode o = JSON.objectNode();
        o.put("type", "minecraft:" + type.id());
        type.writeFields(f, o, WRITING);
        return o;
    }

    /** The JSON of a spline: a number, or its coordinate and points, in their order. */
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
