package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.storeload.SimProperties;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class ClientShapeTest {

    @Test
    void from_nothingSet_defaults() {
        ClientShape client = ClientShape.from(new SimProperties(Map.of()));

        assertThat(client.maxConnections()).isEqualTo(512);
        assertThat(client.clientTimeout()).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void from_valuesSet_readsThem() {
        ClientShape client = ClientShape.from(new SimProperties(Map.of("hotshard.maxConnections", "64",
                "hotshard.clientTimeout", "2s", "hotshard.requestTimeout", "20s")));

        assertThat(client).isEqualTo(new ClientShape(64, Duration.ofSeconds(2), ArrivalProcess.UNIFORM));
    }

    @Test
    void from_capBelowOne_failsNamingTheValue() {
        assertThatThrownBy(() -> ClientShape.from(new SimProperties(Map.of("hotshard.maxConnections", "0"))))
                .hasMessage("hotshard.maxConnections must be between 1 and 1000000 but was '0'");
        assertThatThrownBy(() -> ClientShape.from(new SimProperties(Map.of("hotshard.maxConnections", "many"))))
                .hasMessage("hotshard.maxConnections is not a number but was 'many'");
    }

    @Test
    void constructor_capBelowOne_failsNamingTheValue() {
        assertThatThrownBy(() -> new ClientShape(-3, Duration.ofSeconds(1), ArrivalProcess.UNIFORM))
                .hasMessage("hotshard.maxConnections must be >= 1 but was -3");
    }
}
