package io.hotshard.storeload;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

final class SettingsRegistryTest {

    @Test
    void requireKnown_misspelledRate_failsNamingTheNearestKnownName() {
        assertThatThrownBy(() -> SettingsRegistry.requireKnown(Map.of("hotshard.rat", "5", "hotshard.seed", "1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.rat is not a setting hotshard knows; did you mean hotshard.rate? "
                        + "(docs/simulations.md lists them all)");
        assertThatThrownBy(() -> SettingsRegistry.requireKnown(Map.of("hotshard.redis.master", "3")))
                .hasMessageStartingWith("hotshard.redis.master is not a setting hotshard knows; did you mean "
                        + "hotshard.redis.masters?");
    }

    @Test
    void requireKnown_knownNamesAndOtherProperties_passes() {
        assertThatCode(() -> SettingsRegistry.requireKnown(Map.of("hotshard.rate", "5", "hotshard.trace.queries",
                "q.jsonl", "hotshard.requireDocker", "true", "java.home", "/usr", "gatling.simulationClass", "X")))
                .doesNotThrowAnyException();
    }
}
