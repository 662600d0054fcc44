package org.terrainexplorer.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.density.SplineEdits;
import org.terrainexplorer.world.noise.NoiseParameters;

@DisplayName("The world session: settings become worlds, and presets keep every edit")
class WorldSessionTest {

    private static final String OFFSET = "minecraft:overworld/offset#0";

    @TempDir
    Path folder;

    /** The offset spline with every constant raised, and the first nested spline's first constant lowered. */
    private static CubicSpline.Multipoint edited(CubicSpline.Multipoint m, int depth) {
        List<CubicSpline.Point> points = new ArrayList<>(m.points());
        boolean nestedDone = false;
        for (int i = 0; i < points.size(); i++) {
            CubicSpline.Point p = points.get(i);
            CubicSpline value = p.value();
            if (value instanceof CubicSpline.Constant c) {
                value = new CubicSpline.Constant(c.value() + (depth == 0 ? 0.125f : -0.0625f));
            } else if (!nestedDone && value instanceof CubicSpline.Multipoint nested) {
                value = edited(nested, depth + 1);
                nestedDone = true;
            }
            points.set(i, new CubicSpline.Point(p.location(), value, p.derivative() + 0.01f * (i % 3)));
        }
        return CubicSpline.Multipoint.of(m.coordinate(), points);
    }

    private static WorldSettings editedSettings(WorldSession session) throws WorldLoadException {
        WorldSettings plain = WorldSettings.of(BuiltinWorld.OVERWORLD, "Terrain Explorer");
        LoadedWorld loaded = session.load(plain);
        CubicSpline offset = SplineEdits.find(Arrays.asList(loaded.base().settings().router().slots())).stream()
            .filter(f -> f.key().equals(OFFSET)).findFirst().orElseThrow().spline();
        CubicSpline.Multipoint changed = edited((CubicSpline.Multipoint) offset, 0);
        return plain.withKnob("minecraft:ridge", new NoiseParameters(-6, new double[] {1.0, 0.5, 0.25}))
            .withKnob("minecraft:erosion", new NoiseParameters(-8, new double[] {1.0, 1.5, 0.0, 1.0}))
            .withSpline(OFFSET, changed).withSeaLevel(70).withAquifers(false);
    }

    @Test
    @DisplayName("a saved world brings its release; back to the generated world restores the one before, unless "
        + "another was chosen since")
    void backToGeneratedRestoresTheRelease() {
        WorldSettings before = WorldSettings.defaults().withVersion("26.2").withSeed("7");
        WorldSettings opened = before.withSavedWorld(Path.of("saves/old"), "1.21.5");
        assertEquals("1.21.5", opened.version());
        assertEquals("1.21.5", opened.generated().version(), "the world under the saved one is its release's");
        assertEquals(before, opened.backToGenerated(), "as it was");
        assertEquals(before, opened.withSavedWorld(Path.of("saves/other"), "1.20.1").backToGenerated(),
            "through a second saved world, still the first release");
        assertEquals("26.2", opened.withBuiltin(BuiltinWorld.AMPLIFIED).version(), "a built-in world: as it was");
        WorldSettings newest = WorldSettings.defaults().withSavedWorld(Path.of("saves/old"), "1.21.5");
        assertEquals(null, newest.backToGenerated().version(), "the newest release, as before");
        assertEquals("1.21.5", opened.withVersion("1.21.5").backToGenerated().version(), "a release chosen since");
    }

    @Test
    @DisplayName("a knob edit re-applies edits to the loaded definition; nothing is read again")
    void editsReuseTheDefinition() throws WorldLoadException {
        WorldSession session = new WorldSession();
        WorldSettings plain = WorldSettings.defaults();
        LoadedWorld first = session.load(plain);
        LoadedWorld knob = session.load(plain.withKnob("minecraft:ridge",
            new NoiseParameters(-7, new double[] {1.0, 2.0})));
        assertSame(first.base(), knob.base(), "the same definition, not loaded again");
        assertNotSame(first.world(), knob.world());
        assertSame(knob, session.load(knob.settings()), "the same settings give the same world");
        assertSame(first.base(), session.load(plain.withSeed("7")).base());
        assertEquals(session.newest(), first.version(), "settings that leave it open load the newest release");
        assertEquals("26.2", session.newest());
        LoadedWorld older = session.load(plain.withVersion("1.21.1"));
        assertNotSame(first.base(), older.base());
        assertSame(older.base(), session.load(plain.withVersion("1.21.1").withSeed("9")).base(),
            "a release already loaded is switched to without reading it again");
    }

    @Test
    @DisplayName("settings the session cannot make are refused with what is available")
    void refusals() {
        WorldSession session = new WorldSession();
        WorldLoadException version = assertThrows(WorldLoadException.class,
            () -> session.load(WorldSettings.defaults().withVersion("0.9")));
        assertTrue(version.getMessage().contains("0.9") && version.getMessage().contains("1.19.3")
            && version.getMessage().contains("26.2"), version.getMessage());
        WorldLoadException pack = assertThrows(WorldLoadException.class,
            () -> session.load(WorldSettings.defaults().withDatapack(folder.resolve("nope"))));
        assertTrue(pack.getMessage().contains("no such file"), pack.getMessage());
    }

    @Test
    @DisplayName("a sea level above the world's top or below its bottom is refused with the range; the ends load")
    void seaLevelWithinTheWorld() throws WorldLoadException {
        WorldSession session = new WorldSession();
        WorldLoadException above = assertThrows(WorldLoadException.class,
            () -> session.load(WorldSettings.defaults().withSeaLevel(385)));
        assertEquals("sea level 385 is above the world's top; allowed -64 to 319", above.getMessage());
        WorldLoadException below = assertThrows(WorldLoadException.class,
            () -> session.load(WorldSettings.defaults().withSeaLevel(-65)));
        assertTrue(below.getMessage().contains("below the world's bottom"), below.getMessage());
        assertEquals(319, session.load(WorldSettings.defaults().withSeaLevel(319)).world().settings().seaLevel());
        assertEquals(-64, session.load(WorldSettings.defaults().withSeaLevel(-64)).world().settings().seaLevel());
    }

    @Test
    @DisplayName("a preset saved with knob and nested spline edits opens to a router identical at 1,000 points")
    void presetRoundTrip() throws Exception {
        WorldSession session = new WorldSession();
        WorldSettings settings = editedSettings(session);
        LoadedWorld before = session.load(settings);
        Path file = folder.resolve("edited.json");
        WorldPresets.save(WorldPresetSettings.preset("Edited", "", settings, before.version(), Optional.empty(),
            Optional.empty(), Optional.empty()), file);
        String json = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(json.contains("\"splines\"") && json.contains(OFFSET), json);

        WorldSession other = new WorldSession();
        WorldSettings reopened = WorldPresetSettings.settings(WorldPresets.load(file), other);
        assertEquals(settings.knobs(), reopened.knobs());
        assertEquals(settings.splines().keySet(), reopened.splines().keySet());
        assertEquals(settings.seaLevel(), reopened.seaLevel());
        assertEquals(settings.aquifers(), reopened.aquifers());
        LoadedWorld after = other.load(reopened);

        DensityFunction[] a = before.state().router().slots();
        DensityFunction[] b = after.state().router().slots();
        SplittableRandom random = new SplittableRandom(16);
        int differsFromPlain = 0;
        DensityFunction[] plain = other.load(WorldSettings.of(BuiltinWorld.OVERWORLD, "Terrain Explorer")).state()
            .router().slots();
        for (int i = 0; i < 1000; i++) {
            FunctionContext at = FunctionContext.of(random.nextInt(-20000, 20000), random.nextInt(-64, 320),
                random.nextInt(-20000, 20000));
            for (int s = 0; s < a.length; s++) {
                double x = a[s].compute(at);
                double y = b[s].compute(at);
                assertEquals(Double.doubleToLongBits(x), Double.doubleToLongBits(y), "slot " + s + " at " + at);
                differsFromPlain += x != plain[s].compute(at) ? 1 : 0;
            }
        }
        assertTrue(differsFromPlain > 1000, "the edits change the router (" + differsFromPlain + " values)");
    }

    @Test
    @DisplayName("a preset made before presets named a release opens as 1.21.1, with the world's own switches")
    void oldPresetOpens() throws Exception {
        String old = "{ \"format\": 1, \"model\": \"world\", \"name\": \"Old\", \"world\": \"amplified\", "
            + "\"seed\": \"99\", \"aquifers\": true, \"noises\": { \"minecraft:ridge\": { \"firstOctave\": -7, "
            + "\"amplitudes\": [1, 2, 1] } }, \"map\": { \"x\": 10, \"z\": -20, \"blocksPerPixel\": 2, "
            + "\"layer\": \"biome\" } }";
        WorldPresets.WorldPreset p = WorldPresets.parse(old.getBytes(StandardCharsets.UTF_8), "old.json", folder);
        assertEquals("1.21.1", p.version());
        assertEquals("overworld", p.dimension());
        WorldSettings s = WorldPresetSettings.settings(p, new WorldSession());
        assertEquals("1.21.1", s.version());
        assertEquals(BuiltinWorld.AMPLIFIED, s.builtin());
        assertEquals(Map.of("minecraft:ridge", new NoiseParameters(-7, new double[] {1, 2, 1})).keySet(),
            s.knobs().keySet());
        assertTrue(s.carvers());
        assertEquals(Boolean.TRUE, s.aquifers());
    }

    @Test
    @DisplayName("a preset's spline edit of a spline the world lacks is refused, naming the key")
    void unknownSplineRefused() throws Exception {
        String bad = "{ \"format\": 1, \"model\": \"world\", \"splines\": { \"minecraft:overworld/nothing#0\": "
            + "{ \"coordinate\": \"minecraft:overworld/continents\", \"points\": [ { \"location\": 0, \"value\": 0, "
            + "\"derivative\": 0 } ] } } }";
        WorldPresets.WorldPreset p = WorldPresets.parse(bad.getBytes(StandardCharsets.UTF_8), "bad.json", folder);
        WorldLoadException e = assertThrows(WorldLoadException.class,
            () -> WorldPresetSettings.settings(p, new WorldSession()));
        assertTrue(e.getMessage().contains("overworld/nothing#0") && e.getMessage().contains(OFFSET), e.getMessage());
    }

    @Test
    @DisplayName("a bad spline in a preset is refused with its JSON path")
    void badSplineRefused() {
        String bad = "{ \"format\": 1, \"model\": \"world\", \"splines\": { \"" + OFFSET + "\": [1, 2] } }";
        Presets.PresetException e = assertThrows(Presets.PresetException.class,
            () -> WorldPresets.parse(bad.getBytes(StandardCharsets.UTF_8), "bad.json", folder));
        assertTrue(e.getMessage().contains("splines." + OFFSET), e.getMessage());
        assertNotEquals("", e.getMessage());
    }

    @Test
    @DisplayName("a world's biome tints come from its own release's data: 26.2's pale garden has its grey grass, "
        + "which 1.21.1 (before the biome) cannot give")
    void tintsFromTheWorldsRelease() throws WorldLoadException {
        WorldSession session = new WorldSession();
        LoadedWorld newest = session.load(WorldSettings.defaults().withVersion("26.2"));
        assertTrue(newest.tints().fromData("minecraft:pale_garden"), "26.2's pale_garden.json");
        assertEquals(0x778272, newest.tints().of("minecraft:pale_garden").grass(), "its effects.grass_color");
        LoadedWorld older = session.load(WorldSettings.defaults().withVersion("1.21.1"));
        assertFalse(older.tints().fromData("minecraft:pale_garden"), "no pale garden in 1.21.1's data");
        assertEquals(older.tints().of("minecraft:plains"), newest.tints().of("minecraft:plains"), "plains unchanged");
    }

    @Test
    @DisplayName("a saved world drawn alone takes the tints of the release that wrote it; a world newer than the data "
        + "the newest release's")
    void tintsOfARelease() {
        WorldSession session = new WorldSession();
        assertTrue(session.tints("1.21.5").fromData("minecraft:pale_garden"), "1.21.5 has the pale garden");
        assertFalse(session.tints("1.21.1").fromData("minecraft:pale_garden"), "1.21.1 has not");
        assertTrue(session.tints("99.1").fromData("minecraft:sulfur_caves"), "an unknown release: the newest, 26.2");
        assertTrue(session.tints(null).fromData("minecraft:pale_garden"), "no release known: the newest");
    }

    @Test
    @DisplayName("a section marks the sea where there is one (the overworld's water, the nether's lava, not the end's "
        + "air) and draws open air in the dimension's sky")
    void seaAndSkyOfEachDimension() throws WorldLoadException {
        WorldSession session = new WorldSession();
        try (org.terrainexplorer.concurrent.RenderPool pool = new org.terrainexplorer.concurrent.RenderPool()) {
            String[] dims = {"overworld", "the_nether", "the_end"};
            int[] seas = {63, 32, Integer.MIN_VALUE};
            org.terrainexplorer.render.world.SectionRenderer.Sky[] skies = {
                org.terrainexplorer.render.world.SectionRenderer.Sky.DAY,
                org.terrainexplorer.render.world.SectionRenderer.Sky.NETHER,
                org.terrainexplorer.render.world.SectionRenderer.Sky.END};
            for (int i = 0; i < dims.length; i++) {
                LoadedWorld world = session.load(WorldSettings.defaults().withVersion("26.2").withDimension(dims[i]));
                try (WorldChunks chunks = WorldChunks.generated(world, pool, 0)) {
                    assertEquals(seas[i], chunks.seaLevel(), dims[i]);
                    assertEquals(skies[i], chunks.sky(), dims[i]);
                }
            }
        }
    }
}
