package io.hotshard.simulations;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the directory Gatling writes this run's own HTML report into: {@code <results>/<simulation>-<timestamp>/},
 * created when the load starts, under {@code hotshard.gatlingResults} or else {@code target/gatling} (the Maven
 * plugin's default, relative to the module).
 */
final class GatlingResults {

    /** A results directory created this long before recording started still belongs to the run. */
    private static final long SLACK_MILLIS = 120_000;

    private GatlingResults() {
    }

    /** The {@code index.html} Gatling will write for {@code simulation}, started around {@code startedAt}. */
    static Optional<Path> report(String simulation, Instant startedAt) {
        String root = System.getProperty("hotshard.gatlingResults");
        List<Path> roots = root != null ? List.of(Path.of(root))
                : List.of(Path.of("target", "gatling"), Path.of("simulations", "target", "gatling"));
        String prefix = simulation.toLowerCase(Locale.ROOT) + "-";
        long since = startedAt.toEpochMilli() - SLACK_MILLIS;
        return roots.stream().filter(Files::isDirectory).flatMap(r -> children(r, prefix, since))
                .max(Comparator.comparingLong(GatlingResults::modified))
                .map(d -> d.toAbsolutePath().normalize().resolve("index.html"));
    }

    private static Stream<Path> children(Path root, String prefix, long sinceMillis) {
        try (Stream<Path> listing = Files.list(root)) {
            return listing.filter(Files::isDirectory)
                    .filter(d -> d.getFileName().toString().toLowerCase(Locale.ROOT).startsWith(prefix))
                    .filter(d -> modified(d) >= sinceMillis).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long modified(Path dir) {
        try {
            return Files.getLastModifiedTime(dir).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }
}
