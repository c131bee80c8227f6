package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.vertx.core.json.JsonObject;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.apache.commons.math3.distribution.LogNormalDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

final class LatencyModelTest {

    static Stream<LatencySpec> everyModel() {
        return Stream.of(new FixedLatency(1_500), new UniformLatency(100, 900), new ExponentialLatency(2_000),
                new LogNormalLatency(1_000, 25_000),
                new BimodalLatency(new LogNormalLatency(800, 4_000), 0.02, 150_000));
    }

    @Test
    void everyModel_coversTheRegistry() {
        assertThat(everyModel().map(LatencySpec::model)).containsExactlyInAnyOrder(LatencyModel.values());
    }

    @ParameterizedTest
    @MethodSource("everyModel")
    void parse_toJsonOfEveryModel_roundTrips(LatencySpec spec) {
        JsonObject json = new JsonObject(spec.toJson().encode());
        assertThat(LatencyModel.parse(json, "latency.")).isEqualTo(spec);
    }

    @ParameterizedTest
    @MethodSource("everyModel")
    void sampleMicros_everyModel_isFiniteAndNonNegative(LatencySpec spec) {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 10_000; i++) {
            assertThat(spec.sampleMicros(random)).isFinite().isGreaterThanOrEqualTo(0.0);
        }
    }

    @ParameterizedTest
    @EnumSource(LatencyModel.class)
    void byName_upperCaseName_findsModel(LatencyModel model) {
        assertThat(LatencyModel.byName(model.modelName().toUpperCase(java.util.Locale.ROOT))).isEqualTo(model);
    }

    @Test
    void byName_unknown_failsListingKnownNames() {
        assertThatThrownBy(() -> LatencyModel.byName("pareto"))
                .hasMessage("latency model must be one of [fixed, uniform, exponential, lognormal, bimodal]"
                        + " but was pareto");
    }

    @Test
    void parse_unknownField_failsNamingIt() {
        JsonObject json = new JsonObject().put("model", "fixed").put("micros", 5).put("jitter", 1);
        assertThatThrownBy(() -> LatencyModel.parse(json, "latency."))
                .hasMessageStartingWith("unknown field latency.jitter");
    }

    @Test
    void parse_badNestedValue_failsWithFullPath() {
        JsonObject json = new JsonObject().put("model", "bimodal").put("tailProbability", 0.1).put("tailMicros", 9)
                .put("base", new JsonObject().put("model", "uniform").put("minMicros", 10).put("maxMicros", 5));
        assertThatThrownBy(() -> LatencyModel.parse(json, "latency."))
                .hasMessage("latency.base.maxMicros must be >= minMicros (10) but was 5");
    }

    @Test
    void parse_fractionalMicros_failsNamingValue() {
        JsonObject json = new JsonObject().put("model", "exponential").put("meanMicros", 2.5);
        assertThatThrownBy(() -> LatencyModel.parse(json, "latency."))
                .hasMessage("latency.meanMicros must be an integer but was 2.5");
    }

    @Test
    void logNormal_fromPercentiles_derivesMuSigmaThatReproduceThem() {
        LogNormalLatency spec = new LogNormalLatency(2_000, 20_000);

        assertThat(spec.mu()).isCloseTo(Math.log(2_000), within(1e-12));
        assertThat(spec.sigma()).isCloseTo(Math.log(10) / 2.3263478740408408, within(1e-12));
        LogNormalDistribution exact = new LogNormalDistribution(spec.mu(), spec.sigma());
        assertThat(exact.inverseCumulativeProbability(0.5)).isCloseTo(2_000, within(1e-6));
        assertThat(exact.inverseCumulativeProbability(0.99)).isCloseTo(20_000, within(1e-3));
        assertThat(spec.expectedMicros()).isCloseTo(exact.getNumericalMean(), within(1e-6));
    }

    @Test
    void logNormal_p99BelowP50_failsNamingBoth() {
        assertThatThrownBy(() -> new LogNormalLatency(5_000, 4_000))
                .hasMessage("p99Micros must be >= p50Micros (5000) but was 4000");
    }
}
