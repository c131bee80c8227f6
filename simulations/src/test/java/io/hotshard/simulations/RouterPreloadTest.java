package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.keys.KeyFormat;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.storeload.PreloadPlan;
import io.hotshard.storeload.SimProperties;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class RouterPreloadTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    @Test
    void run_embeddedCluster_storesEveryKeyOnceThroughTheRouter() {
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(2), TIMEOUT);
        try {
            RouterPreload.Result result = RouterPreload.run(cluster.vertx(), cluster.routerUrl(), KeyFormat.of("user%04d"), 500, 8,
                    TIMEOUT);

            RouterMetricsSnapshot metrics = cluster.router().metrics();
            assertThat(result.complete()).isTrue();
            assertThat(result.stored()).isEqualTo(500);
            assertThat(metrics.kvReceived()).isEqualTo(500);
            assertThat(metrics.responses()).containsOnlyKeys(201);
        } finally {
            cluster.stopBlocking(TIMEOUT);
        }
    }

    @Test
    void run_routerNotAnswering_reportsTheKeysNotStored() {
        io.vertx.core.Vertx vertx = io.vertx.core.Vertx.vertx();
        try {
            RouterPreload.Result result = RouterPreload.run(vertx, "http://127.0.0.1:1", KeyFormat.DEFAULT, 20, 4, TIMEOUT);

            assertThat(result.complete()).isFalse();
            assertThat(result.stored()).isZero();
            assertThat(result.keys()).isEqualTo(20);
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().join();
        }
    }

    @Test
    void run_negativeKeys_failsNamingTheValue() {
        assertThatThrownBy(() -> RouterPreload.run(null, "http://127.0.0.1:1", KeyFormat.DEFAULT, -1, 4, TIMEOUT))
                .hasMessage("preload keys must be >= 0 but was -1");
    }

    @Test
    void from_properties_readsTheCountAndTheDistributionsKeyFormat() {
        PreloadPlan plan = PreloadPlan.from(new SimProperties(Map.of("hotshard.preload", "6000",
                "hotshard.dist", "sequential", "hotshard.items", "6000")));

        assertThat(plan.keys()).isEqualTo(6000);
        assertThat(plan.format().format(7)).isEqualTo("key000000007");
        assertThat(PreloadPlan.from(new SimProperties(Map.of())).keys()).isZero();
    }

    @Test
    void new_tooManyKeys_failsNamingTheValue() {
        assertThatThrownBy(() -> new PreloadPlan(2_000_001, KeyFormat.DEFAULT))
                .hasMessage("hotshard.preload must be in [0, 2000000] but was 2000001");
    }

    @Test
    void from_largePreload_timeOutGrowsWithTheKeysOrAsGiven() {
        PreloadPlan small = PreloadPlan.from(new SimProperties(Map.of("hotshard.preload", "6000")));
        PreloadPlan large = PreloadPlan.from(new SimProperties(Map.of("hotshard.preload", "2000000")));
        PreloadPlan given = PreloadPlan.from(new SimProperties(Map.of("hotshard.preload", "2000000",
                "hotshard.preloadTimeout", "1.5h")));

        assertThat(small.timeout()).isEqualTo(Duration.ofSeconds(120));
        assertThat(large.timeout()).isEqualTo(Duration.ofSeconds(2000));
        assertThat(given.timeout()).isEqualTo(Duration.ofMinutes(90));
        assertThatThrownBy(() -> PreloadPlan.from(new SimProperties(Map.of("hotshard.preloadTimeout", "10ms"))))
                .hasMessage("hotshard.preloadTimeout must be at least 1000ms but was '10ms'");
    }
}
