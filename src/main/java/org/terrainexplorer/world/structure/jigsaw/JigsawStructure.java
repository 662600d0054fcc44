package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.height.HeightProvider;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureTerrain;
import org.terrainexplorer.world.structure.Template;
import org.terrainexplorer.world.structure.Templates;

/**
 * A {@code minecraft:jigsaw} structure (the game's {@code JigsawStructure} and the start of {@code JigsawPlacement}):
 * a start height drawn at the chunk's corner, a first piece drawn from the start pool with a random rotation
 * (anchored at a named jigsaw when the structure says so, projected onto a heightmap when it says so), then, once
 * the start's biome passes, the other pieces grown from it by {@link Placer}. Immutable.
 */
public final class JigsawStructure extends Structure {

    private final JigsawPools pools;
    private final TemplatePool startPool;
    private final String startPoolId;
    private final String startJigsawName;
    private final int maxDepth;
    private final HeightProvider startHeight;
    private final boolean useExpansionHack;
    private final Heightmap projectStartToHeightmap;
    private final int maxHorizontal;
    private final int maxVertical;
    private final PoolAliases aliases;
    private final int paddingBottom;
    private final int paddingTop;
    private final boolean paddingGiven;
    private final String liquidSettings;

    JigsawStructure(String id, Set<String> biomes, String step, Beard.Kind adaptation, JigsawPools pools,
                    TemplatePool startPool, String startPoolId, String startJigsawName, int maxDepth,
                    HeightProvider startHeight, boolean useExpansionHack, Heightmap projectStartToHeightmap,
                    int maxHorizontal, int maxVertical, PoolAliases aliases, int paddingBottom, int paddingTop,
                    boolean paddingGiven, String liquidSettings) {
        super(id, biomes, step, adaptation);
        this.pools = pools;
        this.startPool = startPool;
        this.startPoolId = startPoolId;
        this.startJigsawName = startJigsawName;
        this.maxDepth = maxDepth;
        this.startHeight = startHeight;
        this.useExpansionHack = useExpansionHack;
        this.projectStartToHeightmap = projectStartToHeightmap;
        this.maxHorizontal = maxHorizontal;
        this.maxVertical = maxVertical;
        this.aliases = aliases;
        this.paddingBottom = paddingBottom;
        this.paddingTop = paddingTop;
        this.paddingGiven = paddingGiven;
        this.liquidSettings = liquidSettings;
    }

    @Override
    public String type() {
        return "minecraft:jigsaw";
    }

    /** The structure's {@code size}: how many jigsaws deep pieces grow from the first. */
    public int maxDepth() {
        return maxDepth;
    }

    /** The start piece is kept whenever the structure grows pieces at all ({@code size} above 0). */
    @Override
    public boolean startsFromPoint() {
        return maxDepth > 0;
    }

    /** How far (horizontally) pieces may reach from the start's centre. */
    public int maxHorizontal() {
        return maxHorizontal;
    }

    /** How far (vertically) pieces may reach from the start's centre. */
    public int maxVertical() {
        return maxVertical;
    }

    /** The dimension padding at the bottom. */
    public int paddingBottom() {
        return paddingBottom;
    }

    /** The dimension padding at the top. */
    public int paddingTop() {
        return paddingTop;
    }

    /**
     * Its {@code liquid_settings} ({@code apply_waterlogging} unless it says otherwise), which its saved pieces
     * store, or null before release 1.21, which has none.
     */
    public String liquidSettings() {
        return liquidSettings;
    }

    @Override
    protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
        return startPiece(c).flatMap(p -> addPieces(c, p));
    }

    /**
     * Where the middle of the start piece lies along x and z ({x, z}; the game checks the structure's biome there,
     * at the height the terrain then gives it), or null where no piece starts: the draws of {@link
     * #findGenerationPoint} before it reads the terrain, so the same for any terrain of the seed.
     */
    public int[] startMiddle(GenerationContext c) {
        return startPiece(c).map(p -> new int[] {p.centerX(), p.centerZ()}).orElse(null);
    }

    /**
     * A start's pieces lie in the start piece's box or in the room around that box's middle ({@link #maxHorizontal}
     * each way; a child inside a rigid parent lies in the parent), and the terrain moves the start piece only up or
     * down: so the columns it can cover are known from the draws {@link #startMiddle} makes, before the terrain is
     * read, and its pieces need not be made to tell a chunk it cannot reach.
     */
    @Override
    public boolean mayReach(GenerationContext c, int minX, int minZ, int maxX, int maxZ) {
        return startPiece(c).map(p -> {
            BoundingBox box = p.piece().box();
            BoundingBox reach = adjustBoundingBox(new BoundingBox(Math.min(box.minX(), p.centerX() - maxHorizontal),
                box.minY(), Math.min(box.minZ(), p.centerZ() - maxHorizontal),
                Math.max(box.maxX(), p.centerX() + maxHorizontal), box.maxY(),
                Math.max(box.maxZ(), p.centerZ() + maxHorizontal)));
            return reach.intersects(minX, minZ, maxX, maxZ);
        }).orElse(false);
    }

    /** The start piece as drawn, before the terrain is read: where it is, its box's middle, what it grows from. */
    private record StartPiece(JigsawCode.Flags flags, BlockPos position, Map<String, String> alias, BlockPos local,
                              JigsawPiece piece, int centerX, int centerZ) {
    }

    /** The game's {@code JigsawPlacement.addPieces} up to the start piece's box (the draws it makes first). */
    private Optional<StartPiece> startPiece(GenerationContext c) {
        StructureTerrain t = c.terrain();
        int minGenY = Math.max(t.minY(), t.noiseMinY());
        int genHeight = Math.min(t.height(), t.genDepth());
        int y = startHeight.sample(c.random(), minGenY, genHeight);
        BlockPos position = new BlockPos(c.minBlockX(), y, c.minBlockZ());
        JigsawCode.Flags flags = JigsawCode.Flags.of(c.code());
        Map<String, String> alias = flags.poolAliases() ? aliases.resolve(position, c.seed()) : Map.of();
        Templates templates = c.templates();
        RandomSource random = c.random();
        Rotation rotation = Rotation.random(random);
        TemplatePool pool = startPool;
        if (startPoolId != null) {
            TemplatePool aliased = pools.get(alias.getOrDefault(startPoolId, startPoolId));
            if (aliased != null) {
                pool = aliased;
            }
        }
        PoolElement center = pool.randomTemplate(random);
        if (center.isEmpty()) {
            return Optional.empty();
        }
        BlockPos anchored = position;
        if (startJigsawName != null) {
            anchored = null;
            for (Template.Jigsaw j : center.shuffledJigsaws(templates, position, rotation, random,
                flags.selectionPriority())) {
                if (startJigsawName.equals(Ids.normalise(j.name()))) {
                    anchored = j.pos();
                    break;
                }
            }
            if (anchored == null) {
                return Optional.empty();
            }
        }
        BlockPos local = anchored.subtract(position);
        BlockPos adjusted = position.subtract(local);
        JigsawPiece centerPiece = new JigsawPiece(templates, center, adjusted, center.groundLevelDelta(), rotation,
            center.boundingBox(templates, adjusted, rotation));
        BoundingBox box = centerPiece.box();
        return Optional.of(new StartPiece(flags, position, alias, local, centerPiece, (box.maxX() + box.minX()) / 2,
            (box.maxZ() + box.minZ()) / 2));
    }

    /** The rest of the game's {@code JigsawPlacement.addPieces}: the start piece on the terrain, then its pieces. */
    private Optional<GenerationStub> addPieces(GenerationContext c, StartPiece start) {
        StructureTerrain terrain = c.terrain();
        Templates templates = c.templates();
        RandomSource random = c.random();
        JigsawCode.Flags flags = start.flags();
        BlockPos position = start.position();
        Map<String, String> alias = start.alias();
        BlockPos local = start.local();
        JigsawPiece centerPiece = start.piece();
        BoundingBox box = centerPiece.box();
        int centerX = start.centerX();
        int centerZ = start.centerZ();
        int bottomY = projectStartToHeightmap == null ? position.y() - local.y()
            : position.y() + terrain.firstFreeHeight(centerX, centerZ, projectStartToHeightmap);
        int oldGroundY = box.minY() + centerPiece.groundLevelDelta();
        centerPiece.move(0, bottomY - oldGroundY, 0);
        if (flags.startPadding() && tooCloseToHeightLimits(terrain, centerPiece.box())) {
            return Optional.empty();
        }
        int centerY = bottomY + local.y();
        return Optional.of(new GenerationStub(new BlockPos(centerX, centerY, centerZ), builder -> {
            if (maxDepth <= 0) {
                return;
            }
            List<JigsawPiece> pieces = new ArrayList<>();
            pieces.add(centerPiece);
            FreeSpace free = new FreeSpace(room(terrain, flags, centerX, centerY, centerZ));
            free.take(centerPiece.box());
            Placer placer = new Placer(pools, maxDepth, terrain, templates, pieces, random, flags, alias,
                useExpansionHack);
            placer.run(centerPiece, free);
            pieces.forEach(builder::addPiece);
        }));
    }

    /**
     * The game's {@code isStartTooCloseToWorldHeightLimits} (from 1.21.4). The game skips it when the padding is its
     * default object ({@code ==}), that is when the file leaves {@code dimension_padding} out; a padding written as
     * 0 is checked (the start must then lie within the world's heights).
     */
    private boolean tooCloseToHeightLimits(StructureTerrain terrain, BoundingBox box) {
        if (!paddingGiven) {
            return false;
        }
        int min = terrain.minY() + paddingBottom;
        int max = terrain.minY() + terrain.height() - 1 - paddingTop;
        return box.minY() < min || box.maxY() > max;
    }

    /**
     * The room pieces may take around the start's centre: the game's AABB of the maximum distance (kept off the
     * world's top and bottom by the padding, from 1.21), whose corners it puts in order when the heights cross, and
     * which is empty when they meet. Null for an empty room.
     */
    private BoundingBox room(StructureTerrain terrain, JigsawCode.Flags flags, int x, int y, int z) {
        int lo = y - maxVertical;
        int hi = y + maxVertical + 1;
        if (flags.dimensionPadding()) {
            lo = Math.max(lo, terrain.minY() + paddingBottom);
            hi = Math.min(hi, terrain.minY() + terrain.height() - paddingTop);
        }
        if (lo == hi) {
            return null;
        }
        int bottom = Math.min(lo, hi);
        int top = Math.max(lo, hi) - 1;
        return new BoundingBox(x - maxHorizontal, bottom, z - maxHorizontal, x + maxHorizontal, top,
            z + maxHorizontal);
    }
}
