package org.terrainexplorer.world;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.terrainexplorer.world.carver.CarverFiles;
import org.terrainexplorer.world.carver.CarverLoader;
import org.terrainexplorer.world.carver.CarverTrig;
import org.terrainexplorer.world.carver.WorldCarvers;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The game's data of a release for tests, from {@code ../shared/mcdata/<release>} (never copied into the
 * repository): a world loaded with it over the built-ins, and its carvers read alone.
 */
public final class McData {

    /** The build's default folder of the releases' data, from the worktree (the tests' working directory). */
    public static final Path DEFAULT_ROOT = Path.of("../shared/mcdata");

    /**
     * Where the releases' data lives: the build's {@code game.data} (Maven passes it to the tests; by default
     * {@link #DEFAULT_ROOT}).
     */
    public static final Path ROOT = Path.of(System.getProperty("game.data", DEFAULT_ROOT.toString()));

    private McData() {
    }

    /** A release's data as a pack. */
    public static Pack pack(String release) {
        Path folder = ROOT.resolve(release);
        if (!Files.isDirectory(folder)) {
            throw new IllegalStateException("the game's data of " + release + " is not at " + folder.toAbsolutePath());
        }
        return Pack.folder(folder);
    }

    /** The overworld of a release (its data over the built-ins), its carvers with the release's sine table. */
    public static WorldDefinition overworld(String release) {
        return world(BuiltinWorld.OVERWORLD, release);
    }

    /** A built-in world of a release, as the game makes it: with its carvers and the release's sine table. */
    public static WorldDefinition world(BuiltinWorld builtin, String release) {
        return TestWorlds.carved(release, org.terrainexplorer.world.data.Dimension.OVERWORLD, builtin);
    }

    /** The carvers of a release's biomes, read from its data alone. */
    public static WorldCarvers carvers(String release, List<String> biomes) {
        return CarverLoader.load(files(pack(release)), biomes, CarverTrig.forRelease(release));
    }

    /** Packs as carver files, the first pack highest. */
    public static CarverFiles files(Pack... packs) {
        return new CarverFiles() {
            @Override
            public Optional<JsonValue> find(String kind, String id) {
                for (Pack p : packs) {
                    Optional<String> text = p.read(path(kind, id));
                    if (text.isPresent()) {
                        return Optional.of(parse(text.get(), p.name() + "/" + path(kind, id)));
                    }
                }
                return Optional.empty();
            }

            @Override
            public List<JsonValue> findAll(String kind, String id) {
                List<JsonValue> out = new ArrayList<>();
                for (int i = packs.length - 1; i >= 0; i--) {
                    Pack p = packs[i];
                    p.read(path(kind, id)).ifPresent(t -> out.add(parse(t, p.name() + "/" + path(kind, id))));
                }
                return out;
            }

            @Override
            public String packNames() {
                return String.join(", ", java.util.Arrays.stream(packs).map(Pack::name).toList());
            }
        };
    }

    private static String path(String kind, String id) {
        return "data/" + Ids.namespace(id) + "/" + kind + "/" + Ids.path(id) + ".json";
    }

    private static JsonValue parse(String text, String file) {
        try {
            return JsonValue.root(new com.fasterxml.jackson.databind.ObjectMapper().readTree(text), file);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
    }
}
