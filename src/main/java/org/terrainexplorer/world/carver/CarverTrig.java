package org.terrainexplorer.world.carver;

/**
 * The game's table sine and cosine ({@code Mth.sin}, {@code Mth.cos}), which the carvers steer by. Release 1.21.11
 * changed both the table and the lookup: before it, the table holds {@code sin(i · 2π / 65536)} and a float angle
 * is scaled in float arithmetic; from it on, the table holds {@code sin(i / 10430.378350470453)} and the angle is
 * scaled as a double. The two give a different value for about one angle in 1,300, so a tunnel may turn
 * differently after enough steps: the release decides which to use.
 */
public enum CarverTrig {

    /** Releases up to 1.21.10: {@code SIN[(int) (f * 10430.378F) & 65535]}. */
    LEGACY,
    /** Releases 1.21.11 and later: {@code SIN[(int) ((long) (d * 10430.378350470453) & 65535L)]}. */
    MODERN;

    private static final int SIZE = 65536;
    private static final float LEGACY_SCALE = 10430.378F;
    private static final double MODERN_SCALE = 10430.378350470453;

    private final float[] table = new float[SIZE];

    CarverTrig() {
        for (int i = 0; i < SIZE; i++) {
            table[i] = ordinal() == 0 ? (float) Math.sin(i * Math.PI * 2.0 / 65536.0)
                : (float) Math.sin(i / MODERN_SCALE);
        }
    }

    /** The game's {@code Mth.sin} of an angle (radians) the carvers hold as a float. */
    public float sin(float angle) {
        return this == LEGACY ? table[(int) (angle * LEGACY_SCALE) & 0xFFFF]
            : table[(int) ((long) (angle * MODERN_SCALE) & 0xFFFFL)];
    }

    /** The game's {@code Mth.cos}. */
    public float cos(float angle) {
        return this == LEGACY ? table[(int) (angle * LEGACY_SCALE + 16384.0F) & 0xFFFF]
            : table[(int) ((long) (angle * MODERN_SCALE + 16384.0) & 0xFFFFL)];
    }

    /**
     * The table of a release named as the game names it ("1.20.1", "1.21.11", "26.2"): {@link #MODERN} from
     * 1.21.11 on (and for every year-numbered release), {@link #LEGACY} before.
     *
     * @throws IllegalArgumentException if the name is not a release number
     */
    public static CarverTrig forRelease(String release) {
        String[] parts = release.trim().split("\\.");
        try {
            int major = Integer.parseInt(parts[0]);
            if (major != 1) {
                return MODERN;
            }
            int minor = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
            int patch = parts.length > 2 ? Integer.parseInt(parts[2]) : 0;
            return minor > 21 || minor == 21 && patch >= 11 ? MODERN : LEGACY;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + release + "' is not a release number such as 1.21.1 or 26.2", e);
        }
    }
}
