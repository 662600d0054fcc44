package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.random.LegacyRandom;
import org.terrainexplorer.world.random.Seeds;

/** A template with several palettes gives the jigsaws of the palette the game picks for a position. */
class TemplatePalettesTest {

    @Test
    @DisplayName("palettes: the one a legacy random source of the position's hash picks")
    void palettes() throws IOException {
        CompoundBinaryTag nbt = CompoundBinaryTag.builder().putString("name", "minecraft:a")
            .putString("target", "minecraft:b").putString("pool", "minecraft:c").build();
        CompoundBinaryTag root = CompoundBinaryTag.builder()
            .put("size", TemplateNbtTest.ints(2, 1, 1))
            .put("palettes", ListBinaryTag.from(List.of(
                ListBinaryTag.from(List.of(TemplateNbtTest.state("minecraft:jigsaw", "north_up"), TemplateNbtTest.state("minecraft:stone", null))),
                ListBinaryTag.from(List.of(TemplateNbtTest.state("minecraft:stone", null), TemplateNbtTest.state("minecraft:jigsaw", "east_up"))))))
            .put("blocks", ListBinaryTag.from(List.of(
                CompoundBinaryTag.builder().put("pos", TemplateNbtTest.ints(0, 0, 0)).putInt("state", 0).put("nbt", nbt).build(),
                CompoundBinaryTag.builder().put("pos", TemplateNbtTest.ints(1, 0, 0)).putInt("state", 1).put("nbt", nbt).build())))
            .build();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryTagIO.writer().write(root, out, BinaryTagIO.Compression.GZIP);
        Template t = Templates.parse("minecraft:two", out.toByteArray());
        assertEquals(2, t.palettes().size());
        assertEquals(new BlockPos(0, 0, 0), t.palettes().get(0).get(0).pos());
        assertEquals(Direction.EAST, t.palettes().get(1).get(0).front());
        for (BlockPos at : List.of(BlockPos.ZERO, new BlockPos(5, 64, -9), new BlockPos(-100, 3, 77))) {
            int pick = new LegacyRandom(Seeds.positionSeed(at.x(), at.y(), at.z())).nextInt(2);
            assertEquals(t.palettes().get(pick), t.jigsaws(at));
        }
    }
}
