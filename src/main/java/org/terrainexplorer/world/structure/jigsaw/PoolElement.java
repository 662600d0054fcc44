package org.terrainexplorer.world.structure.jigsaw;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.Direction;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Shuffle;
import org.terrainexplorer.world.structure.Template;
import org.terrainexplorer.world.structure.Templates;
import org.terrainexplorer.world.random.RandomSource;

/**
 * One entry of a template pool (the game's {@code StructurePoolElement}): a template placed as it is
 * ({@code single_pool_element}, {@code legacy_single_pool_element}, which differ only in the blocks they place), a
 * list of elements placed together, a feature (a one-block piece), or nothing ({@code empty_pool_element}, which
 * ends a pool's list). What generation reads of an element: its box, its jigsaws in the game's shuffled order, its
 * projection and its ground level delta; what a saved chunk stores of it: its JSON as read. Immutable.
 */
public sealed interface PoolElement {

    /** The jigsaw a feature element offers: at its position, facing down, named {@code minecraft:bottom}. */
    Template.Jigsaw FEATURE_JIGSAW = new Template.Jigsaw(BlockPos.ZERO, Direction.DOWN, Direction.SOUTH,
        "minecraft:bottom", "minecraft:empty", "minecraft:empty", "rollable", "minecraft:air", 0, 0);

    /** The game's jigsaw order after shuffling (from 1.20.3): the highest {@code selection_priority} first, stable. */
    Comparator<Template.Jigsaw> HIGHEST_SELECTION_PRIORITY_FIRST =
        Comparator.comparingInt(Template.Jigsaw::selectionPriority).reversed();

    /** The element's projection. */
    Projection projection();

    /** How far above its box's bottom the piece's ground is: 1 for every element, as the game's. */
    default int groundLevelDelta() {
        return 1;
    }

    /** Whether this is the empty element. */
    default boolean isEmpty() {
        return false;
    }

    /** The game's {@code getBoundingBox}: the box placed at {@code pos} turned by {@code rotation}. */
    BoundingBox boundingBox(Templates templates, BlockPos pos, Rotation rotation);

    /**
     * The game's {@code getShuffledJigsawBlocks}: the jigsaws placed at {@code pos} turned by {@code rotation},
     * shuffled with {@code random}, then (from 1.20.3, {@code bySelectionPriority}) sorted by selection priority. A
     * new list each call.
     */
    List<Template.Jigsaw> shuffledJigsaws(Templates templates, BlockPos pos, Rotation rotation, RandomSource random,
                                          boolean bySelectionPriority);

    /** What to call the element for a person: its template, its feature or its list. */
    String label();

    /** The templates the element places (none for features and the empty element). */
    List<String> templateIds();

    /**
     * The element's JSON as its pool gave it, which a saved chunk's jigsaw piece stores as its {@code pool_element}
     * (the game decodes it there as it did from the pool). Never changed: callers only read it.
     */
    JsonNode source();

    /**
     * {@code single_pool_element} or {@code legacy_single_pool_element}: a template. A template no pack has is the
     * game's empty template (size 0: a 2×2×2 box reaching one block below and behind its position, no jigsaws).
     * Keeps its template's jigsaws turned each way, worked out when first asked for (the same on any thread).
     */
    final class Single implements PoolElement {

        private final String template;
        private final boolean legacy;
        private final Projection projection;
        private final JsonNode source;
        private volatile Turned turned;

        /** A template's jigsaws in each palette turned each way about the origin, in the template's order. */
        private record Turned(Template template, List<List<List<Template.Jigsaw>>> byPalette) {
        }

        /**
         * @param template   the template's id
         * @param legacy     whether it is the legacy type (it places air differently; the boxes are the same)
         * @param projection its projection
         * @param source     its JSON as read
         */
        public Single(String template, boolean legacy, Projection projection, JsonNode source) {
            this.template = template;
            this.legacy = legacy;
            this.projection = projection;
            this.source = source;
        }

        public String template() {
            return template;
        }

        public boolean legacy() {
            return legacy;
        }

        @Override
        public Projection projection() {
            return projection;
        }

        @Override
        public BoundingBox boundingBox(Templates templates, BlockPos pos, Rotation rotation) {
            return templates.get(template).boundingBox(pos, rotation, BlockPos.ZERO, Mirror.NONE);
        }

        @Override
        public List<Template.Jigsaw> shuffledJigsaws(Templates templates, BlockPos pos, Rotation rotation,
                                                     RandomSource random, boolean bySelectionPriority) {
            Template t = templates.get(template);
            List<Template.Jigsaw> own = turned(t, t.jigsaws(pos), rotation);
            List<Template.Jigsaw> out = new ArrayList<>(own.size());
            for (Template.Jigsaw j : own) {
                out.add(pos.equals(BlockPos.ZERO) ? j : j.placed(pos, Rotation.NONE, Mirror.NONE, BlockPos.ZERO));
            }
            Shuffle.shuffle(out, random);
            if (bySelectionPriority) {
                sortByPriority(out);
            }
            return out;
        }

        /**
         * The game's stable sort, highest selection priority first ({@link #HIGHEST_SELECTION_PRIORITY_FIRST}),
         * by insertion: a template has a few jigsaws, for which that is quicker than the list's merge sort with
         * its comparators, and leaves equal priorities in their shuffled order as the merge sort does.
         */
        static void sortByPriority(List<Template.Jigsaw> jigsaws) {
            int n = jigsaws.size();
            if (n > INSERTION_SORT_MOST) {
                jigsaws.sort(HIGHEST_SELECTION_PRIORITY_FIRST);
                return;
            }
            for (int i = 1; i < n; i++) {
                Template.Jigsaw j = jigsaws.get(i);
                int priority = j.selectionPriority();
                int k = i;
                while (k > 0 && jigsaws.get(k - 1).selectionPriority() < priority) {
                    jigsaws.set(k, jigsaws.get(k - 1));
                    k--;
                }
                if (k != i) {
                    jigsaws.set(k, j);
                }
            }
        }

        /** The most jigsaws sorted by insertion (quadratic; templates with more use the list's sort). */
        private static final int INSERTION_SORT_MOST = 32;

        /** The palette's jigsaws turned by {@code rotation} about the origin (the game's relative positions). */
        private List<Template.Jigsaw> turned(Template t, List<Template.Jigsaw> palette, Rotation rotation) {
            Turned c = turned;
            if (c == null || c.template() != t) {
                List<List<List<Template.Jigsaw>>> byPalette = new ArrayList<>();
                for (List<Template.Jigsaw> p : t.palettes()) {
                    List<List<Template.Jigsaw>> byRotation = new ArrayList<>();
                    for (Rotation r : Rotation.values()) {
                        List<Template.Jigsaw> out = new ArrayList<>(p.size());
                        for (Template.Jigsaw j : p) {
                            out.add(j.placed(BlockPos.ZERO, r, Mirror.NONE, BlockPos.ZERO));
                        }
                        byRotation.add(List.copyOf(out));
                    }
                    byPalette.add(List.copyOf(byRotation));
                }
                c = new Turned(t, List.copyOf(byPalette));
                turned = c;
            }
            for (int i = 0; i < t.palettes().size(); i++) {
                if (t.palettes().get(i) == palette) {
                    return c.byPalette().get(i).get(rotation.ordinal());
                }
            }
            return List.of();
        }

        @Override
        public String label() {
            return template;
        }

        @Override
        public List<String> templateIds() {
            return List.of(template);
        }

        @Override
        public JsonNode source() {
            return source;
        }

        @Override
        public String toString() {
            return (legacy ? "legacy " : "single ") + template + " " + projection.id();
        }
    }

    /**
     * {@code list_pool_element}: elements placed together at one position. Its box holds theirs (the empty ones
     * left out); its jigsaws are its first element's; every element takes the list's projection, as the game's
     * constructor sets it on them.
     *
     * @param elements   the elements, at least one, not all empty
     * @param projection its projection
     * @param source     its JSON as read
     */
    record ListElement(List<PoolElement> elements, Projection projection, JsonNode source) implements PoolElement {

        public ListElement {
            elements = List.copyOf(elements);
        }

        @Override
        public BoundingBox boundingBox(Templates templates, BlockPos pos, Rotation rotation) {
            BoundingBox out = null;
            for (PoolElement e : elements) {
                if (!e.isEmpty()) {
                    BoundingBox b = e.boundingBox(templates, pos, rotation);
                    out = out == null ? b : out.encapsulate(b);
                }
            }
            if (out == null) {
                throw new IllegalStateException("a list element of only empty elements has no box");
            }
            return out;
        }

        @Override
        public List<Template.Jigsaw> shuffledJigsaws(Templates templates, BlockPos pos, Rotation rotation,
                                                     RandomSource random, boolean bySelectionPriority) {
            return elements.get(0).shuffledJigsaws(templates, pos, rotation, random, bySelectionPriority);
        }

        @Override
        public String label() {
            List<String> parts = new ArrayList<>();
            for (PoolElement e : elements) {
                parts.add(e.label());
            }
            return "list[" + String.join(", ", parts) + "]";
        }

        @Override
        public List<String> templateIds() {
            List<String> out = new ArrayList<>();
            for (PoolElement e : elements) {
                out.addAll(e.templateIds());
            }
            return out;
        }
    }

    /**
     * {@code feature_pool_element}: a placed feature, as a piece of one block with one jigsaw facing down.
     *
     * @param feature    the placed feature's id, or a description of an inline one
     * @param projection its projection
     * @param source     its JSON as read
     */
    record Feature(String feature, Projection projection, JsonNode source) implements PoolElement {

        @Override
        public BoundingBox boundingBox(Templates templates, BlockPos pos, Rotation rotation) {
            return BoundingBox.of(pos);
        }

        @Override
        public List<Template.Jigsaw> shuffledJigsaws(Templates templates, BlockPos pos, Rotation rotation,
                                                     RandomSource random, boolean bySelectionPriority) {
            List<Template.Jigsaw> out = new ArrayList<>(1);
            out.add(FEATURE_JIGSAW.placed(pos, Rotation.NONE, Mirror.NONE, BlockPos.ZERO));
            return out;
        }

        @Override
        public String label() {
            return "feature " + feature;
        }

        @Override
        public List<String> templateIds() {
            return List.of();
        }
    }

    /** {@code empty_pool_element}: nothing; a pool's shuffled list stops at it. */
    record Empty() implements PoolElement {

        /** The one empty element. */
        public static final Empty INSTANCE = new Empty();

        private static final ObjectNode SOURCE = JsonNodeFactory.instance.objectNode()
            .put("element_type", "minecraft:empty_pool_element");

        @Override
        public JsonNode source() {
            return SOURCE;
        }

        @Override
        public Projection projection() {
            return Projection.TERRAIN_MATCHING;
        }

        @Override
        public boolean isEmpty() {
            return true;
        }

        @Override
        public BoundingBox boundingBox(Templates templates, BlockPos pos, Rotation rotation) {
            throw new IllegalStateException("the empty element has no box");
        }

        @Override
        public List<Template.Jigsaw> shuffledJigsaws(Templates templates, BlockPos pos, Rotation rotation,
                                                     RandomSource random, boolean bySelectionPriority) {
            return new ArrayList<>(0);
        }

        @Override
        public String label() {
            return "empty";
        }

        @Override
        public List<String> templateIds() {
            return List.of();
        }
    }
}
