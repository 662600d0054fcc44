package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.terrainexplorer.world.chunk.ChunkPos;

/** A dimension's height found from its stored chunks, for a dimension type level.dat does not spell out. */
final class DimensionExtent {

    private static final Pattern REGION_NAME = Pattern.compile("r\\.(-?\\d+)\\.(-?\\d+)\\.mca");
    private static final long MAX_NBT_BYTES = 64L << 20;

    private DimensionExtent() {
    }

    /**
     * The height of a dimension whose type level.dat does not spell out (a datapack's): the lowest section and the
     * highest section with blocks of the first chunk found, or the height of the game's own dimension.
     */
    static int[] fromChunks(Path regionFolder, DimensionFolder dimension, List<Path> files) {
        for (Path file : files) {
            try (RegionReader r = RegionReader.open(file)) {
                if (r == null) {
                    continue;
                }
                int[] found = firstExtent(r, file);
                if (found != null) {
                    return found;
                }
            } catch (IOException e) {
                // An unreadable file tells nothing about the height; it is reported when its chunks are asked for.
            }
        }
        return new int[] {dimension.minY(), dimension.height()};
    }

    private static int[] firstExtent(RegionReader r, Path file) {
        Matcher m = REGION_NAME.matcher(file.getFileName().toString());
        if (!m.matches()) {
            return null;
        }
        int rx = Integer.parseInt(m.group(1));
        int rz = Integer.parseInt(m.group(2));
        for (int i = 0; i < RegionFile.SIDE * RegionFile.SIDE; i++) {
            ChunkPos pos = new ChunkPos(rx * 32 + i % 32, rz * 32 + i / 32);
            try {
                CompoundBinaryTag root = nbt(r.read(pos));
                if (root == null) {
                    continue;
                }
                Long yPos = Nbt.integer(root, "yPos", "");
                var sections = Nbt.list(root, "sections", "", net.kyori.adventure.nbt.BinaryTagTypes.COMPOUND);
                if (yPos == null || sections == null) {
                    continue;
                }
                long top = yPos;
                for (int k = 0; k < sections.size(); k++) {
                    CompoundBinaryTag s = (CompoundBinaryTag) sections.get(k);
                    Long y = Nbt.integer(s, "Y", "");
                    if (y != null && s.get("block_states") != null) {
                        top = Math.max(top, y + 1);
                    }
                }
                return new int[] {(int) (yPos * 16), (int) ((top - yPos) * 16)};
            } catch (IOException e) {
                // Try the next chunk.
            }
        }
        return null;
    }


    private static CompoundBinaryTag nbt(RegionReader.Payload payload) throws IOException {
        if (payload == null) {
            return null;
        }
        try (InputStream in = payload.compression().open(payload.data(), payload.offset(), payload.length())) {
            return BinaryTagIO.reader(MAX_NBT_BYTES).read(in);
        }
    }
}
