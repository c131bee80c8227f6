package io.hotshard.cluster;

import io.hotshard.ring.Node;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.shard.ShardConfig;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * Everything that shapes an embedded cluster: shards {@code shard-0..shard-(n-1)} built from one template plus
 * per-shard overrides, the router's configuration (partitioner included), ports and the cluster seed. Each shard's
 * seed is derived from the cluster seed and its id ({@link Seeds#derive}), so a cluster replays from one number.
 *
 * @param shardTemplate  configuration of every shard before overrides; its id, port and seed are replaced
 * @param overrides      per-shard changes by shard id
 * @param router         every router's configuration without shards ({@link RouterConfig#template()}); the cluster
 *                       supplies its shards, host and port when it starts the routers
 * @param routerPort     the router's port, 0 for any free one
 * @param shardBasePort  shard i listens on {@code shardBasePort + i}; 0 for any free ports
 */
public record ClusterConfig(int shardCount, ShardConfig shardTemplate, Map<String, ShardOverride> overrides,
                            RouterConfig router, int routerPort, int shardBasePort, long seed) {

    /** Largest number of shards a cluster starts with, from the command line as in a simulation. */
    public static final int MAX_SHARDS = 1_024;
    /** Most routers of one cluster, from the command line as in a simulation. */
    public static final int MAX_ROUTERS = 8;
    /** Shards of a cluster unless told otherwise ({@code hotshard cluster --shards}, {@code hotshard.shards}). */
    public static final int DEFAULT_SHARDS = 4;
    /**
     * Service time of a cluster's shards unless told otherwise ({@code hotshard cluster --latency},
     * {@code hotshard.latency}); a shard started on its own uses {@link ShardConfig#DEFAULT_LATENCY}.
     */
    public static final String DEFAULT_LATENCY = "exponential:mean=4ms";
    /** Service slots of a cluster's shards unless told otherwise. */
    public static final int DEFAULT_CONCURRENCY = 4;
    /** Queue bound of a cluster's shards unless told otherwise. */
    public static final int DEFAULT_QUEUE = 256;
    /** Cluster seed unless told otherwise. */
    public static final long DEFAULT_SEED = 42;
    /** Prefix of the generated shard ids. */
    public static final String ID_PREFIX = "shard-";

    /** Validates every field, including every shard's configuration after its override. */
    public ClusterConfig {
        if (shardCount < 1 || shardCount > MAX_SHARDS) {
            throw new IllegalArgumentException("shardCount must be in [1, " + MAX_SHARDS + "] but was " + shardCount);
        }
        Objects.requireNonNull(shardTemplate, "shardTemplate");
        Objects.requireNonNull(router, "router");
        if (!router.shards().isEmpty()) {
            throw new IllegalArgumentException("router must be a template without shards (the cluster supplies them)"
                    + " but names " + router.shards().size());
        }
        overrides = Map.copyOf(Objects.requireNonNull(overrides, "overrides"));
        if (routerPort < 0 || routerPort > 65_535) {
            throw new IllegalArgumentException("routerPort must be in [0, 65535] but was " + routerPort);
        }
        if (shardBasePort < 0 || shardBasePort + shardCount - 1 > 65_535) {
            throw new IllegalArgumentException("shardBasePort must be 0 or leave room for " + shardCount
                    + " shards below 65536 but was " + shardBasePort);
        }
        if (shardBasePort > 0 && routerPort >= shardBasePort && routerPort < shardBasePort + shardCount) {
            throw new IllegalArgumentException("routerPort " + routerPort + " collides with the shard ports "
                    + shardBasePort + ".." + (shardBasePort + shardCount - 1));
        }
        List<String> ids = ids(shardCount);
        for (Map.Entry<String, ShardOverride> entry : overrides.entrySet()) {
            if (!ids.contains(entry.getKey())) {
                throw new IllegalArgumentException("overrides name unknown shard '" + entry.getKey()
                        + "'; shards are " + ID_PREFIX + "0.." + ID_PREFIX + (shardCount - 1));
            }
            try {
                entry.getValue().applyTo(shardTemplate);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("override of " + entry.getKey() + ": " + e.getMessage(), e);
            }
        }
        Map<String, ShardOverride> given = overrides;
        RouterConfig.requireFits(router.partitioner(), router.mitigations(),
                ids.stream().map(id -> new Node(id, weightOf(given, id))).toList());
    }

    /**
     * {@code shardCount} shards of {@link ShardConfig#defaults}, the router's defaults, any free ports, seed
     * {@link #DEFAULT_SEED}.
     */
    public static ClusterConfig defaults(int shardCount) {
        return new ClusterConfig(shardCount, ShardConfig.defaults(ID_PREFIX + "0"), Map.of(), RouterConfig.template(),
                0, 0, DEFAULT_SEED);
    }

    public PartitionerSettings partitioner() {
        return router.partitioner();
    }

    /** Router {@code index}'s configuration over the started {@code shards}, listening on {@code host}. */
    public RouterConfig routerConfig(int index, String host, List<ShardSpec> shards) {
        return router.toBuilder().listen(host, routerPort == 0 ? 0 : routerPort + index).shards(shards).build();
    }

    /** The ids of the configured shards, {@code shard-0} first. */
    public List<String> shardIds() {
        return ids(shardCount);
    }

    /** The configuration shard {@code id} starts with: template, override, port and derived seed. */
    public ShardConfig shardConfig(String id) {
        int index = shardIds().indexOf(id);
        int port = index >= 0 && shardBasePort > 0 ? shardBasePort + index : 0;
        ShardConfig base = new ShardConfig(id, port, shardTemplate.concurrency(), shardTemplate.queueCapacity(),
                shardTemplate.latency(), shardTemplate.slownessMultiplier(), shardTemplate.errorRate(),
                Seeds.derive(seed, id));
        return overrides.getOrDefault(id, ShardOverride.none()).applyTo(base);
    }

    /** The weight of shard {@code id} in the ring: its override's, else 1. */
    public double weight(String id) {
        return weightOf(overrides, id);
    }

    /** Returns a copy whose shards start from another template. */
    public ClusterConfig withShardTemplate(ShardConfig template) {
        return new ClusterConfig(shardCount, template, overrides, router, routerPort, shardBasePort, seed);
    }

    /** Returns a copy with {@code override} applied to shard {@code id}, replacing any earlier one. */
    public ClusterConfig withOverride(String id, ShardOverride override) {
        Map<String, ShardOverride> next = new LinkedHashMap<>(overrides);
        next.put(id, override);
        return new ClusterConfig(shardCount, shardTemplate, next, router, routerPort, shardBasePort, seed);
    }

    /** Returns a copy with another partitioner. */
    public ClusterConfig withPartitioner(PartitionerSettings settings) {
        return withRouter(router.withPartitioner(settings));
    }

    /** Returns a copy whose routers start from another template (without shards). */
    public ClusterConfig withRouter(RouterConfig template) {
        return new ClusterConfig(shardCount, shardTemplate, overrides, template, routerPort, shardBasePort, seed);
    }

    /** Returns a copy listening on other ports (0 for any free one). */
    public ClusterConfig withPorts(int newRouterPort, int newShardBasePort) {
        return new ClusterConfig(shardCount, shardTemplate, overrides, router, newRouterPort, newShardBasePort, seed);
    }

    /** Returns a copy with another cluster seed. */
    public ClusterConfig withSeed(long newSeed) {
        return new ClusterConfig(shardCount, shardTemplate, overrides, router, routerPort, shardBasePort, newSeed);
    }

    private static List<String> ids(int count) {
        return IntStream.range(0, count).mapToObj(i -> ID_PREFIX + i).toList();
    }

    private static double weightOf(Map<String, ShardOverride> overrides, String id) {
        ShardOverride override = overrides.get(id);
        return override == null || override.weight() == null ? 1.0 : override.weight();
    }
}
