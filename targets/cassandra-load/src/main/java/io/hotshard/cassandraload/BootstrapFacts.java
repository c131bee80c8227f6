package io.hotshard.cassandraload;

import java.util.Map;

/**
 * What a node added under load showed once it was normal.
 *
 * @param address          the added node
 * @param nodesBefore      the ring's nodes before it
 * @param startMillis      when its start began (epoch ms)
 * @param normalMillis     when it was normal and answered CQL (epoch ms)
 * @param primaryShare     the share of the token space its tokens cover on the ring after
 * @param effectiveShare   the share of the keyspace's ranges it replicates (nodetool status' "owns")
 * @param streamedBytes    bytes it received by streaming ({@code Streaming TotalIncomingBytes})
 * @param sentBytes        bytes each other node streamed out meanwhile ({@code TotalOutgoingBytes}), by address
 * @param newNodeBytes     its live disk space of hotshard's table once normal
 * @param otherNodesBytes  the other nodes' live disk space of that table together (before any cleanup)
 * @param readSharesAfter  each node's predicted share of local reads on the ring after, by address
 * @param readsAtNormal    each node's local reads counted when it was normal, by address
 */
record BootstrapFacts(String address, int nodesBefore, long startMillis, long normalMillis, double primaryShare,
                      double effectiveShare, long streamedBytes, Map<String, Long> sentBytes, long newNodeBytes,
                      long otherNodesBytes, Map<String, Double> readSharesAfter, Map<String, Long> readsAtNormal) {

    /** Copies the maps. */
    BootstrapFacts {
        sentBytes = Map.copyOf(sentBytes);
        readSharesAfter = Map.copyOf(readSharesAfter);
        readsAtNormal = Map.copyOf(readsAtNormal);
    }
}
