package org.terrainexplorer.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code help [COMMAND...]}: the help of a command at any depth ({@code help world map} is {@code world map --help});
 * picocli's own help command took one name and showed {@code world}'s help for {@code help world map}. An unknown
 * name is a usage error naming the commands there are at that level.
 */
@Command(name = "help", helpCommand = true,
    description = "Shows the help of a command, such as 'help world map' (the same as 'world map --help').")
final class HelpCommand implements Runnable, CommandLine.IHelpCommandInitializable2 {

    @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "The command, and its subcommands' names.")
    List<String> commands = new ArrayList<>();

    private CommandLine self;
    private CommandLine.Help.ColorScheme colors;
    private PrintWriter out;

    @Override
    public void init(CommandLine helpCommandLine, CommandLine.Help.ColorScheme colorScheme, PrintWriter out,
                     PrintWriter err) {
        this.self = helpCommandLine;
        this.colors = colorScheme;
        this.out = out;
    }

    @Override
    public void run() {
        CommandLine command = self.getParent();
        for (String name : commands) {
            CommandLine sub = command.getSubcommands().get(name);
            if (sub == null || sub == self) {
                throw new CommandLine.ParameterException(command, "Unknown subcommand '" + name + "'.", null, name);
            }
            command = sub;
        }
        command.usage(out, colors);
        out.flush();
    }
}
