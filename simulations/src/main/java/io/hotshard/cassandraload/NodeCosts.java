package io.hotshard.cassandraload;

import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNodeCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A run's capacity plan from its samples: each node's CPU time over the local reads and writes it served. Local
 * operations rather than coordinated requests: a write costs every replica it lands on, which only the local counts
 * see, and they are what the prediction from the keys places on each node; with rf 1 and token-aware routing the node
 * that serves a request is also its coordinator, so the two counts agree there. Not the thread pools' completed tasks:
 * one request passes through several pools and would be counted in each. A node added during the run counts its CPU
 * from its process's start, its bootstrap included.
 */
final class NodeCosts {

    private NodeCosts() {
    }

    /** The plan from every sampled node's totals, the client's CPU time and the requests it made. */
    static CassandraCapacity capacity(Map<String, NodeTotals> totals, long clientCpuNanos, long clientRequests,
                                      int cores) {
        List<CassandraNodeCost> nodes = new ArrayList<>();
        new TreeMap<>(totals).forEach((address, t) -> nodes.add(CassandraNodeCost.of(address, t.cpuNanos(),
                t.localReads() + t.localWrites(), clientRequests, cores)));
        return CassandraCapacity.of(nodes, clientCpuNanos, clientRequests, cores);
    }
}
