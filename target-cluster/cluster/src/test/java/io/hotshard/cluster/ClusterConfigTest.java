package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.shard.ExponentialLatency;
import io.hotshard.shard.ShardConfig;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class ClusterConfigTest {

    @Test
    void shardConfig_templateOverrideAndBasePort_combineInThatOrder() {
        ClusterConfig config = ClusterConfig.defaults(3)
                .withShardTemplate(ShardConfig.defaults("t").withCapacity(4, 16))
                .withOverride("shard-1", ShardOverride.none().latency(new ExponentialLatency(2_000)).capacity(1, 1)
                        .errorRate(0.1).weight(2.0))
                .withPorts(0, 9_000);

        ShardConfig plain = config.shardConfig("shard-0");
        ShardConfig special = config.shardConfig("shard-1");

        assertThat(config.shardIds()).containsExactly("shard-0", "shard-1", "shard-2");
        assertThat(plain.port()).isEqualTo(9_000);
        assertThat(plain.concurrency()).isEqualTo(4);
        assertThat(plain.queueCapacity()).isEqualTo(16);
        assertThat(special.port()).isEqualTo(9_001);
        assertThat(special.concurrency()).isEqualTo(1);
        assertThat(special.latency()).isEqualTo(new ExponentialLatency(2_000));
        assertThat(special.errorRate()).isEqualTo(0.1);
        assertThat(config.weight("shard-1")).isEqualTo(2.0);
        assertThat(config.weight("shard-2")).isEqualTo(1.0);
    }

    @Test
    void shardConfig_seeds_areReproducibleAndDistinct() {
        ClusterConfig config = ClusterConfig.defaults(8).withSeed(7);
        Set<Long> seeds = new HashSet<>();
        config.shardIds().forEach(id -> seeds.add(config.shardConfig(id).seed()));

        assertThat(seeds).hasSize(8);
        assertThat(config.shardConfig("shard-3").seed())
                .isEqualTo(ClusterConfig.defaults(8).withSeed(7).shardConfig("shard-3").seed())
                .isNotEqualTo(ClusterConfig.defaults(8).withSeed(8).shardConfig("shard-3").seed())
                .isEqualTo(Seeds.derive(7, "shard-3"));
    }

    @Test
    void constructor_badValues_failNamingTheValue() {
        assertThatThrownBy(() -> ClusterConfig.defaults(0))
                .hasMessage("shardCount must be in [1, 1024] but was 0");
        assertThatThrownBy(() -> ClusterConfig.defaults(2).withPorts(70_000, 0))
                .hasMessage("routerPort must be in [0, 65535] but was 70000");
        assertThatThrownBy(() -> ClusterConfig.defaults(4).withPorts(0, 65_534))
                .hasMessage("shardBasePort must be 0 or leave room for 4 shards below 65536 but was 65534");
        assertThatThrownBy(() -> ClusterConfig.defaults(4).withPorts(9_002, 9_000))
                .hasMessage("routerPort 9002 collides with the shard ports 9000..9003");
        assertThatThrownBy(() -> ClusterConfig.defaults(2).withOverride("shard-9", ShardOverride.none()))
                .hasMessage("overrides name unknown shard 'shard-9'; shards are shard-0..shard-1");
        assertThatThrownBy(() -> ClusterConfig.defaults(2).withOverride("shard-1",
                ShardOverride.none().capacity(0, 4)))
                .hasMessage("override of shard-1: concurrency must be >= 1 but was 0");
        assertThatThrownBy(() -> ClusterConfig.defaults(2).withRouter(RouterConfig.template()
                .withHealth(5, 250, DownOn.REFUSED, false)))
                .hasMessage("healthCheckIntervalMillis (0 disables probes) must be in [10, 3600000] but was 5");
        assertThatThrownBy(() -> ShardOverride.none().weight(-1))
                .hasMessage("weight must be > 0 and finite but was -1.0");
    }

    @Test
    void overrides_areCopied() {
        Map<String, ShardOverride> overrides = new HashMap<>(Map.of("shard-0", ShardOverride.none()));
        ClusterConfig config = new ClusterConfig(1, ShardConfig.defaults("t"), overrides,
                RouterConfig.template(), 0, 0, 1);
        overrides.put("shard-5", ShardOverride.none());

        assertThat(config.overrides().keySet()).isEqualTo(Set.copyOf(List.of("shard-0")));
    }
}
