package org.terrainexplorer.io.anvil;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagType;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.PieceFields;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * What a saved chunk stores of structures, as the game writes its {@code structures} compound: {@code starts}, the
 * structures that start in the chunk (by structure id: {@code id}, {@code ChunkX}, {@code ChunkZ},
 * {@code references} and {@code Children}, its pieces with the start piece first), and {@code References}, per
 * structure id the chunks (packed as the game packs a chunk position) whose starts' boxes reach this chunk. When the
 * game continues a saved chunk it places the pieces of every start that reaches it, read from these.
 *
 * <p>A start is written when every piece of it is {@link StructurePiece#savable}: each piece writes its own fields
 * ({@link StructurePiece#saveFields}) after the type, box, orientation and depth every piece stores. A start with a
 * piece whose generator does not keep its fields is left out, start and references both, so the game places
 * nothing of that structure in saved chunks.
 */
public final class StructureNbt {

    /** An empty {@code structures} compound: no starts, no references. */
    static final CompoundBinaryTag NONE = CompoundBinaryTag.builder()
        .put("starts", CompoundBinaryTag.empty())
        .put("References", CompoundBinaryTag.empty())
        .build();

    private StructureNbt() {
    }

    /**
     * What a chunk stores of structures.
     *
     * @param tag     its {@code structures} compound
     * @param written the ids of the starts it holds
     * @param leftOut the ids of the starts that begin in it but cannot be written (a piece is not
     *                {@link StructurePiece#savable})
     */
    public record ChunkStructures(CompoundBinaryTag tag, List<String> written, List<String> leftOut) {
        static final ChunkStructures NONE = new ChunkStructures(StructureNbt.NONE, List.of(), List.of());
    }

    /**
     * The {@code structures} compound of chunk (chunkX, chunkZ) of a world: the starts in it and the references to
     * the starts reaching it, of every structure that can be written.
     */
    public static ChunkStructures chunk(StructureWorld world, int chunkX, int chunkZ) {
        if (world.possibleSets().isEmpty()) {
            return ChunkStructures.NONE;
        }
        CompoundBinaryTag.Builder starts = CompoundBinaryTag.builder();
        List<String> written = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        for (StructureStart s : world.startsIn(chunkX, chunkZ)) {
            if (writable(s)) {
                starts.put(s.id(), start(s));
                written.add(s.id());
            } else {
                leftOut.add(s.id());
            }
        }
        Map<String, List<Long>> byId = new TreeMap<>();
        for (StructureStart s : world.referencing(chunkX, chunkZ, null)) {
            if (writable(s)) {
                byId.computeIfAbsent(s.id(), k -> new ArrayList<>()).add(new ChunkPos(s.chunkX(), s.chunkZ()).asLong());
            }
        }
        CompoundBinaryTag.Builder references = CompoundBinaryTag.builder();
        byId.forEach((id, chunks) -> references.put(id,
            LongArrayBinaryTag.longArrayBinaryTag(chunks.stream().mapToLong(Long::longValue).toArray())));
        return new ChunkStructures(CompoundBinaryTag.builder()
            .put("starts", starts.build())
            .put("References", references.build())
            .build(), written, leftOut);
    }

    /** Whether a start is written: every piece of it can be saved. */
    static boolean writable(StructureStart s) {
        return s.pieces().stream().allMatch(StructurePiece::savable);
    }

    /** A start as the game's {@code StructureStart.createTag} writes it (a fresh world's starts have 0 references). */
    static CompoundBinaryTag start(StructureStart s) {
        ListBinaryTag.Builder<CompoundBinaryTag> children = ListBinaryTag.builder(BinaryTagTypes.COMPOUND);
        for (StructurePiece p : s.pieces()) {
            Fields f = new Fields();
            f.putString("id", p.type())
                .putIntArray("BB", p.box().toArray())
                .putInt("O", p.orientation() == null ? -1 : p.orientation().data2d())
                .putInt("GD", p.genDepth());
            p.saveFields(f, s.structure());
            children.add(f.build());
        }
        return CompoundBinaryTag.builder()
            .putString("id", s.id())
            .putInt("ChunkX", s.chunkX())
            .putInt("ChunkZ", s.chunkZ())
            .putInt("references", 0)
            .put("Children", children.build())
            .build();
    }

    /** A piece's fields as an NBT compound, in the order written. */
    private static final class Fields implements PieceFields {
        private final Map<String, BinaryTag> tags = new LinkedHashMap<>();

        private PieceFields put(String key, BinaryTag tag) {
            tags.put(key, tag);
            return this;
        }

        @Override
        public PieceFields putInt(String key, int value) {
            return put(key, IntBinaryTag.intBinaryTag(value));
        }

        @Override
        public PieceFields putFloat(String key, float value) {
            return put(key, FloatBinaryTag.floatBinaryTag(value));
        }

        @Override
        public PieceFields putBoolean(String key, boolean value) {
            return putByte(key, value ? (byte) 1 : (byte) 0);
        }

        @Override
        public PieceFields putByte(String key, byte value) {
            return put(key, ByteBinaryTag.byteBinaryTag(value));
        }

        @Override
        public PieceFields putString(String key, String value) {
            return put(key, StringBinaryTag.stringBinaryTag(value));
        }

        @Override
        public PieceFields putIntArray(String key, int[] value) {
            return put(key, IntArrayBinaryTag.intArrayBinaryTag(value.clone()));
        }

        @Override
        public PieceFields putJson(String key, JsonNode value) {
            BinaryTag tag = JsonNbt.convertWrapping(value);
            return tag == null ? this : put(key, tag);
        }

        @Override
        public PieceFields putCompound(String key, Consumer<PieceFields> fields) {
            Fields inner = new Fields();
            fields.accept(inner);
            return put(key, inner.build());
        }

        @Override
        public <T> PieceFields putList(String key, List<T> items, BiConsumer<PieceFields, T> each) {
            List<BinaryTag> tags = new ArrayList<>(items.size());
            for (T item : items) {
                Fields inner = new Fields();
                each.accept(inner, item);
                tags.add(inner.build());
            }
            return put(key, list(BinaryTagTypes.COMPOUND, tags));
        }

        @Override
        public PieceFields putIntArrayList(String key, List<int[]> arrays) {
            List<BinaryTag> tags = new ArrayList<>(arrays.size());
            for (int[] a : arrays) {
                tags.add(IntArrayBinaryTag.intArrayBinaryTag(a.clone()));
            }
            return put(key, list(BinaryTagTypes.INT_ARRAY, tags));
        }

        CompoundBinaryTag build() {
            CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
            tags.forEach(b::put);
            return b.build();
        }

        /** A list of one type; an empty one of no type, as the game writes an empty list. */
        private static ListBinaryTag list(BinaryTagType<? extends BinaryTag> type, List<BinaryTag> tags) {
            return tags.isEmpty() ? ListBinaryTag.empty() : ListBinaryTag.listBinaryTag(type, tags);
        }
    }
}
