package io.hotshard.cassandraload;

import io.hotshard.cassandra.Endpoints;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The live token map as SimpleStrategy reads it: a token {@code t} of a node owns the keys whose token lies in
 * (previous token, t], and a key's replicas are the node of the first token at or after the key's token (wrapping
 * round) and the next {@code rf - 1} distinct nodes clockwise.
 */
public final class ReplicaMap {

    private final TreeMap<Long, String> owners = new TreeMap<>();
    private final int nodes;

    /** The map of {@code tokens}: each node's address and its tokens (signed Murmur3 tokens). */
    public ReplicaMap(Map<String, List<Long>> tokens) {
        tokens.forEach((address, list) -> list.forEach(t -> owners.put(t, address)));
        if (owners.isEmpty()) {
            throw new IllegalArgumentException("the token map holds no token");
        }
        nodes = tokens.size();
    }

    /** The replicas of a key whose token is {@code token}, the primary first; {@code rf} at most the node count. */
    public List<String> replicas(long token, int rf) {
        if (rf < 1 || rf > nodes) {
            throw new IllegalArgumentException("rf must be within [1, " + nodes + "] but was " + rf);
        }
        List<String> replicas = new ArrayList<>(rf);
        Long at = owners.ceilingKey(token);
        for (int seen = 0; replicas.size() < rf && seen < owners.size(); seen++) {
            if (at == null) {
                at = owners.firstKey();
            }
            String node = owners.get(at);
            if (!replicas.contains(node)) {
                replicas.add(node);
            }
            at = owners.higherKey(at);
        }
        return replicas;
    }

    /** Every node's address, in address order. */
    public List<String> addresses() {
        TreeMap<String, Boolean> sorted = new TreeMap<>(Endpoints.ADDRESS_ORDER);
        owners.values().forEach(a -> sorted.put(a, true));
        return List.copyOf(sorted.keySet());
    }
}
