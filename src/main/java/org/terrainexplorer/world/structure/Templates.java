package org.terrainexplorer.world.structure;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.terrainexplorer.world.json.DataException;

/**
 * The templates of one world, read from its packs when first asked for and kept: the game's
 * {@code StructureTemplateManager}, reduced to what generation reads. An id no pack has gives the empty template,
 * as in the game; a file that is not a template is refused with its name. Thread-safe.
 */
public final class Templates {

    /** Templates are small; a file larger than this is refused rather than read. */
    private static final long MAX_BYTES = 64L << 20;

    private final TemplateSource source;
    private final Map<String, Template> cache = new ConcurrentHashMap<>();

    public Templates(TemplateSource source) {
        this.source = source;
    }

    /** The template of an id ("minecraft:village/plains/houses/plains_small_house_1"): the empty one if missing. */
    public Template get(String id) {
        Template t = cache.get(id);
        if (t == null) {
            t = read(id);
            Template raced = cache.putIfAbsent(id, t);
            if (raced != null) {
                t = raced;
            }
        }
        return t;
    }

    /** Whether some pack has a file for the template. */
    public boolean exists(String id) {
        return !get(id).isEmpty() || source.find(id).isPresent();
    }

    private Template read(String id) {
        Optional<TemplateSource.Found> found = source.find(id);
        if (found.isEmpty()) {
            return Template.empty(id);
        }
        try {
            return parse(id, found.get().bytes());
        } catch (IOException | RuntimeException e) {
            throw new DataException(found.get().where(), "", "not a structure template: " + e.getMessage());
        }
    }

    /** Reads a template's size and jigsaw blocks from its gzipped NBT. */
    static Template parse(String id, byte[] gzipped) throws IOException {
        CompoundBinaryTag root = BinaryTagIO.reader(MAX_BYTES)
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
            jigsaws.add(jigsaws(root, palette));
        }
        return new Template(id, size, jigsaws.isEmpty() ? List.of() : jigsaws.get(0), List.copyOf(jigsaws));
    }

    /** The jigsaw blocks of the template's blocks in one palette, sorted as the game lists them (y, x, z). */
    private static List<Template.Jigsaw> jigsaws(CompoundBinaryTag root, ListBinaryTag palette) throws IOException {
        int[] jigsawStates = new int[palette.size()];
        Direction[][] orientations = new Direction[palette.size()][];
        for (int i = 0; i < palette.size(); i++) {
            CompoundBinaryTag state = palette.getCompound(i);
            if ("minecraft:jigsaw".equals(state.getString("Name"))) {
                jigsawStates[i] = 1;
                orientations[i] = orientation(state.getCompound("Properties").getString("orientation", "north_up"));
            }
        }
        List<Template.Jigsaw> jigsaws = new ArrayList<>();
        for (BinaryTag tag : root.getList("blocks")) {
            CompoundBinaryTag block = (CompoundBinaryTag) tag;
            int state = block.getInt("state");
            if (state < 0 || state >= jigsawStates.length || jigsawStates[state] == 0) {
                continue;
            }
            BlockPos pos = pos(block.getList("pos"), "pos");
            CompoundBinaryTag nbt = block.getCompound("nbt");
            Direction front = orientations[state][0];
            Direction top = orientations[state][1];
            String joint = nbt.getString("joint", "");
            if (!joint.equals("rollable") && !joint.equals("aligned")) {
                joint = front.vertical() ? "rollable" : "aligned";
            }
            jigsaws.add(new Template.Jigsaw(pos, front, top, nbt.getString("name", "minecraft:empty"),
                nbt.getString("target", "minecraft:empty"), nbt.getString("pool", "minecraft:empty"), joint,
                nbt.getString("final_state", "minecraft:air"), nbt.getInt("placement_priority", 0),
                nbt.getInt("selection_priority", 0)));
        }
        jigsaws.sort(Comparator.comparingInt((Template.Jigsaw j) -> j.pos().y())
            .thenComparingInt(j -> j.pos().x()).thenComparingInt(j -> j.pos().z()));
        return List.copyOf(jigsaws);
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

    /** A jigsaw's {@code orientation} ("north_up"): its front and its top. */
    static Direction[] orientation(String name) {
        int cut = name.indexOf('_');
        if (cut < 0) {
            throw new IllegalArgumentException("jigsaw orientation '" + name + "'");
        }
        return new Direction[] {Direction.byName(name.substring(0, cut)), Direction.byName(name.substring(cut + 1))};
    }
}
