package io.hotshard.ring;

import java.util.List;

/**
 * Consistent hashing ring (Karger et al. 1997) with virtual nodes as in Dynamo (DeCandia et al. 2007):
 * node {@code n} places tokens {@code hash("n#v")} for {@code v} in {@code 0..vn-1}, where
 * {@code vn = max(1, round(vnodes * weight))}; a key belongs to the first token at or after
 * {@code hash(key)} in unsigned order, wrapping. Token ties go to the node listed first.
 */
public final class RingPartitioner extends ConfiguredHashPartitioner {

    /** Upper limit of tokens on one ring, to keep a misconfiguration from exhausting memory. */
    public static final int MAX_TOKENS = 1 << 24;

    private final HashAlgorithm hash;
    private final TokenRing ring;

    /** Builds the ring of {@code config}'s nodes with its hash and vnodes. */
    public RingPartitioner(PartitionerConfig config) {
        super(PartitionerKind.RING, config);
        this.hash = config.hash();
        this.ring = buildRing(config);
    }

    /** Number of tokens a node of {@code weight} gets with {@code vnodes} per unit of weight. */
    public static int vnodesFor(int vnodes, double weight) {
        return (int) Math.max(1, Math.min(MAX_TOKENS, Math.round(vnodes * weight)));
    }

    /** The label hashed for virtual node {@code v} of {@code nodeId}. */
    public static String vnodeLabel(String nodeId, int v) {
        return nodeId + "#" + v;
    }

    private static TokenRing buildRing(PartitionerConfig config) {
        long total = 0;
        for (Node node : config.nodes()) {
            total += vnodesFor(config.vnodes(), node.weight());
        }
        if (total > MAX_TOKENS) {
            throw new IllegalArgumentException("the ring would have " + total + " tokens but at most "
                    + MAX_TOKENS + " are supported; lower vnodes (" + config.vnodes() + ") or the weights");
        }
        TokenRing.Builder builder = TokenRing.builder();
        HashAlgorithm hash = config.hash();
        for (Node node : config.nodes()) {
            int vn = vnodesFor(config.vnodes(), node.weight());
            for (int v = 0; v < vn; v++) {
                builder.add(node.id(), hash.hash(vnodeLabel(node.id(), v)));
            }
        }
        return builder.build();
    }

    /** The sorted tokens and their owners. */
    public TokenRing tokenRing() {
        return ring;
    }

    /** The next distinct nodes clockwise from the key's position, the owner first. */
    @Override
    public List<String> preferenceList(String key, int n) {
        return ring.distinctOwnersFrom(hash.hash(key), n);
    }

    @Override
    public String ownerOfHash(long keyHash) {
        return ring.ownerOfHash(keyHash);
    }

    @Override
    public String ownerOf(String key) {
        return ring.ownerOfHash(hash.hash(key));
    }

    @Override
    public RingPartitioner withNode(Node node) {
        return new RingPartitioner(config.withNodes(Members.adding(config.nodes(), node)));
    }

    @Override
    public RingPartitioner withoutNode(String nodeId) {
        return new RingPartitioner(config.withNodes(Members.removing(config.nodes(), nodeId)));
    }

    @Override
    public String toString() {
        return "ring(" + config.hash() + ", vnodes=" + config.vnodes() + ", nodes=" + Members.ids(config.nodes())
                + ", tokens=" + ring.size() + ")";
    }
}
