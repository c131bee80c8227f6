package io.hotshard.cluster;

import io.hotshard.http.HttpSecurity;
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
 * @param eventLoops                event loops the router serves on
 * @param security                  the cluster's admin token and request limits, for the router and every shard
 */
public record RouterSettings(long requestTimeoutMillis, int poolSizePerShard, long healthCheckIntervalMillis,
                             long healthTimeoutMillis, DownOn downOn, boolean removeDownNodes, int eventLoops,
                             HttpSecurity security) {

    /** Checks for null; ranges are checked by {@link RouterConfig} when the router is configured. */
    public RouterSettings {
        Objects.requireNonNull(downOn, "downOn");
        Objects.requireNonNull(security, "security");
        if (requestTimeoutMillis < 1) {
            throw new IllegalArgumentException("requestTimeoutMillis must be >= 1 but was " + requestTimeoutMillis);
        }
    }

    /** Settings without an admin token and with the default request limits. */
    public RouterSettings(long requestTimeoutMillis, int poolSizePerShard, long healthCheckIntervalMillis,
                          long healthTimeoutMillis, DownOn downOn, boolean removeDownNodes, int eventLoops) {
        this(requestTimeoutMillis, poolSizePerShard, healthCheckIntervalMillis, healthTimeoutMillis, downOn,
                removeDownNodes, eventLoops, HttpSecurity.defaults());
    }

    /**
     * The router's defaults: 1000 ms timeout, 32 connections, probes every 500 ms within 250 ms, down on refusal, one
     * event loop per available processor.
     */
    public static RouterSettings defaults() {
        RouterConfig router = RouterConfig.defaults(List.of(ShardSpec.of("default", "http://127.0.0.1:1")));
        return new RouterSettings(router.requestTimeoutMillis(), router.poolSizePerShard(),
                router.healthCheckIntervalMillis(), router.healthTimeoutMillis(), router.downOn(),
                router.removeDownNodes(), router.eventLoops());
    }

    /** Returns a copy with another request timeout. */
    public RouterSettings withRequestTimeoutMillis(long millis) {
        return new RouterSettings(millis, poolSizePerShard, healthCheckIntervalMillis, healthTimeoutMillis, downOn,
                removeDownNodes, eventLoops, security);
    }

    /** Returns a copy with other health-check settings. */
    public RouterSettings withHealth(long intervalMillis, long timeoutMillis, DownOn newDownOn, boolean removeDown) {
        return new RouterSettings(requestTimeoutMillis, poolSizePerShard, intervalMillis, timeoutMillis, newDownOn,
                removeDown, eventLoops, security);
    }

    /** Returns a copy serving on {@code loops} event loops. */
    public RouterSettings withEventLoops(int loops) {
        return new RouterSettings(requestTimeoutMillis, poolSizePerShard, healthCheckIntervalMillis,
                healthTimeoutMillis, downOn, removeDownNodes, loops, security);
    }

    /** Returns a copy with another admin token and request limits. */
    public RouterSettings withSecurity(HttpSecurity newSecurity) {
        return new RouterSettings(requestTimeoutMillis, poolSizePerShard, healthCheckIntervalMillis,
                healthTimeoutMillis, downOn, removeDownNodes, eventLoops, newSecurity);
    }

    /** Builds the router's configuration over {@code shards}; fails naming any bad value. */
    public RouterConfig toRouterConfig(String host, int port, PartitionerSettings partitioner, List<ShardSpec> shards) {
        return RouterConfig.builder(shards).listen(host, port).eventLoops(eventLoops).partitioner(partitioner)
                .client(requestTimeoutMillis, poolSizePerShard)
                .health(healthCheckIntervalMillis, healthTimeoutMillis, downOn, removeDownNodes).security(security)
                .build();
    }
}
