package org.terrainexplorer.world.json;

/** Resource ids as the game writes them: {@code namespace:path}, {@code minecraft} when the namespace is left out. */
public final class Ids {

    private Ids() {
    }

    /** The id with its namespace, or null when it is not a valid id. */
    public static String normalise(String id) {
        int colon = id.indexOf(':');
        String namespace = colon < 0 ? "minecraft" : id.substring(0, colon);
        String path = colon < 0 ? id : id.substring(colon + 1);
        if (namespace.isEmpty() || path.isEmpty() || !valid(namespace, false) || !valid(path, true)) {
            return null;
        }
        return namespace + ":" + path;
    }

    private static boolean valid(String s, boolean slashes) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.'
                || slashes && c == '/';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** The game's own namespace. */
    public static final String MINECRAFT = "minecraft:";

    /** The id without the game's namespace ({@code stone} for {@code minecraft:stone}); any other id as it is. */
    public static String shortName(String id) {
        return id.startsWith(MINECRAFT) ? id.substring(MINECRAFT.length()) : id;
    }

    /** The namespace of a normalised id. */
    public static String namespace(String id) {
        return id.substring(0, id.indexOf(':'));
    }

    /** The path of a normalised id. */
    public static String path(String id) {
        return id.substring(id.indexOf(':') + 1);
    }
}
