package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.PngImages;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.session.SectionDrawing;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.WorldChunks;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code world section}: a vertical slice along x (at a fixed z) or along z (at a fixed x), one pixel per block over
 * the world's full height: the generated blocks, or the final density as the chunks computed it. With {@code
 * --saved-world}, a saved world's blocks instead, its missing chunks drawn as not generated.
 */
@Command(name = "section", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world section --z 22 --from -256 --to 255 --out caves.png",
        "  terrain-explorer world section --x 0 --from 0 --to 511 --layer density \\",
        "      --out density.png"},
    description = {"Draws a vertical slice through the world as a PNG, one pixel per block, over its full height.",
        "--z Z slices along x (from --from to --to at that z); --x X slices along z. The blocks layer shows the "
            + "generated blocks (air underground dark, the sky light, the sea level dashed); the density layer shows the "
            + "final density as the chunks computed it (red solid, blue open, the zero contour black).",
        "With no line, the one the window starts with: along x at z 0, from -256 to 255 (--z 0 --from -256 --to "
            + "255); with --preset and no line, the preset's section line (which may run at any angle).",
        "With --saved-world the blocks are a saved world's, over its height (chunks it lacks dark and hatched: not "
            + "generated); the density layer needs a generated world."})
final class WorldSectionCommand implements Callable<Integer> {

    /** The longest slice. */
    static final int MAX_LENGTH = SectionLine.MAX_LENGTH;

    @Mixin
    WorldOptions options;

    @Mixin
    SavedWorldOption saved;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Line line;

    static final class Line {
        @Option(names = "--x", paramLabel = "X", converter = WorldCoordinates.Single.class,
            description = "Slice along z at this x.")
        Integer x;

        @Option(names = "--z", paramLabel = "Z", converter = WorldCoordinates.Single.class,
            description = "Slice along x at this z. Default, with no --x, --z, --from or --to: --z 0 --from -256 "
                + "--to 255, the window's first line (or the preset's line).")
        Integer z;
    }

    @Option(names = "--from", paramLabel = "A", converter = WorldCoordinates.Single.class,
        description = "First block along the slice.")
    Integer from;

    @Option(names = "--to", paramLabel = "B", converter = WorldCoordinates.Single.class,
        description = "Last block along the slice.")
    Integer to;

    @Option(names = "--layer", paramLabel = "LAYER", converter = LayerConverter.class,
        description = "blocks or density. Default: the preset's, else blocks.")
    SectionRenderer.Layer layer;

    @Mixin
    OutputFile output;

    private final TerrainCli.Streams streams;

    WorldSectionCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        SectionLine chosen = line(); // the command line's own mistakes first, then the file's
        Path out = output.checked("the section is a PNG", ".png");
        SectionRenderer.Layer shown = layer != null ? layer : options.preset().flatMap(WorldPresets.WorldPreset::section)
            .map(s -> "density".equals(s.layer()) ? SectionRenderer.Layer.DENSITY : SectionRenderer.Layer.BLOCKS)
            .orElse(SectionRenderer.Layer.BLOCKS);
        if (saved.given() && shown == SectionRenderer.Layer.DENSITY) {
            throw new InputException("--layer density: a saved world stores its blocks, not the density that made "
                + "them; choose blocks");
        }
        long start = System.nanoTime();
        ProgressReport progress = streams.progressReport("section");
        SectionDrawing.Picture p;
        try (RenderPool pool = new RenderPool(); WorldChunks chunks = saved.given()
            ? saved.chunks(options, streams.err(), pool)
            : WorldChunks.generated(options.loaded(), pool, 0)) {
            p = SectionDrawing.drawComplete(chunks, chosen, shown, pool, progress);
        }
        progress.finish();
        try {
            PngImages.writeRgb(p.argb(), p.width(), p.height(), out);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        String where = chosen.az() == chosen.bz() ? "at z " + chosen.az()
            : chosen.ax() == chosen.bx() ? "at x " + chosen.ax()
            : "from " + chosen.ax() + "," + chosen.az() + " to " + chosen.bx() + "," + chosen.bz();
        streams.out().printf(Locale.ROOT, "Wrote %s: %dx%d %s section %s%s%s, %.2f s%n", out, p.width(),
            p.height(), shown.id(), where, saved.given() ? " of the saved world " + saved.shownName()
                : " of " + options.describe(),
            p.missing() == 0 ? "" : ", " + Plural.of(p.missing(), "chunk") + " not generated",
            (System.nanoTime() - start) / 1e9);
        return 0;
    }

    /** The line: --x or --z with --from and --to, or the preset's section, or the window's first line. */
    private SectionLine line() {
        if (line == null) {
            if (from != null || to != null) {
                throw new UsageException("--from and --to go with --x X or --z Z (the line's fixed coordinate)");
            }
            return options.preset().flatMap(WorldPresets.WorldPreset::section)
                .map(s -> new SectionLine(s.ax(), s.az(), s.bx(), s.bz()))
                .orElse(SectionLine.START);
        }
        if (from == null || to == null) {
            throw new UsageException("missing " + (from == null ? "--from A" : "--to B") + " (the slice runs from "
                + "--from to --to along the line)");
        }
        int fixed = line.x != null ? line.x : line.z;
        for (long v : new long[] {fixed, from, to}) {
            if (Math.abs(v) > WorldCoordinates.LIMIT) {
                throw new InputException(v + " is beyond the world's limit of ±" + WorldCoordinates.LIMIT);
            }
        }
        int a = Math.min(from, to);
        int b = Math.max(from, to);
        if (b - a + 1 > MAX_LENGTH) {
            throw new InputException("--from " + from + " --to " + to + ": " + (b - a + 1) + " blocks; at most "
                + MAX_LENGTH);
        }
        return line.z != null ? new SectionLine(a, line.z, b, line.z) : new SectionLine(line.x, a, line.x, b);
    }

    static final class LayerConverter implements ITypeConverter<SectionRenderer.Layer> {
        @Override
        public SectionRenderer.Layer convert(String value) {
            return Converters.choose(value, List.of(SectionRenderer.Layer.values()), SectionRenderer.Layer::id);
        }
    }
}
