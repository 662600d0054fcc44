package org.terrainexplorer.world.structure;

import java.util.Collection;

/**
 * A box of blocks with inclusive bounds, as the game's {@code BoundingBox}, but immutable: where the game moves or
 * grows a box in place, code here replaces it with the moved or grown one.
 */
public record BoundingBox(int minX, int minY, int minZ, int maxX, int maxY, int maxZ) {

    /** A box; inverted bounds are put in order, as the game does (with a logged error) outside its IDE. */
    public BoundingBox {
        if (maxX < minX || maxY < minY || maxZ < minZ) {
            int a = Math.min(minX, maxX);
            int b = Math.min(minY, maxY);
            int c = Math.min(minZ, maxZ);
            maxX = Math.max(minX, maxX);
            maxY = Math.max(minY, maxY);
            maxZ = Math.max(minZ, maxZ);
            minX = a;
            minY = b;
            minZ = c;
        }
    }

    /** The box of one block. */
    public static BoundingBox of(BlockPos p) {
        return new BoundingBox(p.x(), p.y(), p.z(), p.x(), p.y(), p.z());
    }

    /** The box with two opposite corners. */
    public static BoundingBox fromCorners(BlockPos a, BlockPos b) {
        return new BoundingBox(Math.min(a.x(), b.x()), Math.min(a.y(), b.y()), Math.min(a.z(), b.z()),
            Math.max(a.x(), b.x()), Math.max(a.y(), b.y()), Math.max(a.z(), b.z()));
    }

    /** The game's {@code BoundingBox.infinite()}. */
    public static BoundingBox infinite() {
        return new BoundingBox(Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE,
            Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    /**
     * The game's {@code BoundingBox.orientBox}: a box of size (sx, sy, sz) at offset (ox, oy, oz) from (x, y, z),
     * laid out facing {@code d} (null as south).
     */
    public static BoundingBox orientBox(int x, int y, int z, int ox, int oy, int oz, int sx, int sy, int sz,
                                        Direction d) {
        if (d == null) {
            d = Direction.SOUTH;
        }
        return switch (d) {
            case NORTH -> new BoundingBox(x + ox, y + oy, z - sz + 1 + oz, x + sx - 1 + ox, y + sy - 1 + oy, z + oz);
            case WEST -> new BoundingBox(x - sz + 1 + oz, y + oy, z + ox, x + oz, y + sy - 1 + oy, z + sx - 1 + ox);
            case EAST -> new BoundingBox(x + oz, y + oy, z + ox, x + sz - 1 + oz, y + sy - 1 + oy, z + sx - 1 + ox);
            default -> new BoundingBox(x + ox, y + oy, z + oz, x + sx - 1 + ox, y + sy - 1 + oy, z + sz - 1 + oz);
        };
    }

    /** The smallest box holding every box of a non-empty collection. */
    public static BoundingBox encapsulating(Collection<BoundingBox> boxes) {
        BoundingBox out = null;
        for (BoundingBox b : boxes) {
            out = out == null ? b : out.encapsulate(b);
        }
        if (out == null) {
            throw new IllegalArgumentException("no boxes");
        }
        return out;
    }

    /** The smallest box holding this and {@code o}. */
    public BoundingBox encapsulate(BoundingBox o) {
        return new BoundingBox(Math.min(minX, o.minX), Math.min(minY, o.minY), Math.min(minZ, o.minZ),
            Math.max(maxX, o.maxX), Math.max(maxY, o.maxY), Math.max(maxZ, o.maxZ));
    }

    /** The smallest box holding this and a block. */
    public BoundingBox encapsulate(BlockPos p) {
        return new BoundingBox(Math.min(minX, p.x()), Math.min(minY, p.y()), Math.min(minZ, p.z()),
            Math.max(maxX, p.x()), Math.max(maxY, p.y()), Math.max(maxZ, p.z()));
    }

    public BoundingBox moved(int dx, int dy, int dz) {
        return new BoundingBox(minX + dx, minY + dy, minZ + dz, maxX + dx, maxY + dy, maxZ + dz);
    }

    public BoundingBox moved(BlockPos d) {
        return moved(d.x(), d.y(), d.z());
    }

    public BoundingBox inflatedBy(int n) {
        return inflatedBy(n, n, n);
    }

    public BoundingBox inflatedBy(int dx, int dy, int dz) {
        return new BoundingBox(minX - dx, minY - dy, minZ - dz, maxX + dx, maxY + dy, maxZ + dz);
    }

    public boolean intersects(BoundingBox o) {
        return maxX >= o.minX && minX <= o.maxX && maxZ >= o.minZ && minZ <= o.maxZ && maxY >= o.minY
            && minY <= o.maxY;
    }

    /** Whether the box meets the columns from (x0, z0) to (x1, z1), inclusive. */
    public boolean intersects(int x0, int z0, int x1, int z1) {
        return maxX >= x0 && minX <= x1 && maxZ >= z0 && minZ <= z1;
    }

    public boolean isInside(int x, int y, int z) {
        return x >= minX && x <= maxX && z >= minZ && z <= maxZ && y >= minY && y <= maxY;
    }

    public boolean isInside(BlockPos p) {
        return isInside(p.x(), p.y(), p.z());
    }

    public int xSpan() {
        return maxX - minX + 1;
    }

    public int ySpan() {
        return maxY - minY + 1;
    }

    public int zSpan() {
        return maxZ - minZ + 1;
    }

    /** The game's {@code getCenter}: the block at the middle, rounding towards the minimum corner's far side. */
    public BlockPos center() {
        return new BlockPos(minX + (maxX - minX + 1) / 2, minY + (maxY - minY + 1) / 2, minZ + (maxZ - minZ + 1) / 2);
    }

    /** As the game stores it in a chunk's structure start: {minX, minY, minZ, maxX, maxY, maxZ}. */
    public int[] toArray() {
        return new int[] {minX, minY, minZ, maxX, maxY, maxZ};
    }

    @Override
    public String toString() {
        return "(" + minX + ", " + minY + ", " + minZ + ") to (" + maxX + ", " + maxY + ", " + maxZ + ")";
    }
}
