package io.hotshard.cassandraload;

import java.util.Map;

/**
 * A node killed or paused during the run, as the summary gives it: the node, the seed's prediction for one dead
 * replica at the run's consistency level and replication factor, the client's failed and timed-out requests by the
 * driver's exception class, each live node's hints written by the end, and a decommission's duration, bytes and the
 * client's p99 around it.
 *
 * @param node         the node killed or paused
 * @param actions      what was done to it: {@code SIGKILL}, {@code SIGSTOP for N ms}, or both
 * @param prediction   the seed's prediction ({@link ChaosPrediction#oneDead})
 * @param errorsByKind failed and timed-out requests by exception class, over the whole run
 * @param hints        each node's {@code TotalHints} at the end, by address (a node that did not answer is absent)
 * @param decommissionSeconds       how long the decommission took; -1 without one (or one unfinished)
 * @param decommissionStreamedBytes the bytes the node streamed away meanwhile; -1 without one
 * @param decommissionLatency       the client's p99 before, during and after it; null without one
 */
public record CassandraChaos(String node, String actions, String prediction, Map<String, Long> errorsByKind,
                             Map<String, Long> hints, double decommissionSeconds, long decommissionStreamedBytes,
                             PhaseLatency decommissionLatency) {
}
