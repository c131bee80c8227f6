package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.metrics.RouterIntervals;
import io.hotshard.testkit.Await;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.util.stream.IntStream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class RouterMetricsTest {

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void intervals_afterRequests_countEachOnceThenStartEmpty() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        Await.result(Future.all(IntStream.range(0, 30).mapToObj(i -> cluster.http()
                .send(HttpMethod.PUT, cluster.router().port(), "/kv/m" + i, "v")).toList()));
        cluster.get("/fanout?q=m");

        RouterIntervals first = cluster.router().intervalHistograms();
        assertThat(first.kv().getTotalCount()).isEqualTo(30);
        assertThat(first.fanOut().getTotalCount()).isEqualTo(1);
        assertThat(first.shards().values().stream().mapToLong(Histogram::getTotalCount).sum()).isEqualTo(33);
        assertThat(first.kv().getEndTimeStamp()).isGreaterThanOrEqualTo(first.kv().getStartTimeStamp());
        RouterIntervals second = cluster.router().intervalHistograms();
        assertThat(second.kv().getTotalCount()).isZero();
        assertThat(cluster.router().metrics().kvLatency().count()).as("cumulative survives intervals").isEqualTo(30);
    }

    @Test
    void adminMetrics_json_carriesTotalsErrorsAndShards() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);
        cluster.call(HttpMethod.PUT, "/kv/a", "v");
        cluster.get("/kv/a");
        cluster.get("/fanout?shards=9");

        JsonObject json = cluster.get("/admin/metrics").json();
        assertThat(json.getLong("requestsReceived")).isEqualTo(3);
        assertThat(json.getLong("kvReceived")).isEqualTo(2);
        assertThat(json.getLong("routerFailures")).isEqualTo(1);
        assertThat(json.getJsonObject("errors").getLong("badRequest400")).isEqualTo(1);
        assertThat(json.getJsonObject("responses").getMap()).containsEntry("201", 1).containsEntry("200", 1)
                .containsEntry("400", 1);
        String owner = cluster.router().state().partitioner().ownerOf("a");
        JsonObject shard = json.getJsonObject("shards").getJsonObject(owner);
        assertThat(shard.getLong("sent")).isEqualTo(2);
        assertThat(shard.getLong("status2xx")).isEqualTo(2);
        assertThat(shard.getJsonObject("latencyMicros").getLong("count")).isEqualTo(2);
        assertThat(json.getLong("totalSent")).isEqualTo(2);
    }
}
