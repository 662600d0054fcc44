package org.terrainexplorer.world.structure.jigsaw;

import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * Why a set has or lacks a start in a chunk: whether its placement picks the chunk, and for each of its structures
 * the generation point, its biome and the pieces made there with every biome allowed.
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.terrainexplorer.world.structure.jigsaw.JigsawDebug RELEASE SEED SET CHUNK_X CHUNK_Z
 * </pre>
 */
public final class JigsawDebug {

    private JigsawDebug() {
    }

    public static void main(String[] args) {
        String release = args[0];
        long seed = Long.parseLong(args[1]);
        int cx = Integer.parseInt(args[3]);
        int cz = Integer.parseInt(args[4]);
        StructureWorld world = JigsawWorlds.world(release, release, Dimension.OVERWORLD, seed);
        StructureData data = JigsawWorlds.data(release, release, Dimension.OVERWORLD);
        StructureSet set = world.possibleSets().stream().filter(s -> s.id().equals(args[2])).findFirst().orElseThrow();
        System.out.println("structure chunk: " + set.placement().isStructureChunk(world, cx, cz) + " freq "
            + set.placement().passesFrequency(seed, cx, cz) + " excluded " + set.placement().excluded(world, cx, cz));
        for (StructureSet.Entry e : set.entries()) {
            var s = e.structure();
            GenerationContext c = GenerationContext.of(seed, cx, cz, world.terrain(), data.templates(),
                s.biomes()::contains, data.code());
            var stub = s.findValidGenerationPoint(c);
            GenerationContext c2 = GenerationContext.of(seed, cx, cz, world.terrain(), data.templates(), b -> true,
                data.code());
            var any = s.findValidGenerationPoint(c2);
            System.out.println(s.id() + ": valid " + stub.isPresent() + " any " + any.map(st -> st.position()
                + " biome " + world.terrain().biome(st.position().x() >> 2, st.position().y() >> 2,
                st.position().z() >> 2) + " pieces " + st.build().pieces()).orElse("none"));
        }
    }
}
