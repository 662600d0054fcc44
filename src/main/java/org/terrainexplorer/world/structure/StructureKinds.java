package org.terrainexplorer.world.structure;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Structures as a player names them: the game's structures grouped into kinds (the five villages are "village",
 * the seven ruined portals "ruined portal"), as seed maps show them with one icon each. A datapack's structure is a
 * kind of its own, named after its id.
 */
public final class StructureKinds {

    /** The families whose variants share a kind: a structure whose short name starts with one belongs to it. */
    private static final List<String> FAMILIES = List.of("village", "ruined_portal", "ocean_ruin", "shipwreck",
        "mineshaft");

    /**
     * Names players give the game's structures that are none of an id, a short name or a kind (the names the
     * game's advancements and the wiki use), by short name: "bastion" for {@code bastion_remnant}, and so on.
     */
    private static final Map<String, String> ALSO_CALLED = Map.of("bastion", "bastion_remnant",
        "woodland_mansion", "mansion", "ocean_monument", "monument", "nether_fortress", "fortress",
        "desert_temple", "desert_pyramid", "jungle_temple", "jungle_pyramid", "witch_hut", "swamp_hut",
        "trial_chamber", "trial_chambers");

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
     * ("village_plains"), its kind ("village", "ruined_portal"; "ruined portal" with a space too) or, for the
     * game's own, a name players give it ("bastion", "woodland mansion", "witch hut").
     */
    public static boolean matches(String name, String structureId) {
        String n = name.strip().toLowerCase(Locale.ROOT).replace(' ', '_');
        if (n.equals(structureId)) {
            return true;
        }
        boolean game = structureId.startsWith("minecraft:");
        String shortName = game ? structureId.substring(10) : structureId;
        return n.equals(shortName) || n.equals(kind(structureId)) || n.equals("minecraft:" + kind(structureId))
            || game && shortName.equals(ALSO_CALLED.get(n));
    }
}
