package io.hotshard.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each default of a cluster setting is written once in the main code of the target cluster and the simulations, so
 * that {@code hotshard cluster} (its picocli options) and a simulation ({@link ClusterShape}) cannot drift apart.
 */
final class SettingsDefinedOnceTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a cluster's service time (hotshard.latency, --latency of cluster)|\"exponential:mean=\\d+ms\"|1",
        "a lone shard's service time (--latency of shard)|\"fixed:1ms\"|1",
        "the router's event loops (hotshard.routerEventLoops, --event-loops)|availableProcessors\\(\\)|1",
        "the size of a router's Vert.x|setEventLoopPoolSize\\(|1",
        "a cluster's shard count|DEFAULT_SHARDS = |1",
        "a cluster's queue bound|DEFAULT_QUEUE = |1",
        "the most shards of a cluster|MAX_SHARDS = |1",
        "the most routers of a cluster|MAX_ROUTERS = |1"})
    void mainSources_eachDefault_writtenOnce(String setting, String written, int times) {
        assertThat(occurrences(Pattern.compile(written))).as(setting).hasSize(times);
    }

    private static List<String> occurrences(Pattern pattern) {
        List<Path> roots = Stream.of("shard", "router", "cluster", "cli")
                .map(m -> ROOT.resolve("target-cluster").resolve(m).resolve("src/main/java")).toList();
        try (Stream<Path> sim = Stream.of(ROOT.resolve("simulations/src/main/java/io/hotshard/sim"))) {
            return Stream.concat(roots.stream(), sim).flatMap(SettingsDefinedOnceTest::javaFiles)
                    .filter(file -> !file.endsWith("HarnessWatch.java"))
                    .flatMap(file -> matches(file, pattern)).toList();
        }
    }

    private static Stream<Path> javaFiles(Path root) {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".java")).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Stream<String> matches(Path file, Pattern pattern) {
        try {
            Matcher m = pattern.matcher(Files.readString(file));
            Stream.Builder<String> found = Stream.builder();
            while (m.find()) {
                found.add(ROOT.relativize(file) + ": " + m.group());
            }
            return found.build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
