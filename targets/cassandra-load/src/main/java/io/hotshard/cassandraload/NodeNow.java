package io.hotshard.cassandraload;

import java.util.function.ToLongFunction;

/**
 * One sampled node as the live dashboard shows it: its baseline (the first sample, or zero for a node that joined
 * during the run), the two last samples it answered, and whether it answered the latest round.
 */
record NodeNow(String address, CassandraNodeSample first, CassandraNodeSample previous, CassandraNodeSample last, boolean answered) {

    /**
     * The figure's rate per second between the two last samples; null before there are two and while the node does
     * not answer (its last rate would be stale).
     */
    Double perSecond(ToLongFunction<CassandraNodeSample> figure) {
        if (!answered || previous == null || last.millis() <= previous.millis()) {
            return null;
        }
        return (figure.applyAsLong(last) - figure.applyAsLong(previous)) * 1000.0 / (last.millis() - previous.millis());
    }

    /** The figure's growth since the baseline (local reads or writes served in the run so far). */
    long sinceStart(ToLongFunction<CassandraNodeSample> figure) {
        return figure.applyAsLong(last) - figure.applyAsLong(first);
    }
}
