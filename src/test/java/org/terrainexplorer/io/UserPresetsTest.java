package org.terrainexplorer.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.io.Presets.Preset;
import org.terrainexplorer.io.Presets.SavedView;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

@DisplayName("The user's presets")
class UserPresetsTest {

    @TempDir
    Path home;

    @Test
    @DisplayName("live in ~/.terrain-explorer/presets unless the system property names another folder")
    void folder() {
        String saved = System.getProperty(UserPresets.FOLDER_PROPERTY);
        try {
            System.clearProperty(UserPresets.FOLDER_PROPERTY);
            assertEquals(Path.of(System.getProperty("user.home"), ".terrain-explorer", "presets"),
                UserPresets.standard().folder());
            System.setProperty(UserPresets.FOLDER_PROPERTY, home.resolve("elsewhere").toString());
            assertEquals(home.resolve("elsewhere"), UserPresets.standard().folder());
        } finally {
            if (saved == null) {
                System.clearProperty(UserPresets.FOLDER_PROPERTY);
            } else {
                System.setProperty(UserPresets.FOLDER_PROPERTY, saved);
            }
        }
    }

    @Test
    @DisplayName("saving creates the folder, names the file after the preset, and lists it back unchanged")
    void saveAndList() throws Exception {
        UserPresets user = new UserPresets(home.resolve("deep").resolve("presets"));
        assertEquals(new UserPresets.Listing(List.of(), List.of()), user.list(), "a missing folder holds none");

        TerrainParams params = TerrainParams.defaults().with(Param.SEED, 41L).with(Param.RIDGES, 0.35);
        Preset preset = new Preset("My Island!", "Saved from the window.", params,
            Optional.of(new SavedView(0.25, -0.5, 0.003)), List.of());
        Path file = user.save(preset);

        assertEquals(home.resolve("deep").resolve("presets").resolve("my-island.json"), file);
        UserPresets.Listing listing = user.list();
        assertEquals(List.of(), listing.refused());
        assertEquals(1, listing.presets().size());
        PresetEntry entry = listing.presets().get(0);
        assertEquals("my-island", entry.id());
        assertEquals(file.toString(), entry.source());
        assertEquals("My Island!", entry.preset().name());
        assertEquals(EnumSet.noneOf(Param.class), entry.preset().params().differences(params));
        assertEquals(preset.view(), entry.preset().view());
    }

    @Test
    @DisplayName("saving a preset of the same name replaces it, atomically, leaving no temporary file")
    void saveReplaces() throws Exception {
        UserPresets user = new UserPresets(home);
        user.save(Preset.of("Coast", TerrainParams.defaults().with(Param.SEED, 1L)));
        Path file = user.save(Preset.of("coast", TerrainParams.defaults().with(Param.SEED, 2L)));
        assertEquals(List.of(file), files());
        assertEquals(2L, Presets.load(file).params().seed());
    }

    @Test
    @DisplayName("lists presets sorted by name, skips other files, and reports broken ones without hiding the rest")
    void listsSortedAndReportsBroken() throws Exception {
        UserPresets user = new UserPresets(home);
        user.save(Preset.of("zebra coast", TerrainParams.defaults()));
        user.save(Preset.of("Alps", TerrainParams.defaults()));
        user.save(Preset.of("meadow", TerrainParams.defaults()));
        Files.writeString(home.resolve("broken.json"), "{\"format\": 1, \"frequency\": -1}");
        Files.writeString(home.resolve("notes.txt"), "not a preset");
        Files.createDirectory(home.resolve("folder.json"));

        UserPresets.Listing listing = user.list();
        assertEquals(List.of("Alps", "meadow", "zebra coast"),
            listing.presets().stream().map(e -> e.preset().name()).toList());
        assertEquals(1, listing.refused().size(), listing.refused().toString());
        String refusal = listing.refused().get(0);
        assertTrue(refusal.startsWith(home.resolve("broken.json") + ": frequency: -1"), refusal);
    }

    @Test
    @DisplayName("file names are made from preset names: lower case, hyphens, at most 64 characters, never empty")
    void fileNames() {
        assertEquals("my-island", UserPresets.idFor("My Island!"));
        assertEquals("ridged-mountains-2", UserPresets.idFor("  Ridged   mountains (2) "));
        assertEquals("déjà-vu", UserPresets.idFor("Déjà vu"));
        assertEquals("preset", UserPresets.idFor("?!"));
        assertEquals("preset", UserPresets.idFor(""));
        assertEquals("no-slashes-or-dots", UserPresets.idFor("../no/slashes/or/dots"));
        String longName = "a".repeat(63) + " b";
        assertEquals("a".repeat(63), UserPresets.idFor(longName), "cut to 64 without a trailing hyphen");
        assertEquals(64, UserPresets.idFor("x".repeat(100)).length());
    }

    @Test
    @DisplayName("a folder that cannot be created (a file is in the way) fails the save with the reason")
    void folderBlocked() throws Exception {
        Path blocker = Files.writeString(home.resolve("presets"), "a file, not a folder");
        UserPresets user = new UserPresets(blocker);
        IOException e = assertThrows(IOException.class, () -> user.save(Preset.of("x", TerrainParams.defaults())));
        assertTrue(e.getMessage().contains(blocker.toString()), e.getMessage());
        assertEquals("a file, not a folder", Files.readString(blocker));
        assertFalse(Files.isDirectory(blocker));
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> list = Files.list(home)) {
            return list.sorted().toList();
        }
    }
}
