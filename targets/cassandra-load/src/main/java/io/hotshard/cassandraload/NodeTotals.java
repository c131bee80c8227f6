package io.hotshard.cassandraload;

/**
 * One node's samples taken together: the first (the baseline, taken after the preload) and the last, and the
 * peaks of its read and native-transport queues.
 */
record NodeTotals(CassandraNodeSample first, CassandraNodeSample last, long peakReadPending, long peakNativePending) {

    /** Local reads of hotshard's table between the first and the last sample. */
    long localReads() {
        return last.localReads() - first.localReads();
    }

    /** Local writes of hotshard's table between the first and the last sample. */
    long localWrites() {
        return last.localWrites() - first.localWrites();
    }

    /** Client requests the node coordinated between the first and the last sample, reads and writes. */
    long coordinated() {
        return last.coordinatorReads() - first.coordinatorReads() + last.coordinatorWrites()
                - first.coordinatorWrites();
    }

    /** CPU time the node's process used between the first and the last sample, in nanoseconds; -1 if not read. */
    long cpuNanos() {
        return first.processCpuNanos() < 0 || last.processCpuNanos() < 0 ? -1
                : last.processCpuNanos() - first.processCpuNanos();
    }

    /** These totals with {@code next} as the last sample. */
    NodeTotals with(CassandraNodeSample next) {
        return new NodeTotals(first, next, Math.max(peakReadPending, next.readPending()),
                Math.max(peakNativePending, next.nativePending()));
    }

    /** Totals of one sample. */
    static NodeTotals of(CassandraNodeSample sample) {
        return new NodeTotals(sample, sample, sample.readPending(), sample.nativePending());
    }
}
