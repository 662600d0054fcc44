package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.terrainexplorer.io.export.GlbWriter;
import org.terrainexplorer.io.export.BoxMesher;
import org.terrainexplorer.render.world.mesh.GreedyMesher;
import org.terrainexplorer.io.export.VoxWriter;
import org.terrainexplorer.io.export.VoxelBox;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code world export}: a box of generated blocks as a MagicaVoxel model or a glTF mesh. */
@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Exports the blocks from --from to --to (inclusive) as a MagicaVoxel .vox (every non-air block a "
        + "voxel, Z up, cut into models of at most 256 per side) or a glTF binary .glb (the faces between solid "
        + "blocks and air or fluid, merged into rectangles, with vertex colours; one unit a block, y up).",
        "The box is at most 256 x 384 x 256 blocks (x by y by z) and within the world's height."})
final class WorldExportCommand implements Callable<Integer> {

    /** The file formats. */
    enum Format { VOX, GLB }

    @Mixin
    WorldOptions options;

    @Option(names = "--format", paramLabel = "vox|glb", required = true, converter = FormatConverter.class,
        description = "vox (MagicaVoxel) or glb (glTF 2.0 binary).")
    Format format;

    @Option(names = "--from", paramLabel = "X,Y,Z", required = true, converter = WorldCoordinates.Triple.class,
        description = "One corner block.")
    WorldCoordinates.Ints from;

    @Option(names = "--to", paramLabel = "X,Y,Z", required = true, converter = WorldCoordinates.Triple.class,
        description = "The opposite corner block.")
    WorldCoordinates.Ints to;

    @Option(names = "--out", paramLabel = "FILE", required = true,
        description = "The file to write; its folder must exist.")
    Path out;

    @Option(names = "--overwrite", description = "Replace FILE if it exists.")
    boolean overwrite;

    private final TerrainCli.Streams streams;

    WorldExportCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        int[] min = new int[3];
        int[] size = new int[3];
        for (int i = 0; i < 3; i++) {
            min[i] = Math.min(from.get(i), to.get(i));
            size[i] = Math.max(from.get(i), to.get(i)) - min[i] + 1;
        }
        WorldDefinition world = options.world();
        try {
            VoxelBox.check(world.minY(), world.height(), min[1], size[0], size[1], size[2]);
        } catch (IllegalArgumentException e) {
            throw new InputException("--from " + from.text() + " --to " + to.text() + ": " + e.getMessage());
        }
        checkTarget();
        long start = System.nanoTime();
        WorldGenerator generator = new WorldGenerator(options.state());
        String what;
        try (RenderPool pool = new RenderPool()) {
            VoxelBox box = VoxelBox.read(generator, world.minY(), world.height(), min[0], min[1], min[2], size[0],
                size[1], size[2], pool, n -> { }, () -> false);
            if (format == Format.VOX) {
                VoxWriter.write(box, out, () -> false);
                what = size[0] + " x " + size[1] + " x " + size[2] + " blocks";
            } else {
                GreedyMesher.Quads quads = BoxMesher.mesh(box, () -> false);
                GlbWriter.write(box, quads, out, () -> false);
                what = quads.count() + " quads (" + 2L * quads.count() + " triangles)";
            }
        } catch (IOException e) {
            throw new InputException("--out: " + e.getMessage());
        }
        streams.out().printf("wrote %s: %s in %.2f s%n", out, what, (System.nanoTime() - start) / 1e9);
        return 0;
    }

    /** Refuses a target that exists (unless --overwrite), is a folder, or sits in a missing or read-only folder. */
    private void checkTarget() {
        Path absolute = out.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InputException("--out " + out + ": folder " + folder + " does not exist");
        }
        if (!Files.isWritable(folder)) {
            throw new InputException("--out " + out + ": folder " + folder + " is not writable");
        }
        if (Files.isDirectory(absolute)) {
            throw new InputException("--out " + out + ": is a folder");
        }
        if (Files.exists(absolute) && !overwrite) {
            throw new InputException("--out " + out + ": already exists (add --overwrite to replace it)");
        }
    }

    static final class FormatConverter implements ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            return Converters.choose(value, List.of(Format.values()), f -> f.name().toLowerCase(Locale.ROOT));
        }
    }
}
