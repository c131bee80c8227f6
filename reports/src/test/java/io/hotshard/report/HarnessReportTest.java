package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class HarnessReportTest {

    private static final String LINE = "this run's latencies include 3.0 ms added by the harness (generator send lag "
            + "p99 2.50 ms > 400 µs); reduce the rate or use more injectors";

    @TempDir
    Path temp;

    @Test
    void write_distortedRun_lineAtTheTopEverywhereAndNoCapacityPlan() throws Exception {
        Path dir = temp.resolve("distorted");
        RunFixture fixture = new RunFixture();
        fixture.extra = run -> run.putObject("harness").put("distorted", true).put("addedMillis", 3.0)
                .put("line", LINE).put("sendLagP99Micros", 2_500).putArray("reasons")
                .add("generator send lag p99 2.50 ms > 400 µs");
        fixture.write(dir);

        ReportWriter.write(dir, ReportOptions.defaults());

        String markdown = Files.readString(dir.resolve(ReportWriter.MARKDOWN));
        assertThat(markdown.lines().limit(4)).anySatisfy(l -> assertThat(l).contains(LINE));
        assertThat(markdown).contains("No recommendation from this run")
                .contains("## Fidelity: shards against their model");
        assertThat(Files.readString(dir.resolve(ReportWriter.HTML))).contains("this run&#39;s latencies include 3.0 ms");
        JsonNode summary = RunFixture.JSON.readTree(dir.resolve(ReportWriter.SUMMARY).toFile());
        assertThat(summary.fieldNames().next()).isEqualTo("harness");
        assertThat(summary.path("harness").path("line").asText()).isEqualTo(LINE);
        assertThat(summary.path("capacity").path("refused").asText()).contains("added by the harness");
        assertThat(summary.path("capacity").has("scenarios")).isFalse();
    }

    @Test
    void write_cleanRun_keepsTheCapacityPlan() throws Exception {
        Path dir = temp.resolve("clean");
        RunFixture fixture = new RunFixture();
        fixture.extra = run -> run.putObject("harness").put("distorted", false).put("addedMillis", 0.1)
                .put("line", "harness check passed: send lag p99 90 µs").putArray("reasons");
        fixture.write(dir);

        ReportWriter.write(dir, ReportOptions.defaults());

        JsonNode summary = RunFixture.JSON.readTree(dir.resolve(ReportWriter.SUMMARY).toFile());
        assertThat(summary.path("capacity").has("scenarios")).isTrue();
        assertThat(summary.path("harness").path("distorted").asBoolean()).isFalse();
        assertThat(Files.readString(dir.resolve(ReportWriter.MARKDOWN))).contains("harness check passed");
    }
}
