package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.cql.Statement;
import io.hotshard.cluster.warm.Lanes;
import io.hotshard.storeload.PreloadPlan;
import java.time.Duration;
import java.util.List;

/**
 * Writes the rows the load reads before it starts, through the load's own prepared write and {@link Lanes} as every
 * target's preload does: {@value #IN_FLIGHT} asynchronous inserts in flight (fewer batches of a wide partition's rows,
 * about as many rows), within the preload's default time-out for the rows.
 * Outside the load's counts: the nodes' counts are taken as the baseline after it.
 */
final class CassandraPreload {

    static final int IN_FLIGHT = 256;
    private static final int MIN_LANES = 4;

    private CassandraPreload() {
    }

    /**
     * Writes one row per key of {@code keys} (one per bucket of a bucketed key, every row of a wide partition in
     * batches) and says how many rows; fails in one line saying how many statements were stored when one is not.
     */
    static int run(CassandraLoad load, List<String> keys) {
        List<Statement<?>> rows = keys.stream().flatMap(key -> load.preloadRows(key).stream()).toList();
        int written = keys.size() * load.preloadRowsPerKey();
        // Rows in flight, not statements, load the nodes: batches of a wide partition's rows take fewer lanes.
        int lanes = (int) Math.max(MIN_LANES, Math.min(IN_FLIGHT,
                (long) IN_FLIGHT * rows.size() / Math.max(1, written)));
        Duration timeout = PreloadPlan.defaultTimeout(written);
        Lanes.Outcome outcome = Lanes.run(rows.size(), lanes, timeout, Runnable::run,
                index -> load.session().executeAsync(rows.get((int) index)).thenApply(done -> true));
        if (!outcome.complete(rows.size())) {
            throw new IllegalStateException("preloading the cluster failed: " + outcome.succeeded() + " of "
                    + rows.size() + " statements written, " + outcome.failed() + " failed, in "
                    + outcome.elapsed().toMillis() + " ms (limit " + timeout.toSeconds() + " s)");
        }
        return written;
    }
}
