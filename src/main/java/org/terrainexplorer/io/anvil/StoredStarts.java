package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.structure.BoundingBox;

/**
 * The structure starts a saved world's chunks store, as the game wrote them (read, never written): a chunk's
 * {@code structures.starts} compound holds, per structure id, the start's {@code ChunkX}, {@code ChunkZ} and
 * {@code Children} (each piece's {@code id} and {@code BB}, the start piece first). The game stores only starts with
 * pieces since 1.18; an {@code "INVALID"} start, which upgraded chunks carry, has no children here. See
 * {@link SavedWorld#storedStarts}.
 */
public final class StoredStarts {

    /** The chunk statuses in the game's order (1.18 and later); a chunk at index 1 or more has made its starts. */
    public static final List<String> STATUSES = List.of("empty", "structure_starts", "structure_references",
        "biomes", "noise", "surface", "carvers", "liquid_carvers", "features", "initialize_light", "light", "spawn",
        "full");

    /** The top-level tags of a chunk's NBT that {@link #chunk} reads (the rest is skipped unread). */
    static final Set<String> TAGS = Set.of("Level", "Status", "DataVersion", "structures");

    private StoredStarts() {
    }

    /** A piece as the chunk stores it: its type's id ({@code minecraft:jigsaw}) and box. */
    public record Piece(String id, BoundingBox box) {
        /** "jigsaw (box)": the id without its namespace, then the box. */
        @Override
        public String toString() {
            return id.replace("minecraft:", "") + " " + box;
        }
    }

    /**
     * A stored start.
     *
     * @param id       the structure's id (the compound's key, {@code minecraft:village_plains})
     * @param chunkX   {@code ChunkX}
     * @param chunkZ   {@code ChunkZ}
     * @param children its pieces in the stored order, the start piece first; none for an {@code INVALID} start
     */
    public record Start(String id, int chunkX, int chunkZ, List<Piece> children) {
        public Start {
            children = List.copyOf(children);
        }

        /** Whether it is an {@code INVALID} start (or one without pieces): the game placed nothing. */
        public boolean invalid() {
            return children.isEmpty();
        }

        /** The start piece's box (its first child's). */
        public BoundingBox startBox() {
            return children.get(0).box();
        }

        /** The box of all its pieces. */
        public BoundingBox piecesBox() {
            return BoundingBox.encapsulating(children.stream().map(Piece::box).toList());
        }
    }

    /**
     * A chunk's starts.
     *
     * @param pos         the chunk
     * @param dataVersion its {@code DataVersion}
     * @param status      its status, without namespace ({@code structure_starts} or later)
     * @param starts      its starts, by id, the invalid ones too
     */
    public record Chunk(ChunkPos pos, int dataVersion, String status, List<Start> starts) {
        public Chunk {
            starts = List.copyOf(starts);
        }
    }

    /** The chunk's starts, or null when it is before {@code structure_starts} or of the format before 1.18. */
    static Chunk chunk(ChunkPos pos, CompoundBinaryTag root) {
        if (root.get("Level") != null) {
            return null;
        }
        String status = root.getString("Status").replace("minecraft:", "");
        if (STATUSES.indexOf(status) < 1) {
            return null;
        }
        List<Start> out = starts(root.getCompound("structures").getCompound("starts"), pos);
        return new Chunk(pos, root.getInt("DataVersion"), status, out);
    }

    /**
     * The starts of a chunk's {@code structures.starts} compound, by id; an {@code INVALID} start (or one without
     * readable pieces) has no children. {@code pos} is the chunk, for a start without {@code ChunkX}/{@code ChunkZ}.
     */
    static List<Start> starts(CompoundBinaryTag starts, ChunkPos pos) {
        List<Start> out = new ArrayList<>();
        for (String key : new TreeSet<>(starts.keySet())) {
            CompoundBinaryTag s = starts.getCompound(key);
            List<Piece> children = new ArrayList<>();
            if (!"INVALID".equals(s.getString("id"))) {
                for (BinaryTag t : s.getList("Children")) {
                    if (t instanceof CompoundBinaryTag c && c.get("BB") instanceof IntArrayBinaryTag bb
                        && bb.size() == 6) {
                        children.add(new Piece(c.getString("id"),
                            new BoundingBox(bb.get(0), bb.get(1), bb.get(2), bb.get(3), bb.get(4), bb.get(5))));
                    }
                }
            }
            out.add(new Start(key, s.getInt("ChunkX", pos.x()), s.getInt("ChunkZ", pos.z()), children));
        }
        return out;
    }

    /**
     * The built-in world whose generator made a dimension of a saved world, from its world generation settings (in
     * level.dat or 26.1's world_gen_settings.dat).
     *
     * @param builtin the built-in world ({@link BuiltinWorld#OVERWORLD} for the nether and the end), or null
     * @param problem why there is none the explorer makes as the game did (a flat or customised generator,
     *                structures switched off, no seed), or null
     */
    public record Generator(BuiltinWorld builtin, String problem) {
    }

    /** The generator of a saved world's dimension (see {@link Generator}). */
    public static Generator generator(Path folder, DimensionFolder dimension) throws IOException {
        LevelDatReader.Info info = LevelDatReader.read(folder.resolve("level.dat"));
        if (info.seed() == null) {
            return new Generator(null, "its level.dat has no seed");
        }
        CompoundBinaryTag gen = info.worldGen();
        if (gen == null) {
            return new Generator(null, "its level.dat has no world generation settings");
        }
        if (gen.getByte("generate_features", (byte) 1) == 0 || gen.getByte("generate_structures", (byte) 1) == 0) {
            return new Generator(null, "it was made with structures off");
        }
        CompoundBinaryTag stem = info.stem(dimension);
        CompoundBinaryTag generator = stem == null ? CompoundBinaryTag.empty() : stem.getCompound("generator");
        String type = generator.getString("type");
        if (!type.equals("minecraft:noise")) {
            return new Generator(null, "its " + dimension.cliName() + " generator is "
                + (type.isEmpty() ? "not named" : type.replace("minecraft:", "")) + ", not a noise generator");
        }
        String settings = generator.get("settings") instanceof StringBinaryTag s ? s.value() : "custom settings";
        BuiltinWorld builtin = switch (dimension) {
            case OVERWORLD -> switch (settings) {
                case "minecraft:overworld" -> BuiltinWorld.OVERWORLD;
                case "minecraft:large_biomes" -> BuiltinWorld.LARGE_BIOMES;
                case "minecraft:amplified" -> BuiltinWorld.AMPLIFIED;
                default -> null;
            };
            case NETHER -> settings.equals("minecraft:nether") ? BuiltinWorld.OVERWORLD : null;
            case END -> settings.equals("minecraft:end") ? BuiltinWorld.OVERWORLD : null;
        };
        return builtin == null ? new Generator(null, "its " + dimension.cliName() + " generator has the settings "
            + settings.replace("minecraft:", "") + ", which the explorer does not make") : new Generator(builtin, null);
    }
}
