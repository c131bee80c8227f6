package io.hotshard.router.membership;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class TransitionsTest {

    private static RouterState state(String... ids) {
        Map<String, Member> members = new LinkedHashMap<>();
        for (int i = 0; i < ids.length; i++) {
            members.put(ids[i], new Member(ShardSpec.of(ids[i], "http://127.0.0.1:" + (9000 + i)), true));
        }
        PartitionerSettings settings = PartitionerSettings.defaults();
        return new RouterState(1, settings,
                settings.create(members.values().stream().map(m -> m.spec().node()).toList()), members);
    }

    @Test
    void markDown_evictAllNodes_lastNodeStaysInRing() {
        RouterState s = state("a", "b");
        s = Transitions.markDown(s, "a", true);
        s = Transitions.markDown(s, "b", true);
        assertThat(s.ringIds()).containsExactly("b");
        assertThat(s.members().values()).noneMatch(Member::up);
    }

    @Test
    void markUp_afterAllDown_readmitsAndEvictsTheDownLastNode() {
        RouterState s = Transitions.markDown(Transitions.markDown(state("a", "b", "c"), "a", true), "b", true);
        s = Transitions.markDown(s, "c", true);
        assertThat(s.ringIds()).containsExactly("c");
        s = Transitions.markUp(s, "a", true);
        assertThat(s.ringIds()).containsExactly("a");
        assertThat(s.member("a").up()).isTrue();
    }

    @Test
    void markDown_keep_onlyFlagChangesPartitionerSame() {
        RouterState before = state("a", "b");
        RouterState after = Transitions.markDown(before, "a", false);
        assertThat(after.partitioner()).isSameAs(before.partitioner());
        assertThat(after.member("a").up()).isFalse();
        assertThat(Transitions.markDown(after, "a", false)).as("already down").isSameAs(after);
        assertThat(Transitions.markUp(before, "a", false)).as("already up").isSameAs(before);
        assertThat(Transitions.markDown(before, "zz", true)).as("unknown").isSameAs(before);
    }

    @Test
    void remove_evictedDownNode_dropsMemberRingUnchanged() {
        RouterState s = Transitions.markDown(state("a", "b", "c"), "b", true);
        RouterState removed = Transitions.remove(s, "b");
        assertThat(removed.partitioner()).isSameAs(s.partitioner());
        assertThat(removed.members().keySet()).containsExactly("a", "c");
    }

    @Test
    void add_badInputs_rejectedWithStatus() {
        RouterState s = state("a");
        assertThatThrownBy(() -> Transitions.add(s, ShardSpec.of("a", "http://127.0.0.1:1"), false))
                .isInstanceOfSatisfying(AdminRejection.class, r -> assertThat(r.status()).isEqualTo(409));
        assertThatThrownBy(() -> Transitions.add(s, ShardSpec.of("b", "http://10.0.0.9:1"), false))
                .isInstanceOfSatisfying(AdminRejection.class, r -> assertThat(r.status()).isEqualTo(403));
        assertThat(Transitions.add(s, ShardSpec.of("b", "http://10.0.0.9:1"), true).ringIds())
                .isEqualTo(List.of("a", "b"));
    }

    @Test
    void markUp_dedicatedMemberOutsideRing_staysOutsideRing() {
        RouterState s = Transitions.add(state("a", "b"), ShardSpec.of("d", "http://127.0.0.1:9100"), false, false);
        assertThat(s.ringIds()).containsExactly("a", "b");
        assertThat(s.member("d").ringMember()).isFalse();
        s = Transitions.markDown(s, "d", true);
        s = Transitions.markUp(s, "d", true);
        assertThat(s.member("d").up()).isTrue();
        assertThat(s.ringIds()).containsExactly("a", "b");
        assertThat(Transitions.remove(s, "d").members()).doesNotContainKey("d");
    }
}
