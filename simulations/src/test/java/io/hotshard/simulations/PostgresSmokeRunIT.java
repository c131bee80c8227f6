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

/** Checks the run the PostgreSQL smoke simulation left in this build: pg shards, complete, reconciled. */
final class PostgresSmokeRunIT {

    @Test
    void postgresSmokeRun_afterGatling_leftAReconciledRunOnPgShards() throws IOException {
        Path runs = Path.of(System.getProperty("hotshard.runsRoot", "target/hotshard-runs"));
        Path latest;
        try (Stream<Path> dirs = Files.list(runs)) {
            latest = dirs.filter(d -> d.getFileName().toString().startsWith("PostgresSmokeSimulation-"))
                    .max(Comparator.comparing(d -> d.getFileName().toString())).orElseThrow();
        }
        JsonNode manifest = new ObjectMapper().readTree(latest.resolve("run.json").toFile());

        assertThat(manifest.path("status").asText()).isEqualTo("complete");
        assertThat(manifest.path("reconciliation").path("matches").asBoolean()).isTrue();
        assertThat(manifest.findValuesAsText("hotshard.store")).contains("pg");
        assertThat(manifest.path("generator").path("requests").asLong()).isGreaterThan(300);
        assertThat(latest.resolve("report.html")).content().contains("<svg");
    }
}
