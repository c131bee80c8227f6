package io.hotshard.router.membership;

import io.hotshard.ring.Partitioner;
import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.migrate.StagedNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The membership changes of an online migration as pure functions, like {@link Transitions}: a node becomes a
 * member outside the ring (staged), later joins it with the ring computed when it was staged (cutover), or is
 * forgotten (abandoned).
 */
final class MigrationTransitions {

    private MigrationTransitions() {
    }

    /** The node as a member outside the ring, with the same checks as an add (409 taken id or URL, 403). */
    static StagedNode stage(RouterState state, ShardSpec spec, boolean allowRemoteShards) {
        RouterState added = Transitions.add(state, spec, allowRemoteShards);
        return new StagedNode(spec, state.partitioner(), added.partitioner());
    }

    /** {@code state} with the staged node as a member, the ring unchanged. */
    static RouterState withMember(RouterState state, ShardSpec spec) {
        Map<String, Member> members = new LinkedHashMap<>(state.members());
        members.put(spec.id(), new Member(spec, true));
        return new RouterState(state.version(), state.settings(), state.partitioner(), members);
    }

    /** The ring switched to {@code staged.next()}; refused with 409 if the ring is no longer the staged base. */
    static RouterState cutover(RouterState state, StagedNode staged) {
        if (state.member(staged.id()) == null) {
            throw new AdminRejection(409, "node '" + staged.id() + "' is no longer a member; the migration cannot"
                    + " switch the ring to it");
        }
        Partitioner base = staged.base();
        if (state.partitioner() != base) {
            throw new AdminRejection(409, "the ring changed during the migration of node '" + staged.id()
                    + "' (now " + state.ringIds() + "); kept it");
        }
        return new RouterState(state.version(), state.settings(), staged.next(), state.members());
    }

    /** Marks a staged node up without putting it in the ring, as {@link Transitions#markUp} would. */
    static RouterState markUp(RouterState state, String nodeId) {
        Member member = state.member(nodeId);
        if (member == null || member.up()) {
            return state;
        }
        Map<String, Member> members = new LinkedHashMap<>(state.members());
        members.put(nodeId, member.withUp(true));
        return new RouterState(state.version(), state.settings(), state.partitioner(), members);
    }
}
