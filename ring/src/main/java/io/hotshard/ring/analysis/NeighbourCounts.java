package io.hotshard.ring.analysis;

import io.hotshard.ring.TokenRing;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Ring neighbours per node: how many distinct other nodes own the token just before or just after one
 * of its tokens. These are the nodes that exchange data when it joins, leaves or is repaired, so more
 * vnodes buy balance with more neighbours (why Cassandra 4.0 went from 256 to 16 tokens per node).
 *
 * @param perNode distinct neighbours per node id, in ring node order
 */
public record NeighbourCounts(Map<String, Integer> perNode) {

    /** Copies the map, keeping its order. */
    public NeighbourCounts {
        perNode = Collections.unmodifiableMap(new LinkedHashMap<>(perNode));
    }

    /** Neighbours of every node of {@code ring} (predecessor and successor of each token, wrapping). */
    public static NeighbourCounts of(TokenRing ring) {
        List<String> ids = ring.nodeIds();
        List<Set<Integer>> neighbours = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            neighbours.add(new HashSet<>());
        }
        int size = ring.size();
        for (int t = 0; t < size; t++) {
            int owner = ring.ownerIndexAt(t);
            int next = ring.ownerIndexAt(t + 1 == size ? 0 : t + 1);
            if (owner != next) {
                neighbours.get(owner).add(next);
                neighbours.get(next).add(owner);
            }
        }
        Map<String, Integer> perNode = new LinkedHashMap<>();
        for (int i = 0; i < ids.size(); i++) {
            perNode.put(ids.get(i), neighbours.get(i).size());
        }
        return new NeighbourCounts(perNode);
    }

    /** Mean number of neighbours per node. */
    public double mean() {
        return perNode.values().stream().mapToInt(Integer::intValue).average().orElse(0);
    }

    /** The largest number of neighbours of any node. */
    public int max() {
        return perNode.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    }
}
