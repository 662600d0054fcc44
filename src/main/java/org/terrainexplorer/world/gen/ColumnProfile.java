package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.density.Arithmetic;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.Reference;
import org.terrainexplorer.world.density.SplineEdits;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;

/**
 * Density down one column and the parts it is made of, the world's counterpart of the 1D Perlin panel: the smooth
 * terrain (the y gradient plus the offset, the {@code depth} function), that plus jaggedness, squashed by the
 * factor, the 3D noise, the terrain before caves ({@code sloped_cheese}) and the final density with caves, each
 * evaluated at every block; and the chunk's own interpolated density, whose zero crossings are the surface and
 * the floors and ceilings of caves.
 *
 * <p>The parts are found by name in the router ({@code …/depth}, {@code …/sloped_cheese},
 * {@code …/base_3d_noise}, {@code …/factor}, {@code …/jaggedness}, {@code …/offset}), so the vanilla worlds and
 * datapacks built like them show them all; a pack without them shows the densities alone.
 */
public final class ColumnProfile {

    /** A curve: a part of the density with its value at every y of the world (index y − minY). */
    public record Curve(String name, String description, double[] values) {
    }

    /** Where the chunk's density changes sign down the column. */
    public enum CrossingKind {
        /** The top of the ground: solid below, empty above (the highest such crossing). */
        SURFACE,
        /** The roof of an empty space below the surface: the last solid block above it. */
        CAVE_CEILING,
        /** The floor of an empty space below the surface: the first solid block below it. */
        CAVE_FLOOR
    }

    /** A sign change at the block {@code y} (the solid block on the boundary). */
    public record Crossing(int y, CrossingKind kind) {
    }

    /**
     * One column's profile.
     *
     * @param x         block x
     * @param z         block z
     * @param minY      the world's lowest y
     * @param curves    the parts, smooth terrain first and the final density last
     * @param chunk     the chunk's interpolated final density (what decides solid or empty)
     * @param crossings the chunk density's sign changes, top down
     * @param scalars   the column's 2D values: offset, factor, jaggedness and the climate noises, by name
     */
    public record Profile(int x, int z, int minY, List<Curve> curves, double[] chunk, List<Crossing> crossings,
                          Map<String, Double> scalars) {
    }

    private record Part(String name, String description, DensityFunction function) {
    }

    private final WorldGenerator generator;
    private final WorldDefinition world;
    private final List<Part> parts = new ArrayList<>();
    private final List<Part> scalars = new ArrayList<>();
    private final Program program;
    private final Workers<Frame> frames;
    private final int[] ys;

    /** A profiler for a generator's world. */
    public ColumnProfile(WorldGenerator generator) {
        this.generator = generator;
        this.world = generator.state().world();
        var router = generator.state().router();
        Map<String, DensityFunction> named = SplineEdits.named(List.of(router.finalDensity(), router.depth()));
        DensityFunction depth = bySuffix(named, "/depth");
        DensityFunction sloped = bySuffix(named, "/sloped_cheese");
        DensityFunction base3d = bySuffix(named, "/base_3d_noise");
        if (depth != null) {
            parts.add(new Part("smooth terrain", "the y gradient plus the offset: positive below the smooth surface",
                depth));
        }
        if (sloped != null) {
            List<DensityFunction> path = pathTo(sloped, "/depth");
            if (path.size() >= 3) {
                DensityFunction withJagged = path.get(path.size() - 2);
                if (withJagged instanceof Arithmetic a && a.op() == Arithmetic.Op.ADD) {
                    parts.add(new Part("with jaggedness", "the smooth terrain plus jaggedness × the jagged noise "
                        + "(peaks' spikes)", withJagged));
                }
                parts.add(new Part("squashed", "× the factor, then negative parts quartered and all × 4: a large "
                    + "factor makes the terrain flat and sharp, a small one tall and soft", path.get(1)));
            }
        }
        if (base3d != null) {
            parts.add(new Part("3D noise", "base_3d_noise: blended noise that makes overhangs", base3d));
        }
        if (sloped != null) {
            boolean end = bySuffix(named, "/depth") == null;
            parts.add(new Part("terrain", end ? "sloped_cheese: the islands' height (end_islands) plus the 3D noise"
                : "sloped_cheese: the squashed terrain plus the 3D noise, before caves", sloped));
        }
        parts.add(new Part("final density", "with caves: the router's final_density at each block",
            router.finalDensity()));
        for (String s : List.of("offset", "factor", "jaggedness")) {
            DensityFunction f = bySuffix(named, "/" + s);
            if (f != null) {
                scalars.add(new Part(s, s, f));
            }
        }
        scalars.add(new Part("continentalness", "continentalness", router.continents()));
        scalars.add(new Part("erosion", "erosion", router.erosion()));
        scalars.add(new Part("weirdness", "weirdness", router.ridges()));
        List<DensityFunction> roots = new ArrayList<>();
        parts.forEach(p -> roots.add(p.function()));
        scalars.forEach(p -> roots.add(p.function()));
        program = Compiler.compile(Mode.DIRECT, roots);
        int height = world.height();
        frames = new Workers<>(() -> program.newFrame(height));
        ys = new int[height];
        for (int i = 0; i < height; i++) {
            ys[i] = world.minY() + i;
        }
    }

    private static DensityFunction bySuffix(Map<String, DensityFunction> named, String suffix) {
        for (Map.Entry<String, DensityFunction> e : named.entrySet()) {
            if (e.getKey().endsWith(suffix)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** The nodes from {@code root} down to the first reference whose id ends with {@code suffix}, or empty. */
    private static List<DensityFunction> pathTo(DensityFunction root, String suffix) {
        List<DensityFunction> path = new ArrayList<>();
        return search(root, suffix, path) ? path : List.of();
    }

    private static boolean search(DensityFunction f, String suffix, List<DensityFunction> path) {
        path.add(f);
        if (f instanceof Reference r && r.id().endsWith(suffix)) {
            return true;
        }
        if (!(f instanceof Reference) || path.size() == 1) {
            for (DensityFunction.Input in : f.inputs()) {
                if (search(in.function(), suffix, path)) {
                    return true;
                }
            }
        }
        path.remove(path.size() - 1);
        return false;
    }

    /** The profile of column (x, z). */
    public Profile of(int x, int z) {
        int height = world.height();
        List<Curve> curves = new ArrayList<>(parts.size());
        Map<String, Double> values = new java.util.LinkedHashMap<>();
        Frame f = frames.take();
        try {
            f.column(x, z, ys, height);
            for (int i = 0; i < parts.size(); i++) {
                f.run(i);
                curves.add(new Curve(parts.get(i).name(), parts.get(i).description(),
                    java.util.Arrays.copyOf(f.values(i), height)));
            }
            for (int i = 0; i < scalars.size(); i++) {
                values.put(scalars.get(i).name(), f.at(parts.size() + i, x, 0, z));
            }
        } finally {
            frames.give(f);
        }
        double[] chunk = generator.columnDensity(x, z);
        return new Profile(x, z, world.minY(), List.copyOf(curves), chunk, crossings(chunk, world.minY()),
            java.util.Collections.unmodifiableMap(values));
    }

    /** The sign changes of a density column, top down; the first solid-below-empty one is the surface. */
    static List<Crossing> crossings(double[] density, int minY) {
        List<Crossing> out = new ArrayList<>();
        boolean surfaceFound = false;
        for (int i = density.length - 1; i > 0; i--) {
            boolean above = density[i] > 0;
            boolean below = density[i - 1] > 0;
            if (above == below || Double.isNaN(density[i]) || Double.isNaN(density[i - 1])) {
                continue;
            }
            if (below) {
                out.add(new Crossing(minY + i - 1, surfaceFound ? CrossingKind.CAVE_FLOOR : CrossingKind.SURFACE));
                surfaceFound = true;
            } else if (surfaceFound) {
                out.add(new Crossing(minY + i, CrossingKind.CAVE_CEILING));
            }
        }
        return List.copyOf(out);
    }
}
