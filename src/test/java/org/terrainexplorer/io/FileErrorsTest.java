package org.terrainexplorer.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A file error in the words shown to users")
class FileErrorsTest {

    @Test
    @DisplayName("the file system's reason first, else permission denied or the kind of error, else the message")
    void reason() {
        assertEquals("Read-only file system", FileErrors.reason(new FileSystemException("/x", null,
            "Read-only file system")));
        assertEquals("permission denied", FileErrors.reason(new AccessDeniedException("/x")));
        assertEquals("no such file", FileErrors.reason(new NoSuchFileException("/x")));
        assertEquals("file already exists", FileErrors.reason(new FileAlreadyExistsException("/x")));
        assertEquals("file system error", FileErrors.reason(new FileSystemException("/x")));
        assertEquals("disk full", FileErrors.reason(new IOException("disk full")));
        assertEquals("input or output error", FileErrors.reason(new IOException()));
    }

    @Test
    @DisplayName("the file named where it is shown; a new entry's missing folder left to the caller's words")
    void fileAndCreation() {
        assertEquals("permission denied (/data/ledger)", FileErrors.reasonAndFile(new AccessDeniedException(
            "/data/ledger")));
        assertEquals("disk full", FileErrors.reasonAndFile(new IOException("disk full")));
        assertNull(FileErrors.notCreated(new NoSuchFileException("/proc/.x.probe")));
        assertEquals("permission denied", FileErrors.notCreated(new AccessDeniedException("/x/.x.probe")));
    }
}
