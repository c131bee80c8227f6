package io.hotshard.router.mitigate;

import java.util.List;

/**
 * How one {@code /kv} request is served: the shard requests to send and how their answers become one.
 *
 * @param mitigation the mitigation that shaped the legs
 * @param read       a GET
 * @param combine    how the legs' answers are combined
 * @param legs       the shard requests, in salt or replica order
 * @param diverted   whether the bounded-load placement chose another node than the ring owner
 * @param cacheable  whether the key is cached: a read's 200 answer may be stored and served from the cache, a
 *                   write's acknowledged value stored under the update policy
 */
public record KeyPlan(Applied mitigation, boolean read, Combine combine, List<Leg> legs, boolean diverted,
                      boolean cacheable) {

    /** Copies the legs. */
    public KeyPlan {
        legs = List.copyOf(legs);
        if (legs.isEmpty()) {
            throw new IllegalArgumentException("a plan needs at least one leg but had none");
        }
    }

    /** Which mitigation applies to the key. */
    public enum Applied {
        /** None: the partitioner's owner, or the bounded-load choice. */
        NONE,
        /** Salted sub-keys. */
        SALTING,
        /** Replicas on the preference list. */
        REPLICAS,
        /** A pinned shard. */
        SPLIT
    }

    /** How the answers of the legs become the client's answer. */
    public enum Combine {
        /** One leg, passed through. */
        SINGLE,
        /** Salted read: the present parts joined by a newline in salt order, 404 if none. */
        MERGE,
        /** Replicated write: a failure if any leg failed, else the first 2xx answer, else the first answer. */
        WRITE_ALL
    }

    /** Where a request goes. */
    public record Target(String shardId, String uri) {
    }

    /**
     * One shard request.
     *
     * @param hedge where a hedged second request goes: the same target, another replica or another salt
     */
    public record Leg(Target primary, Target hedge) {

        /** A leg whose hedge repeats it. */
        public static Leg of(String shardId, String uri) {
            Target target = new Target(shardId, uri);
            return new Leg(target, target);
        }
    }
}
