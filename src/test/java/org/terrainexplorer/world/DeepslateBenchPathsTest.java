package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code tools/reference/bench-deepslate.mjs} (run by {@code tools/bench/world.sh}) reads the game's data of a
 * release from {@code ../shared/mcdata}; CI has no node, so the paths it names are checked here: the folder its
 * {@code MCDATA_DIR} resolves to from {@code tools/reference}, and its {@code WORLDGEN_FILES} under each release
 * {@code world.sh} benchmarks by default. (It once read a folder of this repository that no longer existed, and
 * {@code world.sh} printed "0x" against deepslate; {@code make-vectors.mjs} read the same folder and stopped.) For
 * every reference script: the repository folders it names and the modules it imports from beside it exist.
 */
class DeepslateBenchPathsTest {

    private static final Path SCRIPT = Path.of("tools/reference/bench-deepslate.mjs");
    private static final Path WORLD_SH = Path.of("tools/bench/world.sh");

    /** The string literal a line {@code const NAME = '...'} gives. */
    private static String constant(String script, String name) {
        Matcher m = Pattern.compile("(?m)^const " + name + " = '([^']*)'").matcher(script);
        assertTrue(m.find(), "bench-deepslate.mjs declares const " + name + " as a string literal");
        return m.group(1);
    }

    /** The string literals of a line {@code const NAME = ['...', '...']}. */
    private static List<String> list(String script, String name) {
        Matcher m = Pattern.compile("(?m)^const " + name + " = \\[([^\\]]*)\\]").matcher(script);
        assertTrue(m.find(), "bench-deepslate.mjs declares const " + name + " as a list of string literals");
        List<String> out = new ArrayList<>();
        Matcher item = Pattern.compile("'([^']*)'").matcher(m.group(1));
        while (item.find()) {
            out.add(item.group(1));
        }
        assertFalse(out.isEmpty(), name + " names files");
        return out;
    }

    @Test
    @DisplayName("every path bench-deepslate.mjs reads exists for the releases world.sh benchmarks")
    void benchPathsExist() throws IOException {
        String script = Files.readString(SCRIPT);
        String shell = Files.readString(WORLD_SH);
        Path mcdata = SCRIPT.getParent().resolve(constant(script, "MCDATA_DIR")).normalize();
        assertEquals(McData.DEFAULT_ROOT.toAbsolutePath().normalize(), mcdata.toAbsolutePath().normalize(),
            "the script reads the game's data where the build and the tests do by default");
        Assumptions.assumeTrue(Files.isDirectory(mcdata) || McData.ROOT.equals(McData.DEFAULT_ROOT),
            "the tests read the data -Dgame.data names; the default folder, which the script reads, is absent");
        Matcher releases = Pattern.compile("(?m)^RELEASES=([0-9.,]+)$").matcher(shell);
        assertTrue(releases.find(), "world.sh names its default releases");
        List<String> checked = new ArrayList<>(List.of(releases.group(1).split(",")));
        checked.add(constant(script, "DEFAULT_RELEASE"));
        String worldgen = constant(script, "WORLDGEN_DIR");
        for (String release : checked) {
            for (String file : list(script, "WORLDGEN_FILES")) {
                Path p = mcdata.resolve(release).resolve(worldgen).resolve(file);
                assertTrue(Files.exists(p), "bench-deepslate.mjs --release " + release + " reads " + p);
            }
        }
        assertTrue(shell.contains("node bench-deepslate.mjs --release \"$release\""),
            "world.sh runs the deepslate bench once per release");
        assertTrue(script.contains("path.resolve(HERE, MCDATA_DIR, RELEASE, WORLDGEN_DIR)"),
            "the script builds its data path from the constants checked here");
    }

    @Test
    @DisplayName("every reference script's repository folders and local imports exist")
    void referenceScriptPathsExist() throws IOException {
        Path tools = SCRIPT.getParent();
        List<Path> scripts;
        try (var files = Files.list(tools)) {
            scripts = files.filter(p -> p.toString().endsWith(".mjs")).sorted().toList();
        }
        assertTrue(scripts.size() >= 4, "the reference scripts are found: " + scripts);
        // path.join(REPO, 'src/...') names a folder of this repository; import ... from './x.mjs' a module beside it.
        Pattern repoPath = Pattern.compile("path\\.join\\(REPO, '([^']+)'");
        Pattern localImport = Pattern.compile("(?m)^import .* from '(\\./[^']+)'");
        for (Path script : scripts) {
            String text = Files.readString(script);
            Matcher m = repoPath.matcher(text);
            while (m.find()) {
                Path folder = Path.of(m.group(1));
                assertTrue(Files.isDirectory(folder), script.getFileName() + " reads the missing folder " + folder);
            }
            Matcher i = localImport.matcher(text);
            while (i.find()) {
                Path module = tools.resolve(i.group(1)).normalize();
                assertTrue(Files.exists(module), script.getFileName() + " imports the missing module " + module);
            }
        }
    }
}
