package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.terrainexplorer.world.gen.SurfaceRules.Rule;
import org.terrainexplorer.world.gen.SurfaceRules.Test;

/**
 * A surface rule partially evaluated for ranges of y, on each side of the preliminary surface: within a range
 * where a {@code vertical_gradient} is certainly true or false, a plain {@code y_above} is decided, and
 * {@code above_preliminary_surface} is known, those tests are folded away, and so are the branches they close.
 * Deep below the surface the overworld's rule then says "deepslate" below y 0, "nothing" above y 8, so most
 * stone needs no rule at all.
 *
 * <p>Folding changes nothing: every test is a pure function of the block's position and the column's state (a
 * vertical gradient's randomness is positional), so deciding one in advance, or not evaluating one whose branch
 * gives nothing either way, gives the same block.
 */
final class RuleLayers {

    /** The rule that never gives a block. */
    static final Rule NOTHING = new SurfaceRules.Sequence(List.of());

    private final int minY;
    private final Rule[] above;
    private final Rule[] below;
    private final List<Rule> distinct = new ArrayList<>();

    private enum Truth { TRUE, FALSE, UNKNOWN }

    /**
     * The layers of {@code rule} over a world spanning [minY, minY + height); anchors resolve against the noise's
     * range [genMinY, genMinY + genHeight), as the surface system resolves them.
     */
    RuleLayers(Rule rule, int minY, int height, int genMinY, int genHeight) {
        this.minY = minY;
        above = new Rule[height];
        below = new Rule[height];
        TreeSet<Integer> cuts = new TreeSet<>();
        cuts.add(minY);
        cuts.add(minY + height);
        collectCuts(rule, genMinY, genHeight, cuts);
        Integer[] edges = cuts.subSet(minY, true, minY + height, true).toArray(new Integer[0]);
        distinct.add(NOTHING);
        for (int i = 0; i + 1 < edges.length; i++) {
            int from = edges[i];
            int to = edges[i + 1] - 1;
            Rule a = canonical(specialize(rule, from, to, Truth.TRUE, genMinY, genHeight));
            Rule b = canonical(specialize(rule, from, to, Truth.FALSE, genMinY, genHeight));
            for (int y = from; y <= to; y++) {
                above[y - minY] = a;
                below[y - minY] = b;
            }
        }
    }

    /** The rule for a block at y, at or above the column's preliminary surface level or below it. */
    Rule at(int y, boolean abovePreliminarySurface) {
        return (abovePreliminarySurface ? above : below)[y - minY];
    }

    /**
     * Every distinct layer rule, {@link #NOTHING} among them (first) whether a layer has it or not: one instance
     * for each, the instance {@link #at} gives, so that they can be told apart by identity (a rule's hash and
     * equality walk its whole tree).
     */
    List<Rule> distinct() {
        return Collections.unmodifiableList(distinct);
    }

    /** The instance of {@link #distinct} equal to a rule, the rule itself added when none is. */
    private Rule canonical(Rule rule) {
        for (Rule r : distinct) {
            if (r.equals(rule)) {
                return r;
            }
        }
        distinct.add(rule);
        return rule;
    }

    /** Whether no layer below the preliminary surface reads the walk's state (stone depths, water above). */
    boolean belowIgnoresWalk() {
        for (Rule r : below) {
            if (readsWalk(r)) {
                return false;
            }
        }
        return true;
    }

    /** The y levels where a y-decidable test can change its answer (the first y of each new range). */
    private static void collectCuts(Rule rule, int genMinY, int genHeight, TreeSet<Integer> cuts) {
        if (rule instanceof SurfaceRules.Sequence s) {
            s.rules().forEach(r -> collectCuts(r, genMinY, genHeight, cuts));
        } else if (rule instanceof SurfaceRules.Condition c) {
            collectCuts(c.ifTrue(), genMinY, genHeight, cuts);
            collectCuts(c.thenRun(), genMinY, genHeight, cuts);
        }
    }

    private static void collectCuts(Test test, int genMinY, int genHeight, TreeSet<Integer> cuts) {
        if (test instanceof SurfaceRules.VerticalGradient g) {
            cuts.add(g.trueAtAndBelow().resolve(genMinY, genHeight) + 1);
            cuts.add(g.falseAtAndAbove().resolve(genMinY, genHeight));
        } else if (test instanceof SurfaceRules.YAbove a && decidableByY(a)) {
            cuts.add(a.anchor().resolve(genMinY, genHeight));
        } else if (test instanceof SurfaceRules.Not n) {
            collectCuts(n.test(), genMinY, genHeight, cuts);
        }
    }

    private static boolean decidableByY(SurfaceRules.YAbove a) {
        return a.surfaceDepthMultiplier() == 0 && !a.addStoneDepth();
    }

    /** The rule for every y in [from, to] with {@code above_preliminary_surface} equal to {@code above}. */
    private static Rule specialize(Rule rule, int from, int to, Truth above, int genMinY, int genHeight) {
        return fold(rule, test -> decide(test, from, to, above, genMinY, genHeight));
    }

    /**
     * {@code rule} with the tests {@code decider} settles folded away: a condition known false gives nothing, one
     * known true is its branch, and a sequence keeps its rules that may give a block, up to the first that always
     * does.
     */
    private static Rule fold(Rule rule, Function<Test, Truth> decider) {
        if (rule instanceof SurfaceRules.Sequence s) {
            List<Rule> kept = new ArrayList<>();
            for (Rule r : s.rules()) {
                Rule k = fold(r, decider);
                if (k.equals(NOTHING)) {
                    continue;
                }
                kept.add(k);
                if (alwaysGives(k)) {
                    break;
                }
            }
            return kept.isEmpty() ? NOTHING
                : kept.size() == 1 ? kept.get(0) : new SurfaceRules.Sequence(List.copyOf(kept));
        }
        if (rule instanceof SurfaceRules.Condition c) {
            Truth t = decider.apply(c.ifTrue());
            if (t == Truth.FALSE) {
                return NOTHING;
            }
            Rule then = fold(c.thenRun(), decider);
            if (t == Truth.TRUE || then.equals(NOTHING)) {
                return then;
            }
            return new SurfaceRules.Condition(c.ifTrue(), then);
        }
        return rule;
    }

    /** Whether a rule gives a block wherever it is asked (a block or the badlands bands). */
    private static boolean alwaysGives(Rule r) {
        return r instanceof SurfaceRules.Block || r instanceof SurfaceRules.Bandlands;
    }

    private static Truth decide(Test test, int from, int to, Truth above, int genMinY, int genHeight) {
        if (test instanceof SurfaceRules.AbovePreliminarySurface) {
            return above;
        }
        if (test instanceof SurfaceRules.VerticalGradient g) {
            if (to <= g.trueAtAndBelow().resolve(genMinY, genHeight)) {
                return Truth.TRUE;
            }
            return from >= g.falseAtAndAbove().resolve(genMinY, genHeight) ? Truth.FALSE : Truth.UNKNOWN;
        }
        if (test instanceof SurfaceRules.YAbove a && decidableByY(a)) {
            int anchor = a.anchor().resolve(genMinY, genHeight);
            return from >= anchor ? Truth.TRUE : to < anchor ? Truth.FALSE : Truth.UNKNOWN;
        }
        if (test instanceof SurfaceRules.Not n) {
            Truth t = decide(n.test(), from, to, above, genMinY, genHeight);
            return t == Truth.TRUE ? Truth.FALSE : t == Truth.FALSE ? Truth.TRUE : Truth.UNKNOWN;
        }
        return Truth.UNKNOWN;
    }

    /**
     * Whether no air block the rule places can depend on a {@code steep} test (the only test that reads other
     * columns: their heights). Then a column's heights after its surface stage depend on its own column alone,
     * since only an air block placed at a column's top can lower its height and nothing the rule places raises
     * it. Conservative: after a rule holding a steep test, the rest of a sequence counts as depending on it.
     */
    static boolean heightsIgnoreNeighbours(Rule rule) {
        return !airAfterSteep(rule, false);
    }

    private static boolean airAfterSteep(Rule rule, boolean dependent) {
        if (rule instanceof SurfaceRules.Block b) {
            return dependent && b.state().isAir();
        }
        if (rule instanceof SurfaceRules.Sequence s) {
            boolean d = dependent;
            for (Rule child : s.rules()) {
                if (airAfterSteep(child, d)) {
                    return true;
                }
                d |= readsSteep(child);
            }
            return false;
        }
        if (rule instanceof SurfaceRules.Condition c) {
            return airAfterSteep(c.thenRun(), dependent || readsSteep(c.ifTrue()));
        }
        return false;
    }

    private static boolean readsSteep(Rule rule) {
        if (rule instanceof SurfaceRules.Sequence s) {
            return s.rules().stream().anyMatch(RuleLayers::readsSteep);
        }
        if (rule instanceof SurfaceRules.Condition c) {
            return readsSteep(c.ifTrue()) || readsSteep(c.thenRun());
        }
        return false;
    }

    private static boolean readsSteep(Test test) {
        return test instanceof SurfaceRules.Steep || test instanceof SurfaceRules.Not n && readsSteep(n.test());
    }

    /** Every biome a "biome is one of" test of {@code rule} names. */
    static Set<String> biomesNamed(Rule rule) {
        Set<String> named = new TreeSet<>();
        collectBiomes(rule, named);
        return named;
    }

    private static void collectBiomes(Rule rule, Set<String> named) {
        if (rule instanceof SurfaceRules.Sequence s) {
            s.rules().forEach(r -> collectBiomes(r, named));
        } else if (rule instanceof SurfaceRules.Condition c) {
            collectBiomes(c.ifTrue(), named);
            collectBiomes(c.thenRun(), named);
        }
    }

    private static void collectBiomes(Test test, Set<String> named) {
        if (test instanceof SurfaceRules.BiomeIs b) {
            named.addAll(b.biomes());
        } else if (test instanceof SurfaceRules.Not n) {
            collectBiomes(n.test(), named);
        }
    }

    /**
     * {@code rule} for a block whose biome is none of {@code absent}: its "biome is one of" tests on those biomes
     * decided false, and the branches they close folded away. Deep below the surface 26.2's overworld rule is
     * "in sulfur caves, their blocks; else deepslate below y 0", and where a block surely is not in sulfur caves,
     * this leaves the deepslate.
     */
    static Rule withoutBiomes(Rule rule, Set<String> absent) {
        return fold(rule, test -> absentTruth(test, absent));
    }

    private static Truth absentTruth(Test test, Set<String> absent) {
        if (test instanceof SurfaceRules.BiomeIs b && absent.containsAll(b.biomes())) {
            return Truth.FALSE;
        }
        if (test instanceof SurfaceRules.Not n) {
            Truth t = absentTruth(n.test(), absent);
            return t == Truth.TRUE ? Truth.FALSE : t == Truth.FALSE ? Truth.TRUE : Truth.UNKNOWN;
        }
        return Truth.UNKNOWN;
    }

    /** Whether a rule's tests read the walk's state: the stone depths or the water above. */
    static boolean readsWalk(Rule rule) {
        if (rule instanceof SurfaceRules.Sequence s) {
            return s.rules().stream().anyMatch(RuleLayers::readsWalk);
        }
        if (rule instanceof SurfaceRules.Condition c) {
            return readsWalk(c.ifTrue()) || readsWalk(c.thenRun());
        }
        return false;
    }

    private static boolean readsWalk(Test test) {
        if (test instanceof SurfaceRules.Not n) {
            return readsWalk(n.test());
        }
        return test instanceof SurfaceRules.StoneDepth || test instanceof SurfaceRules.Water
            || test instanceof SurfaceRules.YAbove a && a.addStoneDepth();
    }
}
