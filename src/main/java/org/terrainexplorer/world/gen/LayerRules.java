package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A world's surface rule compiled per y ({@link RuleLayers}' layers, above and below the preliminary surface), with
 * what the surface walk reads of the levels below the surface, and the whole rule compiled to note what fires (for
 * "explain this block"), the latter on first use. Made with each world, so cheap: the layers are one instance each
 * and told apart by identity (a rule record's hash and equality walk its whole tree). Immutable but for that one
 * lazily compiled rule; thread-safe.
 */
final class LayerRules {

    /** The compiled rule per y (index y − the world's min y), at or above the preliminary surface and below it. */
    final SurfaceRuleCompiler.Rule[] above;
    final SurfaceRuleCompiler.Rule[] below;
    /** The compiled rule that never gives a block (the one instance every such layer has). */
    final SurfaceRuleCompiler.Rule nothing;
    /** Per y, the highest level at or under it whose rule below the preliminary surface may give a block. */
    final int[] belowNext;
    /**
     * Per y below the preliminary surface: the biomes the rule's "biome is one of" tests name (null for none), the
     * rule for a block whose biome is none of them ({@link RuleLayers#withoutBiomes}), and the lowest level of the
     * run of levels naming the same biomes that holds y.
     */
    final SurfaceRuleCompiler.BiomeSet[] belowNamed;
    final SurfaceRuleCompiler.Rule[] belowWithout;
    final int[] belowNamedRun;

    private final SurfaceRuleCompiler compiler;
    private final SurfaceRules.Rule whole;
    private volatile SurfaceRuleCompiler.Rule traced;

    /** A rule's named biomes (null for none) and the rule compiled without their tests. */
    private record NamedBiomes(SurfaceRuleCompiler.BiomeSet set, SurfaceRuleCompiler.Rule without) {
    }

    LayerRules(SurfaceRuleCompiler compiler, SurfaceRules.Rule whole, RuleLayers layers, int minY, int height) {
        this.compiler = compiler;
        this.whole = whole;
        Map<SurfaceRules.Rule, SurfaceRuleCompiler.Rule> compiled = new IdentityHashMap<>();
        for (SurfaceRules.Rule r : layers.distinct()) {
            compiled.put(r, compiler.compile(r));
        }
        nothing = compiled.get(RuleLayers.NOTHING);
        above = new SurfaceRuleCompiler.Rule[height];
        below = new SurfaceRuleCompiler.Rule[height];
        belowNext = new int[height];
        belowNamed = new SurfaceRuleCompiler.BiomeSet[height];
        belowWithout = new SurfaceRuleCompiler.Rule[height];
        belowNamedRun = new int[height];
        Map<SurfaceRules.Rule, NamedBiomes> named = new IdentityHashMap<>();
        // Rules without their biome tests, often alike one another or a layer (the layer's compiled rule, nothing's
        // among them, is then theirs): found by equality, once per distinct layer, among the few there are.
        List<SurfaceRules.Rule> withoutRules = new ArrayList<>(layers.distinct());
        List<SurfaceRuleCompiler.Rule> withoutCompiled = new ArrayList<>();
        for (SurfaceRules.Rule r : withoutRules) {
            withoutCompiled.add(compiled.get(r));
        }
        int next = minY - 1;
        int runFrom = minY;
        SurfaceRuleCompiler.BiomeSet runNamed = null;
        for (int i = 0; i < height; i++) {
            SurfaceRules.Rule rule = layers.at(minY + i, false);
            above[i] = compiled.get(layers.at(minY + i, true));
            below[i] = compiled.get(rule);
            if (below[i] != nothing) {
                next = minY + i;
                // Per distinct rule: the biomes it names (their set) and the rule without those tests.
                NamedBiomes n = named.computeIfAbsent(rule, r -> {
                    Set<String> biomes = RuleLayers.biomesNamed(r);
                    return biomes.isEmpty() ? new NamedBiomes(null, null)
                        : new NamedBiomes(compiler.biomeSet(biomes), compiledEqual(RuleLayers.withoutBiomes(r, biomes),
                            withoutRules, withoutCompiled));
                });
                SurfaceRuleCompiler.BiomeSet set = n.set();
                if (set != runNamed || set == null) {
                    runFrom = minY + i;
                    runNamed = set;
                }
                belowNamed[i] = set;
                belowWithout[i] = set == null ? below[i] : n.without();
            } else {
                belowWithout[i] = nothing;
            }
            belowNext[i] = next;
            belowNamedRun[i] = runFrom;
        }
    }

    /** The compiled rule of the rule in {@code rules} equal to {@code rule}, compiling (and adding) it if none is. */
    private SurfaceRuleCompiler.Rule compiledEqual(SurfaceRules.Rule rule, List<SurfaceRules.Rule> rules,
                                                   List<SurfaceRuleCompiler.Rule> compiledRules) {
        for (int i = 0; i < rules.size(); i++) {
            if (rules.get(i).equals(rule)) {
                return compiledRules.get(i);
            }
        }
        SurfaceRuleCompiler.Rule c = compiler.compile(rule);
        rules.add(rule);
        compiledRules.add(c);
        return c;
    }

    /**
     * The whole rule, unspecialised and noting what fires, for the one column "explain this block" traces: compiled
     * when first asked for (a seed search makes hundreds of worlds a second and explains none), once.
     */
    SurfaceRuleCompiler.Rule traced() {
        SurfaceRuleCompiler.Rule r = traced;
        if (r == null) {
            synchronized (this) {
                r = traced;
                if (r == null) {
                    r = compiler.traced().compile(whole);
                    traced = r;
                }
            }
        }
        return r;
    }
}
