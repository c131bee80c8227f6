package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.DownOn;
import io.hotshard.runformat.RunColumns;
import io.hotshard.shard.ExponentialLatency;
import io.hotshard.shard.ShardConfig;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
final class RunRecorderTest {

    static final String TIMELINE_HEADER = RunColumns.header(RunColumns.TIMELINE);
    static final String ROUTER_HEADER = RunColumns.header(RunColumns.ROUTER);
    private static final List<String> SHARDS = List.of("shard-0", "shard-1", "shard-2");

    private WatchedVertx watched;
    private EmbeddedCluster cluster;

    @BeforeEach
    void createVertx() {
        watched = ClusterWarmUp.watched();
    }

    @AfterEach
    void stopEverything() throws Exception {
        if (cluster != null) {
            Await.result(cluster.stop());
        }
        assertThat(watched.close()).as("blocked-thread warnings").isEmpty();
    }

    @Test
    void finish_loadWithErrorsRejectionsFanOutAndAKill_writesARunWhoseCountsReconcile() throws Exception {
        cluster = Await.result(new EmbeddedCluster(watched.vertx(), faultyCluster()).start());
        // Kept under target/ so the run can be inspected, or fed to the report, after the test.
        Path run = Path.of("target", "test-runs", "faulty");
        deleteRecursively(run);
        RunRecorder recorder = cluster.record(RunSettings.of(run, "RunRecorderTest", 42)
                .withParameters(Map.of("rate", "300", "seconds", "3.5")));
        Future<OpenLoad.Outcome> load = MixedLoad.mixed(watched.vertx(), cluster.routerUrl(), 300, 3.5, 0.3, 0.05, 500,
                42).run();
        // Mid-run: once the router has received the first 1.5 s of the load, however slowly the machine runs.
        Await.until(Duration.ofSeconds(40), "450 requests at the router",
                () -> cluster.router().metrics().requestsReceived() >= 450);
        Await.result(cluster.killShard("shard-2"));
        OpenLoad.Outcome seen = Await.result(load);
        recorder.section("generator", new JsonObject().put("requests", seen.sent()));

        RunResult result = recorder.finish();

        JsonObject manifest = RunReader.manifest(run);
        JsonObject counts = manifest.getJsonObject("reconciliation");
        RunReader.Csv timeline = RunReader.csv(run.resolve("timeline.csv"));
        RunReader.Csv router = RunReader.csv(run.resolve("router.csv"));
        assertThat(result.status()).isEqualTo("complete");
        assertThat(result.drained()).isTrue();
        assertThat(seen.failures()).isZero();
        assertThat(manifest.getString("status")).isEqualTo("complete");
        assertThat(Instant.parse(manifest.getString("endedAt")))
                .isAfter(Instant.parse(manifest.getString("startedAt")));
        assertThat(manifest.getLong("seed")).isEqualTo(42);
        assertThat(manifest.getJsonObject("versions").fieldNames()).contains("hotshard", "java", "vertx");
        assertThat(manifest.getJsonObject("parameters").getString("rate")).isEqualTo("300");
        assertThat(counts.getBoolean("matches")).as(counts.encode()).isTrue();
        assertThat(counts.getLong("routerRequests")).isEqualTo(counts.getLong("shardCompleted")
                + counts.getLong("shardRejected") + counts.getLong("shardErrored") + counts.getLong("routerFailures"));
        assertThat(counts.getLong("shardRejected")).isPositive();
        assertThat(counts.getLong("shardErrored")).isPositive();
        assertThat(counts.getLong("routerFailures")).isPositive();
        assertThat(counts.getLong("clientRequests")).isEqualTo(seen.sent()).isEqualTo(router.sum("requests"))
                .isEqualTo(manifest.getJsonObject("generator").getLong("requests"));
        assertThat(timeline.sum("completions")).isEqualTo(counts.getLong("shardCompleted"));
        assertThat(timeline.sum("rejections")).isEqualTo(counts.getLong("shardRejected"));
        assertThat(timeline.sum("errors")).isEqualTo(counts.getLong("shardErrored"));
        assertThat(router.sum("failures_502")).isPositive()
                .isEqualTo(seen.statuses().getOrDefault(502, 0).longValue());
        assertThat(router.sum("responses_5xx")).isEqualTo(seen.statuses().entrySet().stream()
                .filter(e -> e.getKey() >= 500).mapToLong(e -> e.getValue()).sum());
        assertThat(router.sum("fanout_requests")).isPositive();
        assertTimelineHasOneRowPerShardPerSecond(timeline);
        assertThat(router.header()).isEqualTo(List.of(ROUTER_HEADER.split(",")));
        assertThat(router.rows()).extracting(row -> Integer.parseInt(row.get("second")))
                .isEqualTo(IntStream.range(0, router.rows().size()).boxed().toList());
        assertLogsMatchCounts(run, timeline, router);
        assertClusterSection(manifest.getJsonObject("cluster"));
        assertKillRecorded(manifest.getJsonArray("events"));
        assertThat(result.files()).contains(run.resolve("run.json"), run.resolve("shard-1-service.hlog"));
        assertThatThrownBy(recorder::finish).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> recorder.section("cluster", new JsonObject()))
                .hasMessageStartingWith("section cluster is written by the recorder");
    }

    static void deleteRecursively(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (var paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static ClusterConfig faultyCluster() {
        return ClusterConfig.defaults(3)
                .withShardTemplate(ShardConfig.defaults("template").withLatency(new ExponentialLatency(1_000))
                        .withCapacity(4, 32))
                .withOverride("shard-1", ShardOverride.none().latency(new ExponentialLatency(4_000)).capacity(1, 1)
                        .errorRate(0.2))
                .withRouter(RouterConfig.template().withHealth(100, 250, DownOn.REFUSED, false));
    }

    private static void assertTimelineHasOneRowPerShardPerSecond(RunReader.Csv timeline) {
        assertThat(timeline.header()).isEqualTo(List.of(TIMELINE_HEADER.split(",")));
        Map<Integer, List<String>> shardsBySecond = timeline.rows().stream().collect(Collectors.groupingBy(
                row -> Integer.parseInt(row.get("second")), TreeMap::new,
                Collectors.mapping(row -> row.get("shard"), Collectors.toList())));
        assertThat(shardsBySecond.keySet()).isEqualTo(IntStream.range(0, shardsBySecond.size()).boxed()
                .collect(Collectors.toSet()));
        assertThat(shardsBySecond.size()).isBetween(4, 8);
        shardsBySecond.values().forEach(shards -> assertThat(shards).containsExactlyInAnyOrderElementsOf(SHARDS));
        timeline.rows().forEach(row -> {
            double utilisation = Double.parseDouble(row.get("utilisation"));
            assertThat(utilisation).isBetween(0.0, 1.0);
        });
    }

    private static void assertLogsMatchCounts(Path run, RunReader.Csv timeline, RunReader.Csv router) throws Exception {
        int seconds = router.rows().size();
        for (String shard : SHARDS) {
            long served = timeline.sum("completions", "shard", shard) + timeline.sum("errors", "shard", shard);
            RunReader.Hlog total = RunReader.hlog(run.resolve(shard + ".hlog"));
            RunReader.Hlog service = RunReader.hlog(run.resolve(shard + "-service.hlog"));
            assertThat(total).isEqualTo(new RunReader.Hlog(seconds, served));
            assertThat(service).isEqualTo(new RunReader.Hlog(seconds, served));
        }
        assertThat(RunReader.hlog(run.resolve("router-single-key.hlog")))
                .isEqualTo(new RunReader.Hlog(seconds, router.sum("requests") - router.sum("fanout_requests")));
        assertThat(RunReader.hlog(run.resolve("router-fanout.hlog")))
                .isEqualTo(new RunReader.Hlog(seconds, router.sum("fanout_requests")));
        try (var files = Files.list(run)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".part")
                    || n.endsWith(".tmp"));
        }
    }

    private static void assertClusterSection(JsonObject cluster) {
        assertThat(cluster.getString("partitioner")).isEqualTo("ring");
        assertThat(cluster.getString("hash")).isEqualTo("sha256");
        assertThat(cluster.getInteger("vnodes")).isEqualTo(100);
        JsonArray shards = cluster.getJsonArray("shards");
        assertThat(shards.stream().map(s -> ((JsonObject) s).getString("id"))).containsExactlyElementsOf(SHARDS);
        JsonObject slow = shards.getJsonObject(1);
        assertThat(slow.getString("url")).startsWith("http://127.0.0.1:");
        assertThat(slow.getInteger("concurrency")).isEqualTo(1);
        assertThat(slow.getInteger("queueCapacity")).isEqualTo(1);
        assertThat(slow.getJsonObject("latency")).isEqualTo(new JsonObject().put("model", "exponential")
                .put("meanMicros", 4_000));
        assertThat(slow.getDouble("meanServiceMicros")).isEqualTo(4_000.0);
        assertThat(slow.getDouble("weight")).isEqualTo(1.0);
    }

    private static void assertKillRecorded(JsonArray events) {
        List<JsonObject> list = events.stream().map(e -> (JsonObject) e).toList();
        assertThat(list).anySatisfy(e -> {
            assertThat(e.getString("kind")).isEqualTo("node-killed");
            assertThat(e.getString("target")).isEqualTo("shard-2");
            assertThat(e.getLong("atMillis")).isBetween(1_000L, 3_000L);
        });
        assertThat(list).anySatisfy(e -> {
            assertThat(e.getString("kind")).isEqualTo("node-down");
            assertThat(e.getString("target")).isEqualTo("shard-2");
            assertThat(e.getJsonObject("detail").getString("source")).isEqualTo("router");
        });
        assertThat(list).extracting(e -> e.getLong("atMillis")).isSorted();
    }
}
