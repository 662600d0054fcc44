package org.terrainexplorer.world.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.DensityWriter;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * Writes a datapack of edited worldgen files for a release (1.21.1 unless told): {@code pack.mcmeta}, each
 * edited density function under {@code data/<namespace>/worldgen/density_function/} and each edited noise under
 * {@code data/<namespace>/worldgen/noise/}. Only what was edited is written; the game (and the explorer) find the
 * rest in the built-in data underneath. A folder is written beside its target and renamed into place, a zip
 * through a temporary file: a failed or cancelled save leaves nothing.
 */
public final class DatapackWriter {

    /** The datapack format of Minecraft Java 1.21.1. */
    public static final int PACK_FORMAT = 48;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private DatapackWriter() {
    }

    /** The files of a pack for Minecraft Java 1.21.1, by path inside it. */
    public static Map<String, byte[]> files(String description, Map<String, DensityFunction> functions,
                                           Map<String, NoiseParameters> noises) throws IOException {
        return files(description, new Releases.Format(PACK_FORMAT, 0), functions, noises);
    }

    /**
     * The files of a pack for the release of a data pack format, by path inside it. Its {@code pack.mcmeta} names
     * that format the way the release reads it: {@code pack_format} before 1.21.9 (format 88), from then
     * {@code min_format} and {@code max_format} (with {@code pack_format} too, which older releases read).
     */
    public static Map<String, byte[]> files(String description, Releases.Format format,
                                           Map<String, DensityFunction> functions,
                                           Map<String, NoiseParameters> noises) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        ObjectNode meta = JsonNodeFactory.instance.objectNode();
        ObjectNode pack = meta.putObject("pack");
        pack.put("pack_format", format.major());
        if (format.major() >= 88) {
            pack.putArray("min_format").add(format.major()).add(format.minor());
            pack.putArray("max_format").add(format.major()).add(format.minor());
        }
        pack.put("description", description);
        files.put("pack.mcmeta", json(meta));
        for (Map.Entry<String, DensityFunction> e : functions.entrySet()) {
            files.put(path("density_function", e.getKey()), json(DensityWriter.write(e.getValue())));
        }
        for (Map.Entry<String, NoiseParameters> e : noises.entrySet()) {
            ObjectNode noise = JsonNodeFactory.instance.objectNode();
            noise.put("firstOctave", e.getValue().firstOctave());
            var amplitudes = noise.putArray("amplitudes");
            for (double a : e.getValue().amplitudes()) {
                amplitudes.add(a);
            }
            files.put(path("noise", e.getKey()), json(noise));
        }
        return files;
    }

    private static String path(String kind, String id) {
        return "data/" + Ids.namespace(id) + "/worldgen/" + kind + "/" + Ids.path(id) + ".json";
    }

    private static byte[] json(JsonNode node) throws IOException {
        return (MAPPER.writeValueAsString(node) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Writes the pack to {@code target}: a {@code .zip} file, or else a folder. An existing target is refused
     * unless {@code replace}.
     */
    public static void write(Path target, Map<String, byte[]> files, boolean replace) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path parent = absolute.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new IOException("cannot write " + target + ": folder " + parent + " does not exist");
        }
        if (Files.exists(absolute) && !replace) {
            throw new IOException(target + " already exists");
        }
        boolean zip = absolute.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip");
        Path temporary = parent.resolve("." + absolute.getFileName() + "." + Long.toHexString(System.nanoTime())
            + ".part");
        boolean done = false;
        try {
            if (zip) {
                try (OutputStream out = Files.newOutputStream(temporary); ZipOutputStream z = new ZipOutputStream(out)) {
                    for (Map.Entry<String, byte[]> e : files.entrySet()) {
                        z.putNextEntry(new ZipEntry(e.getKey()));
                        z.write(e.getValue());
                        z.closeEntry();
                    }
                }
            } else {
                Files.createDirectory(temporary);
                for (Map.Entry<String, byte[]> e : files.entrySet()) {
                    Path file = temporary.resolve(e.getKey());
                    Files.createDirectories(file.getParent());
                    Files.write(file, e.getValue());
                }
            }
            if (replace && Files.exists(absolute)) {
                deleteTree(absolute);
            }
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute);
            }
            done = true;
        } finally {
            if (!done && Files.exists(temporary)) {
                deleteTree(temporary);
            }
        }
    }

    private static void deleteTree(Path path) throws IOException {
        if (Files.isDirectory(path)) {
            try (var files = Files.walk(path)) {
                for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        } else {
            Files.deleteIfExists(path);
        }
    }
}
