package io.hotshard.cassandraload;

import java.util.concurrent.atomic.LongAdder;

/**
 * The reads the cluster answered, the rows they returned and their latency from the intended start summed: what a read
 * of a wide partition's slice costs per row beside a one-row read. Any thread adds.
 */
final class RowsRead {

    private final LongAdder reads = new LongAdder();
    private final LongAdder rows = new LongAdder();
    private final LongAdder micros = new LongAdder();

    /** Counts one answered read of {@code rowCount} rows that took {@code latencyMicros}. */
    void add(int rowCount, long latencyMicros) {
        reads.increment();
        rows.add(rowCount);
        micros.add(latencyMicros);
    }

    /** The sums so far. */
    Totals totals() {
        return new Totals(reads.sum(), rows.sum(), micros.sum());
    }

    /** Answered reads, the rows they returned and their latencies summed. */
    record Totals(long reads, long rows, long micros) {

        /** Rows per answered read; NaN without one. */
        double rowsPerRead() {
            return reads == 0 ? Double.NaN : (double) rows / reads;
        }

        /** Mean latency of an answered read, µs; NaN without one. */
        double meanReadMicros() {
            return reads == 0 ? Double.NaN : (double) micros / reads;
        }

        /** Latency per row read, µs: the reads' summed latency over the rows they returned; NaN without rows. */
        double microsPerRow() {
            return rows == 0 ? Double.NaN : (double) micros / rows;
        }
    }
}
