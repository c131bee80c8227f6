package io.hotshard.ring;

import java.util.ArrayList;
import java.util.List;

/** A physical node of a partitioner: an id and a relative capacity weight (1.0 = one share). */
public record Node(String id, double weight) {

    /** Validates the id and the weight. */
    public Node {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("node id must not be blank but was '" + id + "'");
        }
        if (!(weight > 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("weight of node " + id + " must be > 0 but was " + weight);
        }
    }

    /** A node of weight 1. */
    public static Node of(String id) {
        return new Node(id, 1.0);
    }

    /** Nodes of weight 1 named {@code prefix + 0} .. {@code prefix + (count - 1)}, e.g. shard-0..shard-3. */
    public static List<Node> numbered(String prefix, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be >= 1 but was " + count);
        }
        List<Node> nodes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            nodes.add(of(prefix + i));
        }
        return List.copyOf(nodes);
    }
}
