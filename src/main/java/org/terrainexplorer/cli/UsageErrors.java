package org.terrainexplorer.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.terrainexplorer.world.json.Suggestions;
import picocli.CommandLine;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.MutuallyExclusiveArgsException;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Reports a malformed command line as the commands report bad input: one plain sentence naming the option,
 * the value and what is allowed, then one line saying where the options are listed. Picocli's own report
 * named Java classes and printed the whole usage, which buried the one line that mattered.
 */
final class UsageErrors implements CommandLine.IParameterExceptionHandler {

    private static final Pattern EXCLUSIVE = Pattern.compile("(?:Error: )?(.*?) are mutually exclusive");

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        if (ex.getCause() instanceof WorldCoordinates.OutOfRange) {
            // A value out of range is bad input, reported as the commands report theirs.
            PrintWriter err = ex.getCommandLine().getErr();
            err.println(name(ex.getCommandLine()) + ": " + message(ex, args));
            err.flush();
            return TerrainCli.EXIT_INPUT_ERROR;
        }
        report(ex.getCommandLine(), message(ex, args));
        return TerrainCli.EXIT_USAGE_ERROR;
    }

    /** Prints "command: message" and the pointer to the command's help on its error stream. */
    static void report(CommandLine command, String message) {
        PrintWriter err = command.getErr();
        err.println(name(command) + ": " + message);
        boolean hasCommands = command.getSubcommands().keySet().stream().anyMatch(n -> !n.equals("help"));
        err.println("Run '" + command.getCommandSpec().qualifiedName() + " --help' for the "
            + (hasCommands ? "commands" : "options") + ".");
        err.flush();
    }

    /** The command as the user typed it, without the program's name ("render", "preset validate"). */
    static String name(CommandLine command) {
        CommandSpec spec = command.getCommandSpec();
        return spec.parent() == null ? spec.name()
            : spec.qualifiedName().substring(spec.root().qualifiedName().length() + 1);
    }

    private static String message(ParameterException ex, String[] args) {
        if (ex instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            return unmatched(ex.getCommandLine(), unmatched.getUnmatched().get(0));
        }
        if (ex instanceof MissingParameterException missing && !missing.getMissing().isEmpty()) {
            return missing(missing.getMissing().get(0), args);
        }
        if (ex instanceof MutuallyExclusiveArgsException) {
            // picocli says "Error: --x=X, --z=Z are mutually exclusive (specify only one)".
            Matcher m = EXCLUSIVE.matcher(ex.getMessage());
            if (m.find()) {
                List<String> names = Arrays.stream(m.group(1).split(",\\s*")).map(n -> n.replaceFirst("=.*", ""))
                    .toList();
                return String.join(" and ", names) + ": give one, not " + (names.size() == 2 ? "both" : "several");
            }
        }
        if (ex instanceof OverwrittenOptionException overwritten) {
            return name(overwritten.getOverwritten()) + ": given more than once; give it once";
        }
        if (ex.getArgSpec() == null && ex.getValue() != null && !ex.getCommandLine().getSubcommands().isEmpty()) {
            return unmatched(ex.getCommandLine(), ex.getValue()); // 'help bogus'
        }
        if (ex.getArgSpec() != null && ex.getValue() != null) {
            String why = ex.getCause() instanceof TypeConversionException conversion ? conversion.getMessage()
                : "expected " + ex.getArgSpec().paramLabel();
            return name(ex.getArgSpec()) + " " + shown(ex.getValue()) + ": " + why;
        }
        return ex.getMessage();
    }

    private static String unmatched(CommandLine command, String argument) {
        if (argument.startsWith("-")) {
            String option = argument.contains("=") ? argument.substring(0, argument.indexOf('=')) : argument;
            String searchWorld = searchWorld(command, option);
            if (searchWorld != null) {
                return option + ": unknown option; " + searchWorld;
            }
            return option + ": unknown option" + Suggestions.didYouMean(option,
                command.getCommandSpec().optionsMap().keySet());
        }
        List<String> commands = List.copyOf(command.getSubcommands().keySet());
        if (!commands.isEmpty()) {
            return argument + ": unknown command; allowed " + String.join(", ", commands)
                + Suggestions.didYouMean(argument, commands);
        }
        List<String> positional = command.getCommandSpec().positionalParameters().stream()
            .map(p -> p.paramLabel()).toList();
        if (!positional.isEmpty()) {
            // Most often the second word of a name with a space ("ancient city"), which the shell split.
            return argument + ": unexpected argument; " + name(command) + " takes " + String.join(" ", positional)
                + " and options: put a " + positional.get(positional.size() - 1) + " with spaces in quotes";
        }
        return argument + ": unexpected argument; " + name(command) + " takes options only";
    }

    /**
     * What {@code world search} takes instead of an option the other world commands take ({@code --game-version},
     * {@code --seed}): the specification names its world, and {@code --range} the seeds. Null for other commands
     * and options.
     */
    private static String searchWorld(CommandLine command, String option) {
        CommandLine parent = command.getParent();
        if (!"search".equals(command.getCommandName()) || parent == null || !"world".equals(parent.getCommandName())
            || !worldOption(option)) {
            return null;
        }
        return option.equals("--seed") ? "world search searches the seeds of --range A:B"
            : "world search takes the world from its specification's \"world\", such as {\"version\": \"1.21.1\", "
                + "\"dimension\": \"overworld\", \"world\": \"overworld\"} (see docs/seed-search.md)";
    }

    /**
     * Whether an option is one of {@link WorldOptions}', which every world command but search takes (read from the
     * annotations: the other world commands are not made for a command line that names search, see
     * {@link CommandTree}).
     */
    private static boolean worldOption(String option) {
        for (java.lang.reflect.Field f : WorldOptions.class.getDeclaredFields()) {
            CommandLine.Option o = f.getAnnotation(CommandLine.Option.class);
            if (o != null && java.util.Arrays.asList(o.names()).contains(option)) {
                return true;
            }
        }
        return false;
    }

    /** An option given without its value, a required option left out, or a missing file name. */
    private static String missing(ArgSpec spec, String[] args) {
        if (spec instanceof OptionSpec option) {
            String form = option.longestName() + " " + option.paramLabel();
            boolean given = Arrays.stream(args).anyMatch(a -> Arrays.stream(option.names())
                .anyMatch(n -> a.equals(n) || a.startsWith(n + "=")));
            return given ? option.longestName() + ": no value; expected " + form : "missing " + form + " (required)";
        }
        return "missing " + spec.paramLabel() + (spec.arity().max() > 1 ? "... (at least one)" : "");
    }

    private static String name(ArgSpec spec) {
        return spec instanceof OptionSpec option ? option.longestName() : spec.paramLabel();
    }

    private static String shown(String value) {
        return value.isBlank() ? "'" + value + "'" : value;
    }
}
