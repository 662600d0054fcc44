package org.terrainexplorer.world.structure;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.structure.jigsaw.JigsawReader;
import org.terrainexplorer.world.structure.types.EndCities;
import org.terrainexplorer.world.structure.types.Igloos;
import org.terrainexplorer.world.structure.types.Mineshafts;
import org.terrainexplorer.world.structure.types.NetherFortresses;
import org.terrainexplorer.world.structure.types.NetherFossils;
import org.terrainexplorer.world.structure.types.OceanMonuments;
import org.terrainexplorer.world.structure.types.OceanRuins;
import org.terrainexplorer.world.structure.types.RuinedPortals;
import org.terrainexplorer.world.structure.types.ScatteredStructures;
import org.terrainexplorer.world.structure.types.Shipwrecks;
import org.terrainexplorer.world.structure.types.Strongholds;
import org.terrainexplorer.world.structure.types.WoodlandMansions;

/**
 * The structure types the explorer generates, by their id in the data ({@code minecraft:jigsaw}), each with the
 * reader of its fields (the game's {@code StructureType} codecs). The fields every structure has (biomes, step,
 * terrain adaptation) are read here.
 */
public final class StructureTypes {

    /** What a type's reader gets: the structure's id, its JSON, its common settings and the files. */
    public record Input(String id, JsonValue json, Set<String> biomes, String step, Beard.Kind adaptation,
                        StructureFiles files) {
    }

    /** A type's reader. */
    @FunctionalInterface
    public interface Reader {
        Structure read(Input input);
    }

    private static final Map<String, Reader> READERS;

    static {
        Map<String, Reader> m = new TreeMap<>();
        ScatteredStructures.register(m);
        Strongholds.register(m);
        Mineshafts.register(m);
        NetherFortresses.register(m);
        EndCities.register(m);
        WoodlandMansions.register(m);
        Igloos.register(m);
        Shipwrecks.register(m);
        OceanRuins.register(m);
        NetherFossils.register(m);
        RuinedPortals.register(m);
        OceanMonuments.register(m);
        JigsawReader.register(m);
        READERS = Map.copyOf(m);
    }

    private StructureTypes() {
    }

    /** The ids of the types the explorer generates. */
    public static Set<String> known() {
        return READERS.keySet();
    }

    /** Reads a structure file, refusing an unknown type or a bad field with its JSON path. */
    public static Structure read(String id, JsonValue json, StructureFiles files) {
        String type = json.field("type").asId();
        Reader reader = READERS.get(type);
        if (reader == null) {
            throw json.field("type").error("unknown structure type '" + type + "' (known: "
                + String.join(", ", READERS.keySet()) + ")");
        }
        Set<String> biomes = files.biomes(json.field("biomes"));
        String step = json.field("step").asString();
        Beard.Kind adaptation = OptionalFields.read(json, "terrain_adaptation", files,
            a -> adaptation(a, files.code()));
        if (adaptation == null) {
            adaptation = Beard.Kind.NONE;
        }
        return reader.read(new Input(id, json, biomes, step, adaptation, files));
    }

    /** A {@code terrain_adaptation} name of the release ({@code encapsulate} from 1.20.3). */
    private static Beard.Kind adaptation(JsonValue a, StructureCode code) {
        boolean encapsulate = code.atLeast("1.20.3");
        String name = a.asString();
        for (Beard.Kind k : Beard.Kind.values()) {
            if (k.name().toLowerCase(java.util.Locale.ROOT).equals(name)
                && (k != Beard.Kind.ENCAPSULATE || encapsulate)) {
                return k;
            }
        }
        throw a.error("terrain_adaptation must be none, bury, beard_thin, beard_box"
            + (encapsulate ? " or encapsulate" : " (encapsulate from 1.20.3)") + ", found '" + name + "'");
    }
}
