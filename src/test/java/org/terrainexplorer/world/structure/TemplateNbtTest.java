package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.McData;

/**
 * The templates' own reader ({@link TemplateNbt}, which walks the bytes once) gives what reading the whole tree
 * with the NBT library gives, for the game's templates of every release and for unusual ones made here.
 */
class TemplateNbtTest {

    @Test
    @DisplayName("the game's templates, one in 16 of each release's (800 files), read as the NBT library reads them")
    void everyReleasesTemplates() throws IOException {
        List<Path> releases;
        try (Stream<Path> s = Files.list(McData.ROOT)) {
            releases = s.filter(Files::isDirectory).sorted().toList();
        }
        assertEquals(11, releases.size(), "releases in " + McData.ROOT);
        int compared = 0;
        int withJigsaws = 0;
        for (int r = 0; r < releases.size(); r++) {
            List<Path> files;
            Path folder = releases.get(r).resolve("data/minecraft/structure");
            try (Stream<Path> s = Files.walk(Files.isDirectory(folder) ? folder : folder.resolveSibling("structures"))) {
                files = s.filter(p -> p.toString().endsWith(".nbt")).sorted().toList();
            }
            assertTrue(files.size() > 900, releases.get(r) + ": " + files.size() + " templates");
            for (int i = r % 16; i < files.size(); i += 16) {
                byte[] bytes = Files.readAllBytes(files.get(i));
                Template want = reference("minecraft:t", bytes);
                assertEquals(want, Templates.parse("minecraft:t", bytes), files.get(i).toString());
                compared++;
                withJigsaws += want.jigsaws().isEmpty() ? 0 : 1;
            }
        }
        assertTrue(compared > 750 && withJigsaws > 300, compared + " compared, " + withJigsaws + " with jigsaws");
    }

    @Test
    @DisplayName("unusual templates: no nbt, numbers of other types, names beyond ASCII, odd positions elsewhere")
    void unusualTemplates() throws IOException {
        CompoundBinaryTag full = CompoundBinaryTag.builder().putString("name", "minecraft:é")
            .putString("target", "ziel:\u0000\u4e16").putString("pool", "p:q").putString("joint", "rollable")
            .put("placement_priority", ByteBinaryTag.byteBinaryTag((byte) -3)).putLong("selection_priority", 7L)
            .putString("final_state", "minecraft:stone").putIntArray("extra", new int[] {1, 2, 3})
            .put("deep", ListBinaryTag.from(List.of(CompoundBinaryTag.builder().putDouble("d", 2.5).build())))
            .build();
        CompoundBinaryTag chest = CompoundBinaryTag.builder().putString("LootTable", "minecraft:chests/x").build();
        CompoundBinaryTag root = CompoundBinaryTag.builder()
            .putString("author", "someone")
            .put("blocks", ListBinaryTag.from(List.of(
                block(ints(2, 0, 1), 0, full),
                block(ints(0, 0, 0), 0, null),
                block(ints(1, 1, 1), 1, chest),
                // a position no jigsaw has: read only for jigsaws, so not an error here
                block(ListBinaryTag.from(List.of(StringBinaryTag.stringBinaryTag("x"))), 1, null),
                block(ints(0, 3, 0), 2, null))))
            .put("palette", ListBinaryTag.from(List.of(state("minecraft:jigsaw", "up_south"),
                state("minecraft:chest", "north_up"), state("minecraft:jigsaw", null))))
            .putInt("DataVersion", 3465)
            .put("size", ints(3, 4, 2))
            .put("entities", ListBinaryTag.empty())
            .build();
        byte[] bytes = gzip(root);
        Template t = Templates.parse("minecraft:u", bytes);
        assertEquals(reference("minecraft:u", bytes), t);
        assertEquals(3, t.jigsaws().size());
        Template.Jigsaw first = t.jigsaws().get(1);
        assertEquals(List.of("minecraft:é", "ziel:\u0000\u4e16", -3, 7, "rollable"),
            List.of(first.name(), first.target(), first.placementPriority(), first.selectionPriority(),
                first.joint()));
    }

    @Test
    @DisplayName("broken templates are refused with what was wrong")
    void brokenTemplates() throws IOException {
        CompoundBinaryTag good = CompoundBinaryTag.builder().put("size", ints(1, 1, 1))
            .put("palette", ListBinaryTag.from(List.of(state("minecraft:jigsaw", "north_up"))))
            .put("blocks", ListBinaryTag.from(List.of(block(ints(0, 0, 0), 0, null)))).build();
        byte[] bytes = gzip(good);
        assertEquals(reference("minecraft:g", bytes), Templates.parse("minecraft:g", bytes));
        byte[] cut = new byte[bytes.length - 12];
        System.arraycopy(bytes, 0, cut, 0, cut.length);
        assertThrows(IOException.class, () -> Templates.parse("minecraft:g", cut));
        IOException noSize = assertThrows(IOException.class, () -> Templates.parse("minecraft:g",
            gzip(good.remove("size"))));
        assertEquals("size is not three whole numbers", noSize.getMessage());
        IOException badPos = assertThrows(IOException.class, () -> Templates.parse("minecraft:g",
            gzip(good.put("blocks", ListBinaryTag.from(List.of(block(ints(0, 0), 0, null)))))));
        assertEquals("pos is not three whole numbers", badPos.getMessage());
        byte[] unfinished = unfinished(good);
        IOException ends = assertThrows(IOException.class, () -> Templates.parse("minecraft:g", unfinished));
        assertEquals("ends early", ends.getMessage());
    }

    // ------------------------------------------------------------------ helpers

    /** The NBT gzipped, with its last byte (the root's end) left out. */
    private static byte[] unfinished(CompoundBinaryTag root) throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        BinaryTagIO.writer().write(root, raw, BinaryTagIO.Compression.NONE);
        byte[] all = raw.toByteArray();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(out)) {
            z.write(all, 0, all.length - 1);
        }
        return out.toByteArray();
    }

    private static byte[] gzip(CompoundBinaryTag root) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryTagIO.writer().write(root, out, BinaryTagIO.Compression.GZIP);
        return out.toByteArray();
    }

    private static CompoundBinaryTag block(ListBinaryTag pos, int state, CompoundBinaryTag nbt) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder().put("pos", pos).putInt("state", state);
        if (nbt != null) {
            b.put("nbt", nbt);
        }
        return b.build();
    }

    /** A list of int tags (a template's {@code size} or a block's {@code pos}). */
    static ListBinaryTag ints(int... v) {
        List<BinaryTag> tags = new ArrayList<>();
        for (int i : v) {
            tags.add(IntBinaryTag.intBinaryTag(i));
        }
        return ListBinaryTag.from(tags);
    }

    /** A block state of a palette, with an orientation property unless null. */
    static CompoundBinaryTag state(String name, String orientation) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder().putString("Name", name);
        if (orientation != null) {
            b.put("Properties", CompoundBinaryTag.builder().putString("orientation", orientation)
                .putString("waterlogged", "false").build());
        }
        return b.build();
    }

    /** The template as read through the NBT library's whole tree (what the reader did before). */
    private static Template reference(String id, byte[] gzipped) throws IOException {
        CompoundBinaryTag root = BinaryTagIO.reader(64L << 20)
            .read(new ByteArrayInputStream(gzipped), BinaryTagIO.Compression.GZIP);
        BlockPos size = pos(root.getList("size"), "size");
        List<ListBinaryTag> palettes = new ArrayList<>();
        if (root.get("palettes") instanceof ListBinaryTag many) {
            for (BinaryTag p : many) {
                palettes.add((ListBinaryTag) p);
            }
        } else {
            palettes.add(root.getList("palette"));
        }
        List<List<Template.Jigsaw>> jigsaws = new ArrayList<>();
        for (ListBinaryTag palette : palettes) {
            List<Template.Jigsaw> list = new ArrayList<>();
            for (BinaryTag tag : root.getList("blocks")) {
                CompoundBinaryTag block = (CompoundBinaryTag) tag;
                int state = block.getInt("state");
                if (state < 0 || state >= palette.size()
                    || !"minecraft:jigsaw".equals(palette.getCompound(state).getString("Name"))) {
                    continue;
                }
                Direction[] o = Templates.orientation(palette.getCompound(state).getCompound("Properties")
                    .getString("orientation", "north_up"));
                CompoundBinaryTag nbt = block.getCompound("nbt");
                String joint = nbt.getString("joint", "");
                if (!joint.equals("rollable") && !joint.equals("aligned")) {
                    joint = o[0].vertical() ? "rollable" : "aligned";
                }
                list.add(new Template.Jigsaw(pos(block.getList("pos"), "pos"), o[0], o[1],
                    nbt.getString("name", "minecraft:empty"), nbt.getString("target", "minecraft:empty"),
                    nbt.getString("pool", "minecraft:empty"), joint, nbt.getString("final_state", "minecraft:air"),
                    nbt.getInt("placement_priority", 0), nbt.getInt("selection_priority", 0)));
            }
            list.sort(Comparator.comparingInt((Template.Jigsaw j) -> j.pos().y())
                .thenComparingInt(j -> j.pos().x()).thenComparingInt(j -> j.pos().z()));
            jigsaws.add(List.copyOf(list));
        }
        return new Template(id, size, jigsaws.isEmpty() ? List.of()
            : jigsaws.get(0), List.copyOf(jigsaws));
    }

    private static BlockPos pos(ListBinaryTag list, String what) throws IOException {
        if (list.size() != 3) {
            throw new IOException(what + " is not three whole numbers");
        }
        int[] v = new int[3];
        for (int i = 0; i < 3; i++) {
            if (!(list.get(i) instanceof IntBinaryTag n)) {
                throw new IOException(what + " is not three whole numbers");
            }
            v[i] = n.value();
        }
        return new BlockPos(v[0], v[1], v[2]);
    }
}
