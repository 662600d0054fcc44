package org.terrainexplorer;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The launcher says in one line that there is no display, and names the headless commands")
class LauncherTest {

    @Test
    @DisplayName("on Linux without DISPLAY or WAYLAND_DISPLAY the window is not tried")
    void noDisplayOnLinux() {
        String message = Launcher.noDisplay("Linux", Map.of(), null);
        assertTrue(message != null && !message.contains("\n") && message.contains("DISPLAY")
            && message.contains("world") && message.contains("render"), message);
        assertTrue(Launcher.noDisplay("Linux", Map.of("DISPLAY", " "), null) != null, "a blank DISPLAY is none");
    }

    @Test
    @DisplayName("a display, Wayland, Windows or macOS open the window as before")
    void displays() {
        assertNull(Launcher.noDisplay("Linux", Map.of("DISPLAY", ":0"), null));
        assertNull(Launcher.noDisplay("Linux", Map.of("WAYLAND_DISPLAY", "wayland-0"), null));
        assertNull(Launcher.noDisplay("Windows 11", Map.of(), null));
        assertNull(Launcher.noDisplay("Mac OS X", Map.of(), null));
        assertNull(Launcher.noDisplay("Linux", Map.of(), "Monocle"), "the headless toolkit needs no display");
    }
}
