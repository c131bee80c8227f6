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

/**
 * Checks the run directory the overload simulation left in this build: offered twice what the cluster serves,
 * the run completed and reconciled, every arrival ended as OK or counted as failed, and the open files stayed
 * near the connection cap instead of growing with the backlog.
 */
final class OverloadRunIT {

    /** A JVM's descriptors on this machine ({@code ulimit -n}); an uncapped generator dies on reaching it. */
    private static final int DESCRIPTOR_LIMIT = 20_000;
    /**
     * Per request in flight, up to four sockets in one JVM (the generator's, the router's accepted one, the router's
     * to the shard and the shard's accepted one), and Gatling's event loops each keep a pool of their own: twice
     * that. Without the cap this run held over 3,000 requests in flight and 6,678 descriptors.
     */
    private static final int DESCRIPTORS_PER_CAPPED_CONNECTION = 8;
    /** Router-to-shard pools, the run's files and Gatling's report: what the run opens besides the load. */
    private static final int DESCRIPTOR_SLACK = 400;

    @Test
    void overloadRun_afterGatling_countedTheExcessAndKeptItsDescriptorsNearTheCap() throws IOException {
        Path latest = latestRun("OverloadSimulation-");
        JsonNode manifest = new ObjectMapper().readTree(latest.resolve("run.json").toFile());
        JsonNode generator = manifest.path("generator");
        long offered = generator.path("offered").asLong();
        long sent = generator.path("requests").asLong();
        long refused = generator.path("refused").asLong();
        long ok = generator.path("ok").asLong();
        long failed = generator.path("failed").asLong();
        int cap = generator.path("maxConnections").asInt();
        int filesMax = generator.path("openFilesMax").asInt();

        assertThat(manifest.path("status").asText()).isEqualTo("complete");
        assertThat(manifest.path("reconciliation").path("matches").asBoolean()).isTrue();
        assertThat(manifest.path("reconciliation").path("clientRequests").asLong()).isEqualTo(sent);
        assertThat(offered).isGreaterThan(5_000);
        assertThat(offered).isEqualTo(sent + refused);
        assertThat(sent).isEqualTo(ok + failed);
        assertThat(refused + failed).as("arrivals the cluster could not serve").isGreaterThan(offered / 4);
        assertThat(ok).as("arrivals served").isGreaterThan(offered / 4);
        assertThat(generator.path("peakInFlight").asInt()).isEqualTo(cap);
        assertThat(filesMax).isPositive().isLessThan(DESCRIPTOR_LIMIT / 10)
                .isLessThanOrEqualTo(generator.path("openFilesAtStart").asInt()
                        + DESCRIPTORS_PER_CAPPED_CONNECTION * cap + DESCRIPTOR_SLACK);
        assertThat(generator.path("scheduleLag").path("probes").asLong()).isGreaterThan(1_000);
        assertThat(latest.resolve("report.html")).content().contains("<svg");
        assertThat(latest.resolve("summary.json")).isNotEmptyFile();
    }

    private static Path latestRun(String prefix) throws IOException {
        Path runs = Path.of(System.getProperty("hotshard.runsRoot", "target/hotshard-runs"));
        try (Stream<Path> dirs = Files.list(runs)) {
            return dirs.filter(d -> d.getFileName().toString().startsWith(prefix))
                    .max(Comparator.comparing(d -> d.getFileName().toString())).orElseThrow();
        }
    }
}
