package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.session.StructureMarks;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.GenerationStub;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureStart;

@DisplayName("The hover text of a structure's icon")
class StructureHoverTextTest {

    /** A structure that only has an id (the text needs no more). */
    private static final class Named extends Structure {
        Named(String id) {
            super(id, Set.of(), "underground_structures", Beard.Kind.NONE);
        }

        @Override
        public String type() {
            return "test";
        }

        @Override
        protected Optional<GenerationStub> findGenerationPoint(GenerationContext context) {
            return Optional.empty();
        }
    }

    /** A piece that only has a box. */
    private static final class Box extends StructurePiece {
        Box(BoundingBox box) {
            super("minecraft:msroom", 0, box);
        }
    }

    @Test
    @DisplayName("names the chunk the structure starts in and its generation point, as Explain does, not where its "
        + "icon is drawn")
    void namesGenerationPoint() {
        // given a mineshaft of chunk 4, 0: generation point 72, 5, 0, its room (the start piece) around 71, 8
        StructureStart start = new StructureStart(new Named("minecraft:mineshaft"), 4, 0, new BlockPos(72, 5, 0),
            List.of(new Box(new BoundingBox(66, 5, 2, 76, 10, 14)), new Box(new BoundingBox(60, 6, 4, 62, 8, 20))));
        StructureMarks.Mark mark = StructureMarks.mark(start, null);
        assertEquals(71, mark.x(), "the icon is drawn at the middle of the start piece");
        assertEquals(8, mark.z());

        // when the pointer is over its icon, then the hover says where Explain says it is
        String text = HoverProbe.structureText(mark.kind(), mark.start());
        assertEquals("Mineshaft (minecraft:mineshaft) starts in chunk 4, 0 · generation point 72, 5, 0 · 2 pieces"
            + " · click for why it is here", text);
        assertFalse(text.contains("71, 8"), "the icon's place is not given as the structure's: " + text);
    }

    @Test
    @DisplayName("says 1 piece, not 1 pieces")
    void onePiece() {
        StructureStart start = new StructureStart(new Named("minecraft:swamp_hut"), -17, 22, new BlockPos(-264, 64,
            360), List.of(new Box(new BoundingBox(-268, 63, 356, -262, 69, 364))));
        assertEquals("Swamp hut (minecraft:swamp_hut) starts in chunk -17, 22 · generation point -264, 64, 360 · "
            + "1 piece · click for why it is here", HoverProbe.structureText("swamp_hut", start));
    }
}
