package org.terrainexplorer.world.data;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The files of every loaded version, by path and content: a file whose path and text another version already has is
 * that version's {@link Content}, with its parsed JSON. Owned by one {@link GameData}.
 *
 * <p>Files are matched by their path within the version and then by their text, not by a digest of their bytes: a
 * release's data is 2,500 files and 5.5 MB of JSON, and a SHA-256 of all of it cost a fresh JVM a tenth of a second
 * before the JIT had compiled the digest, for every open; comparing texts costs only where two versions have the same
 * path, and String's equality stops at the first difference.
 */
final class ContentStore {

    /** Per path, the distinct contents loaded under it (a release's few variants of a file). */
    private final Map<String, List<Content>> byPath = new ConcurrentHashMap<>();

    /**
     * The content of these bytes, shared with any file loaded before under the same path with the same text (or,
     * for a packed biome list, the same bytes).
     */
    Content intern(String path, byte[] bytes) {
        boolean binary = path.endsWith(BiomeListCodec.SUFFIX);
        String text = binary ? null : new String(bytes, StandardCharsets.UTF_8);
        List<Content> same = byPath.computeIfAbsent(path, p -> new ArrayList<>());
        synchronized (same) {
            for (Content c : same) {
                if (binary ? Arrays.equals(c.bytes(), bytes) : c.text().equals(text)) {
                    return c;
                }
            }
            Content made = binary ? new Content(bytes) : new Content(text);
            same.add(made);
            return made;
        }
    }

    /** How many distinct files are held. */
    int size() {
        int n = 0;
        for (List<Content> same : byPath.values()) {
            synchronized (same) {
                n += same.size();
            }
        }
        return n;
    }
}
