package org.terrainexplorer.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code world}: Minecraft Java's terrain of a chosen release and dimension, from the game's data, headless. Its
 * commands are {@link CommandTree#WORLD}.
 */
@Command(name = "world",
    mixinStandardHelpOptions = true,
    footer = {"", "Examples:",
        "  terrain-explorer world map --center 3600,-3888 --blocks-per-pixel 4 \\",
        "      --out peaks.png",
        "  printf '0 64 0\\n' | terrain-explorer world sample \\",
        "      --fields final_density,biome,block",
        "  terrain-explorer world save --from -4,-4 --to 3,3 \\",
        "      --out ~/.minecraft/saves/explorer-42"},
    description = {"Minecraft Java's terrain generation of a chosen release (--game-version, default the newest) and "
        + "dimension, from the game's worldgen JSON (built-in worlds or a datapack): sample the density functions and blocks, draw maps and sections, generate chunks, save them as a Minecraft world, export "
        + "a box as voxels or a mesh, list and locate structures, find the world spawn, search seeds.",
        "Block coordinates: x east, z south, y up; the game's limit of ±30,000,000 applies."})
final class WorldCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        throw new UsageException("expected a world command: sample, map, section, chunks, save, export, structures, "
            + "locate, spawn or search");
    }
}
