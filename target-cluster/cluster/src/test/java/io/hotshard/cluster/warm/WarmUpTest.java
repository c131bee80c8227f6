package io.hotshard.cluster.warm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import java.time.Duration;
import org.junit.jupiter.api.Test;

final class WarmUpTest {

    @Test
    void run_embeddedCluster_sendsEveryReadThroughTheRouterAndStoresNothing() {
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(2), Duration.ofSeconds(30));
        try {
            JvmReading before = JvmReading.now();
            WarmUp.Result result = WarmUp.run(cluster.vertx(), cluster.routerUrl(), 600, 8, Duration.ofSeconds(30));
            JvmReading during = JvmReading.now().since(before);

            RouterMetricsSnapshot metrics = cluster.router().metrics();
            assertThat(result.requests()).isEqualTo(600);
            assertThat(result.failed()).isZero();
            // The warm-up counts from just after the first reading to just before the second: what the JVM's beans
            // added around the call, less at most one compilation that ended in between.
            assertThat(result.jitMillis()).isBetween(during.jitMillis() - JvmReading.LONGEST_COMPILATION_MILLIS,
                    during.jitMillis());
            assertThat(result.gcPauseMillis()).isBetween(0L, during.gcPauseMillis() + during.collections() + 1);
            assertThat(metrics.kvReceived()).isEqualTo(600);
            assertThat(metrics.responses()).containsOnlyKeys(404);
            assertThat(metrics.totalSent()).isEqualTo(600);
        } finally {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }
    }

    @Test
    void run_planWithFanOuts_sendsTheReadsThenFanOutsEveryShardAnswers() {
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(3), Duration.ofSeconds(30));
        try {
            WarmUp.Result result = WarmUp.run(cluster.vertx(), cluster.routerUrl(), new WarmUp.Plan(300, 4, 2),
                    Duration.ofSeconds(30));

            RouterMetricsSnapshot metrics = cluster.router().metrics();
            assertThat(result.requests()).isEqualTo(300);
            assertThat(result.fanOuts()).isEqualTo(2);
            assertThat(result.fanOutsFailed()).isZero();
            assertThat(metrics.kvReceived()).isEqualTo(300);
            assertThat(metrics.fanOutReceived()).isEqualTo(2);
            assertThat(metrics.responses()).containsOnlyKeys(200, 404);
            assertThat(metrics.totalSent()).isEqualTo(300 + 2 * 3);
        } finally {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }
    }

    @Test
    void run_fanOutsAnsweredOtherThan200_countsThemFailed() {
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(1), Duration.ofSeconds(30));
        try {
            // A shard has no /fanout: it answers 404, which a fan-out must not take for an answer.
            String shard = cluster.shardUrls().values().iterator().next();
            WarmUp.Result result = WarmUp.run(cluster.vertx(), shard, new WarmUp.Plan(10, 2, 2),
                    Duration.ofSeconds(30));

            assertThat(result.requests()).isEqualTo(10);
            assertThat(result.failed()).isZero();
            assertThat(result.fanOuts()).isEqualTo(2);
            assertThat(result.fanOutsFailed()).isEqualTo(2);
        } finally {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }
    }

    @Test
    void run_deadlineSpentBeforeTheReads_sendsNoRead() {
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(1), Duration.ofSeconds(30));
        try {
            // A fan-out through the router outlasts 1 ms, or the deadline has passed before it is sent.
            WarmUp.Result result = WarmUp.run(cluster.vertx(), cluster.routerUrl(), new WarmUp.Plan(1000, 16, 1),
                    Duration.ofMillis(1));

            assertThat(result.requests()).isZero();
            assertThat(result.failed()).isZero();
            assertThat(cluster.router().metrics().kvReceived()).isZero();
            assertThat(cluster.router().metrics().fanOutReceived()).isEqualTo(result.fanOuts());
        } finally {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }
    }

    @Test
    void plan_negativeFanOuts_failsNamingTheValue() {
        assertThatThrownBy(() -> new WarmUp.Plan(10, 1, -1)).hasMessage("warm-up fan-outs must be >= 0 but was -1");
    }

    @Test
    void run_zeroRequests_returnsAtOnceWithoutTraffic() {
        assertThat(WarmUp.run(null, "http://127.0.0.1:1", 0, 4, Duration.ofSeconds(1)).requests()).isZero();
    }

    @Test
    void run_zeroConcurrency_failsNamingTheValue() {
        assertThatThrownBy(() -> WarmUp.run(null, "http://127.0.0.1:1", 10, 0, Duration.ofSeconds(1)))
                .hasMessage("warm-up concurrency must be >= 1 but was 0");
    }
}
