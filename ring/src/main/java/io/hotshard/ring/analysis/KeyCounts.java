package io.hotshard.ring.analysis;

import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Number of keys per node (every node of the partitioner listed, in its order, zero included).
 *
 * @param perNode keys per node id
 * @param total   number of keys counted
 */
public record KeyCounts(Map<String, Long> perNode, long total) {

    /** Copies the map, keeping its order. */
    public KeyCounts {
        perNode = Collections.unmodifiableMap(new LinkedHashMap<>(perNode));
    }

    /** Counts the owners of {@code keys} in one streaming pass. */
    public static KeyCounts of(Partitioner partitioner, Iterable<String> keys) {
        Map<String, long[]> counters = new HashMap<>();
        for (Node node : partitioner.nodes()) {
            counters.put(node.id(), new long[1]);
        }
        long total = 0;
        for (String key : keys) {
            counters.get(partitioner.ownerOf(key))[0]++;
            total++;
        }
        Map<String, Long> perNode = new LinkedHashMap<>();
        for (Node node : partitioner.nodes()) {
            perNode.put(node.id(), counters.get(node.id())[0]);
        }
        return new KeyCounts(perNode, total);
    }

    /** Keys of {@code nodeId} (0 if absent). */
    public long countOf(String nodeId) {
        return perNode.getOrDefault(nodeId, 0L);
    }

    /** The largest count. */
    public long max() {
        return perNode.values().stream().mapToLong(Long::longValue).max().orElse(0);
    }

    /** The smallest count. */
    public long min() {
        return perNode.values().stream().mapToLong(Long::longValue).min().orElse(0);
    }

    /** Keys per node on average: total / number of nodes. */
    public double mean() {
        return perNode.isEmpty() ? 0 : (double) total / perNode.size();
    }

    /** Imbalance: the largest count over the mean (1.0 is perfect balance). */
    public double maxOverMean() {
        double mean = mean();
        return mean == 0 ? 0 : max() / mean;
    }
}
