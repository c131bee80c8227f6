package io.hotshard.sim;

import io.hotshard.router.mitigate.MitigationCounts;
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
            long hits = end.cacheHits() - start.cacheHits();
            long misses = end.cacheMisses() - start.cacheMisses();
            cost.put("cacheHits", hits).put("cacheMisses", misses)
                    .put("cacheHitPercent", hits + misses == 0 ? 0 : Math.round(100.0 * hits / (hits + misses)))
                    .put("cacheEntries", end.cacheEntries())
                    .put("staleExposureP99Micros", end.cacheHitAgeP99Micros())
                    .put("racyFillsSkipped", end.cacheRacyFillsSkipped() - start.cacheRacyFillsSkipped());
        }
        if (kind == MitigationKind.SALTING || adaptive) {
            cost.put("saltedReads", end.saltingReads() - start.saltingReads())
                    .put("saltedWrites", end.saltingWrites() - start.saltingWrites());
        }
        if (kind == MitigationKind.SPLIT || adaptive) {
            cost.put("pinnedRequests", end.splitPinned() - start.splitPinned());
        }
        if (kind == MitigationKind.SPLIT) {
            cost.put("dedicatedShards", 1);
        }
        if (kind == MitigationKind.REPLICAS || adaptive) {
            cost.put("replicaReads", end.replicaReads() - start.replicaReads())
                    .put("replicaWrites", end.replicaWrites() - start.replicaWrites());
        }
        if (kind == MitigationKind.BOUNDED) {
            cost.put("divertedRequests", end.boundedDiverted() - start.boundedDiverted());
        }
        if (kind == MitigationKind.HEDGING) {
            cost.put("hedgeCandidates", end.hedgeCandidates() - start.hedgeCandidates())
                    .put("hedgesSent", end.hedgeSent() - start.hedgeSent())
                    .put("hedgesWon", end.hedgeWon() - start.hedgeWon())
                    .put("hedgesCancelled", end.hedgeCancelled() - start.hedgeCancelled());
        }
        if (adaptive) {
            cost.put("keysMitigated", end.adaptiveApplied() - start.adaptiveApplied())
                    .put("keysReleased", end.adaptiveRemoved() - start.adaptiveRemoved());
        }
        return cost;
    }
}
