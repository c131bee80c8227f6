package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cli.deploy.ServiceArgs;
import io.hotshard.cluster.ClusterConfig;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.shard.ShardConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The arguments a deployment gives each service, read back by the shard and router commands themselves. */
final class DeployServiceArgsTest {

    private static final String[] CLUSTER = {"--shards", "3", "--router-port", "8080", "--shard-base-port", "9000",
            "--latency", "lognormal:p50=1ms,p99=9ms", "--concurrency", "2", "--queue", "16", "--error-rate", "0.01",
            "--seed", "7", "--partitioner", "maglev", "--hash", "xxhash64", "--vnodes", "50", "--request-timeout",
            "750ms", "--health-interval", "300ms", "--down-on", "timeout", "--remove-down-nodes", "--event-loops", "2"};

    private static ClusterConfig cluster() {
        List<String> args = new ArrayList<>(List.of("cluster"));
        args.addAll(List.of(CLUSTER));
        return parsed(ClusterCommand.class, args).config();
    }

    private static <T> T parsed(Class<T> type, List<String> args) {
        CommandLine.ParseResult result = Cli.commandLine().parseArgs(args.toArray(String[]::new));
        while (result.hasSubcommand()) {
            result = result.subcommand();
        }
        return type.cast(result.commandSpec().userObject());
    }

    @Test
    void shard_argsReadByTheShardCommand_giveTheClusterShardConfig() {
        ClusterConfig cluster = cluster();

        for (String id : cluster.shardIds()) {
            List<String> args = ServiceArgs.shard(cluster, id, "127.0.0.1");
            ShardConfig parsed = parsed(ShardCommand.class, args).config();

            assertThat(parsed).isEqualTo(cluster.shardConfig(id));
        }
        assertThat(cluster.shardConfig("shard-2").port()).isEqualTo(9002);
    }

    @Test
    void router_argsReadByTheRouterCommand_giveTheClusterRouterSettings(@TempDir Path dir) throws Exception {
        ClusterConfig cluster = cluster();
        Map<String, String> urls = new LinkedHashMap<>();
        cluster.shardIds().forEach(id -> urls.put(id, "http://" + id + ":9000"));
        // Off loopback the router starts only with a token, as an overlay stack or a Kubernetes pod gives it.
        Path token = Files.writeString(dir.resolve("token"), "0123456789abcdef0123456789abcdef");

        List<String> args = new ArrayList<>(ServiceArgs.router(cluster, "0.0.0.0", urls, true));
        args.addAll(List.of("--admin-token-file", token.toString()));
        RouterConfig parsed = parsed(RouterCommand.class, args).config();

        assertThat(parsed.port()).isEqualTo(8080);
        assertThat(parsed.shards()).extracting(ShardSpec::id).containsExactly("shard-0", "shard-1", "shard-2");
        assertThat(parsed.shards()).extracting(s -> s.url().host()).containsExactly("shard-0", "shard-1", "shard-2");
        assertThat(parsed.partitioner()).isEqualTo(cluster.partitioner());
        assertThat(parsed.requestTimeoutMillis()).isEqualTo(750);
        assertThat(parsed.healthCheckIntervalMillis()).isEqualTo(300);
        assertThat(parsed.downOn()).isEqualTo(cluster.router().downOn());
        assertThat(parsed.removeDownNodes()).isTrue();
        assertThat(parsed.eventLoops()).isEqualTo(2);
        assertThat(parsed.poolSizePerShard()).isEqualTo(cluster.router().poolSizePerShard());
    }
}
