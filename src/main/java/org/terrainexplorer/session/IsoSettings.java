package org.terrainexplorer.session;

/**
 * The 3D view's settings: the block it is centred on, how many chunks on a side (2 to 16), quarter turns,
 * pixels per block half-width (2 to 16), the cut-away level and whether it also cuts along the section line.
 */
public record IsoSettings(int centreX, int centreZ, int size, int rotation, int scale, int cutY,
                          boolean cutAlongSection) {

    /** Checks the ranges. */
    public IsoSettings {
        size = Math.max(2, Math.min(16, size));
        rotation = Math.floorMod(rotation, 4);
        scale = Math.max(2, Math.min(16, scale));
    }

    /** 4 × 4 chunks around (x, z), no cut (the cut at the overworld's top, y 319). */
    public static IsoSettings around(int x, int z) {
        return new IsoSettings(x, z, 4, 0, 4, 319, false);
    }

    /** The first chunk (lowest x and z) of the square. */
    public int firstChunkX() {
        return (centreX >> 4) - size / 2;
    }

    /** The first chunk's z. */
    public int firstChunkZ() {
        return (centreZ >> 4) - size / 2;
    }

    public IsoSettings withCentre(int x, int z) {
        return new IsoSettings(x, z, size, rotation, scale, cutY, cutAlongSection);
    }

    public IsoSettings withSize(int n) {
        return new IsoSettings(centreX, centreZ, n, rotation, scale, cutY, cutAlongSection);
    }

    public IsoSettings withRotation(int r) {
        return new IsoSettings(centreX, centreZ, size, r, scale, cutY, cutAlongSection);
    }

    public IsoSettings withScale(int s) {
        return new IsoSettings(centreX, centreZ, size, rotation, s, cutY, cutAlongSection);
    }

    public IsoSettings withCutY(int y) {
        return new IsoSettings(centreX, centreZ, size, rotation, scale, y, cutAlongSection);
    }

    public IsoSettings withCutAlongSection(boolean on) {
        return new IsoSettings(centreX, centreZ, size, rotation, scale, cutY, on);
    }
}
