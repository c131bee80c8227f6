package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.hotshard.report.analysis.ErlangC;
import io.hotshard.report.analysis.FanOutRow;
import io.hotshard.report.analysis.QueueingRow;
import io.hotshard.report.analysis.ReconciliationCheck;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.Scenario;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ReportWriterTest {

    @TempDir
    static Path temp;

    static Path dir;
    static RunFixture fixture;
    static RunAnalysis analysis;

    @BeforeAll
    static void writeRun() throws Exception {
        dir = temp.resolve("celebrity-run");
        fixture = new RunFixture();
        fixture.fanoutPerSecond = 100;
        fixture.write(dir);
        analysis = ReportWriter.analyze(dir, ReportOptions.defaults());
    }

    @Test
    void analyze_celebrityOnShard0_findsHottestShardAndSkew() {
        double keyed0 = fixture.keyedRate * ((1 - fixture.celebrityShare) / fixture.shards + fixture.celebrityShare);
        double expectedShare = (keyed0 + fixture.fanoutPerSecond)
                / (fixture.keyedRate + fixture.fanoutPerSecond * fixture.shards);
        assertThat(analysis.load().hottest().id()).isEqualTo("shard-0");
        assertThat(analysis.load().hottest().share()).isCloseTo(expectedShare, within(0.01));
        assertThat(analysis.load().skew()).isCloseTo(expectedShare * fixture.shards, within(0.04));
        assertThat(analysis.load().hottest().fairShare()).isEqualTo(0.25);
    }

    @Test
    void analyze_simulatedMmcShards_queueingMatchesErlangC() {
        for (QueueingRow row : analysis.queueing()) {
            ShardTrace trace = fixture.traces.stream().filter(t -> t.id.equals(row.id())).findFirst().orElseThrow();
            double lambda = trace.requests.size() / (double) fixture.seconds;
            double a = lambda * fixture.meanServiceMicros / 1e6;
            assertThat(row.arrivalRatePerSecond()).isCloseTo(lambda, within(1e-9));
            assertThat(row.serviceSource()).isEqualTo("measured");
            assertThat(row.predictedUtilisation()).isCloseTo(a / fixture.concurrency, within(0.02));
            assertThat(row.measuredUtilisation()).isCloseTo(row.predictedUtilisation(), within(0.03));
            double erlang = ErlangC.meanWait(fixture.concurrency, a, fixture.meanServiceMicros);
            assertThat(row.measuredMeanWaitMicros()).isCloseTo(erlang, within(Math.max(15, erlang * 0.15)));
        }
    }

    @Test
    void analyze_fanOutLegsFromShardDistributions_predictionMatchesMeasuredMaxOfN() {
        FanOutRow p50 = analysis.fanOut().orElseThrow().rows().get(0);
        FanOutRow p90 = analysis.fanOut().orElseThrow().rows().get(1);
        FanOutRow p99 = analysis.fanOut().orElseThrow().rows().get(2);
        Histogram direct = new Histogram(3);
        fixture.fanoutLatencies.forEach(direct::recordValue);
        assertThat(p99.measuredMicros()).isEqualTo(direct.getValueAtPercentile(99));
        assertThat(p50.predictedMicros()).isCloseTo(p50.measuredMicros(), within(p50.measuredMicros() * 0.05));
        assertThat(p90.predictedMicros()).isCloseTo(p90.measuredMicros(), within(p90.measuredMicros() * 0.06));
        assertThat(p99.predictedMicros()).isCloseTo(p99.measuredMicros(), within(p99.measuredMicros() * 0.10));
        assertThat(p99.predictedMicros()).isGreaterThan(p99.singleShardMicros());
        assertThat(analysis.fanOut().orElseThrow().perShardPercentileForP99()).isCloseTo(Math.pow(0.99, 0.25),
                within(1e-12));
    }

    @Test
    void analyze_kneeOfConfiguredConcurrency_isFormulaValue() {
        assertThat(analysis.knees()).hasSize(1);
        assertThat(analysis.knees().get(0).slots()).isEqualTo(4);
        assertThat(analysis.knees().get(0).approximate()).isCloseTo(Math.pow(5, -0.25), within(1e-12));
    }

    @Test
    void analyze_skewWithoutGeneratorHotKeys_infersCelebrityShare() {
        var input = analysis.capacity().orElseThrow().input();
        assertThat(input.celebrityShare()).isCloseTo(fixture.celebrityShare, within(0.02));
        assertThat(input.fanoutFraction()).isCloseTo(fixture.fanoutPerSecond * fixture.seconds
                / (double) fixture.clientRequests(), within(1e-9));
        assertThat(input.servers()).isEqualTo(4);
        double peak = fixture.clientRequests() / (double) fixture.seconds;
        assertThat(input.targetRatePerSecond()).isCloseTo(1.5 * peak, within(1.5 * peak * 0.05));
    }

    @Test
    void analyze_celebrityAboveTargetAtAnyShardCount_saysAddingShardsDoesNotHelp() {
        var plan = analysis.capacity().orElseThrow();
        var in = plan.input();
        double hotOnly = (in.keyedRatePerSecond() * in.celebrityShare() + in.legRatePerSecond())
                / (4 * 1e6 / in.service().meanMicros());
        assertThat(hotOnly).isGreaterThan(0.7);
        var asIs = plan.scenario(Scenario.AS_IS);
        assertThat(asIs.feasible()).isFalse();
        assertThat(asIs.limitUtilisation()).isCloseTo(hotOnly, within(1e-9));
        assertThat(asIs.verdict()).startsWith("Adding shards does not help enough");
        assertThat(plan.scenario(Scenario.CACHE).feasible()).isTrue();
        assertThat(plan.scenario(Scenario.SALTING).feasible()).isTrue();
    }

    @Test
    void analyze_consistentCounts_reconciles() {
        assertThat(analysis.reconciliation().verdict()).isEqualTo(ReconciliationCheck.Verdict.MATCH);
        assertThat(analysis.reconciliation().generatorRequests()).isEqualTo(fixture.clientRequests());
        assertThat(analysis.reconciliation().line()).contains("counts match");
    }

    @Test
    void write_run_writesThreeFilesIntoTheRunDirectory() throws Exception {
        List<Path> written = ReportWriter.write(dir, ReportOptions.defaults());
        assertThat(written).containsExactly(dir.resolve("report.html"), dir.resolve("report.md"),
                dir.resolve("summary.json"));
        String html = Files.readString(dir.resolve("report.html"));
        assertThat(html).doesNotContain("<script").contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co");
        assertThat(html).doesNotContain("<link", "src=", "@import", "url(").contains("<svg", "Utilisation per shard");
        JsonNode summary = RunFixture.JSON.readTree(dir.resolve("summary.json").toFile());
        assertThat(summary.at("/load/hottestShard").asText()).isEqualTo("shard-0");
        assertThat(summary.at("/load/skew").asDouble()).isEqualTo(analysis.load().skew());
        assertThat(summary.at("/reconciliation/verdict").asText()).isEqualTo("match");
        assertThat(Files.readString(dir.resolve("report.md"))).contains("| shard-0 (hottest) |");
    }

    @Test
    void write_zeroLatencyShardsNoFanOut_writesReportPlansFromMeasuredServiceAndSaysNoFanOut() throws Exception {
        RunFixture zero = new RunFixture();
        zero.meanServiceMicros = 0;
        zero.fanoutPerSecond = 0;
        Path zeroDir = temp.resolve("zero-latency-run");
        zero.write(zeroDir);

        List<Path> written = ReportWriter.write(zeroDir, ReportOptions.defaults());

        assertThat(written).allSatisfy(p -> assertThat(p).exists());
        assertThat(Files.readString(zeroDir.resolve("report.md"))).contains("none: no fan-out queries")
                .doesNotContain("predicted p99");
        RunAnalysis zeroAnalysis = ReportWriter.analyze(zeroDir, ReportOptions.defaults());
        assertThat(zeroAnalysis.capacity()).hasValueSatisfying(plan ->
                assertThat(plan.input().service().meanMicros()).isLessThan(10));
    }
}
