package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.ErlangC;
import io.hotshard.report.analysis.ModelCheck;
import io.hotshard.report.analysis.QueueingRow;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.run.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The self-check against the shards' models, on runs of simulated M/M/c shards (fixed seeds). */
final class ModelCheckTest {

    @TempDir
    Path temp;

    /** Four M/M/4 shards, S = 1 ms, at ρ = 0.75 after an 8-s ramp, Poisson arrivals, no chaos, no fan-out. */
    private RunFixture steady() {
        RunFixture fixture = new RunFixture();
        fixture.keyedRate = 12_000;
        fixture.celebrityShare = 0;
        fixture.fanoutPerSecond = 0;
        fixture.seconds = 30;
        fixture.rampSeconds = 8;
        fixture.pause = false;
        fixture.fidelityLogs = true;
        fixture.arrivalProcess = "poisson";
        return fixture;
    }

    @Test
    void of_mmcShardsAfterARamp_passesWhereTheRunsMeanRateWouldNot() throws Exception {
        Path dir = temp.resolve("steady");
        steady().write(dir);

        RunAnalysis analysis = ReportWriter.analyze(dir, ReportOptions.defaults());
        ModelCheck check = analysis.modelCheck();
        System.out.println(check.line());

        assertThat(check.status()).as(check.line()).isEqualTo(ModelCheck.Status.PASSED);
        assertThat(check.rows()).hasSize(4).allSatisfy(r -> {
            assertThat(r.waitRatio()).isBetween(0.85, 1.15);
            assertThat(r.responseRatio()).isBetween(0.85, 1.15);
        });
        assertThat(check.line()).startsWith("model check passed: every shard's mean wait and mean response within "
                + "±15% of its model");
        // The same waits against Erlang C at the run's mean rate, ramp included: what the report used to compare.
        for (QueueingRow q : analysis.queueing()) {
            double atMeanRate = ErlangC.meanWait(q.concurrency(), q.arrivalRatePerSecond() * q.meanServiceMicros()
                    / 1e6, q.meanServiceMicros());
            assertThat(q.measuredMeanWaitMicros() / atMeanRate).isGreaterThan(1.2);
        }
    }

    @Test
    void of_generatorStallingEverySecond_failsAndNamesTheHarness() throws Exception {
        Path dir = temp.resolve("stalled");
        RunFixture fixture = steady();
        fixture.stallMicros = 30_000;
        fixture.write(dir);

        ModelCheck check = ModelCheck.of(RunDirectory.read(dir));

        assertThat(check.status()).isEqualTo(ModelCheck.Status.FAILED);
        assertThat(check.rows()).allSatisfy(r -> assertThat(r.waitRatio()).isGreaterThan(1.15));
        assertThat(check.line()).startsWith("model check failed: shard-0 mean wait ")
                .contains("the deviation is the harness's, not the target's");
    }

    @Test
    void write_stalledRunWhoseEstimatePassed_isDistortedEverywhereAndPlansNothing() throws Exception {
        Path dir = temp.resolve("overruled");
        RunFixture fixture = steady();
        fixture.stallMicros = 30_000;
        fixture.extra = run -> run.putObject("harness").put("distorted", false).put("addedMillis", 0.2)
                .put("line", "harness check passed: about 196 µs added on the mean").putArray("reasons");
        fixture.write(dir);

        ReportWriter.write(dir, ReportOptions.defaults());

        JsonNode summary = RunFixture.JSON.readTree(dir.resolve(ReportWriter.SUMMARY).toFile());
        assertThat(summary.path("modelCheck").path("status").asText()).isEqualTo("failed");
        assertThat(summary.path("modelCheck").path("shards")).hasSize(4);
        assertThat(summary.path("harness").path("distorted").asBoolean()).isTrue();
        assertThat(summary.path("harness").path("line").asText()).startsWith("model check failed: ")
                .contains("The harness's own estimate, which this overrules: about 196 µs added on the mean")
                .doesNotContain("check passed");
        assertThat(summary.path("capacity").path("refused").asText()).contains("model check failed");
        String markdown = Files.readString(dir.resolve(ReportWriter.MARKDOWN));
        assertThat(markdown.lines().limit(4)).anySatisfy(l -> assertThat(l).contains("model check failed"));
    }

    @Test
    void of_runWithChaos_notJudgedNamingTheEvent() throws Exception {
        Path dir = temp.resolve("chaos");
        RunFixture fixture = steady();
        fixture.pause = true;
        fixture.write(dir);

        ModelCheck check = ModelCheck.of(RunDirectory.read(dir));

        assertThat(check.status()).isEqualTo(ModelCheck.Status.NOT_JUDGED);
        assertThat(check.line()).isEqualTo("model check not judged: chaos changed the shards mid-run (node-paused of "
                + "shard-2 at 2026-11-29T18:00:05Z), so no stationary queue describes them");
        assertThat(check.failed()).isFalse();
    }

    @Test
    void of_runWithFanOut_notJudged() throws Exception {
        Path dir = temp.resolve("fanout");
        RunFixture fixture = steady();
        fixture.fanoutPerSecond = 40;
        fixture.write(dir);

        assertThat(ModelCheck.of(RunDirectory.read(dir)).reason())
                .isEqualTo("the run has fan-out queries, whose legs reach every shard at once");
    }

    @Test
    void of_shardsOnARealStore_notJudged() throws Exception {
        Path dir = temp.resolve("pg");
        RunFixture fixture = steady();
        fixture.extra = run -> ((ObjectNode) run.get("parameters")).put("hotshard.store", "pg");
        fixture.write(dir);

        assertThat(ModelCheck.of(RunDirectory.read(dir)).reason())
                .isEqualTo("the shards keep their data in a real store (hotshard.store=pg), whose time no model "
                        + "describes");
    }

    @Test
    void of_runWithoutFidelityLogs_notJudgedNamingTheShard() throws Exception {
        Path dir = temp.resolve("old");
        RunFixture fixture = steady();
        fixture.fidelityLogs = false;
        fixture.write(dir);

        assertThat(ModelCheck.of(RunDirectory.read(dir)).line())
                .isEqualTo("model check not judged: shard-0 has no queue-wait log");
    }
}
