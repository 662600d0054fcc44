package org.terrainexplorer.world.data;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The files of every loaded version, by content: a file whose bytes another version already has is that
 * version's {@link Content}, with its parsed JSON. Owned by one {@link GameData}.
 */
final class ContentStore {

    private final Map<String, Content> byHash = new ConcurrentHashMap<>();

    /** The content of these bytes, shared with any file loaded before with the same bytes. */
    Content intern(byte[] bytes) {
        String hash = sha256(bytes);
        return byHash.computeIfAbsent(hash, h -> new Content(h, new String(bytes, StandardCharsets.UTF_8)));
    }

    /** How many distinct files are held. */
    int size() {
        return byHash.size();
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
