package org.terrainexplorer.world.carver;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.height.HeightProvider;
import org.terrainexplorer.world.height.VerticalAnchor;

/**
 * A configured carver ({@code worldgen/configured_carver}): its type and the parameters its file gives. The cave and
 * nether cave carvers share {@link Cave}; the canyon has its own shape.
 */
public sealed interface CarverConfig permits CarverConfig.Cave, CarverConfig.Canyon {

    /** The id it was loaded as ({@code minecraft:cave}), or a description of an inline carver. */
    String id();

    /** The parameters every carver has. */
    Common common();

    /** The carver type, without namespace: {@code cave}, {@code nether_cave} or {@code canyon}. */
    String type();

    /** Its parameters as "name: value" lines, for the explanation. */
    List<String> parameters();

    /**
     * What every carver's file gives.
     *
     * @param probability the chance a chunk starts this carver
     * @param y           the height it starts at
     * @param yScale      a room's height to width (caves) or the ravine's (canyons)
     * @param lavaLevel   at and below it, carved blocks are lava
     * @param replaceable the blocks it may replace
     * @param debug       its debug settings
     */
    record Common(float probability, HeightProvider y, FloatProvider yScale, VerticalAnchor lavaLevel,
                  BlockSet replaceable, DebugSettings debug) {

        void describe(List<String> out) {
            out.add("probability: " + FloatProvider.number(probability));
            out.add("y: " + y);
            out.add("yScale: " + yScale);
            out.add("lava level: " + lavaLevel);
            out.add("replaceable: " + replaceable);
        }
    }

    /**
     * The {@code cave} and {@code nether_cave} carvers: rooms and branching tunnels.
     *
     * @param id                         the id
     * @param nether                     whether it is the nether cave (lava in the bottom 31 blocks, cave air)
     * @param common                     the common parameters
     * @param horizontalRadiusMultiplier widens the tunnels
     * @param verticalRadiusMultiplier   heightens the tunnels
     * @param floorLevel                 flattens the floor: below this relative height nothing is carved
     */
    record Cave(String id, boolean nether, Common common, FloatProvider horizontalRadiusMultiplier,
                FloatProvider verticalRadiusMultiplier, FloatProvider floorLevel) implements CarverConfig {

        @Override
        public String type() {
            return nether ? "nether_cave" : "cave";
        }

        @Override
        public List<String> parameters() {
            List<String> out = new ArrayList<>();
            common.describe(out);
            out.add("horizontal radius multiplier: " + horizontalRadiusMultiplier);
            out.add("vertical radius multiplier: " + verticalRadiusMultiplier);
            out.add("floor level: " + floorLevel);
            return out;
        }
    }

    /**
     * The {@code canyon} carver: one long ravine, its width varied by height through the shape's table.
     *
     * @param id               the id
     * @param common           the common parameters
     * @param verticalRotation the ravine's initial pitch
     * @param shape            its shape
     */
    record Canyon(String id, Common common, FloatProvider verticalRotation, Shape shape) implements CarverConfig {

        @Override
        public String type() {
            return "canyon";
        }

        @Override
        public List<String> parameters() {
            List<String> out = new ArrayList<>();
            common.describe(out);
            out.add("vertical rotation: " + verticalRotation);
            out.add("distance factor: " + shape.distanceFactor());
            out.add("thickness: " + shape.thickness());
            out.add("width smoothness: " + shape.widthSmoothness());
            out.add("horizontal radius factor: " + shape.horizontalRadiusFactor());
            out.add("vertical radius default factor: " + FloatProvider.number(shape.verticalRadiusDefaultFactor()));
            out.add("vertical radius center factor: " + FloatProvider.number(shape.verticalRadiusCenterFactor()));
            return out;
        }
    }

    /**
     * A canyon's shape.
     *
     * @param distanceFactor              its length as a share of the carvers' reach (112 blocks)
     * @param thickness                   its widest radius, less 1.5
     * @param widthSmoothness             one level in this many draws a new width factor
     * @param horizontalRadiusFactor      drawn per step, narrows it
     * @param verticalRadiusDefaultFactor its height factor
     * @param verticalRadiusCenterFactor  more height in its middle
     */
    record Shape(FloatProvider distanceFactor, FloatProvider thickness, int widthSmoothness,
                 FloatProvider horizontalRadiusFactor, float verticalRadiusDefaultFactor,
                 float verticalRadiusCenterFactor) {
    }
}
