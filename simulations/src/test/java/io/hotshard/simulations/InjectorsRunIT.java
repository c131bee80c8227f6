package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;

/**
 * Checks the run directory the two-injector simulation left in this build: every injector's count adds up to the
 * merged count and to the router's, the merged latency is the union of the injectors' logs, and the report has the
 * per-injector table.
 */
final class InjectorsRunIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void injectorsRun_afterGatling_mergedCountsEqualInjectorsAndRouter() throws IOException {
        Path run = latestRun();
        JsonNode manifest = JSON.readTree(run.resolve("run.json").toFile());
        JsonNode injectors = manifest.path("injectors");
        long sum = 0;
        for (JsonNode injector : injectors.path("perInjector")) {
            JsonNode file = JSON.readTree(run.resolve("injector-" + injector.path("index").asInt() + ".json").toFile());
            assertThat(file.path("sent").asLong()).isEqualTo(injector.path("sent").asLong()).isPositive();
            assertThat(file.path("status").asText()).isEqualTo("complete");
            sum += file.path("sent").asLong();
        }

        assertThat(manifest.path("status").asText()).isEqualTo("complete");
        assertThat(manifest.path("reconciliation").path("matches").asBoolean()).isTrue();
        assertThat(injectors.path("perInjector")).hasSize(2);
        assertThat(injectors.path("failures").isMissingNode()).isTrue();
        assertThat(injectors.path("sent").asLong()).isEqualTo(sum);
        assertThat(manifest.path("generator").path("requests").asLong()).isEqualTo(sum);
        assertThat(manifest.path("reconciliation").path("clientRequests").asLong()).isEqualTo(sum);
        assertThat(sum).isGreaterThan(300);
        assertThat(manifest.path("routers").path("count").asInt()).as("routers summed in the reconciliation")
                .isEqualTo(2);
        assertThat(manifest.path("routers").path("urls")).hasSize(2);
    }

    @Test
    void injectorsRun_afterGatling_mergedP99IsTheUnionP99() throws IOException {
        Path run = latestRun();
        Histogram union = new Histogram(3);
        long values = 0;
        for (int i = 0; i < 2; i++) {
            for (Histogram interval : intervals(run.resolve("injector-" + i + ".hlog"))) {
                union.add(interval);
                values += interval.getTotalCount();
            }
        }
        Histogram merged = new Histogram(3);
        intervals(run.resolve("client.hlog")).forEach(merged::add);
        JsonNode latency = JSON.readTree(run.resolve("run.json").toFile()).path("injectors").path("latencyMicros");

        assertThat(merged.getTotalCount()).isEqualTo(values).isEqualTo(latency.path("count").asLong());
        assertThat(merged.getValueAtPercentile(99)).isEqualTo(union.getValueAtPercentile(99))
                .isEqualTo(latency.path("p99").asLong());
        assertThat(merged.getMaxValue()).isEqualTo(union.getMaxValue());
    }

    @Test
    void injectorsRun_afterGatling_reportHasThePerInjectorTable() throws IOException {
        Path run = latestRun();
        JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile()).path("injectors");

        assertThat(run.resolve("report.html")).content().contains("id=\"injectors\"", "send-lag p99", "intended req/s");
        assertThat(run.resolve("report.md")).content().contains("## Injectors", "| 0 |", "| 1 |");
        assertThat(summary.path("perInjector")).hasSize(2);
        assertThat(summary.path("sentMatchesRouter").asBoolean()).isTrue();
    }

    private static Path latestRun() throws IOException {
        Path runs = Path.of(System.getProperty("hotshard.runsRoot", "target/hotshard-runs"));
        try (Stream<Path> dirs = Files.list(runs)) {
            return dirs.filter(d -> d.getFileName().toString().startsWith("InjectorsSmokeSimulation-"))
                    .max(Comparator.comparing(d -> d.getFileName().toString())).orElseThrow();
        }
    }

    private static java.util.List<Histogram> intervals(Path hlog) throws IOException {
        java.util.List<Histogram> out = new java.util.ArrayList<>();
        try (FileInputStream in = new FileInputStream(hlog.toFile()); HistogramLogReader reader = new HistogramLogReader(in)) {
            for (EncodableHistogram next = reader.nextIntervalHistogram(); next != null;
                 next = reader.nextIntervalHistogram()) {
                out.add((Histogram) next);
            }
        }
        return out;
    }
}
