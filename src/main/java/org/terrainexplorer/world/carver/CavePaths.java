package org.terrainexplorer.world.carver;

import java.util.ArrayList;
import java.util.List;

/**
 * The walks of a cave or nether cave carver from its starting chunk, after the game's {@code CaveWorldCarver}: a
 * few caves, each maybe a room, and tunnels that steer by small random turns, widen and narrow along a sine, and
 * split once into two branches.
 */
final class CavePaths {

    /** The carvers' reach in blocks: {@code (range · 2 − 1) · 16} with the game's range of 4 chunks. */
    static final int MAX_DISTANCE = 112;
    private static final float PI = (float) Math.PI;
    private static final float HALF_PI = (float) (Math.PI / 2);

    private CavePaths() {
    }

    /**
     * The tunnels of a cave carver that passed its start test in chunk (chunkX, chunkZ), drawn from
     * {@code random} as the game draws them after that test (their walks made when a chunk needs them).
     */
    static Started walk(CarverConfig.Cave config, int index, int chunkX, int chunkZ, CarverRandom random,
                        GenRange range, CarverTrig trig) {
        boolean nether = config.nether();
        List<TunnelStart> tunnels = new ArrayList<>();
        int caves = random.nextInt(random.nextInt(random.nextInt(nether ? 10 : 15) + 1) + 1);
        for (int k = 0; k < caves; k++) {
            double x = (chunkX << 4) + random.nextInt(16);
            double y = config.common().y().sample(random, range.minY(), range.depth());
            double z = (chunkZ << 4) + random.nextInt(16);
            Started.Origin origin = new Started.Origin(x + 0.5, y, z + 0.5);
            double horizontal = config.horizontalRadiusMultiplier().sample(random);
            double vertical = config.verticalRadiusMultiplier().sample(random);
            double floor = config.floorLevel().sample(random);
            int count = 1;
            if (random.nextInt(4) == 0) {
                double yScale = config.common().yScale().sample(random);
                float thickness = 1.0F + random.nextFloat() * 6.0F;
                double radius = 1.5 + (double) (trig.sin(HALF_PI) * thickness);
                tunnels.add(new TunnelStart(origin, Tunnel.room(x + 1.0, y, z, radius, radius * yScale, floor)));
                count += random.nextInt(4);
            }
            for (int t = 0; t < count; t++) {
                float yaw = random.nextFloat() * (PI * 2.0F);
                float pitch = (random.nextFloat() - 0.5F) / 4.0F;
                float thickness = nether ? (random.nextFloat() * 2.0F + random.nextFloat()) * 2.0F : thickness(random);
                int distance = MAX_DISTANCE - random.nextInt(MAX_DISTANCE / 4);
                Shape shape = new Shape(distance, thickness, floor);
                tunnels.add(start(origin, random.nextLong(), x, y, z, horizontal, vertical, yaw, pitch, 0,
                    nether ? 5.0 : 1.0, shape, trig));
            }
        }
        return new Started(config, index, chunkX, chunkZ, List.copyOf(tunnels));
    }

    private static float thickness(CarverRandom random) {
        float f = random.nextFloat() * 2.0F + random.nextFloat();
        if (random.nextInt(10) == 0) {
            f *= random.nextFloat() * random.nextFloat() * 3.0F + 1.0F;
        }
        return f;
    }

    /**
     * A tunnel (the game's {@code createTunnel} from step {@code from}) whose distance, thickness and floor level
     * {@code shape} gives; its walk made when first needed.
     */
    private static TunnelStart start(Started.Origin origin, long seed, double x, double y, double z,
                                     double horizontalMultiplier, double verticalMultiplier, float yaw, float pitch,
                                     int from, double yScale, Shape shape, CarverTrig trig) {
        double widest = (1.5 + shape.thickness) * horizontalMultiplier;
        double tallest = (1.5 + shape.thickness) * yScale * verticalMultiplier;
        return new TunnelStart(origin, x, z, shape.distance - from, widest, tallest, () -> new Walk(origin, seed, x,
            y, z, horizontalMultiplier, verticalMultiplier, yaw, pitch, from, yScale, shape, trig));
    }

    /**
     * What a tunnel keeps from its creation: its step count, thickness and the cave's floor level.
     *
     * @param distance   the step count
     * @param thickness  the thickness
     * @param floorLevel the floor level
     */
    private record Shape(int distance, float thickness, double floorLevel) {
    }

    /** The game's {@code createTunnel}, resumable: each step as the game takes it, its ellipsoid recorded. */
    private static final class Walk implements TunnelStart.Walk {
        private final Started.Origin origin;
        private final CarverRandom random;
        private final double horizontalMultiplier;
        private final double verticalMultiplier;
        private final double yScale;
        private final Shape shape;
        private final CarverTrig trig;
        private final int split;
        private final boolean steep;
        private double x;
        private double y;
        private double z;
        private float yaw;
        private float pitch;
        private float yawTurn;
        private float pitchTurn;
        private int step;
        private TunnelStart left;
        private TunnelStart right;

        Walk(Started.Origin origin, long seed, double x, double y, double z, double horizontalMultiplier,
             double verticalMultiplier, float yaw, float pitch, int from, double yScale, Shape shape,
             CarverTrig trig) {
            this.origin = origin;
            this.random = new CarverRandom(seed);
            this.x = x;
            this.y = y;
            this.z = z;
            this.horizontalMultiplier = horizontalMultiplier;
            this.verticalMultiplier = verticalMultiplier;
            this.yaw = yaw;
            this.pitch = pitch;
            this.step = from;
            this.yScale = yScale;
            this.shape = shape;
            this.trig = trig;
            int distance = shape.distance;
            split = random.nextInt(distance / 2) + distance / 4;
            steep = random.nextInt(6) == 0;
        }

        @Override
        public boolean advance(TunnelStart into, int count) {
            int distance = shape.distance;
            float thickness = shape.thickness;
            while (step < distance && into.count() < count) {
                float cosPitch = trig.cos(pitch);
                x += (double) (trig.cos(yaw) * cosPitch);
                y += (double) trig.sin(pitch);
                z += (double) (trig.sin(yaw) * cosPitch);
                pitch *= steep ? 0.92F : 0.7F;
                pitch += pitchTurn * 0.1F;
                yaw += yawTurn * 0.1F;
                pitchTurn *= 0.9F;
                yawTurn *= 0.75F;
                pitchTurn += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 2.0F;
                yawTurn += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 4.0F;
                if (step == split && thickness > 1.0F) {
                    left = branch(yaw - HALF_PI);
                    right = branch(yaw + HALF_PI);
                    step = distance;
                    return true;
                }
                if (random.nextInt(4) != 0) {
                    // The radii draw nothing, so they are worked out only for the steps that carve.
                    double horizontal = 1.5 + (double) (trig.sin(PI * (float) step / (float) distance) * thickness);
                    double vertical = horizontal * yScale;
                    into.add(x, y, z, horizontal * horizontalMultiplier, vertical * verticalMultiplier, step);
                }
                step++;
            }
            return step >= distance;
        }

        /** A branch at the split: its seed and thickness drawn from this tunnel's random, its walk for later. */
        private TunnelStart branch(float branchYaw) {
            long seed = random.nextLong();
            float thickness = random.nextFloat() * 0.5F + 0.5F;
            Shape branchShape = new Shape(shape.distance, thickness, shape.floorLevel);
            return start(origin, seed, x, y, z, horizontalMultiplier, verticalMultiplier, branchYaw, pitch / 3.0F,
                step, 1.0, branchShape, trig);
        }

        @Override
        public int capacity() {
            // The walk stops at the split when it branches there, else at the end.
            int from = step;
            int last = shape.thickness > 1.0F && split >= from ? split : shape.distance;
            return last - from;
        }

        @Override
        public int distance() {
            return shape.distance;
        }

        @Override
        public float thickness() {
            return shape.thickness;
        }

        @Override
        public double floorLevel() {
            return shape.floorLevel;
        }

        @Override
        public float[] widths() {
            return null;
        }

        @Override
        public TunnelStart left() {
            return left;
        }

        @Override
        public TunnelStart right() {
            return right;
        }
    }
}
