package org.terrainexplorer.world.data;

import java.util.Locale;

/** The game's three dimensions, as a world preset names them. */
public enum Dimension {
    /** {@code minecraft:overworld}. */
    OVERWORLD("Overworld"),
    /** {@code minecraft:the_nether}. */
    THE_NETHER("The Nether"),
    /** {@code minecraft:the_end}. */
    THE_END("The End");

    private final String title;

    Dimension(String title) {
        this.title = title;
    }

    /** The name shown to the user. */
    public String title() {
        return title;
    }

    /** The command-line name: {@code overworld}, {@code the_nether}, {@code the_end}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The dimension's key in a world preset: {@code minecraft:the_nether}. */
    public String key() {
        return "minecraft:" + id();
    }

    /** The dimension with a command-line name ({@code nether} and {@code end} too), ignoring case. */
    public static Dimension byId(String id) {
        String key = id.strip().toLowerCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
        if (key.startsWith("minecraft:")) {
            key = key.substring("minecraft:".length());
        }
        for (Dimension d : values()) {
            if (d.id().equals(key) || d.id().equals("the_" + key)) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown dimension '" + id + "' (dimensions: overworld, the_nether, the_end)");
    }
}
