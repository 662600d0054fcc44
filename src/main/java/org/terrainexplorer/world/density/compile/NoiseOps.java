package org.terrainexplorer.world.density.compile;

import org.terrainexplorer.world.density.Shift;
import org.terrainexplorer.world.density.WeirdScaledSampler;
import org.terrainexplorer.world.noise.BlendedNoise;
import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.noise.NormalNoise;

/**
 * The noise family of operations: {@code y_clamped_gradient}, {@code noise}, {@code shifted_noise}, the three
 * shifts, {@code weird_scaled_sampler} and {@code old_blended_noise}. Column batches sample a noise's x/z part
 * once for the whole column.
 */
final class NoiseOps {

    private static final Op[] NONE = ArithmeticOps.NONE;

    private NoiseOps() {
    }

    /** y_clamped_gradient. */
    static final class YGradient extends Op {
        final int fromY;
        final int toY;
        final double fromValue;
        final double toValue;

        YGradient(int fromY, int toY, double fromValue, double toValue) {
            this.fromY = fromY;
            this.toY = toY;
            this.fromValue = fromValue;
            this.toValue = toValue;
        }

        /**
         * The values at the cell's lowest and highest block, widened: monotone in y but for the last place where
         * the lerp meets the clamp.
         */
        @Override
        void bounds(Frame f) {
            double bottom = Mth.clampedMap(f.cellY, fromY, toY, fromValue, toValue);
            double top = Mth.clampedMap(f.cellY + f.cellHeight - 1, fromY, toY, fromValue, toValue);
            Bounds.widen(f, id, Math.min(bottom, top), Math.max(bottom, top));
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            int[] ys = f.y;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = Mth.clampedMap(ys[p], fromY, toY, fromValue, toValue);
            }
        }
    }

    /** noise. */
    static final class Noise extends Op {
        final NormalNoise noise;
        final double xzScale;
        final double yScale;

        Noise(NormalNoise noise, double xzScale, double yScale) {
            this.noise = noise;
            this.xzScale = xzScale;
            this.yScale = yScale;
            yIndependent = yScale == 0.0 || noise == null;
        }

        /** The noise's true bound (every octave's magnitude is at most 2), widened past rounding. */
        @Override
        void bounds(Frame f) {
            Bounds.symmetric(f, id, noise == null ? 0.0 : noise.bound());
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            if (noise == null) {
                for (int i = 0; i < n; i++) {
                    o[sel[i]] = 0.0;
                }
                return;
            }
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            if (f.column && n > 1) {
                double[] scaledY = f.noiseScratch[4];
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    scaledY[p] = ys[p] * yScale;
                }
                int p0 = sel[0];
                noise.column(xs[p0] * xzScale, scaledY, zs[p0] * xzScale, sel, n, o, f.noiseScratch);
                return;
            }
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = noise.getValue(xs[p] * xzScale, ys[p] * yScale, zs[p] * xzScale);
            }
        }
    }

    /** shifted_noise. */
    static final class ShiftedNoise extends Op {
        final Op shiftX;
        final Op shiftY;
        final Op shiftZ;
        final NormalNoise noise;
        final double xzScale;
        final double yScale;

        ShiftedNoise(Op shiftX, Op shiftY, Op shiftZ, NormalNoise noise, double xzScale, double yScale) {
            this.shiftX = shiftX;
            this.shiftY = shiftY;
            this.shiftZ = shiftZ;
            this.noise = noise;
            this.xzScale = xzScale;
            this.yScale = yScale;
        }

        @Override
        void bounds(Frame f) {
            Bounds.symmetric(f, id, noise == null ? 0.0 : noise.bound());
        }

        @Override
        Op[] children() {
            return new Op[] {shiftX, shiftY, shiftZ};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            shiftX.run(f, sel, n);
            shiftY.run(f, sel, n);
            shiftZ.run(f, sel, n);
            double[] sx = f.out[shiftX.id];
            double[] sy = f.out[shiftY.id];
            double[] sz = f.out[shiftZ.id];
            double[] o = f.out[id];
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            if (f.column && n > 1 && noise != null) {
                // In a column x and z are shared when the shifts are: then one x/z pass serves every point.
                int p0 = sel[0];
                double x0 = xs[p0] * xzScale + sx[p0];
                double z0 = zs[p0] * xzScale + sz[p0];
                boolean shared = true;
                double[] scaledY = f.noiseScratch[4];
                for (int i = 0; i < n && shared; i++) {
                    int p = sel[i];
                    shared = Double.compare(xs[p] * xzScale + sx[p], x0) == 0
                        && Double.compare(zs[p] * xzScale + sz[p], z0) == 0;
                    scaledY[p] = ys[p] * yScale + sy[p];
                }
                if (shared) {
                    noise.column(x0, scaledY, z0, sel, n, o, f.noiseScratch);
                    return;
                }
            }
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double x = xs[p] * xzScale + sx[p];
                double y = ys[p] * yScale + sy[p];
                double z = zs[p] * xzScale + sz[p];
                o[p] = noise == null ? 0.0 : noise.getValue(x, y, z);
            }
        }
    }

    /** shift_a, shift_b, shift. */
    static final class ShiftNoise extends Op {
        final Shift.Kind kind;
        final NormalNoise noise;

        ShiftNoise(Shift.Kind kind, NormalNoise noise) {
            this.kind = kind;
            this.noise = noise;
            yIndependent = kind != Shift.Kind.XYZ || noise == null;
        }

        @Override
        void bounds(Frame f) {
            Bounds.symmetric(f, id, noise == null ? 0.0 : noise.bound() * 4.0);
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double x = xs[p];
                double y = ys[p];
                double z = zs[p];
                if (noise == null) {
                    o[p] = 0.0;
                    continue;
                }
                o[p] = switch (kind) {
                    case A -> noise.getValue(x * 0.25, 0.0, z * 0.25) * 4.0;
                    case B -> noise.getValue(z * 0.25, x * 0.25, 0.0) * 4.0;
                    case XYZ -> noise.getValue(x * 0.25, y * 0.25, z * 0.25) * 4.0;
                };
            }
        }
    }

    /** weird_scaled_sampler. */
    static final class WeirdScaled extends Op {
        final Op input;
        final NormalNoise noise;
        final WeirdScaledSampler.RarityMapper mapper;

        WeirdScaled(Op input, NormalNoise noise, WeirdScaledSampler.RarityMapper mapper) {
            this.input = input;
            this.noise = noise;
            this.mapper = mapper;
        }

        @Override
        Op[] children() {
            return new Op[] {input};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            input.run(f, sel, n);
            double[] in = f.out[input.id];
            double[] o = f.out[id];
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double rarity = mapper.rarity(in[p]);
                double v = noise == null ? 0.0 : noise.getValue(xs[p] / rarity, ys[p] / rarity, zs[p] / rarity);
                o[p] = rarity * Math.abs(v);
            }
        }
    }

    /** old_blended_noise. */
    static final class Blended extends Op {
        final BlendedNoise noise;

        Blended(BlendedNoise noise) {
            this.noise = noise;
        }

        @Override
        void bounds(Frame f) {
            Bounds.symmetric(f, id, noise.bound());
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            if (f.column && n > 1) {
                noise.column(xs[sel[0]], ys, zs[sel[0]], sel, n, o, f.noiseScratch, f.noiseSelections);
                return;
            }
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = noise.compute(xs[p], ys[p], zs[p]);
            }
        }
    }
}
