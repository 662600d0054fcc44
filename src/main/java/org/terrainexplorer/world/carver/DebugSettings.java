package org.terrainexplorer.world.carver;

import java.util.Map;
import java.util.TreeMap;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.json.JsonValue;

/**
 * A carver's {@code debug_settings}: with {@code debug_mode} on, the game carves every block the carver visits
 * (replaceable or not) into marker blocks that show what it would have placed: air, water, lava, or an aquifer
 * barrier. As in the game, a state the file leaves out is the default air marker (an acacia button).
 *
 * @param enabled whether debug mode is on
 * @param air     the marker for air
 * @param water   the marker for water (made waterlogged when it can be)
 * @param lava    the marker for lava
 * @param barrier the marker for an aquifer barrier
 */
public record DebugSettings(boolean enabled, BlockState air, BlockState water, BlockState lava, BlockState barrier) {

    /** The game's {@code CarverDebugSettings.DEFAULT} air marker: an acacia button's default state. */
    static final BlockState DEFAULT_AIR = new BlockState("minecraft:acacia_button",
        new TreeMap<>(Map.of("face", "wall", "facing", "north", "powered", "false")));

    /** Debug mode off. */
    public static final DebugSettings OFF = new DebugSettings(false, DEFAULT_AIR, DEFAULT_AIR, DEFAULT_AIR,
        DEFAULT_AIR);

    /** The water marker as placed: waterlogged when the block has that property. */
    public BlockState placedWater() {
        if (!water.properties().containsKey("waterlogged")) {
            return water;
        }
        TreeMap<String, String> p = new TreeMap<>(water.properties());
        p.put("waterlogged", "true");
        return new BlockState(water.name(), p);
    }

    /** Reads {@code debug_settings} (every field optional). */
    static DebugSettings read(JsonValue v) {
        boolean on = v.has("debug_mode") && v.field("debug_mode").asBoolean();
        return new DebugSettings(on, state(v, "air_state"), state(v, "water_state"), state(v, "lava_state"),
            state(v, "barrier_state"));
    }

    private static BlockState state(JsonValue v, String field) {
        if (!v.has(field)) {
            return DEFAULT_AIR;
        }
        JsonValue s = v.field(field);
        TreeMap<String, String> properties = new TreeMap<>();
        s.optionalField("Properties").ifPresent(p -> {
            for (var e : p.fields()) {
                properties.put(e.getKey(), e.getValue().asString());
            }
        });
        return new BlockState(s.field("Name").asId(), properties);
    }
}
