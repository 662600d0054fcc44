package org.terrainexplorer.world.noise;

/**
 * The game's small numeric helpers, kept in the game's operand order so that results are bit-identical:
 * {@code lerp(t, a, b) = a + t(b − a)}, floors that saturate like an {@code (int)} cast, and the clamped maps.
 */
public final class Mth {

    private Mth() {
    }

    /** The largest integer not above {@code d}, as the game's {@code Mth.floor}. */
    public static int floor(double d) {
        int i = (int) d;
        return d < i ? i - 1 : i;
    }

    /** The largest long not above {@code d}, as the game's {@code Mth.lfloor}. */
    public static long lfloor(double d) {
        long l = (long) d;
        return d < l ? l - 1L : l;
    }

    /** {@code a + t(b − a)}. */
    public static double lerp(double t, double a, double b) {
        return a + t * (b - a);
    }

    /** {@code a + t(b − a)} in float arithmetic. */
    public static float lerp(float t, float a, float b) {
        return a + t * (b - a);
    }

    /** Bilinear: along x ({@code tx}) first, then y. */
    public static double lerp2(double tx, double ty, double v00, double v10, double v01, double v11) {
        return lerp(ty, lerp(tx, v00, v10), lerp(tx, v01, v11));
    }

    /** Trilinear: along x first, then y, then z. Corners named vXYZ. */
    public static double lerp3(double tx, double ty, double tz, double v000, double v100, double v010, double v110,
                               double v001, double v101, double v011, double v111) {
        return lerp(tz, lerp2(tx, ty, v000, v100, v010, v110), lerp2(tx, ty, v001, v101, v011, v111));
    }

    /** {@code (d − a) / (b − a)}. */
    public static double inverseLerp(double d, double a, double b) {
        return (d - a) / (b - a);
    }

    /** {@code a} below t = 0, {@code b} above t = 1, the lerp between. */
    public static double clampedLerp(double a, double b, double t) {
        if (t < 0.0) {
            return a;
        }
        return t > 1.0 ? b : lerp(t, a, b);
    }

    /** Maps [a, b] linearly onto [c, e]. */
    public static double map(double d, double a, double b, double c, double e) {
        return lerp(inverseLerp(d, a, b), c, e);
    }

    /** Maps [a, b] linearly onto [c, e], clamped to [c, e]'s ends. */
    public static double clampedMap(double d, double a, double b, double c, double e) {
        return clampedLerp(c, e, inverseLerp(d, a, b));
    }

    /** {@code d} clamped to [lo, hi]; as the game's {@code Mth.clamp} (NaN gives {@code hi}). */
    public static double clamp(double d, double lo, double hi) {
        return d < lo ? lo : Math.min(d, hi);
    }

    /** {@code f} clamped to [lo, hi] in float. */
    public static float clamp(float f, float lo, float hi) {
        return f < lo ? lo : Math.min(f, hi);
    }

    /** {@code i} clamped to [lo, hi]. */
    public static int clamp(int i, int lo, int hi) {
        return Math.min(Math.max(i, lo), hi);
    }

    /** The quintic fade {@code 6t⁵ − 15t⁴ + 10t³}. */
    public static double smoothstep(double t) {
        return t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
    }

    /** {@code floor(d / step) · step}. */
    public static int quantize(double d, int step) {
        return floor(d / step) * step;
    }
}
