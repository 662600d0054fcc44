package org.terrainexplorer.ui.world;

import java.util.Map;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * The map's structure icons: a disc of the kind's colour with a letter or two, the same size at every zoom, ringed
 * dark so it shows on snow and sea alike. Kinds a datapack adds get the first letter of their name on grey.
 */
final class StructureIcons {

    /** The icon's radius in pixels. */
    static final double RADIUS = 8;

    private record Look(String glyph, Color colour) {
    }

    private static final Map<String, Look> LOOKS = Map.ofEntries(
        Map.entry("village", new Look("V", Color.web("#c98a3a"))),
        Map.entry("pillager_outpost", new Look("Po", Color.web("#5f6b6d"))),
        Map.entry("ruined_portal", new Look("P", Color.web("#7d3cff"))),
        Map.entry("ocean_ruin", new Look("R", Color.web("#2a9d8f"))),
        Map.entry("shipwreck", new Look("S", Color.web("#8b5a2b"))),
        Map.entry("mineshaft", new Look("M", Color.web("#a0522d"))),
        Map.entry("stronghold", new Look("E", Color.web("#2d6a4f"))),
        Map.entry("desert_pyramid", new Look("D", Color.web("#d4a83f"))),
        Map.entry("jungle_pyramid", new Look("J", Color.web("#3a7d1f"))),
        Map.entry("swamp_hut", new Look("W", Color.web("#4f6f3a"))),
        Map.entry("igloo", new Look("I", Color.web("#7aa7c7"))),
        Map.entry("monument", new Look("O", Color.web("#1d6fa3"))),
        Map.entry("mansion", new Look("Wm", Color.web("#6b3e1f"))),
        Map.entry("buried_treasure", new Look("X", Color.web("#c9a227"))),
        Map.entry("ancient_city", new Look("A", Color.web("#0f4c5c"))),
        Map.entry("trail_ruins", new Look("T", Color.web("#b5651d"))),
        Map.entry("trial_chambers", new Look("C", Color.web("#b8562a"))),
        Map.entry("fortress", new Look("F", Color.web("#7a1f1f"))),
        Map.entry("bastion_remnant", new Look("B", Color.web("#3d3d3d"))),
        Map.entry("nether_fossil", new Look("N", Color.web("#9c927a"))),
        Map.entry("end_city", new Look("Ec", Color.web("#9b6fc9"))));

    private static final Font FONT = Font.font("System", FontWeight.BOLD, 9.5);

    private StructureIcons() {
    }

    private static Look look(String kind) {
        Look l = LOOKS.get(kind);
        if (l != null) {
            return l;
        }
        String name = kind.contains(":") ? kind.substring(kind.indexOf(':') + 1) : kind;
        return new Look(name.isEmpty() ? "?" : name.substring(0, 1).toUpperCase(java.util.Locale.ROOT),
            Color.web("#777777"));
    }

    /** The kind's colour. */
    static Color colour(String kind) {
        return look(kind).colour();
    }

    /**
     * Draws a kind's icon centred at (x, y), leaving the context's state (fill, stroke, font, text alignment) as it
     * was: labels drawn after it, such as a search match's, keep their own alignment.
     */
    static void draw(GraphicsContext g, String kind, double x, double y) {
        Look l = look(kind);
        g.save();
        g.setFill(Color.rgb(0, 0, 0, 0.7));
        g.fillOval(x - RADIUS - 1.5, y - RADIUS - 1.5, 2 * RADIUS + 3, 2 * RADIUS + 3);
        g.setFill(l.colour());
        g.fillOval(x - RADIUS, y - RADIUS, 2 * RADIUS, 2 * RADIUS);
        g.setStroke(Color.WHITE);
        g.setLineWidth(1);
        g.strokeOval(x - RADIUS + 0.5, y - RADIUS + 0.5, 2 * RADIUS - 1, 2 * RADIUS - 1);
        g.setFill(Color.WHITE);
        g.setFont(FONT);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(l.glyph(), x, y + 0.5);
        g.restore();
    }

    /** The world spawn's mark: a white star ringed dark. */
    static void drawSpawn(GraphicsContext g, double x, double y) {
        double[] xs = new double[10];
        double[] ys = new double[10];
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? RADIUS + 2 : (RADIUS + 2) * 0.45;
            double a = -Math.PI / 2 + i * Math.PI / 5;
            xs[i] = x + r * Math.cos(a);
            ys[i] = y + r * Math.sin(a);
        }
        g.setFill(Color.WHITE);
        g.fillPolygon(xs, ys, 10);
        g.setStroke(Color.rgb(0, 0, 0, 0.8));
        g.setLineWidth(1.5);
        g.strokePolygon(xs, ys, 10);
    }

    /** A small canvas with a kind's icon, for the legend. */
    static Canvas icon(String kind) {
        Canvas c = new Canvas(2 * RADIUS + 4, 2 * RADIUS + 4);
        draw(c.getGraphicsContext2D(), kind, RADIUS + 2, RADIUS + 2);
        return c;
    }
}
