package org.terrainexplorer.render;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Test helpers for ARGB images. */
final class Images {

    private Images() {
    }

    /** The SHA-256 of the pixels, as big-endian ints, in hex. */
    static String sha256(int[] argb, int count) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            ByteBuffer bytes = ByteBuffer.allocate(count * 4);
            bytes.asIntBuffer().put(argb, 0, count);
            return HexFormat.of().formatHex(digest.digest(bytes.array()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A copy of the first {@code count} pixels. */
    static int[] copy(int[] argb, int count) {
        int[] copy = new int[count];
        System.arraycopy(argb, 0, copy, 0, count);
        return copy;
    }
}
