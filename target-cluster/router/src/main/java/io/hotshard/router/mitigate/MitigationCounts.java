package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;

/**
 * The mitigations' counters at one instant, grouped as in {@code GET /admin/metrics}; all cumulative except the
 * cache's {@code entries} and {@code hitAgeP99Micros}. Extra legs are shard requests beyond one per client request.
 *
 * @param cache       the read cache's counters
 * @param salting     salted requests and the legs they added
 * @param splitPinned requests sent to a pinned shard
 * @param replicas    replicated requests and the legs they added
 * @param boundedDiverted requests placed on a node other than the ring owner by the load bound
 * @param hedging     hedged reads
 * @param adaptive    keys the adaptive controller mitigated and released
 */
public record MitigationCounts(Cache cache, Salting salting, long splitPinned, Replicas replicas,
                               long boundedDiverted, Hedging hedging, Adaptive adaptive) {

    /**
     * The read cache's counters.
     *
     * @param hits             reads answered from the cache, without a shard request
     * @param misses           cacheable reads sent to the shards
     * @param fills            answers stored in the cache
     * @param invalidations    invalidations by writes (before sending and again after the answer)
     * @param racyFillsSkipped answers not stored because a write of the key overlapped the read
     * @param entries          entries now
     * @param hitAgeP99Micros  99th percentile of the age of the entries served, the staleness exposed
     */
    public record Cache(long hits, long misses, long fills, long invalidations, long racyFillsSkipped, long entries,
                        long hitAgeP99Micros) {
        static Cache fromJson(JsonObject json) {
            return new Cache(json.getLong("hits", 0L), json.getLong("misses", 0L), json.getLong("fills", 0L),
                    json.getLong("invalidations", 0L), json.getLong("racyFillsSkipped", 0L),
                    json.getLong("entries", 0L), json.getLong("hitAgeP99Micros", 0L));
        }
    }

    /** Salted writes and reads, and the shard requests they added. */
    public record Salting(long writes, long reads, long extraLegs) {
    }

    /** Replicated reads and writes, and the shard requests they added. */
    public record Replicas(long reads, long writes, long extraLegs) {
    }

    /**
     * Hedged reads.
     *
     * @param candidates reads that could have been hedged
     * @param sent       second requests sent
     * @param won        reads answered by the second request
     * @param cancelled  losing requests reset after the other answered
     */
    public record Hedging(long candidates, long sent, long won, long cancelled) {
    }

    /** Keys given a mitigation by the adaptive controller, and keys that lost it on cooling. */
    public record Adaptive(long applied, long removed) {
    }

    /** Every counter zero. */
    public static MitigationCounts zero() {
        return fromJson(null);
    }

    /** Extra shard requests caused by salting, replicas and hedging together. */
    public long extraLegs() {
        return salting.extraLegs() + replicas.extraLegs() + hedging.sent();
    }

    /** The {@code "mitigations"} object of {@code GET /admin/metrics}. */
    public JsonObject toJson() {
        return new JsonObject()
                .put("cache", new JsonObject().put("hits", cache.hits()).put("misses", cache.misses())
                        .put("fills", cache.fills()).put("invalidations", cache.invalidations())
                        .put("racyFillsSkipped", cache.racyFillsSkipped()).put("entries", cache.entries())
                        .put("hitAgeP99Micros", cache.hitAgeP99Micros()))
                .put("salting", new JsonObject().put("writes", salting.writes()).put("reads", salting.reads())
                        .put("extraLegs", salting.extraLegs()))
                .put("split", new JsonObject().put("pinned", splitPinned))
                .put("replicas", new JsonObject().put("reads", replicas.reads()).put("writes", replicas.writes())
                        .put("extraLegs", replicas.extraLegs()))
                .put("bounded", new JsonObject().put("diverted", boundedDiverted))
                .put("hedging", new JsonObject().put("candidates", hedging.candidates()).put("sent", hedging.sent())
                        .put("won", hedging.won()).put("cancelled", hedging.cancelled()))
                .put("adaptive", new JsonObject().put("applied", adaptive.applied())
                        .put("removed", adaptive.removed()));
    }

    /** Reads {@link #toJson()}'s form back; absent groups or counters read as zero. */
    public static MitigationCounts fromJson(JsonObject json) {
        JsonObject m = json == null ? new JsonObject() : json;
        JsonObject salting = group(m, "salting");
        JsonObject replicas = group(m, "replicas");
        JsonObject hedging = group(m, "hedging");
        JsonObject adaptive = group(m, "adaptive");
        return new MitigationCounts(Cache.fromJson(group(m, "cache")),
                new Salting(salting.getLong("writes", 0L), salting.getLong("reads", 0L),
                        salting.getLong("extraLegs", 0L)),
                group(m, "split").getLong("pinned", 0L),
                new Replicas(replicas.getLong("reads", 0L), replicas.getLong("writes", 0L),
                        replicas.getLong("extraLegs", 0L)),
                group(m, "bounded").getLong("diverted", 0L),
                new Hedging(hedging.getLong("candidates", 0L), hedging.getLong("sent", 0L),
                        hedging.getLong("won", 0L), hedging.getLong("cancelled", 0L)),
                new Adaptive(adaptive.getLong("applied", 0L), adaptive.getLong("removed", 0L)));
    }

    private static JsonObject group(JsonObject json, String name) {
        JsonObject group = json.getJsonObject(name);
        return group == null ? new JsonObject() : group;
    }
}
