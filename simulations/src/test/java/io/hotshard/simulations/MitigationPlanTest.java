package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.router.mitigate.MitigationKind;
import io.hotshard.storeload.KeySettings;
import io.hotshard.storeload.SimProperties;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class MitigationPlanTest {

    private static MitigationPlan plan(Map<String, String> values) {
        SimProperties props = new SimProperties(values);
        return MitigationPlan.from(props, KeySettings.hotKeys(props));
    }

    @Test
    void from_noProperty_isInactiveAndSwitchesEveryMitigationOff() {
        MitigationPlan plan = plan(Map.of());
        assertThat(plan.active()).isFalse();
        assertThat(plan.patch().fieldNames()).containsExactlyInAnyOrder("cache", "salting", "split", "replicas",
                "bounded", "hedging", "adaptive");
        assertThat(plan.patch().getJsonObject("replicas").getBoolean("enabled")).isFalse();
    }

    @Test
    void from_cacheOnCelebrityWorkload_cachesTheCelebrityKeys() {
        MitigationPlan plan = plan(Map.of("hotshard.mitigation", "cache", "hotshard.dist", "celebrity",
                "hotshard.celebrities", "2", "hotshard.cache.ttl", "250ms", "hotshard.cache.writePolicy", "update"));
        JsonObject cache = plan.patch().getJsonObject("cache");
        assertThat(plan.keys()).containsExactly("key0", "key1");
        assertThat(cache.getBoolean("enabled")).isTrue();
        assertThat(cache.getLong("ttlMillis")).isEqualTo(250);
        assertThat(cache.getJsonArray("keys")).containsExactly("key0", "key1");
        assertThat(cache.getString("writePolicy")).isEqualTo("update");
    }

    @Test
    void from_splitWithListedKeys_pinsThemToTheDedicatedShard() {
        MitigationPlan plan = plan(Map.of("hotshard.mitigation", "split", "hotshard.mitigation.keys", "a, b",
                "hotshard.split.concurrency", "8"));
        assertThat(plan.splitShard()).isEqualTo(MitigationPlan.DEDICATED_SHARD);
        assertThat(plan.splitConcurrency()).isEqualTo(8);
        assertThat(plan.patch().getJsonObject("split").getJsonObject("pins").getMap())
                .containsOnly(Map.entry("a", MitigationPlan.DEDICATED_SHARD), Map.entry("b", MitigationPlan.DEDICATED_SHARD));
    }

    @Test
    void from_perKeyMitigationOnUniformWorkload_failsAskingForKeys() {
        assertThatThrownBy(() -> plan(Map.of("hotshard.mitigation", "replicas", "hotshard.dist", "uniform")))
                .hasMessage("hotshard.mitigation=replicas needs keys: give hotshard.mitigation.keys=k1,k2");
    }

    @Test
    void from_unknownMitigation_failsListingTheKnownNames() {
        assertThatThrownBy(() -> plan(Map.of("hotshard.mitigation", "magic")))
                .hasMessage("hotshard.mitigation must be one of none, cache, salting, split, replicas, bounded, "
                        + "hedging, adaptive but was magic");
    }

    @Test
    void from_badSaltingMode_failsNamingTheValue() {
        assertThatThrownBy(() -> plan(Map.of("hotshard.mitigation", "salting", "hotshard.dist", "celebrity",
                "hotshard.salting.readMode", "all")))
                .hasMessage("hotshard.salting.readMode must be merge or one but was all");
    }

    @Test
    void from_valuesTheRouterRefuses_refusedHereWithTheRoutersLimits() {
        assertThatThrownBy(() -> plan(Map.of("hotshard.mitigation", "replicas", "hotshard.dist", "celebrity",
                "hotshard.replicas.count", "20")))
                .hasMessage("hotshard.replicas.count must be between 2 and 16 but was '20'");
        assertThatThrownBy(() -> plan(Map.of("hotshard.mitigation", "adaptive", "hotshard.detection.topK", "5000")))
                .hasMessage("hotshard.detection.topK must be between 1 and 1000 but was '5000'");
        assertThatThrownBy(() -> plan(Map.of("hotshard.mitigation", "hedging", "hotshard.hedging.percentile", "0.5")))
                .hasMessage("hotshard.hedging.percentile must be between 1 and 99.99 but was '0.5'");
        assertThat(plan(Map.of("hotshard.mitigation", "bounded", "hotshard.bounded.epsilon", "50")).patch()
                .getJsonObject("bounded").getDouble("epsilon")).isEqualTo(50.0);
        assertThatThrownBy(() -> plan(Map.of("hotshard.mitigation", "bounded", "hotshard.bounded.epsilon", "0")))
                .hasMessage("hotshard.bounded.epsilon must be above 0 and at most 100 but was '0.0'");
    }

    @Test
    void hotKeys_zipfianTopRanks_areTheMostPopularRanks() {
        assertThat(KeySettings.hotKeys(new SimProperties(Map.of("hotshard.dist", "zipfian",
                "hotshard.mitigation.topKeys", "3")))).containsExactly("key0", "key1", "key2");
        assertThat(KeySettings.hotKeys(new SimProperties(Map.of("hotshard.dist", "uniform")))).isEqualTo(List.of());
    }

    @Test
    void costOf_hedging_countsTheRunsDifferencesOnly() {
        MitigationCounts start = MitigationCounts.fromJson(new JsonObject(
                "{\"hedging\":{\"candidates\":10,\"sent\":2,\"won\":1,\"cancelled\":2}}"));
        MitigationCounts end = MitigationCounts.fromJson(new JsonObject(
                "{\"hedging\":{\"candidates\":110,\"sent\":9,\"won\":5,\"cancelled\":9}}"));
        JsonObject cost = MitigationCost.of(MitigationKind.HEDGING, start, end);
        assertThat(cost.getLong("hedgeCandidates")).isEqualTo(100);
        assertThat(cost.getLong("hedgesSent")).isEqualTo(7);
        assertThat(cost.getLong("extraShardRequests")).isEqualTo(7);
        assertThat(cost.getLong("hedgesWon")).isEqualTo(4);
    }
}
