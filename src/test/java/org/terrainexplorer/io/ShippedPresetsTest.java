package org.terrainexplorer.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.Presets.Preset;
import org.terrainexplorer.io.Presets.PresetException;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.TerrainRenderer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

@DisplayName("The shipped presets")
class ShippedPresetsTest {

    /** The project's preset folder; Maven runs the tests in the project's folder. */
    private static final Path PROJECT_PRESETS = Path.of("presets");
    private static final int SIZE = 128;

    /**
     * Two presets look clearly different when both measures exceed their thresholds, calibrated on the shipped
     * presets (128×128 biome images, mean over pixels and channels, 0 to 255):
     * <ul>
     *   <li>mean absolute RGB difference above 30: nudging the water level by 0.02 changes an image by at most
     *       8, and the closest two shipped presets differ by 36;</li>
     *   <li>colour-histogram distance (the share of pixels that would have to change colour bin, of 8×8×8 bins)
     *       above 0.15: panning a preset by 8 pixels, which keeps its look, moves at most 0.06, so the first
     *       measure is not passed by one look merely shifted; the closest two presets are at 0.19.</li>
     * </ul>
     */
    private static final double MIN_MEAN_DIFFERENCE = 30;
    private static final double MIN_HISTOGRAM_DISTANCE = 0.15;

    @Test
    @DisplayName("lists every file of the project's presets folder, at least eight, sorted by name")
    void listsEveryFile() throws Exception {
        List<PresetEntry> shipped = ShippedPresets.list();
        Set<String> files;
        try (Stream<Path> list = Files.list(PROJECT_PRESETS)) {
            files = list.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                .collect(Collectors.toSet());
        }
        assertTrue(files.size() >= 8, "at least eight curated presets: " + files);
        assertTrue(files.stream().allMatch(f -> f.endsWith(".json")), "only presets in presets/: " + files);
        assertEquals(files, shipped.stream().map(e -> e.id() + ".json").collect(Collectors.toSet()));
        List<String> names = shipped.stream().map(e -> e.preset().name()).toList();
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(String.CASE_INSENSITIVE_ORDER);
        assertEquals(sorted, names);
        for (PresetEntry e : shipped) {
            assertEquals("presets/" + e.id() + ".json", e.source());
        }
    }

    @Test
    @DisplayName("the world presets in presets/world all load, with names, descriptions and the noises their world has")
    void worldPresetsLoad() throws Exception {
        List<WorldPresets.WorldPreset> shipped = ShippedPresets.listWorld();
        long files;
        try (Stream<Path> list = Files.list(PROJECT_PRESETS.resolve("world"))) {
            files = list.filter(p -> p.toString().endsWith(".json")).count();
        }
        assertTrue(shipped.size() >= 5, "at least five world presets: " + shipped.size());
        assertEquals(files, shipped.size());
        assertEquals(shipped.size(), shipped.stream().map(WorldPresets.WorldPreset::name).distinct().count());
        for (WorldPresets.WorldPreset p : shipped) {
            assertTrue(p.description().length() > 20, p.name());
            assertTrue(p.map().isPresent() && p.section().isPresent() && p.view3d().isPresent(), p.name());
            if (!p.noises().isEmpty()) {
                var router = org.terrainexplorer.world.TestWorlds.load(p.world()).settings().router();
                Set<String> ids = new java.util.HashSet<>();
                router.mapAll(new org.terrainexplorer.world.density.DensityFunction.Visitor() {
                    @Override
                    public org.terrainexplorer.world.density.DensityFunction apply(
                        org.terrainexplorer.world.density.DensityFunction f) {
                        return f;
                    }

                    @Override
                    public org.terrainexplorer.world.density.NoiseHolder visitNoise(
                        org.terrainexplorer.world.density.NoiseHolder n) {
                        ids.add(n.id());
                        return n;
                    }
                });
                assertTrue(ids.containsAll(p.noises().keySet()), p.name() + " edits noises its world has");
            }
        }
    }

    @Test
    @DisplayName("each loads without warnings and has a name and a one-sentence description")
    void eachIsClean() throws Exception {
        for (PresetEntry e : ShippedPresets.list()) {
            Preset p = e.preset();
            assertEquals(List.of(), p.warnings(), e.id());
            assertTrue(!p.name().isBlank() && !p.name().equals(e.id()), e.id() + " has a name of its own");
            String d = p.description();
            assertTrue(d.length() > 20 && d.endsWith(".") && !d.substring(0, d.length() - 1).contains(". "),
                e.id() + " has one sentence of description: " + d);
            assertTrue(!p.params().differences(TerrainParams.defaults()).isEmpty() || p.view().isPresent(),
                e.id() + " differs from the defaults");
        }
    }

    @Test
    @DisplayName("each renders, and every two of them look clearly different")
    void renderedPresetsDiffer() throws Exception {
        List<PresetEntry> shipped = ShippedPresets.list();
        List<int[]> images = new ArrayList<>();
        try (RenderPool pool = new RenderPool(2)) {
            TerrainRenderer renderer = new TerrainRenderer(pool);
            for (PresetEntry e : shipped) {
                renderer.render(e.preset().params(), framed(e.preset()), EnumSet.of(Layer.BIOME));
                images.add(renderer.image(Layer.BIOME).clone());
            }
        }
        for (int i = 0; i < shipped.size(); i++) {
            for (int j = i + 1; j < shipped.size(); j++) {
                String pair = shipped.get(i).id() + " and " + shipped.get(j).id();
                double mean = meanDifference(images.get(i), images.get(j));
                double histogram = histogramDistance(images.get(i), images.get(j));
                assertTrue(mean > MIN_MEAN_DIFFERENCE, pair + ": mean RGB difference " + mean);
                assertTrue(histogram > MIN_HISTOGRAM_DISTANCE, pair + ": colour histogram distance " + histogram);
            }
        }
    }

    @Test
    @DisplayName("the difference measures are zero for equal images and large for opposite ones")
    void measuresBehave() {
        int[] black = new int[64];
        int[] white = new int[64];
        Arrays.fill(black, 0xFF000000);
        Arrays.fill(white, 0xFFFFFFFF);
        int[] half = black.clone();
        Arrays.fill(half, 0, 32, 0xFFFFFFFF);
        assertEquals(0, meanDifference(black, black.clone()));
        assertEquals(255, meanDifference(black, white));
        assertEquals(127.5, meanDifference(black, half));
        assertEquals(0, histogramDistance(black, black.clone()));
        assertEquals(1, histogramDistance(black, white));
        assertEquals(0.5, histogramDistance(black, half));
    }

    /** The preset's framing (its view, or the home view) at the test's size: the same world area. */
    private static Viewport framed(Preset preset) {
        return preset.view()
            .map(v -> Viewport.framing(v.centerX(), v.centerY(), v.span(), SIZE, SIZE))
            .orElse(Viewport.home(SIZE, SIZE));
    }

    /** The mean absolute difference of the R, G and B channels, 0 to 255. */
    static double meanDifference(int[] a, int[] b) {
        long sum = 0;
        for (int i = 0; i < a.length; i++) {
            for (int shift = 0; shift < 24; shift += 8) {
                sum += Math.abs((a[i] >> shift & 0xFF) - (b[i] >> shift & 0xFF));
            }
        }
        return sum / (3.0 * a.length);
    }

    /** Half the L1 distance of the two images' 8×8×8-bin colour histograms: 0 alike, 1 no colour in common. */
    static double histogramDistance(int[] a, int[] b) {
        int[] counts = new int[512];
        for (int i = 0; i < a.length; i++) {
            counts[bin(a[i])]++;
            counts[bin(b[i])]--;
        }
        long sum = 0;
        for (int c : counts) {
            sum += Math.abs(c);
        }
        return sum / (2.0 * a.length);
    }

    private static int bin(int argb) {
        return (argb >> 21 & 7) << 6 | (argb >> 13 & 7) << 3 | (argb >> 5 & 7);
    }

    // ------------------------------------------------------------------ from a jar

    @Test
    @DisplayName("lists the presets inside a jar, ignoring other files, sorted by name")
    void listsFromJar(@TempDir Path folder) throws Exception {
        Path jar = folder.resolve("app.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            entry(out, "presets/", null);
            entry(out, "presets/zeta.json", "{\"format\": 1, \"name\": \"Alpha\", \"seed\": 1}");
            entry(out, "presets/alpha.json", "{\"format\": 1, \"name\": \"beta\", \"seed\": 2}");
            entry(out, "presets/gamma.json", "{\"format\": 1, \"seed\": 3}");
            entry(out, "presets/readme.txt", "not a preset");
            entry(out, "other/ignored.json", "{\"format\": 1}");
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            List<PresetEntry> listed = ShippedPresets.list(loader);
            assertEquals(List.of("zeta", "alpha", "gamma"), listed.stream().map(PresetEntry::id).toList());
            assertEquals(List.of("Alpha", "beta", "gamma"), listed.stream().map(e -> e.preset().name()).toList());
            assertEquals(List.of(1L, 2L, 3L), listed.stream().map(e -> e.preset().params().seed()).toList());
            assertEquals("presets/zeta.json", listed.get(0).source());
            // Listing again works: the jar's file system was closed, not left registered.
            assertEquals(3, ShippedPresets.list(loader).size());
        }
    }

    @Test
    @DisplayName("a shipped preset that does not load fails the listing with its message")
    void brokenShippedPresetFails(@TempDir Path folder) throws Exception {
        Path jar = folder.resolve("broken.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            entry(out, "presets/", null);
            entry(out, "presets/good.json", "{\"format\": 1}");
            entry(out, "presets/bad.json", "{\"format\": 1, \"" + Param.FREQUENCY.id() + "\": 100}");
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            PresetException e = assertThrows(PresetException.class, () -> ShippedPresets.list(loader));
            assertTrue(e.getMessage().startsWith("presets/bad.json: frequency: 100"), e.getMessage());
        }
    }

    @Test
    @DisplayName("a class path without a presets folder ships none")
    void noFolder(@TempDir Path folder) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {folder.toUri().toURL()}, null)) {
            assertEquals(List.of(), ShippedPresets.list(loader));
        }
    }

    private static void entry(JarOutputStream out, String name, String text) throws IOException {
        out.putNextEntry(new JarEntry(name));
        if (text != null) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        out.closeEntry();
    }
}
