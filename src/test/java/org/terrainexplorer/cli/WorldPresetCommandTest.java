package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldPresetSettings;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.SplineEdits;
import org.terrainexplorer.world.noise.NoiseParameters;

@DisplayName("World commands with --preset draw the preset's world and view, edits included")
class WorldPresetCommandTest {

    private static final String OFFSET = "minecraft:overworld/offset#0";

    @TempDir
    Path folder;

    private Path preset;

    /** A preset with a raised offset spline (the sea floor lifts) and an edited ridge noise, viewing the coast. */
    @BeforeEach
    void writePreset() throws Exception {
        WorldSession session = new WorldSession();
        WorldSettings plain = WorldSettings.of(BuiltinWorld.OVERWORLD, "42");
        LoadedWorld loaded = session.load(plain);
        CubicSpline.Multipoint offset = (CubicSpline.Multipoint) SplineEdits.find(
            Arrays.asList(loaded.base().settings().router().slots())).stream()
            .filter(f -> f.key().equals(OFFSET)).findFirst().orElseThrow().spline();
        List<CubicSpline.Point> points = new ArrayList<>(offset.points());
        for (int i = 0; i < points.size(); i++) {
            CubicSpline.Point p = points.get(i);
            if (p.value() instanceof CubicSpline.Constant c) {
                points.set(i, new CubicSpline.Point(p.location(), new CubicSpline.Constant(c.value() + 0.2f),
                    p.derivative()));
            }
        }
        WorldSettings edited = plain.withSpline(OFFSET, CubicSpline.Multipoint.of(offset.coordinate(), points))
            .withKnob("minecraft:ridge", new NoiseParameters(-6, new double[] {1.0, 0.5}));
        preset = folder.resolve("raised.json");
        WorldPresets.save(WorldPresetSettings.preset("Raised", "", edited, loaded.version(),
            Optional.of(new WorldPresets.MapView(400, -50, 2, "height")),
            Optional.of(new WorldPresets.Section(300, 0, 363, 40, "blocks")), Optional.empty()), preset);
    }

    private BufferedImage draw(String name, String... args) throws IOException {
        Path png = folder.resolve(name);
        List<String> all = new ArrayList<>(Arrays.asList(args));
        all.addAll(List.of("--out", png.toString()));
        CliRun run = CliRun.run("", all.toArray(new String[0]));
        assertEquals(0, run.exitCode(), run.err());
        return ImageIO.read(png.toFile());
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    @Test
    @DisplayName("map --preset draws the preset's view with its edits: the same as its view given by hand")
    void mapUsesThePresetsViewAndEdits() throws IOException {
        BufferedImage byPreset = draw("preset.png", "world", "map", "--preset", preset.toString(), "--size", "48x40");
        BufferedImage byHand = draw("hand.png", "world", "map", "--preset", preset.toString(), "--size", "48x40",
            "--center", "400,-50", "--blocks-per-pixel", "2", "--layer", "height");
        BufferedImage plain = draw("plain.png", "world", "map", "--seed", "42", "--size", "48x40",
            "--center", "400,-50", "--blocks-per-pixel", "2", "--layer", "height");
        assertArrayEquals(pixels(byHand), pixels(byPreset), "the preset's view is the default region");
        assertFalse(Arrays.equals(pixels(plain), pixels(byPreset)), "the edits change the map");
    }

    @Test
    @DisplayName("section --preset draws the preset's line, which may run at an angle")
    void sectionUsesThePresetsLine() throws IOException {
        BufferedImage section = draw("section.png", "world", "section", "--preset", preset.toString());
        assertEquals(64, section.getWidth(), "one column per block along the longer axis, plus one");
        assertEquals(384, section.getHeight());
        BufferedImage none = draw("x.png", "world", "section");
        assertEquals(512, none.getWidth(), "without a preset, the window's first line: x -256 to 255");
    }

    @Test
    @DisplayName("sample --preset samples the edited router; save refuses the edits a level.dat cannot name")
    void sampleAndSave() {
        CliRun edited = CliRun.run("500 0 500\n", "world", "sample", "--preset", preset.toString(), "--fields",
            "depth");
        CliRun plain = CliRun.run("500 0 500\n", "world", "sample", "--seed", "42", "--fields", "depth");
        assertEquals(0, edited.exitCode(), edited.err());
        assertFalse(edited.out().equals(plain.out()), "the preset's spline edit moves the depth");
        CliRun save = CliRun.run("", "world", "save", "--preset", preset.toString(), "--from", "0,0", "--to", "0,0",
            "--out", folder.resolve("w").toString());
        assertEquals(1, save.exitCode());
        assertTrue(save.err().contains("noise or spline edits"), save.err());
    }

    @Test
    @DisplayName("a missing or broken preset is bad input naming the file")
    void badPreset() {
        CliRun missing = CliRun.run("", "world", "sample", "--preset", folder.resolve("none.json").toString(),
            "--fields", "depth");
        assertEquals(1, missing.exitCode());
        assertTrue(missing.err().contains("none.json"), missing.err());
    }
}
