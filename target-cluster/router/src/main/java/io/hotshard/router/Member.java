package io.hotshard.router;

import java.util.Objects;

/**
 * A shard known to the router and whether it is currently considered up. A down member may still be in the
 * ring (requests to it fail fast) or out of it (its keys went to the others), depending on the configuration.
 */
public record Member(ShardSpec spec, boolean up) {

    /** Validates the spec. */
    public Member {
        Objects.requireNonNull(spec, "spec");
    }

    /** The shard's id. */
    public String id() {
        return spec.id();
    }

    /** The shard's base URL. */
    public ShardUrl url() {
        return spec.url();
    }

    /** A copy marked up or down. */
    public Member withUp(boolean nowUp) {
        return new Member(spec, nowUp);
    }
}
