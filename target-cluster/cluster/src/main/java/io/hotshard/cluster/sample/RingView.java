package io.hotshard.cluster.sample;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The router's partitioner and known shards, for the {@code cluster} section of {@code run.json}.
 *
 * @param nodes by shard id, in the router's order
 */
public record RingView(String partitioner, String hash, int vnodes, double epsilon, Map<String, Node> nodes) {

    /** One shard as the router knows it. */
    public record Node(String url, double weight) {
    }

    /** Copies the nodes, keeping their order. */
    public RingView {
        nodes = Collections.unmodifiableMap(new LinkedHashMap<>(nodes));
    }
}
