package io.hotshard.runformat;

/**
 * A Cassandra run's requests sent against the nodes' own count of the requests they coordinated ({@code ClientRequest}
 * Read and Write latency counts, summed over the nodes), in {@code run.json}'s {@code cassandra} section: exact, or
 * within the requests whose outcome the client does not know (failed or timed out: a node may or may not have counted
 * them) and those still in flight at the end.
 */
public record CassandraReconciliation(long sent, long coordinated, long failedOrTimedOut, long inFlightAtEnd,
                                      boolean exact, boolean withinTolerance) {

    /** Compares {@code sent} with {@code coordinated}. */
    public static CassandraReconciliation of(long sent, long coordinated, long failedOrTimedOut, long inFlightAtEnd) {
        long difference = Math.abs(sent - coordinated);
        return new CassandraReconciliation(sent, coordinated, failedOrTimedOut, inFlightAtEnd, difference == 0,
                difference <= failedOrTimedOut + inFlightAtEnd);
    }
}
