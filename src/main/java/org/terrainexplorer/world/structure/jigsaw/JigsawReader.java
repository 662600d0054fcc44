package org.terrainexplorer.world.structure.jigsaw;

import java.util.Map;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.height.HeightProvider;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.OptionalFields;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureFiles;
import org.terrainexplorer.world.structure.StructureTypes;

/**
 * Reads a {@code minecraft:jigsaw} structure as the release's codec does: the fields a release does not know are
 * left unread (as the game ignores them), bad values are refused with their JSON path.
 */
public final class JigsawReader {

    /** The game's {@code DimensionType.Y_SIZE}: the tallest a dimension may be, the default vertical distance. */
    static final int Y_SIZE = 4064;

    private JigsawReader() {
    }

    /** Registers the type. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:jigsaw", JigsawReader::read);
    }

    /** Reads a jigsaw structure. */
    static JigsawStructure read(StructureTypes.Input in) {
        JsonValue json = in.json();
        StructureFiles files = in.files();
        StructureCode code = files.code();
        JigsawPools pools = JigsawPools.of(files);
        boolean datapack = files.fromDatapack("worldgen/structure", in.id());
        TemplatePool startPool = pools.poolOrId(files, json.field("start_pool"), datapack);
        String startPoolId = json.field("start_pool").isString() ? json.field("start_pool").asId() : null;
        String startJigsaw = OptionalFields.read(json, "start_jigsaw_name", files, JsonValue::asId);
        int size = json.field("size").asInt(0, JigsawCode.maxDepth(code));
        HeightProvider startHeight = HeightProvider.read(json.field("start_height"));
        boolean expansionHack = json.field("use_expansion_hack").asBoolean();
        Heightmap project = OptionalFields.read(json, "project_start_to_heightmap", files, h -> {
            try {
                return Heightmap.byName(h.asString());
            } catch (IllegalArgumentException e) {
                throw h.error("project_start_to_heightmap must be WORLD_SURFACE_WG, WORLD_SURFACE, OCEAN_FLOOR_WG, "
                    + "OCEAN_FLOOR, MOTION_BLOCKING or MOTION_BLOCKING_NO_LEAVES, found '" + h.asString() + "'");
            }
        });
        JsonValue md = json.field("max_distance_from_center");
        int horizontal;
        int vertical;
        if (md.isObject() && JigsawCode.verticalDistance(code)) {
            horizontal = md.field("horizontal").asInt(1, 128);
            vertical = md.has("vertical") ? md.field("vertical").asInt(1, Y_SIZE) : Y_SIZE;
        } else {
            horizontal = md.asInt(1, 128);
            vertical = horizontal;
        }
        int edge = in.adaptation() == Beard.Kind.NONE ? 0 : 12;
        if (horizontal + edge > 128) {
            throw md.error((JigsawCode.verticalDistance(code) ? "horizontal structure size" : "structure size")
                + " including terrain adaptation must not exceed 128 (" + horizontal + " + " + edge + ")");
        }
        PoolAliases aliases = PoolAliases.NONE;
        if (JigsawCode.poolAliases(code) && json.has("pool_aliases")) {
            aliases = PoolAliases.read(json.field("pool_aliases"));
        }
        int padBottom = 0;
        int padTop = 0;
        boolean padGiven = false;
        String liquid = null;
        if (JigsawCode.dimensionPadding(code)) {
            liquid = "apply_waterlogging";
            if (json.has("dimension_padding")) {
                padGiven = true;
                int[] pad = dimensionPadding(json.field("dimension_padding"));
                padBottom = pad[0];
                padTop = pad[1];
            }
            if (json.has("liquid_settings")) {
                liquid = liquidSettings(json.field("liquid_settings"));
            }
        }
        return new JigsawStructure(in.id(), in.biomes(), in.step(), in.adaptation(), pools, startPool, startPoolId,
            startJigsaw, size, startHeight, expansionHack, project, horizontal, vertical, aliases, padBottom, padTop,
            padGiven, liquid);
    }

    /**
     * {@code dimension_padding}: a number n ≥ 0 (n at both ends) or {@code {"bottom": b, "top": t}}. The game reads
     * the object's fields leniently: a value that is not a number ≥ 0 counts as 0, as there.
     */
    static int[] dimensionPadding(JsonValue v) {
        if (v.isNumber()) {
            int n = v.asInt(0, Integer.MAX_VALUE);
            return new int[] {n, n};
        }
        if (!v.isObject()) {
            throw v.error("dimension_padding must be a number from 0 or {\"bottom\": b, \"top\": t}, found "
                + v.describe());
        }
        return new int[] {lenient(v, "bottom"), lenient(v, "top")};
    }

    private static int lenient(JsonValue v, String field) {
        if (!v.has(field)) {
            return 0;
        }
        JsonValue f = v.field(field);
        if (!f.isNumber()) {
            return 0;
        }
        double d = f.node().asDouble();
        return d == Math.rint(d) && d >= 0 && d <= Integer.MAX_VALUE ? (int) d : 0;
    }

    /**
     * {@code liquid_settings}: apply_waterlogging or ignore_waterlogging (it changes blocks, not boxes; a saved
     * chunk's pieces store it).
     */
    static String liquidSettings(JsonValue v) {
        String s = v.asString();
        if (!s.equals("apply_waterlogging") && !s.equals("ignore_waterlogging")) {
            throw v.error("liquid settings must be apply_waterlogging or ignore_waterlogging, found '" + s + "'");
        }
        return s;
    }
}
