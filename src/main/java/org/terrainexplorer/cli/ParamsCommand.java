package org.terrainexplorer.cli;

import java.util.concurrent.Callable;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import picocli.CommandLine.Command;

/** {@code params}: lists every parameter with its default, range and meaning. */
@Command(name = "params", mixinStandardHelpOptions = true,
    description = "Lists every parameter --set and presets accept: name, default, allowed values, meaning.")
final class ParamsCommand implements Callable<Integer> {

    private final TerrainCli.Streams streams;

    ParamsCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        TerrainParams defaults = TerrainParams.defaults();
        for (Param p : Param.values()) {
            streams.out().printf("%-20s default %-28s allowed %s%n%20s %s%n", p.id(), p.format(defaults.get(p)),
                p.allowed() + (p.unit().isEmpty() ? "" : " (" + p.unit() + ")"), "", p.description());
        }
        streams.out().flush();
        return 0;
    }
}
