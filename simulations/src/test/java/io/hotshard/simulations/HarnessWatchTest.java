package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.storeload.SimProperties;
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

            // One probe in ten 50 ms late: a stall that sends the requests due meanwhile together.
            JsonObject section = watch.finish(lags(100, 10, 50_000_000L), 0.5);

            assertThat(section.getBoolean("distorted")).isTrue();
            assertThat(section.getBoolean("loopsProbed")).isTrue();
            assertThat(section.getLong("sendLagP99Micros")).isEqualTo(50_000L);
            assertThat(section.getDouble("sendLagMeanMicros")).isEqualTo(5_000.0);
            assertThat(section.getDouble("sendLagBurstMicros")).isEqualTo(4_600.0);
            assertThat(section.getDouble("busiestUtilisation")).isEqualTo(0.5);
            assertThat(section.getString("line")).startsWith("this run's latencies include")
                    .contains("×1.0 through the busiest queue at utilisation 0.50");
            assertThat(section.getJsonObject("thresholds").getDouble("lagShareOfService")).isEqualTo(0.10);
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get();
        }
    }

    @Test
    void finish_externalTargetAndShortLags_loopsNotProbedAndNothingAdded() {
        HarnessWatch watch = HarnessWatch.start(null, 4_000);

        JsonObject section = watch.finish(lags(100, 50, 300_000L), Double.NaN);

        assertThat(section.getBoolean("loopsProbed")).isFalse();
        assertThat(section.getLong("loopDelayP99Micros")).isZero();
        assertThat(section.getDouble("sendLagBurstMicros")).isZero();
        assertThat(section.getDouble("addedMillis")).isZero();
        assertThat(section.getJsonArray("reasons").stream().map(String::valueOf))
                .allSatisfy(reason -> assertThat(reason).doesNotContain("added on the mean"));
        assertThat(section.getValue("busiestUtilisation")).isNull();
    }

    /** {@code probes} probes 10 ms apart, every {@code every}-th one {@code lateNanos} late. */
    private static ScheduleLag lags(int probes, int every, long lateNanos) {
        ScheduleLag lag = new ScheduleLag(10_000_000);
        for (int k = 0; k < probes; k++) {
            lag.arrived(k * 10_000_000L + (k % every == every - 1 ? lateNanos : 0));
        }
        return lag;
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
