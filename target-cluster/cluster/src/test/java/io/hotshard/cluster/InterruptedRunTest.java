package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
final class InterruptedRunTest {

    @TempDir
    Path runs;
    private WatchedVertx watched;
    private EmbeddedCluster cluster;

    @BeforeEach
    void startCluster() {
        watched = ClusterWarmUp.watched();
        cluster = Await.result(new EmbeddedCluster(watched.vertx(), ClusterConfig.defaults(2)).start());
    }

    @AfterEach
    void stopCluster() throws Exception {
        Await.result(cluster.stop());
        assertThat(watched.close()).as("blocked-thread warnings").isEmpty();
    }

    @Test
    void abandon_midRun_leavesAReadableRunMarkedIncomplete() throws Exception {
        Path run = runs.resolve("abandoned");
        RunRecorder recorder = cluster.record(RunSettings.of(run, "InterruptedRunTest", 3));
        OpenLoad.Outcome seen = Await.result(MixedLoad.mixed(watched.vertx(), cluster.routerUrl(), 150, 1.6, 0.5, 0.0, 50, 3)
                .run());
        JsonObject whileRunning = RunReader.manifest(run);
        List<String> timelineWhileRunning = Files.readAllLines(run.resolve("timeline.csv"));

        RunResult result = recorder.abandon();

        JsonObject manifest = RunReader.manifest(run);
        RunReader.Csv timeline = RunReader.csv(run.resolve("timeline.csv"));
        assertThat(seen.statuses().keySet()).allMatch(status -> status < 500);
        assertThat(whileRunning.getString("status")).isEqualTo("running");
        assertThat(whileRunning.containsKey("endedAt")).isFalse();
        assertThat(timelineWhileRunning.get(0)).isEqualTo(RunRecorderTest.TIMELINE_HEADER);
        assertThat(result.status()).isEqualTo("incomplete");
        assertThat(manifest.getString("status")).isEqualTo("incomplete");
        assertThat(Instant.parse(manifest.getString("endedAt")))
                .isAfter(Instant.parse(manifest.getString("startedAt")));
        assertThat(manifest.getJsonObject("reconciliation").getLong("shardCompleted"))
                .isEqualTo(timeline.sum("completions"));
        assertThat(manifest.getJsonObject("cluster").getJsonArray("shards")).hasSize(2);
        assertThat(timeline.rows()).hasSizeGreaterThanOrEqualTo(2).hasSize(timeline.rows().size() / 2 * 2);
        assertThat(timeline.sum("arrivals")).isPositive().isLessThanOrEqualTo(seen.sent());
        assertThat(RunReader.hlog(run.resolve("shard-0.hlog")).intervals())
                .isEqualTo(timeline.rows().size() / 2);
        assertThat(recorder.abandon()).isSameAs(result);
        assertThatThrownBy(recorder::finish).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("already ended");
    }

    @Test
    void jvmExit_beforeFinish_theShutdownHookMarksTheRunIncomplete() throws Exception {
        Path run = runs.resolve("exited");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process child = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                ExitingRun.class.getName(), run.toString(), "1500").redirectErrorStream(true)
                .redirectOutput(runs.resolve("child.log").toFile()).start();

        boolean exited = child.waitFor(45, TimeUnit.SECONDS);
        if (!exited) {
            child.destroyForcibly();
        }

        assertThat(exited).as("child exited; its output: %s", Files.readString(runs.resolve("child.log"))).isTrue();
        assertThat(child.exitValue()).isZero();
        JsonObject manifest = RunReader.manifest(run);
        assertThat(manifest.getString("status")).isEqualTo("incomplete");
        assertThat(manifest.getString("simulation")).isEqualTo("ExitingRun");
        assertThat(RunReader.csv(run.resolve("timeline.csv")).rows()).isNotEmpty();
        try (Stream<Path> files = Files.list(run)) {
            assertThat(files.map(p -> p.getFileName().toString())).contains("run.json", "timeline.csv", "router.csv",
                    "router-single-key.hlog", "shard-0.hlog").noneMatch(n -> n.endsWith(".part"));
        }
    }
}
