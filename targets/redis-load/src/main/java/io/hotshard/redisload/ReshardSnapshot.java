package io.hotshard.redisload;

import io.hotshard.redis.ClusterTopology;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RedisReshard.RedisReshardShare;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a Redis run saw of its reshard as it happened: the move, its timings and counts, each node's calls when it began
 * and when the slots had moved, the commands placed per slot by then, and the slot map after it. {@link #figures} turns
 * it into the run's {@link RedisReshard} once the last samples are in.
 */
record ReshardSnapshot(String move, int addedPort, long startedAfterMillis, long addMillis, long moveMillis,
                       int slotsMoved, long keysMoved, int hotSlot, int hotSlotFrom, long failedDuringMove,
                       Map<Integer, Long> callsAtStart, Map<Integer, Long> callsAfterMove, long[] placedAfterMove,
                       ClusterTopology after) {

    /** The commands the client placed per shard, by the slot map before the move until it ended and after it since. */
    Map<Integer, Double> placed(ClusterTopology before, long[] placedAtEnd) {
        long[] since = new long[placedAtEnd.length];
        for (int s = 0; s < since.length; s++) {
            since[s] = placedAtEnd[s] - placedAfterMove[s];
        }
        Map<Integer, Long> counts = new TreeMap<>();
        add(counts, placedAfterMove, before.slotOwnerPorts());
        add(counts, since, after.slotOwnerPorts());
        return RedisNodeShares.byNodes(counts, Map.of());
    }

    /**
     * The reshard's figures: predicted shares from {@code predictedPerSlot} on the slot maps before and after; measured
     * shares from the nodes' calls between their first sample and the start, and between the end of the move and
     * their last sample.
     */
    RedisReshard figures(ClusterTopology before, long[] predictedPerSlot, Map<Integer, Long> firstCalls,
                         Map<Integer, Long> lastCalls) {
        Map<Integer, Double> predictedBefore = RedisNodeShares.bySlots(predictedPerSlot, before.slotOwnerPorts());
        Map<Integer, Double> predictedAfter = RedisNodeShares.bySlots(predictedPerSlot, after.slotOwnerPorts());
        Map<Integer, Double> measuredBefore = RedisNodeShares.byNodes(delta(callsAtStart, firstCalls),
                RedisNodeShares.shardOf(before));
        Map<Integer, Double> measuredAfter = RedisNodeShares.byNodes(delta(lastCalls, callsAfterMove),
                RedisNodeShares.shardOf(after));
        TreeSet<Integer> ports = new TreeSet<>();
        before.masters().forEach(m -> ports.add(m.port()));
        after.masters().forEach(m -> ports.add(m.port()));
        List<RedisReshardShare> shares = new ArrayList<>();
        for (int port : ports) {
            shares.add(new RedisReshardShare(port, predictedBefore.getOrDefault(port, 0.0),
                    measuredBefore.getOrDefault(port, 0.0), predictedAfter.getOrDefault(port, 0.0),
                    measuredAfter.getOrDefault(port, 0.0)));
        }
        return new RedisReshard(move, addedPort, startedAfterMillis, addMillis, moveMillis, slotsMoved, keysMoved,
                hotSlot, hotSlotFrom, after.slotOwnerPorts()[hotSlot], failedDuringMove, shares);
    }

    private static void add(Map<Integer, Long> counts, long[] perSlot, int[] owners) {
        for (int s = 0; s < perSlot.length; s++) {
            if (perSlot[s] > 0) {
                counts.merge(owners[s], perSlot[s], Long::sum);
            }
        }
    }

    private static Map<Integer, Long> delta(Map<Integer, Long> later, Map<Integer, Long> earlier) {
        Map<Integer, Long> delta = new TreeMap<>();
        later.forEach((port, calls) -> delta.put(port, calls - earlier.getOrDefault(port, 0L)));
        return delta;
    }
}
