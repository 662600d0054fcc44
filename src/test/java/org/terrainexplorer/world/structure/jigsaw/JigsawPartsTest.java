package org.terrainexplorer.world.structure.jigsaw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.height.HeightProvider;
import org.terrainexplorer.world.height.VerticalAnchor;
import org.terrainexplorer.world.random.LegacyRandom;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.TemplateSource;
import org.terrainexplorer.world.structure.Templates;

/** The parts of jigsaw assembly that can be checked on their own: height providers, aliases, free room, beard. */
class JigsawPartsTest {

    private static VerticalAnchor abs(int y) {
        return new VerticalAnchor(VerticalAnchor.Kind.ABSOLUTE, y);
    }

    @Test
    @DisplayName("height providers draw as the game's: uniform one nextInt over the range, none when it is empty")
    void heightProviders() {
        LegacyRandom a = new LegacyRandom(5);
        LegacyRandom b = new LegacyRandom(5);
        int y = new HeightProvider.Uniform(abs(-40), abs(-20)).sample(a, -64, 384);
        assertEquals(b.nextInt(21) - 40, y);
        assertEquals(a.nextLong(), b.nextLong(), "one draw");

        LegacyRandom c = new LegacyRandom(5);
        assertEquals(10, new HeightProvider.Uniform(abs(10), abs(0)).sample(c, -64, 384));
        assertEquals(new LegacyRandom(5).nextLong(), c.nextLong(), "no draw for an empty range");

        VerticalAnchor top = new VerticalAnchor(VerticalAnchor.Kind.BELOW_TOP, 10);
        assertEquals(-64 + 384 - 1 - 10, new HeightProvider.Constant(top).sample(new LegacyRandom(1), -64, 384));

        LegacyRandom d = new LegacyRandom(9);
        LegacyRandom e = new LegacyRandom(9);
        int t = new HeightProvider.Trapezoid(abs(0), abs(10), 4).sample(d, -64, 384);
        int ramp = (10 - 4) / 2;
        assertEquals(e.nextInt(10 - ramp + 1) + e.nextInt(ramp + 1), t);
    }

    @Test
    @DisplayName("pool aliases: the same targets for the same start and seed; a random group binds its aliases together")
    void aliases() {
        PoolAliases.Binding ranged = new PoolAliases.RandomGroup(List.of(
            List.of(new PoolAliases.Direct("t:ranged", "t:skeleton"), new PoolAliases.Direct("t:slow", "t:slow_skeleton")),
            List.of(new PoolAliases.Direct("t:ranged", "t:stray"), new PoolAliases.Direct("t:slow", "t:slow_stray"))),
            List.of(1, 1), 2);
        PoolAliases aliases = new PoolAliases(List.of(ranged));
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 64; i++) {
            BlockPos at = new BlockPos(i * 16, -30, -i * 48);
            Map<String, String> m = aliases.resolve(at, 42L);
            assertEquals(m, aliases.resolve(at, 42L));
            assertEquals(m.get("t:ranged").replace("t:", "t:slow_"), m.get("t:slow"));
            seen.add(m.get("t:ranged"));
        }
        assertEquals(Set.of("t:skeleton", "t:stray"), seen);
        assertEquals(Map.of(), PoolAliases.NONE.resolve(BlockPos.ZERO, 1));
    }

    @Test
    @DisplayName("free room: a box fits when every block is in the base and in no box taken; an empty room takes nothing")
    void freeSpace() {
        FreeSpace room = new FreeSpace(new BoundingBox(0, 0, 0, 9, 9, 9));
        assertTrue(room.fits(new BoundingBox(0, 0, 0, 9, 9, 9)));
        assertTrue(!room.fits(new BoundingBox(0, 0, 0, 10, 9, 9)));
        room.take(new BoundingBox(2, 2, 2, 4, 4, 4));
        assertTrue(!room.fits(new BoundingBox(4, 4, 4, 6, 6, 6)));
        assertTrue(room.fits(new BoundingBox(5, 2, 2, 6, 4, 4)));
        assertTrue(!new FreeSpace(null).fits(new BoundingBox(0, 0, 0, 0, 0, 0)));
        FreeSpace unset = new FreeSpace();
        assertTrue(!unset.isSet());
        unset.set(new BoundingBox(0, 0, 0, 1, 1, 1));
        assertTrue(unset.isSet() && unset.fits(new BoundingBox(1, 1, 1, 1, 1, 1)));
    }

    @Test
    @DisplayName("a terrain-matching piece adds no rigid box; junctions count when within 12 blocks, strictly")
    void beard() {
        Templates none = new Templates(TemplateSource.NONE);
        PoolElement feature = new PoolElement.Feature("minecraft:pile_hay", Projection.TERRAIN_MATCHING, null);
        JigsawPiece p = new JigsawPiece(none, feature, new BlockPos(3, 64, 3), 1, Rotation.NONE,
            BoundingBox.of(new BlockPos(3, 64, 3)));
        p.addJunction(new JigsawJunction(-12, 70, 5, 0, Projection.RIGID));
        p.addJunction(new JigsawJunction(-11, 71, 5, 0, Projection.RIGID));
        p.addJunction(new JigsawJunction(26, 72, 26, 0, Projection.RIGID));
        p.addJunction(new JigsawJunction(27, 73, 5, 0, Projection.RIGID));
        List<Beard.Rigid> rigids = new ArrayList<>();
        List<Beard.Junction> junctions = new ArrayList<>();
        p.addBeard(Beard.Kind.BEARD_THIN, 0, 0, rigids, junctions);
        assertTrue(rigids.isEmpty());
        assertEquals(List.of(new Beard.Junction(-11, 71, 5), new Beard.Junction(26, 72, 26)), junctions);

        JigsawPiece rigid = new JigsawPiece(none, new PoolElement.Feature("x:y", Projection.RIGID, null),
            new BlockPos(3, 64, 3), -2, Rotation.NONE, BoundingBox.of(new BlockPos(3, 64, 3)));
        rigid.addBeard(Beard.Kind.BURY, 0, 0, rigids, junctions);
        assertEquals(List.of(new Beard.Rigid(3, 64, 3, 3, 64, 3, Beard.Kind.BURY, -2)), rigids);
    }

    @Test
    @DisplayName("jigsaws sorted by selection priority as the game's stable sort: highest first, ties in order")
    void selectionPrioritySort() {
        java.util.Random random = new java.util.Random(9);
        for (int round = 0; round < 2000; round++) {
            int n = random.nextInt(round < 1900 ? 12 : 60);
            int priorities = 1 + random.nextInt(4);
            List<org.terrainexplorer.world.structure.Template.Jigsaw> jigsaws = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                // The name tells equal priorities apart: the order among them must be kept.
                jigsaws.add(new org.terrainexplorer.world.structure.Template.Jigsaw(BlockPos.ZERO,
                    org.terrainexplorer.world.structure.Direction.NORTH, org.terrainexplorer.world.structure.Direction.UP,
                    "j" + i, "t", "p", "rollable", "air", 0, random.nextInt(priorities) - 1));
            }
            List<org.terrainexplorer.world.structure.Template.Jigsaw> expected = new ArrayList<>(jigsaws);
            expected.sort(PoolElement.HIGHEST_SELECTION_PRIORITY_FIRST);
            PoolElement.Single.sortByPriority(jigsaws);
            assertEquals(expected, jigsaws, "round " + round);
        }
    }
}
