package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cluster.sample.HttpMetricSources;
import io.hotshard.cluster.sample.MetricSources;
import io.hotshard.cluster.sample.RouterSample;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.shard.ShardSample;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
final class HttpSourcesTest {

    @TempDir
    Path runs;
    private WatchedVertx watched;
    private EmbeddedCluster cluster;
    private HttpMetricSources http;

    @BeforeEach
    void startCluster() {
        watched = ClusterWarmUp.watched();
        cluster = Await.result(new EmbeddedCluster(watched.vertx(), ClusterConfig.defaults(2)).start());
        http = new HttpMetricSources(watched.vertx(), cluster.routerUrl(), cluster.shardUrls());
    }

    @AfterEach
    void stopCluster() throws Exception {
        Await.result(http.close());
        Await.result(cluster.stop());
        assertThat(watched.close()).as("blocked-thread warnings").isEmpty();
    }

    @Test
    void sources_overHttp_readWhatTheInJvmSourcesRead() {
        TestHttp client = new TestHttp(watched.vertx());
        for (int i = 0; i < 12; i++) {
            client.call(HttpMethod.PUT, cluster.routerUrl(), "/kv/key-" + i, "v");
        }
        client.call(HttpMethod.GET, cluster.routerUrl(), "/fanout?q=key-", null);
        MetricSources inJvm = cluster.metricSources();

        ShardSample overHttp = Await.result(http.shards().get("shard-0").sample());
        ShardSample again = Await.result(http.shards().get("shard-0").sample());
        RouterSample routerOverHttp = Await.result(http.router().sample());
        RouterMetricsSnapshot routerInJvm = Await.result(inJvm.router().sample()).metrics();

        long served = overHttp.snapshot().saturation().completions();
        assertThat(served).isPositive();
        assertThat(overHttp.intervals().total().getTotalCount()).isEqualTo(served);
        assertThat(overHttp.intervals().service().getTotalCount()).isEqualTo(served);
        assertThat(again.intervals().total().getTotalCount()).isZero();
        assertThat(routerOverHttp.intervals()).hasValueSatisfying(intervals -> {
            assertThat(intervals.kv().getTotalCount()).isEqualTo(12);
            assertThat(intervals.fanOut().getTotalCount()).isEqualTo(1);
            assertThat(intervals.shards().values().stream().mapToLong(h -> h.getTotalCount()).sum())
                    .isEqualTo(routerInJvm.totalSent());
        });
        assertThat(routerOverHttp.metrics().requestsReceived()).isEqualTo(routerInJvm.requestsReceived()).isEqualTo(13);
        assertThat(routerOverHttp.metrics().responses()).isEqualTo(routerInJvm.responses());
        assertThat(routerOverHttp.metrics().shards().keySet()).isEqualTo(routerInJvm.shards().keySet());
        routerInJvm.shards().forEach((id, counters) -> assertThat(routerOverHttp.metrics().shards().get(id).sent())
                .isEqualTo(counters.sent()));
        assertThat(Await.result(http.router().ring())).isEqualTo(Await.result(inJvm.router().ring()));
        assertThat(Await.result(http.shards().get("shard-1").config())).isEqualTo(Await.result(inJvm.shards().get("shard-1")
                .config()));
        assertThat(Await.result(http.router().inFlight())).isZero();
    }

    @Test
    void recorder_overHttp_withAShardAddedMidRun_reconcilesAndRecordsRouterLatencies() throws Exception {
        Path run = runs.resolve("http");
        RunRecorder recorder = RunRecorder.start(RunSettings.of(run, "HttpSourcesTest", 5), http);
        Future<OpenLoad.Outcome> load = MixedLoad.mixed(watched.vertx(), cluster.routerUrl(), 200, 2.2, 0.4, 0.05, 200,
                5).run();
        // Mid-run: once the router has received the first second of the load, however slowly the machine runs.
        Await.until(Duration.ofSeconds(40), "200 requests at the router",
                () -> cluster.router().metrics().requestsReceived() >= 200);
        Await.result(cluster.addShard(cluster.config().shardConfig("shard-2")));
        Await.result(load);

        RunResult result = recorder.finish();

        JsonObject manifest = RunReader.manifest(run);
        RunReader.Csv timeline = RunReader.csv(run.resolve("timeline.csv"));
        RunReader.Csv router = RunReader.csv(run.resolve("router.csv"));
        assertThat(result.reconciliation().matches()).as(result.reconciliation().toString()).isTrue();
        assertThat(timeline.sum("arrivals", "shard", "shard-2")).isPositive();
        assertThat(timeline.sum("completions") + timeline.sum("errors") + timeline.sum("rejections"))
                .isEqualTo(result.reconciliation().shardArrivals());
        assertThat(manifest.getJsonObject("cluster").getJsonArray("shards").stream()
                .map(s -> ((JsonObject) s).getString("id"))).containsExactly("shard-0", "shard-1", "shard-2");
        assertThat(router.rows()).anySatisfy(row -> assertThat(row.get("p99_us")).isNotEmpty());
        assertThat(RunReader.hlog(run.resolve("router-single-key.hlog")).values())
                .isEqualTo(router.sum("requests") - router.sum("fanout_requests"));
        assertThat(RunReader.hlog(run.resolve("shard-2.hlog")).values())
                .isEqualTo(timeline.sum("completions", "shard", "shard-2")
                        + timeline.sum("errors", "shard", "shard-2"));
        assertThat(manifest.getJsonArray("events").stream().map(e -> (JsonObject) e))
                .anySatisfy(e -> {
                    assertThat(e.getString("kind")).isEqualTo("node-added");
                    assertThat(e.getString("target")).isEqualTo("shard-2");
                    assertThat(e.getJsonObject("detail").getLong("moved")).isPositive();
                });
    }
}
