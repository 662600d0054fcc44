package org.terrainexplorer.world.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Run by the build (after compiling, before the jar): packs each shipped release's biome reports into
 * {@link BiomeListCodec}'s form beside the copy of the release the build made, so a shipped release's biome list is
 * read from those bytes rather than parsed from JSON. Every report is packed on every build (about a second for
 * all of them) and compared with the file there: a file that holds the same bytes is left as it is, any other is
 * replaced. Times are not trusted, since a copy of the game data that keeps its files' times (cp -p, rsync -a, an
 * archive) can give a changed report a time older than its packed list, and the list's bytes depend on more code
 * than the codec's class ({@link BiomeReport}, the search tree's build). A missing game data folder (a build
 * without it) packs nothing.
 *
 * <p>Arguments: the game data folder (as {@code ../shared/mcdata}) and the folder its copy was made in.
 */
public final class BiomeListPacker {

    private BiomeListPacker() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: BiomeListPacker GAME_DATA_DIR OUTPUT_DIR");
        }
        Path from = Path.of(args[0]);
        Path to = Path.of(args[1]);
        if (!Files.isDirectory(from)) {
            return;
        }
        int packed = 0;
        for (Path report : reports(from)) {
            Path rel = from.relativize(report);
            Path out = to.resolve(VersionPack.packedName(rel.toString().replace('\\', '/')));
            String text = Files.readString(report, StandardCharsets.UTF_8);
            byte[] bytes = BiomeListCodec.encode(BiomeReport.read(text, rel.toString()));
            if (Files.isRegularFile(out) && Arrays.equals(Files.readAllBytes(out), bytes)) {
                continue;
            }
            Files.createDirectories(out.getParent());
            Path part = out.resolveSibling(out.getFileName() + ".part");
            Files.write(part, bytes);
            Files.move(part, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            packed++;
        }
        if (packed > 0) {
            System.out.println("Packed " + packed + " biome reports into " + to);
        }
    }

    /** Every release's biome reports under the game data folder. */
    private static List<Path> reports(Path from) throws IOException {
        try (Stream<Path> releases = Files.list(from)) {
            return releases.map(r -> r.resolve(VersionPack.BIOME_REPORTS)).filter(Files::isDirectory)
                .flatMap(BiomeListPacker::jsonFiles).sorted().toList();
        }
    }

    private static Stream<Path> jsonFiles(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f)).toList().stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
