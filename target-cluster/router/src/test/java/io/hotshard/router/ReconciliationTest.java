package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.shard.FixedLatency;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every request the router receives is accounted for exactly once: either a shard counted it (served, with or
 * without an injected error, or shed as overloaded) or the router answered it itself without reaching a shard.
 */
final class ReconciliationTest {

    private static final int WAVES = 10;
    private static final int WAVE_SIZE = 60;

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void reconcile_errorsOverloadAndDownShard_receivedEqualsShardCountsPlusRouterFailures() {
        ShardConfig small = ShardConfig.defaults("s0").withLatency(new FixedLatency(2_000)).withCapacity(1, 2);
        List<ShardConfig> configs = List.of(
                ShardConfig.fromJson(small.toJson().put("errorRate", 0.2)),
                ShardConfig.fromJson(small.toJson().put("id", "s1").put("errorRate", 0.1)),
                ShardConfig.defaults("s2"));
        cluster = TestCluster.start(configs, c -> c);
        Await.result(cluster.shard("s2").down());

        Map<Integer, Long> clientStatuses = new TreeMap<>();
        for (int wave = 0; wave < WAVES; wave++) {
            int first = wave * WAVE_SIZE;
            List<Future<TestHttp.Answer>> answers = IntStream.range(first, first + WAVE_SIZE)
                    .mapToObj(i -> cluster.http().get(cluster.router().port(), "/kv/key" + i)).toList();
            Await.result(Future.all(answers));
            answers.forEach(a -> clientStatuses.merge(a.result().status(), 1L, Long::sum));
        }
        Map<String, ShardSnapshot> shards = cluster.idleSnapshots();
        RouterMetricsSnapshot router = cluster.router().metrics();

        long shardAccounted = shards.values().stream()
                .mapToLong(s -> s.saturation().completions() + s.saturation().rejections()).sum();
        assertThat(router.kvReceived()).isEqualTo(WAVES * WAVE_SIZE);
        assertThat(router.kvReceived()).isEqualTo(shardAccounted + router.routerFailures());
        shards.forEach((id, s) -> assertThat(router.shards().get(id).sent()).as("sent to %s", id)
                .isEqualTo(s.saturation().arrivals()));
        assertThat(router.responses()).isEqualTo(clientStatuses);
        assertThat(clientStatuses).containsKeys(404, 500, 502, 503);
        long shardErrors = shards.values().stream().mapToLong(s -> s.saturation().errors()).sum();
        long shardRejections = shards.values().stream().mapToLong(s -> s.saturation().rejections()).sum();
        assertThat(shardErrors).as("injected 500s").isEqualTo(clientStatuses.get(500)).isPositive();
        assertThat(shardRejections + router.downRejections()).as("503s: shed plus down")
                .isEqualTo(clientStatuses.get(503));
        assertThat(shardRejections).isPositive();
        assertThat(router.routerFailures()).isEqualTo(router.connectFailures() + router.downRejections());
    }
}
