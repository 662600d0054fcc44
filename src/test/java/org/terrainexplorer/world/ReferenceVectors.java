package org.terrainexplorer.world;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference vectors made by {@code tools/reference/make-vectors.mjs} with deepslate 0.26.2 (see its README):
 * tab-separated tables with a header line, read from the test resources.
 */
public final class ReferenceVectors {

    private static final String ROOT = "/org/terrainexplorer/world/reference/";

    private ReferenceVectors() {
    }

    /** The lines of a vector file. */
    public static List<String> lines(String name) {
        try (InputStream in = ReferenceVectors.class.getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("missing reference vector file " + name);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(
                name.endsWith(".gz") ? new java.util.zip.GZIPInputStream(in) : in, StandardCharsets.UTF_8));
            List<String> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rows of a tab-separated file, without its header. */
    public static List<String[]> rows(String name) {
        List<String> lines = lines(name);
        List<String[]> rows = new ArrayList<>(lines.size());
        for (String line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                rows.add(line.split("\t"));
            }
        }
        return rows;
    }

    /** The header of a tab-separated file. */
    public static String[] header(String name) {
        return lines(name).get(0).split("\t");
    }
}
