package io.hotshard.cassandraload;

/**
 * The share of the data a node added to a ring takes. The seed's claim: with many random tokens per node, a node
 * added to a ring of {@code n} takes about 1/(n+1) of the token space, a little from every other node, since its
 * tokens fall everywhere on the ring. Measured: the bytes it holds against the data the others held, each row of
 * which they stored {@code rf} times.
 */
final class MovedShare {

    private MovedShare() {
    }

    /** The seed's prediction for a node added to a ring of {@code nodesBefore}: 1/(n+1). */
    static double seed(int nodesBefore) {
        if (nodesBefore < 1) {
            throw new IllegalArgumentException("nodesBefore must be >= 1 but was " + nodesBefore);
        }
        return 1.0 / (nodesBefore + 1);
    }

    /**
     * The share of the keyspace's data the added node holds: its bytes over the data set's size, the others' bytes
     * (before cleanup, every row still on its old replicas) over {@code rf}; 0 when the others hold nothing.
     */
    static double measured(long newNodeBytes, long otherNodesBytes, int rf) {
        if (rf < 1) {
            throw new IllegalArgumentException("rf must be >= 1 but was " + rf);
        }
        return otherNodesBytes <= 0 ? 0 : (double) newNodeBytes * rf / otherNodesBytes;
    }
}
