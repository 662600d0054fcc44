package org.terrainexplorer.world.carver;

import java.util.List;

/**
 * The walk of a canyon carver from its starting chunk, after the game's {@code CanyonWorldCarver}: one long, tall
 * ravine that barely turns, its radii drawn per step and its width varied by height through a table drawn once
 * (the shape's width factors, one per level of the generation range).
 */
final class CanyonPaths {

    private static final float PI = (float) Math.PI;

    private CanyonPaths() {
    }

    /** The ravine of a canyon carver that passed its start test in chunk (chunkX, chunkZ). */
    static Started walk(CarverConfig.Canyon config, int index, int chunkX, int chunkZ, CarverRandom random,
                        GenRange range, CarverTrig trig) {
        double x = (chunkX << 4) + random.nextInt(16);
        int y = config.common().y().sample(random, range.minY(), range.depth());
        double z = (chunkZ << 4) + random.nextInt(16);
        float yaw = random.nextFloat() * (PI * 2.0F);
        float pitch = config.verticalRotation().sample(random);
        double yScale = config.common().yScale().sample(random);
        float thickness = config.shape().thickness().sample(random);
        int distance = (int) ((float) CavePaths.MAX_DISTANCE * config.shape().distanceFactor().sample(random));
        long seed = random.nextLong();
        CarverConfig.Shape shape = config.shape();
        FloatProvider factor = shape.horizontalRadiusFactor();
        double widest = (1.5 + Math.abs(thickness)) * Math.max(Math.abs(factor.min()), Math.abs(factor.max()));
        double tallest = (1.5 + Math.abs(thickness)) * Math.abs(yScale)
            * (Math.abs(shape.verticalRadiusDefaultFactor()) + Math.abs(shape.verticalRadiusCenterFactor()));
        Started.Origin origin = new Started.Origin(x + 0.5, y, z + 0.5);
        TunnelStart ravine = new TunnelStart(origin, x, z, distance, widest, tallest,
            () -> new Walk(shape, seed, x, y, z, thickness, yaw, pitch, distance, yScale, range, trig));
        return new Started(config, index, chunkX, chunkZ, List.of(ravine));
    }

    /** The game's {@code doCarve}, resumable: each step as the game takes it, its ellipsoid recorded. */
    private static final class Walk implements TunnelStart.Walk {
        private final CarverConfig.Shape shape;
        private final CarverRandom random;
        private final float[] widths;
        private final float thickness;
        private final int distance;
        private final double yScale;
        private final CarverTrig trig;
        private double x;
        private double y;
        private double z;
        private float yaw;
        private float pitch;
        private float yawTurn;
        private float pitchTurn;
        private int step;

        Walk(CarverConfig.Shape shape, long seed, double x, double y, double z, float thickness, float yaw,
             float pitch, int distance, double yScale, GenRange range, CarverTrig trig) {
            this.shape = shape;
            this.random = new CarverRandom(seed);
            this.widths = CanyonPaths.widths(shape, range.depth(), random);
            this.x = x;
            this.y = y;
            this.z = z;
            this.thickness = thickness;
            this.yaw = yaw;
            this.pitch = pitch;
            this.distance = distance;
            this.yScale = yScale;
            this.trig = trig;
        }

        @Override
        public boolean advance(TunnelStart into, int count) {
            while (step < distance && into.count() < count) {
                double horizontal = 1.5 + (double) (trig.sin((float) step * PI / (float) distance) * thickness);
                double vertical = horizontal * yScale;
                horizontal *= (double) shape.horizontalRadiusFactor().sample(random);
                float centre = 1.0F - Math.abs(0.5F - (float) step / (float) distance) * 2.0F;
                float factor = shape.verticalRadiusDefaultFactor() + shape.verticalRadiusCenterFactor() * centre;
                vertical = (double) factor * vertical * (double) random.between(0.75F, 1.0F);
                float cosPitch = trig.cos(pitch);
                float sinPitch = trig.sin(pitch);
                x += (double) (trig.cos(yaw) * cosPitch);
                y += (double) sinPitch;
                z += (double) (trig.sin(yaw) * cosPitch);
                pitch *= 0.7F;
                pitch += pitchTurn * 0.05F;
                yaw += yawTurn * 0.05F;
                pitchTurn *= 0.8F;
                yawTurn *= 0.5F;
                pitchTurn += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 2.0F;
                yawTurn += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 4.0F;
                if (random.nextInt(4) != 0) {
                    into.add(x, y, z, horizontal, vertical, step);
                }
                step++;
            }
            return step >= distance;
        }

        @Override
        public int capacity() {
            return distance;
        }

        @Override
        public int distance() {
            return distance;
        }

        @Override
        public float thickness() {
            return thickness;
        }

        @Override
        public double floorLevel() {
            return Double.NaN;
        }

        @Override
        public float[] widths() {
            return widths;
        }

        @Override
        public TunnelStart left() {
            return null;
        }

        @Override
        public TunnelStart right() {
            return null;
        }
    }

    /** The shape's table: per level, the square of a width factor redrawn at one level in {@code smoothness}. */
    private static float[] widths(CarverConfig.Shape shape, int depth, CarverRandom random) {
        float[] widths = new float[depth];
        float f = 1.0F;
        for (int j = 0; j < depth; j++) {
            if (j == 0 || random.nextInt(shape.widthSmoothness()) == 0) {
                f = 1.0F + random.nextFloat() * random.nextFloat();
            }
            widths[j] = f * f;
        }
        return widths;
    }
}
