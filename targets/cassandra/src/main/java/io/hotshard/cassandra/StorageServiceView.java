package io.hotshard.cassandra;

import java.util.List;
import java.util.Map;

/**
 * The part of Cassandra's {@code StorageServiceMBean} that hotshard reads over JMX, declared here with JDK types only
 * so that no Cassandra class is needed on hotshard's class path (the same attributes nodetool status and ring read).
 * Endpoints are {@code address:storagePort} strings.
 */
public interface StorageServiceView {

    /** The node's own mode: STARTING, JOINING, NORMAL, LEAVING, DECOMMISSIONED, DRAINING, DRAINED, ... */
    String getOperationMode();

    /** Endpoints this node sees up. */
    List<String> getLiveNodesWithPort();

    /** Endpoints this node sees down. */
    List<String> getUnreachableNodesWithPort();

    /** Endpoints bootstrapping into the ring. */
    List<String> getJoiningNodesWithPort();

    /** Endpoints leaving the ring. */
    List<String> getLeavingNodesWithPort();

    /** Endpoints moving their tokens. */
    List<String> getMovingNodesWithPort();

    /** Each endpoint's load (its data on disk), as Cassandra formats it. */
    Map<String, String> getLoadMapWithPort();

    /** Every token of the ring (a signed 64-bit number in decimal) and its endpoint. */
    Map<String, String> getTokenToEndpointWithPortMap();

    /** Each endpoint's fraction of the token ring's primary ranges. */
    Map<String, Float> getOwnershipWithPort();

    /** Each endpoint's fraction of the ranges it replicates for {@code keyspace}. */
    Map<String, Float> effectiveOwnershipWithPort(String keyspace);

    /**
     * Leaves the ring: streams this node's data to the nodes that take its ranges, then stops serving (nodetool
     * decommission); returns when it is done. {@code force} allows leaving when too few nodes would be left for the
     * keyspaces' replication factors.
     */
    void decommission(boolean force) throws InterruptedException;
}
