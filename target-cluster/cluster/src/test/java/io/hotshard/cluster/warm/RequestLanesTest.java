package io.hotshard.cluster.warm;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.shard.FixedLatency;
import io.hotshard.testkit.Await;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

final class RequestLanesTest {

    private static EmbeddedCluster cluster;
    private static String shard;

    @BeforeAll
    static void start() {
        // A shard of no service time: a long lane costs only the loopback round trips.
        ClusterConfig config = ClusterConfig.defaults(1);
        config = config.withShardTemplate(config.shardConfig("shard-0").withLatency(new FixedLatency(0)));
        cluster = EmbeddedCluster.startBlocking(config, Duration.ofSeconds(30));
        shard = cluster.shardUrls().values().iterator().next();
    }

    @AfterAll
    static void stop() {
        cluster.stopBlocking(Duration.ofSeconds(30));
    }

    @Test
    void run_statusesAcceptedOrNot_countsEachRequestOnce() {
        Lanes.Outcome accepted = RequestLanes.run(cluster.vertx(), 12, 3, Duration.ofSeconds(30),
                RequestLanesTest::absentKey, null, status -> status == 404);
        Lanes.Outcome refused = RequestLanes.run(cluster.vertx(), 12, 3, Duration.ofSeconds(30),
                RequestLanesTest::absentKey, null, status -> status == 200);

        assertThat(accepted.sent()).isEqualTo(12);
        assertThat(accepted.succeeded()).isEqualTo(12);
        assertThat(accepted.failed()).isZero();
        assertThat(refused.sent()).isEqualTo(12);
        assertThat(refused.succeeded()).isZero();
        assertThat(refused.failed()).isEqualTo(12);
    }

    @Test
    void run_deadlineAlreadyPassed_sendsAndCountsNothing() {
        long arrivalsBefore = arrivals();

        Lanes.Outcome outcome = RequestLanes.run(cluster.vertx(), 100, 16, Duration.ofSeconds(-1),
                RequestLanesTest::absentKey, null, status -> true);

        // Each lane stops before taking an index: none counts as sent.
        assertThat(outcome.sent()).isZero();
        assertThat(outcome.succeeded()).isZero();
        assertThat(outcome.failed()).isZero();
        assertThat(arrivals()).isEqualTo(arrivalsBefore);
    }

    @Test
    void run_longLanes_finishEveryRequestWithoutRecursing() {
        // 50,000 requests a lane: a lane chained as futures completes them recursively and overflows the stack.
        Lanes.Outcome outcome = RequestLanes.run(cluster.vertx(), 100_000, 2, Duration.ofSeconds(60),
                RequestLanesTest::absentKey, null, status -> status == 404);

        // Chained, the lanes' completions overflow the stack and the batch never ends: the wait runs out.
        assertThat(outcome.finished()).isTrue();
        assertThat(outcome.sent()).isEqualTo(100_000);
        assertThat(outcome.succeeded()).isEqualTo(100_000);
        assertThat(outcome.failed()).isZero();
    }

    private static long arrivals() {
        return Await.result(cluster.shard("shard-0").snapshot()).saturation().arrivals();
    }

    private static RequestOptions absentKey(long index) {
        return new RequestOptions().setMethod(HttpMethod.GET).setAbsoluteURI(shard + "/kv/lanes-" + index);
    }
}
