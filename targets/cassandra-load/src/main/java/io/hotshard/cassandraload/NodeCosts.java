package io.hotshard.cassandraload;

import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNodeCost;
import io.hotshard.runformat.CostLine;
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
 * from its process's start, its bootstrap included. Each node's and the client's cost is the marginal one, from the
 * line through its one-second points ({@link CostFit}), where that line is trusted, else the average over the run.
 */
final class NodeCosts {

    private NodeCosts() {
    }

    /**
     * The plan from every sampled node's totals and points, the client's CPU time and the requests it made. Lines whose
     * fixed parts add up to every core are extrapolated far past the rates measured, and leave no core for requests:
     * the plan is then made from the average costs.
     */
    static CassandraCapacity capacity(Map<String, NodeTotals> totals, CpuSeries series, long clientCpuNanos,
                                      long clientRequests, int cores) {
        CassandraCapacity fitted = plan(totals, series, clientCpuNanos, clientRequests, cores, true);
        return fitted.fixedCores() < cores ? fitted
                : plan(totals, series, clientCpuNanos, clientRequests, cores, false);
    }

    private static CassandraCapacity plan(Map<String, NodeTotals> totals, CpuSeries series, long clientCpuNanos,
                                          long clientRequests, int cores, boolean fitted) {
        List<CassandraNodeCost> nodes = new ArrayList<>();
        new TreeMap<>(totals).forEach((address, t) -> {
            long served = t.localReads() + t.localWrites();
            double average = t.cpuNanos() >= 0 && served > 0 ? t.cpuNanos() / 1e3 / served : -1;
            nodes.add(CassandraNodeCost.of(address, t.cpuNanos(), served, clientRequests, cores,
                    fitted ? CostFit.line(series.node(address), average) : CostLine.average(average)));
        });
        double clientAverage = clientCpuNanos >= 0 && clientRequests > 0 ? clientCpuNanos / 1e3 / clientRequests : -1;
        return CassandraCapacity.of(nodes, clientCpuNanos, clientRequests, cores,
                fitted ? CostFit.line(series.client(), clientAverage) : CostLine.average(clientAverage));
    }
}
