package io.hotshard.simulations;

import io.hotshard.redisload.RedisRunSummary;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RedisReshard.RedisReshardShare;
import io.hotshard.runformat.RedisShard;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The checks at the end of a {@link RedisHotKeySimulation}: the counts reconcile, the hottest shard's share is its
 * prediction, a killed master's slots came back, a reshard moved the heat as predicted, replicas and the client-side
 * cache served what they were sent.
 */
final class RedisHotKeyChecks {

    private static final double MIN_REPLICA_SHARE = 0.98;

    private RedisHotKeyChecks() {
    }

    /** The checks that failed, each as its console line; every check's line is printed as it is made. */
    static List<String> failed(RedisHotKeySettings settings, RedisRunSummary summary, int hotMasterPort) {
        List<String> failed = new ArrayList<>();
        check(failed, "counts reconcile", summary.reconciliation().withinTolerance(),
                summary.reconciliation().sent() + " sent, " + summary.reconciliation().served() + " served");
        // A cache keeps the hot slot's hits from the nodes, so measured shares leave the prediction by design.
        double shareTolerance = settings.shareTolerance();
        if (settings.killAt().isEmpty() && settings.pause().isEmpty() && settings.addMasterAt().isEmpty()
                && !settings.redis().clientCache()) {
            RedisShard hot = summary.hottest();
            check(failed, "the hottest shard's measured share is within " + shareTolerance + " of its prediction",
                    Math.abs(hot.measured() - hot.predicted()) <= shareTolerance, String.format(Locale.ROOT,
                            "%d: measured %.3f, predicted %.3f", hot.port(), hot.measured(), hot.predicted()));
        }
        if (settings.killAt().isPresent()) {
            check(failed, "the killed master's slots failed, then were served again", summary.failover().failed()
                    && summary.failover().recovered(), summary.failover().toString());
        }
        if (settings.addMasterAt().isPresent()) {
            checkReshard(failed, summary.reshard(), shareTolerance);
        }
        if (settings.redis().clientCache()) {
            check(failed, "the client-side cache answered reads of the hot slot", summary.counts().cacheHits() > 0,
                    String.format(Locale.ROOT, "%d hits, %d misses", summary.counts().cacheHits(),
                            summary.counts().cacheMisses()));
        }
        if (settings.redis().replicaReads()) {
            long readsToReplicas = summary.counts().replicaReads();
            long replicaCalls = summary.shards().stream().filter(s -> s.port() == hotMasterPort)
                    .mapToLong(RedisShard::replicaCalls).sum();
            long tolerance = summary.reconciliation().failedOrTimedOut() + summary.reconciliation().inFlightAtEnd();
            // Lettuce reads from the master while no replica connection is ready (the run opens one first).
            check(failed, "the hot master's replicas served at least " + MIN_REPLICA_SHARE * 100 + "% of the hot "
                    + "slot's reads", readsToReplicas > 0 && replicaCalls >= MIN_REPLICA_SHARE * readsToReplicas
                    - tolerance && replicaCalls <= readsToReplicas + tolerance, replicaCalls + " calls on replicas, "
                    + readsToReplicas + " reads of slot " + summary.hottestSlot() + " sent to them, tolerance "
                    + tolerance);
        }
        return failed;
    }

    /** The hot slot went to the new master, and each shard's share after the move is its prediction. */
    private static void checkReshard(List<String> failed, Optional<RedisReshard> reshard, double shareTolerance) {
        check(failed, "the master was added and the slots moved while the load ran", reshard.isPresent(),
                reshard.map(r -> r.slotsMoved() + " slot(s) moved").orElse("no reshard recorded"));
        reshard.ifPresent(r -> {
            check(failed, "the hot slot moved to the new master", r.hotSlotTo() == r.addedPort(),
                    "slot " + r.hotSlot() + ": " + r.hotSlotFrom() + " -> " + r.hotSlotTo());
            for (RedisReshardShare share : r.shares()) {
                check(failed, "shard " + share.port() + "'s measured share after the move is within "
                        + shareTolerance + " of its prediction",
                        Math.abs(share.measuredAfter() - share.predictedAfter()) <= shareTolerance,
                        String.format(Locale.ROOT, "measured %.3f, predicted %.3f (before: %.3f, %.3f)",
                                share.measuredAfter(), share.predictedAfter(), share.measuredBefore(),
                                share.predictedBefore()));
            }
        });
    }

    private static void check(List<String> failed, String claim, boolean holds, String measured) {
        String line = (holds ? "ok: " : "FAILED: ") + claim + " (" + measured + ")";
        System.out.println("  check " + line);
        if (!holds) {
            failed.add(line);
        }
    }
}
