package org.terrainexplorer.io.anvil;

import java.nio.file.Path;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Something wrong in a saved world's files, found while reading: the file and, when it concerns one chunk, which.
 * The chunk (or the whole file) is skipped and shown as not generated.
 *
 * @param file    the region file (or external chunk file)
 * @param chunk   the chunk, or null when the whole file is unreadable
 * @param message what is wrong
 */
public record ChunkProblem(Path file, ChunkPos chunk, String message) {

    @Override
    public String toString() {
        String where = file.getFileName() + (chunk == null ? "" : " chunk " + chunk.x() + "," + chunk.z());
        return where + ": " + message;
    }
}
