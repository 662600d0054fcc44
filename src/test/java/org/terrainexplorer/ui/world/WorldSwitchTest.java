package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.io.anvil.SmallSaves;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** What the window says after a switch of world: the saved world's heading, Explain, the status bar. */
@ExtendWith(ApplicationExtension.class)
@DisplayName("The world window after a switch of world")
class WorldSwitchTest {

    @TempDir
    static Path shared;
    /** A saved world of chunks −2..1 by −1..0 of seed 42's overworld, as a folder and as a zip. */
    private static Path savedWorld;
    private static Path savedZip;
    /** A datapack zip that raises the sea level. */
    private static Path packZip;

    /** Dialogs answered by the test. */
    static final class Scripted implements WorldDialogs {
        final Deque<Path> paths = new ArrayDeque<>();
        BlockBox suggestedBox;

        @Override
        public Optional<Path> chooseDatapack(Window owner, boolean folder) {
            return Optional.ofNullable(paths.poll());
        }

        @Override
        public Optional<Path> chooseWorldFile(Window owner) {
            return Optional.ofNullable(paths.poll());
        }

        @Override
        public Optional<Path> chooseSave(Window owner, String title, String name, String description, String ext) {
            return Optional.empty();
        }

        @Override
        public void error(Window owner, String title, String message) {
        }

        @Override
        public Optional<BlockBox> editBox(Window owner, String title, BlockBox suggested,
                                          java.util.function.Function<BlockBox, String> check) {
            suggestedBox = suggested;
            return Optional.empty();
        }
    }

    private final Scripted dialogs = new Scripted();
    private WorldWindowFixture fixture;
    private WorldModel model;
    private WorldWindow window;

    @BeforeAll
    static void saveAWorld() throws IOException {
        savedWorld = shared.resolve("saved");
        SmallSaves.seed42(savedWorld);
        savedZip = shared.resolve("saved.zip");
        try (OutputStream out = Files.newOutputStream(savedZip); ZipOutputStream z = new ZipOutputStream(out);
             Stream<Path> files = Files.walk(savedWorld)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                z.putNextEntry(new ZipEntry("saved/" + savedWorld.relativize(f).toString().replace('\\', '/')));
                z.write(Files.readAllBytes(f));
                z.closeEntry();
            }
        }
        packZip = shared.resolve("pack.zip");
        try (OutputStream out = Files.newOutputStream(packZip); ZipOutputStream z = new ZipOutputStream(out)) {
            z.putNextEntry(new ZipEntry("data/minecraft/worldgen/noise_settings/overworld.json"));
            String settings = Files.readString(TestWorlds.MCDATA.resolve(
                "1.21.1/data/minecraft/worldgen/noise_settings/overworld.json"))
                .replace("\"sea_level\": 63", "\"sea_level\": 70");
            z.write(settings.getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
        }
    }

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.open(stage, dialogs, 620, 440, m -> {
            m.setSection(new SectionLine(-40, 5, 39, 5));
            m.setIso(IsoSettings.around(0, 0).withSize(2));
            m.change(WorldSettings.of(BuiltinWorld.OVERWORLD, "42").withVersion("1.21.1").withCarvers(false));
        });
        model = fixture.model;
        window = fixture.window;
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    private static void waitUntil(String what, java.util.function.BooleanSupplier condition) {
        WorldWaits.waitUntil(what, 60, condition);
    }

    /** Opens {@code path} as File ▸ Open Minecraft world file does and waits until it is shown. */
    private void openFile(FxRobot robot, Path path) {
        dialogs.paths.add(path);
        robot.interact(() -> window.menuItem("world-menu-open-saved-file").fire());
        waitUntil("the saved world " + path, () -> model.savedWorld() != null
            && path.equals(model.savedWorld().source()) && !model.loadingProperty().get());
    }

    private String heading(FxRobot robot) {
        AtomicReference<String> text = new AtomicReference<>();
        robot.interact(() -> text.set(robot.lookup("#world-saved-name").queryLabeled().getText()));
        return text.get();
    }

    @Test
    @DisplayName("the saved world's heading names it once it is shown, opened from a folder, a level.dat or a zip")
    void headingNamesTheWorld(FxRobot robot) {
        WorldWaits.loaded(model, 60);
        dialogs.paths.add(savedWorld);
        robot.interact(() -> window.menuItem("world-menu-open-saved").fire());
        waitUntil("the folder", () -> model.savedWorld() != null && !model.loadingProperty().get());
        assertTrue(heading(robot).startsWith("Saved world: "), heading(robot));
        assertTrue(heading(robot).contains("(saved)"), heading(robot));

        openFile(robot, savedWorld.resolve("level.dat"));
        assertTrue(heading(robot).startsWith("Saved world: "), heading(robot));
        assertTrue(heading(robot).contains("(saved/level.dat)"), heading(robot));

        openFile(robot, savedZip);
        assertTrue(heading(robot).startsWith("Saved world: "), heading(robot));
        assertTrue(heading(robot).contains("(saved.zip)"), heading(robot));
    }

    @Test
    @DisplayName("opening a saved world leaves Explain no explanation of the generated world's block")
    void explainLeavesThePreviousWorld(FxRobot robot) {
        WorldWaits.loaded(model, 60);
        robot.interact(() -> model.explain(WorldModel.Spot.block(3, 60, 5)));
        Label summary = robot.lookup("#explain-summary").queryAs(Label.class);
        waitUntil("the block explained", () -> summary.getText() != null && summary.getText().contains(":"));
        openFile(robot, savedWorld.resolve("level.dat"));
        waitUntil("Explain's note on saved worlds", () -> summary.getText() != null
            && summary.getText().contains("Explain works on generated worlds"));
    }

    @Test
    @DisplayName("a datapack zip opened is said to be opened; Back to generated world clears an older error")
    void statusFollowsTheWorld(FxRobot robot) {
        WorldWaits.loaded(model, 60);
        dialogs.paths.add(packZip);
        robot.interact(() -> window.menuItem("world-menu-open-zip").fire());
        waitUntil("the pack", () -> model.loaded() != null && packZip.equals(model.loaded().settings().datapack())
            && !model.loadingProperty().get());
        waitUntil("the bar to say the pack opened", () -> window.statusMessage().contains("Opened datapack pack.zip"));
        // With the release left to the session (the newest, as the window starts), a pack for another release
        // brings the world to it, and the bar says so.
        robot.interact(() -> model.change(model.settings().withVersion(null)));
        waitUntil("the newest release", () -> model.loaded() != null && model.loaded().settings().version() == null
            && !model.loadingProperty().get());
        String release = model.loaded().version();
        String other = release.equals("1.21.1") ? "1.20.1" : "1.21.1";
        Path forOther = shared.resolve("for-" + other + ".zip");
        robot.interact(() -> {
            try (OutputStream out = Files.newOutputStream(forOther); ZipOutputStream z = new ZipOutputStream(out)) {
                z.putNextEntry(new ZipEntry("pack.mcmeta"));
                z.write(("{\"pack\": {\"pack_format\": " + (other.equals("1.21.1") ? 48 : 15)
                    + ", \"description\": \"\"}}").getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
                // The release's own noise settings: a pack that changes nothing but its release.
                z.putNextEntry(new ZipEntry("data/minecraft/worldgen/noise_settings/overworld.json"));
                z.write(Files.readAllBytes(TestWorlds.MCDATA.resolve(
                    other + "/data/minecraft/worldgen/noise_settings/overworld.json")));
                z.closeEntry();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        dialogs.paths.add(forOther);
        robot.interact(() -> window.menuItem("world-menu-open-zip").fire());
        waitUntil("the other pack", () -> model.loaded() != null
            && forOther.equals(model.loaded().settings().datapack()) && !model.loadingProperty().get());
        assertEquals(other, model.loaded().version(), "the pack's release");
        waitUntil("the bar to say the release moved", () -> window.statusMessage().contains("Opened datapack for-"
            + other + ".zip; the world is now release " + other + ", the one the pack is for"));

        openFile(robot, savedZip);
        Path notAWorld = shared.resolve("nothing.zip");
        robot.interact(() -> {
            try {
                Files.write(notAWorld, new byte[0]);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        dialogs.paths.add(notAWorld);
        robot.interact(() -> window.menuItem("world-menu-open-saved-file").fire());
        waitUntil("the refusal", () -> window.statusMessage().contains("nothing.zip")
            && !window.statusMessage().startsWith("Opening") && !model.loadingProperty().get());
        String refusal = window.statusMessage();
        assertEquals(savedZip, model.savedWorld().source(), "the zip opened before stays");
        robot.interact(() -> window.menuItem("world-menu-back-to-generated").fire());
        waitUntil("the generated world", () -> model.savedWorld() == null && !model.loadingProperty().get());
        waitUntil("the bar to say so", () -> window.statusMessage().startsWith("Back to the generated world"));
        assertFalse(window.statusMessage().contains(refusal), window.statusMessage());
    }

    @Test
    @DisplayName("File ▸ Export box suggests whole chunks around the map's centre, the 3D view's size")
    void exportBoxAroundTheMap(FxRobot robot) {
        WorldWaits.loaded(model, 60);
        robot.interact(() -> model.setView(model.view().centredOn(1000, -500)));
        waitUntil("the view", () -> !model.loadingProperty().get());
        robot.interact(() -> window.menuItem("world-menu-export-vox").fire());
        BlockBox b = dialogs.suggestedBox;
        assertTrue(b != null && b.minX() <= 1000 && 1000 <= b.maxX() && b.minZ() <= -500 && -500 <= b.maxZ(),
            String.valueOf(b));
        assertEquals(0, Math.floorMod(b.minX(), 16), "whole chunks: " + b);
        assertEquals(0, Math.floorMod(b.minZ(), 16), "whole chunks: " + b);
        assertEquals(model.iso().size() * 16, b.sizeX());
        assertEquals(b.sizeX(), b.sizeZ());
    }
}
