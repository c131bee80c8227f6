package io.hotshard.simulations;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.shard.LatencySpec;
import io.hotshard.shard.LatencyText;
import io.hotshard.storeload.SimProperties;
import java.time.Duration;

/**
 * The embedded cluster a simulation starts: shard count, partitioner and each shard's service model, each read once
 * from its {@code hotshard.*} property into its type. Defaults are the cluster's ({@link ClusterConfig}) and the
 * router's ({@link RouterConfig}), as on {@code hotshard cluster}, but for {@code removeDownNodes}.
 *
 * @param shards           number of shards
 * @param partitioner      partitioner (ring, modulo, jump, rendezvous, slots, range, maglev, bounded)
 * @param hash             key hash (sha256, md5, murmur3, xxhash64)
 * @param vnodes           virtual nodes per shard
 * @param latency          service-time distribution, e.g. {@code exponential:mean=4ms}
 * @param concurrency      service slots per shard
 * @param queue            waiting requests per shard before it sheds load with 503
 * @param removeDownNodes  whether the router takes a down shard out of the ring
 * @param downOn           what marks a shard down: refused connections, or timeouts too
 * @param requestTimeout   router's per-request deadline
 * @param routerEventLoops event loops the router serves on
 * @param routers          routers of the embedded cluster; several agree on membership, mitigations and migrations
 */
public record ClusterShape(int shards, PartitionerKind partitioner, HashAlgorithm hash, int vnodes, LatencySpec latency,
                           int concurrency, int queue, boolean removeDownNodes, DownOn downOn, Duration requestTimeout,
                           int routerEventLoops, int routers) {

    /**
     * Whether a down shard leaves the ring unless {@code hotshard.removeDownNodes} says otherwise: yes in a
     * simulation, whose chaos kills shards and expects their keys to move; {@code hotshard cluster} keeps them
     * unless {@code --remove-down-nodes} is given.
     */
    public static final boolean DEFAULT_REMOVE_DOWN_NODES = true;

    /** Reads {@code hotshard.shards}, {@code .partitioner}, {@code .hash}, {@code .vnodes}, {@code .latency},
     * {@code .concurrency}, {@code .queue}, {@code .removeDownNodes}, {@code .downOn}, {@code .requestTimeout},
     * {@code .routerEventLoops} (default: the available processors), {@code .routers} (default 1). */
    public static ClusterShape from(SimProperties props) {
        PartitionerSettings partitioner = PartitionerSettings.defaults();
        return new ClusterShape(
                props.intValue("hotshard.shards", ClusterConfig.DEFAULT_SHARDS, 1, ClusterConfig.MAX_SHARDS),
                props.typed("hotshard.partitioner", partitioner.kind(), PartitionerKind::byName, "a partitioner"),
                props.typed("hotshard.hash", partitioner.hash(), HashAlgorithm::byName, "a hash"),
                props.intValue("hotshard.vnodes", partitioner.vnodes(), 1, 65_536),
                props.typed("hotshard.latency", LatencyText.parse(ClusterConfig.DEFAULT_LATENCY), LatencyText::parse,
                        LatencyText.SYNTAX),
                props.intValue("hotshard.concurrency", ClusterConfig.DEFAULT_CONCURRENCY, 1, 10_000),
                props.intValue("hotshard.queue", ClusterConfig.DEFAULT_QUEUE, 0, 1_000_000),
                props.booleanValue("hotshard.removeDownNodes", DEFAULT_REMOVE_DOWN_NODES),
                props.typed("hotshard.downOn", DownOn.REFUSED, DownOn::byName, "refused or timeout"),
                props.duration("hotshard.requestTimeout", Duration.ofMillis(RouterConfig.DEFAULT_REQUEST_TIMEOUT_MILLIS),
                        Duration.ofMillis(10)),
                props.intValue("hotshard.routerEventLoops", RouterConfig.defaultEventLoops(), 1,
                        RouterConfig.MAX_EVENT_LOOPS),
                props.intValue("hotshard.routers", 1, 1, ClusterConfig.MAX_ROUTERS));
    }
}
