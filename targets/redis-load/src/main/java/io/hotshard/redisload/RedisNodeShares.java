package io.hotshard.redisload;

import io.hotshard.keys.KeyGenerator;
import io.hotshard.redis.ClusterNode;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.ring.RedisSlots;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Each shard's share of the requests, a shard being one master and its replicas (named by the master's port when the
 * run began, so a failover keeps the shard's name): predicted from the key distribution and the slot map, placed by
 * the client, and measured from the nodes' commandstats.
 */
public final class RedisNodeShares {

    private RedisNodeShares() {
    }

    /** For each port of the topology, the port of its shard's master (itself for a master). */
    public static Map<Integer, Integer> shardOf(ClusterTopology topology) {
        Map<Integer, Integer> shard = new TreeMap<>();
        for (ClusterNode node : topology.nodes()) {
            shard.put(node.port(), node.master() ? node.port()
                    : topology.byId(node.masterId()).map(ClusterNode::port).orElse(node.port()));
        }
        return shard;
    }

    /** Each shard's share of {@code samples} keys drawn from {@code keys}, placed by CRC16 on the slot map. */
    public static Map<Integer, Double> predicted(KeyGenerator keys, int samples, ClusterTopology topology) {
        int[] owners = topology.slotOwnerPorts();
        long[] perSlot = new long[RedisSlots.SLOT_COUNT];
        for (int i = 0; i < samples; i++) {
            perSlot[RedisSlots.keyHashSlot(keys.nextKey())]++;
        }
        return bySlots(perSlot, owners);
    }

    /** Each shard's share of the commands counted per slot, through the slot map. */
    public static Map<Integer, Double> bySlots(long[] perSlot, int[] owners) {
        Map<Integer, Long> counts = new TreeMap<>();
        for (int slot = 0; slot < perSlot.length; slot++) {
            if (perSlot[slot] > 0) {
                counts.merge(owners[slot], perSlot[slot], Long::sum);
            }
        }
        return shares(counts, Function.identity());
    }

    /** Each shard's share of {@code perNode} counts, nodes grouped into shards by {@code shardOf}. */
    public static Map<Integer, Double> byNodes(Map<Integer, Long> perNode, Map<Integer, Integer> shardOf) {
        return shares(perNode, port -> shardOf.getOrDefault(port, port));
    }

    private static Map<Integer, Double> shares(Map<Integer, Long> counts, Function<Integer, Integer> group) {
        Map<Integer, Long> grouped = new TreeMap<>();
        counts.forEach((port, n) -> grouped.merge(group.apply(port), n, Long::sum));
        double total = grouped.values().stream().mapToLong(Long::longValue).sum();
        Map<Integer, Double> shares = new TreeMap<>();
        grouped.forEach((port, n) -> shares.put(port, total == 0 ? 0 : n / total));
        return shares;
    }

    /** The key of the largest value. */
    public static int hottest(Map<Integer, Double> shares) {
        return shares.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(-1);
    }
}
