package io.hotshard.cassandra;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.RingPartitioner;
import io.hotshard.ring.TokenRing;
import io.hotshard.ring.analysis.NeighbourCounts;
import io.hotshard.ring.analysis.TokenOwnership;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A live ring's balance computed from its tokens, beside hotshard's model ring for the same nodes and tokens per
 * node with random placement ({@link RingPartitioner}, Murmur3 of {@code address#v}): each node's primary ownership,
 * its effective ownership for replication factor {@code rf} (SimpleStrategy) and its distinct ring neighbours.
 *
 * @param rf            the replication factor of the effective ownership
 * @param tokensPerNode tokens per node of the model ring
 * @param real          the live ring's nodes, in address order
 * @param model         the model ring's nodes, named as the live ones
 * @param tokens        the live ring's tokens (signed Murmur3 tokens, ascending) per address, in address order
 */
public record RingReport(int rf, int tokensPerNode, List<Row> real, List<Row> model, Map<String, List<Long>> tokens) {

    /**
     * One node of a ring.
     *
     * @param node       its address
     * @param tokens     its number of tokens
     * @param primary    the fraction of the token space its ranges cover
     * @param effective  the fraction it holds as one of each range's {@code rf} replicas
     * @param neighbours distinct other nodes adjacent to any of its tokens
     */
    public record Row(String node, int tokens, double primary, double effective, int neighbours) {
    }

    /**
     * A ring's balance in three figures.
     *
     * @param maxPrimaryOverMean   largest primary ownership over the mean
     * @param maxEffectiveOverMean largest effective ownership over the mean
     * @param meanNeighbours       mean distinct neighbours per node
     */
    public record Summary(double maxPrimaryOverMean, double maxEffectiveOverMean, double meanNeighbours) {
    }

    /** Copies the rows and tokens. */
    public RingReport {
        real = List.copyOf(real);
        model = List.copyOf(model);
        TreeMap<String, List<Long>> sorted = new TreeMap<>(Endpoints.ADDRESS_ORDER);
        tokens.forEach((address, list) -> sorted.put(address, list.stream().sorted().toList()));
        tokens = Collections.unmodifiableMap(sorted);
    }

    /** The report of the live ring {@code tokens} (signed Murmur3 tokens per address) with {@code rf} replicas. */
    public static RingReport of(Map<String, List<Long>> tokens, int rf) {
        if (tokens.isEmpty()) {
            throw new IllegalArgumentException("the ring has no tokens");
        }
        TokenRing.Builder live = TokenRing.builder();
        tokens.forEach((address, list) -> list.forEach(token -> live.add(address, position(token))));
        int perNode = (int) Math.round(tokens.values().stream().mapToInt(List::size).average().orElse(1));
        List<Node> nodes = tokens.keySet().stream().map(Node::of).toList();
        TokenRing model = new RingPartitioner(PartitionerConfig.defaults(nodes).withVnodes(perNode)
                .withHash(HashAlgorithm.MURMUR3)).tokenRing();
        return new RingReport(rf, perNode, rows(live.build(), rf), rows(model, rf), tokens);
    }

    /**
     * The ring position of a Cassandra token: Murmur3Partitioner's tokens are signed and ordered as signed numbers,
     * the ring's positions unsigned; flipping the sign bit keeps both the order and every distance.
     */
    public static long position(long token) {
        return token ^ Long.MIN_VALUE;
    }

    /** The live ring's balance. */
    public Summary realSummary() {
        return summary(real);
    }

    /** The model ring's balance. */
    public Summary modelSummary() {
        return summary(model);
    }

    private static List<Row> rows(TokenRing ring, int rf) {
        Map<String, Double> primary = TokenOwnership.primary(ring).perNode();
        Map<String, Double> effective = TokenOwnership.of(ring, rf).perNode();
        Map<String, Integer> neighbours = NeighbourCounts.of(ring).perNode();
        Map<String, Integer> counts = ring.tokenCounts();
        List<Row> rows = new ArrayList<>();
        for (String node : ring.nodeIds().stream().sorted(Endpoints.ADDRESS_ORDER).toList()) {
            rows.add(new Row(node, counts.get(node), primary.get(node), effective.get(node), neighbours.get(node)));
        }
        return rows;
    }

    private static Summary summary(List<Row> rows) {
        double meanPrimary = rows.stream().mapToDouble(Row::primary).average().orElse(0);
        double meanEffective = rows.stream().mapToDouble(Row::effective).average().orElse(0);
        return new Summary(rows.stream().mapToDouble(Row::primary).max().orElse(0) / meanPrimary,
                rows.stream().mapToDouble(Row::effective).max().orElse(0) / meanEffective,
                rows.stream().mapToInt(Row::neighbours).average().orElse(0));
    }
}
