package io.hotshard.ring;

import java.util.List;

/**
 * Consistent hashing with bounded loads (Mirrokni, Thorup and Zadimoghaddam, SODA 2018) over the
 * {@link RingPartitioner} ring of the same configuration. Node {@code i} may hold at most
 * {@code capacity_i = ceil((1 + epsilon) * (totalLoad + 1) * weight_i / totalWeight)} (with equal
 * weights {@code ceil((1 + epsilon) * (totalLoad + 1) / n)}), evaluated left to right in double
 * arithmetic; the {@code + 1} counts the request being placed. A key starts at its ring position and walks clockwise
 * over distinct nodes, taking the first whose current load is below its capacity, so after placing it
 * no node exceeds its capacity. Such a node always exists when the loads are consistent with the
 * total; if a racing view shows every node full, the least loaded node is returned. Without loads,
 * {@link #ownerOf(String)} is the plain ring owner.
 */
public final class BoundedLoadPartitioner extends ConfiguredHashPartitioner implements LoadAwarePartitioner {

    private final RingPartitioner ring;
    private final TokenRing tokens;
    private final String[] ids;
    private final double[] weights;
    private final double totalWeight;

    /** Builds the underlying ring from the same configuration. */
    public BoundedLoadPartitioner(PartitionerConfig config) {
        super(PartitionerKind.BOUNDED, config);
        this.ring = new RingPartitioner(config);
        this.tokens = ring.tokenRing();
        this.ids = tokens.nodeIds().toArray(new String[0]);
        this.totalWeight = config.nodes().stream().mapToDouble(Node::weight).sum();
        this.weights = new double[ids.length];
        for (int i = 0; i < ids.length; i++) {
            weights[i] = config.nodes().get(Members.indexOf(config.nodes(), ids[i])).weight();
        }
    }

    /** The load bound of the node at ring index {@code index} when the nodes hold {@code totalLoad}. */
    private long capacity(int index, long totalLoad) {
        return (long) Math.ceil((1 + config.epsilon()) * (totalLoad + 1) * weights[index] / totalWeight);
    }

    /** The load bound of {@code nodeId} when the nodes together hold {@code totalLoad} requests. */
    public long capacityOf(String nodeId, long totalLoad) {
        int index = ring.tokenRing().nodeIds().indexOf(nodeId);
        if (index < 0) {
            throw new IllegalArgumentException("unknown node '" + nodeId + "'; nodes are " + Members.ids(nodes()));
        }
        return capacity(index, totalLoad);
    }

    /** The load-blind ring underneath. */
    public RingPartitioner ring() {
        return ring;
    }

    @Override
    public String ownerOf(String key, LoadView loads) {
        return ownerOfHash(config.hash().hash(key), loads);
    }

    /** As {@link #ownerOf(String, LoadView)} for a key whose hash is {@code keyHash}. */
    public String ownerOfHash(long keyHash, LoadView loads) {
        long total = loads.totalLoad();
        int size = tokens.size();
        int t = tokens.tokenIndexOfHash(keyHash);
        boolean[] seen = null;
        int distinct = 0;
        int leastLoaded = -1;
        long leastLoad = Long.MAX_VALUE;
        for (int step = 0; step < size && distinct < ids.length; step++, t = t + 1 == size ? 0 : t + 1) {
            int owner = tokens.ownerIndexAt(t);
            if (seen != null && seen[owner]) {
                continue;
            }
            long load = loads.loadOf(ids[owner]);
            if (load < capacity(owner, total)) {
                return ids[owner];
            }
            if (seen == null) {
                seen = new boolean[ids.length];
            }
            seen[owner] = true;
            distinct++;
            if (load < leastLoad) {
                leastLoad = load;
                leastLoaded = owner;
            }
        }
        return ids[leastLoaded];
    }

    /** The next distinct nodes clockwise from the key's position, the owner first. */
    @Override
    public List<String> preferenceList(String key, int n) {
        return tokens.distinctOwnersFrom(config.hash().hash(key), n);
    }

    @Override
    public String ownerOfHash(long keyHash) {
        return tokens.ownerOfHash(keyHash);
    }

    @Override
    public String ownerOf(String key) {
        return tokens.ownerOfHash(config.hash().hash(key));
    }

    @Override
    public BoundedLoadPartitioner withNode(Node node) {
        return new BoundedLoadPartitioner(config.withNodes(Members.adding(config.nodes(), node)));
    }

    @Override
    public BoundedLoadPartitioner withoutNode(String nodeId) {
        return new BoundedLoadPartitioner(config.withNodes(Members.removing(config.nodes(), nodeId)));
    }

    @Override
    public String toString() {
        return "bounded(epsilon=" + config.epsilon() + ", " + ring + ")";
    }
}
