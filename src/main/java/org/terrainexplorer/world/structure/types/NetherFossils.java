package org.terrainexplorer.world.structure.types;

import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.height.HeightProvider;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureTerrain;
import org.terrainexplorer.world.structure.StructureTypes;
import org.terrainexplorer.world.structure.Template;

/**
 * The nether fossil (the game's {@code NetherFossilStructure} and {@code NetherFossilPieces}): a random column of
 * the chunk, a y drawn from the structure's {@code height}, then down the noise stage's column to the first air
 * above a sturdy block (soul sand or any solid block), which must be above sea level; one of 14 fossils there,
 * turned at random. A saved chunk stores it as the game's {@code NetherFossilPiece}: the template and its position,
 * and its rotation ({@code Rot}).
 */
public final class NetherFossils {

    private static final String TYPE = "minecraft:nefos";
    private static final int FOSSILS = 14;

    private NetherFossils() {
    }

    /** Adds the reader of {@code minecraft:nether_fossil}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:nether_fossil", NetherFossil::new);
    }

    static final class NetherFossil extends Structure {
        private final HeightProvider height;

        NetherFossil(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
            height = HeightProvider.read(in.json().field("height"));
        }

        @Override
        public String type() {
            return "minecraft:nether_fossil";
        }

        /** The height drawn over the generator's range (the game's {@code WorldGenerationContext}). */
        private int sampleHeight(RandomSource r, StructureTerrain t) {
            return height.sample(r, Math.max(t.minY(), t.noiseMinY()), Math.min(t.height(), t.genDepth()));
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            RandomSource r = c.random();
            int x = c.minBlockX() + r.nextInt(16);
            int z = c.minBlockZ() + r.nextInt(16);
            StructureTerrain t = c.terrain();
            int seaLevel = t.seaLevel();
            int y = sampleHeight(r, t);
            int from = y;
            StructureTerrain.Column column = t.baseColumn(x, z);
            while (y > seaLevel) {
                BlockState here = column.state(y);
                BlockState below = column.state(--y);
                if (here.isAir() && (below.name().equals("minecraft:soul_sand") || sturdy(below))) {
                    break;
                }
            }
            if (y <= seaLevel) {
                c.note("no air above a sturdy block in the column (" + x + ", " + z + ") from y " + from
                    + " down to sea level " + seaLevel);
                return Optional.empty();
            }
            c.note("in the column (" + x + ", " + z + ") from y " + from + " down, the first air stands on y " + y);
            BlockPos pos = new BlockPos(x, y, z);
            return Optional.of(new GenerationStub(pos, b -> {
                Rotation rotation = Rotation.random(r);
                Template fossil = c.templates().get("minecraft:nether_fossils/fossil_" + (r.nextInt(FOSSILS) + 1));
                b.addPiece(new TemplatePiece(TYPE, 0, fossil, pos, rotation, Mirror.NONE, BlockPos.ZERO)
                    .saving(TemplatePiece.ROT));
            }));
        }

        /** Whether a block of the noise stage has a sturdy top: any block but air and fluids. */
        private static boolean sturdy(BlockState s) {
            return !s.isAir() && !s.isFluid();
        }
    }
}
