package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Checks the run directory the smoke simulation left in this build: complete, reconciled, reported. */
final class SmokeRunIT {

    @Test
    void smokeRun_afterGatling_leftACompleteReconciledRunWithItsReport() throws IOException {
        Path runs = Path.of(System.getProperty("hotshard.runsRoot", "target/hotshard-runs"));
        Path latest;
        try (Stream<Path> dirs = Files.list(runs)) {
            latest = dirs.filter(d -> d.getFileName().toString().startsWith("SmokeSimulation-"))
                    .max(Comparator.comparing(d -> d.getFileName().toString())).orElseThrow();
        }
        JsonNode manifest = new ObjectMapper().readTree(latest.resolve("run.json").toFile());

        assertThat(manifest.path("status").asText()).isEqualTo("complete");
        assertThat(manifest.path("reconciliation").path("matches").asBoolean()).isTrue();
        assertThat(manifest.path("generator").path("requests").asLong()).isGreaterThan(1000);
        assertThat(manifest.path("events").findValuesAsText("kind")).contains("node-paused", "node-added");
        assertThat(latest.resolve("timeline.csv")).isNotEmptyFile();
        assertThat(latest.resolve("router-single-key.hlog")).isNotEmptyFile();
        assertThat(latest.resolve("report.html")).content().contains("<svg");
        assertThat(latest.resolve("summary.json")).isNotEmptyFile();
    }
}
