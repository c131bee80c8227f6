package io.hotshard.ring.analysis;

import io.hotshard.ring.TokenRing;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each node's share of a ring's token space. Token {@code t} covers the range (previous token, {@code t}]; the range
 * is held by the owner of {@code t} and, with replication factor {@code rf}, by the next {@code rf - 1} distinct nodes
 * clockwise (Cassandra's SimpleStrategy). A node's ownership is the total width of the ranges it holds, as a fraction
 * of the 2^64 positions: with {@code rf = 1} its primary ownership, else its effective ownership, which is what
 * {@code nodetool status KEYSPACE} prints as "Owns (effective)". The shares add up to {@code min(rf, nodes)}.
 *
 * @param replicationFactor the number of distinct nodes that hold each range, >= 1
 * @param perNode           each node's share, in ring node order
 */
public record TokenOwnership(int replicationFactor, Map<String, Double> perNode) {

    private static final double RING = 0x1.0p64;

    /** Copies the map, keeping its order. */
    public TokenOwnership {
        if (replicationFactor < 1) {
            throw new IllegalArgumentException("replication factor must be >= 1 but was " + replicationFactor);
        }
        perNode = Collections.unmodifiableMap(new LinkedHashMap<>(perNode));
    }

    /** Primary ownership: the ranges that end at each node's tokens. */
    public static TokenOwnership primary(TokenRing ring) {
        return of(ring, 1);
    }

    /** Ownership with each range held by the first {@code rf} distinct nodes from its end token, clockwise. */
    public static TokenOwnership of(TokenRing ring, int rf) {
        List<String> ids = ring.nodeIds();
        int size = ring.size();
        int replicas = Math.min(rf, ids.size());
        double[] owned = new double[ids.size()];
        boolean[] holds = new boolean[ids.size()];
        int[] holders = new int[Math.max(1, replicas)];
        for (int i = 0; i < size; i++) {
            // A ring of one token covers every position: the difference of a token with itself would say none.
            double width = size == 1 ? 1.0 : fraction(ring.tokenAt(i) - ring.tokenAt(i == 0 ? size - 1 : i - 1));
            int found = 0;
            for (int step = 0; step < size && found < replicas; step++) {
                int owner = ring.ownerIndexAt((i + step) % size);
                if (!holds[owner]) {
                    holds[owner] = true;
                    holders[found++] = owner;
                    owned[owner] += width;
                }
            }
            for (int k = 0; k < found; k++) {
                holds[holders[k]] = false;
            }
        }
        Map<String, Double> perNode = new LinkedHashMap<>();
        for (int n = 0; n < ids.size(); n++) {
            perNode.put(ids.get(n), owned[n]);
        }
        return new TokenOwnership(rf, perNode);
    }

    /** The largest share of any node. */
    public double max() {
        return perNode.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    /** The mean share per node. */
    public double mean() {
        return perNode.values().stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    /** The largest share over the mean: 1 is perfect balance. */
    public double maxOverMean() {
        double mean = mean();
        return mean == 0 ? 0 : max() / mean;
    }

    /** An unsigned 64-bit distance as a fraction of the ring. */
    private static double fraction(long distance) {
        return ((distance >>> 1) * 2.0 + (distance & 1)) / RING;
    }
}
