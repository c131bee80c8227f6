package io.hotshard.simulations;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.shard.ShardConfig;

/** Turns a simulation's {@link ClusterShape} into the embedded cluster's configuration. */
public final class ClusterPlan {

    private ClusterPlan() {
    }

    /** The cluster configuration for {@code shape}, seeded with {@code seed}; names any bad value. */
    public static ClusterConfig configFor(ClusterShape shape, long seed) {
        ShardConfig template = ShardConfig.defaults(ClusterConfig.ID_PREFIX + "0")
                .withLatency(shape.latency())
                .withCapacity(shape.concurrency(), shape.queue());
        PartitionerSettings partitioner = new PartitionerSettings(shape.partitioner(), shape.hash(), shape.vnodes(),
                PartitionerSettings.defaults().epsilon());
        RouterConfig router = RouterConfig.template().toBuilder().partitioner(partitioner)
                .client(shape.requestTimeout().toMillis(), RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD)
                .health(RouterConfig.DEFAULT_HEALTH_CHECK_INTERVAL_MILLIS, RouterConfig.DEFAULT_HEALTH_TIMEOUT_MILLIS,
                        shape.downOn(), shape.removeDownNodes())
                .eventLoops(shape.routerEventLoops())
                .security(io.hotshard.http.HttpSecurity.withToken(AdminAuth.token())).build();
        return ClusterConfig.defaults(shape.shards()).withShardTemplate(template).withRouter(router).withSeed(seed);
    }

    /** The configuration of a spare shard {@code id}, shaped like the others. */
    public static ShardConfig spareConfig(ClusterConfig config, String id) {
        ShardConfig template = config.shardTemplate();
        return new ShardConfig(id, 0, template.concurrency(), template.queueCapacity(), template.latency(),
                template.slownessMultiplier(), template.errorRate(), io.hotshard.cluster.Seeds.derive(config.seed(), id));
    }
}
