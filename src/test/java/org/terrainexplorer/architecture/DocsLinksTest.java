package org.terrainexplorer.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The README and the pages under {@code docs/} link to each other, to the screenshots and to headings; a page moved,
 * a heading renamed or a screenshot deleted breaks a link, and this test says which. Links to the web are not
 * followed (the tests run offline).
 */
@DisplayName("The README's and the docs' links lead somewhere")
class DocsLinksTest {

    private static final Path README = Path.of("README.md");
    private static final Path DOCS = Path.of("docs");
    /** {@code [text](target)} and {@code ![alt](target)}; the target has no spaces or parentheses. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^()\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");

    @Test
    @DisplayName("every relative link names a file that exists, and every #anchor a heading of that file")
    void everyLinkResolves() throws IOException {
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path page : pages()) {
            for (String target : links(Files.readString(page, StandardCharsets.UTF_8))) {
                if (target.matches("^[a-z][a-z0-9+.-]*:.*")) {
                    continue;                                   // https:, mailto: — not followed offline
                }
                links++;
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path resolved = file.isEmpty() ? page : page.toAbsolutePath().getParent().resolve(file).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(page + ": " + target + " (no such file)");
                } else if (hash >= 0) {
                    String anchor = target.substring(hash + 1);
                    if (!Files.isRegularFile(resolved) || !anchors(resolved).contains(anchor)) {
                        broken.add(page + ": " + target + " (no heading with that anchor in " + resolved.getFileName()
                            + ")");
                    }
                }
            }
        }
        assertTrue(links > 30, "the pages' links were found (" + links + ")");
        assertEquals(List.of(), broken, "broken links");
    }

    @Test
    @DisplayName("every page under docs/ is linked from the README")
    void everyPageIsReachable() throws IOException {
        Set<String> linked = new TreeSet<>();
        for (String target : links(Files.readString(README, StandardCharsets.UTF_8))) {
            int hash = target.indexOf('#');
            linked.add(hash < 0 ? target : target.substring(0, hash));
        }
        List<String> orphans = new ArrayList<>();
        for (Path page : pages()) {
            if (!page.equals(README) && !linked.contains(DOCS.getFileName() + "/" + page.getFileName())) {
                orphans.add(page.toString());
            }
        }
        assertEquals(List.of(), orphans, "pages the README does not link to");
    }

    @Test
    @DisplayName("the README's test command is what CI runs")
    void testCommandIsCis() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("## Run the tests\\s+```\\s*\\n(.*?)\\n```", Pattern.DOTALL).matcher(readme);
        assertTrue(m.find(), "the README has a 'Run the tests' section with a command");
        String ci = Files.readString(Path.of(".ci/run"), StandardCharsets.UTF_8);
        assertTrue(ci.lines().anyMatch(l -> l.strip().equals(m.group(1).strip())),
            "the README's command '" + m.group(1).strip() + "' is a line of .ci/run");
    }

    @Test
    @DisplayName("anchors are made as GitHub makes them from headings")
    void anchorsAsGitHub() {
        assertEquals("world-save", anchor("`world save`"));
        assertEquals("--saved-world", anchor("`--saved-world`"));
        assertEquals("in-the-window-the-voxel-worlds-file-menu", anchor("In the window (the voxel world's File menu)"));
        assertEquals("kernels-ns-per-sample-over-a-512512-grid-median-of-5-iterations",
            anchor("Kernels: ns per sample over a 512×512 grid (median of 5 iterations)"));
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(README);
        try (Stream<Path> files = Files.list(DOCS)) {
            files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        assertTrue(pages.size() >= 6, "the docs pages were found: " + pages);
        return pages;
    }

    /** The link targets of a page, outside fenced code blocks and inline code. */
    static List<String> links(String markdown) {
        List<String> out = new ArrayList<>();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", "``"));
            while (m.find()) {
                out.add(m.group(1));
            }
        }
        return out;
    }

    /** The anchors of a page's headings, a repeated one numbered as GitHub numbers it. */
    private static Set<String> anchors(Path page) throws IOException {
        Set<String> out = new LinkedHashSet<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(page, StandardCharsets.UTF_8)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            }
            Matcher m = HEADING.matcher(line);
            if (!fenced && m.matches()) {
                String a = anchor(m.group(1));
                String unique = a;
                for (int n = 1; out.contains(unique); n++) {
                    unique = a + "-" + n;
                }
                out.add(unique);
            }
        }
        return out;
    }

    /** GitHub's anchor for a heading: lower case, punctuation other than '-' and '_' dropped, spaces to '-'. */
    static String anchor(String heading) {
        StringBuilder out = new StringBuilder();
        heading.toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                out.appendCodePoint(c);
            } else if (c == ' ') {
                out.append('-');
            }
        });
        return out.toString();
    }
}
