package io.hotshard.cassandraload;

/**
 * What the client did: reads and writes made, and of those succeeded, failed and timed out (the driver's deadline,
 * or a node's read or write time-out); requests refused at the in-flight cap (never sent); the CQL statements the
 * reads and the writes sent to the cluster (one each, or one per bucket a bucketed key's read or write touches, none
 * for a read the client-side cache answered); and the reads the cache answered.
 */
public record CassandraLoadCounts(long reads, long writes, long succeeded, long failed, long timedOut, long refused,
                         long readStatements, long writeStatements, long cacheHits) {

    /** Reads and writes made. */
    public long sent() {
        return reads + writes;
    }

    /** CQL statements sent to the cluster: what the nodes coordinate. */
    public long statements() {
        return readStatements + writeStatements;
    }

    /** Statements sent per read made (0 without reads). */
    public double requestsPerRead() {
        return reads == 0 ? 0 : (double) readStatements / reads;
    }

    /** Statements sent per write made (0 without writes). */
    public double requestsPerWrite() {
        return writes == 0 ? 0 : (double) writeStatements / writes;
    }

    /** The share of reads the client-side cache answered (0 without reads). */
    public double hitRatio() {
        return reads == 0 ? 0 : (double) cacheHits / reads;
    }
}
