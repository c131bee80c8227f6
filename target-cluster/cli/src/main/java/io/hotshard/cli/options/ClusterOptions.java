package io.hotshard.cli.options;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.router.RouterConfig;
import io.hotshard.shard.LatencySpec;
import io.hotshard.shard.LatencyText;
import io.hotshard.shard.ShardConfig;
import java.util.Map;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options that describe a cluster of N shards behind one router, shared by {@code cluster} and {@code deploy}. */
public final class ClusterOptions {

    @Mixin
    RouterOptions router = new RouterOptions();

    @Option(names = "--shards", defaultValue = "" + ClusterConfig.DEFAULT_SHARDS, paramLabel = "N", description = "Number of shards. Default: ${DEFAULT-VALUE}.")
    int shards;

    @Option(names = "--router-port", defaultValue = "8080", paramLabel = "PORT",
            description = "Router port (router i on PORT + i); 0 for any free one. Default: ${DEFAULT-VALUE}.")
    int routerPort;

    @Option(names = "--routers", defaultValue = "1", paramLabel = "R",
            description = "Routers that agree: with R > 1 they share membership, partitioner, mitigations and"
                    + " migrations through a Hazelcast group. Default: ${DEFAULT-VALUE}.")
    int routers;

    @Option(names = "--shard-base-port", defaultValue = "9000", paramLabel = "PORT",
            description = "Shard i listens on PORT + i; 0 for any free ports. Default: ${DEFAULT-VALUE}.")
    int shardBasePort;

    @Option(names = "--latency", defaultValue = ClusterConfig.DEFAULT_LATENCY, paramLabel = "SPEC", converter = LatencyOption.class,
            description = {"Service-time distribution of every shard: " + LatencyText.SYNTAX + ".",
                    "Default: ${DEFAULT-VALUE}."})
    LatencySpec latency;

    @Option(names = "--concurrency", defaultValue = "" + ClusterConfig.DEFAULT_CONCURRENCY, paramLabel = "N",
            description = "Service slots per shard. Default: ${DEFAULT-VALUE}.")
    int concurrency;

    @Option(names = "--queue", defaultValue = "" + ClusterConfig.DEFAULT_QUEUE, paramLabel = "N",
            description = "Requests that may wait per shard; more are shed with 503. Default: ${DEFAULT-VALUE}.")
    int queueCapacity;

    @Option(names = "--error-rate", defaultValue = "0", paramLabel = "P",
            description = "Fraction of served requests answered with 500. Default: ${DEFAULT-VALUE}.")
    double errorRate;

    @Option(names = "--seed", defaultValue = "" + ClusterConfig.DEFAULT_SEED, paramLabel = "N",
            description = "Cluster seed; each shard's seed is derived from it. Default: ${DEFAULT-VALUE}.")
    long seed;

    /** The number of routers, validated. */
    public int routers() {
        if (routers < 1 || routers > ClusterConfig.MAX_ROUTERS) {
            throw new IllegalArgumentException("--routers must be in [1, " + ClusterConfig.MAX_ROUTERS + "] but was " + routers);
        }
        return routers;
    }

    /** The validated cluster configuration these options describe. */
    public ClusterConfig config() {
        if (shards < 1 || shards > ClusterConfig.MAX_SHARDS) {
            throw new IllegalArgumentException("--shards must be in [1, " + ClusterConfig.MAX_SHARDS + "] but was "
                    + shards);
        }
        ShardConfig template = new ShardConfig("shard-0", 0, concurrency, queueCapacity, latency, 1.0, errorRate, seed);
        RouterConfig settings = RouterConfig.template().toBuilder().partitioner(router.partitionerSettings())
                .client(router.requestTimeoutMillis(), RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD)
                .health(router.healthIntervalMillis(), RouterConfig.DEFAULT_HEALTH_TIMEOUT_MILLIS, router.downOn,
                        router.removeDownNodes)
                .eventLoops(router.eventLoops).build();
        return new ClusterConfig(shards, template, Map.of(), settings, routerPort, shardBasePort, seed);
    }
}
