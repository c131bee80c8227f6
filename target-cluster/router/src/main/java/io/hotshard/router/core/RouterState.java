package io.hotshard.router.core;

import io.hotshard.ring.LoadAwarePartitioner;
import io.hotshard.ring.LoadView;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One immutable snapshot of the router's membership: the partitioner over the nodes in the ring and every
 * known shard with its URL and up/down state. The router swaps whole snapshots, so a request routed with one
 * snapshot always finds its owner's URL in the same snapshot.
 *
 * @param version  increases by one with every change
 * @param settings what the partitioner was built from
 * @param members  every known shard by id, in the order they were added; the ring's nodes are a subset
 */
public record RouterState(long version, PartitionerSettings settings, Partitioner partitioner,
                          Map<String, Member> members) {

    /** Copies the members, keeping their order, and checks that every ring node is a member. */
    public RouterState {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(partitioner, "partitioner");
        members = Collections.unmodifiableMap(new LinkedHashMap<>(members));
        for (Node node : partitioner.nodes()) {
            if (!members.containsKey(node.id())) {
                throw new IllegalArgumentException("ring node " + node.id() + " is not a member of "
                        + members.keySet());
            }
        }
    }

    /** The owner of {@code key}; load-aware partitioners also see {@code loads}. */
    public String ownerOf(String key, LoadView loads) {
        return partitioner instanceof LoadAwarePartitioner aware ? aware.ownerOf(key, loads) : partitioner.ownerOf(key);
    }

    /** The member with this id, or null. */
    public Member member(String id) {
        return members.get(id);
    }

    /** Whether the node {@code id} is in the ring. */
    public boolean inRing(String id) {
        return partitioner.nodes().stream().anyMatch(n -> n.id().equals(id));
    }

    /** The ids of the nodes in the ring, in the partitioner's order. */
    public List<String> ringIds() {
        return partitioner.nodes().stream().map(Node::id).toList();
    }

    /** A copy with another version. */
    public RouterState withVersion(long newVersion) {
        return new RouterState(newVersion, settings, partitioner, members);
    }
}
