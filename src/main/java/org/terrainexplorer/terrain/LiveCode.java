package org.terrainexplorer.terrain;

import java.math.BigDecimal;
import java.util.Locale;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Choices.IslandDistance;
import org.terrainexplorer.terrain.Choices.IslandMode;

/**
 * The generator as short, readable Java with the current values written in: what the maps compute,
 * step by step (octaves, normalisation, contrast, ridges, redistribution, island, terraces, moisture, the
 * biome rule). It is real code against the public noise library — a test compiles it and checks it against
 * the maps — so a reader can copy it into a project and get the same world, to rounding: the maps run the
 * same steps in single precision with tabulated powers.
 */
public final class LiveCode {

    private LiveCode() {
    }

    /** The code for a parameter set. */
    public static String of(TerrainParams p) {
        StringBuilder out = new StringBuilder();
        Fractal elevation = p.elevationFractal();
        Fractal moisture = p.moistureFractal();
        double frequency = p.number(Param.FREQUENCY);
        String contrast = Float.toString(TerrainGenerator.contrast(p.noise()));
        out.append("// Terrain Explorer: the computation behind the maps, with the current values.\n");
        out.append("// Needs org.terrainexplorer.noise.*; world x grows east, y grows south.\n\n");
        out.append("static final long SEED = ").append(p.seed()).append("L;\n\n");
        out.append("/** One octave of ").append(p.noise().id()).append(" noise. */\n");
        out.append("static double noise(long seed, double x, double y) {\n");
        out.append("    return ").append(kernel(p)).append(";\n}\n\n");

        out.append("/** Elevation in [0, 1] at world point (x, y). */\n");
        out.append("static double elevation(double x, double y) {\n");
        out.append("    // Octaves: each amplitude × noise at frequency × lacunarity^k, with its own seed,\n");
        out.append("    // normalised by the sum of the amplitudes.\n");
        out.append("    double n = (").append(octaveSum(elevation, frequency, "SEED", "        "))
            .append(") / ").append(num(elevation.total())).append(";\n");
        out.append("    double e = clamp(0.5 + ").append(contrast)
            .append("f * n);  // to [0, 1]; the factor evens out the kernels' spreads\n");
        double ridges = p.number(Param.RIDGES);
        if (ridges > 0) {
            out.append("    e = e + ").append(num(ridges)).append(" * (ridged(x, y) - e);  // mix in ridged noise\n");
        }
        out.append("    e = Math.pow(clamp(").append(num(p.number(Param.FUDGE))).append(" * e), ")
            .append(num(p.number(Param.EXPONENT))).append(");  // redistribution: fudge, then exponent\n");
        island(p, out);
        terraces(p, out);
        out.append("    return e;\n}\n\n");

        if (ridges > 0) {
            ridged(elevation, frequency, out);
        }

        out.append("/** Moisture in [0, 1]: its own octaves and seed (the seed plus ")
            .append(p.integer(Param.MOISTURE_SEED_OFFSET)).append("). */\n");
        out.append("static double moisture(double x, double y) {\n");
        out.append("    double n = (")
            .append(octaveSum(moisture, p.number(Param.MOISTURE_FREQUENCY), "SEED + "
                + p.integer(Param.MOISTURE_SEED_OFFSET), "        "))
            .append(") / ").append(num(moisture.total())).append(";\n");
        out.append("    return clamp(0.5 + ").append(contrast).append("f * n);\n}\n\n");

        biome(p, out);
        out.append("static double clamp(double v) {\n    return Math.max(0, Math.min(1, v));\n}\n\n");
        out.append("static double smoothstep(double t) {\n    return t * t * (3 - 2 * t);\n}\n");
        return out.toString();
    }

    private static String kernel(TerrainParams p) {
        String fade = "Fade." + p.fade().name();
        return switch (p.noise()) {
            case PERLIN -> "Perlin.noise2(seed, x, y, " + fade + ")";
            case SIMPLEX -> "Simplex.noise2(seed, x, y)";
            case VALUE -> "ValueNoise.noise2(seed, x, y, " + fade + ")";
        };
    }

    /** The octave terms: {@code a * noise(Fractal.octaveSeed(seed, k), f * x, f * y)}. */
    private static String octaveSum(Fractal fractal, double frequency, String seed, String indent) {
        StringBuilder sum = new StringBuilder();
        boolean first = true;
        for (int k = 0; k < fractal.octaves(); k++) {
            if (fractal.amplitude(k) == 0) {
                continue;
            }
            double f = frequency * fractal.frequency(k);
            if (!first) {
                sum.append("\n").append(indent).append("+ ");
            }
            sum.append(num(fractal.amplitude(k))).append(" * noise(Fractal.octaveSeed(").append(seed).append(", ")
                .append(k).append("), ").append(num(f)).append(" * x, ").append(num(f)).append(" * y)");
            first = false;
        }
        return sum.toString();
    }

    private static void island(TerrainParams p, StringBuilder out) {
        IslandMode mode = p.islandMode();
        if (mode == IslandMode.OFF) {
            return;
        }
        double r = p.number(Param.ISLAND_RADIUS);
        out.append("    // Island, ").append(mode.name().toLowerCase(Locale.ROOT)).append(": d is the distance from (")
            .append(num(p.number(Param.ISLAND_CENTER_X))).append(", ").append(num(p.number(Param.ISLAND_CENTER_Y)))
            .append(") in radii of ").append(num(r)).append(".\n");
        out.append("    double dx = (x - ").append(num(p.number(Param.ISLAND_CENTER_X))).append(") / ").append(num(r))
            .append(", dy = (y - ").append(num(p.number(Param.ISLAND_CENTER_Y))).append(") / ").append(num(r))
            .append(";\n");
        IslandDistance distance = p.islandDistance();
        switch (distance) {
            case EUCLIDEAN -> out.append("    double d = Math.sqrt(dx * dx + dy * dy);\n");
            case MANHATTAN -> out.append("    double d = Math.abs(dx) + Math.abs(dy);\n");
            case SQUARE_BUMP -> out.append("    double ax = Math.abs(dx), ay = Math.abs(dy);\n")
                .append("    double d = Math.max(ax, ay) >= 1 ? Math.max(ax, ay)\n")
                .append("        : 1 - (1 - ax * ax) * (1 - ay * ay);  // square bump\n");
        }
        String a = num(p.number(Param.ISLAND_A));
        String b = num(p.number(Param.ISLAND_B));
        String c = num(p.number(Param.ISLAND_C));
        if (mode == IslandMode.ADDITIVE) {
            out.append("    e = e + ").append(a).append(" - ").append(b).append(" * Math.pow(d, ").append(c).append(");\n");
        } else {
            out.append("    e = (e + ").append(a).append(") * (1 - ").append(b).append(" * Math.pow(d, ").append(c)
                .append("));\n");
        }
        out.append("    if (d > 1) {\n        e *= 1 - smoothstep(Math.min(1, (d - 1) * 2));  // ocean by ")
            .append(num(TerrainGenerator.OCEAN_RADII)).append(" radii\n    }\n");
        out.append("    e = clamp(e);\n");
    }

    private static void terraces(TerrainParams p, StringBuilder out) {
        int n = p.integer(Param.TERRACES);
        if (n == 0) {
            return;
        }
        double s = p.number(Param.TERRACE_SMOOTHING);
        out.append("    // Terraces: ").append(n).append(" levels");
        out.append(s == 0 ? ", hard steps: round(e * n) / n.\n" : ", steps smoothed over the middle "
            + num(s) + " of each.\n");
        out.append("    double level = Math.floor(e * ").append(n).append("), f = e * ").append(n)
            .append(" - level;\n");
        if (s == 0) {
            out.append("    e = clamp((level + (f >= 0.5 ? 1 : 0)) / ").append(n).append(");\n");
        } else {
            out.append("    e = clamp((level + smoothstep(clamp((f - ").append(num(0.5 - s / 2)).append(") / ")
                .append(num(s)).append("))) / ").append(n).append(");\n");
        }
    }

    private static void ridged(Fractal elevation, double frequency, StringBuilder out) {
        out.append("/** Ridged noise in [0, 1]: each octave folded to 1 - |n|, weighted by the octaves below. */\n");
        out.append("static double ridged(double x, double y) {\n");
        out.append("    double sum = 0, below = 0;  // below: the amplitudes of the octaves so far\n");
        for (int k = 0; k < elevation.octaves(); k++) {
            if (elevation.amplitude(k) == 0) {
                continue;
            }
            double f = frequency * elevation.frequency(k);
            String a = num(elevation.amplitude(k));
            out.append("    sum += ").append(a).append(" * (1 - Math.abs(noise(Fractal.octaveSeed(SEED, ").append(k)
                .append("), ").append(num(f)).append(" * x, ").append(num(f)).append(" * y)))");
            out.append(" * (below > 0 ? sum / below : 1);\n");
            out.append("    below += ").append(a).append(";\n");
        }
        out.append("    return sum / below;\n}\n\n");
    }

    private static void biome(TerrainParams p, StringBuilder out) {
        double w = p.number(Param.WATER_LEVEL);
        boolean climate = p.flag(Param.CLIMATE);
        out.append("/** The biome at (x, y): ");
        out.append(p.biomeMode() == BiomeMode.ELEVATION ? "bands of elevation" : "Amit Patel's elevation x moisture table");
        out.append(", thresholds scaled to the water level ").append(num(w)).append(". */\n");
        out.append("static String biome(double x, double y) {\n");
        out.append("    double e = elevation(x, y), m = moisture(x, y);\n");
        out.append("    if (e < ").append(num(w)).append(") return \"ocean\";\n");
        out.append("    double land = (e - ").append(num(w)).append(") / (1 - ").append(num(w))
            .append(");  // 0 at the coast, 1 at the top\n");
        out.append("    // The article's thresholds t assume the sea at 0.1; on land elevation they are (t - 0.1) / 0.9.\n");
        String row = "land";
        if (climate) {
            out.append("    double row = land + ").append(num(p.number(Param.POLAR_COOLING)))
                .append(" * Math.min(1, Math.abs(y - ").append(num(p.number(Param.ISLAND_CENTER_Y))).append(") / ")
                .append(num(p.number(Param.ISLAND_RADIUS))).append(");  // colder toward the poles\n");
            row = "row";
        }
        if (p.biomeMode() == BiomeMode.ELEVATION) {
            out.append("    double b = ").append(row).append(";\n");
            out.append("    if (b < ").append(land(0.2)).append(") return \"beach\";\n");
            out.append("    if (b < ").append(land(0.3)).append(") return \"forest\";\n");
            out.append("    if (b < ").append(land(0.5)).append(") return \"jungle\";\n");
            out.append("    if (b < ").append(land(0.7)).append(") return \"savannah\";\n");
            out.append("    return b < ").append(land(0.9)).append(" ? \"desert\" : \"snow\";\n}\n\n");
            return;
        }
        out.append("    if (land < ").append(land(0.12)).append(") return \"beach\";\n");
        out.append("    if (").append(row).append(" > ").append(land(0.8))
            .append(") return m < 0.1 ? \"scorched\" : m < 0.2 ? \"bare\" : m < 0.5 ? \"tundra\" : \"snow\";\n");
        out.append("    if (").append(row).append(" > ").append(land(0.6))
            .append(") return m < 0.33 ? \"temperate-desert\" : m < 0.66 ? \"shrubland\" : \"taiga\";\n");
        out.append("    if (").append(row).append(" > ").append(land(0.3))
            .append(") return m < 0.16 ? \"temperate-desert\" : m < 0.5 ? \"grassland\"\n")
            .append("        : m < 0.83 ? \"temperate-deciduous-forest\" : \"temperate-rain-forest\";\n");
        out.append("    return m < 0.16 ? \"subtropical-desert\" : m < 0.33 ? \"grassland\"\n")
            .append("        : m < 0.66 ? \"tropical-seasonal-forest\" : \"tropical-rain-forest\";\n}\n\n");
    }

    /** The article's threshold {@code t} (for water at 0.1) as land elevation, written as the rule computes it. */
    private static String land(double t) {
        return "(" + num(t) + " - 0.1) / 0.9";
    }

    /** A number as Java source: exact (Double.toString), with no spurious digits for round values. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return (long) v + ".0";
        }
        String s = Double.toString(v);
        // Print short forms of what the sliders produce (0.30000000000000004 is 0.3 to the reader and to
        // the parser alike when it round-trips): prefer the shortest decimal that parses back to v.
        for (int digits = 1; digits <= 17; digits++) {
            String candidate = String.format(Locale.ROOT, "%." + digits + "g", v);
            if (Double.parseDouble(candidate) == v) {
                s = new BigDecimal(candidate).stripTrailingZeros().toPlainString();
                break;
            }
        }
        return s.contains(".") || s.contains("e") || s.contains("E") ? s : s + ".0";
    }
}
