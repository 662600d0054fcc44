package org.terrainexplorer.world.structure;

/** A block position, immutable (the game's {@code BlockPos}). */
public record BlockPos(int x, int y, int z) {

    public static final BlockPos ZERO = new BlockPos(0, 0, 0);

    public BlockPos offset(int dx, int dy, int dz) {
        return dx == 0 && dy == 0 && dz == 0 ? this : new BlockPos(x + dx, y + dy, z + dz);
    }

    public BlockPos offset(BlockPos d) {
        return offset(d.x, d.y, d.z);
    }

    public BlockPos subtract(BlockPos d) {
        return offset(-d.x, -d.y, -d.z);
    }

    public BlockPos relative(Direction d) {
        return relative(d, 1);
    }

    public BlockPos relative(Direction d, int n) {
        return offset(d.stepX() * n, d.stepY() * n, d.stepZ() * n);
    }

    public BlockPos above() {
        return offset(0, 1, 0);
    }

    public BlockPos below() {
        return offset(0, -1, 0);
    }

    public BlockPos atY(int newY) {
        return new BlockPos(x, newY, z);
    }

    /** The game's {@code BlockPos.rotate}: a turn about the origin. */
    public BlockPos rotate(Rotation rotation) {
        return switch (rotation) {
            case NONE -> this;
            case CLOCKWISE_90 -> new BlockPos(-z, y, x);
            case CLOCKWISE_180 -> new BlockPos(-x, y, -z);
            case COUNTERCLOCKWISE_90 -> new BlockPos(z, y, -x);
        };
    }

    /** The squared distance between the centres of two blocks' corners, as {@code Vec3i.distSqr}. */
    public double distSqr(BlockPos o) {
        double dx = x - o.x;
        double dy = y - o.y;
        double dz = z - o.z;
        return dx * dx + dy * dy + dz * dz;
    }

    @Override
    public String toString() {
        return x + ", " + y + ", " + z;
    }
}
