package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.shard.LatencyText;
import io.hotshard.shard.ShardConfig;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The defaults of {@code hotshard cluster} and {@code hotshard shard} are the constants a simulation's cluster reads
 * too ({@code ClusterShape} in the simulations module checks its side against the same constants), setting by setting.
 */
final class ClusterDefaultsTest {

    private static <T> T command(Class<T> type, String... args) {
        CommandLine.ParseResult result = Cli.commandLine().parseArgs(args).subcommand();
        return type.cast(result.commandSpec().userObject());
    }

    @Test
    void cluster_noOptions_theClusterAndRouterDefaults() {
        ClusterCommand command = command(ClusterCommand.class, "cluster");
        ClusterConfig config = command.cluster.config();
        ShardConfig shard = config.shardConfig("shard-0");
        RouterConfig router = config.router();
        RouterConfig defaults = RouterConfig.template();

        assertThat(config.shardCount()).as("shards").isEqualTo(ClusterConfig.DEFAULT_SHARDS);
        assertThat(shard.latency()).as("latency").isEqualTo(LatencyText.parse(ClusterConfig.DEFAULT_LATENCY));
        assertThat(shard.concurrency()).as("concurrency").isEqualTo(ClusterConfig.DEFAULT_CONCURRENCY);
        assertThat(shard.queueCapacity()).as("queue").isEqualTo(ClusterConfig.DEFAULT_QUEUE);
        assertThat(config.seed()).as("seed").isEqualTo(ClusterConfig.DEFAULT_SEED);
        assertThat(config.partitioner()).as("partitioner, hash, vnodes").isEqualTo(PartitionerSettings.defaults());
        assertThat(router.eventLoops()).as("event loops").isEqualTo(RouterConfig.defaultEventLoops());
        assertThat(router.requestTimeoutMillis()).as("request timeout").isEqualTo(defaults.requestTimeoutMillis());
        assertThat(router.downOn()).as("down on").isEqualTo(defaults.downOn());
        assertThat(router.removeDownNodes()).as("down shards stay unless --remove-down-nodes").isFalse();
        assertThat(command.cluster.routers()).as("routers").isEqualTo(1);
        assertThat(router).as("every other router setting").isEqualTo(defaults);
    }

    @Test
    void shard_noOptions_aLoneShardsLatency() {
        ShardConfig config = command(ShardCommand.class, "shard", "--port", "0").config();

        assertThat(config.latency()).isEqualTo(LatencyText.parse(ShardConfig.DEFAULT_LATENCY))
                .isEqualTo(ShardConfig.defaults("any").latency());
    }

    @Test
    void routerAndCluster_noEventLoopsOption_theRoutersDefault() {
        RouterCommand router = command(RouterCommand.class, "router", "--port", "0", "--shard", "a=http://127.0.0.1:9");

        assertThat(router.config().eventLoops()).isEqualTo(RouterConfig.defaultEventLoops())
                .isEqualTo(RouterConfig.template().eventLoops());
    }

    @Test
    void router_preconnectOptions_onByDefaultOffWithNoPreconnect() {
        String[] base = {"router", "--port", "0", "--shard", "a=http://127.0.0.1:9"};

        assertThat(command(RouterCommand.class, base).config().preconnect()).isTrue();
        assertThat(command(RouterCommand.class, append(base, "--no-preconnect")).config().preconnect()).isFalse();
    }

    private static String[] append(String[] args, String more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + 1);
        all[args.length] = more;
        return all;
    }
}
