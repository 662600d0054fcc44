package org.terrainexplorer.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The layers of the code, as each package's {@code package-info.java} states them, kept true: every main source
 * file's references to the project's packages (imports, static imports and fully qualified names) must go to a
 * package its own package may use, and only the window's packages may use JavaFX. A new package must be given its
 * place here before it compiles into the layers. docs/architecture.md ("How it is built") draws the same table.
 */
@DisplayName("The packages depend on each other only downwards, as their package-info says")
class LayersTest {

    private static final String ROOT = "org.terrainexplorer";
    private static final Path SOURCES = Path.of("src/main/java/org/terrainexplorer");

    /**
     * What each package may use of the project, bottom to top; {@code x.*} is {@code x} and its subpackages. A
     * package may always use itself.
     */
    static final Map<String, List<String>> MAY_USE = new TreeMap<>(Map.ofEntries(
        Map.entry("noise", List.of()),
        Map.entry("terrain", List.of("noise")),
        Map.entry("concurrent", List.of()),
        Map.entry("render", List.of("noise", "terrain", "concurrent")),
        // Geometry of voxels, below both the 3D view's meshes and the .glb export.
        Map.entry("mesh", List.of()),
        Map.entry("world", List.of()),
        Map.entry("world.json", List.of()),
        Map.entry("world.random", List.of()),
        Map.entry("world.noise", List.of("noise", "world.random")),
        // One layer in two packages: a density type's file holds its compile hook, which uses compile's SPI.
        Map.entry("world.density", List.of("world.density.compile", "world.json", "world.noise", "world.random")),
        Map.entry("world.density.compile", List.of("world.density", "world.json", "world.noise", "world.random")),
        Map.entry("world.chunk", List.of("world.json")),
        // Anchors and height providers, which surface rules, carvers and structures read alike.
        Map.entry("world.height", List.of("world.json", "world.random")),
        Map.entry("world.carver", List.of("world.chunk", "world.height", "world.json", "world.random")),
        Map.entry("world.gen", List.of("world.carver", "world.chunk", "world.density.*", "world.height", "world.json",
            "world.noise", "world.random")),
        Map.entry("world.data", List.of("world.carver", "world.chunk", "world.density.*", "world.gen", "world.height",
            "world.json", "world.noise", "world.random", "world.structure.*")),
        // Structures read the terrain without them (world.gen) and hand the noise stage their boxes (gen's Beard):
        // gen never imports structure.
        Map.entry("world.structure", List.of("world.structure.*", "world.gen", "world.chunk", "world.height",
            "world.json", "world.noise", "world.random")),
        Map.entry("world.structure.placement", List.of("world.structure", "world.chunk", "world.random")),
        Map.entry("world.structure.types", List.of("world.structure.*", "world.gen", "world.chunk", "world.height",
            "world.json", "world.noise", "world.random")),
        Map.entry("world.structure.jigsaw", List.of("world.structure", "world.structure.placement", "world.gen",
            "world.chunk", "world.height", "world.json", "world.noise", "world.random")),
        Map.entry("render.world", List.of("render", "concurrent", "world.*")),
        Map.entry("render.world.mesh", List.of("render.world", "mesh", "world.chunk")),
        Map.entry("render.world.fly", List.of("render.world", "render.world.mesh", "concurrent", "world.*")),
        // io reads and writes files; it never draws (exports that draw are in export, above both).
        Map.entry("io", List.of("noise", "terrain", "concurrent", "world.data", "world.json", "world.noise")),
        Map.entry("io.anvil", List.of("io", "concurrent", "world.*")),
        Map.entry("export", List.of("noise", "terrain", "concurrent", "render.*", "mesh", "io", "world.chunk",
            "world.json")),
        Map.entry("session", List.of("concurrent", "world.*", "io.*", "render.*")),
        // Seed search sits beside the session and loads its worlds through it; the window and the CLI drive it.
        Map.entry("search", List.of("concurrent", "world.*", "io.*", "session")),
        Map.entry("cli", List.of("noise", "terrain", "render.*", "mesh", "concurrent", "io.*", "export", "world.*",
            "session", "search")),
        Map.entry("ui.common", List.of()),
        Map.entry("ui.world", List.of("ui.common", "ui.world.fly", "concurrent", "session", "search", "render.*",
            "mesh", "world.*", "io.*", "export")),
        Map.entry("ui.world.fly", List.of("ui.common", "concurrent", "render.*", "world.*")),
        Map.entry("ui", List.of("ui.common", "ui.world", "concurrent", "session", "noise", "terrain", "render.*",
            "io.*", "export", "world.data")),
        Map.entry("", List.of("cli", "ui"))));

    /** The packages that may use JavaFX: the window's. */
    static final Set<String> JAVAFX = Set.of("ui", "ui.common", "ui.world", "ui.world.fly");

    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern REFERENCE = Pattern.compile("\\b" + Pattern.quote(ROOT)
        + "((?:\\.[a-z][a-z0-9_]*)*)\\.[A-Z]");
    private static final Pattern JAVAFX_USE = Pattern.compile("\\bjavafx\\.[a-z]");

    private static final Map<Path, String> FILES = new TreeMap<>();

    @BeforeAll
    static void read() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                FILES.put(f, code(Files.readString(f, StandardCharsets.UTF_8)));
            }
        }
        assertTrue(FILES.size() > 100, "the main sources were found (" + FILES.size() + " files)");
    }

    /** The source without comments and string literals, so a Javadoc {@code @link} is not taken for a use. */
    static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c) {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                out.append(c).append(c);
                i = j + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** The package of a file, relative to the project's root package ("" for the root itself). */
    static String packageOf(String code, Path file) {
        Matcher m = PACKAGE.matcher(code);
        if (!m.find()) {
            throw new AssertionError(file + " has no package declaration");
        }
        String p = m.group(1);
        return p.equals(ROOT) ? "" : p.substring(ROOT.length() + 1);
    }

    /** Whether {@code from} may use {@code to} by the table. */
    static boolean allowed(String from, String to) {
        if (from.equals(to)) {
            return true;
        }
        for (String rule : MAY_USE.get(from)) {
            if (rule.endsWith(".*") ? to.equals(rule.substring(0, rule.length() - 2))
                || to.startsWith(rule.substring(0, rule.length() - 1)) : to.equals(rule)) {
                return true;
            }
        }
        return false;
    }

    @Test
    @DisplayName("every package has its place in the layers")
    void everyPackageIsPlaced() {
        Set<String> unplaced = new TreeSet<>();
        FILES.forEach((file, code) -> {
            String p = packageOf(code, file);
            if (!MAY_USE.containsKey(p)) {
                unplaced.add(p);
            }
        });
        assertEquals(Set.of(), unplaced, "packages missing from LayersTest.MAY_USE (give each its place)");
    }

    @Test
    @DisplayName("no package uses one above it or beside it")
    void noWrongWayDependency() {
        List<String> wrong = new ArrayList<>();
        FILES.forEach((file, code) -> {
            String from = packageOf(code, file);
            if (!MAY_USE.containsKey(from)) {
                return;
            }
            Set<String> used = new TreeSet<>();
            Matcher m = REFERENCE.matcher(code);
            while (m.find()) {
                String to = m.group(1).isEmpty() ? "" : m.group(1).substring(1);
                if (!allowed(from, to)) {
                    used.add(to.isEmpty() ? "(root)" : to);
                }
            }
            used.forEach(to -> wrong.add(SOURCES.relativize(file) + ": " + (from.isEmpty() ? "(root)" : from)
                + " uses " + to));
        });
        assertEquals(List.of(), wrong, "wrong-way dependencies");
    }

    @Test
    @DisplayName("io never uses render: files are read and written below the drawing")
    void ioNeverUsesRender() {
        MAY_USE.forEach((from, rules) -> {
            if (from.equals("io") || from.startsWith("io.")) {
                assertTrue(!allowed(from, "render") && !allowed(from, "render.world")
                    && !allowed(from, "render.world.mesh") && !allowed(from, "render.world.fly"),
                    from + " may not use render or its subpackages: " + rules);
            }
        });
        List<String> wrong = new ArrayList<>();
        FILES.forEach((file, code) -> {
            String from = packageOf(code, file);
            if ((from.equals("io") || from.startsWith("io.")) && code.contains(ROOT + ".render")) {
                wrong.add(SOURCES.relativize(file).toString());
            }
        });
        assertEquals(List.of(), wrong, "io files that use render");
    }

    @Test
    @DisplayName("no main source file is over 600 lines")
    void noFileOver600Lines() throws IOException {
        List<String> tooLong = new ArrayList<>();
        for (Path f : FILES.keySet()) {
            long lines = Files.readAllLines(f, StandardCharsets.UTF_8).size();
            if (lines > 600) {
                tooLong.add(SOURCES.relativize(f) + ": " + lines + " lines");
            }
        }
        assertEquals(List.of(), tooLong, "main source files over 600 lines (split them by concept)");
    }

    @Test
    @DisplayName("only the window's packages use JavaFX")
    void javafxOnlyInTheWindow() {
        List<String> wrong = new ArrayList<>();
        FILES.forEach((file, code) -> {
            String p = packageOf(code, file);
            if (!JAVAFX.contains(p) && !p.isEmpty() && JAVAFX_USE.matcher(code).find()) {
                wrong.add(SOURCES.relativize(file).toString());
            }
        });
        assertEquals(List.of(), wrong, "JavaFX used outside ui, ui.common and ui.world");
    }

    @Test
    @DisplayName("the table catches a wrong-way use: a test of the test")
    void tableCatchesWrongWay() {
        String code = code("package org.terrainexplorer.world.gen;\n/** {@link org.terrainexplorer.ui.AppWindow} */\n"
            + "import org.terrainexplorer.world.chunk.ChunkData;\nclass X { org.terrainexplorer.render.Layer l; "
            + "String s = \"org.terrainexplorer.cli.X\"; }");
        Matcher m = REFERENCE.matcher(code);
        Set<String> used = new TreeSet<>();
        while (m.find()) {
            used.add(m.group(1).substring(1));
        }
        assertEquals(Set.of("world.chunk", "render"), used, "comments and strings are not uses; code is");
        assertTrue(allowed("world.gen", "world.chunk"));
        assertTrue(allowed("world.gen", "world.density.compile"));
        assertTrue(!allowed("world.gen", "render"));
        assertTrue(!allowed("world", "world.gen"), "x.* is needed for subpackages");
    }
}
