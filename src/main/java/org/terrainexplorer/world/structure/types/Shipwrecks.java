package org.terrainexplorer.world.structure.types;

import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Heightmap;
import org.terrainexplorer.world.structure.Mirror;
import org.terrainexplorer.world.structure.Rotation;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureTypes;
import org.terrainexplorer.world.structure.Template;

/**
 * The shipwreck, at sea or beached (the game's {@code ShipwreckStructure} and {@code ShipwreckPieces}): one template
 * of the ocean's or the beach's list, turned about (4, 0, 15), at the chunk's first block, y 90. The box is the
 * structure stage's, at y 90: at the features stage the game finds the wreck's height (the mean, or for a beached
 * one the lowest, surface under it) and remakes the box there, which only the finished terrain can tell.
 *
 * <p>A saved chunk stores the piece as the game's {@code ShipwreckPiece}: the template and its position, whether it
 * is beached ({@code isBeached}), its rotation ({@code Rot}) and, from 26.1 (not in 1.21.11: the decompiled 1.21.7,
 * 1.21.8 and 1.21.11 lack it; the game reads a missing one as false), whether its height is already found
 * ({@code height_adjusted}: only for a wreck too big for a feature's region).
 */
public final class Shipwrecks {

    private static final String TYPE = "minecraft:shipwreck";
    private static final BlockPos PIVOT = new BlockPos(4, 0, 15);
    private static final String[] BEACHED = {"with_mast", "sideways_full", "sideways_fronthalf", "sideways_backhalf",
        "rightsideup_full", "rightsideup_fronthalf", "rightsideup_backhalf", "with_mast_degraded",
        "rightsideup_full_degraded", "rightsideup_fronthalf_degraded", "rightsideup_backhalf_degraded"};
    private static final String[] OCEAN = {"with_mast", "upsidedown_full", "upsidedown_fronthalf",
        "upsidedown_backhalf", "sideways_full", "sideways_fronthalf", "sideways_backhalf", "rightsideup_full",
        "rightsideup_fronthalf", "rightsideup_backhalf", "with_mast_degraded", "upsidedown_full_degraded",
        "upsidedown_fronthalf_degraded", "upsidedown_backhalf_degraded", "sideways_full_degraded",
        "sideways_fronthalf_degraded", "sideways_backhalf_degraded", "rightsideup_full_degraded",
        "rightsideup_fronthalf_degraded", "rightsideup_backhalf_degraded"};

    private Shipwrecks() {
    }

    /** Adds the reader of {@code minecraft:shipwreck}. */
    public static void register(Map<String, StructureTypes.Reader> readers) {
        readers.put("minecraft:shipwreck", Shipwreck::new);
    }

    static final class Shipwreck extends Structure {
        private final boolean beached;

        Shipwreck(StructureTypes.Input in) {
            super(in.id(), in.biomes(), in.step(), in.adaptation());
            beached = in.json().field("is_beached").asBoolean();
        }

        @Override
        public String type() {
            return "minecraft:shipwreck";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
            Heightmap type = beached ? Heightmap.WORLD_SURFACE_WG : Heightmap.OCEAN_FLOOR_WG;
            return onTopOfChunkCenter(c, type, b -> {
                RandomSource r = c.random();
                Rotation rotation = Rotation.random(r);
                BlockPos pos = new BlockPos(c.minBlockX(), 90, c.minBlockZ());
                String[] names = beached ? BEACHED : OCEAN;
                Template t = c.templates().get("minecraft:shipwreck/" + names[r.nextInt(names.length)]);
                TemplatePiece piece = new TemplatePiece(TYPE, 0, t, pos, rotation, Mirror.NONE, PIVOT);
                b.addPiece(piece);
                // From 1.20.5 (24w13a) a wreck too big for a feature's region (over 32 wide or high) gets its height
                // here, from the base heights; the game moves its template position and remakes the box from it only
                // when it places the blocks. No vanilla wreck is that big.
                boolean adjusted = c.code().atLeast("1.20.5") && (t.size().x() > 32 || t.size().y() > 32);
                boolean heightAdjustedField = c.code().atLeast("26.1");
                piece.saving(TemplatePiece.ROT.and((p, out, s) -> {
                    out.putBoolean("isBeached", beached);
                    if (heightAdjustedField) {
                        out.putBoolean("height_adjusted", adjusted);
                    }
                }));
                if (adjusted) {
                    BoundingBox box = piece.box();
                    int y;
                    if (beached) {
                        int lowest = lowestY(c, box.minX(), box.minZ(), box.xSpan(), box.zSpan());
                        y = lowest - t.size().y() / 2 - r.nextInt(3);
                    } else {
                        y = meanFirstOccupiedHeight(c, box.minX(), box.xSpan(), box.minZ(), box.zSpan());
                    }
                    piece.moveTemplateOnly(new BlockPos(pos.x(), y, pos.z()));
                }
            });
        }
    }
}
