package org.terrainexplorer.world.json;

/**
 * Bad world data: malformed JSON, an unknown type, a missing or circular reference, a value out of range.
 * The message names the file, the JSON path and what was expected, e.g.
 * {@code data/minecraft/worldgen/noise_settings/overworld.json: at noise_router.final_density.argument1: unknown
 * density function type 'minecraft:sqeeze'}.
 */
public final class DataException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final String path;
    private final String problem;

    /**
     * @param file    the file, as a path inside its pack (or the pack's name)
     * @param path    the JSON path of the bad value, empty for the whole file
     * @param problem what was wrong and what was expected
     */
    public DataException(String file, String path, String problem) {
        super(file + (path.isEmpty() ? "" : ": at " + path) + ": " + problem);
        this.file = file;
        this.path = path;
        this.problem = problem;
    }

    /** The file. */
    public String file() {
        return file;
    }

    /** The JSON path, empty for the whole file. */
    public String path() {
        return path;
    }

    /** What was wrong. */
    public String problem() {
        return problem;
    }
}
