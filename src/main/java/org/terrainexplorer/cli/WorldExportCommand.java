package org.terrainexplorer.cli;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.export.BoxMesher;
import org.terrainexplorer.export.GlbWriter;
import org.terrainexplorer.export.VoxWriter;
import org.terrainexplorer.export.VoxelBox;
import org.terrainexplorer.io.anvil.AirForMissing;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.mesh.GreedyMesher;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.gen.WorldDefinition;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code world export}: a box of generated blocks as a MagicaVoxel model or a glTF mesh. */
@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world export --format vox --from 0,-64,0 --to 127,200,127 \\",
        "      --out hills.vox",
        "  terrain-explorer world export --format glb --from 0,40,0 --to 63,120,63 \\",
        "      --out hills.glb"},
    description = {"Exports the blocks from --from to --to (inclusive) as a MagicaVoxel .vox (every non-air block a "
        + "voxel, Z up, cut into models of at most 256 per side) or a glTF binary .glb (the faces between solid "
        + "blocks and air or fluid, merged into rectangles, with vertex colours; one unit a block, y up).",
        "The box is at most 256 x 384 x 256 blocks (x by y by z) and within the world's height.",
        "With --saved-world the blocks are a saved world's; chunks it lacks export as air."})
final class WorldExportCommand implements Callable<Integer> {

    /** The file formats. */
    enum Format {
        VOX, GLB;

        /** The file name ending. */
        String extension() {
            return "." + name().toLowerCase(Locale.ROOT);
        }

        /** What --format writes, for an --out named otherwise. */
        String written() {
            return "--format " + name().toLowerCase(Locale.ROOT) + " writes "
                + (this == VOX ? "MagicaVoxel" : "glTF binary") + " (without --format, the name chooses)";
        }
    }

    @Mixin
    WorldOptions options;

    @Mixin
    SavedWorldOption saved;

    @Option(names = "--format", paramLabel = "vox|glb", converter = FormatConverter.class,
        description = "vox (MagicaVoxel) or glb (glTF 2.0 binary). Default: as --out is named, .vox or .glb.")
    Format format;

    @Option(names = "--from", paramLabel = "X,Y,Z", required = true, converter = WorldCoordinates.Triple.class,
        description = "One corner block.")
    WorldCoordinates.Ints from;

    @Option(names = "--to", paramLabel = "X,Y,Z", required = true, converter = WorldCoordinates.Triple.class,
        description = "The opposite corner block.")
    WorldCoordinates.Ints to;

    @Mixin
    OutputFile output;

    private final TerrainCli.Streams streams;

    WorldExportCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (format == null) {
            format = formatOf(output.out);
        }
        int[] min = new int[3];
        int[] size = new int[3];
        for (int i = 0; i < 3; i++) {
            min[i] = Math.min(from.get(i), to.get(i));
            size[i] = Math.max(from.get(i), to.get(i)) - min[i] + 1;
        }
        long start = System.nanoTime();
        String what;
        int missing = 0;
        if (saved.given()) {
            try (SavedWorld world = saved.open(options, streams.err())) {
                checkBox(world.minY(), world.height(), min, size);
                output.checked(format.written(), format.extension());
                AirForMissing chunks = new AirForMissing(world);
                what = export(chunks, world.minY(), world.height(), min, size);
                missing = chunks.missing();
            }
        } else {
            WorldDefinition world = options.loaded().world();
            checkBox(world.minY(), world.height(), min, size);
            output.checked(format.written(), format.extension());
            what = export(options.loaded().generator(), world.minY(), world.height(), min, size) + " of "
                + options.describe();
        }
        if (missing > 0) {
            what += "; " + Plural.of(missing, "chunk") + " the saved world lacks exported as air";
        }
        streams.out().printf(Locale.ROOT, "Wrote %s: %s, %.2f s%n", output.out, what, (System.nanoTime() - start) / 1e9);
        return 0;
    }

    private void checkBox(int worldMinY, int worldHeight, int[] min, int[] size) {
        try {
            VoxelBox.check(worldMinY, worldHeight, min[1], size[0], size[1], size[2]);
        } catch (IllegalArgumentException e) {
            throw new InputException("--from " + from.text() + " --to " + to.text() + ": " + e.getMessage());
        }
    }

    /** Reads the box from {@code chunks} and writes the file; returns what was written, in words. */
    private String export(ChunkGenerator chunks, int worldMinY, int worldHeight, int[] min, int[] size) {
        ProgressReport progress = streams.progressReport("export");
        progress.start(VoxelBox.chunkCount(min[0], min[2], size[0], size[2]), "chunks");
        try (RenderPool pool = new RenderPool()) {
            VoxelBox box = VoxelBox.read(chunks, worldMinY, worldHeight, min[0], min[1], min[2], size[0], size[1],
                size[2], pool, n -> progress.add(1), progress::cancelled);
            progress.finish();
            String between = "between " + min[0] + "," + min[1] + "," + min[2] + " and " + (min[0] + size[0] - 1)
                + "," + (min[1] + size[1] - 1) + "," + (min[2] + size[2] - 1);
            if (format == Format.VOX) {
                if (!box.anyNonAir()) {
                    throw new InputException("nothing but air " + between + ": the .vox holds the blocks other than "
                        + "air; no file written");
                }
                VoxWriter.write(box, output.out, progress::cancelled);
                return size[0] + "x" + size[1] + "x" + size[2] + " blocks";
            }
            if (!box.anySolid()) {
                throw new InputException("no solid block " + between + " (only air and fluids): the .glb holds "
                    + "solid blocks only; no file written");
            }
            GreedyMesher.Quads quads = BoxMesher.mesh(box, progress::cancelled);
            GlbWriter.write(box, quads, output.out, progress::cancelled);
            return Plural.of(quads.count(), "quad") + " (" + Plural.of(2L * quads.count(), "triangle") + ")";
        } catch (IOException e) {
            throw new InputException("--out: " + e.getMessage());
        }
    }

    /** The format a file's name ends in, for a command line without {@code --format}. */
    private static Format formatOf(java.nio.file.Path out) {
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        for (Format f : Format.values()) {
            if (name.endsWith(f.extension())) {
                return f;
            }
        }
        throw new UsageException("missing --format vox|glb (or name --out " + out + " .vox or .glb)");
    }

    static final class FormatConverter implements ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            return Converters.choose(value, List.of(Format.values()), f -> f.name().toLowerCase(Locale.ROOT));
        }
    }
}
