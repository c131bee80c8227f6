package io.hotshard.router.migrate;

import io.hotshard.ring.Partitioner;
import io.hotshard.router.core.ShardSpec;
import java.util.Objects;

/**
 * A node made a member of the router but not yet of its ring, with the ring it joins and the ring it makes.
 *
 * @param spec the node
 * @param base the ring in force when the node was staged: keys' current owners
 * @param next {@code base} with the node added: keys' owners after cutover
 */
public record StagedNode(ShardSpec spec, Partitioner base, Partitioner next) {

    /** Checks that nothing is missing. */
    public StagedNode {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(next, "next");
    }

    public String id() {
        return spec.id();
    }

    /** The key's owner now, or null if it does not move: its owner after cutover otherwise. */
    String moveTarget(String key) {
        String to = next.ownerOf(key);
        return to.equals(base.ownerOf(key)) ? null : to;
    }
}
