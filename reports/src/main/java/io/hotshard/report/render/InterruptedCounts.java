package io.hotshard.report.render;

import io.hotshard.report.run.RunData;
import java.util.Locale;

/** What an interrupted run's counts say: whether they reconcile up to the stop, and if not, exactly why not. */
final class InterruptedCounts {

    private InterruptedCounts() {
    }

    static String sentence(RunData run) {
        return run.manifest().reconciliation().map(r -> {
            long outcomes = r.shardCompleted() + r.shardRejected() + r.shardErrored() + r.routerFailures();
            long open = r.routerRequests() - outcomes;
            if (open == 0 && r.matches()) {
                return String.format(Locale.ROOT, "Up to the last sample before the stop the counts reconcile: %d"
                        + " shard-bound requests, each completed, rejected, errored or failed at the router.",
                        r.routerRequests());
            }
            return String.format(Locale.ROOT, "Up to the last sample before the stop the counts do not reconcile:"
                    + " of %d shard-bound requests the router sent, %d had no outcome yet (completed %d, rejected %d,"
                    + " errored %d, failed at the router %d): they were in flight when the run stopped, and an"
                    + " interrupted run does not wait for them.", r.routerRequests(), open, r.shardCompleted(),
                    r.shardRejected(), r.shardErrored(), r.routerFailures());
        }).orElse("No counts were recorded before the stop (run.json has no reconciliation), so nothing can be"
                + " reconciled.") + (run.manifest().generator().isEmpty()
                ? " The load generator's counts were not recorded: it was stopped before it could write them." : "");
    }
}
