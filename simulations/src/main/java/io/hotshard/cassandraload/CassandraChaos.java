package io.hotshard.cassandraload;

import java.util.Map;

/**
 * A node killed or paused during the run, as the summary gives it: the node, the seed's prediction for one dead
 * replica at the run's consistency level and replication factor, the client's failed and timed-out requests by the
 * driver's exception class, and each live node's hints written by the end.
 *
 * @param node         the node killed or paused
 * @param actions      what was done to it: {@code SIGKILL}, {@code SIGSTOP for N ms}, or both
 * @param prediction   the seed's prediction ({@link ChaosPrediction#oneDead})
 * @param errorsByKind failed and timed-out requests by exception class, over the whole run
 * @param hints        each node's {@code TotalHints} at the end, by address (a node that did not answer is absent)
 */
public record CassandraChaos(String node, String actions, String prediction, Map<String, Long> errorsByKind,
                             Map<String, Long> hints) {
}
