package org.terrainexplorer.session;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.concurrent.Progress;
import org.terrainexplorer.concurrent.RenderPool;

/**
 * The final density down every column of a section line as its chunks compute it, split at chunk borders into a
 * few runs so every core helps. The last line's density is kept for the world it was computed in, so a redraw of
 * the same line (chunks arriving, the layer switched) does not compute it again. Thread-safe.
 */
public final class LineDensity {

    private record Known(WorldChunks chunks, SectionLine line, boolean exact, double[][] density) {
    }

    private final RenderPool pool;
    private volatile Known known;

    /** Densities computed on {@code pool}. */
    public LineDensity(RenderPool pool) {
        this.pool = pool;
    }

    /**
     * The line's density; unless {@code exact} (for the density layer) the open sky above the terrain is NaN, not
     * computed, which halves the work for the blocks' preview.
     */
    public double[][] of(WorldChunks c, SectionLine line, boolean exact, BooleanSupplier superseded) {
        return of(c, line, exact, superseded, Progress.NONE);
    }

    /** {@link #of(WorldChunks, SectionLine, boolean, BooleanSupplier)}, counting the columns computed. */
    public double[][] of(WorldChunks c, SectionLine line, boolean exact, BooleanSupplier superseded,
                         Progress progress) {
        Known k = known;
        if (k != null && k.chunks() == c && k.line().equals(line) && (k.exact() || !exact)) {
            return k.density();
        }
        int n = line.length();
        int[] xs = new int[n];
        int[] zs = new int[n];
        for (int i = 0; i < n; i++) {
            xs[i] = line.x(i);
            zs[i] = line.z(i);
        }
        List<Integer> cuts = new ArrayList<>();
        cuts.add(0);
        int runs = pool.threads() * 2;
        for (int i = 1; i < n; i++) {
            boolean border = xs[i] >> 4 != xs[i - 1] >> 4 || zs[i] >> 4 != zs[i - 1] >> 4;
            if (border && i - cuts.get(cuts.size() - 1) >= n / runs) {
                cuts.add(i);
            }
        }
        cuts.add(n);
        double[][] density = new double[n][];
        progress.start(n, "columns");
        pool.forEach(cuts.size() - 1, r -> {
            int from = cuts.get(r);
            int to = cuts.get(r + 1);
            double[][] part = c.world().generator().columnDensities(Arrays.copyOfRange(xs, from, to),
                Arrays.copyOfRange(zs, from, to), to - from, !exact, superseded);
            System.arraycopy(part, 0, density, from, to - from);
            progress.add(to - from);
        });
        known = new Known(c, line, exact, density);
        return density;
    }
}
