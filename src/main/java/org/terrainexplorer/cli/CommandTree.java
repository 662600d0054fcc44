package org.terrainexplorer.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The commands under {@code terrain-explorer} and under {@code world}, added to a command line as far as its
 * arguments reach. Picocli builds each command it is given by reflection on its options, and building all 17 cost a
 * fresh JVM about 0.2 s of CPU before any command ran; a command line that names a command (as {@code world map
 * ...} does) gets that one alone. One that names none, names an unknown one (whose message lists them all) or asks
 * {@code help} gets them all, so what it prints is the same either way.
 */
final class CommandTree {

    /** The top-level commands, in the help's order. */
    static final List<Class<?>> TOP = List.of(RenderCommand.class, SampleCommand.class, PresetCommand.class,
        ParamsCommand.class, WorldCommand.class, HelpCommand.class);
    /** The world commands, in the help's order. */
    static final List<Class<?>> WORLD = List.of(WorldSampleCommand.class, WorldMapCommand.class,
        WorldSectionCommand.class, WorldChunksCommand.class, WorldSaveCommand.class, WorldExportCommand.class,
        WorldStructuresCommand.class, WorldLocateCommand.class, WorldSpawnCommand.class, WorldSearchCommand.class);

    private CommandTree() {
    }

    /** Adds to {@code top} the commands {@code args} can reach. */
    static void add(CommandLine top, CommandLine.IFactory factory, String... args) {
        boolean one = add(top, TOP, args.length > 0 ? args[0] : null, factory);
        CommandLine world = top.getSubcommands().get(name(WorldCommand.class));
        if (world != null) {
            add(world, WORLD, one && args.length > 1 ? args[1] : null, factory);
        }
    }

    /**
     * Adds the command of {@code commands} named {@code named}, or all of them when it names none of them or names
     * help; true when one alone was added.
     */
    private static boolean add(CommandLine parent, List<Class<?>> commands, String named,
                               CommandLine.IFactory factory) {
        boolean one = named != null && !named.equals(name(HelpCommand.class))
            && commands.stream().anyMatch(c -> name(c).equals(named));
        for (Class<?> c : commands) {
            if (!one || name(c).equals(named)) {
                try {
                    parent.addSubcommand(name(c), new CommandLine(factory.create(c), factory));
                } catch (Exception e) {
                    throw new IllegalStateException("cannot make command " + c.getSimpleName() + ": " + e, e);
                }
            }
        }
        return one;
    }

    /** A command's name, as its annotation gives it. */
    static String name(Class<?> command) {
        return command.getAnnotation(Command.class).name();
    }
}
