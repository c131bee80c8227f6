package io.hotshard.router.core;

import java.util.Objects;

/**
 * A shard known to the router and whether it is currently considered up. A down member may still be in the
 * ring (requests to it fail fast) or out of it (its keys went to the others), depending on the configuration.
 *
 * @param ringMember false for a dedicated shard the partitioner never chooses (reached through pins only); such
 *                   a member stays out of the ring when it comes back up
 */
public record Member(ShardSpec spec, boolean up, boolean ringMember) {

    /** Validates the spec. */
    public Member {
        Objects.requireNonNull(spec, "spec");
    }

    /** A member of the ring. */
    public Member(ShardSpec spec, boolean up) {
        this(spec, up, true);
    }

    public String id() {
        return spec.id();
    }

    public ShardUrl url() {
        return spec.url();
    }

    /** A copy marked up or down. */
    public Member withUp(boolean nowUp) {
        return new Member(spec, nowUp, ringMember);
    }
}
