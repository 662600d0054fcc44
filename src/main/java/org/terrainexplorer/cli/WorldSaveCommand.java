package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.terrainexplorer.io.anvil.AnvilSaver;
import org.terrainexplorer.io.anvil.SaveFormat;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.WorldGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code world save}: generates a rectangle of chunks and saves it as a Minecraft Java world folder of a chosen
 * release, which that release's game opens and continues with the same terrain.
 */
@Command(name = "save", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Saves the chunks from --from to --to (inclusive) as a Minecraft Java world folder of the "
        + "chosen release (--game-version, default 1.21.1): "
        + "level.dat with the seed and this world (its datapack copied in), and region files whose chunks the "
        + "game finishes (caves, features, light) when it opens them. Open the folder from the game's saves "
        + "folder; the game generates the same terrain beyond the saved chunks.",
        "Nothing is written unless the whole world is: it goes to a temporary folder that is renamed at the end."})
final class WorldSaveCommand implements Callable<Integer> {

    @Mixin
    WorldOptions options;

    @Option(names = "--from", paramLabel = "CX,CZ", required = true, converter = WorldCoordinates.ChunkPair.class,
        description = "One corner chunk (chunk coordinates: block / 16).")
    WorldCoordinates.Ints from;

    @Option(names = "--to", paramLabel = "CX,CZ", required = true, converter = WorldCoordinates.ChunkPair.class,
        description = "The opposite corner chunk. At most 128 x 128 chunks.")
    WorldCoordinates.Ints to;

    @Option(names = "--out", paramLabel = "DIR", required = true,
        description = "The world folder to create; its parent folder must exist.")
    Path out;

    @Option(names = "--overwrite",
        description = "Write into DIR if it is already a world (a folder with level.dat) or an empty folder: its "
            + "level.dat and the region files written are replaced, the old ones kept beside them (level.dat_old, "
            + "r.X.Z.mca.<date>.bak); nothing else in it is touched. Refused while the game has the world open.")
    boolean overwrite;

    @Option(names = "--game-version", paramLabel = "RELEASE", converter = GameVersionConverter.class,
        description = "The release whose game is to open the world: its data version, level.dat and folder layout "
            + "(26.1's dimensions/ folder and world_gen_settings.dat) and datapack format. One of ${COMPLETION-"
            + "CANDIDATES}. Default: 1.21.1.", completionCandidates = GameVersions.class)
    SaveFormat format;

    private final TerrainCli.Streams streams;

    WorldSaveCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (options.changesAquifers()) {
            throw new InputException("--aquifers: the game continues a saved world with the world's own aquifer "
                + "setting, so a world saved with it changed would not match beyond the saved chunks; leave "
                + "--aquifers out");
        }
        SaveFormat release = format == null ? SaveFormat.DEFAULT : format;
        AnvilSaver.Request request = new AnvilSaver.Request(null, options.world(), options.origin(), options.seed(),
            new ChunkPos(from.get(0), from.get(1)), new ChunkPos(to.get(0), to.get(1)), out, overwrite, release);
        for (String w : options.warnings()) {
            streams.err().println("warning: " + w);
        }
        try {
            AnvilSaver.check(request);
        } catch (IllegalArgumentException e) {
            throw new InputException("--from " + from.text() + " --to " + to.text() + ": " + e.getMessage());
        } catch (IOException e) {
            throw new InputException("--out: " + e.getMessage());
        }
        WorldGenerator generator = new WorldGenerator(options.state());
        request = new AnvilSaver.Request(generator, request.world(), request.origin(), request.seed(),
            request.from(), request.to(), out, overwrite, release);
        AnvilSaver.Result result;
        try (RenderPool pool = new RenderPool()) {
            result = AnvilSaver.save(request, pool, n -> { }, () -> false);
        } catch (IOException e) {
            throw new InputException("--out: " + e.getMessage());
        }
        streams.out().printf("saved %d chunks (%d region file%s) to %s for Minecraft %s (data version %d) in "
            + "%.2f s%n", result.chunks(), result.regions(), result.regions() == 1 ? "" : "s", result.folder(),
            release.release(), release.dataVersion(), result.wallNanos() / 1e9);
        for (java.nio.file.Path backup : result.backups()) {
            streams.out().println("kept the replaced file as " + backup);
        }
        streams.out().printf("time over all threads: generating %.2f s, encoding NBT %.2f s; writing files %.2f s%n",
            result.generateNanos() / 1e9, result.encodeNanos() / 1e9, result.fileNanos() / 1e9);
        return 0;
    }

    /** The releases --game-version accepts, for the help. */
    static final class GameVersions implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return SaveFormat.releaseNames().iterator();
        }
    }

    static final class GameVersionConverter implements ITypeConverter<SaveFormat> {
        @Override
        public SaveFormat convert(String value) {
            return Converters.choose(value, SaveFormat.all(), SaveFormat::release);
        }
    }
}
