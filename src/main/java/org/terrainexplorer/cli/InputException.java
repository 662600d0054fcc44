package org.terrainexplorer.cli;

/** Bad input found while a command runs: reported as its message alone, with a non-zero exit. */
final class InputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    InputException(String message) {
        super(message);
    }
}
