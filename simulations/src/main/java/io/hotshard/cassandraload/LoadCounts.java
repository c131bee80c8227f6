package io.hotshard.cassandraload;

/**
 * What the client did: reads and writes sent, and of those succeeded, failed and timed out (the driver's deadline,
 * or a node's read or write time-out); requests refused at the in-flight cap (never sent).
 */
public record LoadCounts(long reads, long writes, long succeeded, long failed, long timedOut, long refused) {

    /** Requests sent. */
    public long sent() {
        return reads + writes;
    }
}
