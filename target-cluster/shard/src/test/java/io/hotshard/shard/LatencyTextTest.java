package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

final class LatencyTextTest {

    static Stream<Arguments> specs() {
        return Stream.of(
                Arguments.of("fixed:10ms", new FixedLatency(10_000)),
                Arguments.of("fixed:0us", new FixedLatency(0)),
                Arguments.of("exponential:mean=2ms", new ExponentialLatency(2_000)),
                Arguments.of("lognormal:p50=1ms,p99=20ms", new LogNormalLatency(1_000, 20_000)),
                Arguments.of("uniform:min=1ms,max=5ms", new UniformLatency(1_000, 5_000)),
                Arguments.of("bimodal:base=1ms,p=0.01,tail=100ms", new BimodalLatency(new FixedLatency(1_000), 0.01,
                        100_000)),
                Arguments.of("bimodal:base=(lognormal:p50=1ms,p99=5ms),p=0.05,tail=2s",
                        new BimodalLatency(new LogNormalLatency(1_000, 5_000), 0.05, 2_000_000)),
                Arguments.of("uniform:min=250us,max=1500us", new UniformLatency(250, 1_500)));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void parse_eachModel_buildsTheDistribution(String text, LatencySpec expected) {
        assertThat(LatencyText.parse(text)).isEqualTo(expected);
    }

    @ParameterizedTest
    @MethodSource("specs")
    void format_eachModel_parsesBackToAnEqualDistribution(String text, LatencySpec expected) {
        assertThat(LatencyText.parse(LatencyText.format(expected))).isEqualTo(expected);
    }

    @Test
    void parse_none_isNoModelledTime() {
        assertThat(LatencyText.parse(" none ")).isEqualTo(new FixedLatency(0));
        assertThat(LatencyText.parse("none").expectedMicros()).isZero();
    }

    @Test
    void parse_spacesAndCase_areTolerated() {
        assertThat(LatencyText.parse(" LogNormal: p50 = 1.5ms , p99 = 0.02s ")).isEqualTo(new LogNormalLatency(1_500,
                20_000));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "10ms|expected MODEL:PARAMETERS",
        "gamma:k=2|latency model must be one of [fixed, uniform, exponential, lognormal, bimodal] but was gamma",
        "fixed:10|duration must be a number and a unit (us, ms, s, m or h), e.g. 250ms, but was '10'",
        "lognormal:p50=1ms|lognormal needs p99=...",
        "lognormal:p50=1ms,p99=2ms,p90=1ms|lognormal takes p50=..., p99=... but got 'p90=1ms'",
        "uniform:min=5ms,max=1ms|maxMicros must be >= minMicros (5000) but was 1000",
        "exponential:mean=1ms,mean=2ms|exponential parameter mean is given twice",
        "bimodal:base=1ms,p=1.5,tail=9ms|tailProbability must be in [0, 1] but was 1.5",
        "bimodal:base=(fixed:1ms,p=0.1,tail=9ms|unbalanced '(': missing ')'",
        "fixed:0.5us|duration must be a whole number of microseconds below 2^63 but was '0.5us'"})
    void parse_badText_failsNamingTheProblem(String text, String message) {
        assertThatThrownBy(() -> LatencyText.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }

    @ParameterizedTest
    @CsvSource({"250us,250", "1.5ms,1500", "2s,2000000", "1m,60000000", "1h,3600000000", "0ms,0"})
    void durationMicros_units_scaleToMicroseconds(String text, long micros) {
        assertThat(DurationText.micros(text)).isEqualTo(micros);
        assertThat(DurationText.micros(DurationText.format(micros))).isEqualTo(micros);
    }
}
