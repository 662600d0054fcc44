package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.HashMap;
import java.util.PriorityQueue;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.StructureTerrain;
import org.terrainexplorer.world.structure.Template;
import org.terrainexplorer.world.structure.Templates;

/**
 * Grows a jigsaw structure from its first piece (the game's {@code JigsawPlacement.Placer}): each piece, in turn,
 * tries its jigsaws in shuffled order; for each, the target pool's shuffled elements (then its fallback's), each in
 * four shuffled rotations, each with its shuffled jigsaws, until one fits the free room. The random draws come in
 * the game's order. Pieces wait in a queue by their parent jigsaw's placement priority (from 1.20.3; first come
 * first served before). One structure's generation; not shared between threads.
 */
final class Placer {

    private static final int UNSET = Integer.MIN_VALUE;

    /** A piece waiting to grow: its room, its depth, its queue priority and its place in the queue. */
    private record State(JigsawPiece piece, FreeSpace free, int depth, int priority, long order) {
    }

    /** The game's {@code SequencedPriorityIterator}: the highest priority first, first in first out within one. */
    private static final Comparator<State> QUEUE_ORDER =
        Comparator.comparingInt((State s) -> -s.priority()).thenComparingLong(State::order);

    private final JigsawPools pools;
    private final int maxDepth;
    private final StructureTerrain terrain;
    private final Templates templates;
    private final List<JigsawPiece> pieces;
    private final RandomSource random;
    private final JigsawCode.Flags flags;
    private final Map<String, String> aliases;
    private final boolean expansionHack;
    /** Ids as the game parses them, by the strings templates store: parsed once per structure. */
    private final Map<String, String> ids = new HashMap<>();
    private final PriorityQueue<State> placing = new PriorityQueue<>(QUEUE_ORDER);
    private long added;

    Placer(JigsawPools pools, int maxDepth, StructureTerrain terrain, Templates templates, List<JigsawPiece> pieces,
           RandomSource random, JigsawCode.Flags flags, Map<String, String> aliases, boolean expansionHack) {
        this.pools = pools;
        this.maxDepth = maxDepth;
        this.terrain = terrain;
        this.templates = templates;
        this.pieces = pieces;
        this.random = random;
        this.flags = flags;
        this.aliases = aliases;
        this.expansionHack = expansionHack;
    }

    /** Grows the structure from its first piece, whose room is {@code free}. */
    void run(JigsawPiece start, FreeSpace free) {
        tryPlacingChildren(start, free, 0);
        while (!placing.isEmpty()) {
            State s = placing.poll();
            tryPlacingChildren(s.piece(), s.free(), s.depth());
        }
    }

    /** The pool a jigsaw's {@code pool} names after the structure's aliases, or null when no pack has it. */
    private TemplatePool pool(String raw) {
        String id = id(raw);
        if (id == null) {
            return null;
        }
        return pools.get(aliases.getOrDefault(id, id));
    }

    /** The id a string means (namespace added), or null when it is not an id. */
    private String id(String raw) {
        String id = ids.get(raw);
        if (id == null && !ids.containsKey(raw)) {
            id = Ids.normalise(raw);
            ids.put(raw, id);
        }
        return id;
    }

    private static boolean isEmptyKey(TemplatePool pool) {
        return TemplatePool.EMPTY.equals(pool.id());
    }

    /** The game's {@code JigsawBlock.canAttach}. */
    private boolean canAttach(Template.Jigsaw source, Template.Jigsaw target) {
        return source.front() == target.front().opposite()
            && (source.rollable() || source.top() == target.top())
            && (flags.idsAttach() ? sameId(source.target(), target.name()) : source.target().equals(target.name()));
    }

    private boolean sameId(String a, String b) {
        String x = id(a);
        return x != null && x.equals(id(b));
    }

    private void tryPlacingChildren(JigsawPiece source, FreeSpace contextFree, int depth) {
        PoolElement sourceElement = source.element();
        Projection sourceProjection = sourceElement.projection();
        boolean sourceRigid = sourceProjection == Projection.RIGID;
        FreeSpace sourceFree = new FreeSpace();
        BoundingBox sourceBox = source.box();
        int sourceBoxY = sourceBox.minY();
        List<Template.Jigsaw> sourceJigsaws = sourceElement.shuffledJigsaws(templates, source.position(),
            source.rotation(), random, flags.selectionPriority());
        nextJigsaw:
        for (Template.Jigsaw sourceJigsaw : sourceJigsaws) {
            BlockPos sourceJigsawPos = sourceJigsaw.pos();
            BlockPos targetJigsawPos = sourceJigsawPos.relative(sourceJigsaw.front());
            int sourceJigsawLocalY = sourceJigsawPos.y() - sourceBoxY;
            int baseHeight = UNSET;
            TemplatePool targetPool = pool(sourceJigsaw.pool());
            if (targetPool == null || targetPool.size() == 0 && !isEmptyKey(targetPool)) {
                continue;
            }
            TemplatePool fallback = pools.fallback(targetPool);
            if (fallback.size() == 0 && !isEmptyKey(fallback)) {
                continue;
            }
            FreeSpace childrenFree;
            if (sourceBox.isInside(targetJigsawPos)) {
                childrenFree = sourceFree;
                if (!sourceFree.isSet()) {
                    sourceFree.set(sourceBox);
                }
            } else {
                childrenFree = contextFree;
            }
            List<PoolElement> targets = new ArrayList<>();
            if (depth != maxDepth) {
                targets.addAll(targetPool.shuffledTemplates(random));
            }
            targets.addAll(fallback.shuffledTemplates(random));
            int priority = flags.placementPriority() ? sourceJigsaw.placementPriority() : 0;
            for (PoolElement target : targets) {
                if (target.isEmpty()) {
                    break;
                }
                Projection targetProjection = target.projection();
                boolean targetRigid = targetProjection == Projection.RIGID;
                for (Rotation rotation : Rotation.shuffled(random)) {
                    List<Template.Jigsaw> targetJigsaws = target.shuffledJigsaws(templates, BlockPos.ZERO, rotation,
                        random, flags.selectionPriority());
                    int expandTo = expansionHack ? expandTo(target, rotation, targetJigsaws) : 0;
                    for (Template.Jigsaw targetJigsaw : targetJigsaws) {
                        if (!canAttach(sourceJigsaw, targetJigsaw)) {
                            continue;
                        }
                        BlockPos targetJigsawLocal = targetJigsaw.pos();
                        BlockPos rawTargetPos = targetJigsawPos.subtract(targetJigsawLocal);
                        BoundingBox rawTargetBox = target.boundingBox(templates, rawTargetPos, rotation);
                        int targetJigsawLocalY = targetJigsawLocal.y();
                        int deltaY = sourceJigsawLocalY - targetJigsawLocalY + sourceJigsaw.front().stepY();
                        int targetBoxY;
                        if (sourceRigid && targetRigid) {
                            targetBoxY = sourceBoxY + deltaY;
                        } else {
                            if (baseHeight == UNSET) {
                                baseHeight = terrain.firstFreeHeight(sourceJigsawPos.x(), sourceJigsawPos.z(),
                                    Heightmap.WORLD_SURFACE_WG);
                            }
                            targetBoxY = baseHeight - targetJigsawLocalY;
                        }
                        int yOffset = targetBoxY - rawTargetBox.minY();
                        BoundingBox targetBox = rawTargetBox.moved(0, yOffset, 0);
                        BlockPos targetPos = rawTargetPos.offset(0, yOffset, 0);
                        if (expandTo > 0) {
                            int newSize = Math.max(expandTo + 1, targetBox.maxY() - targetBox.minY());
                            targetBox = targetBox.encapsulate(new BlockPos(targetBox.minX(),
                                targetBox.minY() + newSize, targetBox.minZ()));
                        }
                        if (!childrenFree.fits(targetBox)) {
                            continue;
                        }
                        childrenFree.take(targetBox);
                        int sourceGroundLevelDelta = source.groundLevelDelta();
                        int targetGroundLevelDelta = targetRigid ? sourceGroundLevelDelta - deltaY
                            : target.groundLevelDelta();
                        JigsawPiece piece = new JigsawPiece(templates, target, targetPos, targetGroundLevelDelta, rotation,
                            targetBox);
                        int junctionY;
                        if (sourceRigid) {
                            junctionY = sourceBoxY + sourceJigsawLocalY;
                        } else if (targetRigid) {
                            junctionY = targetBoxY + targetJigsawLocalY;
                        } else {
                            if (baseHeight == UNSET) {
                                baseHeight = terrain.firstFreeHeight(sourceJigsawPos.x(), sourceJigsawPos.z(),
                                    Heightmap.WORLD_SURFACE_WG);
                            }
                            junctionY = baseHeight + deltaY / 2;
                        }
                        source.addJunction(new JigsawJunction(targetJigsawPos.x(),
                            junctionY - sourceJigsawLocalY + sourceGroundLevelDelta, targetJigsawPos.z(), deltaY,
                            targetProjection));
                        piece.addJunction(new JigsawJunction(sourceJigsawPos.x(),
                            junctionY - targetJigsawLocalY + targetGroundLevelDelta, sourceJigsawPos.z(), -deltaY,
                            sourceProjection));
                        pieces.add(piece);
                        if (depth + 1 <= maxDepth) {
                            placing.add(new State(piece, childrenFree, depth + 1, priority, added++));
                        }
                        continue nextJigsaw;
                    }
                }
            }
        }
    }

    /**
     * The game's {@code use_expansion_hack}: for a target at most 16 high, the tallest pool that one of its
     * jigsaws pointing into its own box could draw from (or that pool's fallback); its box then grows to that
     * height plus one.
     */
    private int expandTo(PoolElement target, Rotation rotation, List<Template.Jigsaw> targetJigsaws) {
        BoundingBox box = target.boundingBox(templates, BlockPos.ZERO, rotation);
        if (box.ySpan() > 16) {
            return 0;
        }
        int max = 0;
        for (Template.Jigsaw j : targetJigsaws) {
            if (!box.isInside(j.pos().relative(j.front()))) {
                continue;
            }
            TemplatePool p = pool(j.pool());
            if (p == null) {
                continue;
            }
            TemplatePool fb = pools.fallback(p);
            max = Math.max(max, Math.max(p.maxSize(templates), fb == null ? 0 : fb.maxSize(templates)));
        }
        return max;
    }
}
