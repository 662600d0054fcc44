package org.terrainexplorer.search;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.io.ShippedPresets;

/** The example search specifications that ship in the jar ({@code /presets/search/*.json}), each one valid. */
public final class SearchExamples {

    /** The resource folder. */
    public static final String FOLDER = "presets/search";

    private SearchExamples() {
    }

    /**
     * An example: its file name, its specification and its text as shipped.
     *
     * @param file the file name
     * @param spec the specification read
     * @param text the file's text
     */
    public record Example(String file, SearchSpec spec, String text) {
        /** Its name, for a chooser. */
        public String title() {
            return spec.name().isEmpty() ? file : spec.name();
        }
    }

    /** The examples, by file name; a refused one is a packaging mistake and fails the listing. */
    public static List<Example> list() throws IOException, SearchSpec.SpecException {
        List<Example> out = new ArrayList<>();
        for (Map.Entry<String, byte[]> f : ShippedPresets.files(FOLDER).entrySet()) {
            String text = new String(f.getValue(), StandardCharsets.UTF_8);
            out.add(new Example(f.getKey(), SearchSpec.parse(text, FOLDER + "/" + f.getKey(), null), text));
        }
        return out;
    }
}
