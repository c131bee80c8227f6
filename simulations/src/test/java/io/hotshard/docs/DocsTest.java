package io.hotshard.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.storeload.SettingsRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** README.md and docs/ name every script and every simulation, their relative links lead to files and headings,
 * README.md links every guide, and no guide is over 300 lines. */
final class DocsTest {

    private static final Path ROOT = DocSet.findRoot(Path.of(""));
    private static final DocSet DOCS = DocSet.read(ROOT);
    private static final int MAX_GUIDE_LINES = 300;

    @Test
    void scripts_readmeAndDocs_nameEveryOne() throws IOException {
        List<String> scripts;
        try (Stream<Path> files = Files.list(ROOT.resolve("scripts"))) {
            scripts = files.filter(Files::isRegularFile).map(f -> "scripts/" + f.getFileName()).sorted().toList();
        }

        assertThat(scripts).contains("scripts/hotshard", "scripts/simulate");
        assertThat(scripts).filteredOn(s -> !DOCS.mentions(s)).as("scripts named nowhere in README.md or docs/")
                .isEmpty();
    }

    @Test
    void simulationClasses_readmeAndDocs_nameEveryOne() throws IOException {
        List<String> simulations;
        try (Stream<Path> files = Files.list(ROOT.resolve("simulations/src/test/java/io/hotshard/simulations"))) {
            simulations = files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith("Simulation.java"))
                    .map(n -> n.substring(0, n.length() - ".java".length())).sorted().toList();
        }

        assertThat(simulations).contains("NodeChurnSimulation", "SmokeSimulation");
        assertThat(simulations).filteredOn(s -> !DOCS.mentions(s))
                .as("simulation classes named nowhere in README.md or docs/").isEmpty();
    }

    @Test
    void propertiesRunsKnow_simulationsMd_namesEveryOneInItsTable() throws IOException {
        String table = Files.readString(ROOT.resolve("docs/simulations.md"));

        // SettingsRegistryTest keeps every name the simulations read in the registry.
        assertThat(SettingsRegistry.known()).contains("hotshard.rate", "hotshard.preloadTimeout",
                "hotshard.trace.queries");
        assertThat(SettingsRegistry.known()).filteredOn(name -> !documented(table, name))
                .as("hotshard.* properties runs know but docs/simulations.md's table does not name").isEmpty();
    }

    /** A table row names a property whole ({@code `hotshard.cache.ttl`}) or by its suffix after one that does. */
    private static boolean documented(String table, String name) {
        String suffix = name.substring("hotshard".length());
        return table.contains("`" + name + "`") || table.contains("`" + suffix + "`")
                || table.contains("`" + name + " ") || table.contains("`" + suffix + " ");
    }

    @Test
    void relativeLinks_readmeAndDocs_leadToExistingFilesAndHeadings() {
        assertThat(DOCS.files()).contains("README.md");
        assertThat(DOCS.brokenLinks()).as("relative links to files, or to headings, that do not exist").isEmpty();
    }

    @Test
    void brokenLinks_linkToAMissingFileOrHeading_namesFileAndTarget(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("docs/measurements"));
        Files.createDirectories(dir.resolve("scripts"));
        Files.writeString(dir.resolve("docs/guide.md"), "# The guide\nsee [the record](measurements/run.md#figures),"
                + " [gone](measurements/gone.md), [web](https://example.org/x.md), [here](#the-guide),"
                + " [nowhere](#nowhere), [no such heading](measurements/run.md#tables)\n"
                + "```\n[in code](nowhere.md)\n# not a heading\n```\n[ref]: ../missing.md \"title\"\n"
                + "[fenced](#not-a-heading)\n");
        Files.writeString(dir.resolve("docs/measurements/run.md"), "# figures\n![shot](../../shot.png)\n"
                + "## The `µs` column (p99), [linked](../guide.md) again\n## Figures\n"
                + "[up](../guide.md#the-guide) [column](#the-µs-column-p99-linked-again) [second](#figures-1)\n");
        Files.writeString(dir.resolve("README.md"), "[guide](docs/guide.md) and `scripts/simulate-all`\n");

        DocSet docs = DocSet.read(DocSet.findRoot(dir.resolve("docs/measurements")));

        assertThat(docs.brokenLinks()).containsExactlyInAnyOrder("docs/guide.md: measurements/gone.md",
                "docs/guide.md: ../missing.md", "docs/measurements/run.md: ../../shot.png",
                "docs/guide.md: #nowhere", "docs/guide.md: measurements/run.md#tables",
                "docs/guide.md: #not-a-heading");
        assertThat(docs.mentions("scripts/simulate-all")).isTrue();
        assertThat(docs.mentions("scripts/simulate")).isFalse();
    }

    @Test
    void guides_readme_linksEveryOne() throws IOException {
        List<String> linked = DOCS.links("README.md").stream().map(t -> t.replaceFirst("#.*$", "")).toList();

        assertThat(guides()).contains("docs/cli.md", "docs/simulations.md");
        assertThat(guides()).filteredOn(guide -> !linked.contains(guide))
                .as("guides in docs/ that README.md does not link to").isEmpty();
    }

    @Test
    void guides_docs_atMost300LinesEach() throws IOException {
        List<String> tooLong = new ArrayList<>();
        for (String guide : guides()) {
            long lines = Files.readAllLines(ROOT.resolve(guide)).size();
            if (lines > MAX_GUIDE_LINES) {
                tooLong.add(guide + " (" + lines + " lines)");
            }
        }

        assertThat(tooLong).as("guides over %d lines: split them by topic", MAX_GUIDE_LINES).isEmpty();
    }

    /** The guides: Markdown files directly under docs/ (the dated records under docs/measurements/ are not guides). */
    private static List<String> guides() throws IOException {
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            return files.map(f -> "docs/" + f.getFileName()).filter(name -> name.endsWith(".md")).sorted().toList();
        }
    }
}
