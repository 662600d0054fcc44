package org.terrainexplorer.session;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.databind.JsonNode;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.DensityCodec;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.DensityWriter;
import org.terrainexplorer.world.density.NoiseHolder;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.SplineEdits;
import org.terrainexplorer.world.json.JsonValue;

/**
 * Spline edits as JSON, for world presets: a spline is written in the game's own form (a number, or a coordinate
 * and points; the coordinate a named function's id), and read back against the world it edits, whose named
 * functions and noises the ids resolve to. A key the world does not have, or a coordinate it cannot resolve, is
 * refused with the JSON path.
 */
final class SplineJson {

    private SplineJson() {
    }

    /** The JSON of a spline edit. */
    static JsonNode write(CubicSpline spline) {
        return DensityWriter.spline(spline);
    }

    /** Reads spline edits by key against the router they edit; {@code edits} is the preset's object. */
    static Map<String, CubicSpline> read(JsonValue edits, NoiseRouter base) {
        List<DensityFunction> roots = List.of(base.slots());
        Map<String, CubicSpline> keys = new HashMap<>();
        for (SplineEdits.Found f : SplineEdits.find(roots)) {
            keys.put(f.key(), f.spline());
        }
        Resolver resolver = new Resolver(roots);
        Map<String, CubicSpline> out = new HashMap<>();
        for (Map.Entry<String, JsonValue> e : edits.fields()) {
            if (!keys.containsKey(e.getKey())) {
                throw e.getValue().error("the world has no spline '" + e.getKey() + "' to replace (its splines: "
                    + String.join(", ", new java.util.TreeSet<>(keys.keySet())) + ")");
            }
            out.put(e.getKey(), DensityCodec.spline(e.getValue(), resolver));
        }
        return out;
    }

    /** Resolves the ids a spline names to the router's own named functions and noises. */
    private static final class Resolver implements DensityCodec.Resolver {
        private final Map<String, DensityFunction> functions = new HashMap<>();
        private final Map<String, NoiseHolder> noises = new HashMap<>();

        Resolver(List<DensityFunction> roots) {
            functions.putAll(SplineEdits.named(roots));
            DensityFunction.Visitor collect = new DensityFunction.Visitor() {
                @Override
                public DensityFunction apply(DensityFunction function) {
                    return function;
                }

                @Override
                public NoiseHolder visitNoise(NoiseHolder noise) {
                    noises.putIfAbsent(noise.id(), noise);
                    return noise;
                }
            };
            for (DensityFunction root : roots) {
                root.mapAll(collect);
            }
        }

        @Override
        public DensityFunction densityFunction(String id, JsonValue at) {
            DensityFunction f = functions.get(id);
            if (f == null) {
                throw at.error("the world has no density function '" + id + "'");
            }
            return f;
        }

        @Override
        public NoiseHolder noise(String id, JsonValue at) {
            NoiseHolder n = noises.get(id);
            if (n == null) {
                throw at.error("the world's router has no noise '" + id + "'");
            }
            return n;
        }
    }
}
