package org.terrainexplorer.world.structure.types;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.StructurePiece;

/**
 * Reference vectors of structure starts that players' worlds store (written by {@code StructureVectorsRun}): per
 * start the world's seed, the release that saved the chunk, the dimension, the chunk, the structure and every piece's
 * id and box as stored. Lines: {@code start SEED RELEASE DIMENSION CHUNK_X CHUNK_Z STRUCTURE}, then one
 * {@code piece ID MIN_X MIN_Y MIN_Z MAX_X MAX_Y MAX_Z} per piece; {@code #} starts a comment.
 */
public final class StructureVectors {

    /** The structure types these vectors are about: every type that is not jigsaw. */
    public static final Set<String> TYPES = Set.of("minecraft:buried_treasure", "minecraft:desert_pyramid",
        "minecraft:end_city", "minecraft:fortress", "minecraft:igloo", "minecraft:jungle_temple",
        "minecraft:mineshaft", "minecraft:nether_fossil", "minecraft:ocean_monument", "minecraft:ocean_ruin",
        "minecraft:ruined_portal", "minecraft:shipwreck", "minecraft:stronghold", "minecraft:swamp_hut",
        "minecraft:woodland_mansion");

    /**
     * The pieces the game moves up or down at the features stage (it finds their ground when it places their
     * blocks); the stored box of these agrees with the structure stage's on x, z and height only.
     */
    public static final Set<String> MOVED_LATER = Set.of("minecraft:btp", "minecraft:tedp", "minecraft:tejp",
        "minecraft:tesh", "minecraft:iglu", "minecraft:shipwreck", "minecraft:orp");

    /** A stored piece. */
    public record Piece(String id, BoundingBox box) {
    }

    /** A stored start. */
    public record Start(long seed, String release, String dimension, int chunkX, int chunkZ, String structure,
                        List<Piece> pieces) {
    }

    private StructureVectors() {
    }

    /** Whether a piece made by the explorer is the stored one (for pieces moved later: on x, z and height). */
    public static boolean same(Piece stored, StructurePiece mine) {
        if (!stored.id().equals(mine.type())) {
            return false;
        }
        BoundingBox a = stored.box();
        BoundingBox b = mine.box();
        if (!MOVED_LATER.contains(stored.id())) {
            return a.equals(b);
        }
        return a.minX() == b.minX() && a.minZ() == b.minZ() && a.maxX() == b.maxX() && a.maxZ() == b.maxZ()
            && a.ySpan() == b.ySpan();
    }

    /** Writes starts in the vectors' format. */
    public static void write(PrintWriter out, List<Start> starts) {
        out.println("# Structure starts stored by players' worlds (seed, release that saved the chunk, dimension,");
        out.println("# chunk, structure, each piece's id and box), written by io.anvil.StructureVectorsRun.");
        for (Start s : starts) {
            out.println("start " + s.seed() + " " + s.release() + " " + s.dimension() + " " + s.chunkX() + " "
                + s.chunkZ() + " " + s.structure());
            for (Piece p : s.pieces()) {
                BoundingBox b = p.box();
                out.println("piece " + p.id() + " " + b.minX() + " " + b.minY() + " " + b.minZ() + " " + b.maxX() + " "
                    + b.maxY() + " " + b.maxZ());
            }
        }
    }

    /** Reads starts in the vectors' format. */
    public static List<Start> read(InputStream in) {
        List<Start> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String[] head = null;
            List<Piece> pieces = new ArrayList<>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.trim().split(" ");
                if (f[0].equals("start")) {
                    if (head != null) {
                        out.add(start(head, pieces));
                    }
                    head = f;
                    pieces = new ArrayList<>();
                } else if (f[0].equals("piece")) {
                    pieces.add(new Piece(f[1], new BoundingBox(Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                        Integer.parseInt(f[4]), Integer.parseInt(f[5]), Integer.parseInt(f[6]), Integer.parseInt(f[7]))));
                } else {
                    throw new IllegalArgumentException("not a vector line: " + line);
                }
            }
            if (head != null) {
                out.add(start(head, pieces));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static Start start(String[] f, List<Piece> pieces) {
        return new Start(Long.parseLong(f[1]), f[2], f[3], Integer.parseInt(f[4]), Integer.parseInt(f[5]), f[6],
            List.copyOf(pieces));
    }
}
