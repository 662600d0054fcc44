package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.FlatStore;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;

/**
 * A seeded world's router compiled for chunk generation, once, and shared by every thread: the final density
 * as the cell fill reads it, the ore vein and barrier functions as the block loop reads them, the point samples
 * (aquifer fluids, climate, preliminary surface), and the interpolators' functions at the cell corners. The
 * interpolators are numbered alike in every program, and so are the functions flat caches wrap: a thread's frames of
 * every program share one {@link #newFlatStore store} of their values.
 */
final class ChunkPrograms {

    /** Roots of {@link #points}. */
    static final int FLOODEDNESS = 0;
    static final int SPREAD = 1;
    static final int LAVA = 2;
    static final int TEMPERATURE = 3;
    static final int VEGETATION = 4;
    static final int CONTINENTS = 5;
    static final int EROSION = 6;
    static final int DEPTH = 7;
    static final int RIDGES = 8;
    /** The surface slot, in whichever form the router has ({@link NoiseRouter#surfaceSlot()}). */
    static final int SURFACE = 9;

    /** Roots of {@link #veins}. */
    static final int VEIN_TOGGLE = 0;
    static final int VEIN_RIDGED = 1;
    static final int VEIN_GAP = 2;

    final Program fill;
    final Program veins;
    final Program barrier;
    /** The barrier at a single point, as the carvers' aquifer reads it (interpolators transparent). */
    final Program barrierPoint;
    final Program points;
    final Program corners;
    private final FlatStore.Numbering flatNumbers = new FlatStore.Numbering();

    ChunkPrograms(NoiseRouter router) {
        fill = Compiler.compile(Mode.FILL, List.of(router.finalDensity()), List.of(), flatNumbers);
        veins = Compiler.compile(Mode.UPDATE, List.of(router.veinToggle(), router.veinRidged(), router.veinGap()),
            fill.interpolated(), flatNumbers);
        barrier = Compiler.compile(Mode.UPDATE, List.of(router.barrier()), veins.interpolated(), flatNumbers);
        barrierPoint = Compiler.compile(Mode.POINT, List.of(router.barrier()), List.of(), flatNumbers);
        points = Compiler.compile(Mode.POINT, List.of(router.fluidLevelFloodedness(), router.fluidLevelSpread(),
            router.lava(), router.temperature(), router.vegetation(), router.continents(), router.erosion(),
            router.depth(), router.ridges(), router.surface()), List.of(), flatNumbers);
        List<DensityFunction> interpolated = new ArrayList<>(barrier.interpolated());
        corners = Compiler.compile(Mode.POINT, interpolated, List.of(), flatNumbers);
    }

    /**
     * A store of flat-cache values for one thread's frames of these programs (its noise chunk's, corners' and
     * biomes'): the values depend on the quart alone, so the programs and the chunks share them.
     */
    FlatStore newFlatStore() {
        return newFlatStore(FlatStore.SHARED_SLOT_BITS);
    }

    /** A store of 2^slotBits flat-cache values for this thread's frames of every program. */
    FlatStore newFlatStore(int slotBits) {
        return new FlatStore(flatNumbers, slotBits);
    }

    /** The number of interpolators the fill, vein and barrier programs read. */
    int interpolators() {
        return corners.rootCount();
    }
}
