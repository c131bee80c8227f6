package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.CompositeFuture;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(VertxExtension.class)
@Timeout(value = 30, timeUnit = TimeUnit.SECONDS)
final class KvRoutingTest {

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void kv_putThroughRouter_landsOnRingOwnerAndReadsBack(VertxTestContext test) {
        cluster = TestCluster.start(TestCluster.shardConfigs(4, 0), c -> c);
        Partitioner ring = PartitionerConfig.defaults("s0", "s1", "s2", "s3").create();
        List<String> keys = IntStream.range(0, 40).mapToObj(i -> "user:" + i).toList();
        TestHttp http = cluster.http();
        int port = cluster.router().port();
        Future.all(keys.stream().map(k -> http.send(HttpMethod.PUT, port, "/kv/" + k, "v-" + k)).toList())
                .compose(puts -> Future.all(keys.stream().map(k -> Future.all(http.get(port, "/kv/" + k),
                        http.get(cluster.shardPort(ring.ownerOf(k)), "/kv/" + k),
                        http.get(cluster.shardPort(notOwner(ring, k)), "/kv/" + k))).toList())
                        .map(reads -> List.of(puts, reads)))
                .onComplete(test.succeeding(both -> test.verify(() -> {
                    for (int i = 0; i < keys.size(); i++) {
                        String key = keys.get(i);
                        TestHttp.Answer put = both.get(0).resultAt(i);
                        CompositeFuture read = both.get(1).resultAt(i);
                        assertThat(put.status()).as("PUT %s", key).isEqualTo(201);
                        assertThat(put.shard()).as("shard of %s", key).isEqualTo(ring.ownerOf(key));
                        assertThat(((TestHttp.Answer) read.resultAt(0)).body()).isEqualTo("v-" + key);
                        assertThat(((TestHttp.Answer) read.resultAt(1)).body()).as("owner's copy")
                                .isEqualTo("v-" + key);
                        assertThat(((TestHttp.Answer) read.resultAt(2)).status()).as("non-owner").isEqualTo(404);
                    }
                    test.completeNow();
                })));
    }

    @Test
    void kv_shardAnswers404AndDelete_statusAndBodyPassThrough() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);
        TestHttp.Answer missing = cluster.get("/kv/nothing-here");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.body()).isEqualTo("no such key\n");
        assertThat(cluster.call(HttpMethod.PUT, "/kv/a%20b", "x").status()).isEqualTo(201);
        assertThat(cluster.call(HttpMethod.PUT, "/kv/a%20b", "y").body()).isEqualTo("replaced\n");
        assertThat(cluster.call(HttpMethod.DELETE, "/kv/a%20b", null).status()).isEqualTo(200);
        assertThat(cluster.call(HttpMethod.DELETE, "/kv/a%20b", null).status()).isEqualTo(404);
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.kvReceived()).isEqualTo(5);
        assertThat(metrics.responses()).containsEntry(404, 2L).containsEntry(201, 1L).containsEntry(200, 2L);
        assertThat(metrics.kvLatency().count()).isEqualTo(5);
    }

    @Test
    void get_encodedKeys_decodedAsPutDecodesThemAndMalformedOnesRefused() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        assertThat(cluster.call(HttpMethod.PUT, "/kv/a%2Bb%23c%20d", "v").status()).isEqualTo(201);

        assertThat(cluster.get("/kv/a+b%23c%20d").body()).as("plus stays a plus").isEqualTo("v");
        assertThat(cluster.get("/kv/%zz").status()).isEqualTo(400);
        assertThat(cluster.get("/kv/a/b").status()).as("no such route").isEqualTo(404);
        assertThat(cluster.get("/kv/").status()).isEqualTo(404);
        assertThat(cluster.call(HttpMethod.DELETE, "/kv/a%2Bb%23c%20d", null).status()).isEqualTo(200);
        assertThat(cluster.router().metrics().badRequests()).isEqualTo(1);
    }

    @Test
    void kv_ownerRefusesConnections_answers502ThenFailsFast503() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        Partitioner ring = PartitionerConfig.defaults("s0", "s1", "s2").create();
        List<String> ownedByS1 = keysOwnedBy(ring, "s1", 2);
        Await.result(cluster.shard("s1").down());

        TestHttp.Answer refused = cluster.get("/kv/" + ownedByS1.get(0));
        assertThat(refused.status()).isEqualTo(502);
        assertThat(refused.body()).contains("shard s1").contains("refused");
        assertThat(refused.shard()).isEqualTo("s1");
        Await.until("s1 is marked down", () -> !cluster.router().state().member("s1").up());
        TestHttp.Answer down = cluster.get("/kv/" + ownedByS1.get(1));
        assertThat(down.status()).isEqualTo(503);
        assertThat(down.body()).isEqualTo("shard s1 is down\n");

        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.connectFailures()).isEqualTo(1);
        assertThat(metrics.downRejections()).isEqualTo(1);
        assertThat(metrics.routerFailures()).isEqualTo(2);
        assertThat(metrics.shards().get("s1").notSent()).isEqualTo(2);
        assertThat(cluster.router().events()).extracting(MembershipEvent::type, MembershipEvent::nodeId)
                .containsExactly(tuple(MembershipEvent.Type.MARKED_DOWN, "s1"));
    }

    @Test
    void kv_ownerStalled_answers504NamingShardAfterTimeout() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c.withClient(800, 8));
        Partitioner ring = PartitionerConfig.defaults("s0", "s1").create();
        String key = keysOwnedBy(ring, "s0", 1).get(0);
        Await.result(cluster.shard("s0").stall(Duration.ofSeconds(2)));

        TestHttp.Answer answer = cluster.get("/kv/" + key);
        assertThat(answer.status()).isEqualTo(504);
        assertThat(answer.body()).isEqualTo("shard s0 did not answer within 800 ms\n");
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.timeouts()).isEqualTo(1);
        assertThat(metrics.routerFailures()).as("the stalled shard did receive the request").isZero();
        assertThat(metrics.shards().get("s0").sent()).isEqualTo(1);
        assertThat(cluster.router().state().member("s0").up()).as("downOn=refused ignores timeouts").isTrue();
    }

    static List<String> keysOwnedBy(Partitioner partitioner, String nodeId, int count) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; keys.size() < count && i < 100_000; i++) {
            if (partitioner.ownerOf("key" + i).equals(nodeId)) {
                keys.add("key" + i);
            }
        }
        return keys;
    }

    private static String notOwner(Partitioner ring, String key) {
        String owner = ring.ownerOf(key);
        return owner.equals("s0") ? "s1" : "s0";
    }
}
