package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import io.hotshard.cluster.warm.Lanes;
import io.hotshard.sim.PreloadPlan;
import java.time.Duration;
import java.util.List;

/**
 * Writes the rows the load reads before it starts, through the load's own prepared write and {@link Lanes} as every
 * target's preload does: {@value #IN_FLIGHT} asynchronous inserts in flight, within the preload's default time-out.
 * Outside the load's counts: the nodes' counts are taken as the baseline after it.
 */
final class Preload {

    static final int IN_FLIGHT = 256;

    private Preload() {
    }

    /**
     * Writes one row per key of {@code keys} (one per bucket of a bucketed key) and says how many; fails in one line
     * saying how many were stored when one is not.
     */
    static int run(CassandraLoad load, List<String> keys) {
        List<BoundStatement> rows = keys.stream().flatMap(key -> load.preloadRows(key).stream()).toList();
        Duration timeout = PreloadPlan.defaultTimeout(rows.size());
        Lanes.Outcome outcome = Lanes.run(rows.size(), IN_FLIGHT, timeout, Runnable::run,
                index -> load.session().executeAsync(rows.get((int) index)).thenApply(written -> true));
        if (!outcome.complete(rows.size())) {
            throw new IllegalStateException("preloading the cluster failed: " + outcome.succeeded() + " of "
                    + rows.size() + " rows written, " + outcome.failed() + " failed, in "
                    + outcome.elapsed().toMillis() + " ms (limit " + timeout.toSeconds() + " s)");
        }
        return rows.size();
    }
}
