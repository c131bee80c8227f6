package io.hotshard.cluster;

import io.hotshard.router.DownOn;
import io.hotshard.router.PartitionerSettings;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.ShardSpec;
import java.util.List;
import java.util.Objects;

/**
 * The router's settings in an embedded cluster, apart from its shards and port, which the cluster supplies.
 *
 * @param requestTimeoutMillis      total deadline of one request to a shard; then 504
 * @param poolSizePerShard          pooled keep-alive connections per shard
 * @param healthCheckIntervalMillis period of the router's health probes, 0 to disable them
 * @param healthTimeoutMillis       deadline of one health probe
 * @param downOn                    whether timeouts, besides refused connections, mark a shard down
 * @param removeDownNodes           whether a down shard leaves the ring (its keys move) or stays and fails fast
 */
public record RouterSettings(long requestTimeoutMillis, int poolSizePerShard, long healthCheckIntervalMillis,
                             long healthTimeoutMillis, DownOn downOn, boolean removeDownNodes) {

    /** Checks for null; ranges are checked by {@link RouterConfig} when the router is configured. */
    public RouterSettings {
        Objects.requireNonNull(downOn, "downOn");
        if (requestTimeoutMillis < 1) {
            throw new IllegalArgumentException("requestTimeoutMillis must be >= 1 but was " + requestTimeoutMillis);
        }
    }

    /** The router's defaults: 1000 ms timeout, 32 connections, probes every 500 ms within 250 ms, down on refusal. */
    public static RouterSettings defaults() {
        return new RouterSettings(RouterConfig.DEFAULT_REQUEST_TIMEOUT_MILLIS, RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD,
                RouterConfig.DEFAULT_HEALTH_CHECK_INTERVAL_MILLIS, RouterConfig.DEFAULT_HEALTH_TIMEOUT_MILLIS,
                DownOn.REFUSED, false);
    }

    /** Returns a copy with another request timeout. */
    public RouterSettings withRequestTimeoutMillis(long millis) {
        return new RouterSettings(millis, poolSizePerShard, healthCheckIntervalMillis, healthTimeoutMillis, downOn,
                removeDownNodes);
    }

    /** Returns a copy with other health-check settings. */
    public RouterSettings withHealth(long intervalMillis, long timeoutMillis, DownOn newDownOn, boolean removeDown) {
        return new RouterSettings(requestTimeoutMillis, poolSizePerShard, intervalMillis, timeoutMillis, newDownOn,
                removeDown);
    }

    /** Builds the router's configuration over {@code shards}; fails naming any bad value. */
    public RouterConfig toRouterConfig(String host, int port, PartitionerSettings partitioner, List<ShardSpec> shards) {
        return RouterConfig.defaults(shards).withListen(host, port).withPartitioner(partitioner)
                .withClient(requestTimeoutMillis, poolSizePerShard)
                .withHealth(healthCheckIntervalMillis, healthTimeoutMillis, downOn, removeDownNodes);
    }
}
