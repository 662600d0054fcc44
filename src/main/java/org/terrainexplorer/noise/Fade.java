package org.terrainexplorer.noise;

import java.util.Locale;

/**
 * The standard fade curves, by name. Higher order gives smoother noise: linear leaves creases at the
 * lattice lines, cubic (Perlin's 1985 curve) has a discontinuous second derivative, and quintic (Perlin's
 * 2002 curve) is C² and is what Improved Noise uses.
 */
public enum Fade implements FadeCurve {

    /** {@code t}: creases at every lattice line. */
    LINEAR {
        @Override
        public double apply(double t) {
            return t;
        }
    },

    /** {@code 3t² − 2t³} (smoothstep): zero slope at the ends. */
    CUBIC {
        @Override
        public double apply(double t) {
            return t * t * (3 - 2 * t);
        }
    },

    /** {@code 6t⁵ − 15t⁴ + 10t³}: zero slope and curvature at the ends, as in Ken Perlin's Improved Noise. */
    QUINTIC {
        @Override
        public double apply(double t) {
            return t * t * t * (t * (t * 6 - 15) + 10);
        }
    };

    /** The lower-case name used by presets and the command line. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The curve with the given name, ignoring case. */
    public static Fade byId(String id) {
        for (Fade fade : values()) {
            if (fade.id().equalsIgnoreCase(id.trim())) {
                return fade;
            }
        }
        throw new IllegalArgumentException("unknown fade curve '" + id + "' (allowed: linear, cubic, quintic)");
    }
}
