package org.terrainexplorer.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Keeps dotted names whole in the help. Picocli wraps descriptions where {@link java.text.BreakIterator}'s line
 * instance allows, and the JDK's allows a break after every dot followed by a letter: "level.dat" came out as
 * "level." and "dat" on two lines, "a .zip" as "a ." and "zip". So while the help is laid out, such a dot is a
 * one dot leader (U+2024, as wide, no break after it), put back as a dot in the finished text.
 */
final class WholeNames {

    /** A dot that a letter, an underscore or a {@code <} follows: inside a name, never a sentence's end. */
    private static final Pattern NAME_DOT = Pattern.compile("\\.(?=[A-Za-z_<])");
    private static final char LEADER = '\u2024';

    private WholeNames() {
    }

    /** Makes the help of {@code root} and every command under it keep dotted names whole. */
    static void keep(CommandLine root) {
        CommandSpec spec = root.getCommandSpec();
        spec.usageMessage().description(protect(spec.usageMessage().description()));
        root.setHelpFactory(Whole::new);
        Map<String, CommandLine.IHelpSectionRenderer> sections = new LinkedHashMap<>();
        root.getHelpSectionMap().forEach((key, renderer) -> sections.put(key, help -> restore(renderer.render(help))));
        root.setHelpSectionMap(sections);
        for (CommandLine sub : root.getSubcommands().values()) {
            keep(sub);
        }
    }

    private static String[] protect(String[] lines) {
        String[] out = new String[lines.length];
        for (int i = 0; i < lines.length; i++) {
            out[i] = NAME_DOT.matcher(lines[i]).replaceAll(String.valueOf(LEADER));
        }
        return out;
    }

    private static String restore(String text) {
        return text == null ? null : text.replace(LEADER, '.');
    }

    /** The help, its options' descriptions laid out with the names' dots protected. */
    private static final class Whole extends Help {
        Whole(CommandSpec spec, ColorScheme scheme) {
            super(spec, scheme);
        }

        @Override
        public IOptionRenderer createDefaultOptionRenderer() {
            IOptionRenderer plain = super.createDefaultOptionRenderer();
            return (OptionSpec option, IParamLabelRenderer labels, ColorScheme scheme) -> {
                Text[][] rows = plain.render(option, labels, scheme);
                for (Text[] row : rows) {
                    int last = row.length - 1;
                    row[last] = scheme.text(protect(new String[] {row[last].plainString()})[0]);
                }
                return rows;
            };
        }
    }
}
