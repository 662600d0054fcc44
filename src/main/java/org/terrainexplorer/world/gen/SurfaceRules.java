package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.height.VerticalAnchor;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The surface rule language of the game's noise settings ({@code surface_rule}): rules that place a block and
 * the conditions that guard them. This is the parsed form; {@link SurfaceSystem} interprets it column by column.
 */
public final class SurfaceRules {

    private SurfaceRules() {
    }

    /** A rule: gives a block for the current position, or nothing. */
    public sealed interface Rule permits Block, Bandlands, Sequence, Condition {
    }

    /** {@code block}: always this block. */
    public record Block(BlockState state) implements Rule {
    }

    /** {@code bandlands}: the badlands' terracotta band at this height. */
    public record Bandlands() implements Rule {
    }

    /** {@code sequence}: the first rule that gives a block. */
    public record Sequence(List<Rule> rules) implements Rule {
    }

    /** {@code condition}: the rule when the condition holds. */
    public record Condition(Test ifTrue, Rule thenRun) implements Rule {
    }

    /** A condition on the current position. */
    public sealed interface Test permits BiomeIs, NoiseThreshold, VerticalGradient, YAbove, Water, Temperature, Steep,
        Not, Hole, AbovePreliminarySurface, StoneDepth {
    }

    /** {@code biome}: the block's biome (after the game's fuzzy zoom) is one of these. */
    public record BiomeIs(List<String> biomes) implements Test {
    }

    /**
     * {@code noise_threshold}: a noise at (x, 0, z), or with {@code is_3d} (26.2) at (x, y, z), is within
     * [min, max].
     */
    public record NoiseThreshold(String noise, double min, double max, boolean is3d) implements Test {
    }

    /** {@code vertical_gradient}: true below one level, false above another, random between (the deepslate and bedrock edges). */
    public record VerticalGradient(String randomName, VerticalAnchor trueAtAndBelow, VerticalAnchor falseAtAndAbove)
        implements Test {
    }

    /** {@code y_above}: y (plus the stone depth above, optionally) is at or above the anchor plus the surface depth times a multiplier. */
    public record YAbove(VerticalAnchor anchor, int surfaceDepthMultiplier, boolean addStoneDepth) implements Test {
    }

    /** {@code water}: no water above, or y is at or above the water's surface plus an offset and surface depth. */
    public record Water(int offset, int surfaceDepthMultiplier, boolean addStoneDepth) implements Test {
    }

    /** {@code temperature}: cold enough to snow at the position. */
    public record Temperature() implements Test {
    }

    /** {@code steep}: the column's neighbours' heights differ by 4 or more to the north or east. */
    public record Steep() implements Test {
    }

    /** {@code not}. */
    public record Not(Test test) implements Test {
    }

    /** {@code hole}: the column's surface depth is 0 or less. */
    public record Hole() implements Test {
    }

    /** {@code above_preliminary_surface}: at or above the noise's rough surface estimate. */
    public record AbovePreliminarySurface() implements Test {
    }

    /** {@code stone_depth}: within this many blocks of the floor (or ceiling) of the solid run. */
    public record StoneDepth(int offset, boolean addSurfaceDepth, int secondaryDepthRange, boolean ceiling)
        implements Test {
    }

    /** Reads a rule. */
    public static Rule readRule(JsonValue v) {
        String type = type(v);
        return switch (type) {
            case "block" -> new Block(readBlockState(v.field("result_state")));
            case "bandlands" -> new Bandlands();
            case "sequence" -> {
                List<Rule> rules = new ArrayList<>();
                for (JsonValue e : v.field("sequence").elements()) {
                    rules.add(readRule(e));
                }
                yield new Sequence(List.copyOf(rules));
            }
            case "condition" -> new Condition(readTest(v.field("if_true")), readRule(v.field("then_run")));
            default -> throw v.field("type").error("unknown surface rule type '" + v.field("type").asString()
                + "' (expected block, bandlands, sequence or condition)");
        };
    }

    /** Reads a condition. */
    public static Test readTest(JsonValue v) {
        String type = type(v);
        return switch (type) {
            case "biome" -> {
                // A list of ids; from 26.2 a holder set, which the game also accepts as one id (its data writes
                // one id so). A biome tag (#...) is not read here and is refused by asId with its path.
                List<String> biomes = new ArrayList<>();
                JsonValue is = v.field("biome_is");
                for (JsonValue e : is.isString() ? List.of(is) : is.elements()) {
                    biomes.add(e.asId());
                }
                yield new BiomeIs(List.copyOf(biomes));
            }
            case "noise_threshold" -> new NoiseThreshold(v.field("noise").asId(), v.field("min_threshold").asDouble(),
                v.field("max_threshold").asDouble(),
                v.optionalField("is_3d").map(JsonValue::asBoolean).orElse(false));
            case "vertical_gradient" -> new VerticalGradient(v.field("random_name").asString(),
                VerticalAnchor.read(v.field("true_at_and_below")), VerticalAnchor.read(v.field("false_at_and_above")));
            case "y_above" -> new YAbove(VerticalAnchor.read(v.field("anchor")),
                v.field("surface_depth_multiplier").asInt(-20, 20), v.field("add_stone_depth").asBoolean());
            case "water" -> new Water(v.field("offset").asInt(Integer.MIN_VALUE, Integer.MAX_VALUE),
                v.field("surface_depth_multiplier").asInt(-20, 20), v.field("add_stone_depth").asBoolean());
            case "temperature" -> new Temperature();
            case "steep" -> new Steep();
            case "not" -> new Not(readTest(v.field("invert")));
            case "hole" -> new Hole();
            case "above_preliminary_surface" -> new AbovePreliminarySurface();
            case "stone_depth" -> {
                String surfaceType = v.field("surface_type").asString();
                if (!surfaceType.equals("floor") && !surfaceType.equals("ceiling")) {
                    throw v.field("surface_type").error("expected floor or ceiling, found '" + surfaceType + "'");
                }
                yield new StoneDepth(v.field("offset").asInt(Integer.MIN_VALUE, Integer.MAX_VALUE),
                    v.field("add_surface_depth").asBoolean(),
                    v.field("secondary_depth_range").asInt(Integer.MIN_VALUE, Integer.MAX_VALUE),
                    surfaceType.equals("ceiling"));
            }
            default -> throw v.field("type").error("unknown surface condition type '" + v.field("type").asString()
                + "'");
        };
    }

    private static String type(JsonValue v) {
        String id = v.field("type").asId();
        if (!id.startsWith("minecraft:")) {
            throw v.field("type").error("unknown type '" + id + "'");
        }
        return id.substring("minecraft:".length());
    }

    /** Reads a block state: {@code {"Name": "minecraft:grass_block", "Properties": {"snowy": "false"}}}. */
    public static BlockState readBlockState(JsonValue v) {
        String name = v.field("Name").asId();
        java.util.TreeMap<String, String> properties = new java.util.TreeMap<>();
        v.optionalField("Properties").ifPresent(p -> {
            for (var e : p.fields()) {
                properties.put(e.getKey(), e.getValue().asString());
            }
        });
        return new BlockState(name, properties);
    }

    /** Calls {@code sink} with the id of every noise a rule's conditions sample. */
    public static void noises(Rule rule, Consumer<String> sink) {
        if (rule instanceof Sequence s) {
            s.rules().forEach(r -> noises(r, sink));
        } else if (rule instanceof Condition c) {
            noises(c.ifTrue(), sink);
            noises(c.thenRun(), sink);
        }
    }

    private static void noises(Test test, Consumer<String> sink) {
        if (test instanceof NoiseThreshold n) {
            sink.accept(n.noise());
        } else if (test instanceof Not n) {
            noises(n.test(), sink);
        }
    }

    /** Calls {@code sink} with every block a rule can place. */
    public static void blocks(Rule rule, Consumer<BlockState> sink) {
        if (rule instanceof Block b) {
            sink.accept(b.state());
        } else if (rule instanceof Sequence s) {
            s.rules().forEach(r -> blocks(r, sink));
        } else if (rule instanceof Condition c) {
            blocks(c.thenRun(), sink);
        } else {
            SurfaceNeeds.BAND_BLOCKS.forEach(sink);
        }
    }
}
