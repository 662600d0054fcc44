package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import javafx.geometry.Point2D;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.AnvilSaver;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.StoredStartsFixture;
import org.terrainexplorer.io.anvil.WorldOrigin;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.StoredStructures;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The map over a saved world (seed 42, 1.21.1, written here: a level.dat by the explorer's saver, and chunks whose
 * only content is their stored starts) shows the starts it stores and rings the one that differs from the
 * prediction, while the generated world under it has another seed (7): the prediction is the save's.
 */
@ExtendWith(ApplicationExtension.class)
@DisplayName("A saved world's stored structures on the map")
class SavedStructuresWindowTest {

    private static final String RELEASE = "1.21.1";

    @TempDir
    static Path shared;

    private static Path world;
    private static StructureStart same;
    private static StructureStart moved;

    private WorldWindowFixture fixture;

    @BeforeAll
    static void makeWorld() throws IOException {
        WorldDefinition def = TestWorlds.load(BuiltinWorld.OVERWORLD);
        world = shared.resolve("saved");
        try (RenderPool p = new RenderPool(2)) {
            AnvilSaver.save(new AnvilSaver.Request(new WorldGenerator(new RandomState(def, 42L)), def,
                new WorldOrigin.Builtin(BuiltinWorld.OVERWORLD), 42L, new ChunkPos(0, 0), new ChunkPos(0, 0), world,
                false), p, n -> { }, () -> false);
        }
        RandomState state = new RandomState(def, 42L);
        StructureWorld predictor = TestWorlds.version(RELEASE).structures().bind(new GeneratedTerrain(
            new WorldGenerator(state), new WorldSampler(state)), 42L);
        // Two starts 120 to 400 blocks apart near 0, 0, alone in their chunks.
        for (StructureSet set : predictor.possibleSets()) {
            for (ChunkPos c : predictor.structureChunks(set, -25, -25, 25, 25)) {
                if (moved != null || predictor.startsIn(c.x(), c.z()).size() != 1) {
                    continue;
                }
                StructureStart s = predictor.start(set, c.x(), c.z()).orElse(null);
                if (s == null) {
                    continue;
                }
                if (same == null) {
                    same = s;
                } else {
                    double d = distance(same, s);
                    if (d >= 120 && d <= 400) {
                        moved = s;
                    }
                }
            }
        }
        assertTrue(same != null && moved != null, "two predicted starts near 0,0");
        Map<ChunkPos, CompoundBinaryTag> chunks = new LinkedHashMap<>();
        chunks.put(new ChunkPos(same.chunkX(), same.chunkZ()),
            StoredStartsFixture.chunk(same.id(), StoredStartsFixture.stored(same, 0), 3955));
        chunks.put(new ChunkPos(moved.chunkX(), moved.chunkZ()),
            StoredStartsFixture.chunk(moved.id(), StoredStartsFixture.stored(moved, 5), 3955));
        Path regions = DimensionFolder.OVERWORLD.regionFolder(world);
        try (Stream<Path> old = Files.list(regions)) {
            for (Path p : old.toList()) {
                Files.delete(p);
            }
        }
        StoredStartsFixture.writeRegions(regions, chunks);
    }

    private static double distance(StructureStart a, StructureStart b) {
        BlockPos p = a.startBox().center();
        BlockPos q = b.startBox().center();
        return Math.hypot(p.x() - q.x(), p.z() - q.z());
    }

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.open(stage, new WorldWindowTest.Scripted(), 1100, 760,
            m -> m.change(WorldSettings.of(BuiltinWorld.OVERWORLD, "7").withVersion(RELEASE).withCarvers(false)
                .withSavedWorld(world, RELEASE)));
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    private StoredStructures.Mark stored(StructureStart s) {
        StructureOverlay.Marks m = fixture.window.structureOverlay().marksProperty().get();
        if (m == null || !m.complete()) {
            return null;
        }
        return m.stored().stream().filter(x -> x.entry().id().equals(s.id()) && x.entry().stored() != null
            && x.entry().stored().chunkX() == s.chunkX() && x.entry().stored().chunkZ() == s.chunkZ()).findFirst()
            .orElse(null);
    }

    private Point2D local(StoredStructures.Mark mark) {
        WorldView v = fixture.model.shownView().get();
        return new Point2D(v.column(mark.x() + 0.5), v.row(mark.z() + 0.5));
    }

    private static boolean red(Color c) {
        return c.getRed() > 0.7 && c.getGreen() < 0.35 && c.getBlue() < 0.35;
    }

    @Test
    @DisplayName("shows the stored starts with their icons, rings the one that differs, and hover says how it differs")
    void storedStartsMarkedAgainstThePrediction(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 90);
        WorldWaits.waitUntil("the saved world", 60, () -> fixture.model.savedWorld() != null);
        BlockPos a = same.startBox().center();
        BlockPos b = moved.startBox().center();
        robot.interact(() -> {
            WorldView v = fixture.model.view();
            fixture.model.setView(new WorldView((a.x() + b.x()) / 2.0, (a.z() + b.z()) / 2.0, 2, v.width(),
                v.height()));
        });
        WorldWaits.waitUntil("both stored starts on the map", 90, () -> stored(same) != null && stored(moved) != null);
        StoredStructures.Mark ok = stored(same);
        StoredStructures.Mark off = stored(moved);
        assertEquals(StoredStructures.Kind.SAME, ok.entry().kind(), ok.entry().text());
        assertFalse(ok.entry().differs());
        assertEquals(StoredStructures.Kind.DIFFERS, off.entry().kind(), off.entry().text());
        assertTrue(off.entry().text().startsWith("differs: start piece box"), off.entry().text());

        WorldMapPane map = fixture.window.mapPane();
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = map.snapshot(null, null));
        Point2D p = local(off);
        Point2D q = local(ok);
        int ring = (int) Math.round(StructureIcons.RADIUS + 3.5);
        assertTrue(red(shot[0].getPixelReader().getColor((int) p.getX() + ring, (int) p.getY())),
            "a red ring round the start that differs");
        assertFalse(red(shot[0].getPixelReader().getColor((int) q.getX() + ring, (int) q.getY())),
            "no ring round the start as predicted");

        Point2D[] screen = new Point2D[1];
        robot.interact(() -> screen[0] = map.localToScreen(p));
        robot.moveTo(screen[0]);
        WorldWaits.waitUntil("the hover to name the start and how it differs", 20,
            () -> fixture.model.hoverTextProperty().get().contains("(" + moved.id() + ") stored at")
                && fixture.model.hoverTextProperty().get().contains("differs: start piece box"));
    }
}
