package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.shard.ExponentialLatency;
import io.hotshard.shard.LatencyText;
import io.hotshard.storeload.SimProperties;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class ClusterShapeTest {

    @Test
    void from_noProperties_theClusterAndRouterDefaultsTheCommandLineUses() {
        ClusterShape shape = ClusterShape.from(new SimProperties(Map.of()));
        RouterConfig router = RouterConfig.template();
        PartitionerSettings partitioner = PartitionerSettings.defaults();

        assertThat(shape).isEqualTo(new ClusterShape(ClusterConfig.DEFAULT_SHARDS, partitioner.kind(),
                partitioner.hash(), partitioner.vnodes(), LatencyText.parse(ClusterConfig.DEFAULT_LATENCY),
                ClusterConfig.DEFAULT_CONCURRENCY, ClusterConfig.DEFAULT_QUEUE, ClusterShape.DEFAULT_REMOVE_DOWN_NODES,
                router.downOn(), Duration.ofMillis(router.requestTimeoutMillis()), router.eventLoops(), 1));
        assertThat(shape.latency()).isEqualTo(new ExponentialLatency(4_000));
    }

    @Test
    void from_givenValues_parsedOnceIntoTheirTypes() {
        ClusterShape shape = ClusterShape.from(new SimProperties(Map.of("hotshard.partitioner", "jump",
                "hotshard.hash", "murmur3", "hotshard.latency", "exponential:mean=2ms", "hotshard.downOn", "timeout",
                "hotshard.requestTimeout", "250ms")));

        assertThat(shape.partitioner()).isEqualTo(PartitionerKind.JUMP);
        assertThat(shape.hash()).isEqualTo(HashAlgorithm.MURMUR3);
        assertThat(shape.latency()).isEqualTo(new ExponentialLatency(2_000));
        assertThat(shape.downOn()).isEqualTo(DownOn.TIMEOUT);
        assertThat(shape.requestTimeout()).isEqualTo(Duration.ofMillis(250));
        assertThat(ClusterPlan.configFor(shape, 7).shardTemplate().latency()).isSameAs(shape.latency());
    }

    @Test
    void from_shardsUpToTheCommandLinesLimit_acceptedAndOneMoreRefused() {
        assertThat(ClusterShape.from(new SimProperties(Map.of("hotshard.shards", "1000"))).shards()).isEqualTo(1000);
        assertThat(ClusterShape.from(new SimProperties(Map.of("hotshard.shards",
                Integer.toString(ClusterConfig.MAX_SHARDS)))).shards()).isEqualTo(ClusterConfig.MAX_SHARDS);
        assertThatThrownBy(() -> ClusterShape.from(new SimProperties(Map.of("hotshard.shards", "1025"))))
                .hasMessage("hotshard.shards must be between 1 and 1024 but was '1025'");
    }

    @Test
    void from_routersAndEventLoopsBeyondTheRoutersLimits_refusedNamingTheLimit() {
        assertThatThrownBy(() -> ClusterShape.from(new SimProperties(Map.of("hotshard.routers", "9"))))
                .hasMessage("hotshard.routers must be between 1 and " + ClusterConfig.MAX_ROUTERS + " but was '9'");
        assertThatThrownBy(() -> ClusterShape.from(new SimProperties(Map.of("hotshard.routerEventLoops", "257"))))
                .hasMessage("hotshard.routerEventLoops must be between 1 and " + RouterConfig.MAX_EVENT_LOOPS
                        + " but was '257'");
    }

    @Test
    void from_unknownNames_refusedNamingPropertyValueAndTheKnownOnes() {
        assertThatThrownBy(() -> ClusterShape.from(new SimProperties(Map.of("hotshard.partitioner", "rnig"))))
                .hasMessageStartingWith("hotshard.partitioner must be a partitioner but was 'rnig': ")
                .hasMessageContaining("ring");
        assertThatThrownBy(() -> ClusterShape.from(new SimProperties(Map.of("hotshard.downOn", "never"))))
                .hasMessageStartingWith("hotshard.downOn must be refused or timeout but was 'never'");
    }
}
