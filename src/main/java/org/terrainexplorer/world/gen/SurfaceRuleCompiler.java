package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.noise.NormalNoise;
import org.terrainexplorer.world.random.PositionalRandomFactory;

/**
 * The surface rule language compiled for a seeded world: each rule and condition becomes a small object that reads
 * the surface walk's current block ({@link SurfaceSystem.Worker}) and gives a palette id or a truth, with the
 * world's noises, random factories and biome tables bound in. Immutable and thread-safe.
 */
final class SurfaceRuleCompiler {

    private final RandomState state;
    private final BlockPalette palette;
    private final List<String> biomeIds;
    private final BiomeClimate[] climates;
    private final ClayBands bands;
    private final int genMinY;
    private final int genHeight;
    /** Whether compiled rules note what fires in a traced column ({@link SurfaceSystem.Worker#traced}). */
    private final boolean tracing;
    /** The y above which temperature falls with height ({@link GameCode#snowLine}). */
    private final int snowLine;
    /** The biome lists of the rule's "biome is one of" tests, one {@link BiomeSet} per distinct list. */
    private final java.util.Map<java.util.Set<String>, BiomeSet> biomeSets;
    /** The noises the rule's thresholds read, numbered for the workers' kept values (shared when traced). */
    private final java.util.Map<NormalNoise, Integer> noiseSlots;

    SurfaceRuleCompiler(RandomState state, List<String> biomeIds, BiomeClimate[] climates, ClayBands bands,
                        int genMinY, int genHeight) {
        this(state, biomeIds, climates, bands, genMinY, genHeight, false, new java.util.HashMap<>(),
            new java.util.IdentityHashMap<>());
    }

    private SurfaceRuleCompiler(RandomState state, List<String> biomeIds, BiomeClimate[] climates, ClayBands bands,
                                int genMinY, int genHeight, boolean tracing,
                                java.util.Map<java.util.Set<String>, BiomeSet> biomeSets,
                                java.util.Map<NormalNoise, Integer> noiseSlots) {
        this.state = state;
        this.palette = state.world().palette();
        this.biomeIds = biomeIds;
        this.climates = climates;
        this.bands = bands;
        this.genMinY = genMinY;
        this.genHeight = genHeight;
        this.tracing = tracing;
        this.biomeSets = biomeSets;
        this.noiseSlots = noiseSlots;
        this.snowLine = state.world().code().snowLine(state.world().settings().seaLevel());
    }

    /** A compiler whose rules note the conditions that held and the block placed, for "explain this block". */
    SurfaceRuleCompiler traced() {
        return new SurfaceRuleCompiler(state, biomeIds, climates, bands, genMinY, genHeight, true, biomeSets,
            noiseSlots);
    }

    /**
     * The biomes of a "biome is one of" test, as a table over the generator's biome ids, and the list's number
     * among the rule's distinct lists (a worker keeps answers per list: {@link ChunkBiomes#zoomedIn}). A rule is
     * compiled once per layer of y it differs in, so one list appears in several compiled tests; they share one
     * set. Immutable.
     */
    static final class BiomeSet {
        final int index;
        private final boolean[] members;

        BiomeSet(int index, boolean[] members) {
            this.index = index;
            this.members = members;
        }

        boolean contains(int biome) {
            return biome >= 0 && members[biome];
        }
    }

    /**
     * A noise's number among those a worker keeps by position ({@link SurfaceSystem.Worker#noise}): the same noise
     * (the world's noises are made once per id) has the same number in every compiled test.
     */
    int noiseSlot(NormalNoise noise) {
        synchronized (noiseSlots) {
            return noiseSlots.computeIfAbsent(noise, n -> noiseSlots.size());
        }
    }

    BiomeSet biomeSet(java.util.Collection<String> biomes) {
        synchronized (biomeSets) {
            return biomeSets.computeIfAbsent(new java.util.HashSet<>(biomes), list -> {
                boolean[] members = new boolean[biomeIds.size()];
                for (String id : list) {
                    int i = biomeIds.indexOf(id);
                    if (i >= 0) {
                        members[i] = true;
                    }
                }
                return new BiomeSet(biomeSets.size(), members);
            });
        }
    }

    /** A compiled rule: a palette id for the current block, or −1. */
    abstract static class Rule {
        abstract int apply(SurfaceSystem.Worker w);
    }

    /** A compiled condition on the current block. */
    abstract static class Test {
        abstract boolean test(SurfaceSystem.Worker w);
    }

    /** Compiles a rule. */
    Rule compile(SurfaceRules.Rule r) {
        if (r instanceof SurfaceRules.Block b) {
            int id = palette.id(b.state());
            if (tracing) {
                String step = "place " + b.state().shortName();
                return new Rule() {
                    @Override
                    int apply(SurfaceSystem.Worker w) {
                        if (w.traced()) {
                            w.note(step);
                        }
                        return id;
                    }
                };
            }
            return new Rule() {
                @Override
                int apply(SurfaceSystem.Worker w) {
                    return id;
                }
            };
        }
        if (r instanceof SurfaceRules.Bandlands) {
            return new Rule() {
                @Override
                int apply(SurfaceSystem.Worker w) {
                    int id = bands.at(w.blockX, w.blockY, w.blockZ);
                    if (tracing && w.traced()) {
                        w.note("place the badlands band at this height: " + palette.state(id).shortName());
                    }
                    return id;
                }
            };
        }
        if (r instanceof SurfaceRules.Sequence s) {
            List<Rule> rules = new ArrayList<>();
            for (SurfaceRules.Rule child : s.rules()) {
                rules.add(compile(child));
            }
            Rule[] sequence = rules.toArray(new Rule[0]);
            return new Rule() {
                @Override
                int apply(SurfaceSystem.Worker w) {
                    for (Rule rule : sequence) {
                        int id = rule.apply(w);
                        if (id >= 0) {
                            return id;
                        }
                    }
                    return -1;
                }
            };
        }
        SurfaceRules.Condition c = (SurfaceRules.Condition) r;
        Test test = compile(c.ifTrue());
        Rule then = compile(c.thenRun());
        if (tracing) {
            String step = "if " + describe(c.ifTrue());
            return new Rule() {
                @Override
                int apply(SurfaceSystem.Worker w) {
                    if (!test.test(w)) {
                        return -1;
                    }
                    if (!w.traced()) {
                        return then.apply(w);
                    }
                    int mark = w.note(step);
                    int id = then.apply(w);
                    if (id < 0) {
                        w.forget(mark);
                    }
                    return id;
                }
            };
        }
        return new Rule() {
            @Override
            int apply(SurfaceSystem.Worker w) {
                return test.test(w) ? then.apply(w) : -1;
            }
        };
    }

    /** A condition in words, for the trace. */
    static String describe(SurfaceRules.Test t) {
        if (t instanceof SurfaceRules.BiomeIs b) {
            return "the biome is " + String.join(" or ", b.biomes().stream().map(SurfaceRuleCompiler::shortId).toList());
        }
        if (t instanceof SurfaceRules.NoiseThreshold n) {
            return "noise " + shortId(n.noise()) + (n.is3d() ? " (3D)" : "") + " is in [" + n.min() + ", " + n.max()
                + "]";
        }
        if (t instanceof SurfaceRules.VerticalGradient g) {
            return "the " + shortId(g.randomName()) + " gradient says so (always at and below " + g.trueAtAndBelow()
                + ", never at and above " + g.falseAtAndAbove() + ", by chance between)";
        }
        if (t instanceof SurfaceRules.YAbove y) {
            return "the block" + (y.addStoneDepth() ? " (plus its stone depth)" : "") + " is at or above " + y.anchor()
                + (y.surfaceDepthMultiplier() != 0 ? " + " + y.surfaceDepthMultiplier() + " × surface depth" : "");
        }
        if (t instanceof SurfaceRules.Water w) {
            return "no water above, or y is at or above the water's surface " + (w.offset() >= 0 ? "+ " : "- ")
                + Math.abs(w.offset()) + (w.surfaceDepthMultiplier() != 0 ? " + " + w.surfaceDepthMultiplier()
                + " × surface depth" : "");
        }
        if (t instanceof SurfaceRules.Temperature) {
            return "it is cold enough to snow";
        }
        if (t instanceof SurfaceRules.Steep) {
            return "the ground is steep";
        }
        if (t instanceof SurfaceRules.Not n) {
            return "not (" + describe(n.test()) + ")";
        }
        if (t instanceof SurfaceRules.Hole) {
            return "the surface depth is 0 (a hole)";
        }
        if (t instanceof SurfaceRules.AbovePreliminarySurface) {
            return "at or above the preliminary surface";
        }
        SurfaceRules.StoneDepth d = (SurfaceRules.StoneDepth) t;
        int blocks = 1 + d.offset();
        boolean one = blocks == 1 && !d.addSurfaceDepth() && d.secondaryDepthRange() == 0;
        return "within " + blocks + (d.addSurfaceDepth() ? " + surface depth" : "")
            + (d.secondaryDepthRange() != 0 ? " + up to " + d.secondaryDepthRange() : "")
            + (one ? " block" : " blocks") + " of the " + (d.ceiling() ? "ceiling" : "floor");
    }

    private static String shortId(String id) {
        return Ids.shortName(id);
    }


    private Test compile(SurfaceRules.Test t) {
        if (t instanceof SurfaceRules.BiomeIs b) {
            BiomeSet set = biomeSet(b.biomes());
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    return w.biomeIn(set);
                }
            };
        }
        if (t instanceof SurfaceRules.NoiseThreshold n) {
            NormalNoise noise = state.noise(n.noise());
            double min = n.min();
            double max = n.max();
            boolean is3d = n.is3d();
            int slot = noiseSlot(noise);
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    double d = w.noise(noise, slot, is3d ? w.blockY : 0);
                    return d >= min && d <= max;
                }
            };
        }
        if (t instanceof SurfaceRules.VerticalGradient g) {
            int trueAtAndBelow = g.trueAtAndBelow().resolve(genMinY, genHeight);
            int falseAtAndAbove = g.falseAtAndAbove().resolve(genMinY, genHeight);
            String name = Ids.normalise(g.randomName());
            PositionalRandomFactory factory = state.randomFactory(name == null ? g.randomName() : name);
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    int y = w.blockY;
                    if (y <= trueAtAndBelow) {
                        return true;
                    }
                    if (y >= falseAtAndAbove) {
                        return false;
                    }
                    double chance = Mth.map(y, trueAtAndBelow, falseAtAndAbove, 1.0, 0.0);
                    return factory.at(w.blockX, y, w.blockZ, w.scratch).nextFloat() < chance;
                }
            };
        }
        if (t instanceof SurfaceRules.YAbove a) {
            int anchor = a.anchor().resolve(genMinY, genHeight);
            int multiplier = a.surfaceDepthMultiplier();
            boolean addStoneDepth = a.addStoneDepth();
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    return w.blockY + (addStoneDepth ? w.stoneDepthAbove : 0) >= anchor + w.surfaceDepth * multiplier;
                }
            };
        }
        if (t instanceof SurfaceRules.Water a) {
            int offset = a.offset();
            int multiplier = a.surfaceDepthMultiplier();
            boolean addStoneDepth = a.addStoneDepth();
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    return w.waterHeight == Integer.MIN_VALUE || w.blockY + (addStoneDepth ? w.stoneDepthAbove : 0)
                        >= w.waterHeight + offset + w.surfaceDepth * multiplier;
                }
            };
        }
        if (t instanceof SurfaceRules.Temperature) {
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    int biome = w.biome();
                    return biome >= 0 && climates[biome].coldEnoughToSnow(w.blockX, w.blockY, w.blockZ, snowLine);
                }
            };
        }
        if (t instanceof SurfaceRules.Steep) {
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    int x = w.blockX & 15;
                    int z = w.blockZ & 15;
                    int north = w.height(x, Math.max(z - 1, 0));
                    int south = w.height(x, Math.min(z + 1, 15));
                    if (south >= north + 4) {
                        return true;
                    }
                    int west = w.height(Math.max(x - 1, 0), z);
                    int east = w.height(Math.min(x + 1, 15), z);
                    return west >= east + 4;
                }
            };
        }
        if (t instanceof SurfaceRules.Not n) {
            Test inner = compile(n.test());
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    return !inner.test(w);
                }
            };
        }
        if (t instanceof SurfaceRules.Hole) {
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    return w.surfaceDepth <= 0;
                }
            };
        }
        if (t instanceof SurfaceRules.AbovePreliminarySurface) {
            return new Test() {
                @Override
                boolean test(SurfaceSystem.Worker w) {
                    return w.blockY >= w.minSurfaceLevel();
                }
            };
        }
        SurfaceRules.StoneDepth d = (SurfaceRules.StoneDepth) t;
        boolean ceiling = d.ceiling();
        boolean addSurfaceDepth = d.addSurfaceDepth();
        int range = d.secondaryDepthRange();
        int offset = d.offset();
        return new Test() {
            @Override
            boolean test(SurfaceSystem.Worker w) {
                int depth = ceiling ? w.stoneDepthBelow : w.stoneDepthAbove;
                int surface = addSurfaceDepth ? w.surfaceDepth : 0;
                int secondary = range == 0 ? 0 : (int) Mth.map(w.surfaceSecondary(), -1.0, 1.0, 0.0, range);
                boolean within = depth <= 1 + offset + surface + secondary;
                // In a partial chunk a run reaching the limit is at least this deep: decided only when too deep.
                if (within && ceiling && !w.stoneBottomKnown) {
                    w.unsure = true;
                }
                return within;
            }
        };
    }
}
