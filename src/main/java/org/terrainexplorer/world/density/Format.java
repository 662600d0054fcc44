package org.terrainexplorer.world.density;

/** Numbers as the teaching views show them: integers without a decimal point, others in full. */
final class Format {

    private Format() {
    }

    static String number(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        return Double.toString(d);
    }
}
