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
        List<TunnelStart> tunnels = new ArrayList<>();
        int caves = random.nextInt(random.nextInt(random.nextInt(nether ? 10 : 15) + 1) + 1);
        for (int k = 0; k < caves; k++) {
            double x = (chunkX << 4) + random.nextInt(16);
            double y = config.common().y().sample(random, range);
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
                Tunnel room = new Tunnel(1, -1, thickness, floor, null);
                room.add(x + 1.0, y, z, radius, radius * yScale, 0);
                tunnels.add(new TunnelStart(origin, x, z, room.end(null, null)));
                count += random.nextInt(4);
            }
            for (int t = 0; t < count; t++) {
                float yaw = random.nextFloat() * (PI * 2.0F);
                float pitch = (random.nextFloat() - 0.5F) / 4.0F;
                float thickness = nether ? (random.nextFloat() * 2.0F + random.nextFloat()) * 2.0F : thickness(random);
                int distance = MAX_DISTANCE - random.nextInt(MAX_DISTANCE / 4);
                long seed = random.nextLong();
                double yScale = nether ? 5.0 : 1.0;
                double cx = x;
                double cy = y;
                double cz = z;
                tunnels.add(new TunnelStart(origin, x, z,
                    TunnelStart.reach(distance, (1.5 + thickness) * horizontal),
                    tunnel(origin, seed, cx, cy, cz, horizontal, vertical, thickness, yaw, pitch, 0, distance, yScale,
                        floor, trig, true),
                    () -> tunnel(origin, seed, cx, cy, cz, horizontal, vertical, thickness, yaw, pitch, 0, distance,
                        yScale, floor, trig, false)));
            }
        }
        return new Started(config, index, chunkX, chunkZ, List.copyOf(tunnels));
    }

    /** A branch at a split: its seed and thickness drawn from the parent's random, its walk left for later. */
    private static TunnelStart branch(Started.Origin origin, CarverRandom random, double x, double y, double z, double horizontalMultiplier,
                                      double verticalMultiplier, float yaw, float pitch, int from, int distance,
                                      double floor, CarverTrig trig) {
        long seed = random.nextLong();
        float thickness = random.nextFloat() * 0.5F + 0.5F;
        return new TunnelStart(origin, x, z,
            TunnelStart.reach(distance - from, (1.5 + thickness) * horizontalMultiplier),
            tunnel(origin, seed, x, y, z, horizontalMultiplier, verticalMultiplier, thickness, yaw, pitch, from, distance,
                1.0, floor, trig, true),
            () -> tunnel(origin, seed, x, y, z, horizontalMultiplier, verticalMultiplier, thickness, yaw, pitch, from,
                distance, 1.0, floor, trig, false));
    }

    private static float thickness(CarverRandom random) {
        float f = random.nextFloat() * 2.0F + random.nextFloat();
        if (random.nextInt(10) == 0) {
            f *= random.nextFloat() * random.nextFloat() * 3.0F + 1.0F;
        }
        return f;
    }

    /**
     * The game's {@code createTunnel}, recording the ellipsoids instead of carving them. With {@code firstOnly}, only
     * its first ellipsoid (the game's first reach test is made there), or null if it splits before carving any.
     */
    static Tunnel tunnel(Started.Origin origin, long seed, double x, double y, double z, double horizontalMultiplier,
                         double verticalMultiplier, float thickness, float yaw, float pitch, int from, int distance,
                         double yScale, double floor, CarverTrig trig, boolean firstOnly) {
        CarverRandom random = new CarverRandom(seed);
        int split = random.nextInt(distance / 2) + distance / 4;
        boolean steep = random.nextInt(6) == 0;
        float yawTurn = 0.0F;
        float pitchTurn = 0.0F;
        // The walk stops at the split when it branches there, else at the end.
        int last = thickness > 1.0F && split >= from ? split : distance;
        Tunnel b = new Tunnel(firstOnly ? 1 : Math.max(0, last - from), distance, thickness, floor, null);
        for (int step = from; step < distance; step++) {
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
                if (firstOnly) {
                    return null;
                }
                TunnelStart left = branch(origin, random, x, y, z, horizontalMultiplier, verticalMultiplier, yaw - HALF_PI,
                    pitch / 3.0F, step, distance, floor, trig);
                TunnelStart right = branch(origin, random, x, y, z, horizontalMultiplier, verticalMultiplier, yaw + HALF_PI,
                    pitch / 3.0F, step, distance, floor, trig);
                return b.end(left, right);
            }
            if (random.nextInt(4) != 0) {
                // The radii draw nothing, so they are worked out only for the steps that carve.
                double horizontal = 1.5 + (double) (trig.sin(PI * (float) step / (float) distance) * thickness);
                double vertical = horizontal * yScale;
                b.add(x, y, z, horizontal * horizontalMultiplier, vertical * verticalMultiplier, step);
                if (firstOnly) {
                    break;
                }
            }
        }
        return b.end(null, null);
    }
}
