package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.storeload.SimProperties;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class ReshardingDefaultsTest {

    private static SimulationSettings settings(Map<String, String> system) {
        SimProperties props = new SimProperties(system).withDefaults(ReshardingSimulation.defaults(new SimProperties(system)));
        return SimulationSettings.from("ReshardingSimulation", props);
    }

    @Test
    void defaults_noProperties_migrateTheFifthShardAt500KeysPerSecondOverThePreloadedKeys() {
        SimulationSettings settings = settings(Map.of());

        ChaosStep step = settings.chaos().steps().get(0);
        assertThat(step.action()).isEqualTo(ChaosAction.MIGRATE);
        assertThat(step.target()).isEqualTo("shard-4");
        assertThat(step.throttleKeysPerSecond()).isEqualTo(500);
        assertThat(step.offset()).hasSeconds(20);
        assertThat(settings.preload().keys()).isEqualTo(6000);
        assertThat(settings.parameters()).containsEntry("hotshard.items", "6000");
        assertThat(settings.cluster().shards()).isEqualTo(4);
    }

    @Test
    void defaults_throttleZero_addsTheShardPlainly() {
        ChaosPlan plan = settings(Map.of("hotshard.migrate.throttle", "0", "hotshard.shards", "6",
                "hotshard.migrate.at", "12s")).chaos();

        assertThat(plan.steps()).extracting(ChaosStep::label).containsExactly("add shard-6");
        assertThat(plan.steps().get(0).offset()).hasSeconds(12);
        assertThat(plan.migrates()).isFalse();
    }

    @Test
    void defaults_itemsGiven_preloadsThatManyKeys() {
        assertThat(settings(Map.of("hotshard.items", "2500")).preload().keys()).isEqualTo(2500);
    }

    @Test
    void defaults_negativeThrottle_failsNamingTheValue() {
        assertThatThrownBy(() -> settings(Map.of("hotshard.migrate.throttle", "-1")))
                .hasMessageContaining("hotshard.migrate.throttle").hasMessageContaining("-1");
    }
}
