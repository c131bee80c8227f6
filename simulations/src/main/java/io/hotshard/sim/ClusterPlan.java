package io.hotshard.sim;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.RouterSettings;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.DownOn;
import io.hotshard.router.PartitionerSettings;
import io.hotshard.shard.LatencyText;
import io.hotshard.shard.ShardConfig;

/** Turns a simulation's {@link ClusterShape} into the embedded cluster's configuration. */
public final class ClusterPlan {

    private ClusterPlan() {
    }

    /** The cluster configuration for {@code shape}, seeded with {@code seed}; names any bad value. */
    public static ClusterConfig configFor(ClusterShape shape, long seed) {
        ShardConfig template = ShardConfig.defaults(ClusterConfig.ID_PREFIX + "0")
                .withLatency(LatencyText.parse(shape.latency()))
                .withCapacity(shape.concurrency(), shape.queue());
        PartitionerSettings partitioner = new PartitionerSettings(PartitionerKind.byName(shape.partitioner()),
                HashAlgorithm.byName(shape.hash()), shape.vnodes(), PartitionerSettings.defaults().epsilon());
        RouterSettings defaults = RouterSettings.defaults();
        RouterSettings router = defaults.withRequestTimeoutMillis(shape.requestTimeoutMillis())
                .withHealth(defaults.healthCheckIntervalMillis(), defaults.healthTimeoutMillis(),
                        DownOn.byName(shape.downOn()), shape.removeDownNodes())
                .withEventLoops(shape.routerEventLoops())
                .withSecurity(io.hotshard.http.HttpSecurity.withToken(AdminAuth.token()));
        return ClusterConfig.defaults(shape.shards()).withShardTemplate(template).withPartitioner(partitioner)
                .withRouter(router).withSeed(seed);
    }

    /** The configuration of a spare shard {@code id}, shaped like the others. */
    public static ShardConfig spareConfig(ClusterConfig config, String id) {
        ShardConfig template = config.shardTemplate();
        return new ShardConfig(id, 0, template.concurrency(), template.queueCapacity(), template.latency(),
                template.slownessMultiplier(), template.errorRate(), io.hotshard.cluster.Seeds.derive(config.seed(), id));
    }
}
