package io.hotshard.ring;

import java.util.List;

/**
 * The naive baseline {@code node[hash(key) mod N]} with the hash taken as unsigned; changing N remaps
 * about (N-1)/N of the keys. Weights are ignored.
 */
public final class ModuloPartitioner extends ConfiguredHashPartitioner {

    private final String[] ids;

    /** Nodes are the buckets in the order given. */
    public ModuloPartitioner(PartitionerConfig config) {
        super(PartitionerKind.MODULO, config);
        this.ids = Members.idArray(config.nodes());
    }

    /** The bucket of {@code keyHash} among {@code buckets}: the unsigned remainder. */
    public static int bucketOf(long keyHash, int buckets) {
        return (int) Long.remainderUnsigned(keyHash, buckets);
    }

    @Override
    public String ownerOfHash(long keyHash) {
        return ids[bucketOf(keyHash, ids.length)];
    }

    @Override
    public ModuloPartitioner withNode(Node node) {
        return new ModuloPartitioner(config.withNodes(Members.adding(config.nodes(), node)));
    }

    @Override
    public ModuloPartitioner withoutNode(String nodeId) {
        return new ModuloPartitioner(config.withNodes(Members.removing(config.nodes(), nodeId)));
    }

    @Override
    public String toString() {
        return "modulo(" + config.hash() + ", nodes=" + Members.ids(config.nodes()) + ")";
    }
}
