package org.terrainexplorer.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.LatticeHash;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

@DisplayName("The teaching panels' curves and images")
class TeachingImagesTest {

    /** Step of the central differences that stand in for the drawn curve's slope. */
    private static final double H = 1e-6;

    static Stream<Arguments> curves() {
        List<List<Double>> amplitudes = List.of(
            List.of(1.0, 0.5, 0.25, 0.125, 0.0625, 0.03125),
            List.of(1.0),
            List.of(0.0, 1.0, 0.5),
            List.of(0.3, 0.9));
        Stream.Builder<Arguments> all = Stream.builder();
        for (NoiseType kernel : NoiseType.values()) {
            for (List<Double> a : amplitudes) {
                all.add(Arguments.of(kernel, a));
            }
        }
        return all.build();
    }

    private static TerrainParams params(NoiseType kernel, List<Double> amplitudes) {
        return TerrainParams.defaults().with(Param.NOISE, kernel).with(Param.OCTAVES, amplitudes);
    }

    /** The lattice octave's curve as drawn: its share times the kernel at lattice coordinate lx. */
    private static double drawn(TerrainParams params, PerlinCurve c, double lx) {
        Fractal fractal = params.elevationFractal();
        int k = c.latticeOctave();
        return fractal.share(k) * params.noise().noise1(Fractal.octaveSeed(params.seed(), k), lx, params.fade());
    }

    @ParameterizedTest(name = "{0}, amplitudes {1}")
    @MethodSource("curves")
    @DisplayName("a lattice tick has the slope, and its dot the value, of the drawn lattice-octave curve (to 1e-5)")
    void ticksAreTangentToTheDrawnCurve(NoiseType kernel, List<Double> amplitudes) {
        TerrainParams params = params(kernel, amplitudes);
        PerlinCurve c = PerlinCurve.of(params, -0.7, 0.9, 400);
        int expectedOctave = amplitudes.get(0) == 0 ? 1 : 0;
        assertEquals(expectedOctave, c.latticeOctave(), "the lowest octave of non-zero amplitude");
        assertEquals(params.elevationFractal().share(expectedOctave), c.latticeShare(), 1e-15);
        assertTrue(c.latticePoints() >= 4);
        for (int j = 0; j < c.latticePoints(); j++) {
            double lx = c.firstLattice() + j;
            double slope = (drawn(params, c, lx + H) - drawn(params, c, lx - H)) / (2 * H);
            assertEquals(slope, c.drawnSlope(j), 1e-5, "slope at lattice point " + (long) lx);
            assertEquals(drawn(params, c, lx), c.drawnValue(j), 1e-12, "value at lattice point " + (long) lx);
        }
    }

    @ParameterizedTest(name = "{0}, amplitudes {1}")
    @MethodSource("curves")
    @DisplayName("the lattice octave's drawn samples are the curve the ticks are tangent to (to float precision)")
    void drawnSamplesAreTheLatticeOctave(NoiseType kernel, List<Double> amplitudes) {
        TerrainParams params = params(kernel, amplitudes);
        PerlinCurve c = PerlinCurve.of(params, -0.7, 0.9, 400);
        for (int i = 0; i < c.samples(); i += 7) {
            double lx = c.x(i) * c.latticeFrequency();
            assertEquals(drawn(params, c, lx), c.octave(c.latticeOctave(), i), 2e-7, "sample " + i);
        }
    }

    @Test
    @DisplayName("with the default six octaves the ticks are about half the raw gradient: the first octave's share")
    void defaultTicksAreScaledByTheShare() {
        PerlinCurve c = PerlinCurve.of(TerrainParams.defaults(), -0.5, 0.5, 200);
        assertEquals(32.0 / 63.0, c.latticeShare(), 1e-12);
        for (int j = 0; j < c.latticePoints(); j++) {
            assertEquals(c.slope(j) * 32.0 / 63.0, c.drawnSlope(j), 1e-12);
        }
    }

    @Test
    @DisplayName("the explanation of a point is the kernel's own value there, for every kernel and fade (to 1e-12)")
    void explanationIsTheKernel() {
        for (NoiseType kernel : NoiseType.values()) {
            for (Fade fade : Fade.values()) {
                TerrainParams params = TerrainParams.defaults().with(Param.NOISE, kernel).with(Param.FADE, fade);
                PerlinCurve c = PerlinCurve.of(params, -0.5, 0.5, 100);
                long seed = Fractal.octaveSeed(params.seed(), 0);
                for (double lx = -1.37; lx < 1.4; lx += 0.0913) {
                    PerlinCurve.Explanation e = c.explain(lx);
                    assertNotNull(e, "inside the span: " + lx);
                    double expected = kernel.noise1(seed, lx, fade);
                    assertEquals(expected, e.result(), 1e-12, kernel + " " + fade + " at " + lx);
                    assertEquals(c.latticeShare() * expected, e.drawn(), 1e-12);
                    assertEquals(lx - Math.floor(lx), e.t(), 1e-12);
                }
            }
        }
    }

    @Test
    @DisplayName("the 1D simplex normaliser is the kernel's: its slope at an integer is 256/81 times the hash value")
    void simplexNormaliser() {
        int hashSeed = LatticeHash.seed(42);
        for (int i = -5; i <= 5; i++) {
            double slope = (NoiseType.SIMPLEX.noise1(42, i + H, Fade.QUINTIC)
                - NoiseType.SIMPLEX.noise1(42, i - H, Fade.QUINTIC)) / (2 * H);
            assertEquals(PerlinCurve.SIMPLEX_1D_NORM * LatticeHash.toSigned(LatticeHash.hash(hashSeed, i)), slope, 1e-5);
        }
    }

    @Test
    @DisplayName("the curve says how much ridged noise the maps mix in")
    void curveCarriesRidges() {
        assertEquals(0.0, PerlinCurve.of(TerrainParams.defaults(), 0, 1, 10).ridges());
        assertEquals(0.6, PerlinCurve.of(TerrainParams.defaults().with(Param.RIDGES, 0.6), 0, 1, 10).ridges());
    }

    /** The standard deviation of an image's gray levels, in [0, 1] units. */
    private static double graySpread(int[] argb) {
        double sum = 0;
        double squares = 0;
        for (int p : argb) {
            double g = (p & 0xFF) / 255.0;
            sum += g;
            squares += g * g;
        }
        double mean = sum / argb.length;
        return Math.sqrt(squares / argb.length - mean * mean);
    }

    private static double spread(float[] values) {
        double sum = 0;
        double squares = 0;
        for (float v : values) {
            sum += v;
            squares += (double) v * v;
        }
        double mean = sum / values.length;
        return Math.sqrt(squares / values.length - mean * mean);
    }

    @Test
    @DisplayName("value, Perlin and simplex images and curves have comparable contrast (within 20% of Perlin's)")
    void galleryContrastIsComparable() {
        // Fifteen world units at frequency 3: thousands of cells, so each spread is the kernel's, not the view's.
        Viewport wide = new Viewport(0, 0, 15.0 / 4000, 4000, 256);
        NoiseGallery g = NoiseGallery.of(TerrainParams.defaults(), wide, 256, 256, 4000);
        double perlin = graySpread(g.image(NoiseGallery.Kind.PERLIN));
        double perlinCurve = spread(g.curve(NoiseGallery.Kind.PERLIN));
        for (NoiseGallery.Kind kind : List.of(NoiseGallery.Kind.VALUE, NoiseGallery.Kind.SIMPLEX)) {
            double ratio = graySpread(g.image(kind)) / perlin;
            assertTrue(ratio > 0.8 && ratio < 1.2, kind + " image spread / Perlin's: " + ratio);
            double curveRatio = spread(g.curve(kind)) / perlinCurve;
            assertTrue(curveRatio > 0.8 && curveRatio < 1.2, kind + " curve spread / Perlin's: " + curveRatio);
        }
        assertEquals(256, g.width());
        assertEquals(256, g.height());
    }

    @Test
    @DisplayName("the 1D spreads the gallery divides by are the kernels' (re-measured over 10⁶ samples, within 3%)")
    void spreadsAreMeasured() {
        int n = 1_000_000;
        for (NoiseGallery.Kind kind : NoiseGallery.Kind.values()) {
            double squares = 0;
            for (int i = 0; i < n; i++) {
                double x = i * 0.0137 + 0.001;
                double v = switch (kind) {
                    case WHITE -> LatticeHash.toSigned(LatticeHash.hash(LatticeHash.seed(9), i));
                    case VALUE -> NoiseType.VALUE.noise1(9, x, Fade.QUINTIC);
                    case PERLIN -> NoiseType.PERLIN.noise1(9, x, Fade.QUINTIC);
                    case SIMPLEX -> NoiseType.SIMPLEX.noise1(9, x, Fade.QUINTIC);
                };
                squares += v * v;
            }
            double measured = Math.sqrt(squares / n);
            assertEquals(measured, NoiseGallery.spread1d(kind), 0.03 * measured, kind.toString());
        }
    }

    @Test
    @DisplayName("each octave alone shows its pattern at full contrast, whatever its amplitude; images are the size asked")
    void octavesAloneAtFullContrast() {
        Viewport view = new Viewport(0, 0, 4.0 / 600, 600, 300);
        OctaveStrip strip = OctaveStrip.of(TerrainParams.defaults(), view, 180, 90);
        assertEquals(6, strip.octaves().size());
        assertEquals(180, strip.width());
        assertEquals(90, strip.height());
        double first = graySpread(strip.octaves().get(0).alone());
        for (OctaveStrip.Octave octave : strip.octaves()) {
            assertEquals(180 * 90, octave.alone().length);
            double ratio = graySpread(octave.alone()) / first;
            assertTrue(ratio > 0.6 && ratio < 1.6,
                "octave " + (octave.index() + 1) + " (amplitude " + octave.amplitude() + ") spread / octave 1's: " + ratio);
            assertEquals(Math.pow(2, octave.index()), octave.multiplier(), 1e-12);
        }
        OctaveStrip.Octave sixth = strip.octaves().get(5);
        assertEquals(0.03125, sixth.amplitude());
        assertEquals(1.0 / 63.0, sixth.share(), 1e-12);
    }
}
