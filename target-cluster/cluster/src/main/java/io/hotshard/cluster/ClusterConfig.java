package io.hotshard.cluster;

import io.hotshard.router.PartitionerSettings;
import io.hotshard.router.ShardSpec;
import io.hotshard.router.ShardUrl;
import io.hotshard.shard.ShardConfig;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * Everything that shapes an embedded cluster: shards {@code shard-0..shard-(n-1)} built from one template plus
 * per-shard overrides, the partitioner, the router's settings, ports and the cluster seed. Each shard's seed is
 * derived from the cluster seed and its id ({@link Seeds#derive}), so a cluster replays from one number.
 *
 * @param shardTemplate  configuration of every shard before overrides; its id, port and seed are replaced
 * @param overrides      per-shard changes by shard id
 * @param routerPort     the router's port, 0 for any free one
 * @param shardBasePort  shard i listens on {@code shardBasePort + i}; 0 for any free ports
 */
public record ClusterConfig(int shardCount, ShardConfig shardTemplate, Map<String, ShardOverride> overrides,
                            PartitionerSettings partitioner, RouterSettings router, int routerPort,
                            int shardBasePort, long seed) {

    /** Largest number of shards an embedded cluster starts with. */
    public static final int MAX_SHARDS = 1_024;
    /** Prefix of the generated shard ids. */
    public static final String ID_PREFIX = "shard-";

    /** Validates every field, including every shard's configuration after its override. */
    public ClusterConfig {
        if (shardCount < 1 || shardCount > MAX_SHARDS) {
            throw new IllegalArgumentException("shardCount must be in [1, " + MAX_SHARDS + "] but was " + shardCount);
        }
        Objects.requireNonNull(shardTemplate, "shardTemplate");
        Objects.requireNonNull(partitioner, "partitioner");
        Objects.requireNonNull(router, "router");
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
        // The router's own validation, over placeholder URLs, reports bad router or partitioner settings now.
        List<ShardSpec> placeholders = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            placeholders.add(new ShardSpec(ids.get(i), ShardUrl.parse("http://127.0.0.1:" + (i + 1)),
                    weightOf(overrides, ids.get(i))));
        }
        router.toRouterConfig("127.0.0.1", routerPort, partitioner, placeholders);
    }

    /**
     * {@code shardCount} shards of {@link ShardConfig#defaults}, the default partitioner and router settings,
     * any free ports, seed 42.
     */
    public static ClusterConfig defaults(int shardCount) {
        return new ClusterConfig(shardCount, ShardConfig.defaults(ID_PREFIX + "0"), Map.of(),
                PartitionerSettings.defaults(), RouterSettings.defaults(), 0, 0, 42L);
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
        return new ClusterConfig(shardCount, template, overrides, partitioner, router, routerPort, shardBasePort,
                seed);
    }

    /** Returns a copy with {@code override} applied to shard {@code id}, replacing any earlier one. */
    public ClusterConfig withOverride(String id, ShardOverride override) {
        Map<String, ShardOverride> next = new LinkedHashMap<>(overrides);
        next.put(id, override);
        return new ClusterConfig(shardCount, shardTemplate, next, partitioner, router, routerPort, shardBasePort,
                seed);
    }

    /** Returns a copy with another partitioner. */
    public ClusterConfig withPartitioner(PartitionerSettings settings) {
        return new ClusterConfig(shardCount, shardTemplate, overrides, settings, router, routerPort, shardBasePort,
                seed);
    }

    /** Returns a copy with other router settings. */
    public ClusterConfig withRouter(RouterSettings settings) {
        return new ClusterConfig(shardCount, shardTemplate, overrides, partitioner, settings, routerPort,
                shardBasePort, seed);
    }

    /** Returns a copy listening on other ports (0 for any free one). */
    public ClusterConfig withPorts(int newRouterPort, int newShardBasePort) {
        return new ClusterConfig(shardCount, shardTemplate, overrides, partitioner, router, newRouterPort,
                newShardBasePort, seed);
    }

    /** Returns a copy with another cluster seed. */
    public ClusterConfig withSeed(long newSeed) {
        return new ClusterConfig(shardCount, shardTemplate, overrides, partitioner, router, routerPort, shardBasePort,
                newSeed);
    }

    private static List<String> ids(int count) {
        return IntStream.range(0, count).mapToObj(i -> ID_PREFIX + i).toList();
    }

    private static double weightOf(Map<String, ShardOverride> overrides, String id) {
        ShardOverride override = overrides.get(id);
        return override == null || override.weight() == null ? 1.0 : override.weight();
    }
}
