package io.hotshard.cassandraload;

import java.util.concurrent.atomic.LongAdder;

/** The client's running counts, one adder each (any thread), read together as {@link CassandraLoadCounts}. */
final class CassandraLoadTally {

    final LongAdder reads = new LongAdder();
    final LongAdder writes = new LongAdder();
    final LongAdder succeeded = new LongAdder();
    final LongAdder failed = new LongAdder();
    final LongAdder timedOut = new LongAdder();
    final LongAdder refused = new LongAdder();
    final LongAdder readStatements = new LongAdder();
    final LongAdder writeStatements = new LongAdder();
    final LongAdder cacheHits = new LongAdder();

    /** The counts so far. */
    CassandraLoadCounts counts() {
        return new CassandraLoadCounts(reads.sum(), writes.sum(), succeeded.sum(), failed.sum(), timedOut.sum(), refused.sum(),
                readStatements.sum(), writeStatements.sum(), cacheHits.sum());
    }
}
