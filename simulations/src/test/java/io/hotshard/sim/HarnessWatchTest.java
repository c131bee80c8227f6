package io.hotshard.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class HarnessWatchTest {

    @Test
    void finish_scheduleLagFarAboveTheServiceTime_sectionSaysDistortedInOneLine() throws Exception {
        Vertx vertx = Vertx.vertx();
        try {
            HarnessWatch watch = HarnessWatch.start(vertx, 4_000);
            Thread.sleep(200);

            JsonObject section = watch.finish(new JsonObject().put("p99Micros", 50_000L).put("maxMicros", 80_000L));

            assertThat(section.getBoolean("distorted")).isTrue();
            assertThat(section.getBoolean("loopsProbed")).isTrue();
            assertThat(section.getLong("sendLagP99Micros")).isEqualTo(50_000L);
            assertThat(section.getString("line")).startsWith("this run's latencies include")
                    .contains("generator send lag p99 50.00 ms > 400 µs");
            assertThat(section.getJsonObject("thresholds").getDouble("lagShareOfService")).isEqualTo(0.10);
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get();
        }
    }

    @Test
    void finish_externalTargetAndNoLag_loopsNotProbed() {
        HarnessWatch watch = HarnessWatch.start(null, 4_000);

        JsonObject section = watch.finish(new JsonObject().put("p99Micros", 100L).put("maxMicros", 300L));

        assertThat(section.getBoolean("loopsProbed")).isFalse();
        assertThat(section.getLong("loopDelayP99Micros")).isZero();
        assertThat(section.getJsonArray("reasons").stream().map(String::valueOf))
                .allSatisfy(reason -> assertThat(reason).doesNotContain("send lag"));
    }

    @Test
    void arrivalProcess_fromProperties_defaultsToUniformAndRejectsUnknownNames() {
        assertThat(ArrivalProcess.from(new SimProperties(Map.of()))).isEqualTo(ArrivalProcess.UNIFORM);
        assertThat(ArrivalProcess.from(new SimProperties(Map.of("hotshard.arrivals", "Poisson"))))
                .isEqualTo(ArrivalProcess.POISSON);
        assertThatThrownBy(() -> ArrivalProcess.from(new SimProperties(Map.of("hotshard.arrivals", "bursty"))))
                .hasMessage("hotshard.arrivals must be one of [uniform, poisson] but was bursty");
    }
}
