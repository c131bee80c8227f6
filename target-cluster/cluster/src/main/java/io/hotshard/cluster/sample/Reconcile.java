package io.hotshard.cluster.sample;

import io.hotshard.recording.Reconciliation;
import java.util.Collection;

/**
 * The run's {@link Reconciliation} from the router's and the shards' totals; how each count is derived is described on
 * {@link Reconciliation}.
 */
final class Reconcile {

    private Reconcile() {
    }

    /** Sums the router's and the shards' totals. */
    static Reconciliation of(RouterTally router, Collection<ShardTally> shards) {
        long completed = 0;
        long rejected = 0;
        long errored = 0;
        long dropped = 0;
        long arrivals = 0;
        long died = 0;
        long unsampledServed = 0;
        long unsampledFailed = 0;
        for (ShardTally shard : shards) {
            if (shard.countsCutShort()) {
                ShardAnswers answers = router.answersFrom(shard.id());
                unsampledServed += Math.max(0, answers.served() - shard.completed());
                unsampledFailed += Math.max(0, answers.failed() - shard.rejected() - shard.errored());
            }
            died += shard.diedInFlight();
            completed += shard.completed();
            rejected += shard.rejected();
            errored += shard.errored();
            dropped += shard.dropped();
            arrivals += shard.arrivals();
        }
        long lost = router.legsSent() - arrivals;
        long unsampled = unsampledServed + unsampledFailed;
        return new Reconciliation(router.legsSent() + router.legsNotSent(), completed + unsampledServed,
                rejected + unsampledFailed, errored, router.legsNotSent() + dropped + died + lost - unsampled,
                router.clientRequests(), router.legsSent(), router.legsNotSent(), router.sentLegFailures(), dropped,
                lost, arrivals, died, unsampled);
    }
}
