package io.hotshard.router.mitigate;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.LoadView;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class KeyPlannerTest {

    private static final LoadView IDLE = new LoadView() {
        @Override
        public long loadOf(String nodeId) {
            return 0;
        }

        @Override
        public long totalLoad() {
            return 0;
        }
    };

    private final KeyPlanner planner = new KeyPlanner();
    private final RouterState state = state();

    private static RouterState state() {
        Map<String, Member> members = new LinkedHashMap<>();
        for (int i = 0; i < 4; i++) {
            members.put("s" + i, new Member(ShardSpec.of("s" + i, "http://127.0.0.1:" + (9000 + i)), true));
        }
        members.put("d0", new Member(ShardSpec.of("d0", "http://127.0.0.1:9100"), true, false));
        PartitionerSettings settings = PartitionerSettings.defaults();
        return new RouterState(1, settings, settings.create(members.values().stream().filter(Member::ringMember)
                .map(m -> m.spec().node()).toList()), members);
    }

    private KeyPlan plan(String patch, String key, String method) {
        MitigationState mitigations = new MitigationState(MitigationSettings.defaults().patched(new JsonObject(patch)),
                Map.of());
        return planner.plan(mitigations, state, key, method, "/kv/" + key, IDLE);
    }

    @Test
    void plan_noMitigation_ringOwnerWithTheRequestUri() {
        KeyPlan plan = plan("{}", "k", "GET");
        assertThat(plan.mitigation()).isEqualTo(KeyPlan.Applied.NONE);
        assertThat(plan.legs()).containsExactly(KeyPlan.Leg.of(state.partitioner().ownerOf("k"), "/kv/k"));
        assertThat(plan.cacheable()).isFalse();
    }

    @Test
    void plan_pinnedAndSaltedKey_pinWins() {
        KeyPlan plan = plan("{\"split\":{\"enabled\":true,\"pins\":{\"k\":\"d0\"}},"
                + "\"salting\":{\"enabled\":true,\"keys\":[\"k\"]}}", "k", "PUT");
        assertThat(plan.mitigation()).isEqualTo(KeyPlan.Applied.SPLIT);
        assertThat(plan.legs()).containsExactly(KeyPlan.Leg.of("d0", "/kv/k"));
    }

    @Test
    void plan_replicatedRead_hedgesToAnotherReplica() {
        KeyPlan plan = plan("{\"replicas\":{\"enabled\":true,\"keys\":[\"k\"],\"replicas\":3}}", "k", "GET");
        KeyPlan.Leg leg = plan.legs().get(0);
        assertThat(state.partitioner().preferenceList("k", 3)).contains(leg.primary().shardId(),
                leg.hedge().shardId());
        assertThat(leg.hedge().shardId()).isNotEqualTo(leg.primary().shardId());
    }

    @Test
    void plan_saltedOneModeRead_hedgesToAnotherSalt() {
        KeyPlan plan = plan("{\"salting\":{\"enabled\":true,\"keys\":[\"k\"],\"readMode\":\"one\"}}", "k", "GET");
        assertThat(plan.legs()).hasSize(1);
        assertThat(plan.legs().get(0).hedge().uri()).isNotEqualTo(plan.legs().get(0).primary().uri());
    }

    @Test
    void plan_cacheOnlyForGetsOfCoveredKeys() {
        assertThat(plan("{\"cache\":{\"enabled\":true}}", "k", "GET").cacheable()).isTrue();
        assertThat(plan("{\"cache\":{\"enabled\":true}}", "k", "PUT").cacheable()).isTrue();
        assertThat(plan("{\"cache\":{\"enabled\":true,\"keys\":[\"x\"]}}", "k", "GET").cacheable()).isFalse();
    }

    @Test
    void plan_adaptiveKey_mitigatedThoughTheMitigationIsOff() {
        MitigationState adaptive = new MitigationState(MitigationSettings.defaults(),
                Map.of("k", MitigationKind.SALTING));
        KeyPlan plan = planner.plan(adaptive, state, "k", "GET", "/kv/k", IDLE);
        assertThat(plan.mitigation()).isEqualTo(KeyPlan.Applied.SALTING);
        assertThat(plan.legs()).hasSize(4);
        assertThat(plan.combine()).isEqualTo(KeyPlan.Combine.MERGE);
    }

    @Test
    void saltedUri_keyWithReservedCharacters_isPathEncoded() {
        assertThat(KeyPlanner.saltedUri("a b/c+d", 2)).isEqualTo("/kv/a%20b%2Fc%2Bd%232");
    }
}
