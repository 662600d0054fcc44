package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.AnvilSaver;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.SaveFormat;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSpawn;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code world save}: generates a rectangle of chunks and saves it as a Minecraft Java world folder of a chosen
 * release, which that release's game opens and continues with the same terrain.
 */
@Command(name = "save", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world save --from -4,-4 --to 3,3 \\",
        "      --out ~/.minecraft/saves/explorer-42",
        "  terrain-explorer world save --game-version 1.21.4 --from 0,0 --to 7,7 \\",
        "      --out explorer-1.21.4"},
    description = {"Saves the chunks from --from to --to (inclusive) as a Minecraft Java world folder of the "
        + "world's release (--game-version, default the newest): "
        + "level.dat with the seed and this world (its datapack copied in), and region files whose chunks the "
        + "game finishes (caves, features, light) when it opens them, their structures' starts and references "
        + "included (with --structures off, none, and level.dat has the game make none). Open the folder from the "
        + "game's saves folder; the game generates the same terrain beyond the saved chunks.",
        "Nothing is written unless the whole world is: it goes to a temporary folder that is renamed at the end."})
final class WorldSaveCommand implements Callable<Integer> {

    @Mixin
    WorldOptions options;

    @Option(names = "--from", paramLabel = "CX,CZ", required = true, converter = WorldCoordinates.ChunkPair.class,
        description = "One corner chunk (chunk coordinates: block / 16).")
    WorldCoordinates.Ints from;

    @Option(names = "--to", paramLabel = "CX,CZ", required = true, converter = WorldCoordinates.ChunkPair.class,
        description = "The opposite corner chunk. At most 16,384 chunks in all (128 x 128, or any rectangle of "
            + "as many).")
    WorldCoordinates.Ints to;

    @Option(names = "--out", paramLabel = "DIR", required = true,
        description = "The world folder to create; its parent folder must exist.")
    Path out;

    @Option(names = "--overwrite",
        description = "Write into DIR if it is already a world (a folder with level.dat) or an empty folder: its "
            + "level.dat and the region files written are replaced, the old ones kept beside them (level.dat_old, "
            + "r.X.Z.mca.<date>.bak); nothing else in it is touched. Refused while the game has the world open.")
    boolean overwrite;


    private final TerrainCli.Streams streams;

    WorldSaveCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        // The chunks go to their dimension's region folder; the game makes the other dimensions itself.
        DimensionFolder dimension = DimensionFolder.of(options.loaded().dimension());
        String unnamed = options.editsLevelDatCannotName(streams.err());
        if (unnamed != null) {
            throw new InputException("the world has " + unnamed + ", which a saved world's level.dat cannot name: the "
                + "game would continue it with other terrain beyond the saved chunks; save without that");
        }
        String version = options.loaded().version();
        SaveFormat release = SaveFormat.forRelease(version).orElseThrow(() -> new InputException("--game-version "
            + version + ": the explorer does not know how that release saves worlds; releases it saves: "
            + String.join(", ", SaveFormat.releaseNames())));
        checkOut();
        AnvilSaver.Request request = new AnvilSaver.Request(null, options.loaded().world(),
            options.origin(), options.seed(), new ChunkPos(from.get(0), from.get(1)), new ChunkPos(to.get(0), to.get(1)),
            out, overwrite, release, dimension);
        try {
            AnvilSaver.check(request);
        } catch (IllegalArgumentException e) {
            throw new InputException("--from " + from.text() + " --to " + to.text() + ": " + e.getMessage());
        } catch (IOException e) {
            throw new InputException("--out: " + e.getMessage());
        }
        WorldGenerator generator = options.loaded().generator();
        request = new AnvilSaver.Request(generator, request.world(), request.origin(), request.seed(),
            request.from(), request.to(), out, overwrite, release, dimension)
            .withStructures(options.loaded().structures(), options.loaded().settings().structures());
        if (dimension == DimensionFolder.OVERWORLD) {
            // The world spawn as the game would set it, so a player arrives where the game would put them.
            WorldSpawn spawn = options.loaded().spawn().get();
            request = request.withSpawn(new int[] {spawn.x(), spawn.y(), spawn.z()});
        }
        AnvilSaver.Result result;
        ProgressReport progress = streams.progressReport("save");
        progress.start((Math.abs((long) to.get(0) - from.get(0)) + 1) * (Math.abs((long) to.get(1) - from.get(1)) + 1),
            "chunks");
        try (RenderPool pool = new RenderPool()) {
            result = AnvilSaver.save(request, pool, n -> progress.add(1), progress::cancelled);
        } catch (IOException e) {
            throw new InputException("--out: " + e.getMessage());
        }
        progress.finish();
        streams.out().printf(Locale.ROOT, "Wrote %s: %s (%s) of %s for Minecraft %s (data version %d), %.2f s%n",
            result.folder(), Plural.of(result.chunks(), "chunk"), Plural.of(result.regions(), "region file"),
            options.place(), release.release(), release.dataVersion(), result.wallNanos() / 1e9);
        if (request.structures().world() != null && !request.structures().world().possibleSets().isEmpty()) {
            streams.out().println("Wrote " + result.structuresText());
        }
        for (Path backup : result.backups()) {
            streams.out().println("Kept the replaced file as " + backup);
        }
        streams.out().printf(Locale.ROOT,
            "Time over all threads: generating %.2f s, encoding NBT %.2f s; writing files %.2f s%n",
            result.generateNanos() / 1e9, result.encodeNanos() / 1e9, result.fileNanos() / 1e9);
        return 0;
    }

    /**
     * What a user typing {@code --out} may not expect: the world is a folder (the game's saves hold folders), so a
     * name ending {@code .zip} would make a folder called so; and an existing one is replaced only with
     * {@code --overwrite}, the option the message names.
     */
    private void checkOut() {
        if (out.toString().isBlank()) {
            throw new InputException("--out '" + out + "': no folder name; name the world folder to write");
        }
        String notAFolder = OutputFile.notAFolder(out.toAbsolutePath().normalize().getParent());
        if (notAFolder != null) {
            throw new InputException("--out " + out + ": " + notAFolder);
        }
        Path name = out.getFileName();
        if (name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".zip")) {
            throw new InputException("--out " + out + ": world save writes a world folder, not a zip; name the "
                + "folder without .zip (and zip it afterwards if you want one)");
        }
        if (!Files.exists(out)) {
            return;
        }
        // --overwrite writes only into a world or an empty folder: name it only where it would help.
        if (!Files.isDirectory(out)) {
            throw new InputException("--out " + out + ": is a file, not a world folder; name a new folder for the "
                + "world (or an existing world's folder, with --overwrite)");
        }
        if (!Files.exists(out.resolve("level.dat")) && !isEmpty(out)) {
            throw new InputException("--out " + out + ": is a folder with no level.dat in it, so not a world; name "
                + "a new folder for the world (or an existing world's folder, with --overwrite)");
        }
        if (!overwrite) {
            throw new InputException("--out " + out + ": already exists (add --overwrite to write into a world "
                + "there, keeping the files it replaces)");
        }
    }

    private static boolean isEmpty(Path folder) {
        try (java.util.stream.Stream<Path> s = Files.list(folder)) {
            return s.findAny().isEmpty();
        } catch (IOException e) {
            throw new InputException("--out " + folder + ": cannot read the folder (" + e.getMessage() + ")");
        }
    }
}
