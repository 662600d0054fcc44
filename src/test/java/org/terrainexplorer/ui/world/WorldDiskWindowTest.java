package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.stream.Stream;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ProgressBar;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.AnvilSaver;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.io.anvil.WorldOrigin;
import org.terrainexplorer.render.world.WorldColors;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.MapDrawing;
import org.terrainexplorer.session.WorldChunks;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.world.chunk.ChunkChecksum;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
@DisplayName("Minecraft worlds on disk in the voxel world window")
class WorldDiskWindowTest {

    /** The section every test draws: along x at z = 5, from chunk −3 to chunk 2. */
    private static final SectionLine LINE = new SectionLine(-40, 5, 39, 5);

    /** A saved world of chunks −2..1 by −1..0 of the overworld, seed 42 (the window's default world). */
    @TempDir
    static Path shared;
    private static Path savedWorld;
    private static WorldGenerator generator;

    /** Dialogs answered by the test. */
    static final class Scripted implements WorldDialogs {
        final Deque<Path> worlds = new ArrayDeque<>();
        final Deque<Path> files = new ArrayDeque<>();
        final List<String> errors = new ArrayList<>();
        ChunkRange range;
        BlockBox box;

        @Override
        public Optional<Path> chooseDatapack(Window owner, boolean folder) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseSave(Window owner, String title, String name, String description, String ext) {
            return Optional.ofNullable(files.poll());
        }

        @Override
        public void error(Window owner, String title, String message) {
            errors.add(title + ": " + message);
        }

        @Override
        public Optional<Path> chooseWorld(Window owner) {
            return Optional.ofNullable(worlds.poll());
        }

        @Override
        public Optional<Path> chooseWorldTarget(Window owner, String suggestedName) {
            return Optional.ofNullable(files.poll());
        }

        @Override
        public Optional<ChunkRange> editChunkRange(Window owner, ChunkRange suggested,
                                                   Function<ChunkRange, String> check) {
            return Optional.of(range != null ? range : suggested);
        }

        @Override
        public Optional<BlockBox> editBox(Window owner, String title, BlockBox suggested,
                                          Function<BlockBox, String> check) {
            return Optional.of(box != null ? box : suggested);
        }
    }

    private WorldWindowFixture fixture;
    private RenderPool pool;
    private WorldModel model;
    private WorldWindow window;
    private final Scripted dialogs = new Scripted();

    @BeforeAll
    static void saveAWorld() throws IOException {
        WorldDefinition world = TestWorlds.load(BuiltinWorld.OVERWORLD);
        generator = new WorldGenerator(new RandomState(world, 42L));
        savedWorld = shared.resolve("saved");
        try (RenderPool p = new RenderPool(2)) {
            AnvilSaver.save(new AnvilSaver.Request(generator, world, new WorldOrigin.Builtin(BuiltinWorld.OVERWORLD),
                42L, new ChunkPos(-2, -1), new ChunkPos(1, 0), savedWorld, false), p, n -> { }, () -> false);
        }
        // A nether of the same chunks, so the window can switch to it.
        copy(savedWorld.resolve("region"), savedWorld.resolve("DIM-1/region"));
    }

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.open(stage, dialogs, 620, 440, m -> {
            // Small views, so little is generated: the section of six chunks, a 3D view of 2 x 2.
            m.setSection(LINE);
            m.setIso(IsoSettings.around(0, 0).withSize(2));
            // The world the saved one was made from: 1.21.1's overworld, the carvers off (as TestWorlds.load).
            m.change(WorldSettings.of(BuiltinWorld.OVERWORLD, "42").withVersion("1.21.1").withCarvers(false));
        });
        pool = fixture.pool;
        model = fixture.model;
        window = fixture.window;
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    private static void waitUntil(String what, BooleanSupplier condition) {
        WorldWaits.waitUntil(what, 30, condition);
    }

    private void loaded() {
        WorldWaits.loaded(model, 30);
    }

    /** The complete section of {@link #LINE}, or null while it is drawn. */
    private WorldEngine.Image section() {
        WorldEngine.Image s = window.engine().sectionImageProperty().get();
        return s != null && LINE.equals(s.shows()) && s.complete() ? s : null;
    }

    /** The complete map of a view, or null while it is drawn. */
    private WorldEngine.Image map(WorldView view) {
        WorldEngine.Image m = window.engine().mapImageProperty().get();
        return m != null && view.equals(m.shows()) && m.complete() ? m : null;
    }

    private void openSaved(FxRobot robot, Path folder) {
        dialogs.worlds.add(folder);
        robot.interact(() -> window.menuItem("world-menu-open-saved").fire());
        waitUntil("the saved world", () -> model.savedWorld() != null && folder.equals(model.savedWorld().folder())
            && !model.loadingProperty().get());
    }

    private static boolean notGenerated(int argb) {
        return argb == WorldColors.NOT_GENERATED || argb == WorldColors.NOT_GENERATED_HATCH;
    }

    @Test
    @DisplayName("a saved world opens over the generated world of the release that wrote it, so the two compare; "
        + "Back to generated world restores the release it had, and Explain explains again")
    void savedWorldBringsItsRelease(FxRobot robot) {
        loaded();
        robot.interact(() -> model.change(model.settings().withVersion("26.2")));
        WorldWaits.loaded(model, 60);
        openSaved(robot, savedWorld);
        assertEquals("1.21.1", model.settings().version(), "the saved world was written as 1.21.1's");
        robot.interact(() -> model.explain(WorldModel.Spot.block(3, 60, 5)));
        javafx.scene.control.Label summary = robot.lookup("#explain-summary").queryAs(javafx.scene.control.Label.class);
        waitUntil("Explain's note on saved worlds", () -> summary.getText() != null
            && summary.getText().contains("Explain works on generated worlds"));
        robot.interact(() -> window.menuItem("world-menu-back-to-generated").fire());
        assertEquals("26.2", model.settings().version(), "back to the generated world as it was: release 26.2");
        WorldWaits.loaded(model, 60);
        assertEquals("26.2", model.loaded().version());
        waitUntil("Explain to explain the block", () -> summary.getText() != null
            && !summary.getText().contains("Explain works on generated worlds") && summary.getText().contains(":"));
        robot.interact(() -> window.menuItem("world-menu-undo").fire());
        assertEquals("1.21.1", model.settings().version(), "undo shows the saved world again, in its release");
        robot.interact(() -> window.menuItem("world-menu-undo").fire());
        assertEquals("26.2", model.settings().version(), "one more undo takes the opening back");
        assertEquals(null, model.settings().savedWorld());
    }

    @Test
    @DisplayName("an opened saved world shows its own blocks in the section and the map, pixel for pixel the "
        + "generated world's, and its missing chunks as not generated")
    void openedWorldShowsItsBlocks(FxRobot robot) {
        loaded();
        WorldView view = new WorldView(0, 0, 1, 96, 64);
        robot.interact(() -> model.setView(view));
        waitUntil("the generated section and map", () -> section() != null && map(view) != null);
        int[] generatedSection = section().argb();
        int[] generatedMap = map(view).argb();

        openSaved(robot, savedWorld);
        assertEquals(-8, model.view().centreX(), "opened at the spawn point (level.dat), in the middle chunk");
        assertEquals(-8, model.view().centreZ());
        robot.interact(() -> model.setView(view));
        waitUntil("the saved world's section and map", () -> section() != null && map(view) != null
            && !java.util.Arrays.equals(section().argb(), generatedSection)
            && !java.util.Arrays.equals(map(view).argb(), generatedMap));
        WorldEngine.Image s = section();
        for (int i = 0; i < s.width(); i++) {
            int x = LINE.x(i);
            boolean saved = x >= -32 && x < 32;
            for (int row = 0; row < s.height(); row++) {
                int p = row * s.width() + i;
                if (saved) {
                    assertEquals(generatedSection[p], s.argb()[p], "section x " + x + " row " + row);
                } else if (row != 319 - 63) {
                    // (The sea level's dashed line runs across the whole section.)
                    assertTrue(notGenerated(s.argb()[p]), "x " + x + " is not generated in the saved world");
                }
            }
        }
        WorldEngine.Image m = map(view);
        int compared = 0;
        for (int j = 0; j < view.height(); j++) {
            int z = view.blockZ(j);
            for (int i = 0; i < view.width(); i++) {
                int x = view.blockX(i);
                int p = j * view.width() + i;
                boolean saved = x >= -32 && x < 32 && z >= -16 && z < 16;
                if (saved && z > -16) {
                    // (The first row's hill shading looks north, into a chunk the saved world does not have.)
                    assertEquals(generatedMap[p], m.argb()[p], "map x " + x + " z " + z);
                    compared++;
                } else if (!saved) {
                    assertTrue(notGenerated(m.argb()[p]), "x " + x + " z " + z + " is not generated");
                }
            }
        }
        assertEquals(64 * 31, compared);
        assertTrue(robot.lookup("#world-saved").query().isVisible(), "the parameters say a saved world is shown");
        assertTrue(robot.lookup("#world-saved-name").queryLabeled().getText().contains("saved"),
            robot.lookup("#world-saved-name").queryLabeled().getText());
        assertTrue(robot.lookup("#world-section-noises").query().isDisabled(), "the knobs do not apply");

        robot.interact(() -> robot.lookup("#world-back-to-generated").queryAs(Button.class).fire());
        waitUntil("the generated world again", () -> model.savedWorld() == null && !model.loadingProperty().get());
        assertNull(model.settings().savedWorld());
        robot.interact(() -> model.undo());
        waitUntil("the saved world again, by undo", () -> model.savedWorld() != null);
    }

    @Test
    @DisplayName("Go to spawn and Fit saved chunks appear with a saved world and move the map to them")
    void spawnAndFit(FxRobot robot) {
        loaded();
        assertFalse(robot.lookup("#world-go-spawn").query().isVisible(), "no saved world, no button");
        openSaved(robot, savedWorld);
        robot.interact(() -> model.setView(new WorldView(5000, -7000, 8, model.view().width(),
            model.view().height())));
        robot.interact(() -> robot.lookup("#world-go-spawn").queryAs(Button.class).fire());
        assertEquals(-8, model.view().centreX());
        assertEquals(-8, model.view().centreZ());
        robot.interact(() -> robot.lookup("#world-fit-saved").queryAs(Button.class).fire());
        WorldView v = model.view();
        assertEquals(0, v.centreX(), "the middle of chunks -2..1 (blocks -32..31)");
        assertEquals(0, v.centreZ(), "the middle of chunks -1..0 (blocks -16..15)");
        assertTrue(v.width() * v.blocksPerPixel() >= 64 && v.height() * v.blocksPerPixel() >= 32, v.toString());
        assertEquals(1, v.blocksPerPixel(), "the closest zoom that shows them whole: " + v);

        robot.interact(() -> robot.lookup("#world-saved-dimension").queryAs(ChoiceBox.class)
            .setValue(org.terrainexplorer.io.anvil.DimensionFolder.NETHER));
        waitUntil("the nether", () -> model.savedWorld() != null && !model.loadingProperty().get()
            && model.savedWorld().dimension() == org.terrainexplorer.io.anvil.DimensionFolder.NETHER);
        assertEquals(savedWorld.resolve("DIM-1"), model.settings().savedWorld());
        robot.interact(() -> robot.lookup("#world-saved-dimension").queryAs(ChoiceBox.class)
            .setValue(org.terrainexplorer.io.anvil.DimensionFolder.END));
        waitUntil("the choice back on the nether: the world has no end", () -> robot.lookup("#world-saved-dimension")
            .queryAs(ChoiceBox.class).getValue() == org.terrainexplorer.io.anvil.DimensionFolder.NETHER);
        assertEquals(org.terrainexplorer.io.anvil.DimensionFolder.NETHER, model.savedWorld().dimension());
        robot.interact(() -> model.undo());
        waitUntil("the overworld again, by undo", () -> model.savedWorld() != null && !model.loadingProperty().get()
            && model.savedWorld().dimension() == org.terrainexplorer.io.anvil.DimensionFolder.OVERWORLD);
    }

    @Test
    @DisplayName("a corrupt chunk is reported in the status bar with its file and chunk; the rest still shows")
    void corruptChunkIsReported(FxRobot robot, @TempDir Path dir) throws IOException {
        Path world = dir.resolve("world");
        copy(savedWorld, world);
        Path region = world.resolve("region/r.0.0.mca");
        byte[] bytes = Files.readAllBytes(region);
        // Chunk 1,0's entry in the header (index z * 32 + x): its sector, whose fifth byte is the compression.
        int location = ByteBuffer.wrap(bytes).getInt(4 * 1);
        int start = (location >>> 8) * 4096;
        bytes[start + 4] = 9;
        Files.write(region, bytes);
        loaded();
        openSaved(robot, world);
        waitUntil("the report", () -> window.statusMessage().contains("r.0.0.mca chunk 1,0"));
        assertTrue(window.statusMessage().contains("unknown compression type 9"), window.statusMessage());
        waitUntil("the section", () -> section() != null);
        WorldEngine.Image s = section();
        int groundRow = s.height() - 1 - (40 - (-64));
        for (int i = 0; i < s.width(); i++) {
            int x = LINE.x(i);
            int pixel = s.argb()[groundRow * s.width() + i];
            boolean shown = x >= -32 && x < 16;
            assertEquals(!shown, notGenerated(pixel), "x " + x + (shown ? " shows its blocks" : " is skipped"));
        }
        assertEquals(1, model.savedWorld().problems().size(), model.savedWorld().problems().toString());
    }

    @Test
    @DisplayName("Save region as Minecraft world saves the nether into the world's nether folder (nothing in its "
        + "overworld), and its chunks read back as the generated ones")
    void savesTheNether(FxRobot robot, @TempDir Path dir) throws IOException {
        loaded();
        robot.interact(() -> model.change(model.settings().withDimension("the_nether")));
        waitUntil("the nether", () -> model.loaded() != null && !model.loadingProperty().get()
            && "the_nether".equals(model.loaded().settings().dimension()));
        Path target = dir.resolve("nether");
        dialogs.range = new ChunkRange(new ChunkPos(0, 0), new ChunkPos(1, 0));
        dialogs.files.add(target);
        robot.interact(() -> window.menuItem("world-menu-save-anvil").fire());
        waitUntil("the save", () -> !window.diskActions().working() && Files.isDirectory(target));
        assertTrue(window.statusMessage().startsWith("Saved 2 chunks"), window.statusMessage());
        try (Stream<Path> files = Files.walk(target)) {
            List<Path> regions = files.filter(f -> f.toString().endsWith(".mca")).toList();
            assertEquals(1, regions.size(), regions.toString());
            String region = target.relativize(regions.get(0)).toString();
            assertTrue(region.startsWith("DIM-1") || region.contains("the_nether"), region);
        }
        var nether = model.loaded().generator();
        try (SavedWorld saved = SavedWorld.open(target, DimensionFolder.NETHER, p -> { })) {
            for (int x = 0; x <= 1; x++) {
                ChunkPos pos = new ChunkPos(x, 0);
                assertEquals(ChunkChecksum.of(nether.generate(pos, () -> false)), ChunkChecksum.of(saved.chunk(pos)),
                    "chunk " + pos);
            }
        }
    }

    @Test
    @DisplayName("Save region as Minecraft world refuses a world with edits level.dat cannot carry, and writes one "
        + "that reads back as the generated chunks")
    void savesARegion(FxRobot robot, @TempDir Path dir) throws IOException {
        loaded();
        Path refused = dir.resolve("edited");
        dialogs.files.add(refused);
        robot.interact(() -> {
            model.change(model.settings().withSeaLevel(70));
            window.menuItem("world-menu-save-anvil").fire();
            model.undo();
        });
        assertFalse(Files.exists(refused));
        assertEquals(1, dialogs.errors.size(), dialogs.errors.toString());
        assertTrue(dialogs.errors.get(0).contains("its own sea level"), dialogs.errors.get(0));
        dialogs.files.clear();

        Path target = dir.resolve("my world");
        dialogs.range = new ChunkRange(new ChunkPos(3, -1), new ChunkPos(4, 0));
        dialogs.files.add(target);
        robot.interact(() -> window.menuItem("world-menu-save-anvil").fire());
        waitUntil("the save", () -> !window.diskActions().working() && Files.isDirectory(target));
        assertTrue(window.statusMessage().startsWith("Saved 4 chunks"), window.statusMessage());
        try (SavedWorld saved = SavedWorld.open(target)) {
            assertEquals(42L, saved.seed().orElseThrow());
            for (int x = 3; x <= 4; x++) {
                for (int z = -1; z <= 0; z++) {
                    ChunkPos pos = new ChunkPos(x, z);
                    assertEquals(ChunkChecksum.of(generator.generate(pos, () -> false)),
                        ChunkChecksum.of(saved.chunk(pos)), "chunk " + pos);
                }
            }
            assertNull(saved.chunk(new ChunkPos(5, 0)));
        }
    }

    @Test
    @DisplayName("cancelling a save from the status bar leaves no folder behind")
    void cancelledSaveLeavesNothing(FxRobot robot, @TempDir Path dir) throws IOException {
        loaded();
        Path target = dir.resolve("cancelled");
        dialogs.range = new ChunkRange(new ChunkPos(-16, -16), new ChunkPos(15, 15));
        dialogs.files.add(target);
        ProgressBar progress = robot.lookup("#world-status-task-progress").queryAs(ProgressBar.class);
        robot.interact(() -> window.menuItem("world-menu-save-anvil").fire());
        waitUntil("the save under way", () -> progress.getProgress() > 0);
        robot.interact(() -> robot.lookup("#world-status-task-cancel").queryAs(Button.class).fire());
        waitUntil("the save to stop", () -> !window.diskActions().working());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "no world, no temporary folder");
        }
        assertTrue(window.statusMessage().contains("cancelled"), window.statusMessage());
    }

    @Test
    @DisplayName("a box of the saved world exports as .vox and as .glb, missing chunks as air")
    void exportsABox(FxRobot robot, @TempDir Path dir) throws IOException {
        loaded();
        openSaved(robot, savedWorld);
        dialogs.box = BlockBox.between(20, 40, -8, 40, 90, 8);
        Path vox = dir.resolve("box.vox");
        dialogs.files.add(vox);
        robot.interact(() -> window.menuItem("world-menu-export-vox").fire());
        waitUntil("the .vox", () -> !window.diskActions().working() && Files.exists(vox));
        byte[] head = Files.readAllBytes(vox);
        assertEquals("VOX ", new String(head, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertTrue(window.statusMessage().contains("2 chunks not generated in this world, exported as air"),
            window.statusMessage());
        Path glb = dir.resolve("box");
        dialogs.files.add(glb);
        robot.interact(() -> window.menuItem("world-menu-export-glb").fire());
        Path written = dir.resolve("box.glb");
        waitUntil("the .glb", () -> !window.diskActions().working() && Files.exists(written));
        assertEquals("glTF", new String(Files.readAllBytes(written), 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertNotNull(window.statusMessage());
    }

    @Test
    @DisplayName("opening a saved world moves the diagram and the 3D camera to its spawn, as the map")
    void cameraGoesToTheSavedWorld(FxRobot robot) {
        loaded();
        robot.interact(() -> model.setIso(model.iso().withCentre(5000, -7000)));
        openSaved(robot, savedWorld);
        int[] at = model.savedWorld().startPoint();
        waitUntil("the diagram at the spawn", () -> model.iso().centreX() == at[0] && model.iso().centreZ() == at[1]);
        double[] pivot = window.flyTab().view().camera().pivot();
        assertEquals(at[0] + 0.5, pivot[0], 1.0, "the camera looks at the spawn");
        assertEquals(at[1] + 0.5, pivot[2], 1.0);
    }

    @Test
    @DisplayName("the map exports as the command line draws it (MapDrawing.drawComplete), and Cancel leaves no file")
    void exportsTheMapAsTheCommandLine(FxRobot robot, @TempDir Path dir) throws IOException {
        loaded();
        WorldView view = model.view();
        Path png = dir.resolve("map.png");
        dialogs.files.add(png);
        robot.interact(() -> window.menuItem("world-menu-export-map").fire());
        waitUntil("the map's PNG", () -> Files.exists(png) && window.statusMessage() != null
            && window.statusMessage().startsWith("Wrote"));
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        MapDrawing.Picture expected;
        WorldChunks chunks = WorldChunks.generated(model.loaded(), pool, 32L << 20);
        try {
            expected = MapDrawing.drawComplete(chunks, view, model.layerProperty().get(),
                model.chunkGridProperty().get(), pool);
        } finally {
            chunks.close();
        }
        assertEquals(expected.width(), image.getWidth());
        assertEquals(expected.height(), image.getHeight());
        int[] rgb = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        for (int i = 0; i < rgb.length; i++) {
            if ((rgb[i] & 0xFFFFFF) != (expected.argb()[i] & 0xFFFFFF)) {
                throw new AssertionError("pixel " + i + " differs: " + Integer.toHexString(rgb[i]) + " against "
                    + Integer.toHexString(expected.argb()[i]));
            }
        }

        // A map of a new place at 1 block per pixel, cancelled while its chunks are made.
        robot.interact(() -> model.setView(new WorldView(40_000, -40_000, 1, view.width(), view.height())));
        Path cancelled = dir.resolve("cancelled.png");
        dialogs.files.add(cancelled);
        ProgressBar progress = robot.lookup("#world-status-task-progress").queryAs(ProgressBar.class);
        robot.interact(() -> window.menuItem("world-menu-export-map").fire());
        waitUntil("the export under way", () -> progress.getProgress() > 0);
        robot.interact(() -> robot.lookup("#world-status-task-cancel").queryAs(Button.class).fire());
        waitUntil("the export to stop", () -> window.statusMessage() != null
            && window.statusMessage().contains("cancelled"));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(png), left.toList(), "no file from the cancelled export, no temporary file");
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path q = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(q);
                } else {
                    Files.copy(p, q);
                }
            }
        }
    }
}
