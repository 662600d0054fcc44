package org.terrainexplorer.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.gen.WorldSpawn;

/** The condition nodes of a {@link SeedEvaluator} but structures': the logic, biomes, climate, heights, spawn. */
final class Nodes {

    private Nodes() {
    }

    static final class AllNode extends Node {
        private final List<Node> children;
        private final boolean all;

        AllNode(SeedEvaluator ev, Condition c, List<Node> children, boolean all) {
            super(ev, c);
            this.children = children;
            this.all = all;
        }

        @Override
        byte compute(int stage) {
            byte result = all ? SeedEvaluator.TRUE : SeedEvaluator.FALSE;
            for (Node child : children) {
                byte v = child.eval(stage);
                if (v == (all ? SeedEvaluator.FALSE : SeedEvaluator.TRUE)) {
                    return v;
                }
                if (v == SeedEvaluator.MAYBE) {
                    result = SeedEvaluator.MAYBE;
                }
            }
            return result;
        }

        @Override
        void collect(Map<String, List<Match.Place>> where) {
            for (Node child : children) {
                if (child.eval(SeedEvaluator.EXACT) == SeedEvaluator.TRUE) {
                    child.collect(where);
                }
            }
        }
    }

    static final class NotNode extends Node {
        private final Node child;

        NotNode(SeedEvaluator ev, Condition c, Node child) {
            super(ev, c);
            this.child = child;
        }

        @Override
        byte compute(int stage) {
            byte v = child.eval(stage);
            return v == SeedEvaluator.MAYBE ? SeedEvaluator.MAYBE : v == SeedEvaluator.TRUE ? SeedEvaluator.FALSE : SeedEvaluator.TRUE;
        }

        @Override
        void collect(Map<String, List<Match.Place>> where) {
            where.put(condition.id(), List.of(new Match.Place("holds", 0, Match.Place.NO_Y, 0, Double.NaN)));
        }
    }

    static final class BiomeNearNode extends Node {
        private final Condition.BiomeNear c;
        /** The sample offsets within the radius, nearest first: {dx, dz} interleaved. */
        private final int[] offsets;

        BiomeNearNode(SeedEvaluator ev, Condition.BiomeNear c) {
            super(ev, c);
            this.c = c;
            int n = c.radius() / c.step();
            List<int[]> list = new ArrayList<>();
            long r2 = (long) c.radius() * c.radius();
            for (int i = -n; i <= n; i++) {
                for (int j = -n; j <= n; j++) {
                    long dx = (long) i * c.step();
                    long dz = (long) j * c.step();
                    if (dx * dx + dz * dz <= r2) {
                        list.add(new int[] {(int) dx, (int) dz});
                    }
                }
            }
            list.sort((a, b) -> {
                long da = (long) a[0] * a[0] + (long) a[1] * a[1];
                long db = (long) b[0] * b[0] + (long) b[1] * b[1];
                return da != db ? Long.compare(da, db) : a[1] != b[1] ? Integer.compare(a[1], b[1])
                    : Integer.compare(a[0], b[0]);
            });
            offsets = new int[list.size() * 2];
            for (int i = 0; i < list.size(); i++) {
                offsets[2 * i] = list.get(i)[0];
                offsets[2 * i + 1] = list.get(i)[1];
            }
        }

        @Override
        byte compute(int stage) {
            if (stage == SeedEvaluator.PLACEMENT) {
                return SeedEvaluator.MAYBE;
            }
            int ox;
            int oz;
            if (c.origin() instanceof Condition.Point p) {
                ox = p.x();
                oz = p.z();
            } else {
                if (stage < SeedEvaluator.EXACT) {
                    return SeedEvaluator.MAYBE;
                }
                WorldSpawn s = ev.spawn();
                ox = s.x();
                oz = s.z();
            }
            for (int i = 0; i < offsets.length; i += 2) {
                int x = ox + offsets[i];
                int z = oz + offsets[i + 1];
                String b = ev.biome(x, c.y(), z);
                if (c.biomes().contains(b)) {
                    places().add(new Match.Place(b, x, c.y(), z, Double.NaN));
                    return SeedEvaluator.TRUE;
                }
            }
            return SeedEvaluator.FALSE;
        }
    }

    static final class BiomeCoverNode extends Node {
        private final Condition.BiomeCover c;

        BiomeCoverNode(SeedEvaluator ev, Condition.BiomeCover c) {
            super(ev, c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage == SeedEvaluator.PLACEMENT) {
                return SeedEvaluator.MAYBE;
            }
            Condition.Area a = c.area();
            int nx = (a.maxX() - a.minX()) / c.step() + 1;
            int nz = (a.maxZ() - a.minZ()) / c.step() + 1;
            long total = (long) nx * nz;
            long need = (long) Math.ceil(c.percent() / 100.0 * total - 1e-9);
            long hits = 0;
            long seen = 0;
            for (int j = 0; j < nz; j++) {
                for (int i = 0; i < nx; i++) {
                    if (c.biomes().contains(ev.biome(a.minX() + i * c.step(), c.y(), a.minZ() + j * c.step()))) {
                        hits++;
                    }
                    seen++;
                    if (hits >= need) {
                        places().add(new Match.Place("share", (a.minX() + a.maxX()) / 2, c.y(),
                            (a.minZ() + a.maxZ()) / 2, 100.0 * need / total));
                        return SeedEvaluator.TRUE;
                    }
                    if (hits + (total - seen) < need) {
                        return SeedEvaluator.FALSE;
                    }
                }
            }
            return SeedEvaluator.FALSE;
        }
    }

    static final class ClimateNode extends Node {
        private final Condition.Climate c;

        ClimateNode(SeedEvaluator ev, Condition.Climate c) {
            super(ev, c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage == SeedEvaluator.PLACEMENT) {
                return SeedEvaluator.MAYBE;
            }
            Condition.Area a = c.area();
            int index = c.parameter().index();
            double sum = 0;
            long n = 0;
            for (int z = a.minZ(); z <= a.maxZ(); z += c.step()) {
                for (int x = a.minX(); x <= a.maxX(); x += c.step()) {
                    double v = ev.climate(index, x, c.y(), z);
                    boolean in = v >= c.min() && v <= c.max();
                    if (c.over() == Condition.Over.ALL && !in) {
                        return SeedEvaluator.FALSE;
                    }
                    if (c.over() == Condition.Over.ANY && in) {
                        places().add(new Match.Place(c.parameter().key(), x, c.y(), z, v));
                        return SeedEvaluator.TRUE;
                    }
                    sum += v;
                    n++;
                }
            }
            if (c.over() == Condition.Over.ANY) {
                return SeedEvaluator.FALSE;
            }
            double mean = sum / n;
            if (c.over() == Condition.Over.MEAN && !(mean >= c.min() && mean <= c.max())) {
                return SeedEvaluator.FALSE;
            }
            places().add(new Match.Place(c.parameter().key(), (a.minX() + a.maxX()) / 2, c.y(),
                (a.minZ() + a.maxZ()) / 2, mean));
            return SeedEvaluator.TRUE;
        }
    }

    static final class HeightNode extends Node {
        private final Condition.Height c;

        HeightNode(SeedEvaluator ev, Condition.Height c) {
            super(ev, c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage < SeedEvaluator.EXACT) {
                return SeedEvaluator.MAYBE;
            }
            Condition.Area a = c.area();
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            for (int z = a.minZ(); z <= a.maxZ(); z += c.step()) {
                for (int x = a.minX(); x <= a.maxX(); x += c.step()) {
                    ev.exact().generator().baseHeights(x, z, ev.heights);
                    lo = Math.min(lo, ev.heights[0]);
                    hi = Math.max(hi, ev.heights[0]);
                    if (c.range() && hi - lo > c.max()) {
                        return SeedEvaluator.FALSE;
                    }
                }
            }
            int v = c.range() ? hi - lo : lo;
            if (v < c.min() || v > c.max()) {
                return SeedEvaluator.FALSE;
            }
            places().add(new Match.Place("height", a.minX(), c.range() ? Match.Place.NO_Y : v, a.minZ(), v));
            return SeedEvaluator.TRUE;
        }
    }

    static final class SpawnInNode extends Node {
        private final Condition.SpawnIn c;

        SpawnInNode(SeedEvaluator ev, Condition.SpawnIn c) {
            super(ev, c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage == SeedEvaluator.PLACEMENT) {
                return SeedEvaluator.MAYBE;
            }
            Condition.Area a = c.area();
            if (stage == SeedEvaluator.CLIMATE) {
                Condition.Area box = ev.spawnBox();
                boolean disjoint = box.maxX() < a.minX() || box.minX() > a.maxX() || box.maxZ() < a.minZ()
                    || box.minZ() > a.maxZ();
                if (disjoint) {
                    return SeedEvaluator.FALSE;
                }
                return SeedEvaluator.MAYBE;
            }
            WorldSpawn s = ev.spawn();
            if (!a.contains(s.x(), s.z())) {
                return SeedEvaluator.FALSE;
            }
            places().add(new Match.Place("spawn", s.x(), s.y(), s.z(), Double.NaN));
            return SeedEvaluator.TRUE;
        }
    }

    static final class SpawnBiomeNode extends Node {
        private final Condition.SpawnBiome c;

        SpawnBiomeNode(SeedEvaluator ev, Condition.SpawnBiome c) {
            super(ev, c);
            this.c = c;
        }

        @Override
        byte compute(int stage) {
            if (stage < SeedEvaluator.EXACT) {
                return SeedEvaluator.MAYBE;
            }
            WorldSpawn s = ev.spawn();
            String b = ev.biome(s.x(), s.y(), s.z());
            if (!c.biomes().contains(b)) {
                return SeedEvaluator.FALSE;
            }
            places().add(new Match.Place("spawn", s.x(), s.y(), s.z(), Double.NaN));
            return SeedEvaluator.TRUE;
        }
    }
}
