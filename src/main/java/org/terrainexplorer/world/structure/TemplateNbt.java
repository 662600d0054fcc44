package org.terrainexplorer.world.structure;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * Reads what generation needs of a structure template (its size and jigsaw blocks) from the gzipped NBT, walking
 * the inflated bytes once and building nothing for the rest: a template's blocks are hundreds of small compounds,
 * and building them all as tags took a millisecond a template, most of a first map's structure time. The blocks'
 * states and positions are kept as numbers; a block's {@code nbt} is read only if its state is a jigsaw. Reads
 * lists and compounds as the game writes them (no tag names but the root's are needed to be unique).
 */
final class TemplateNbt {

    private static final int END = 0;
    private static final int BYTE = 1;
    private static final int SHORT = 2;
    private static final int INT = 3;
    private static final int LONG = 4;
    private static final int FLOAT = 5;
    private static final int DOUBLE = 6;
    private static final int BYTE_ARRAY = 7;
    private static final int STRING = 8;
    private static final int LIST = 9;
    private static final int COMPOUND = 10;
    private static final int INT_ARRAY = 11;
    private static final int LONG_ARRAY = 12;

    /** The inflated NBT, and where the next tag is read. */
    private final byte[] b;
    private int at;

    /** The blocks as read: per block its state, position and where its {@code nbt} compound starts (or -1). */
    private int blockCount;
    private int[] states = new int[64];
    private int[] positions = new int[192];
    private int[] nbtAt = new int[64];

    private TemplateNbt(byte[] inflated) {
        this.b = inflated;
    }

    /** The template of {@code id} from its gzipped NBT; an IOException names what was malformed. */
    static Template parse(String id, byte[] gzipped, long maxBytes) throws IOException {
        return new TemplateNbt(inflate(gzipped, maxBytes)).template(id);
    }

    private static byte[] inflate(byte[] gzipped, long maxBytes) throws IOException {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(gzipped), 16384)) {
            byte[] out = in.readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 8));
            if (out.length > maxBytes) {
                throw new IOException("larger than " + (maxBytes >> 20) + " MB once unpacked");
            }
            return out;
        }
    }

    // ------------------------------------------------------------------ the root

    private Template template(String id) throws IOException {
        if (u8() != COMPOUND) {
            throw new IOException("the root tag is not a compound");
        }
        skipString();
        BlockPos size = null;
        List<Palette> palettes = new ArrayList<>();
        Palette single = null;
        boolean many = false;
        int type;
        while ((type = u8()) != END) {
            String name = string();
            if (type != LIST) {
                // Every tag read here is a list; one of another type is as if it were missing.
                skip(type);
                continue;
            }
            switch (name) {
                case "size" -> size = intTripleOrNull();
                case "palette" -> single = palette();
                case "palettes" -> {
                    many = true;
                    int element = u8();
                    int n = i32();
                    for (int i = 0; i < n; i++) {
                        if (element != LIST) {
                            throw new IOException("palettes holds tags of type " + element + ", not lists");
                        }
                        palettes.add(palette());
                    }
                }
                case "blocks" -> blocks();
                default -> skip(LIST);
            }
        }
        if (size == null) {
            throw new IOException("size is not three whole numbers");
        }
        if (!many) {
            palettes.add(single == null ? new Palette(new Direction[0][]) : single);
        }
        List<List<Template.Jigsaw>> jigsaws = new ArrayList<>();
        for (Palette p : palettes) {
            jigsaws.add(jigsaws(p));
        }
        return new Template(id, size, jigsaws.isEmpty() ? List.of() : jigsaws.get(0), List.copyOf(jigsaws));
    }

    /** A palette's jigsaw states: per state index its orientation (front, top), or null if not a jigsaw. */
    private record Palette(Direction[][] orientations) {
    }

    /** A list of block states (after its tag type): for each, whether it is a jigsaw and its orientation. */
    private Palette palette() throws IOException {
        int element = u8();
        int n = i32();
        Direction[][] orientations = new Direction[Math.max(n, 0)][];
        for (int i = 0; i < n; i++) {
            if (element != COMPOUND) {
                skip(element);
                continue;
            }
            String blockName = "";
            String orientation = "north_up";
            int type;
            while ((type = u8()) != END) {
                String key = string();
                if (key.equals("Name") && type == STRING) {
                    blockName = string();
                } else if (key.equals("Properties") && type == COMPOUND) {
                    orientation = orientation(orientation);
                } else {
                    skip(type);
                }
            }
            if (blockName.equals("minecraft:jigsaw")) {
                orientations[i] = Templates.orientation(orientation);
            }
        }
        return new Palette(orientations);
    }

    /** A state's properties compound: its {@code orientation}, or {@code otherwise} if it has none. */
    private String orientation(String otherwise) throws IOException {
        String found = otherwise;
        int type;
        while ((type = u8()) != END) {
            String key = string();
            if (key.equals("orientation") && type == STRING) {
                found = string();
            } else {
                skip(type);
            }
        }
        return found;
    }

    /** The blocks list (after its tag type): each block's state, position and where its nbt is. */
    private void blocks() throws IOException {
        int element = u8();
        int n = i32();
        for (int i = 0; i < n; i++) {
            if (element != COMPOUND) {
                throw new IOException("blocks holds tags of type " + element + ", not compounds");
            }
            int state = 0;
            BlockPos pos = null;
            int nbt = -1;
            int type;
            while ((type = u8()) != END) {
                String key = string();
                if (key.equals("state") && isNumber(type)) {
                    state = (int) number(type);
                } else if (key.equals("pos") && type == LIST) {
                    pos = intTripleOrNull();
                } else if (key.equals("nbt") && type == COMPOUND) {
                    nbt = at;
                    skip(COMPOUND);
                } else {
                    skip(type);
                }
            }
            add(state, pos, nbt);
        }
    }

    private void add(int state, BlockPos pos, int nbt) {
        if (blockCount == states.length) {
            states = Arrays.copyOf(states, blockCount * 2);
            nbtAt = Arrays.copyOf(nbtAt, blockCount * 2);
            positions = Arrays.copyOf(positions, blockCount * 6);
        }
        states[blockCount] = state;
        nbtAt[blockCount] = nbt;
        // a block without a position is refused only if it is a jigsaw, as it is only then read
        positions[3 * blockCount] = pos == null ? Integer.MIN_VALUE : pos.x();
        positions[3 * blockCount + 1] = pos == null ? 0 : pos.y();
        positions[3 * blockCount + 2] = pos == null ? 0 : pos.z();
        blockCount++;
    }

    /** The jigsaw blocks of one palette, sorted as the game lists them (y, x, z; file order among equals). */
    private List<Template.Jigsaw> jigsaws(Palette palette) throws IOException {
        Direction[][] orientations = palette.orientations();
        List<Template.Jigsaw> jigsaws = new ArrayList<>();
        for (int k = 0; k < blockCount; k++) {
            int state = states[k];
            if (state < 0 || state >= orientations.length || orientations[state] == null) {
                continue;
            }
            if (positions[3 * k] == Integer.MIN_VALUE) {
                throw new IOException("pos is not three whole numbers");
            }
            BlockPos pos = new BlockPos(positions[3 * k], positions[3 * k + 1], positions[3 * k + 2]);
            jigsaws.add(jigsaw(pos, orientations[state][0], orientations[state][1], nbtAt[k]));
        }
        jigsaws.sort(Comparator.comparingInt((Template.Jigsaw j) -> j.pos().y())
            .thenComparingInt(j -> j.pos().x()).thenComparingInt(j -> j.pos().z()));
        return List.copyOf(jigsaws);
    }

    /** A jigsaw block from its nbt compound at {@code nbt} (-1: none, every field its default). */
    private Template.Jigsaw jigsaw(BlockPos pos, Direction front, Direction top, int nbt) throws IOException {
        String joint = "";
        String name = "minecraft:empty";
        String target = "minecraft:empty";
        String pool = "minecraft:empty";
        String finalState = "minecraft:air";
        int placementPriority = 0;
        int selectionPriority = 0;
        if (nbt >= 0) {
            at = nbt;
            int type;
            while ((type = u8()) != END) {
                String key = string();
                if (type == STRING) {
                    String value = string();
                    switch (key) {
                        case "joint" -> joint = value;
                        case "name" -> name = value;
                        case "target" -> target = value;
                        case "pool" -> pool = value;
                        case "final_state" -> finalState = value;
                        default -> { }
                    }
                } else if (isNumber(type) && key.equals("placement_priority")) {
                    placementPriority = (int) number(type);
                } else if (isNumber(type) && key.equals("selection_priority")) {
                    selectionPriority = (int) number(type);
                } else {
                    skip(type);
                }
            }
        }
        if (!joint.equals("rollable") && !joint.equals("aligned")) {
            joint = front.vertical() ? "rollable" : "aligned";
        }
        return new Template.Jigsaw(pos, front, top, name, target, pool, joint, finalState, placementPriority,
            selectionPriority);
    }

    // ------------------------------------------------------------------ tags

    /** A list (after its tag type) of three ints, or null (the list skipped) if it is not. */
    private BlockPos intTripleOrNull() throws IOException {
        int element = u8();
        int n = i32();
        if (n == 3 && element == INT) {
            return new BlockPos(i32(), i32(), i32());
        }
        for (int i = 0; i < n; i++) {
            skip(element);
        }
        return null;
    }

    private static boolean isNumber(int type) {
        return type >= BYTE && type <= DOUBLE;
    }

    /** A number tag's value as a long (floats truncated), as a tag's {@code intValue} gives it. */
    private long number(int type) throws IOException {
        return switch (type) {
            case BYTE -> (byte) u8();
            case SHORT -> (short) (u8() << 8 | u8());
            case INT -> i32();
            case LONG -> i64();
            case FLOAT -> (long) Float.intBitsToFloat(i32());
            default -> (long) Double.longBitsToDouble(i64());
        };
    }

    private void skip(int type) throws IOException {
        switch (type) {
            case BYTE -> advance(1);
            case SHORT -> advance(2);
            case INT, FLOAT -> advance(4);
            case LONG, DOUBLE -> advance(8);
            case BYTE_ARRAY -> advance(length());
            case STRING -> skipString();
            case LIST -> {
                int element = u8();
                int n = i32();
                for (int i = 0; i < n; i++) {
                    skip(element);
                }
            }
            case COMPOUND -> {
                int t;
                while ((t = u8()) != END) {
                    skipString();
                    skip(t);
                }
            }
            case INT_ARRAY -> advance(4L * length());
            case LONG_ARRAY -> advance(8L * length());
            default -> throw new IOException("unknown tag type " + type);
        }
    }

    private int length() throws IOException {
        int n = i32();
        if (n < 0) {
            throw new IOException("a negative length at byte " + (at - 4));
        }
        return n;
    }

    private void advance(long n) throws IOException {
        if (n > b.length - at) {
            throw new IOException("ends early");
        }
        at += (int) n;
    }

    private int u8() throws IOException {
        if (at >= b.length) {
            throw new IOException("ends early");
        }
        return b[at++] & 0xFF;
    }

    private int i32() throws IOException {
        if (b.length - at < 4) {
            throw new IOException("ends early");
        }
        int v = (b[at] & 0xFF) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | (b[at + 3] & 0xFF);
        at += 4;
        return v;
    }

    private long i64() throws IOException {
        return (long) i32() << 32 | (i32() & 0xFFFFFFFFL);
    }

    private void skipString() throws IOException {
        advance(u8() << 8 | u8());
    }

    /**
     * A string in NBT's modified UTF-8. The game's names are ASCII, read directly; anything else is decoded as
     * {@link java.io.DataInputStream#readUTF} does.
     */
    private String string() throws IOException {
        int n = u8() << 8 | u8();
        if (n > b.length - at) {
            throw new IOException("ends early");
        }
        for (int i = at; i < at + n; i++) {
            if (b[i] < 0 || b[i] == 0) {
                String s = new java.io.DataInputStream(new ByteArrayInputStream(b, at - 2, n + 2)).readUTF();
                at += n;
                return s;
            }
        }
        String s = new String(b, at, n, StandardCharsets.ISO_8859_1);
        at += n;
        return s;
    }
}
