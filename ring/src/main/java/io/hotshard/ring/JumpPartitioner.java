package io.hotshard.ring;

import java.util.List;

/**
 * Jump consistent hash (Lamping and Veach 2014, "A Fast, Minimal Memory, Consistent Hash Algorithm")
 * over the 64-bit key hash; the nodes are buckets 0..N-1 in the order given, weights are ignored.
 * Adding a node appends a bucket and moves only keys onto it. Removing a node re-indexes the nodes
 * after it, so only removing the last node is minimal; removing another one also moves keys between
 * survivors (the known limitation: jump hash supports removal at the end only).
 */
public final class JumpPartitioner extends ConfiguredHashPartitioner {

    private final String[] ids;

    /** Nodes are the buckets in the order given. */
    public JumpPartitioner(PartitionerConfig config) {
        super(PartitionerKind.JUMP, config);
        this.ids = Members.idArray(config.nodes());
    }

    /**
     * The bucket in {@code [0, buckets)} of {@code key}, exactly the paper's reference code: a linear
     * congruential generator decides at each step how far the key jumps.
     */
    public static int bucketOf(long key, int buckets) {
        if (buckets < 1) {
            throw new IllegalArgumentException("buckets must be >= 1 but was " + buckets);
        }
        long k = key;
        long b = -1;
        long j = 0;
        while (j < buckets) {
            b = j;
            k = k * 2862933555777941757L + 1;
            j = (long) ((b + 1) * ((double) (1L << 31) / (double) ((k >>> 33) + 1)));
        }
        return (int) b;
    }

    @Override
    public String ownerOfHash(long keyHash) {
        return ids[bucketOf(keyHash, ids.length)];
    }

    @Override
    public JumpPartitioner withNode(Node node) {
        return new JumpPartitioner(config.withNodes(Members.adding(config.nodes(), node)));
    }

    @Override
    public JumpPartitioner withoutNode(String nodeId) {
        return new JumpPartitioner(config.withNodes(Members.removing(config.nodes(), nodeId)));
    }

    @Override
    public String toString() {
        return "jump(" + config.hash() + ", nodes=" + Members.ids(config.nodes()) + ")";
    }
}
