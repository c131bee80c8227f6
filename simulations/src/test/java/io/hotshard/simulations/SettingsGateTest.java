package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.storeload.KeySettings;
import io.hotshard.storeload.SimProperties;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class SettingsGateTest {

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<Integer> exits = new ArrayList<>();

    @Test
    void read_negativeRate_oneLineNamingPropertyValueAndRangeThenExit() {
        SimProperties props = new SimProperties(Map.of("hotshard.rate", "-5"));

        assertThatThrownBy(() -> SettingsGate.read(() -> SimulationSettings.from("ZipfianSimulation", props),
                new PrintStream(err, true, StandardCharsets.UTF_8), exits::add))
                .isInstanceOf(IllegalArgumentException.class);

        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("hotshard: hotshard.rate must be between 1 and 1000000 but was '-5'" + System.lineSeparator());
        assertThat(exits).containsExactly(SettingsGate.EXIT_CODE);
    }

    @Test
    void read_unknownLatencyModel_oneLineListingTheSyntax() {
        SimProperties props = new SimProperties(Map.of("hotshard.latency", "gaussian:mean=2ms"));

        assertThatThrownBy(() -> SettingsGate.read(() -> SimulationSettings.from("SmokeSimulation", props),
                new PrintStream(err, true, StandardCharsets.UTF_8), exits::add));

        String line = err.toString(StandardCharsets.UTF_8);
        assertThat(line.lines()).hasSize(1);
        assertThat(line).startsWith("hotshard: hotshard.latency must be none (no modelled time")
                .contains("but was 'gaussian:mean=2ms'").contains("gaussian");
        assertThat(exits).containsExactly(SettingsGate.EXIT_CODE);
    }

    @Test
    void read_goodSettings_returnedWithoutALineOrAnExit() {
        SimProperties props = new SimProperties(Map.of("hotshard.rate", "250"));

        SimulationSettings settings = SettingsGate.read(() -> SimulationSettings.from("SmokeSimulation", props),
                new PrintStream(err, true, StandardCharsets.UTF_8), exits::add);

        assertThat(settings.ratePerSecond()).isEqualTo(250);
        assertThat(err.size()).isZero();
        assertThat(exits).isEmpty();
    }

    @Test
    void read_unknownKeyDistribution_oneLineNamingThePropertyAndTheKnownOnes() {
        SimProperties props = new SimProperties(Map.of("hotshard.dist", "zipfain"));

        assertThatThrownBy(() -> SettingsGate.read(() -> KeySettings.generator(props,
                io.hotshard.keys.KeyRandom.fromSeed(1)), new PrintStream(err, true, StandardCharsets.UTF_8),
                exits::add));

        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith(
                "hotshard: hotshard.dist must be a key distribution but was 'zipfain': ").contains("zipfian");
        assertThat(exits).containsExactly(SettingsGate.EXIT_CODE);
    }
}
