package io.hotshard.keys.analyze;

import io.hotshard.ring.CassandraMurmur3;
import io.hotshard.ring.TokenRing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A live Cassandra ring: each node's tokens and a replication factor. A text partition key's token is Cassandra's own
 * ({@link CassandraMurmur3}); the range (previous token, t] belongs to the node of token t and, under SimpleStrategy,
 * to the next {@code rf - 1} distinct nodes clockwise: the key's replicas.
 */
public final class LiveRing {

    /** The replication factor when none is given, Cassandra's usual one. */
    public static final int DEFAULT_RF = 3;

    private final String source;
    private final List<String> nodes;
    private final int rf;
    private final TokenRing ring;
    /** Per sorted token position: the replicas (node indices, the range's owner first) of the range it ends. */
    private final int[][] replicasAt;

    private LiveRing(String source, List<String> nodes, int rf, TokenRing ring) {
        this.source = source;
        this.nodes = List.copyOf(nodes);
        this.rf = rf;
        this.ring = ring;
        this.replicasAt = new int[ring.size()][];
        for (int i = 0; i < ring.size(); i++) {
            replicasAt[i] = replicasFrom(i);
        }
    }

    /**
     * The ring of {@code tokens} (signed tokens per address; nodes in the map's order, those without tokens left out)
     * read from {@code source}, with {@code rf} replicas, or {@link #DEFAULT_RF} (at most the node count) when null.
     */
    public static LiveRing of(String source, Map<String, List<Long>> tokens, Integer rf) {
        TokenRing.Builder builder = TokenRing.builder();
        List<String> nodes = new ArrayList<>();
        tokens.forEach((address, list) -> {
            if (!list.isEmpty()) {
                nodes.add(address);
                // Signed tokens as the ring's unsigned positions: flipping the sign bit keeps order and distances.
                list.forEach(token -> builder.add(address, token ^ Long.MIN_VALUE));
            }
        });
        if (nodes.isEmpty()) {
            throw new IllegalArgumentException("the ring of " + source + " has no tokens");
        }
        int replicas = rf != null ? rf : Math.min(DEFAULT_RF, nodes.size());
        if (replicas < 1 || replicas > nodes.size()) {
            throw new IllegalArgumentException("--rf must be in 1.." + nodes.size() + " (the nodes of " + source
                    + ") but was " + replicas);
        }
        return new LiveRing(source, nodes, replicas, builder.build());
    }

    /** Where the tokens came from: a {@code cassandra://} endpoint or a file. */
    public String source() {
        return source;
    }

    /** The nodes, in the order their tokens were given (address order from a cluster or a ring file). */
    public List<String> nodes() {
        return nodes;
    }

    /** The replication factor. */
    public int rf() {
        return rf;
    }

    /** The replicas of text partition key {@code key}: indices into {@link #nodes()}, the primary first. */
    int[] replicasOf(String key) {
        return replicasAt[ring.tokenIndexOfHash(CassandraMurmur3.tokenOfText(key) ^ Long.MIN_VALUE)];
    }

    private int[] replicasFrom(int position) {
        int[] replicas = new int[rf];
        boolean[] taken = new boolean[nodes.size()];
        int found = 0;
        for (int step = 0; found < rf; step++) {
            int owner = ring.ownerIndexAt((position + step) % ring.size());
            if (!taken[owner]) {
                taken[owner] = true;
                replicas[found++] = owner;
            }
        }
        return replicas;
    }
}
