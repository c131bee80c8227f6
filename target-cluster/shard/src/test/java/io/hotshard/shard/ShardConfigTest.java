package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class ShardConfigTest {

    private final ShardConfig base = ShardConfig.defaults("shard-0");

    @Test
    void fromJson_encodedAndDecoded_roundTrips() {
        ShardConfig config = new ShardConfig("s1", 8081, 4, 16,
                new BimodalLatency(new UniformLatency(10, 20), 0.25, 9_000), 1.5, 0.01, Long.MAX_VALUE);

        assertThat(ShardConfig.fromJson(new JsonObject(config.toJson().encode()))).isEqualTo(config);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"concurrency\":0}                       | concurrency must be >= 1 but was 0",
        "{\"queueCapacity\":-1}                    | queueCapacity must be >= 0 but was -1",
        "{\"errorRate\":1.5}                       | errorRate must be in [0, 1] but was 1.5",
        "{\"slownessMultiplier\":-2}               | slownessMultiplier must be finite and >= 0 but was -2.0",
        "{\"concurrency\":\"four\"}                | concurrency must be a number but was \"four\"",
        "{\"concurrency\":2.5}                     | concurrency must be an integer but was 2.5",
        "{\"latency\":{\"model\":\"fixed\",\"micros\":-5}} | latency.micros must be >= 0 but was -5",
        "{\"latency\":{\"model\":\"gamma\"}}       | latency.model must be one of "
                + "[fixed, uniform, exponential, lognormal, bimodal] but was gamma",
        "{\"latency\":{\"model\":\"fixed\"}}       | latency.micros is required",
        "{\"id\":\"shard-9\"}                      | id cannot change at runtime (is shard-0) but was shard-9",
        "{\"port\":1234}                           | port cannot change at runtime (is 0) but was 1234",
    })
    void patched_badValue_failsNamingFieldAndValue(String patch, String message) {
        assertThatThrownBy(() -> base.patched(new JsonObject(patch)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void patched_unknownField_failsNamingItAndListingKnownOnes() {
        assertThatThrownBy(() -> base.patched(new JsonObject().put("colour", "red")))
                .hasMessageStartingWith("unknown field colour; known fields are [concurrency, errorRate, id,");
    }

    @Test
    void patched_latency_replacesTheWholeModel() {
        ShardConfig next = base.patched(new JsonObject().put("concurrency", 3)
                .put("latency", new JsonObject().put("model", "exponential").put("meanMicros", 700)));

        assertThat(next.concurrency()).isEqualTo(3);
        assertThat(next.latency()).isEqualTo(new ExponentialLatency(700));
        assertThat(next.queueCapacity()).isEqualTo(base.queueCapacity());
    }

    @Test
    void constructor_badId_failsNamingValue() {
        assertThatThrownBy(() -> ShardConfig.defaults("has space"))
                .hasMessage("id must match [A-Za-z0-9_.-]{1,64} but was has space");
    }

    @Test
    void fromJson_missingField_failsNamingIt() {
        JsonObject json = base.toJson();
        json.remove("seed");
        assertThatThrownBy(() -> ShardConfig.fromJson(json)).hasMessage("seed is required");
    }
}
