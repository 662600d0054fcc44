package org.terrainexplorer.world.chunk;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.terrainexplorer.world.json.Ids;

/**
 * A block state as the game names it: a block id and its properties, e.g.
 * {@code minecraft:grass_block[snowy=false]}. Immutable; equal when name and properties are equal.
 *
 * @param name       the block id, with namespace
 * @param properties the properties, sorted by name
 */
public record BlockState(String name, SortedMap<String, String> properties) {

    /** Air. */
    public static final BlockState AIR = of("minecraft:air");
    /** Stone. */
    public static final BlockState STONE = of("minecraft:stone");
    /** Still water. */
    public static final BlockState WATER = new BlockState("minecraft:water", new TreeMap<>(Map.of("level", "0")));
    /** Still lava. */
    public static final BlockState LAVA = new BlockState("minecraft:lava", new TreeMap<>(Map.of("level", "0")));

    /** Copies and freezes the properties. */
    public BlockState {
        properties = Collections.unmodifiableSortedMap(new TreeMap<>(properties));
    }

    /** A block without properties. */
    public static BlockState of(String name) {
        return new BlockState(name, new TreeMap<>());
    }

    /** Whether this is air (air, cave air or void air). */
    public boolean isAir() {
        return name.equals("minecraft:air") || name.equals("minecraft:cave_air") || name.equals("minecraft:void_air");
    }

    /** Whether this block is a fluid source: water or lava (the only fluids generation places). */
    public boolean isFluid() {
        return name.equals("minecraft:water") || name.equals("minecraft:lava");
    }

    /**
     * Whether the block stands in water without being water: waterlogged ({@code waterlogged=true}), or a block that
     * is always under water (kelp, seagrass, a bubble column). The game's map draws these as the water they hold.
     */
    public boolean holdsWater() {
        return "true".equals(properties.get("waterlogged")) || switch (name) {
            case "minecraft:kelp", "minecraft:kelp_plant", "minecraft:seagrass", "minecraft:tall_seagrass",
                "minecraft:bubble_column" -> true;
            default -> false;
        };
    }

    /** The block's name without the {@code minecraft:} namespace. */
    public String shortName() {
        return Ids.shortName(name);
    }

    /** The game's text form: {@code name[key=value,...]}. */
    @Override
    public String toString() {
        if (properties.isEmpty()) {
            return name;
        }
        StringBuilder sb = new StringBuilder(name).append('[');
        properties.forEach((k, v) -> sb.append(k).append('=').append(v).append(','));
        sb.setCharAt(sb.length() - 1, ']');
        return sb.toString();
    }
}
