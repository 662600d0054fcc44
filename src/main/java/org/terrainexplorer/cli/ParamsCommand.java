package org.terrainexplorer.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import picocli.CommandLine.Command;

/**
 * {@code params}: lists every parameter with its default, range and meaning, wrapped to 80 columns like the
 * help: the name in a column of its own, then the default and what is allowed, then the meaning.
 */
@Command(name = "params", mixinStandardHelpOptions = true,
    footer = {"", "Examples:",
        "  terrain-explorer params",
        "  terrain-explorer params | grep -A3 frequency"},
    description = "Lists every parameter --set and presets accept: name, default, allowed values, meaning.")
final class ParamsCommand implements Callable<Integer> {

    /** The width the listing is wrapped to, as picocli wraps the help. */
    static final int WIDTH = 80;
    /** The column the default and the meaning start at: past the longest name, moistureSeedOffset. */
    private static final int INDENT = 20;

    private final TerrainCli.Streams streams;

    ParamsCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        TerrainParams defaults = TerrainParams.defaults();
        for (Param p : Param.values()) {
            String values = "default " + p.format(defaults.get(p)) + "; allowed " + p.allowed()
                + (p.unit().isEmpty() ? "" : " (" + p.unit() + ")");
            List<String> lines = wrap(values, WIDTH - INDENT);
            lines.addAll(wrap(p.description(), WIDTH - INDENT));
            for (int i = 0; i < lines.size(); i++) {
                streams.out().printf("%-" + INDENT + "s%s%n", i == 0 ? p.id() : "", lines.get(i));
            }
        }
        streams.out().flush();
        return 0;
    }

    /** Breaks text at spaces into lines of at most {@code width} characters (a longer word stands alone). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
