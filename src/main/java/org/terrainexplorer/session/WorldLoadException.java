package org.terrainexplorer.session;

/**
 * Settings that cannot make a world: bad world data (naming the file and the JSON path), a datapack or saved world
 * that cannot be read, a release or dimension the session does not have. The message is for the user as it is.
 */
public final class WorldLoadException extends Exception {

    private static final long serialVersionUID = 1L;

    /** A failure with a message for the user. */
    public WorldLoadException(String message) {
        super(message);
    }

    /** A failure with a message for the user and its cause. */
    public WorldLoadException(String message, Throwable cause) {
        super(message, cause);
    }
}
