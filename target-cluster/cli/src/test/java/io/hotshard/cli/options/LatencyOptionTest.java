package io.hotshard.cli.options;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.shard.LogNormalLatency;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

final class LatencyOptionTest {

    @Test
    void convert_validText_buildsTheDistribution() {
        assertThat(new LatencyOption().convert("lognormal:p50=1ms,p99=20ms")).isEqualTo(new LogNormalLatency(1_000, 20_000));
    }

    @Test
    void convert_badText_failsNamingTheValue() {
        assertThatThrownBy(() -> new LatencyOption().convert("gamma:k=2"))
                .isInstanceOf(CommandLine.TypeConversionException.class)
                .hasMessageStartingWith("latency 'gamma:k=2': latency model must be one of");
    }

    @Test
    void durationConverter_units_scaleToJavaDurations() {
        assertThat(new DurationConverter().convert("1.5ms")).isEqualTo(Duration.ofNanos(1_500_000));
        assertThatThrownBy(() -> new DurationConverter().convert("10")).isInstanceOf(CommandLine.TypeConversionException.class)
                .hasMessageContaining("but was '10'");
    }
}
