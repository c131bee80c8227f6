package io.hotshard.simulations;

import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.router.mitigate.MitigationKind;
import io.vertx.core.json.JsonObject;

/**
 * What a mitigation cost and did over a run, from the router's counters at its start and end: the names the
 * comparison report shows as {@code cost: <name>} rows. {@code extraShardRequests} (salted, replica and hedged
 * legs beyond one per client request) is written for every mitigation so runs compare on one row.
 */
final class MitigationCost {

    private MitigationCost() {
    }

    static JsonObject of(MitigationKind kind, MitigationCounts start, MitigationCounts end) {
        JsonObject cost = new JsonObject().put("extraShardRequests", end.extraLegs() - start.extraLegs());
        boolean adaptive = kind == MitigationKind.ADAPTIVE;
        if (kind == MitigationKind.CACHE || adaptive) {
            long hits = end.cache().hits() - start.cache().hits();
            long misses = end.cache().misses() - start.cache().misses();
            cost.put("cacheHits", hits).put("cacheMisses", misses)
                    .put("cacheHitPercent", hits + misses == 0 ? 0 : Math.round(100.0 * hits / (hits + misses)))
                    .put("cacheEntries", end.cache().entries())
                    .put("staleExposureP99Micros", end.cache().hitAgeP99Micros())
                    .put("racyFillsSkipped", end.cache().racyFillsSkipped() - start.cache().racyFillsSkipped());
        }
        if (kind == MitigationKind.SALTING || adaptive) {
            cost.put("saltedReads", end.salting().reads() - start.salting().reads())
                    .put("saltedWrites", end.salting().writes() - start.salting().writes());
        }
        if (kind == MitigationKind.SPLIT || adaptive) {
            cost.put("pinnedRequests", end.splitPinned() - start.splitPinned());
        }
        if (kind == MitigationKind.SPLIT) {
            cost.put("dedicatedShards", 1);
        }
        if (kind == MitigationKind.REPLICAS || adaptive) {
            cost.put("replicaReads", end.replicas().reads() - start.replicas().reads())
                    .put("replicaWrites", end.replicas().writes() - start.replicas().writes());
        }
        if (kind == MitigationKind.BOUNDED) {
            cost.put("divertedRequests", end.boundedDiverted() - start.boundedDiverted());
        }
        if (kind == MitigationKind.HEDGING) {
            cost.put("hedgeCandidates", end.hedging().candidates() - start.hedging().candidates())
                    .put("hedgesSent", end.hedging().sent() - start.hedging().sent())
                    .put("hedgesWon", end.hedging().won() - start.hedging().won())
                    .put("hedgesCancelled", end.hedging().cancelled() - start.hedging().cancelled());
        }
        if (adaptive) {
            cost.put("keysMitigated", end.adaptive().applied() - start.adaptive().applied())
                    .put("keysReleased", end.adaptive().removed() - start.adaptive().removed());
        }
        return cost;
    }
}
