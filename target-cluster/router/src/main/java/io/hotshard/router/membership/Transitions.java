package io.hotshard.router.membership;

import io.hotshard.ring.Partitioner;
import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The membership changes as pure functions from one {@link RouterState} to the next. A refused change throws
 * {@link AdminRejection} before anything is built, so the current state is never touched; an unchanged state
 * is returned as the same instance.
 */
final class Transitions {

    private Transitions() {
    }

    /** Adds a shard at the end of the ring; it starts up and the health probes correct that if needed. */
    static RouterState add(RouterState state, ShardSpec spec, boolean allowRemoteShards) {
        return add(state, spec, allowRemoteShards, true);
    }

    /**
     * Adds a shard, at the end of the ring or, with {@code inRing} false, as a dedicated member the partitioner
     * never chooses (reached through pins).
     */
    static RouterState add(RouterState state, ShardSpec spec, boolean allowRemoteShards, boolean inRing) {
        if (state.member(spec.id()) != null) {
            throw new AdminRejection(409, "node '" + spec.id() + "' already exists; remove it first or choose"
                    + " another id");
        }
        for (Member member : state.members().values()) {
            if (member.url().host().equals(spec.url().host()) && member.url().port() == spec.url().port()) {
                throw new AdminRejection(409, "url " + spec.url() + " already serves node '" + member.id() + "'");
            }
        }
        if (!allowRemoteShards && !spec.url().isLoopback()) {
            throw new AdminRejection(403, spec.remoteRefusal());
        }
        Partitioner next = inRing ? state.partitioner().withNode(spec.node()) : state.partitioner();
        Map<String, Member> members = new LinkedHashMap<>(state.members());
        members.put(spec.id(), new Member(spec, true, inRing));
        return new RouterState(state.version(), state.settings(), next, members);
    }

    /** Forgets a shard, taking it out of the ring if it is there; the last node of the ring stays. */
    static RouterState remove(RouterState state, String nodeId) {
        if (state.member(nodeId) == null) {
            throw new AdminRejection(404, "unknown node '" + nodeId + "'; nodes are " + state.members().keySet());
        }
        Partitioner next = state.partitioner();
        if (state.inRing(nodeId)) {
            if (next.nodes().size() == 1) {
                throw new AdminRejection(409, "cannot remove '" + nodeId + "': it is the last node in the ring");
            }
            next = next.withoutNode(nodeId);
        }
        Map<String, Member> members = new LinkedHashMap<>(state.members());
        members.remove(nodeId);
        return new RouterState(state.version(), state.settings(), next, members);
    }

    /** Rebuilds the partitioner over the nodes now in the ring with other settings. */
    static RouterState switchPartitioner(RouterState state, PartitionerSettings settings) {
        Partitioner next = settings.create(state.partitioner().nodes());
        return new RouterState(state.version(), settings, next, state.members());
    }

    /** Marks a shard down; with {@code evict} it also leaves the ring unless it is the ring's last node. */
    static RouterState markDown(RouterState state, String nodeId, boolean evict) {
        Member member = state.member(nodeId);
        if (member == null || !member.up()) {
            return state;
        }
        Partitioner next = state.partitioner();
        if (evict && state.inRing(nodeId) && next.nodes().size() > 1) {
            next = next.withoutNode(nodeId);
        }
        Map<String, Member> members = new LinkedHashMap<>(state.members());
        members.put(nodeId, member.withUp(false));
        return new RouterState(state.version(), state.settings(), next, members);
    }

    /**
     * Marks a shard up and puts it back in the ring if it had left; with {@code evict}, down shards that had to
     * stay as the ring's last node now leave it.
     */
    static RouterState markUp(RouterState state, String nodeId, boolean evict) {
        Member member = state.member(nodeId);
        if (member == null || member.up()) {
            return state;
        }
        Partitioner next = state.partitioner();
        if (member.ringMember() && !state.inRing(nodeId)) {
            next = next.withNode(member.spec().node());
        }
        Map<String, Member> members = new LinkedHashMap<>(state.members());
        members.put(nodeId, member.withUp(true));
        if (evict) {
            for (Member other : members.values()) {
                boolean inRing = next.nodes().stream().anyMatch(n -> n.id().equals(other.id()));
                if (!other.up() && inRing && next.nodes().size() > 1) {
                    next = next.withoutNode(other.id());
                }
            }
        }
        return new RouterState(state.version(), state.settings(), next, members);
    }
}
