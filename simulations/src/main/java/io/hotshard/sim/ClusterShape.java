package io.hotshard.sim;

/**
 * The embedded cluster a simulation starts: shard count, partitioner and each shard's service model.
 *
 * @param shards          number of shards
 * @param partitioner     partitioner name (ring, modulo, jump, rendezvous, slots, range, maglev, bounded)
 * @param hash            hash name (sha256, md5, murmur3, xxhash64)
 * @param vnodes          virtual nodes per shard
 * @param latency         service-time distribution, e.g. {@code exponential:mean=4ms}
 * @param concurrency     service slots per shard
 * @param queue           waiting requests per shard before it sheds load with 503
 * @param removeDownNodes whether the router takes a down shard out of the ring
 * @param downOn          what marks a shard down: {@code refused} or {@code timeout}
 * @param requestTimeoutMillis router's per-request deadline
 * @param routerEventLoops event loops the router serves on
 * @param routers         routers of the embedded cluster; several agree on membership, mitigations and migrations
 */
public record ClusterShape(int shards, String partitioner, String hash, int vnodes, String latency, int concurrency,
                           int queue, boolean removeDownNodes, String downOn, long requestTimeoutMillis,
                           int routerEventLoops, int routers) {

    /** Reads {@code hotshard.shards}, {@code .partitioner}, {@code .hash}, {@code .vnodes}, {@code .latency},
     * {@code .concurrency}, {@code .queue}, {@code .removeDownNodes}, {@code .downOn}, {@code .requestTimeout},
     * {@code .routerEventLoops} (default: the available processors), {@code .routers} (default 1). */
    public static ClusterShape from(SimProperties props) {
        return new ClusterShape(
                props.intValue("hotshard.shards", 4, 1, 256),
                props.string("hotshard.partitioner", "ring"),
                props.string("hotshard.hash", "sha256"),
                props.intValue("hotshard.vnodes", 100, 1, 65_536),
                props.string("hotshard.latency", "exponential:mean=4ms"),
                props.intValue("hotshard.concurrency", 4, 1, 10_000),
                props.intValue("hotshard.queue", 256, 0, 1_000_000),
                props.booleanValue("hotshard.removeDownNodes", true),
                props.string("hotshard.downOn", "refused"),
                props.duration("hotshard.requestTimeout", java.time.Duration.ofSeconds(1),
                        java.time.Duration.ofMillis(10)).toMillis(),
                props.intValue("hotshard.routerEventLoops", Runtime.getRuntime().availableProcessors(), 1, 256),
                props.intValue("hotshard.routers", 1, 1, 8));
    }
}
