package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;

/**
 * The mitigations' counters at one instant; all cumulative except {@code cacheEntries} and
 * {@code cacheHitAgeP99Micros}. Extra legs are shard requests beyond one per client request.
 *
 * @param cacheHits             reads answered from the cache, without a shard request
 * @param cacheMisses           cacheable reads sent to the shards
 * @param cacheFills            answers stored in the cache
 * @param cacheInvalidations    invalidations by writes (before sending and again after the answer)
 * @param cacheRacyFillsSkipped answers not stored because a write of the key overlapped the read
 * @param cacheEntries          entries now
 * @param cacheHitAgeP99Micros  99th percentile of the age of the entries served, the staleness exposed
 * @param splitPinned           requests sent to a pinned shard
 * @param boundedDiverted       requests placed on a node other than the ring owner by the load bound
 * @param hedgeCandidates       reads that could have been hedged
 * @param hedgeSent             second requests sent
 * @param hedgeWon              reads answered by the second request
 * @param hedgeCancelled        losing requests reset after the other answered
 * @param adaptiveApplied       keys given a mitigation by the adaptive controller
 * @param adaptiveRemoved       keys that lost it on cooling
 */
public record MitigationCounts(long cacheHits, long cacheMisses, long cacheFills, long cacheInvalidations,
                               long cacheRacyFillsSkipped, long cacheEntries, long cacheHitAgeP99Micros,
                               long saltingWrites, long saltingReads, long saltingExtraLegs, long splitPinned,
                               long replicaReads, long replicaWrites, long replicaExtraLegs, long boundedDiverted,
                               long hedgeCandidates, long hedgeSent, long hedgeWon, long hedgeCancelled,
                               long adaptiveApplied, long adaptiveRemoved) {

    /** Every counter zero. */
    public static MitigationCounts zero() {
        return new MitigationCounts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    /** Extra shard requests caused by salting, replicas and hedging together. */
    public long extraLegs() {
        return saltingExtraLegs + replicaExtraLegs + hedgeSent;
    }

    /** The {@code "mitigations"} object of {@code GET /admin/metrics}. */
    public JsonObject toJson() {
        return new JsonObject()
                .put("cache", new JsonObject().put("hits", cacheHits).put("misses", cacheMisses)
                        .put("fills", cacheFills).put("invalidations", cacheInvalidations)
                        .put("racyFillsSkipped", cacheRacyFillsSkipped).put("entries", cacheEntries)
                        .put("hitAgeP99Micros", cacheHitAgeP99Micros))
                .put("salting", new JsonObject().put("writes", saltingWrites).put("reads", saltingReads)
                        .put("extraLegs", saltingExtraLegs))
                .put("split", new JsonObject().put("pinned", splitPinned))
                .put("replicas", new JsonObject().put("reads", replicaReads).put("writes", replicaWrites)
                        .put("extraLegs", replicaExtraLegs))
                .put("bounded", new JsonObject().put("diverted", boundedDiverted))
                .put("hedging", new JsonObject().put("candidates", hedgeCandidates).put("sent", hedgeSent)
                        .put("won", hedgeWon).put("cancelled", hedgeCancelled))
                .put("adaptive", new JsonObject().put("applied", adaptiveApplied).put("removed", adaptiveRemoved));
    }

    /** Reads {@link #toJson()}'s form back; absent groups or counters read as zero. */
    public static MitigationCounts fromJson(JsonObject json) {
        JsonObject m = json == null ? new JsonObject() : json;
        JsonObject cache = group(m, "cache");
        JsonObject salting = group(m, "salting");
        JsonObject replicas = group(m, "replicas");
        JsonObject hedging = group(m, "hedging");
        JsonObject adaptive = group(m, "adaptive");
        return new MitigationCounts(cache.getLong("hits", 0L), cache.getLong("misses", 0L),
                cache.getLong("fills", 0L), cache.getLong("invalidations", 0L),
                cache.getLong("racyFillsSkipped", 0L), cache.getLong("entries", 0L),
                cache.getLong("hitAgeP99Micros", 0L), salting.getLong("writes", 0L), salting.getLong("reads", 0L),
                salting.getLong("extraLegs", 0L), group(m, "split").getLong("pinned", 0L),
                replicas.getLong("reads", 0L), replicas.getLong("writes", 0L), replicas.getLong("extraLegs", 0L),
                group(m, "bounded").getLong("diverted", 0L), hedging.getLong("candidates", 0L),
                hedging.getLong("sent", 0L), hedging.getLong("won", 0L), hedging.getLong("cancelled", 0L),
                adaptive.getLong("applied", 0L), adaptive.getLong("removed", 0L));
    }

    private static JsonObject group(JsonObject json, String name) {
        JsonObject group = json.getJsonObject(name);
        return group == null ? new JsonObject() : group;
    }
}
