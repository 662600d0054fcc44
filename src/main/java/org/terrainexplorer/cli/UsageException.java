package org.terrainexplorer.cli;

/**
 * A malformed command line found by a command rather than by picocli: a value that is not one the option
 * takes, or options that do not go together. Reported like picocli's own errors (the message, then where
 * to find the options) with {@link TerrainCli#EXIT_USAGE_ERROR}, so the exit status says whether the
 * command line or the input was wrong.
 */
final class UsageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
