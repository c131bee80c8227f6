package io.hotshard.router.mitigate;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class AdaptiveControllerTest {

    private static MitigationState state(String adaptive, Map<String, MitigationKind> keys) {
        return new MitigationState(MitigationSettings.defaults().patched(new JsonObject(
                "{\"adaptive\":" + adaptive + "}")), keys);
    }

    private static HotKey key(String key, double rate) {
        return new HotKey(key, (long) rate * 10, 0, rate);
    }

    @Test
    void round_keyAtHotRate_getsTheConfiguredMitigation() {
        MitigationState state = state("{\"enabled\":true,\"mitigation\":\"replicas\",\"hotPerSecond\":200}", Map.of());
        AdaptiveController.Round round = AdaptiveController.round(state,
                List.of(key("a", 250), key("b", 200), key("c", 199.9)));

        assertThat(round.added()).containsOnly(Map.entry("a", MitigationKind.REPLICAS),
                Map.entry("b", MitigationKind.REPLICAS));
        assertThat(round.after()).containsOnlyKeys("a", "b");
        assertThat(round.lines(List.of(key("a", 250)))).contains("key 'a' at 250.0/s: replicas applied");
    }

    @Test
    void round_rateBetweenCoolAndHot_keepsAKeyUntilItFallsBelowCool() {
        MitigationState state = state("{\"enabled\":true,\"hotPerSecond\":200,\"coolPerSecond\":100}",
                Map.of("a", MitigationKind.CACHE, "b", MitigationKind.SALTING, "c", MitigationKind.SALTING));
        AdaptiveController.Round round = AdaptiveController.round(state, List.of(key("a", 150), key("b", 99)));

        assertThat(round.removed()).containsOnlyKeys("b", "c");
        assertThat(round.after()).containsExactly(Map.entry("a", MitigationKind.CACHE));
        assertThat(round.added()).isEmpty();
    }

    @Test
    void round_adaptiveOff_removesEveryAdaptiveKeyAndAddsNone() {
        MitigationState state = state("{\"enabled\":false}", Map.of("a", MitigationKind.SALTING));
        AdaptiveController.Round round = AdaptiveController.round(state, List.of(key("a", 1_000), key("z", 1_000)));

        assertThat(round.removed()).containsOnlyKeys("a");
        assertThat(round.after()).isEmpty();
        assertThat(round.changed()).isTrue();
    }

    @Test
    void round_nothingHotNothingMitigated_changesNothing() {
        AdaptiveController.Round round = AdaptiveController.round(state("{\"enabled\":true}", Map.of()),
                List.of(key("a", 10)));
        assertThat(round.changed()).isFalse();
    }
}
