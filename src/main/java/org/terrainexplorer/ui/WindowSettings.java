package org.terrainexplorer.ui;

import java.util.HashMap;
import java.util.Map;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/** What the window remembers between runs: its size and theme. */
interface WindowSettings {

    double DEFAULT_WIDTH = 1400;
    double DEFAULT_HEIGHT = 900;

    double width();

    double height();

    Theme theme();

    void save(double width, double height, Theme theme);

    /** The mode shown last: "MAPS" or "WORLD". */
    default String mode() {
        return "MAPS";
    }

    /** Remembers the mode shown. */
    default void saveMode(String mode) {
    }

    /** Settings kept in the user's Java preferences. */
    static WindowSettings preferences() {
        Preferences node = Preferences.userRoot().node("org/terrainexplorer/window");
        return new WindowSettings() {
            @Override
            public double width() {
                return clamp(node.getDouble("width", DEFAULT_WIDTH), 640, 8192);
            }

            @Override
            public double height() {
                return clamp(node.getDouble("height", DEFAULT_HEIGHT), 480, 8192);
            }

            @Override
            public Theme theme() {
                try {
                    return Theme.valueOf(node.get("theme", Theme.LIGHT.name()));
                } catch (IllegalArgumentException e) {
                    return Theme.LIGHT;
                }
            }

            @Override
            public String mode() {
                return node.get("mode", "MAPS");
            }

            @Override
            public void saveMode(String mode) {
                node.put("mode", mode);
            }

            @Override
            public void save(double width, double height, Theme theme) {
                node.putDouble("width", width);
                node.putDouble("height", height);
                node.put("theme", theme.name());
                try {
                    node.flush();
                } catch (BackingStoreException e) {
                    System.err.println("terrain-explorer: could not save window settings: " + e.getMessage());
                }
            }
        };
    }

    /** Settings held in memory only (tests). */
    static WindowSettings inMemory() {
        Map<String, Object> values = new HashMap<>();
        return new WindowSettings() {
            @Override
            public double width() {
                return (Double) values.getOrDefault("width", DEFAULT_WIDTH);
            }

            @Override
            public double height() {
                return (Double) values.getOrDefault("height", DEFAULT_HEIGHT);
            }

            @Override
            public Theme theme() {
                return (Theme) values.getOrDefault("theme", Theme.LIGHT);
            }

            @Override
            public String mode() {
                return (String) values.getOrDefault("mode", "MAPS");
            }

            @Override
            public void saveMode(String mode) {
                values.put("mode", mode);
            }

            @Override
            public void save(double width, double height, Theme theme) {
                values.put("width", width);
                values.put("height", height);
                values.put("theme", theme);
            }
        };
    }

    private static double clamp(double v, double min, double max) {
        return Double.isFinite(v) ? Math.max(min, Math.min(max, v)) : min;
    }
}
