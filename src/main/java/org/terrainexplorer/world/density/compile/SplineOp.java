package org.terrainexplorer.world.density.compile;

import org.terrainexplorer.world.density.CubicSpline;

/**
 * spline: the coordinate functions run for the selection, then the spline is evaluated point by point in
 * float, reading coordinate values by index.
 */
final class SplineOp extends Op {
    final Op[] coordinates;
    final Node root;

    SplineOp(Op[] coordinates, Node root) {
        this.coordinates = coordinates;
        this.root = root;
    }

    int coordinateCount() {
        return coordinates.length;
    }

    @Override
    Op[] children() {
        return coordinates;
    }

    @Override
    void eval(Frame f, int[] sel, int n) {
        for (Op c : coordinates) {
            c.run(f, sel, n);
        }
        double[] o = f.out[id];
        for (int i = 0; i < n; i++) {
            int p = sel[i];
            o[p] = root.apply(f, p, coordinates);
        }
    }

    /** A compiled spline node: a constant or points along coordinate {@code coordinate}. */
    abstract static class Node {
        abstract float apply(Frame f, int p, Op[] coordinates);
    }

    static final class ConstantNode extends Node {
        final float value;

        ConstantNode(float value) {
            this.value = value;
        }

        @Override
        float apply(Frame f, int p, Op[] coordinates) {
            return value;
        }
    }

    static final class PointsNode extends Node {
        final int coordinate;
        final float[] locations;
        final Node[] values;
        final float[] derivatives;

        PointsNode(int coordinate, CubicSpline.Multipoint spline, Node[] values) {
            this.coordinate = coordinate;
            int n = spline.size();
            locations = new float[n];
            derivatives = new float[n];
            for (int i = 0; i < n; i++) {
                locations[i] = spline.location(i);
                derivatives[i] = spline.derivative(i);
            }
            this.values = values;
        }

        @Override
        float apply(Frame f, int p, Op[] coordinates) {
            // CubicSpline.Multipoint.evaluate with the coordinate read by index and nested values compiled.
            float x = (float) f.out[coordinates[coordinate].id][p];
            int i = CubicSpline.Multipoint.intervalStart(locations, x);
            int last = locations.length - 1;
            if (i < 0) {
                return CubicSpline.Multipoint.linearExtend(x, locations, values[0].apply(f, p, coordinates),
                    derivatives, 0);
            }
            if (i == last) {
                return CubicSpline.Multipoint.linearExtend(x, locations, values[last].apply(f, p, coordinates),
                    derivatives, last);
            }
            float v0 = values[i].apply(f, p, coordinates);
            float v1 = values[i + 1].apply(f, p, coordinates);
            return CubicSpline.Multipoint.segment(locations, derivatives, i, x, v0, v1);
        }
    }
}
