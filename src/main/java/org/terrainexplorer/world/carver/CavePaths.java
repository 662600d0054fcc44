package org.terrainexplorer.world.carver;

import java.util.ArrayList;
import java.util.List;

/**
 * The walk of a cave or nether cave carver from its starting chunk, after the game's {@code CaveWorldCarver}: a
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
     * {@code random} as the game draws them after that test.
     */
    static Started walk(CarverConfig.Cave config, int index, int chunkX, int chunkZ, CarverRandom random,
                        GenRange range, CarverTrig trig) {
        boolean nether = config.nether();
        List<Tunnel> tunnels = new ArrayList<>();
        int caves = random.nextInt(random.nextInt(random.nextInt(nether ? 10 : 15) + 1) + 1);
        double firstX = Double.NaN;
        double firstY = Double.NaN;
        double firstZ = Double.NaN;
        for (int k = 0; k < caves; k++) {
            double x = (chunkX << 4) + random.nextInt(16);
            double y = config.common().y().sample(random, range);
            double z = (chunkZ << 4) + random.nextInt(16);
            if (k == 0) {
                firstX = x;
                firstY = y;
                firstZ = z;
            }
            double horizontal = config.horizontalRadiusMultiplier().sample(random);
            double vertical = config.verticalRadiusMultiplier().sample(random);
            double floor = config.floorLevel().sample(random);
            int count = 1;
            if (random.nextInt(4) == 0) {
                double yScale = config.common().yScale().sample(random);
                float thickness = 1.0F + random.nextFloat() * 6.0F;
                double radius = 1.5 + (double) (trig.sin(HALF_PI) * thickness);
                Tunnel.Builder room = new Tunnel.Builder(-1, thickness, floor, null);
                room.add(x + 1.0, y, z, radius, radius * yScale, 0);
                tunnels.add(room.build(null, null));
                count += random.nextInt(4);
            }
            for (int t = 0; t < count; t++) {
                float yaw = random.nextFloat() * (PI * 2.0F);
                float pitch = (random.nextFloat() - 0.5F) / 4.0F;
                float thickness = nether ? (random.nextFloat() * 2.0F + random.nextFloat()) * 2.0F : thickness(random);
                int distance = MAX_DISTANCE - random.nextInt(MAX_DISTANCE / 4);
                tunnels.add(tunnel(random.nextLong(), x, y, z, horizontal, vertical, thickness, yaw, pitch, 0,
                    distance, nether ? 5.0 : 1.0, floor, trig));
            }
        }
        return new Started(config, index, chunkX, chunkZ, firstX, firstY, firstZ, List.copyOf(tunnels));
    }

    private static float thickness(CarverRandom random) {
        float f = random.nextFloat() * 2.0F + random.nextFloat();
        if (random.nextInt(10) == 0) {
            f *= random.nextFloat() * random.nextFloat() * 3.0F + 1.0F;
        }
        return f;
    }

    /** The game's {@code createTunnel}, recording the ellipsoids instead of carving them. */
    private static Tunnel tunnel(long seed, double x, double y, double z, double horizontalMultiplier,
                                 double verticalMultiplier, float thickness, float yaw, float pitch, int from,
                                 int distance, double yScale, double floor, CarverTrig trig) {
        CarverRandom random = new CarverRandom(seed);
        int split = random.nextInt(distance / 2) + distance / 4;
        boolean steep = random.nextInt(6) == 0;
        float yawTurn = 0.0F;
        float pitchTurn = 0.0F;
        Tunnel.Builder b = new Tunnel.Builder(distance, thickness, floor, null);
        for (int step = from; step < distance; step++) {
            double horizontal = 1.5 + (double) (trig.sin(PI * (float) step / (float) distance) * thickness);
            double vertical = horizontal * yScale;
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
                Tunnel left = tunnel(random.nextLong(), x, y, z, horizontalMultiplier, verticalMultiplier,
                    random.nextFloat() * 0.5F + 0.5F, yaw - HALF_PI, pitch / 3.0F, step, distance, 1.0, floor, trig);
                Tunnel right = tunnel(random.nextLong(), x, y, z, horizontalMultiplier, verticalMultiplier,
                    random.nextFloat() * 0.5F + 0.5F, yaw + HALF_PI, pitch / 3.0F, step, distance, 1.0, floor, trig);
                return b.build(left, right);
            }
            if (random.nextInt(4) != 0) {
                b.add(x, y, z, horizontal * horizontalMultiplier, vertical * verticalMultiplier, step);
            }
        }
        return b.build(null, null);
    }
}
