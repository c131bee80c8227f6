package io.hotshard.sim;

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
            WarmUp.Result result = WarmUp.run(cluster.vertx(), cluster.routerUrl(), 600, 8, Duration.ofSeconds(30));

            RouterMetricsSnapshot metrics = cluster.router().metrics();
            assertThat(result.requests()).isEqualTo(600);
            assertThat(result.failed()).isZero();
            assertThat(result.jitMillis()).isNotNegative();
            assertThat(result.gcPauseMillis()).isNotNegative();
            assertThat(metrics.kvReceived()).isEqualTo(600);
            assertThat(metrics.responses()).containsOnlyKeys(404);
            assertThat(metrics.totalSent()).isEqualTo(600);
        } finally {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }
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
