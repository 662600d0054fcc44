package org.terrainexplorer.world.structure;

import java.util.List;
import java.util.Locale;

/**
 * Structures as a player names them: the game's structures grouped into kinds (the five villages are "village",
 * the seven ruined portals "ruined portal"), as seed maps show them with one icon each. A datapack's structure is a
 * kind of its own, named after its id.
 */
public final class StructureKinds {

    /** The families whose variants share a kind: a structure whose short name starts with one belongs to it. */
    private static final List<String> FAMILIES = List.of("village", "ruined_portal", "ocean_ruin", "shipwreck",
        "mineshaft");

    private StructureKinds() {
    }

    /** The kind of a structure id: "minecraft:village_plains" → "village"; "mypack:tower" → "mypack:tower". */
    public static String kind(String structureId) {
        if (!structureId.startsWith("minecraft:")) {
            return structureId;
        }
        String shortName = structureId.substring("minecraft:".length());
        for (String family : FAMILIES) {
            if (shortName.equals(family) || shortName.startsWith(family + "_")) {
                return family;
            }
        }
        return shortName;
    }

    /** The kinds of structure ids ({@link #kind}), each once, in the ids' order. */
    public static java.util.Set<String> kinds(java.util.Collection<String> structureIds) {
        java.util.Set<String> kinds = new java.util.LinkedHashSet<>();
        structureIds.forEach(id -> kinds.add(kind(id)));
        return kinds;
    }

    /** A kind as words: "ruined_portal" → "Ruined portal". */
    public static String title(String kind) {
        String words = kind.contains(":") ? kind : kind.replace('_', ' ');
        return words.isEmpty() ? words : words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }

    /**
     * Whether a name a user typed means a structure: its id ("minecraft:village_plains"), its short name
     * ("village_plains") or its kind ("village", "ruined_portal"; "ruined portal" with a space too).
     */
    public static boolean matches(String name, String structureId) {
        String n = name.strip().toLowerCase(Locale.ROOT).replace(' ', '_');
        if (n.equals(structureId)) {
            return true;
        }
        String shortName = structureId.startsWith("minecraft:") ? structureId.substring(10) : structureId;
        return n.equals(shortName) || n.equals(kind(structureId)) || n.equals("minecraft:" + kind(structureId));
    }
}
