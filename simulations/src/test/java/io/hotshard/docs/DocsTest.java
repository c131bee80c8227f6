package io.hotshard.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.sim.SettingsRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** README.md and docs/ name every script and every simulation, and their relative links lead to files. */
final class DocsTest {

    private static final Path ROOT = DocSet.findRoot(Path.of(""));
    private static final DocSet DOCS = DocSet.read(ROOT);

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
    void relativeLinks_readmeAndDocs_leadToExistingFiles() {
        assertThat(DOCS.files()).contains("README.md");
        assertThat(DOCS.brokenLinks()).as("relative links to files that do not exist").isEmpty();
    }

    @Test
    void brokenLinks_linkToAMissingFile_namesFileAndTarget(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("docs/measurements"));
        Files.createDirectories(dir.resolve("scripts"));
        Files.writeString(dir.resolve("docs/guide.md"), "see [the record](measurements/run.md#figures),"
                + " [gone](measurements/gone.md), [web](https://example.org/x.md), [here](#top)\n"
                + "```\n[in code](nowhere.md)\n```\n[ref]: ../missing.md \"title\"\n");
        Files.writeString(dir.resolve("docs/measurements/run.md"), "# figures\n![shot](../../shot.png)\n");
        Files.writeString(dir.resolve("README.md"), "[guide](docs/guide.md) and `scripts/simulate-all`\n");

        DocSet docs = DocSet.read(DocSet.findRoot(dir.resolve("docs/measurements")));

        assertThat(docs.brokenLinks()).containsExactlyInAnyOrder("docs/guide.md: measurements/gone.md",
                "docs/guide.md: ../missing.md", "docs/measurements/run.md: ../../shot.png");
        assertThat(docs.mentions("scripts/simulate-all")).isTrue();
        assertThat(docs.mentions("scripts/simulate")).isFalse();
    }
}
