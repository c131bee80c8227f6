package io.hotshard.cassandraload;

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

    /** Writes one row per key of {@code keys}; fails in one line saying how many were stored when one is not. */
    static void run(CassandraLoad load, List<String> keys) {
        Duration timeout = PreloadPlan.defaultTimeout(keys.size());
        Lanes.Outcome outcome = Lanes.run(keys.size(), IN_FLIGHT, timeout, Runnable::run,
                index -> load.session().executeAsync(load.writeStatement().bind(keys.get((int) index), load.value()))
                        .thenApply(written -> true));
        if (!outcome.complete(keys.size())) {
            throw new IllegalStateException("preloading the cluster failed: " + outcome.succeeded() + " of "
                    + keys.size() + " rows written, " + outcome.failed() + " failed, in "
                    + outcome.elapsed().toMillis() + " ms (limit " + timeout.toSeconds() + " s)");
        }
    }
}
