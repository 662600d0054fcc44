package org.terrainexplorer.io.anvil;

import java.io.IOException;

/** NBT that is well-formed but not what the game writes there: a missing field or a field of the wrong type. */
final class NbtFormatException extends IOException {

    private static final long serialVersionUID = 1L;

    NbtFormatException(String message) {
        super(message);
    }
}
