package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The splines of a router by where they are: each {@code spline} density function inside a named function is
 * keyed {@code <function id>#<n>}, n counting the named function's splines in the order the tree is walked. Edits
 * are whole replacement splines by key; applying them rebuilds only the functions that hold them, keeping every
 * other part (and its sharing) as it was.
 */
public final class SplineEdits {

    /** A spline found in a router: its key, the function that holds it, and the spline. */
    public record Found(String key, String function, int index, CubicSpline spline) {
    }

    private SplineEdits() {
    }

    /** The splines reachable from the roots, each once, in walk order. */
    public static List<Found> find(List<DensityFunction> roots) {
        List<Found> found = new ArrayList<>();
        Map<DensityFunction, Boolean> seen = new IdentityHashMap<>();
        for (DensityFunction root : roots) {
            walk(root, "", new int[1], found, seen);
        }
        return found;
    }

    private static void walk(DensityFunction f, String scope, int[] counter, List<Found> found,
                             Map<DensityFunction, Boolean> seen) {
        if (f instanceof Reference r) {
            if (seen.put(r.target(), Boolean.TRUE) == null) {
                walk(r.target(), r.id(), new int[1], found, seen);
            }
            return;
        }
        if (f instanceof SplineFunction s) {
            int index = counter[0]++;
            if (!scope.isEmpty()) {
                found.add(new Found(scope + "#" + index, scope, index, s.spline()));
            }
            walkSpline(s.spline(), scope, counter, found, seen);
            return;
        }
        f.mapChildren(child -> {
            walk(child, scope, counter, found, seen);
            return child;
        }, n -> n);
    }

    private static void walkSpline(CubicSpline s, String scope, int[] counter, List<Found> found,
                                   Map<DensityFunction, Boolean> seen) {
        if (s instanceof CubicSpline.Multipoint m) {
            walk(m.coordinate(), scope, counter, found, seen);
            for (int i = 0; i < m.size(); i++) {
                walkSpline(m.value(i), scope, counter, found, seen);
            }
        }
    }

    /** The named functions reachable from the roots, by id, in walk order. */
    public static Map<String, DensityFunction> named(List<DensityFunction> roots) {
        Map<String, DensityFunction> named = new java.util.LinkedHashMap<>();
        Map<DensityFunction, Boolean> seen = new IdentityHashMap<>();
        for (DensityFunction root : roots) {
            collect(root, named, seen);
        }
        return named;
    }

    private static void collect(DensityFunction f, Map<String, DensityFunction> named, Map<DensityFunction, Boolean> seen) {
        if (seen.put(f, Boolean.TRUE) != null) {
            return;
        }
        if (f instanceof Reference r) {
            named.putIfAbsent(r.id(), r.target());
        }
        if (f instanceof SplineFunction s) {
            collectSpline(s.spline(), named, seen);
        }
        f.mapChildren(child -> {
            collect(child, named, seen);
            return child;
        }, n -> n);
    }

    private static void collectSpline(CubicSpline s, Map<String, DensityFunction> named,
                                      Map<DensityFunction, Boolean> seen) {
        if (s instanceof CubicSpline.Multipoint m) {
            collect(m.coordinate(), named, seen);
            for (int i = 0; i < m.size(); i++) {
                collectSpline(m.value(i), named, seen);
            }
        }
    }

    /** The router with edited splines in place of the originals; unchanged when {@code edits} is empty. */
    public static NoiseRouter apply(NoiseRouter router, Map<String, CubicSpline> edits) {
        if (edits.isEmpty()) {
            return router;
        }
        Map<DensityFunction, DensityFunction> done = new IdentityHashMap<>();
        DensityFunction[] slots = router.slots();
        int[] root = new int[1];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = rewrite(slots[i], "", root, edits, done);
        }
        return router.withSlots(slots);
    }

    /** A named function rebuilt with its edits (for saving it), or the function itself if none apply. */
    public static DensityFunction applyTo(String id, DensityFunction target, Map<String, CubicSpline> edits) {
        return rewrite(target, id, new int[1], edits, new IdentityHashMap<>());
    }

    private static DensityFunction rewrite(DensityFunction f, String scope, int[] counter, Map<String, CubicSpline> edits,
                                           Map<DensityFunction, DensityFunction> done) {
        if (f instanceof Reference r) {
            DensityFunction target = done.get(r.target());
            if (target == null) {
                target = rewrite(r.target(), r.id(), new int[1], edits, done);
                done.put(r.target(), target);
            }
            return target == r.target() ? r : new Reference(r.id(), target);
        }
        if (f instanceof SplineFunction s) {
            int index = counter[0]++;
            CubicSpline replacement = edits.get(scope + "#" + index);
            CubicSpline base = replacement != null ? replacement : s.spline();
            CubicSpline mapped = base.mapCoordinates(c -> rewrite(c, scope, counter, edits, done));
            return mapped == s.spline() ? s : new SplineFunction(mapped);
        }
        return f.mapChildren(child -> rewrite(child, scope, counter, edits, done), n -> n);
    }
}
