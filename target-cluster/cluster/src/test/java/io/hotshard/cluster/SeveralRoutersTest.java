package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.hotshard.router.RouterServer;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An embedded cluster with two routers that agree: each serves its own port and dashboard, a change at one reaches
 * the other, and a run recorded over both sums them so that its counts reconcile. One cluster serves the class: a
 * group of routers takes seconds to join.
 */
@Timeout(180)
final class SeveralRoutersTest {

    private static WatchedVertx watched;
    private static EmbeddedCluster cluster;
    private static TestHttp http;

    @BeforeAll
    static void startCluster() {
        watched = ClusterWarmUp.watched();
        http = new TestHttp(watched.vertx());
        cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(3), StoreChoice.memory(), 2,
                Duration.ofSeconds(120));
    }

    @AfterAll
    static void stopCluster() throws Exception {
        cluster.stopBlocking(Duration.ofSeconds(60));
        assertThat(watched.close()).as("blocked-thread warnings").isEmpty();
    }

    @Test
    void routerUrls_twoRouters_eachServesDataAndItsDashboard() {
        List<String> urls = cluster.routerUrls();
        assertThat(urls).hasSize(2).doesNotHaveDuplicates();
        assertThat(urls.get(0)).isEqualTo(cluster.routerUrl());
        for (String url : urls) {
            assertThat(http.call(HttpMethod.PUT, url, "/kv/k-" + url.hashCode(), "v").status()).isEqualTo(201);
            assertThat(http.call(HttpMethod.GET, url, "/dashboard", null).status()).isEqualTo(200);
        }
    }

    @Test
    void removeNode_atTheSecondRouter_theFirstRoutesWithoutIt() throws Exception {
        RouterServer first = cluster.routers().get(0);
        RouterServer second = cluster.routers().get(1);
        String spare = Await.result(cluster.startSpare(cluster.config().shardConfig("spare-0")));
        assertThat(http.call(HttpMethod.POST, cluster.routerUrls().get(1), "/admin/nodes", new JsonObject()
                .put("id", "spare-0").put("url", spare).encode()).status()).isEqualTo(200);
        Await.until(Duration.ofSeconds(10), "the first router has spare-0",
                () -> first.state().inRing("spare-0"));
        assertThat(Await.result(first.removeNode("spare-0")).applied()).isTrue();
        Await.until(Duration.ofSeconds(10), "the second router dropped spare-0",
                () -> !second.state().inRing("spare-0"));
        assertThat(second.state().ringIds()).isEqualTo(first.state().ringIds());
    }

    @Test
    void finish_loadOverBothRouters_sumsThemAndReconciles() throws Exception {
        Path run = Path.of("target", "test-runs", "two-routers");
        RunRecorderTest.deleteRecursively(run);
        RunRecorder recorder = cluster.record(RunSettings.of(run, "SeveralRoutersTest", 42));
        Future<OpenLoad.Outcome> atFirst = MixedLoad.mixed(watched.vertx(), cluster.routerUrls().get(0), 200, 2, 0.3,
                0.05, 300, 42).run();
        Future<OpenLoad.Outcome> atSecond = MixedLoad.mixed(watched.vertx(), cluster.routerUrls().get(1), 100, 2, 0.3,
                0.05, 300, 43).run();
        int sent = Await.result(atFirst, Duration.ofSeconds(60)).sent() + Await.result(atSecond, Duration.ofSeconds(60)).sent();

        RunResult result = recorder.finish();

        JsonObject manifest = RunReader.manifest(run);
        assertThat(manifest.getJsonObject("routers").getInteger("count")).isEqualTo(2);
        assertThat(manifest.getJsonObject("routers").getJsonArray("urls").getList())
                .containsExactlyElementsOf(cluster.routerUrls());
        JsonObject counts = manifest.getJsonObject("reconciliation");
        assertThat(counts.getLong("clientRequests")).isEqualTo(sent);
        assertThat(counts.getBoolean("matches")).as("%s", counts).isTrue();
        assertThat(result.reconciliation().matches()).isTrue();
        long routed = cluster.routers().stream().mapToLong(r -> r.metrics().requestsReceived()).sum();
        assertThat(RunReader.csv(run.resolve("router.csv")).sum("requests")).isEqualTo(sent).isLessThanOrEqualTo(routed);
    }
}
